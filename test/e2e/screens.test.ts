// The frame screens in Chromium against the demo backend: overview, the introspection-failure
// alert, settings (validation, persistence, sign-in), not-found, /type/:name, /document, the
// sidebar (filter, drawer on a narrow screen, keyboard), deep links across reloads, and the whole
// app served under a sub-path by a plain static server (path links too, through its 404.html or
// its fallback to index.html). Every page is checked for console errors and failed requests
// (test/helpers/browser.ts); each screen passes axe.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNoPageErrors, checkAccessibility, ensureBundles, launchBrowser, openPage, screenshot } from '../helpers/browser.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

const root = new URL('../..', import.meta.url).pathname;
const STATIC_DIR = join(root, 'static');
/** Bounded wait for anything the page does (introspection, a query, a feed event). */
const WAIT_MS = 20_000;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * A plain static host: static/ under /sub/, with its own config.json (deployment defaults), no
 * rewrites. An unknown path gets `fallback`: most hosts (GitHub Pages, Netlify…) answer it with
 * the site's 404.html and status 404; a host set up for a single-page app with index.html. It
 * also answers any method on an .html path with the page and allows CORS, so it doubles as "an
 * endpoint that serves HTML" for the not-GraphQL alert.
 */
async function startSubPathHost(config: Record<string, unknown>, fallback: '404.html' | 'index.html'): Promise<{ url: string; origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, POST' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!path.startsWith('/sub/')) {
      res.writeHead(404, cors).end('not here');
      return;
    }
    const rest = path.slice('/sub/'.length) || 'index.html';
    if (rest === 'config.json') {
      res.writeHead(200, { ...cors, 'Content-Type': TYPES['.json']! }).end(JSON.stringify(config));
      return;
    }
    const file = normalize(join(STATIC_DIR, rest));
    if (!file.startsWith(STATIC_DIR) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(fallback === '404.html' ? 404 : 200, { ...cors, 'Content-Type': TYPES['.html']! }).end(readFileSync(join(STATIC_DIR, fallback)));
      return;
    }
    res.writeHead(200, { ...cors, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/sub/`,
    origin,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let demo: DemoServerHandle;
let host: Awaited<ReturnType<typeof startSubPathHost>>;
let spaHost: Awaited<ReturnType<typeof startSubPathHost>>;
let browser: Browser;
const pages: Page[] = [];

async function open(route: string, options: Parameters<typeof openPage>[2] = {}, base = demo.url): Promise<Page> {
  const page = await openPage(browser, `${base}#${route}`, options);
  pages.push(page);
  return page;
}

const heading = (page: Page) => page.locator('main h1').first();

async function expectHeading(page: Page, text: string): Promise<void> {
  await page.locator('main h1', { hasText: text }).first().waitFor({ timeout: WAIT_MS });
}

async function saveEndpoint(page: Page, endpoint: string): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}${new URL(page.url()).pathname}#/settings`);
  await expectHeading(page, 'Settings');
  await page.getByLabel('GraphQL endpoint').fill(endpoint);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('Settings saved.').waitFor({ timeout: WAIT_MS });
}

const overview = suite('overview');

// One backend, one static host and one Chromium for the whole file: started before the first
// suite, closed after the last (subPath.after).
overview.before(async () => {
  await ensureBundles();
  demo = await startDemoServer();
  host = await startSubPathHost({ endpoint: demo.graphqlUrl, wsEndpoint: demo.wsUrl }, '404.html');
  spaHost = await startSubPathHost({ endpoint: demo.graphqlUrl, wsEndpoint: demo.wsUrl }, 'index.html');
  browser = await launchBrowser();
});

