// Server-rendered pages (issue 17) against the real demo backend, and through the real proxy in
// front of it: every route kind rendered with its data and its state embedded, the not-found
// screen answering 404, the credential taken from the request's cookie only (and then never
// cached), and a slow upstream giving the screen without its data within the bound.
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createProxyServer, type ProxyServer } from '../../src/server/proxy.ts';
import { parseProxyConfig } from '../../src/server/proxy-config.ts';
import { SSR_PRIVATE_CACHE_CONTROL, SSR_PUBLIC_MAX_AGE_S } from '../../src/server/constants.ts';
import { pageFrame } from '../../src/server/render-page.tsx';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../../src/store/page-state.ts';
import { SESSION_COOKIE_NAME } from '../../src/store/session-cookie.ts';
import { ensureBundles } from '../helpers/browser.ts';
import { sessionCookie } from '../helpers/session-cookie.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

const STATIC_DIR = new URL('../../static', import.meta.url).pathname;
let demo: DemoServerHandle;

interface Page {
  status: number;
  cacheControl: string | null;
  html: string;
  /** The page's text without tags, spaces squeezed. */
  text: string;
  state: PageState;
}

async function load(base: string, path: string, cookie?: string): Promise<Page> {
  const response = await fetch(new URL(path, base), cookie ? { headers: { cookie } } : {});
  const html = await response.text();
  const json = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  assert.ok(json, `${path}: the page carries its state`);
  const body = html.slice(html.indexOf('<div id="root">'), html.indexOf(`<script type="application/json"`));
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    html,
    text: body.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' '),
    state: JSON.parse(json) as PageState,
  };
}

async function signIn(graphqlUrl: string): Promise<string> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { login(email: "demo@facet.dev", password: "facet-demo") { token } }' }),
  });
  const { data } = (await response.json()) as { data: { login: { token: string } } };
  return data.login.token;
}

const rootFields = (page: Page) => Object.keys((page.state.state.cache as Record<string, Record<string, unknown>>).ROOT_QUERY ?? {});

// ---

const routes = suite('server-rendered pages: every route kind, from the demo backend');

routes.before(async () => {
  demo = await startDemoServer({ ssrDataWaitMs: 20_000 }); // a loaded machine: the bound has its own test below
});

routes.after(async () => {
  await demo.close();
});

routes('the overview: the schema summary, scripts only by file, public with a short max-age', async () => {
  const page = await load(demo.url, '/');
  assert.is(page.status, 200);
  assert.match(page.text, 'Overview');
  assert.match(page.text, /\d+ types/);
  assert.is(page.cacheControl, `public, max-age=${SSR_PUBLIC_MAX_AGE_S}`);
  // The only scripts: the colour scheme's head script and the bundle, by absolute paths, and the JSON data.
  assert.equal([...page.html.matchAll(/<script[^>]*>/g)].map((m) => m[0]), [
    '<script src="/dist/color-scheme.js">',
    '<script type="module" src="/dist/main.js">',
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">`,
  ]);
  assert.not.match(page.html, / style="/, 'no style attribute (the policy refuses them in markup)');
});

routes('an operation screen with the arguments in its link: the answer drawn and embedded', async () => {
  const page = await load(demo.url, '/query/events?limit=3');
  assert.is(page.status, 200);
  assert.match(page.text, 'Jazz After Dark');
  assert.match(page.text, '40 results in total, 3 shown');
  assert.ok(rootFields(page).includes('events({"limit":3,"offset":0})'), rootFields(page).join(', '));
});

routes('a record page: the record drawn from its by-key query', async () => {
  const page = await load(demo.url, '/entity/Event/e1');
  assert.is(page.status, 200);
  assert.match(page.text, 'Jazz After Dark');
  assert.match(page.text, 'Harbour Hall');
  assert.ok(rootFields(page).includes('event({"id":"e1"})'), rootFields(page).join(', '));
});

routes('the type reference: fields from the schema, no query', async () => {
  const page = await load(demo.url, '/type/Event');
  assert.is(page.status, 200);
  assert.match(page.text, 'startsAt');
  assert.equal(rootFields(page), []);
});

routes('the not-found screen answers 404', async () => {
  const page = await load(demo.url, '/nowhere/at/all');
  assert.is(page.status, 404);
  assert.match(page.text, 'There is no screen at this address.');
});

routes('files are still files; a missing asset is a plain 404, not the app', async () => {
  const css = await fetch(new URL('/styles/base.css', demo.url));
  assert.is(css.status, 200);
  assert.match(css.headers.get('content-type') ?? '', 'text/css');
  await css.text();
  const missing = await fetch(new URL('/dist/nothing.js', demo.url));
  assert.is(missing.status, 404);
  assert.not.match(await missing.text(), '<html');
});

routes('the static pages are sent without their inline script (the policy refuses it)', async () => {
  await ensureBundles(); // static/404.html is the build's (a clean checkout runs this file first)
  for (const file of ['index.html', '404.html']) {
    assert.match(readFileSync(join(STATIC_DIR, file), 'utf8'), /<script>[^<]/, `static/${file} has the script (built)`);
    const response = await fetch(new URL(`/${file}`, demo.url));
    assert.is(response.status, 200, file);
    const html = await response.text();
    assert.not.match(html, /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/, `${file}: no inline script`);
    assert.not.match(html, 'path-link', `${file}: no marker left`);
  }
});

routes('a hostile string in a result stays text in the page state', async () => {
  const token = await signIn(demo.graphqlUrl);
  const hostile = '</script><script>globalThis.pwned = 1</script><!--';
  const created = await fetch(demo.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation($input: EventInput!) { createEvent(input: $input) { id } }',
      variables: { input: { title: hostile, startsAt: '2026-05-01T18:00:00Z', category: 'MUSIC' } },
    }),
  });
  const { data } = (await created.json()) as { data: { createEvent: { id: string } } };
  const page = await load(demo.url, `/entity/Event/${data.createEvent.id}`);
  assert.is(page.html.split('</script>').length - 1, 3, 'only the three real script elements end');
  assert.not.match(page.html, '<script>globalThis');
  assert.match(JSON.stringify(page.state), hostile);
});

