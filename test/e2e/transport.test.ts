// In Chromium, against the demo backend: the page loads cleanly and passes axe, and the
// standalone transport bundle (static/dist/transport.js), imported by the page itself, runs a
// query, an upload, and a subscription in each WebSocket dialect.
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/demo/constants.ts';
import { assertNoPageErrors, checkAccessibility, ensureBundles, launchBrowser, openPage, screenshot } from '../helpers/browser.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

let server: DemoServerHandle;
let browser: Browser;
let page: Page;

/** Runs `body` (plain JavaScript, an async function body) in the page with the bundle as `T`. */
function inPage<T>(body: string): Promise<T> {
  // A string, not a function: the test runner's transpiler may add helpers a page does not have.
  return page.evaluate(`(async () => {
    const T = await import(new URL('dist/transport.js', location.href).href);
    ${body}
  })()`) as Promise<T>;
}

const demoPage = suite('index.html');

demoPage.before(async () => {
  await ensureBundles();
  server = await startDemoServer();
  browser = await launchBrowser();
});

demoPage('loads with no console error or failed request and passes axe', async () => {
  page = await openPage(browser, server.url);
  // The app renders into #root and reads the schema; wait for both so their errors count too.
  await page.waitForSelector('#root > *', { timeout: 10_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 });
  assert.is(await page.title(), 'Facet');
  assert.is(await page.getAttribute('html', 'lang'), 'en');
  assert.is(await page.locator('#root').count(), 1);
  assertNoPageErrors(page);
  await checkAccessibility(page, 'index');
  await screenshot(page, 'index');
});

demoPage.run();

// ---

const harness = suite('browser harness');

harness('reports console errors, failed requests and serious axe violations', async () => {
  const probe = await openPage(browser, server.url);
  try {
    const missing = probe.waitForResponse((r) => r.url().endsWith('/no-such-file.txt'), { timeout: 5000 });
    await probe.evaluate(`console.error('deliberate'); fetch('no-such-file.txt')`);
    await missing;
    // uvu's assert.throws rethrows its own Assertion errors, so catch by hand.
    let reported = '';
    try {
      assertNoPageErrors(probe);
    } catch (error) {
      reported = (error as Error).message;
    }
    assert.match(reported, /console error: deliberate[\s\S]*failed request: GET .*no-such-file\.txt: 404/);
    await probe.evaluate(`document.body.insertAdjacentHTML('beforeend', '<img src="images/x.svg">')`);
    let message = '';
    await checkAccessibility(probe, 'broken').catch((error: Error) => (message = error.message));
    assert.match(message, /image-alt \(critical\)/);
  } finally {
    await probe.context().close();
  }
});

harness.run();

// ---

const bundle = suite('standalone transport bundle in the page');

bundle.after(async () => {
  await browser?.close();
  await server?.close();
});

bundle('runs a query against the demo backend', async () => {
  const result = await inPage<{ total: number; ids: string[]; errors: unknown }>(`
    const transport = T.createTransport({ url: new URL('graphql', location.href).href });
    const result = await transport.request({ query: 'query Few { events(limit: 3) { total items { id } } }', operationName: 'Few' });
    transport.dispose();
    return { total: result.data.events.total, ids: result.data.events.items.map((e) => e.id), errors: result.errors ?? null };
  `);
  assert.equal(result, { total: 40, ids: ['e1', 'e2', 'e3'], errors: null });
  assertNoPageErrors(page);
});

