// The demo backend as one node:http server on 127.0.0.1, mounting Facet's host where it serves the app:
//   /graphql          graphql-yoga over HTTP (uploads, APQ, CSRF prevention, Idempotency-Key on
//                     mutations: idempotency.ts) and WebSocket
//   /images/<seed>.svg generated pictures for the seeded data
//   /uploads/<id>     uploaded files, served back
//   anything else     the host's page handler (src/server/render-page.tsx, issue 17): a file from
//                     `static/`, else the app's page for that path, server-rendered with its data
// Every request and upgrade must name a loopback Host (421 otherwise: a DNS-rebinding page), CORS is
// granted to loopback pages only and never with credentials, and each operation is held to the
// limits of limits.ts (docs/demo-backend.md "Limits").
// Bad input of any kind ends in an HTTP or GraphQL error for that request, never in a crash.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useAPQ } from '@graphql-yoga/plugin-apq';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createYoga } from 'graphql-yoga';
import { createSessions } from './auth.ts';
import { DEFAULT_PORT, GRAPHQL_PATH, LISTEN_HOST, SHUTDOWN_GRACE_MS } from '../server/constants.ts';
import type { RunningServer } from '../server/operations.ts';
import { hostRefusalFor, isAllowedHost, isLoopbackOrigin } from '../server/proxy-guard.ts';
import { createAppPages, servePageOrFile } from '../server/render-page.tsx';
import { applySecurityHeaders } from '../server/security-headers.ts';
import { GENERATED_IMAGE_MEDIA_TYPE, IMAGES_PATH, MAX_REQUEST_BYTES, UPLOADS_PATH } from './constants.ts';
import { createDemoData } from './data.ts';
import { useIdempotencyKeys } from './idempotency.ts';
import { isImageSeed, renderImage } from './images.ts';
import { useOperationLimits } from './limits.ts';
import { createDemoPubSub } from './pubsub.ts';
import { createDemoSchema, type DemoContext } from './schema.ts';
import { createUploads } from './uploads.ts';
import { attachWebSockets } from './websocket.ts';

/**
 * Headers any one of which satisfies CSRF prevention: graphql-yoga's own, and Apollo's, which
 * Facet's transport sends by default (PRODUCT.md §1 "File upload").
 */
const CSRF_HEADERS = ['x-graphql-yoga-csrf', 'apollo-require-preflight'];

export interface DemoServerOptions {
  /** 0 picks a free port. @default DEFAULT_PORT */
  port?: number;
  /** Folder served at `/`. @default the repository's `static/` */
  staticDir?: string;
  /** Where uploads are stored. @default a fresh temporary folder, removed on close */
  dataDir?: string;
  /** The server's clock (serverTime, tick, review dates). @default () => new Date() */
  now?: () => Date;
  /** Longest wait of a server-rendered page for its data. @default SSR_DATA_WAIT_MS */
  ssrDataWaitMs?: number;
}

/** The demo's sockets close with 1001, or 1012 on SIGTERM; a temporary data folder is removed. */
export interface DemoServer extends RunningServer {
  /** Where uploads are stored. */
  dataDir: string;
}

const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../static/', import.meta.url));

