// GraphQL over HTTP through the proxy (issue 14 §2): POST (JSON and multipart uploads) and GET
// (hashed persisted queries) on /graphql go to the one configured endpoint, with the client's
// query string appended as sent. Bodies are piped both ways with backpressure, never buffered, so
// memory stays flat for a 100 MB upload or answer. Status and body pass unchanged when the answer
// is a GraphQL media type (or has no body). Any other body (an HTML page, a script) never reaches
// the page: an error status (4xx/5xx: a gateway's 401, 429, 503) keeps its status and its
// Retry-After / rate-limit headers, with a GraphQL-shaped JSON error naming the upstream's status
// and type as body, so the app still sees a refused token or rate-limit advice; any other status
// (a 200 HTML page) is refused with a 502. Only the headers proxy-response-headers.ts allows pass.
//
// Silence: a timer runs while nothing moves (no request chunk taken, no response byte) and ends
// the exchange after `timeoutMs`: before the response headers with a 504 and a GraphQL-shaped
// JSON error (408 when it is the client's body that stalled), after them by cutting the answer.
// An unreachable upstream is a 502. One log line per exchange: method, path, status, bytes each
// way and duration; never a header, a query string or a variable.
//
// Replay: a request that fails on a kept-alive connection the upstream had already closed (reset
// before any answer) is sent once more on a fresh connection, when its body was small enough to keep
// (MAX_REPLAY_BODY_BYTES); otherwise it is a 502.
//
// Deliberately left out: any other retry (a POST may be a mutation), caching, body size limits (the
// upstream's own apply), X-Forwarded-* (the upstream sees the proxy as its client).
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import https from 'node:https';
import { GRAPHQL_PATH, GRAPHQL_RESPONSE_MEDIA_TYPES, MAX_REPLAY_BODY_BYTES, UPSTREAM_TIMEOUT_MS } from './constants.ts';
import { upstreamRequestHeaders } from './proxy-headers.ts';
import { clientResponseHeaders, errorAnswerHeaders, refusedMediaType } from './proxy-response-headers.ts';

export interface HttpProxyOptions {
  /** The one upstream GraphQL over HTTP address. */
  endpoint: URL;
  /** Added to every upstream request, replacing a client header of the same name (lower-case names). */
  headers?: Readonly<Record<string, string>>;
  /** Cookie names that cross, both ways (--forward-cookies). @default [] (none) */
  forwardCookies?: readonly string[];
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

function sendError(response: ServerResponse, status: number, message: string, code: string, headers: OutgoingHttpHeaders = {}): void {
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] });
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), ...headers });
  response.end(body);
}