overview('shows the endpoint and the schema summary, and passes axe', async () => {
  const page = await open('/');
  await expectHeading(page, 'Overview');
  await page.getByText(/\d+ types/).first().waitFor({ timeout: WAIT_MS });
  const summary = await page.locator('main').innerText();
  assert.match(summary, '/graphql');
  // The cards of issue 16: "Queries 8", "Mutations 7", "Subscriptions 5".
  assert.match(summary, /Queries\s+\d+/);
  assert.match(summary, /Mutations\s+\d+/);
  assert.match(summary, /Subscriptions\s+\d+/);
  assert.match(await page.getByTestId('endpoint').innerText(), '/graphql');
  assertNoPageErrors(page);
  await checkAccessibility(page, 'overview');
  await screenshot(page, 'screens-overview');
});

overview('names an unreachable endpoint in an alert with a way to settings, and passes axe', async () => {
  const port = await closedPort();
  const wrong = `http://127.0.0.1:${port}/graphql`;
  const page = await open('/', { allowFailure: (url) => url.startsWith(`http://127.0.0.1:${port}/`) });
  await saveEndpoint(page, wrong);
  await page.getByRole('link', { name: 'Facet' }).click();
  const alert = page.locator('[role="alert"][data-kind]');
  await alert.waitFor({ timeout: WAIT_MS });
  assert.match(await alert.innerText(), 'could not be reached');
  await checkAccessibility(page, 'overview with a network failure');
  await screenshot(page, 'screens-overview-unreachable');
  await alert.getByRole('button', { name: 'Open settings' }).click();
  await expectHeading(page, 'Settings');
  assert.is(await page.getByLabel('GraphQL endpoint').inputValue(), wrong);
  assertNoPageErrors(page);
});

overview('names an endpoint that answers with an HTML error page (status shown)', async () => {
  const wrong = `${demo.url}index.html`;
  const page = await open('/', { allowFailure: (url) => url === wrong });
  await saveEndpoint(page, wrong);
  await page.getByRole('link', { name: 'Facet' }).click();
  const alert = page.locator('[role="alert"][data-kind]');
  await alert.waitFor({ timeout: WAIT_MS });
  const text = await alert.innerText();
  assert.match(text, 'answered with an error status');
  assert.match(text, 'HTTP 405');
  assert.ok(await alert.getByRole('button', { name: 'Open settings' }).isVisible());
  await checkAccessibility(page, 'overview with a server failure');
  assertNoPageErrors(page);
});

overview('names an endpoint that serves HTML with 200 as not GraphQL', async () => {
  const wrong = `${host.url}index.html`;
  const page = await open('/');
  await saveEndpoint(page, wrong);
  await page.getByRole('link', { name: 'Facet' }).click();
  const alert = page.locator('[role="alert"][data-kind]');
  await alert.waitFor({ timeout: WAIT_MS });
  assert.match(await alert.innerText(), 'not a GraphQL API');
  assert.ok(await alert.getByRole('button', { name: 'Open settings' }).isVisible());
  assertNoPageErrors(page);
});

overview.run();

// ---

const settings = suite('settings');

settings('rejects an invalid address with a message and saves nothing', async () => {
  const page = await open('/settings');
  await expectHeading(page, 'Settings');
  const field = page.getByLabel('GraphQL endpoint');
  assert.is(await field.inputValue(), '/graphql');
  await field.fill('ftp://example.com/graphql');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('Expected an http:// or https:// address').waitFor({ timeout: WAIT_MS });
  assert.is(await field.getAttribute('aria-invalid'), 'true');
  assert.is(await page.evaluate(() => localStorage.getItem('facet:settings')), null);
  await checkAccessibility(page, 'settings with an error');
  await page.reload();
  await expectHeading(page, 'Settings');
  assert.is(await page.getByLabel('GraphQL endpoint').inputValue(), '/graphql', 'the old value after reload');
  assertNoPageErrors(page);
});

