// The app under the strict Content-Security-Policy of PRODUCT.md §6 / issue "hostile servers":
// every page of this test is served with the policy below (added to the HTML response here, so
// the check holds whatever server hosts the bundle), and the screens that inject styles or open
// overlays (press handling, a select's list, a date picker, the confirmation dialog) are driven,
// and the static pages opened, while every `securitypolicyviolation` event is recorded. None may
// occur.
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNoPageErrors, ensureBundles, launchBrowser, openPage } from '../helpers/browser.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

const WAIT_MS = 20_000;
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data: blob:; " +
  "connect-src 'self' ws: wss: https:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

let demo: DemoServerHandle;
let browser: Browser;
let page: Page;

async function violations(): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

const csp = suite('strict Content-Security-Policy');

csp.before(async () => {
  await ensureBundles();
  demo = await startDemoServer();
  browser = await launchBrowser();
  page = await openPage(browser, 'about:blank');
  await page.context().route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': STRICT_CSP } });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
});

csp.after(async () => {
  await browser.close();
  await demo.close();
});

csp('runs a query and shows its results with no violation', async () => {
  await page.goto(demo.url + '#/query/event?id=e1');
  await page.getByRole('button', { name: 'Run', exact: true }).click({ timeout: WAIT_MS });
  await page.getByRole('heading', { name: 'Jazz After Dark' }).first().waitFor({ timeout: WAIT_MS });
  assert.equal(await violations(), []);
  assert.equal(await page.evaluate(() => document.querySelectorAll('head style').length), 0, 'no <style> element in the head');
});

csp('opens a select list and a date picker with no violation', async () => {
  await page.goto(demo.url + '#/mutation/createEvent');
  await page.getByRole('heading', { name: 'createEvent' }).waitFor({ timeout: WAIT_MS });
  await page.getByRole('button', { name: /Category/ }).first().click();
  await page.getByRole('listbox').waitFor({ timeout: WAIT_MS });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /calendar/i }).first().click();
  await page.getByRole('dialog').first().waitFor({ timeout: WAIT_MS });
  await page.keyboard.press('Escape');
  assert.equal(await violations(), []);
});

csp('asks for confirmation in a modal with no violation', async () => {
  await page.goto(demo.url + '#/mutation/login');
  await page.getByRole('heading', { name: 'login' }).waitFor({ timeout: WAIT_MS });
  await page.getByRole('textbox', { name: /email/i }).fill('demo@facet.dev');
  await page.getByRole('textbox', { name: /password/i }).fill('facet-demo');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.getByRole('alertdialog').waitFor({ timeout: WAIT_MS });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await violations(), []);
});

csp('opens the document editor and settings with no violation', async () => {
  await page.goto(demo.url + '#/document');
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: WAIT_MS });
  // The code editor (its styles constructed in its shadow root) and its panels, once loaded.
  await page.locator('.graphql-editor .cm-content').waitFor({ timeout: WAIT_MS });
  await page.getByRole('tab', { name: 'History' }).waitFor({ timeout: WAIT_MS });
  await page.goto(demo.url + '#/settings');
  await page.getByRole('heading', { name: 'Settings' }).waitFor({ timeout: WAIT_MS });
  assert.equal(await violations(), []);
  assertNoPageErrors(page);
});

csp('opens the static pages as Facet serves them (the static hosts\' inline script left out) with no violation', async () => {
  await page.goto(demo.url + 'index.html#/settings');
  await page.getByRole('heading', { name: 'Settings' }).waitFor({ timeout: WAIT_MS });
  assert.equal(await violations(), [], '/index.html');
  await page.goto(demo.url + '404.html');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: WAIT_MS });
  assert.equal(await violations(), [], '/404.html');
});

csp.run();
