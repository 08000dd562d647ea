// One log line per request (issue 24 §2 "logs as operators expect"), as text for a terminal or as
// JSON for a log shipper (`--log-format`, FACET_LOG_FORMAT). A line holds the method, the route,
// the status, the duration and the bytes written; never a query string, a path beyond its route,
// a header value, a cookie or a token: the route is one of a fixed set (routeOf), so nothing the
// client wrote reaches the log but its method, and that only when it is a known one.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONFIG_PATH, GRAPHQL_PATH, HEALTH_PATH, METRICS_PATH, READY_PATH, STATIC_ASSET_PREFIXES } from './constants.ts';

export type LogFormat = 'text' | 'json';

export const LOG_FORMATS: readonly LogFormat[] = ['text', 'json'];

const OWN_ROUTES = new Set([GRAPHQL_PATH, CONFIG_PATH, HEALTH_PATH, READY_PATH, METRICS_PATH]);
/** RFC 9110 §9 and the WebDAV ones a scanner sends; anything else is logged as OTHER. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'CONNECT', 'OPTIONS', 'TRACE', 'PATCH']);

/**
 * The route a request is counted and logged under: one of the server's own paths, `static` for the
 * built assets, else `page` (an app path, server-rendered, or one of static/'s top-level files).
 */
export function routeOf(path: string): string {
  if (OWN_ROUTES.has(path)) return path;
  return STATIC_ASSET_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'static' : 'page';
}

function methodOf(request: IncomingMessage): string {
  const method = request.method ?? 'GET';
  return KNOWN_METHODS.has(method) ? method : 'OTHER';
}

export interface RequestRecord {
  method: string;
  route: string;
  /** The status sent, or 0 when the connection ended before any. */
  status: number;
  /** False when the answer was cut (the client left, the upstream stalled, the server stopped). */
  complete: boolean;
  durationMs: number;
  /** Bytes written on the connection for this answer, headers included. */
  bytes: number;
}

export function formatRecord(record: RequestRecord, format: LogFormat, now: Date = new Date()): string {
  if (format === 'json') return JSON.stringify({ time: now.toISOString(), level: 'info', msg: 'request', ...record });
  const outcome = record.complete ? String(record.status) : `${record.status || '-'} cut`;
  return `${record.method} ${record.route} → ${outcome}  ${record.bytes} B  ${record.durationMs} ms`;
}

/** A line that is not a request (a WebSocket ended, the server stopping), in the chosen format. */
export function formatEvent(message: string, format: LogFormat, now: Date = new Date()): string {
  return format === 'json' ? JSON.stringify({ time: now.toISOString(), level: 'info', msg: message }) : message;
}

/**
 * Calls `done` once the answer to `request` is over (sent or cut), with its record. Bytes are read
 * from the connection's counter (a keep-alive connection carries one answer at a time).
 */
export function watchRequest(request: IncomingMessage, response: ServerResponse, route: string, done: (record: RequestRecord) => void): void {
  const started = performance.now();
  const socket = request.socket;
  const bytesBefore = socket.bytesWritten;
  response.once('close', () => {
    done({
      method: methodOf(request),
      route,
      status: response.headersSent ? response.statusCode : 0,
      complete: response.writableFinished,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      bytes: socket.bytesWritten - bytesBefore,
    });
  });
}