settings('keeps a valid save across a reload', async () => {
  const page = await open('/settings');
  await expectHeading(page, 'Settings');
  await page.getByRole('textbox', { name: 'Selection depth' }).fill('3');
  await page.getByLabel('Token name').fill('facet-e2e-token');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('Settings saved.').waitFor({ timeout: WAIT_MS });
  await page.reload();
  await expectHeading(page, 'Settings');
  assert.is(await page.getByLabel('Token name').inputValue(), 'facet-e2e-token');
  assert.is(await page.getByRole('textbox', { name: 'Selection depth' }).inputValue(), '3');
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('facet:settings'))) ?? '{}');
  // Saved under the active saved endpoint (docs/configuration.md "Saved endpoints").
  assert.is(stored.profiles.find((p: { id: string }) => p.id === stored.active).values.tokenName, 'facet-e2e-token');
  assertNoPageErrors(page);
});

settings('signs in with a token, the header says so, and the schema is asked for again with it', async () => {
  const page = await open('/settings');
  await expectHeading(page, 'Settings');
  assert.is(await page.getByTestId('session').innerText(), 'Signed out');
  await page.getByLabel('Token', { exact: true }).fill('e2e-token-value');
  const introspection = page.waitForRequest(
    (r) => (r.postData() ?? '').includes('IntrospectionQuery') && r.headers().authorization === 'Bearer e2e-token-value',
    { timeout: WAIT_MS },
  );
  await page.getByRole('button', { name: 'Sign in with token' }).click();
  await introspection;
  await page.getByTestId('session').getByText('Signed in').waitFor({ timeout: WAIT_MS });
  assert.is(await page.evaluate(() => localStorage.getItem('apollo-token')), 'e2e-token-value');
  await checkAccessibility(page, 'settings signed in');
  await page.reload();
  await page.getByTestId('session').getByText('Signed in').waitFor({ timeout: WAIT_MS });
  assertNoPageErrors(page);
});

settings.run();

// ---

const notFound = suite('not found');

