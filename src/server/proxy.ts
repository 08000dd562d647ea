// Proxy mode (`npm start -- --endpoint URL`, issue 14 §2): one node:http server on 127.0.0.1 that
// serves the app and forwards /graphql, over HTTP and WebSocket, to one configured API, adding the
// configured headers on the way (they never reach the browser). `/config.json` answers with the
// proxy as the app's endpoint, so the app needs no settings. Every request passes the guard of
// proxy-guard.ts first; everything else is served from `static/` like the demo backend.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { CONFIG_PATH, DEFAULT_PORT, DEMO_HOST, GRAPHQL_PATH, SHUTDOWN_GRACE_MS, SSR_DATA_WAIT_MS, UPSTREAM_TIMEOUT_MS } from './constants.ts';
import { createOperations, type StopOptions } from './operations.ts';
import type { ProxyConfig } from './proxy-config.ts';
import { refusalFor } from './proxy-guard.ts';
import { createHttpProxy } from './proxy-http.ts';
import { createWebSocketProxy } from './proxy-websocket.ts';
import { applySecurityHeaders } from './security-headers.ts';
import { createAppPages, servePageOrFile } from './render-page.tsx';
import type { LogFormat } from './request-log.ts';

export interface ProxyServerOptions extends ProxyConfig {
  /** 0 picks a free port. @default DEFAULT_PORT */
  port?: number;
  /** Folder served at `/`. @default the repository's `static/` */
  staticDir?: string;
  /** Longest upstream silence (HTTP answer, WebSocket handshake). @default UPSTREAM_TIMEOUT_MS */
  timeoutMs?: number;
  /** Receives one line per request or connection, never a header value. @default console.log */
  log?: (line: string) => void;
  /** Longest wait of a server-rendered page for its data. @default SSR_DATA_WAIT_MS */
  ssrDataWaitMs?: number;
  /** One line per request as text or JSON (request-log.ts). @default 'text' */
  logFormat?: LogFormat;
}

export interface ProxyServer {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  /** `http://127.0.0.1:<port>/graphql` */
  graphqlUrl: string;
  /** `ws://127.0.0.1:<port>/graphql` */
  wsUrl: string;
  port: number;
  /** Stops taking work, finishes pages in flight, closes relayed sockets (1001, or `code`) and connections. */
  close(options?: StopOptions): Promise<void>;
}

const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../static/', import.meta.url));

/** What the app reads beside index.html: this server, on the page's own origin, for both halves. */
const PROXY_DEPLOYMENT_DEFAULTS = JSON.stringify({ endpoint: GRAPHQL_PATH, wsEndpoint: GRAPHQL_PATH });

function refuse(response: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ errors: [{ message, extensions: { code: 'PROXY_REFUSED' } }] });
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
  response.end(body);
}

const pathOf = (request: IncomingMessage) => (request.url ?? '/').split('?', 1)[0]!;

export async function createProxyServer(options: ProxyServerOptions): Promise<ProxyServer> {
  const {
    endpoint,
    wsEndpoint,
    headers,
    port = DEFAULT_PORT,
    staticDir = DEFAULT_STATIC_DIR,
    timeoutMs = UPSTREAM_TIMEOUT_MS,
    log = console.log,
    logFormat = 'text',
    ssrDataWaitMs = SSR_DATA_WAIT_MS,
  } = options;
  // Health, metrics, the request log and the drain on stop (issue 24 §2): operations.ts.
  const ops = createOperations({ log, logFormat, ownGraphqlUrl: () => `${ownOrigin}${GRAPHQL_PATH}` });
  // In JSON, the request log's line replaces the relay's own text line.
  const httpProxy = createHttpProxy({ endpoint, headers, timeoutMs, log: logFormat === 'json' ? () => {} : log });
  let ownOrigin = `http://${DEMO_HOST}:${port}`;
  // Pages are rendered against this server's own /graphql, so the proxy's headers and rules apply.
  const pages = createAppPages({ staticDir, ownOrigin: () => ownOrigin, defaults: JSON.parse(PROXY_DEPLOYMENT_DEFAULTS) as Record<string, unknown>, dataWaitMs: ssrDataWaitMs, schemas: ops.schemas });
  const wsProxy = createWebSocketProxy({ wsEndpoint, headers, timeoutMs, log: ops.event });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    applySecurityHeaders(response);
    const path = pathOf(request);
    const refusal = refusalFor(request);
    ops.watch(request, response, path, !refusal && path === GRAPHQL_PATH);
    if (refusal) {
      request.resume();
      refuse(response, refusal.status, refusal.message);
      return;
    }
    if (path === GRAPHQL_PATH) {
      httpProxy.forward(request, response);
      return;
    }
    if (await ops.serve(request, response, path)) return;
    if (path === CONFIG_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(PROXY_DEPLOYMENT_DEFAULTS),
        'Cache-Control': 'no-store',
      });
      response.end(request.method === 'HEAD' ? undefined : PROXY_DEPLOYMENT_DEFAULTS);
      return;
    }
    await ops.trackPage(servePageOrFile(pages, staticDir, request, response, path));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('proxy: request failed', error);
      if (!response.headersSent) refuse(response, 500, 'Internal server error');
      else response.destroy();
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  // CONNECT host:port would turn the server into a tunnel: refused outright.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const refusal = refusalFor(request);
    if (refusal || pathOf(request) !== GRAPHQL_PATH || ops.isStopping) {
      const status = refusal?.status ?? (ops.isStopping ? 503 : 404);
      log(`proxy WS refused → ${status}`);
      socket.end(`HTTP/1.1 ${status} Refused\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    ops.watchSocket(socket);
    wsProxy.upgrade(request, socket, head);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, DEMO_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  const origin = `http://${DEMO_HOST}:${actualPort}`;
  ownOrigin = origin;

  let closing: Promise<void> | null = null;
  return {
    url: `${origin}/`,
    graphqlUrl: `${origin}${GRAPHQL_PATH}`,
    wsUrl: `ws://${DEMO_HOST}:${actualPort}${GRAPHQL_PATH}`,
    port: actualPort,
    close(stopOptions = {}) {
      closing ??= (async () => {
        // Pages in flight fetch their data from this port: it closes once they are done.
        ops.drain.begin();
        await Promise.all([wsProxy.close(stopOptions.code), ops.drain.settled(ssrDataWaitMs + SHUTDOWN_GRACE_MS)]);
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        await stopped;
        clearTimeout(timer);
        httpProxy.dispose();
      })();
      return closing;
    },
  };
}