/** static/config.json, what the app's store starts from: the server renders with the same. */
function readDeploymentDefaults(staticDir: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(join(staticDir, 'config.json'), 'utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

export async function createDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const { port = DEFAULT_PORT, staticDir = DEFAULT_STATIC_DIR, now = () => new Date() } = options;
  const isTemporaryDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'facet-demo-')));

  const data = createDemoData();
  const sessions = createSessions(data.users, { now });
  const pubSub = createDemoPubSub();
  const uploads = createUploads(join(dataDir, 'uploads'));
  const schema = createDemoSchema({ data, sessions, pubSub, uploads, now });

  let ownOrigin = `http://${LISTEN_HOST}:${port}`;
  const pages = createAppPages({ staticDir, ownOrigin: () => ownOrigin, defaults: readDeploymentDefaults(staticDir), ...(options.ssrDataWaitMs === undefined ? {} : { dataWaitMs: options.ssrDataWaitMs }) });
  /**
   * The origin the client used (Host header), so URLs in results work through `localhost` as well as
   * 127.0.0.1; only ever a loopback name this server answers to (security review finding 7), never
   * a name a DNS-rebinding page chose.
   */
  const originFor = (host: string | undefined): string => (host && isAllowedHost(host) ? new URL(`http://${host}`).origin : ownOrigin);

  const yoga = createYoga<Record<string, never>, DemoContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    logging: 'warn',
    // After APQ, so a hashed operation's query is known when its limits and key are checked.
    plugins: [useAPQ(), useCSRFPrevention({ requestHeaders: CSRF_HEADERS }), useOperationLimits(), useIdempotencyKeys({ now })],
    // Security review finding 12: yoga's default reflects any Origin and allows credentials. The app
    // on another loopback port (a dev server, a test's static server) may call; no other site may,
    // and no cookie is ever sent along (demo sign-in is a bearer token).
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origin !== null && isLoopbackOrigin(origin) ? { origin: [origin], credentials: false, methods: ['GET', 'POST'] } : false;
    },
    context: ({ request }) => ({
      user: sessions.userFor(request.headers.get('authorization')),
      origin: originFor(request.headers.get('host') ?? undefined),
    }),
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    applySecurityHeaders(res);
    // The proxy's Host rule (security review findings 7 and 12): one Host, a loopback name.
    const refusal = hostRefusalFor(req);
    if (refusal) {
      req.resume();
      res.setHeader('Connection', 'close');
      sendJson(res, refusal.status, { errors: [{ message: refusal.message }] });
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    if (url.pathname === GRAPHQL_PATH) {
      if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
        res.setHeader('Connection', 'close');
        sendJson(res, 413, { errors: [{ message: `Request body over ${MAX_REQUEST_BYTES} bytes.` }] });
        return;
      }
      await yoga(req, res);
      return;
    }
    if (url.pathname.startsWith(IMAGES_PATH) && url.pathname.endsWith('.svg')) {
      const seed = url.pathname.slice(IMAGES_PATH.length, -'.svg'.length);
      if (isImageSeed(seed)) {
        const svg = renderImage(seed, url.searchParams.get('label') ?? '');
        res.writeHead(200, {
          'Content-Type': GENERATED_IMAGE_MEDIA_TYPE,
          'Content-Length': Buffer.byteLength(svg),
          'Cache-Control': 'public, max-age=86400',
          'X-Content-Type-Options': 'nosniff',
        });
        res.end(method === 'HEAD' ? undefined : svg);
        return;
      }
    }
    if (url.pathname.startsWith(UPLOADS_PATH) && uploads.serve(url.pathname.slice(UPLOADS_PATH.length), method, res)) return;
    await servePageOrFile(pages, staticDir, req, res, url.pathname);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('demo backend: request failed', error);
      if (!res.headersSent) sendJson(res, 500, { errors: [{ message: 'Internal server error' }] });
      else res.destroy();
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });

  const sockets = attachWebSockets(server, {
    schema,
    contextFor: (request, params) => ({
      user: sessions.userFor(sessions.authorizationFromParams(params)),
      origin: originFor(request.headers.host),
    }),
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LISTEN_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  ownOrigin = `http://${LISTEN_HOST}:${actualPort}`;

  let closing: Promise<void> | null = null;
  return {
    url: `${ownOrigin}/`,
    graphqlUrl: `${ownOrigin}${GRAPHQL_PATH}`,
    wsUrl: `ws://${LISTEN_HOST}:${actualPort}${GRAPHQL_PATH}`,
    port: actualPort,
    dataDir,
    close(options) {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await sockets.close(options?.code);
        // Requests still running (a long upload, an SSE stream) get a grace period, then are cut.
        const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        await stopped;
        clearTimeout(timer);
        await yoga.dispose?.();
        if (isTemporaryDataDir) await rm(dataDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
