// The client's half of a WebSocket opening handshake (RFC 6455 §4.2.1), checked by the proxy before
// it opens anything upstream (security review findings 1 and 5). ws's client constructor throws on
// a repeated or malformed subprotocol, and ws's server refuses a bad key or version only after the
// proxy has opened its authenticated upstream socket: both are decided here first, with at least
// ws's own strictness, so a handshake that passes is one ws accepts.
//
// Deliberately left out: extensions (the relay offers none on either leg) and version 8 (an
// obsolete draft ws still takes; browsers send 13).
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WS_PROTOCOL_HEADER, WS_VERSION } from './constants.ts';

export type ClientHandshake =
  | { isValid: true; /** The offered subprotocols, in order, each once. */ protocols: string[] }
  | { isValid: false; status: number; reason: string; headers?: Record<string, string> };

/** RFC 6455 §4.1 / ws `keyRegex`: a base64-encoded 16-byte nonce. */
const KEY = /^[+/0-9A-Za-z]{22}==$/;
/** RFC 7230 §3.2.6 token, what RFC 6455 §4.1 requires of each subprotocol. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The offered list as `Sec-WebSocket-Protocol` (repeated lines arrive joined by ", "), or null when one is not a token or repeats. */
export function parseSubprotocols(header: string | undefined): string[] | null {
  if (header === undefined) return [];
  const protocols = header.split(',').map((p) => p.trim());
  if (protocols.some((p) => !TOKEN.test(p)) || new Set(protocols).size !== protocols.length) return null;
  return protocols;
}

export function checkClientHandshake(request: IncomingMessage): ClientHandshake {
  const { headers } = request;
  if (request.method !== 'GET') return { isValid: false, status: 405, reason: 'a WebSocket handshake is a GET' };
  if (String(headers.upgrade).toLowerCase() !== 'websocket') return { isValid: false, status: 400, reason: 'Upgrade is not websocket' };
  if (headers['sec-websocket-version'] !== WS_VERSION) {
    return { isValid: false, status: 426, reason: 'unsupported Sec-WebSocket-Version', headers: { 'Sec-WebSocket-Version': WS_VERSION } };
  }
  if (!KEY.test(headers['sec-websocket-key'] ?? '')) return { isValid: false, status: 400, reason: 'missing or malformed Sec-WebSocket-Key' };
  const protocols = parseSubprotocols(headers[WS_PROTOCOL_HEADER]);
  if (!protocols) return { isValid: false, status: 400, reason: 'malformed or repeated subprotocol' };
  return { isValid: true, protocols };
}

/** Answers a handshake with `status` and closes the connection. */
export function rejectUpgrade(socket: Duplex, status: number, headers: Record<string, string> = {}): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const lines = Object.entries({ ...headers, Connection: 'close', 'Content-Length': '0' }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${lines.join('')}\r\n`);
}