routes.run();

// ---

const credentials = suite('server-rendered pages: the credential comes only from the request');

let proxy: ProxyServer;
credentials.before(async () => {
  demo = await startDemoServer({ ssrDataWaitMs: 20_000 });
  proxy = await createProxyServer({ ...parseProxyConfig({ endpoint: demo.graphqlUrl }, {}), port: 0, log: () => {}, ssrDataWaitMs: 20_000 });
});

credentials.after(async () => {
  await proxy.close();
  await demo.close();
});

for (const [name, base] of [['demo backend', () => demo.url], ['proxy mode', () => proxy.url]] as const) {
  credentials(`${name}: with the token's cookie, rendered signed in and never cached; without it, signed out and public`, async () => {
    const token = await signIn(demo.graphqlUrl);
    const signedIn = await load(base(), '/query/me', `${await sessionCookie(base(), token)}; other=1`);
    assert.match(signedIn.text, 'Signed in');
    assert.match(signedIn.text, 'demo@facet.dev');
    assert.is(signedIn.cacheControl, SSR_PRIVATE_CACHE_CONTROL);
    assert.not.match(signedIn.html, token, 'the token is not written into the page');
    const signedOut = await load(base(), '/query/me');
    assert.match(signedOut.text, 'Signed out');
    assert.not.match(signedOut.text, 'demo@facet.dev');
    assert.is(signedOut.cacheControl, `public, max-age=${SSR_PUBLIC_MAX_AGE_S}`);
    const otherCookie = await load(base(), '/query/me', 'other=1');
    assert.match(otherCookie.text, 'Signed out', 'another cookie is no credential');
  });
}

credentials('a session cookie another server set, or the unscoped one, is no credential (security review finding 3)', async () => {
  const token = await signIn(demo.graphqlUrl);
  const forDemo = await sessionCookie(demo.url, token);
  const forProxy = await sessionCookie(proxy.url, token);
  assert.is.not(forDemo.split('=')[0], forProxy.split('=')[0], 'each server names its own');
  for (const [base, cookie] of [[proxy.url, forDemo], [demo.url, forProxy], [demo.url, `${SESSION_COOKIE_NAME}=${token}`], [proxy.url, `${SESSION_COOKIE_NAME}=${token}`]] as const) {
    const page = await load(base, '/query/me', `other=1; ${cookie}`);
    assert.match(page.text, 'Signed out', `${base} with ${cookie.split('=')[0]}`);
    assert.is(page.cacheControl, `public, max-age=${SSR_PUBLIC_MAX_AGE_S}`);
  }
});