bundle('uploads a File made in the page, with progress, and the server serves the same bytes', async () => {
  const result = await inPage<{ refused: string; url: string; isSame: boolean; progress: number[] }>(`
    const transport = T.createTransport({ url: new URL('graphql', location.href).href });
    const bytes = new Uint8Array(256 * 1024).map((_, i) => (i * 7 + 3) % 256);
    const photo = new File([bytes], 'photo.png', { type: 'image/png' });
    const upload = { query: 'mutation ($photo: File!) { uploadEventPhoto(eventId: "e1", photo: $photo) { imageUrls } }', variables: { photo } };
    localStorage.removeItem('apollo-token');
    const refused = await transport.request(upload);
    const login = await transport.request({
      query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      variables: { e: ${JSON.stringify(DEMO_EMAIL)}, p: ${JSON.stringify(DEMO_PASSWORD)} },
    });
    localStorage.setItem('apollo-token', login.data.login.token);
    const progress = [];
    const result = await transport.request(upload, { onProgress: (f) => progress.push(f) });
    const url = result.data.uploadEventPhoto.imageUrls.at(-1);
    const back = new Uint8Array(await (await fetch(url)).arrayBuffer());
    transport.dispose();
    return {
      refused: refused.errors[0].extensions.code,
      url,
      isSame: back.length === bytes.length && back.every((b, i) => b === bytes[i]),
      progress,
    };
  `);
  assert.is(result.refused, 'UNAUTHENTICATED');
  assert.match(result.url, /\/uploads\/f\d+$/);
  assert.ok(result.isSame, 'the served file has the uploaded bytes');
  assert.ok(result.progress.length > 0, 'progress was reported');
  assert.ok(result.progress.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= result.progress[i - 1]!)), String(result.progress));
  assert.is(result.progress.at(-1), 1);
  assertNoPageErrors(page);
});

for (const protocol of ['graphql-transport-ws', 'graphql-ws', 'graphql-subscriptions']) {
  bundle(`receives eventCreated over ${protocol} after a mutation`, async () => {
    const result = await inPage<{ protocol: string | null; title: string; states: string[] }>(`
      // Let the server see only ${protocol}, so it selects that dialect (or rejects the others).
      const keep = ${JSON.stringify(protocol)};
      class OnlyOne extends WebSocket {
        constructor(url, protocols) { super(url, [].concat(protocols ?? []).filter((p) => p === keep)); }
      }
      const transport = T.createTransport({
        url: new URL('graphql', location.href).href,
        wsUrl: new URL('graphql', location.href).href.replace(/^http/, 'ws'),
        WebSocket: OnlyOne,
      });
      const states = [];
      const stopWatching = transport.connection.subscribe((state) => states.push(state.status));
      const login = await transport.request({
        query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        variables: { e: ${JSON.stringify(DEMO_EMAIL)}, p: ${JSON.stringify(DEMO_PASSWORD)} },
      });
      localStorage.setItem('apollo-token', login.data.login.token);
      let handle;
      const received = new Promise((resolve, reject) => {
        handle = transport.subscribe({ query: 'subscription { eventCreated { id title } }' }, {
          next: resolve,
          error: (e) => reject(new Error(e.kind + ': ' + e.message)),
          complete: () => reject(new Error('completed early')),
        });
      });
      // A subscription starts listening a moment after its start frame; neither protocol says
      // when. So create events until the first one arrives, within a bound.
      let isDone = false;
      const expiry = new Promise((_, reject) => setTimeout(() => reject(new Error('no eventCreated within 8000 ms')), 8000));
      const trigger = (async () => {
        for (let n = 1; !isDone; n += 1) {
          await transport.request({
            query: 'mutation ($i: EventInput!) { createEvent(input: $i) { id } }',
            variables: { i: { title: keep + ' ' + n, startsAt: '2026-06-01T18:00:00Z' } },
          });
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      try {
        const event = await Promise.race([received, expiry]);
        const state = transport.connection.get();
        return { protocol: state.status === 'connected' ? state.protocol : null, title: event.data.eventCreated.title, states };
      } finally {
        isDone = true;
        await trigger;
        handle.unsubscribe();
        stopWatching();
        transport.dispose();
      }
    `);
    assert.is(result.protocol, protocol);
    assert.match(result.title, new RegExp(`^${protocol} \\d+$`));
    assert.ok(result.states.includes('connected'), result.states.join(' → '));
    assertNoPageErrors(page);
  });
}

bundle.run();
