// Server-rendered pages (issue 17): Facet's own server (demo backend and proxy mode) answers every
// app path (`/`, `/query/events?limit=3`, `/type/Event`, `/entity/Event/e1`, anything else as the
// not-found screen) with the screen drawn by React's streaming renderer, its data in it.
//
//   1. The schema, introspected once per endpoint (schema-cache.ts).
//   2. A first render with a store whose requests go to the configured endpoint (this server's own
//      /graphql: the demo's schema, or through the proxy to its upstream), carrying the token only
//      when the request carries this server's own session cookie (session-endpoint.ts, which also
//      answers the page's POST to /session that sets it). The screens start their
//      queries while rendering, so this render is how the route's query is found: no second list
//      of routes to keep in step.
//   3. Those requests are awaited at most SSR_DATA_WAIT_MS: a slow upstream gives the screen in its
//      loading state rather than a slow page.
//   4. The page: static/index.html with absolute asset paths, the second render streamed from a store hydrated with what arrived (its window never closes,
//      so every query is answered from that cache and nothing is fetched again), then the store's
//      state as JSON in a non-executable element (src/store/page-state.ts). No inline script: the
//      strict Content-Security-Policy stays as it is.
//
// Cache-Control: `private, no-store` for a page rendered with a credential; otherwise public for
// SSR_PUBLIC_MAX_AGE_S. `Vary: Cookie` either way. A not-found screen answers 404.
//
// Deliberately left out: subscriptions (a live feed starts in the browser), mutations (never run
// on a page load), the document editor's draft and anything else kept in the browser's storage,
// and streaming the data in as it arrives (the page waits for it, within the bound, so the screen
// is whole without JavaScript).
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Transform, Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { GraphQLSchema } from 'graphql';
import { App } from '../screens/app.tsx';
import { NOT_FOUND_HEADING_ID } from '../screens/not-found.tsx';
import { createMemoryStorage, createStore, type SerializedState, type Store } from '../store/index.ts';
import { PAGE_STATE_VERSION, pageStateElement, renderKey } from '../store/page-state.ts';
import { SESSION_PATH } from '../store/session-cookie.ts';
import { createTransport, type Clock, type Transport, type TransportOptions } from '../transport/index.ts';
import { LazyUses, preloadAllLazyComponents } from '../ui/hooks/index.ts';
import { GRAPHQL_PATH, PROXY_ALLOWED_HOSTNAMES, SSR_DATA_WAIT_MS, SSR_PRIVATE_CACHE_CONTROL, SSR_PUBLIC_MAX_AGE_S, STATIC_ASSET_PREFIXES } from './constants.ts';
import { isFromElsewhere } from './fetch-metadata.ts';
import { hasStaticFile, serveStatic, type ServeStaticOptions } from './static-files.ts';
import { withoutPathLinkScript } from './static-html.ts';
import { createSchemaCache, type SchemaCache } from './schema-cache.ts';
import { answerSession, sessionCookieName, tokenFromCookieHeader } from './session-endpoint.ts';

export interface AppPagesOptions {
  /** Folder holding index.html (the page's frame). */
  staticDir: string;
  /** This server's own origin (`http://127.0.0.1:<port>`), known once it listens. */
  ownOrigin: () => string;
  /** What the app reads from config.json: the same defaults the browser's store gets. */
  defaults: Readonly<Record<string, unknown>>;
  /** The API this server fronts (upstream-identity.ts), in its session cookie's name; null: the server is the API. @default null */
  upstream?: string | null;
  /** Longest wait for a page's data (and first introspection). @default SSR_DATA_WAIT_MS */
  dataWaitMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Where schemas are kept, when the server shares it (the proxy's readiness reads it). @default a new one */
  schemas?: SchemaCache;
}

export interface AppPages {
  /** Answers a GET or HEAD of an app path with its server-rendered page. */
  render(request: IncomingMessage, response: ServerResponse): Promise<void>;
  /** Answers SESSION_PATH: the page hands over its token for the session cookie. */
  session(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

/** The frame around the rendered screen, split where the screen goes. */
interface Frame {
  /** Up to and with `<div id="root">`. */
  head: string;
  /** After its `</div>`. */
  tail: string;
}

/**
 * static/index.html as a server page (null when it has no `<div id="root"></div>`): without the
 * static hosts' inline script (static-html.ts), asset paths made absolute (the page lives at any
 * depth, `/entity/Event/e1`; `<base>` is refused by the policy's `base-uri 'none'`), and a
 * `<noscript>` saying what works without JavaScript. The page state written after the root is
 * also what tells the app its routes are real paths here.
 */
export function pageFrame(indexHtml: string): Frame | null {
  const html = withoutPathLinkScript(indexHtml)
    .replace(/(href|src)="(?!\/|[a-z]+:|#)([^"]*)"/g, '$1="/$2"')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '<noscript>\n      <p class="noscript">JavaScript is off: this page is read-only. Turn it on to run operations, edit and sign in.</p>\n    </noscript>');
  const at = html.indexOf('<div id="root"></div>');
  if (at < 0) return null;
  // The page state goes right after the root element, outside what React hydrates.
  return { head: `${html.slice(0, at)}<div id="root">`, tail: html.slice(at + '<div id="root"></div>'.length) };
}

/**
 * The policy's `style-src 'self'` refuses `style` attributes in markup (React writes some: the
 * shell's sidebar width, React Aria's visually hidden elements), and a refused one is a console
 * error and a style missing. They are written as `data-facet-style` instead, which the browser
 * applies through the CSSOM before hydrating (src/hydrate.tsx), and which static/styles/base.css
 * matches for the visually hidden ones, so they stay hidden without JavaScript too. React escapes
 * `"` and `>` in attribute values and text, so an attribute never spans a `>` and this rewrites
 * only what lies before the last `>` seen, keeping the rest for the next chunk.
 */
function createStyleAttributeRewrite(): Transform {
  let carry = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + chunk.toString('utf8');
      const end = text.lastIndexOf('>') + 1;
      carry = text.slice(end);
      done(null, text.slice(0, end).replace(STYLE_ATTRIBUTE, ' data-facet-style="'));
    },
    flush(done) {
      done(null, carry.replace(STYLE_ATTRIBUTE, ' data-facet-style="'));
    },
  });
}

