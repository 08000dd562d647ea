// Form help text in Chromium (issue 13 item 5, issue 16 "Help text ends in type signatures"): a
// field's schema description is drawn as Markdown, its link a safe one (http(s) only, a new tab
// without opener or referrer), no help text carries a type signature (the type is a quiet detail
// apart), and axe finds nothing serious. On the demo backend and on a fixture schema style (the
// storefront, served by a real graphql-yoga answering with made-up values).
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNoPageErrors, checkAccessibility, ensureBundles, launchBrowser, openPage } from '../helpers/browser.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';
import { startStyleServer, type StyleServer } from '../helpers/style-server.ts';

/** Bounded wait for anything the page does (introspection, the lazy Markdown renderer). */
const WAIT_MS = 20_000;
/** Settings key the app reads (src/store/constants.ts SETTINGS_STORAGE_KEY). */
const SETTINGS_KEY = 'facet:settings';
/** What a GraphQL type signature looks like in text: `· String!`, `[Category!]`, `JSON JSON`. */
const TYPE_SIGNATURE = /·|\b[A-Z]\w*!|\[[A-Za-z_]\w*!?\]|\bJSON JSON\b/;

let demo: DemoServerHandle;
let storefront: StyleServer;
let browser: Browser;

const setup = suite('form help: setup');
setup('builds the app and starts the demo backend, a storefront-style server and Chromium', async () => {
  await ensureBundles();
  demo = await startDemoServer();
  storefront = await startStyleServer('storefront');
  browser = await launchBrowser();
  assert.match(storefront.url, /^http:\/\/127\.0\.0\.1:\d+\/graphql$/);
});
setup.run();

// ---

/** The link the field's help draws once marked has loaded, with what makes it safe. */
async function helpLink(page: Page, path: string): Promise<{ text: string; href: string | null; rel: string | null; target: string | null }> {
  const link = page.locator(`.facet-form-field[data-path="${path}"] .facet-description a`);
  await link.waitFor({ timeout: WAIT_MS });
  return { text: (await link.textContent()) ?? '', href: await link.getAttribute('href'), rel: await link.getAttribute('rel'), target: await link.getAttribute('target') };
}

/** Every help text on the screen, and every field's quiet type detail. */
async function helpAndTypes(page: Page): Promise<{ helps: string[]; types: string[] }> {
  return {
    helps: await page.locator('main .facet-description').allTextContents(),
    types: await page.locator('main .facet-form-field > .facet-field-type').allTextContents(),
  };
}

const forms = suite('form help text');

forms('the demo: event(id:) draws its Markdown link safely, with no type signature in any help', async () => {
  const page = await openPage(browser, `${demo.url}#/query/event`);
  assert.equal(await helpLink(page, 'id'), { text: 'how ids work', href: 'https://spec.graphql.org/October2021/#sec-ID', rel: 'noopener noreferrer', target: '_blank' });
  assert.is(await page.locator('[data-path="id"] .facet-description code').textContent(), 'e1');
  const { helps, types } = await helpAndTypes(page);
  assert.ok(helps.length > 0);
  for (const help of helps) assert.not.match(help, TYPE_SIGNATURE, help);
  assert.equal(types, ['ID!'], 'the type stays, as a quiet detail');
  await checkAccessibility(page, 'event query form');
  assertNoPageErrors(page);

  await page.goto(`${demo.url}#/mutation/createEvent`);
  await page.locator('[data-path="input.metadata"] .facet-description').waitFor({ timeout: WAIT_MS });
  const create = await helpAndTypes(page);
  for (const help of create.helps) assert.not.match(help, TYPE_SIGNATURE, help);
  assert.match(await page.locator('[data-path="input.metadata"] .facet-description').textContent() ?? '', /^Extra details as any JSON value\. JSON, e\.g\./);
  assert.ok(create.types.includes('[String!]') && create.types.includes('EventInput!'), create.types.join(', '));
  await checkAccessibility(page, 'createEvent form');
  assertNoPageErrors(page);
  await page.context().close();
});

forms('a storefront-style schema: products(query:) draws Shopify’s search-syntax link safely, with no type signature in any help', async () => {
  const page = await openPage(browser, demo.url);
  await page.evaluate(([key, endpoint]) => localStorage.setItem(key!, JSON.stringify({ endpoint })), [SETTINGS_KEY, storefront.url]);
  await page.goto(`${demo.url}#/query/products`);
  await page.reload();
  const more = page.locator('.facet-more-arguments button[slot="trigger"]');
  await more.waitFor({ timeout: WAIT_MS });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  assert.equal(await helpLink(page, 'query'), { text: 'search syntax', href: 'https://shopify.dev/api/usage/search-syntax', rel: 'noopener noreferrer', target: '_blank' });
  const { helps, types } = await helpAndTypes(page);
  for (const help of helps) assert.not.match(help, TYPE_SIGNATURE, help);
  assert.ok(types.includes('String') && types.includes('ProductSortKeys'), types.join(', '));
  await checkAccessibility(page, 'storefront products form');
  assertNoPageErrors(page);
  await page.context().close();
});

forms.after(async () => {
  await browser.close();
  await storefront.close();
  await demo.close();
});

forms.run();