export function createHttpProxy(options: HttpProxyOptions): HttpProxy {
  const { endpoint, headers = {}, forwardCookies = [], timeoutMs = UPSTREAM_TIMEOUT_MS, log = console.log } = options;
  const client = endpoint.protocol === 'https:' ? https : http;
  // Kept-alive upstream connections: a new TCP (and TLS) handshake per request would dominate the overhead.
  const agent = new client.Agent({ keepAlive: true });
  /** For the one replay after a stale kept-alive connection: a connection of its own. */
  const freshAgent = new client.Agent({ keepAlive: false });
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

    const options: http.RequestOptions = {
      protocol: endpoint.protocol,
      hostname: endpoint.hostname.replace(/^\[|\]$/g, ''),
      port: endpoint.port || undefined,
      path,
      method,
      headers: upstreamRequestHeaders(request.headers, headers, forwardCookies),
    };
    /** The body so far, while it is small enough to send again (null once it is not). */
    let kept: Buffer[] | null = [];
    let keptBytes = 0;
    let isReplayed = false;
    let timer: NodeJS.Timeout | undefined;
    /** Set once the exchange is settled here (proxy answer, cut), so a destroyed upstream's error is ignored. */
    let isAnsweredHere = false;
    let upstream: http.ClientRequest;

    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
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
    // One timer per exchange, pushed back on every chunk (refresh() re-arms without a new Timeout).
    const arm = () => {
      if (timer) timer.refresh();
      else timer = setTimeout(onSilence, timeoutMs);
    };

    function open(useAgent: http.Agent): boolean {
      try {
        upstream = client.request({ ...options, agent: useAgent });
      } catch {
        isAnsweredHere = true;
        request.resume();
        sendError(response, 400, 'The request target holds characters that cannot be forwarded.', 'BAD_REQUEST');
        return false;
      }
      upstream.on('drain', () => request.resume());
      upstream.once('response', onResponse);
      upstream.on('error', onError);
      return true;
    }

    function onResponse(answer: IncomingMessage): void {
      kept = null;
      const status = answer.statusCode ?? 502;
      const refusedType = refusedMediaType(status, answer.headers);
      if (refusedType) {
        stop();
        isAnsweredHere = true;
        upstream.destroy();
        request.resume();
        const isError = status >= 400 && status <= 599;
        sendError(
          response,
          isError ? status : 502,
          isError
            ? `The GraphQL server at ${upstreamName} answered ${status} with ${refusedType}; its body is not shown: the proxy passes only ${GRAPHQL_RESPONSE_MEDIA_TYPES.join(', ')}.`
            : `The GraphQL server at ${upstreamName} answered ${status} with ${refusedType}, which is not a GraphQL response: the proxy passes only ${GRAPHQL_RESPONSE_MEDIA_TYPES.join(', ')}.`,
          isError ? 'UPSTREAM_ERROR' : 'UPSTREAM_NOT_GRAPHQL',
          isError ? errorAnswerHeaders(answer.headers, forwardCookies) : {},
        );
        return;
      }
      arm();
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, clientResponseHeaders(answer.headers, forwardCookies));
      answer.on('data', (chunk: Buffer) => {
        receivedBytes += chunk.length;
        arm();
      });
      answer.once('end', stop);
      answer.once('error', () => response.destroy());
      answer.once('aborted', () => response.destroy());
      answer.pipe(response);
    }

    function onError(this: http.ClientRequest, error: NodeJS.ErrnoException): void {
      if (this !== upstream || isAnsweredHere) return;
      // A kept-alive connection the upstream closed while idle fails before any answer: the request
      // never reached it. Sent again once, on a fresh connection, as browsers do (RFC 9112 §9.3.1).
      if (this.reusedSocket && !isReplayed && kept && !response.headersSent && error.code === 'ECONNRESET') {
        isReplayed = true;
        if (!open(freshAgent)) return;
        for (const chunk of kept) upstream.write(chunk);
        if (request.complete) upstream.end();
        return;
      }
      stop();
      isAnsweredHere = true;
      if (response.headersSent || response.destroyed) {
        response.destroy();
        return;
      }
      request.resume();
      sendError(response, 502, `Could not reach the GraphQL server at ${upstreamName}: ${error.code ?? error.message}.`, 'UPSTREAM_UNREACHABLE');
    }

    if (!open(agent)) return;
    arm();
    // By hand rather than pipe(): the upstream request may be replaced by the replay above.
    request.on('data', (chunk: Buffer) => {
      sentBytes += chunk.length;
      arm();
      if (kept) {
        keptBytes += chunk.length;
        if (keptBytes <= MAX_REPLAY_BODY_BYTES) kept.push(chunk);
        else kept = null;
      }
      if (!upstream.write(chunk)) request.pause();
    });
    request.once('end', () => upstream.end());
    // The browser went away: so does the upstream exchange.
    response.once('close', () => {
      stop();
      if (response.writableFinished) return;
      isAnsweredHere = true; // nothing left to answer: no replay, no 502
      upstream.destroy();
    });
  }

  return {
    forward,
    dispose() {
      agent.destroy();
      freshAgent.destroy();
    },
  };
}