const STYLE_ATTRIBUTE = / style="/g;

/** A clock whose time never moves: the rendering store's after-hydration window never closes. */
const STOPPED_CLOCK: Clock = { now: () => 0, setTimeout: () => null, clearTimeout() {} };

/** Resolves after `ms`, or at once when `until` settles first. */
function boundedWait(until: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void until.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Renders `element` to the end (lazy screens loaded, Suspense resolved); resolves with its HTML. */
function renderToEnd(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    }).on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: () => {} });
  });
}

/** Static files as this server sends them: its pages (index.html, 404.html) without the inline script. */
const STATIC_OPTIONS: ServeStaticOptions = { rewriteHtml: withoutPathLinkScript };

/**
 * A static file when one is there; else, for GET and HEAD outside the asset folders, the app's
 * server-rendered page (every other path is an app path: the not-found screen answers 404).
 */
export async function servePageOrFile(pages: AppPages, staticDir: string, request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
  if (pathname === SESSION_PATH) return pages.session(request, response);
  const method = request.method ?? 'GET';
  const isPage =
    (method === 'GET' || method === 'HEAD') &&
    !STATIC_ASSET_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
    (pathname === '/' || !(await hasStaticFile(staticDir, pathname)));
  if (isPage) await pages.render(request, response);
  else await serveStatic(staticDir, pathname, method, response, STATIC_OPTIONS);
}