notFound('says there is no screen and links home', async () => {
  const page = await open('/no/such/screen');
  await expectHeading(page, 'Not found');
  await checkAccessibility(page, 'not found');
  await page.getByRole('link', { name: 'Go to the overview' }).click();
  await expectHeading(page, 'Overview');
  assert.match(page.url(), /#\/$/);
  assertNoPageErrors(page);
});

notFound.run();

// ---

const typePage = suite('/type/:name');

typePage('shows Event’s fields and links, follows a link, and passes axe', async () => {
  const page = await open('/type/Event');
  await expectHeading(page, 'Event');
  const fields = page.locator('[data-field]');
  await page.locator('[data-field="startsAt"]').waitFor({ timeout: WAIT_MS });
  assert.ok((await fields.count()) >= 10);
  assert.match(await page.locator('[data-field="title"]').innerText(), 'String!');
  await checkAccessibility(page, 'type Event');
  await screenshot(page, 'screens-type-event');
  await page.locator('[data-field="venue"] a', { hasText: 'Venue' }).click();
  await expectHeading(page, 'Venue');
  assert.match(page.url(), /#\/type\/Venue$/);
  await page.locator('[data-field="capacity"]').waitFor({ timeout: WAIT_MS });
  await page.goBack();
  await expectHeading(page, 'Event');
  assertNoPageErrors(page);
});

typePage('survives a reload (deep link)', async () => {
  const page = await open('/type/Category');
  await page.locator('[data-value="MUSIC"]').waitFor({ timeout: WAIT_MS });
  await page.reload();
  await page.locator('[data-value="THEATRE"]').waitFor({ timeout: WAIT_MS });
  assert.is(await heading(page).innerText(), 'Category');
  assertNoPageErrors(page);
});

typePage.run();

// ---

const documentPage = suite('/document');

/** The code editor (CodeMirror, in its host's shadow root, which Playwright's CSS pierces) once its lazy chunk is in: the text area before it would take typing, then be replaced. */
const codeEditor = async (page: Page) => {
  const content = page.locator('.graphql-editor .cm-content');
  await content.waitFor({ timeout: WAIT_MS });
  return content;
};

/**
 * Replaces a code editor's text as a keyboard user would, in one input. (Playwright's fill() on a
 * contenteditable goes through execCommand, whose inline style attribute the strict CSP refuses.)
 */
async function typeInto(page: Page, label: 'GraphQL document' | 'Variables', text: string): Promise<void> {
  await page.getByLabel(label).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

const TWO_QUERIES = 'query Venues { venues { id name city } }\nquery FewEvents($limit: Int) { events(limit: $limit) { total items { id title } } }';

documentPage('runs the picked operation of a written document, as cards and as JSON', async () => {
  const page = await open('/document');
  await expectHeading(page, 'Document');
  await codeEditor(page);
  await typeInto(page, 'GraphQL document', TWO_QUERIES);
  await typeInto(page, 'Variables', '{"limit": 2}');
  await page.getByRole('button', { name: /Operation/ }).click();
  await page.getByRole('option', { name: 'FewEvents — query' }).click();
  const sent = page.waitForRequest((r) => r.url() === demo.graphqlUrl && (r.postData() ?? '').includes('"FewEvents"'));
  await page.getByRole('button', { name: 'Run' }).click();
  const body = JSON.parse((await sent).postData()!);
  assert.equal(body.variables, { limit: 2 });
  await page.locator('main .facet-card, main .facet-compact, main [role="grid"] [role="rowheader"]').first().waitFor({ timeout: WAIT_MS });
  assert.ok((await page.locator('main .facet-card, main .facet-compact, main [role="grid"] [role="rowheader"]').count()) >= 2);
  await checkAccessibility(page, 'document with cards');
  // React Aria keeps the radio input visually hidden; its label is what a pointer presses.
  await page.locator('main label', { hasText: /^JSON$/ }).click();
  assert.ok(await page.getByRole('radio', { name: 'JSON' }).isChecked());
  const json = JSON.parse(await page.locator('.facet-json-code').innerText());
  assert.is(json.data.events.items.length, 2);
  await screenshot(page, 'screens-document');
  assertNoPageErrors(page);
});

documentPage('explains invalid variables and sends no request', async () => {
  const page = await open('/document');
  await expectHeading(page, 'Document');
  await codeEditor(page);
  let graphqlRequests = 0;
  page.on('request', (r) => {
    if (r.url() === demo.graphqlUrl && r.method() === 'POST') graphqlRequests += 1;
  });
  await typeInto(page, 'GraphQL document', 'query One($id: ID!) { event(id: $id) { id title } }');
  await typeInto(page, 'Variables', '{"id": e1}');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByText(/Invalid JSON/).waitFor({ timeout: WAIT_MS });
  assert.is(await page.getByLabel('Variables').getAttribute('aria-invalid'), 'true');
  assert.is(graphqlRequests, 0);
  assert.is(await page.locator('.facet-result').count(), 0);
  await checkAccessibility(page, 'document with invalid variables');
  assertNoPageErrors(page);
});

documentPage('lists what the schema refuses as it is typed, and Run still asks the server', async () => {
  const page = await open('/document');
  await expectHeading(page, 'Document');
  await codeEditor(page);
  await typeInto(page, 'GraphQL document', 'query Typo {\n  venues { id nmae }\n}');
  const problems = page.getByRole('region', { name: 'The schema finds 1 problem' });
  await problems.waitFor({ timeout: WAIT_MS });
  assert.match(await problems.innerText(), 'Line 2, column 15: Cannot query field "nmae" on type "Venue". Did you mean "name"?');
  await checkAccessibility(page, 'document with schema problems');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.locator('main [role="alert"]', { hasText: 'nmae' }).first().waitFor({ timeout: WAIT_MS });
  await typeInto(page, 'GraphQL document', 'query Typo {\n  venues { id name }\n}');
  await problems.waitFor({ state: 'detached', timeout: WAIT_MS });
  // No assertNoPageErrors: the server's 400 for the invalid document is the point of the test.
});

documentPage('shows a subscription’s events live', async () => {
  const page = await open('/document');
  await expectHeading(page, 'Document');
  await codeEditor(page);
  await typeInto(page, 'GraphQL document', 'subscription Ticks { tick(intervalMs: 100) }');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('[role="feed"] article').nth(1).waitFor({ timeout: WAIT_MS });
  assert.match(await page.locator('.facet-feed-status').innerText(), /graphql-transport-ws|graphql-ws/);
  assert.match(await page.locator('.facet-feed-count').innerText(), /[\d,]+ events? received/);
  await checkAccessibility(page, 'document with a live feed');
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('button', { name: 'Stop' }).waitFor({ state: 'detached', timeout: WAIT_MS });
  assertNoPageErrors(page);
});

documentPage('opens a link’s document and keeps the draft across a reload', async () => {
  const query = 'query Clock { serverTime }';
  const page = await open(`/document`);
  await page.goto(`${demo.url}?query=${encodeURIComponent(query)}&variables=%7B%7D#/document`);
  await expectHeading(page, 'Document');
  assert.is(await (await codeEditor(page)).textContent(), query);
  await typeInto(page, 'GraphQL document', 'query Clock2 { serverTime }');
  await page.reload();
  await expectHeading(page, 'Document');
  assert.is(await (await codeEditor(page)).textContent(), 'query Clock2 { serverTime }');
  assertNoPageErrors(page);
});

documentPage.run();

// ---

const sidebar = suite('sidebar');

sidebar('filters the operations and updates the counts', async () => {
  const page = await open('/');
  const nav = page.getByRole('navigation', { name: 'Operations' });
  await nav.getByRole('link', { name: 'events', exact: true }).waitFor({ timeout: WAIT_MS });
  const allLinks = await nav.getByRole('link').count();
  await nav.getByLabel('Filter operations').fill('review');
  await page.getByText(/operations match/).waitFor({ timeout: WAIT_MS });
  const names = await nav.getByRole('link').allInnerTexts();
  assert.ok(names.length > 0 && names.length < allLinks, `${names.length} of ${allLinks}`);
  assert.ok(names.every((n) => /review/i.test(n)), names.join(', '));
  assert.match(await nav.innerText(), /\(\d+ of \d+\)/);
  assertNoPageErrors(page);
});

sidebar('reaches a screen from the sidebar by keyboard only', async () => {
  const page = await open('/');
  const nav = page.getByRole('navigation', { name: 'Operations' });
  await nav.getByRole('link', { name: 'venues', exact: true }).waitFor({ timeout: WAIT_MS });
  let focused = '';
  for (let presses = 0; presses < 60 && focused !== 'venues'; presses += 1) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => (document.activeElement?.closest('nav') ? document.activeElement.textContent ?? '' : ''));
  }
  assert.is(focused, 'venues', 'Tab reaches the sidebar link');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash === '#/query/venues', undefined, { timeout: WAIT_MS });
  assert.is(await nav.getByRole('link', { name: 'venues', exact: true }).getAttribute('aria-current'), 'page');
  assertNoPageErrors(page);
});

