// GraphQL over HTTP through the proxy (issue 14 §2): POST (JSON and multipart uploads) and GET
// (hashed persisted queries) on /graphql go to the one configured endpoint, with the client's
// query string appended as sent. Bodies are piped both ways with backpressure, never buffered, so
// memory stays flat for a 100 MB upload or answer. Status, body and Content-Type pass unchanged.
//
// Silence: a timer runs while nothing moves (no request chunk taken, no response byte) and ends
// the exchange after `timeoutMs`: before the response headers with a 504 and a GraphQL-shaped
// JSON error (408 when it is the client's body that stalled), after them by cutting the answer.
// An unreachable upstream is a 502. One log line per exchange: method, path, status, bytes each
// way and duration; never a header, a query string or a variable.
//
// Deliberately left out: retries (a POST may be a mutation), caching, body size limits (the
// upstream's own apply), X-Forwarded-* (the upstream sees the proxy as its client).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { GRAPHQL_PATH, UPSTREAM_TIMEOUT_MS } from './constants.ts';
import { clientResponseHeaders, upstreamRequestHeaders } from './proxy-headers.ts';

export interface HttpProxyOptions {
  /** The one upstream GraphQL over HTTP address. */
  endpoint: URL;
  /** Added to every upstream request, replacing a client header of the same name (lower-case names). */
  headers?: Readonly<Record<string, string>>;
  /** Longest silence before the exchange ends (504 before the answer starts). @default UPSTREAM_TIMEOUT_MS */
  timeoutMs?: number;
  /** Receives one line per exchange. @default console.log */
  log?: (line: string) => void;
}

export interface HttpProxy {
  /** Forwards one request for GRAPHQL_PATH (the caller has already checked who is asking). */
  forward(request: IncomingMessage, response: ServerResponse): void;
  /** Closes the kept-alive upstream connections. */
  dispose(): void;
}

const FORWARDED_METHODS = ['GET', 'POST'];

function sendError(response: ServerResponse, status: number, message: string, code: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] });
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), ...headers });
  response.end(body);
}

export function createHttpProxy(options: HttpProxyOptions): HttpProxy {
  const { endpoint, headers = {}, timeoutMs = UPSTREAM_TIMEOUT_MS, log = console.log } = options;
  const client = endpoint.protocol === 'https:' ? https : http;
  // Kept-alive upstream connections: a new TCP (and TLS) handshake per request would dominate the overhead.
  const agent = new client.Agent({ keepAlive: true });
  // Only the origin is ever shown: the endpoint's query string may hold a key.
  const upstreamName = endpoint.origin;

  function forward(request: IncomingMessage, response: ServerResponse): void {
    const started = performance.now();
    const method = request.method ?? 'GET';
    let sentBytes = 0;
    let receivedBytes = 0;
    response.once('close', () => {
      const ms = Math.round(performance.now() - started);
      const outcome = response.writableFinished ? String(response.statusCode) : `${response.headersSent ? response.statusCode : '-'} cut`;
      log(`proxy ${method} ${GRAPHQL_PATH} → ${outcome}  ↑${sentBytes} B ↓${receivedBytes} B  ${ms} ms`);
    });

    if (!FORWARDED_METHODS.includes(method)) {
      request.resume();
      sendError(response, 405, `Only ${FORWARDED_METHODS.join(' and ')} are forwarded to the GraphQL server.`, 'METHOD_NOT_ALLOWED', {
        Allow: FORWARDED_METHODS.join(', '),
      });
      return;
    }
    const rawQuery = (request.url ?? '').slice(GRAPHQL_PATH.length); // '' or '?…', exactly as sent
    const path = endpoint.pathname + (endpoint.search ? endpoint.search + (rawQuery ? `&${rawQuery.slice(1)}` : '') : rawQuery);

    let upstream: http.ClientRequest;
    try {
      upstream = client.request({
        protocol: endpoint.protocol,
        hostname: endpoint.hostname.replace(/^\[|\]$/g, ''),
        port: endpoint.port || undefined,
        path,
        method,
        headers: upstreamRequestHeaders(request.headers, headers),
        agent,
      });
    } catch {
      request.resume();
      sendError(response, 400, 'The request target holds characters that cannot be forwarded.', 'BAD_REQUEST');
      return;
    }

    let timer: NodeJS.Timeout | undefined;
    /** Set once the proxy answered in the upstream's place, so the destroyed upstream's error is ignored. */
    let isAnsweredHere = false;
    const stop = () => clearTimeout(timer);
    const onSilence = () => {
      isAnsweredHere = true;
      if (response.headersSent) {
        upstream.destroy();
        response.destroy();
        return;
      }
      const isClientStalled = !request.complete && !upstream.writableNeedDrain;
      upstream.destroy();
      if (isClientStalled) {
        sendError(response, 408, `The request body stalled for ${timeoutMs} ms.`, 'REQUEST_TIMEOUT', { Connection: 'close' });
      } else {
        sendError(response, 504, `The GraphQL server at ${upstreamName} did not answer within ${timeoutMs} ms.`, 'UPSTREAM_TIMEOUT');
      }
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(onSilence, timeoutMs);
    };
    arm();

    request.on('data', (chunk: Buffer) => {
      sentBytes += chunk.length;
      arm();
    });
    request.pipe(upstream);
    // The browser went away: so does the upstream exchange.
    response.once('close', () => {
      stop();
      if (!response.writableFinished) upstream.destroy();
    });

    upstream.once('response', (answer) => {
      arm();
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, clientResponseHeaders(answer.headers));
      answer.on('data', (chunk: Buffer) => {
        receivedBytes += chunk.length;
        arm();
      });
      answer.once('end', stop);
      answer.once('error', () => response.destroy());
      answer.once('aborted', () => response.destroy());
      answer.pipe(response);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      stop();
      if (isAnsweredHere) return;
      isAnsweredHere = true;
      if (response.headersSent || response.destroyed) {
        response.destroy();
        return;
      }
      request.resume();
      sendError(response, 502, `Could not reach the GraphQL server at ${upstreamName}: ${error.code ?? error.message}.`, 'UPSTREAM_UNREACHABLE');
    });
  }

  return { forward, dispose: () => agent.destroy() };
}