export function createAppPages(options: AppPagesOptions): AppPages {
  const { staticDir, ownOrigin, defaults, upstream = null, dataWaitMs = SSR_DATA_WAIT_MS, fetch: fetchImpl = globalThis.fetch } = options;
  /**
   * The session cookie's name for the origin the browser addressed: its Host, when that is a
   * loopback name (the guard has refused any other), on whichever port — the balancer's, in front of
   * several instances, which then share one cookie (docs/deploy.md) — else this server's own.
   */
  const addressedOrigin = (request: IncomingMessage): string => {
    try {
      const asked = new URL(`http://${request.headers.host ?? ''}`);
      if (PROXY_ALLOWED_HOSTNAMES.includes(asked.hostname)) return asked.origin;
    } catch {
      // no usable Host: the server's own address
    }
    return new URL(ownOrigin()).origin;
  };
  const portOf = (origin: string) => new URL(origin).port || '80';
  const cookieNameFor = (request: IncomingMessage) => sessionCookieName(portOf(addressedOrigin(request)), upstream);
  // Read at the first page: a folder without the app's index.html (or one without its root
  // element) has no frame, and is then served as plain files.
  let frame: Frame | null | undefined;
  const frameOf = () => (frame ??= existsSync(join(staticDir, 'index.html')) ? pageFrame(readFileSync(join(staticDir, 'index.html'), 'utf8')) : null);
  const schemas: SchemaCache = options.schemas ?? createSchemaCache({ fetch: fetchImpl });
  // Every screen's module loaded now, not while a page's data wait runs.
  const modulesLoaded = preloadAllLazyComponents();

  /**
   * Where this server's requests go: the page's own Host when it is a loopback name on this
   * server's port (so URLs the demo builds from Host match the page's origin), else the server's
   * own address. Never another host: the Host header is the client's to write.
   */
  function originFor(request: IncomingMessage): string {
    const own = new URL(ownOrigin());
    try {
      const asked = new URL(`http://${request.headers.host ?? ''}`);
      if (PROXY_ALLOWED_HOSTNAMES.includes(asked.hostname) && asked.port === own.port) return asked.origin;
    } catch {
      // no usable Host: the server's own address
    }
    return own.origin;
  }

  function storeFor(origin: string, pageUrl: string, token: string | null, transportFor: (o: TransportOptions) => Transport, extra: { initialState?: SerializedState; clock?: Clock }): Store {
    const store = createStore({
      storage: createMemoryStorage(),
      draftStorage: createMemoryStorage(),
      events: null,
      requestFrame: null,
      isServerRender: true, // no effect runs here: a screen's query starts as it is created
      defaults,
      baseUrl: pageUrl,
      // Relative endpoints (`/graphql`) are this server's; no WebSocket is opened on the server.
      createTransport: (o) => transportFor({ ...o, url: new URL(o.url ?? GRAPHQL_PATH, origin).href, wsUrl: null }),
      ...extra,
    });
    if (token) store.session.signIn(token);
    return store;
  }

  async function render(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const frame = frameOf();
    if (!frame) {
      const url = new URL(request.url ?? '/', 'http://localhost');
      await serveStatic(staticDir, url.pathname, request.method ?? 'GET', response, STATIC_OPTIONS);
      return;
    }
    await modulesLoaded;
    const origin = originFor(request);
    const target = new URL(request.url ?? '/', origin);
    const ssrPath = `${target.pathname}${target.search}`;
    const token = tokenFromCookieHeader(request.headers.cookie, cookieNameFor(request));
    const pending = new Set<Promise<unknown>>();

    const neverAnswered = (o: TransportOptions) =>
      createTransport({ ...o, fetch: (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))) });
    // 1–3: the schema, then a render that starts the route's queries, then their answers. A page
    // another site navigated to sends nothing upstream, not even introspection (security review
    // finding 6, review finding 2: it would run with the proxy's credentials on that site's
    // behalf): it is drawn from an already-kept schema or none, and the browser fetches the rest.
    const isElsewhere = isFromElsewhere(request.headers);
    const fetching = storeFor(origin, target.href, token, isElsewhere ? neverAnswered : (o) => {
      const transport = createTransport({ ...o, fetch: fetchImpl });
      const request = transport.request;
      return Object.assign(transport, {
        request: ((operation, requestOptions) => {
          const answer = request(operation, requestOptions);
          pending.add(answer.catch(() => {}));
          return answer;
        }) as Transport['request'],
      });
    }, {});
    const endpoint = new URL(fetching.settings.values.peek().endpoint, origin).href;
    let schema: GraphQLSchema | null = isElsewhere ? schemas.peek(endpoint) : null;
    if (!isElsewhere) {
      await boundedWait(
        schemas.get(endpoint).then((found) => void (schema = found)),
        dataWaitMs,
      );
    }
    const app = (store: Store) => <App state={{ store, schemaSource: store.createSchemaSource({ schema }) }} routing={{ kind: 'path', ssrPath }} />;
    const started = Date.now();
    // The not-found screen (no route matched) answers 404; known from this first render already.
    const status = (await renderToEnd(app(fetching))).includes(`id="${NOT_FOUND_HEADING_ID}"`) ? 404 : 200;
    await boundedWait(Promise.all(pending), Math.max(0, dataWaitMs - (Date.now() - started)));
    await new Promise((resolve) => setImmediate(resolve)); // answers that arrived are written to the cache
    const state = fetching.serialize();
    const fetchedFor = renderKey(fetching);
    fetching.dispose();

    // 4: the page, from a store holding what arrived; a query still unanswered renders loading.
    const rendering = storeFor(origin, target.href, token, neverAnswered, { initialState: state, clock: STOPPED_CLOCK });
    const uses = new Set<string>();
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': token ? SSR_PRIVATE_CACHE_CONTROL : `public, max-age=${SSR_PUBLIC_MAX_AGE_S}`,
      Vary: 'Cookie',
    };
    await new Promise<void>((resolve) => {
      const stream = renderToPipeableStream(<LazyUses.Provider value={uses}>{app(rendering)}</LazyUses.Provider>, {
        // Every boundary inline, in document order: React otherwise moves a large one to the end
        // of the stream with an inline script to put it in place, which the policy refuses (and a
        // page without JavaScript would never show).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          response.writeHead(status, headers);
          if (request.method === 'HEAD') {
            response.end();
            stream.abort();
            resolve();
            return;
          }
          response.write(frame.head);
          // Without the schema the browser's first render cannot match this one: it starts afresh.
          const renderedFor = schema ? fetchedFor : '';
          const withTail = new Transform({
            transform: (chunk, _encoding, done) => done(null, chunk),
            flush(done) {
              this.push('</div>');
              this.push(pageStateElement({ version: PAGE_STATE_VERSION, state, renderedFor, lazy: [...uses] }));
              this.push(frame.tail);
              done();
            },
          });
          withTail.pipe(response);
          response.on('close', resolve);
          stream.pipe(createStyleAttributeRewrite()).pipe(withTail);
        },
        onShellError(error) {
          console.error('render: the page could not be rendered', error);
          if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          response.end('The page could not be rendered.\n');
          resolve();
        },
        onError: () => {}, // a screen's own error boundary shows it
      });
    });
    rendering.dispose();
  }

  return { render, session: (request, response) => answerSession(request, response, { cookieName: cookieNameFor, originFor: addressedOrigin }) };
}
