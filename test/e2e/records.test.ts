// Records in Chromium against the demo backend (issue 15 §2–3): the Records section of the
// sidebar → a type's list (a table, titles linking) → a record's page → Edit, which sends only the
// changed fields (asserted on the request body the page sends) → back to the list; Delete with the
// destructive confirmation; related-record links; the compact events page within two viewport
// heights; both colour schemes, wide and narrow, each new screen checked by axe.
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNoPageErrors, checkAccessibility, ensureBundles, launchBrowser, openPage, screenshot } from '../helpers/browser.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

/** Bounded wait for anything the page does (introspection, a query, a mutation). */
const WAIT_MS = 20_000;
/** Issue 15 §3: the 10-result events page fits in two 800 px viewport heights. */
const EVENTS_PAGE_MAX_PX = 1600;
const DEMO_EMAIL = 'demo@facet.dev';
const DEMO_PASSWORD = 'facet-demo';

let server: DemoServerHandle;
let browser: Browser;

async function loginToken(): Promise<string> {
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: `mutation { login(email: "${DEMO_EMAIL}", password: "${DEMO_PASSWORD}") { token } }` }),
  });
  const body = (await response.json()) as { data: { login: { token: string } } };
  return body.data.login.token;
}

/** A page signed in as the demo user (the token stored as the app's sign-in stores it). */
async function signedInPage(hash: string, options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const token = await loginToken();
  const page = await openPage(browser, server.url, options);
  await page.evaluate((t) => localStorage.setItem('apollo-token', t), token);
  await page.goto(`${server.url}#${hash}`);
  await page.reload();
  return page;
}

async function firstEventHref(page: Page): Promise<string> {
  const link = page.locator('table a[href^="#/entity/Event/"]').first();
  await link.waitFor({ timeout: WAIT_MS });
  return (await link.getAttribute('href'))!;
}

const records = suite('records');

records.before(async () => {
  await ensureBundles();
  server = await startDemoServer();
  browser = await launchBrowser();
});

records.after(async () => {
  await browser?.close();
  await server?.close();
});

records('lists entity types in the sidebar above the queries, narrowed by the filter', async () => {
  const page = await openPage(browser, server.url);
  const nav = page.getByRole('navigation', { name: 'Operations' });
  const headings = nav.getByRole('heading', { level: 2 });
  // The Records section comes from a lazily loaded module, a moment after the operations.
  await nav.getByRole('heading', { name: /^Records/ }).waitFor({ timeout: WAIT_MS });
  assert.match((await headings.first().textContent()) ?? '', /^Records/);
  assert.ok(await nav.getByRole('link', { name: 'Event', exact: true }).isVisible());
  await nav.getByLabel('Filter operations').fill('venue');
  await nav.getByRole('link', { name: 'Event', exact: true }).waitFor({ state: 'detached', timeout: WAIT_MS });
  assert.ok(await nav.getByRole('link', { name: 'Venue', exact: true }).isVisible());
  assertNoPageErrors(page);
  await page.context().close();
});

records('shows a type as a table whose titles link to record pages that survive a reload', async () => {
  const page = await openPage(browser, `${server.url}#/entity/Event`);
  await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor({ timeout: WAIT_MS });
  await page.getByRole('grid').first().waitFor({ timeout: WAIT_MS });
  const href = await firstEventHref(page);
  assert.not.match(href, /token|Bearer/i);
  await checkAccessibility(page, 'record list');
  await screenshot(page, 'records-list-light');
  await page.locator(`a[href="${href}"]`).first().click();
  const heading = page.getByRole('heading', { level: 1 });
  await page.locator('.facet-record').waitFor({ timeout: WAIT_MS });
  const title = await heading.textContent();
  await page.reload();
  await page.locator('.facet-record').waitFor({ timeout: WAIT_MS });
  assert.is(await page.getByRole('heading', { level: 1 }).textContent(), title);
  await checkAccessibility(page, 'record page');
  await screenshot(page, 'records-record-light');
  assertNoPageErrors(page);
  await page.context().close();
});

