// The fault and abuse matrix in Chromium (issue 12): the app, served by the demo server, pointed
// at test/helpers/hostile-server.ts. Whatever the server answers, the user keeps the shell, the
// sidebar and their inputs, sees a clear alert, and no server string becomes markup, a link or an
// image source that runs. `window.__pwned` is what every hostile payload tries to set.
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ensureBundles, launchBrowser } from '../helpers/browser.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';
import { SCRIPT_TEXT, startHostileServer, type HostileServer } from '../helpers/hostile-server.ts';

const WAIT_MS = 20_000;
const UNSAFE_URL = /^\s*(javascript|vbscript|data:text|data:image\/svg)/i;

let demo: DemoServerHandle;
let hostile: HostileServer;
let browser: Browser;

interface Watched { page: Page; uncaught: string[]; dialogs: string[] }

async function openAgainstHostile(route: string): Promise<Watched> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const uncaught: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(
    ([endpoint, wsEndpoint]) => localStorage.setItem('facet:settings', JSON.stringify({ endpoint, wsEndpoint })),
    [hostile.url, hostile.wsUrl],
  );
  await page.goto(demo.url + route);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: WAIT_MS });
  return { page, uncaught, dialogs };
}

/** Nothing ran, the frame is still there, no unsafe URL reached an attribute. */
async function assertStillSafe({ page, uncaught, dialogs }: Watched): Promise<void> {
  assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined, 'no payload ran');
  assert.equal(dialogs, [], 'no dialog opened by a payload');
  assert.equal(uncaught, [], 'no uncaught exception');
  assert.ok(await page.getByRole('link', { name: 'Facet' }).first().isVisible(), 'the header is still there');
  assert.ok(await page.getByRole('navigation').first().isVisible(), 'the sidebar is still there');
  const unsafe = await page.evaluate((pattern) => {
    const re = new RegExp(pattern, 'i');
    return [...document.querySelectorAll('[href], [src], [srcset], [action], [formaction]')]
      .flatMap((el) => ['href', 'src', 'srcset', 'action', 'formaction'].map((name) => `${el.tagName} ${name}=${el.getAttribute(name) ?? ''}`))
      .filter((entry) => re.test(entry.slice(entry.indexOf('=') + 1)));
  }, UNSAFE_URL.source);
  assert.equal(unsafe, [], 'no unsafe URL in an attribute');
}

async function run(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run', exact: true }).click({ timeout: WAIT_MS });
}

const matrix = suite('hostile server');

matrix.before(async () => {
  await ensureBundles();
  [demo, hostile] = await Promise.all([startDemoServer(), startHostileServer()]);
  browser = await launchBrowser();
});

matrix.after(async () => {
  await browser.close();
  await Promise.all([demo.close(), hostile.close()]);
});

matrix('draws server-chosen URLs in results as text, never as a link or an image source', async () => {
  const watched = await openAgainstHostile('#/query/links');
  await run(watched.page);
  await watched.page.getByText('javascript:window.__pwned=3').first().waitFor({ timeout: WAIT_MS });
  await assertStillSafe(watched);
  assert.ok(await watched.page.getByText(SCRIPT_TEXT).first().isVisible(), 'a script-like string is shown as text');
  await watched.page.context().close();
});

matrix('keeps specifiedByURL of data:text/html out of the type reference links', async () => {
  const watched = await openAgainstHostile('#/type/JSON');
  await watched.page.getByRole('heading', { name: 'JSON' }).first().waitFor({ timeout: WAIT_MS });
  await assertStillSafe(watched);
  await watched.page.context().close();
});

for (const [field, expected] of [
  ['stringErrors', /not a GraphQL response|errors/i],
  ['objectMessage', /not a GraphQL response|message/i],
  ['nullError', /not a GraphQL response|error/i],
  ['dataNumber', /not a GraphQL response|data/i],
  ['numberErrors', /not a GraphQL response|errors/i],
  ['htmlPage', /not JSON|HTML|not a GraphQL/i],
] as const) {
  matrix(`keeps the shell and shows an alert when ${field} answers malformed`, async () => {
    const watched = await openAgainstHostile(`#/query/${field}`);
    await run(watched.page);
    const alert = watched.page.getByRole('alert').filter({ hasText: expected }).first();
    await alert.waitFor({ timeout: WAIT_MS });
    await assertStillSafe(watched);
    assert.ok(await watched.page.getByRole('button', { name: 'Run', exact: true }).isVisible(), 'the form is still there');
    await watched.page.context().close();
  });
}

matrix('survives a value nested 1,000 levels deep', async () => {
  const watched = await openAgainstHostile('#/query/deep');
  await run(watched.page);
  await watched.page.getByRole('heading', { name: /^Result/ }).first().waitFor({ timeout: WAIT_MS });
  assert.is(await watched.page.evaluate(() => 1 + 1), 2, 'the tab still answers');
  await assertStillSafe(watched);
  await watched.page.context().close();
});

matrix('keeps a live feed and the shell when events are malformed or hostile', async () => {
  for (const field of ['badEvents', 'hostileEvents']) {
    const watched = await openAgainstHostile(`#/subscription/${field}`);
    await watched.page.getByRole('button', { name: /^(Start|Subscribe)/ }).first().click({ timeout: WAIT_MS });
    await watched.page.waitForFunction(() => document.body.innerText.length > 0);
    await watched.page.waitForTimeout(0);
    await assertStillSafe(watched);
    await watched.page.context().close();
  }
});

matrix.run();