sidebar('becomes a drawer on a 375 px screen that works by keyboard', async () => {
  const page = await open('/');
  await page.setViewportSize({ width: 375, height: 740 });
  const menu = page.getByRole('button', { name: 'Operations' });
  await menu.waitFor({ timeout: WAIT_MS });
  assert.is(await page.locator('aside.facet-sidebar').count(), 0, 'no fixed sidebar');
  await menu.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Operations' });
  await drawer.waitFor({ timeout: WAIT_MS });
  await checkAccessibility(page, 'drawer');
  await screenshot(page, 'screens-drawer');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached', timeout: WAIT_MS });
  const isMenuFocused = () => page.evaluate("document.activeElement?.textContent === 'Operations'");
  // A function, not a string: a string predicate is polled with eval, which the page's policy refuses.
  await page.waitForFunction(() => document.activeElement?.textContent === 'Operations', undefined, { timeout: WAIT_MS });
  await page.keyboard.press('Enter');
  await drawer.waitFor({ timeout: WAIT_MS });
  await drawer.getByLabel('Filter operations').focus();
  await page.keyboard.type('serverTime');
  const link = drawer.getByRole('link', { name: 'serverTime', exact: true });
  await link.waitFor({ timeout: WAIT_MS });
  await link.focus();
  await page.keyboard.press('Enter');
  await drawer.waitFor({ state: 'detached', timeout: WAIT_MS });
  await page.waitForFunction(() => location.hash === '#/query/serverTime', undefined, { timeout: WAIT_MS });
  // Closed by navigating, the drawer still hands focus back to its trigger (100 ms later).
  // A function, not a string: a string predicate is polled with eval, which the page's policy refuses.
  await page.waitForFunction(() => document.activeElement?.textContent === 'Operations', undefined, { timeout: WAIT_MS });
  assert.ok(await isMenuFocused());
  assertNoPageErrors(page);
});

