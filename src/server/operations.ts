// What a server needs to be run by a team (issue 24 §2), in one place for the proxy to wire:
// /healthz and /readyz (health.ts), /metrics (metrics.ts), one log line per request
// (request-log.ts) and the drain on stop (drain.ts). While stopping, everything but /graphql (the
// pages in flight fetch their data there), the health endpoints and /metrics is answered 503 with
// `Connection: close`, so a balancer retries it on another instance.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { GRAPHQL_PATH, METRICS_PATH, SHUTDOWN_GRACE_MS } from './constants.ts';
import { createDrain, type Drain } from './drain.ts';
import { createHealth } from './health.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { formatEvent, formatRecord, routeOf, watchRequest, type LogFormat } from './request-log.ts';
import { createSchemaCache, type SchemaCache } from './schema-cache.ts';

export interface StopOptions {
  /** The close code live sockets get. @default 1001 (Going away); SIGTERM gives 1012 (main.ts) */
  code?: number;
}

/** A started server, the proxy's or the demo's: where it listens, and how it stops. */
export interface RunningServer {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  /** `http://127.0.0.1:<port>/graphql` */
  graphqlUrl: string;
  /** `ws://127.0.0.1:<port>/graphql` */
  wsUrl: string;
  port: number;
  /** Stops taking work, finishes what is in flight, closes live sockets (1001, or `code`) and connections. */
  close(options?: StopOptions): Promise<void>;
}

export interface OperationsOptions {
  /** Where lines go. */
  log: (line: string) => void;
  logFormat: LogFormat;
  /** This server's own /graphql, known once it listens: readiness asks for the schema there. */
  ownGraphqlUrl: () => string;
}

export interface Operations {
  /** The schemas pages are rendered with; readiness is "this server's own endpoint's is known". */
  readonly schemas: SchemaCache;
  readonly drain: Drain;
  readonly metrics: Metrics;
  readonly isStopping: boolean;
  /** A line that is not a request (a relayed WebSocket ended), in the chosen format. */
  event(line: string): void;
  /**
   * Counts and logs the request once answered. `isLoggedByRelay`: the HTTP relay writes its own
   * text line for it (a forwarded /graphql), so the text format has one line per request.
   */
  watch(request: IncomingMessage, response: ServerResponse, path: string, isLoggedByRelay: boolean): void;
  /** Answers the operational paths, and anything but them while stopping; false: not handled. */
  serve(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean>;
  /** A page (or file) being answered: waited for on stop. */
  trackPage<T>(work: Promise<T>): Promise<T>;
  /** A live socket, counted until it closes. */
  watchSocket(socket: Duplex): void;
}

const isHtml = (response: ServerResponse) => String(response.getHeader('content-type') ?? '').startsWith('text/html');

export function createOperations(options: OperationsOptions): Operations {
  const { log, logFormat, ownGraphqlUrl } = options;
  const schemas = createSchemaCache();
  const metrics = createMetrics();
  const drain = createDrain();
  const health = createHealth({
    isUpstreamKnown: async () => (await schemas.get(ownGraphqlUrl())) !== null,
    isStopping: () => drain.isStopping,
  });

  return {
    schemas,
    drain,
    metrics,
    get isStopping() {
      return drain.isStopping;
    },
    event(line) {
      log(formatEvent(line, logFormat));
    },
    watch(request, response, path, isLoggedByRelay) {
      const route = routeOf(path);
      watchRequest(request, response, route, (record) => {
        metrics.countRequest(route, record.status);
        if (route === GRAPHQL_PATH) metrics.upstreamLatency.observe(record.durationMs / 1000);
        else if (route === 'page' && isHtml(response)) metrics.renderTime.observe(record.durationMs / 1000);
        if (logFormat === 'json' || !isLoggedByRelay) log(formatRecord(record, logFormat));
      });
    },
    async serve(request, response, path) {
      const method = request.method ?? 'GET';
      if (await health.serve(path, method, response)) return true;
      if (path === METRICS_PATH && (method === 'GET' || method === 'HEAD')) {
        metrics.serve(method, response);
        return true;
      }
      if (!drain.isStopping) return false;
      request.resume();
      const body = JSON.stringify({ errors: [{ message: 'This server is stopping; try again.', extensions: { code: 'SERVICE_STOPPING' } }] });
      response.writeHead(503, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Retry-After': String(Math.ceil(SHUTDOWN_GRACE_MS / 1000)),
        Connection: 'close',
      });
      response.end(body);
      return true;
    },
    trackPage(work) {
      return drain.track(work);
    },
    watchSocket(socket) {
      metrics.changeOpenSockets(1);
      socket.once('close', () => metrics.changeOpenSockets(-1));
    },
  };
}