records('links a related record to its page, titled by its title', async () => {
  const page = await openPage(browser, `${server.url}#/entity/Event/e1`);
  await page.locator('.facet-record').waitFor({ timeout: WAIT_MS });
  const venue = page.locator('.facet-record-related a[href^="#/entity/Venue/"]').first();
  await venue.waitFor({ timeout: WAIT_MS });
  const name = (await venue.textContent())!;
  await venue.click();
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: WAIT_MS });
  assert.match(page.url(), /#\/entity\/Venue\//);
  await checkAccessibility(page, 'related record page');
  assertNoPageErrors(page);
  await page.context().close();
});

records('edits a record sending only the changed fields, shows the new state, and goes back', async () => {
  const page = await signedInPage('/entity/Event/e2');
  await page.locator('.facet-record').waitFor({ timeout: WAIT_MS });
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: /Edit with/ });
  await form.waitFor({ timeout: WAIT_MS });
  assert.match((await form.locator('.facet-record-changed').textContent()) ?? '', /Nothing changed/);
  const price = form.getByLabel(/^Price/).first();
  await price.fill('42.5');
  await price.press('Tab');
  await screenshot(page, 'records-edit-light');
  await form.locator('.facet-record-changed', { hasText: 'Changed: Price' }).waitFor({ timeout: WAIT_MS });
  await checkAccessibility(page, 'record edit form');
  const request = page.waitForRequest((r) => r.method() === 'POST' && (r.postData() ?? '').includes('UpdateEvent'), { timeout: WAIT_MS });
  await form.getByRole('button', { name: 'Save changes' }).click();
  const body = JSON.parse((await request).postData()!) as { variables: { id: string; input: Record<string, unknown> } };
  assert.is(body.variables.id, 'e2');
  assert.is(body.variables.input.price, 42.5);
  // Only the change, and the inputs the mutation requires (EventInput.title is non-null).
  const sent = Object.keys(body.variables.input).sort();
  assert.ok(sent.every((key) => key === 'price' || key === 'title' || key === 'startsAt'), `sent ${sent.join(', ')}`);
  await form.waitFor({ state: 'detached', timeout: WAIT_MS });
  await page.locator('.facet-record-field', { hasText: 'Price' }).filter({ hasText: '42.5' }).first().waitFor({ timeout: WAIT_MS });
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor({ timeout: WAIT_MS });
  assertNoPageErrors(page);
  await page.context().close();
});

records('deletes a record after the destructive confirmation and returns to the list', async () => {
  const page = await signedInPage('/entity/Event/e3');
  await page.locator('.facet-record').waitFor({ timeout: WAIT_MS });
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor({ timeout: WAIT_MS });
  await checkAccessibility(page, 'delete confirmation');
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor({ timeout: WAIT_MS });
  await page.getByRole('grid').first().waitFor({ timeout: WAIT_MS });
  assert.is(await page.locator('a[href="#/entity/Event/e3"]').count(), 0);
  assertNoPageErrors(page);
  await page.context().close();
});

records('fits the 10-result events page in two viewport heights at 1280×800', async () => {
  const page = await openPage(browser, `${server.url}#/query/events?limit=10`, { viewport: { width: 1280, height: 800 } });
  await page.getByRole('button', { name: 'Run' }).click();
  await page.locator('.facet-result-list > li').nth(9).waitFor({ timeout: WAIT_MS });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await screenshot(page, 'records-events-compact');
  assert.ok(height <= EVENTS_PAGE_MAX_PX, `events page is ${height} px tall`);
  assertNoPageErrors(page);
  await page.context().close();
});

records('holds in the dark scheme and on a narrow screen', async () => {
  for (const [scheme, viewport, name] of [
    ['dark', { width: 1280, height: 800 }, 'wide'],
    ['dark', { width: 390, height: 844 }, 'narrow'],
    ['light', { width: 390, height: 844 }, 'narrow'],
  ] as const) {
    const page = await openPage(browser, `${server.url}#/entity/Event`, { colorScheme: scheme, viewport });
    await page.getByRole('grid').first().waitFor({ timeout: WAIT_MS });
    await checkAccessibility(page, `record list, ${scheme} ${name}`);
    await screenshot(page, `records-list-${scheme}-${name}`);
    await page.goto(`${server.url}#/entity/Event/e1`);
    await page.locator('.facet-record').waitFor({ timeout: WAIT_MS });
    await checkAccessibility(page, `record page, ${scheme} ${name}`);
    await screenshot(page, `records-record-${scheme}-${name}`);
    assertNoPageErrors(page);
    await page.context().close();
  }
});

records.run();
