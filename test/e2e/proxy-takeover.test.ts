// A hostile upstream behind the proxy, in Chromium (issue 24 §1, security review finding 2): the
// upstream answers /graphql with an HTML page whose own policy allows inline script, which alerts
// and registers /graphql?sw=1 (a script) as a service worker for the whole origin. Opening that
// address on the proxy's origin, fetching it and registering the worker from the origin itself
// must run no script and leave no service worker.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser } from '../helpers/browser.ts';
import { startEchoUpstream, type EchoUpstream } from '../helpers/echo-upstream.ts';
import { startProxyServer, type ProxyServerHandle } from '../helpers/proxy-server.ts';

const TAKEOVER_PAGE = `<!doctype html><title>hostile</title><script>
  alert('script ran on the app origin');
  navigator.serviceWorker.register('/graphql?sw=1', { scope: '/' }).then(() => { document.title = 'registered'; });
</script>`;
const WORKER = "self.addEventListener('fetch', (event) => event.respondWith(new Response('owned by service worker', { headers: { 'content-type': 'text/html' } })));";

let upstream: EchoUpstream;
let proxy: ProxyServerHandle;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const dialogs: string[] = [];

const takeover = suite('proxy: a hostile upstream cannot take the app\'s origin');

takeover.before(async () => {
  upstream = await startEchoUpstream();
  upstream.answer = (request, response) => {
    const isWorker = new URL(request.url ?? '/', 'http://x').searchParams.has('sw');
    response.writeHead(200, {
      'Content-Type': isWorker ? 'text/javascript' : 'text/html',
      'Content-Security-Policy': "script-src 'self' 'unsafe-inline' *",
      'Service-Worker-Allowed': '/',
    });
    response.end(isWorker ? WORKER : TAKEOVER_PAGE);
  };
  proxy = await startProxyServer({ endpoint: upstream.url });
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});
takeover.after(async () => {
  await browser?.close();
  await proxy?.close();
  await upstream?.close();
});

/** The service workers registered for the proxy's origin, asked from a page of it. */
async function registrations(): Promise<number> {
  await page.goto(`${proxy.url}config.json`);
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
}

takeover('opening the hostile page runs no script and registers no worker', async () => {
  const response = await page.goto(`${proxy.graphqlUrl}?hostile=1`);
  const status = response?.status();
  assert.equal(dialogs, [], 'no script ran');
  assert.is(await registrations(), 0, 'no service worker');
  assert.equal(context.serviceWorkers(), []);
  assert.is(status, 403, 'a navigation to /graphql is refused');
});

takeover('script on the origin gets a 502 for the page and cannot register the upstream\'s script as a worker', async () => {
  await page.goto(`${proxy.url}config.json`);
  const outcome = await page.evaluate(async () => {
    const fetched = await fetch('/graphql?hostile=1', { headers: { 'apollo-require-preflight': 'true' } });
    const registered = await navigator.serviceWorker.register('/graphql?sw=1', { scope: '/' }).then(
      () => 'registered',
      (error: Error) => error.name,
    );
    return { status: fetched.status, type: fetched.headers.get('content-type'), registered };
  });
  assert.is(outcome.status, 502);
  assert.match(outcome.type!, /^application\/json/);
  assert.is.not(outcome.registered, 'registered');
  assert.is(await registrations(), 0);
  assert.equal(dialogs, []);
});

takeover.run();
