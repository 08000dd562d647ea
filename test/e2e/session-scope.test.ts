// Security review finding 3 in Chromium: cookies ignore ports, so the session cookie a Facet server
// on 127.0.0.1 sets reaches every server there. Two proxies on two ports in front of two APIs: the
// token signed in on the first renders its pages signed in, and never reaches the second's API,
// neither from its server render (the cookie is not its own) nor from the browser (another origin).
// Then the first proxy is restarted on the same port in front of the second API: same origin, same
// cookie jar, same localStorage, and still the token stays back (config.json names another API).
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createProxyServer, type ProxyServer } from '../../src/server/proxy.ts';
import { parseProxyConfig } from '../../src/server/proxy-config.ts';
import { SESSION_COOKIE_NAME } from '../../src/store/session-cookie.ts';
import { ensureBundles, launchBrowser, openPage, reactOwns } from '../helpers/browser.ts';
import { SSR_FORCE_FETCH_DELAY_MS } from '../../src/store/constants.ts';
import { waitUntil } from '../helpers/ws-servers.ts';
import { startYogaServer, type RecordedRequest, type YogaServer } from '../helpers/yoga-server.ts';

/** A loaded 2-core machine: a page and its modules may take seconds. */
const WAIT_MS = 30_000;
const TOKEN = 'token-for-api-a';

let apiA: YogaServer;
let apiB: YogaServer;
let proxyA: ProxyServer;
let proxyB: ProxyServer;
let browser: Browser;
let page: Page;

const start = (api: YogaServer, port = 0) =>
  // Generous data wait: the pages below are judged by the requests their render sends.
  createProxyServer({ ...parseProxyConfig({ endpoint: api.url }, {}), port, log: () => {}, ssrDataWaitMs: WAIT_MS });

/** Requests the proxy's server render sent (Node's fetch), not the browser. */
const fromServer = (request: RecordedRequest) => !/Mozilla/.test(request.headers['user-agent'] ?? '');
const carriesToken = (request: RecordedRequest) => (request.headers.authorization ?? '').includes(TOKEN);

/** Presses Run once a hydrated page's after-hydration window is over (inside it, Run is answered from the page's state). */
async function runPastHydrationWindow(): Promise<void> {
  const hydratedAt = await reactOwns(page, '.facet-operation button[type="submit"]', { timeout: WAIT_MS });
  await page.waitForFunction((t) => performance.now() > t, hydratedAt + SSR_FORCE_FETCH_DELAY_MS + 50, { timeout: WAIT_MS });
  await page.getByRole('button', { name: 'Run', exact: true }).click();
}

const scope = suite('the session stays with one server and one API');

scope.before(async () => {
  await ensureBundles();
  [apiA, apiB] = await Promise.all([startYogaServer({ csrf: false }), startYogaServer({ csrf: false })]);
  [proxyA, proxyB] = await Promise.all([start(apiA), start(apiB)]);
  browser = await launchBrowser();
  page = await openPage(browser, `${proxyA.url}settings`);
});

scope.after(async () => {
  await browser?.close();
  await Promise.all([proxyA?.close(), proxyB?.close()]);
  await Promise.all([apiA?.close(), apiB?.close()]);
});

scope('signing in on proxy A sets its own HttpOnly cookie, and A\'s pages render signed in', async () => {
  const handedOver = page.waitForResponse((response) => response.url() === `${proxyA.url}session`, { timeout: WAIT_MS });
  await page.getByRole('textbox', { name: 'Token', exact: true }).fill(TOKEN);
  await page.getByRole('button', { name: 'Sign in with token' }).click();
  assert.is((await handedOver).status(), 204);
  const cookies = await page.context().cookies(proxyA.url);
  const own = cookies.find((cookie) => cookie.name.startsWith(`${SESSION_COOKIE_NAME}-${proxyA.port}-`));
  assert.ok(own, JSON.stringify(cookies));
  assert.is(own.httpOnly, true);
  assert.is(own.sameSite, 'Strict');
  assert.not.match(await page.evaluate(() => document.cookie), TOKEN, 'no script reads it');

  apiA.requests.length = 0;
  await page.goto(`${proxyA.url}query/authorization`, { waitUntil: 'load' });
  assert.ok(apiA.requests.some((r) => fromServer(r) && r.headers.authorization === `Bearer ${TOKEN}`), 'the server render ran signed in');
});

scope('proxy B on another port receives the cookie (ports share cookies) and never sends the token to API B', async () => {
  const sharedJar = await page.context().cookies(proxyB.url);
  assert.ok(sharedJar.some((cookie) => cookie.name.startsWith(`${SESSION_COOKIE_NAME}-${proxyA.port}-`)), 'the premise: A\'s cookie goes to B too');
  const response = await page.goto(`${proxyB.url}query/authorization`, { waitUntil: 'load' });
  assert.ok(response?.ok());
  assert.ok(apiB.requests.some(fromServer), 'the server render of B');
  await runPastHydrationWindow();
  await waitUntil(() => apiB.requests.some((r) => !fromServer(r) && r.query?.includes('authorization') === true), WAIT_MS, 'the browser\'s query to B');
  assert.equal(apiB.requests.filter(carriesToken), [], 'no request to API B carried the token');
  assert.match(await page.getByTestId('session').innerText(), /Signed out/);
});

scope('proxy A restarted on the same port in front of API B holds the token back, on the server and in the browser', async () => {
  const port = proxyA.port;
  await proxyA.close();
  proxyA = await start(apiB, port);
  apiB.requests.length = 0;
  await page.goto(`${proxyA.url}query/authorization`, { waitUntil: 'load' });
  const banner = page.getByRole('alert').filter({ hasText: 'Your token is not being sent' });
  await banner.waitFor({ timeout: WAIT_MS });
  await runPastHydrationWindow();
  await waitUntil(() => apiB.requests.some((r) => !fromServer(r) && r.query?.includes('authorization') === true), WAIT_MS, 'the browser\'s query to B');
  assert.ok(apiB.requests.some(fromServer), 'the page was rendered by the server, through API B');
  assert.equal(apiB.requests.filter(carriesToken), [], 'no request to API B carried the token');
  assert.is(await page.evaluate(() => localStorage.getItem('apollo-token')), TOKEN, 'the token itself is kept, for API A');
});

scope.run();
