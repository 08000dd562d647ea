// Credentials stay with the origin they were issued for (issue 12 §1), in Chromium: a token signed
// in against one demo server is not sent to a second one (another port is another origin) after
// the endpoint is changed in the settings, the page says so, and only the user's explicit choice
// sends it there. Assertions are on the requests the page itself sends.
import type { Browser, Page, Request } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNoPageErrors, checkAccessibility, ensureBundles, launchBrowser, openPage, screenshot } from '../helpers/browser.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

const WAIT_MS = 20_000;
let home: DemoServerHandle;
let other: DemoServerHandle;
let browser: Browser;
let page: Page;
const sent: Array<{ url: string; authorization: string | null }> = [];

const credentials = suite('credentials and origins');

credentials.before(async () => {
  await ensureBundles();
  [home, other] = await Promise.all([startDemoServer(), startDemoServer()]);
  browser = await launchBrowser();
  page = await openPage(browser, 'about:blank');
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') {
      sent.push({ url: request.url(), authorization: request.headers().authorization ?? null });
    }
  });
});

credentials.after(async () => {
  await browser.close();
  await Promise.all([home.close(), other.close()]);
});

credentials('sends the token to the endpoint it was signed in for', async () => {
  await page.goto(home.url + '#/settings');
  await page.getByRole('textbox', { name: 'Token', exact: true }).fill('token-for-home');
  await page.getByRole('button', { name: 'Sign in with token' }).click();
  await page.getByTestId('session').filter({ hasText: 'Signed in' }).waitFor({ timeout: WAIT_MS });
  await page.getByRole('button', { name: /Refresh schema/ }).click();
  await page.waitForFunction(() => !document.body.innerText.includes('Refreshing schema'), null, { timeout: WAIT_MS });
  const toHome = sent.filter((r) => r.url === home.graphqlUrl);
  assert.ok(toHome.some((r) => r.authorization === 'Bearer token-for-home'), JSON.stringify(toHome));
});

credentials('holds it back from another origin and says so, until the user sends it there', async () => {
  const before = sent.length;
  await page.getByRole('textbox', { name: 'GraphQL endpoint' }).fill(other.graphqlUrl);
  await page.getByRole('button', { name: 'Save settings' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Your token is not being sent' });
  await banner.waitFor({ timeout: WAIT_MS });
  assert.match(await page.getByTestId('session').innerText(), /Token held back/);
  await page.waitForFunction((url) => performance.getEntriesByType('resource').some((e) => e.name === url), other.graphqlUrl, { timeout: WAIT_MS });
  const toOther = sent.slice(before).filter((r) => r.url === other.graphqlUrl);
  assert.ok(toOther.length > 0, 'the new endpoint was asked for its schema');
  assert.equal(toOther.map((r) => r.authorization), toOther.map(() => null), 'no token went to the other origin');
  await checkAccessibility(page, 'token held back');
  await screenshot(page, 'token-held-back');

  const beforeCarry = sent.length;
  await banner.getByRole('button', { name: /Send my token to/ }).click();
  await banner.waitFor({ state: 'detached', timeout: WAIT_MS });
  await page.getByRole('button', { name: /Refresh schema/ }).click();
  await page.waitForFunction(() => !document.body.innerText.includes('Refreshing schema'), null, { timeout: WAIT_MS });
  const carried = sent.slice(beforeCarry).filter((r) => r.url === other.graphqlUrl);
  assert.ok(carried.some((r) => r.authorization === 'Bearer token-for-home'), JSON.stringify(carried));
  assertNoPageErrors(page);
});

credentials.run();
