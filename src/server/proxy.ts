// Proxy mode (`npm start -- --endpoint URL`, issue 14 §2): one node:http server on 127.0.0.1 that
// serves the app and forwards /graphql, over HTTP and WebSocket, to one configured API, adding the
// configured headers on the way (they never reach the browser). `/config.json` answers with the
// proxy as the app's endpoint, so the app needs no settings. Every request passes the guard of
// proxy-guard.ts first; everything else is served from `static/` like the demo backend.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { CONFIG_PATH, DEFAULT_PORT, GRAPHQL_PATH, LISTEN_HOST, SHUTDOWN_GRACE_MS, SSR_DATA_WAIT_MS, UPSTREAM_TIMEOUT_MS } from './constants.ts';
import { createOperations, type RunningServer } from './operations.ts';
import type { ProxyConfig } from './proxy-config.ts';
import { graphqlRefusalFor } from './proxy-fetch-guard.ts';
import { refusalFor } from './proxy-guard.ts';
import { createHttpProxy } from './proxy-http.ts';
import { createWebSocketProxy } from './proxy-websocket.ts';
import { applyGraphqlSecurityHeaders, applySecurityHeaders } from './security-headers.ts';
import { rejectUpgrade } from './websocket-handshake.ts';
import { createAppPages, servePageOrFile } from './render-page.tsx';
import type { LogFormat } from './request-log.ts';
import { upstreamIdentity } from './upstream-identity.ts';

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

/** Stops taking work, finishes pages in flight, closes relayed sockets (1001, or `code`) and connections. */
export type ProxyServer = RunningServer;

const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../static/', import.meta.url));

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
    forwardCookies,
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
  const httpProxy = createHttpProxy({ endpoint, headers, forwardCookies, timeoutMs, log: logFormat === 'json' ? () => {} : log });
  // What the app reads beside index.html: this server, on the page's own origin, for both halves,
  // and which API it fronts (the token's scope and the session cookie tell APIs apart by it).
  const upstream = upstreamIdentity(endpoint, wsEndpoint);
  const deploymentDefaults = { endpoint: GRAPHQL_PATH, wsEndpoint: GRAPHQL_PATH, upstream };
  const configJson = JSON.stringify(deploymentDefaults);
  let ownOrigin = `http://${LISTEN_HOST}:${port}`;
  // Pages are rendered against this server's own /graphql, so the proxy's headers and rules apply.
  const pages = createAppPages({ staticDir, ownOrigin: () => ownOrigin, defaults: deploymentDefaults, upstream, dataWaitMs: ssrDataWaitMs, schemas: ops.schemas });
  const wsProxy = createWebSocketProxy({ wsEndpoint, headers, forwardCookies, timeoutMs, log: ops.event });

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
      applyGraphqlSecurityHeaders(response);
      const graphqlRefusal = graphqlRefusalFor(request);
      if (graphqlRefusal) {
        request.resume();
        log(`proxy ${request.method} ${GRAPHQL_PATH} refused → ${graphqlRefusal.status}`);
        refuse(response, graphqlRefusal.status, graphqlRefusal.message);
        return;
      }
      httpProxy.forward(request, response);
      return;
    }
    if (await ops.serve(request, response, path)) return;
    if (path === CONFIG_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(configJson),
        'Cache-Control': 'no-store',
      });
      response.end(request.method === 'HEAD' ? undefined : configJson);
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
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    // An exception here would be uncaught and end the process (security review finding 1).
    try {
      const refusal = refusalFor(request) ?? graphqlRefusalFor(request, true);
      if (refusal || pathOf(request) !== GRAPHQL_PATH || ops.isStopping) {
        // While stopping: 503, so a balancer opens the socket on another instance.
        const status = refusal?.status ?? (ops.isStopping ? 503 : 404);
        log(`proxy WS refused → ${status}`);
        rejectUpgrade(socket, status);
        return;
      }
      ops.watchSocket(socket);
      wsProxy.upgrade(request, socket, head);
    } catch (error) {
      console.error('proxy: upgrade failed', error);
      rejectUpgrade(socket, 500);
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LISTEN_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  const origin = `http://${LISTEN_HOST}:${actualPort}`;
  ownOrigin = origin;

  let closing: Promise<void> | null = null;
  return {
    url: `${origin}/`,
    graphqlUrl: `${origin}${GRAPHQL_PATH}`,
    wsUrl: `ws://${LISTEN_HOST}:${actualPort}${GRAPHQL_PATH}`,
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