sidebar.run();

// ---

const subPath = suite('sub-path hosting');

subPath('works under /sub/ on a plain static host with config.json defaults, deep links surviving a reload', async () => {
  const page = await open('/type/Event', {}, host.url);
  await expectHeading(page, 'Event');
  assert.is(await page.getByTestId('endpoint').innerText(), demo.graphqlUrl);
  await page.reload();
  await expectHeading(page, 'Event');
  await page.locator('[data-field="venue"] a').click();
  await expectHeading(page, 'Venue');
  assert.is(new URL(page.url()).pathname, '/sub/');
  await page.reload();
  await expectHeading(page, 'Venue');
  await page.goto(`${host.url}#/document`);
  await codeEditor(page);
  await typeInto(page, 'GraphQL document', 'query Where { venues { name city } }');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.locator('main .facet-card, main .facet-compact, main [role="grid"] [role="rowheader"]').first().waitFor({ timeout: WAIT_MS });
  assertNoPageErrors(page);
});

/**
 * Opens a path link on `base` (a sub-path host) and waits for its hash form. The host's 404 answer
 * to the link itself is expected; nothing else may fail.
 */
async function openPathLink(base: string, route: string, hashForm: string): Promise<Page> {
  const link = `${base}${route}`;
  const page = await openPage(browser, link, { allowFailure: (url) => url === link });
  pages.push(page);
  // The address is the test here, read in the page (polled across the script's replace()
  // navigation, which waitForURL can miss when it commits while goto is still returning); what
  // the screen then draws is awaited by the caller. A function, not a string: the page's policy
  // refuses eval.
  await page.waitForFunction((target) => location.href === target, `${base}${hashForm}`, { timeout: WAIT_MS });
  return page;
}

for (const [kind, base] of [['its 404.html (status 404)', () => host.url], ['index.html (a single-page-app fallback)', () => spaHost.url]] as const) {
  subPath(`opens a path link's screen on a host that answers unknown paths with ${kind}`, async () => {
    const events = await openPathLink(base(), 'query/events?limit=3', '?limit=3#/query/events');
    await expectHeading(events, 'events');
    await events.locator('.facet-form-field[data-path="limit"] input').waitFor({ state: 'attached', timeout: WAIT_MS });
    assert.is(await events.locator('.facet-form-field[data-path="limit"] input').inputValue(), '3');
    assertNoPageErrors(events);
    const type = await openPathLink(base(), 'type/Event', '#/type/Event');
    await expectHeading(type, 'Event');
    assertNoPageErrors(type);
  });
}

subPath('shows a plain not-found page for a path that holds no route on the 404.html host', async () => {
  const link = `${host.url}nothing/here`;
  const page = await openPage(browser, 'about:blank', { allowFailure: (url) => url === link });
  pages.push(page);
  const response = await page.goto(link);
  assert.is(response?.status(), 404);
  await expectHeading(page, 'Page not found');
  assert.is(page.url(), link, 'no route: the address stays');
  assert.is(await page.title(), 'Page not found');
  await checkAccessibility(page, 'static 404.html');
  assertNoPageErrors(page);
});

subPath.after(async () => {
  for (const page of pages) await page.context().close();
  await browser?.close();
  await host?.close();
  await spaHost?.close();
  await demo?.close();
});

subPath.run();