credentials('a proxy restarted on the same port in front of another API renders signed out with the first one\'s cookie', async () => {
  const other = await startDemoServer({ ssrDataWaitMs: 20_000 });
  const first = await createProxyServer({ ...parseProxyConfig({ endpoint: demo.graphqlUrl }, {}), port: 0, log: () => {}, ssrDataWaitMs: 20_000 });
  const token = await signIn(demo.graphqlUrl);
  const cookie = await sessionCookie(first.url, token);
  assert.match((await load(first.url, '/query/me', cookie)).text, 'Signed in');
  await first.close();
  const second = await createProxyServer({ ...parseProxyConfig({ endpoint: other.graphqlUrl }, {}), port: first.port, log: () => {}, ssrDataWaitMs: 20_000 });
  try {
    assert.is(second.url, first.url, 'the same origin');
    // fetch may hold a kept-alive connection to the first server whose close it has not read yet.
    await fetch(second.url, { method: 'HEAD' }).catch(() => {});
    const page = await load(second.url, '/query/me', cookie);
    assert.match(page.text, 'Signed out');
    assert.not.match(page.text, 'demo@facet.dev');
  } finally {
    await second.close();
    await other.close();
  }
});

credentials('proxy mode: the session cookie never reaches the upstream; a cookie named with --forward-cookies does', async () => {
  const seen: Array<string | undefined> = [];
  const upstream: Server = createServer((request, response) => {
    seen.push(request.headers.cookie);
    // Forward to the demo, so pages still render.
    const forward = httpRequest(demo.graphqlUrl, { method: request.method, headers: { ...request.headers, host: new URL(demo.graphqlUrl).host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const front = await createProxyServer({
    ...parseProxyConfig({ endpoint: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/graphql`, forwardCookies: ['other'] }, {}),
    port: 0,
    log: () => {},
    ssrDataWaitMs: 20_000,
  });
  const token = await signIn(demo.graphqlUrl);
  const own = await sessionCookie(front.url, token);
  await load(front.url, '/query/me', `other=1; ${own}`);
  await fetch(new URL('/graphql', front.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE_NAME}=${token}; ${own}; other=1` },
    body: JSON.stringify({ query: '{ serverTime }' }),
  }).then((r) => r.text());
  assert.ok(seen.length > 0);
  assert.ok(seen.every((cookie) => !cookie?.includes(SESSION_COOKIE_NAME)), seen.join(' | '));
  assert.ok(seen.some((cookie) => cookie === 'other=1'), 'the other cookie went up');
  await front.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

credentials.run();

// ---

const bounded = suite('server-rendered pages: a slow upstream');

bounded('gives the screen without its data within the bound, while the upstream still holds the query', async () => {
  demo = await startDemoServer();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Introspection passes at once; every other query waits until the page has arrived.
  const upstream: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      if (!body.includes('IntrospectionQuery')) await held;
      const answer = await fetch(demo.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const front = await createProxyServer({
    ...parseProxyConfig({ endpoint: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/graphql`, forwardCookies: ['other'] }, {}),
    port: 0,
    log: () => {},
    ssrDataWaitMs: 300,
  });
  await load(front.url, '/'); // the schema, introspected once for the endpoint
  const page = await load(front.url, '/query/events?limit=3');
  release(); // only now may the upstream answer: the page did not wait for it
  assert.is(page.status, 200);
  assert.match(page.text, 'Query events');
  assert.not.match(page.text, 'Jazz After Dark');
  assert.equal(rootFields(page), [], 'nothing of the query is embedded: the browser fetches it');
  await front.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  await demo.close();
});

bounded.run();

// ---

const frame = suite('pageFrame');

frame('makes asset paths absolute and splits at the root element; none without one', () => {
  const made = pageFrame('<link rel="stylesheet" href="styles/a.css"><link rel="icon" href="data:,"><script type="module" src="dist/main.js"></script><body><div id="root"></div></body>')!;
  assert.match(made.head, 'href="/styles/a.css"');
  assert.match(made.head, 'href="data:,"');
  assert.match(made.head, 'src="/dist/main.js"');
  assert.ok(made.head.endsWith('<div id="root">'));
  assert.is(made.tail, '</body>');
  assert.is(pageFrame('<body></body>'), null);
});

frame('leaves out the static hosts\' inline script (static/index.html as built)', () => {
  const index = readFileSync(join(STATIC_DIR, 'index.html'), 'utf8');
  const made = pageFrame(index)!;
  assert.match(index, '<script>');
  assert.not.match(made.head + made.tail, '<script>');
  assert.not.match(made.head + made.tail, 'path-link');
  assert.match(made.head, /<meta charset="utf-8">\n    <meta name="viewport"/, 'the rest of the head as it was');
});

frame.run();
