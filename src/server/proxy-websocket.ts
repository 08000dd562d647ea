// GraphQL over WebSocket through the proxy (issue 14 §2), for every dialect alike: the proxy never
// reads a frame, so graphql-transport-ws, the legacy graphql-ws and the older graphql-subscriptions
// all pass as they are. Negotiation runs end to end (RFC 6455 §4): the client's offered
// subprotocols are offered upstream, the client is answered with the one the upstream selected,
// and only once the upstream has accepted; an upstream refusal (401, 404…) is answered with the
// same status, an unreachable one with 502, a silent handshake with 504 after `timeoutMs`. Frames
// are relayed text as text, binary as binary; a close on either side closes the other with the
// same code and reason (1005 as a plain close, 1006 as an abrupt one, RFC 6455 §7.4.1).
// One log line per connection when it ends, without a frame's content.
//
// Deliberately left out: frame-level backpressure (GraphQL frames are small and the dialects have
// their own flow), WS-level pings across the hop (each leg answers its own; the dialects'
// keep-alives pass through and the client's watchdog judges them).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  GRAPHQL_PATH,
  SHUTDOWN_GRACE_MS,
  UPSTREAM_TIMEOUT_MS,
  WS_CLOSE_ABNORMAL,
  WS_CLOSE_NO_STATUS,
  WS_PROTOCOL_HEADER,
} from './constants.ts';
import { upstreamRequestHeaders } from './proxy-headers.ts';

export interface WebSocketProxyOptions {
  /** The one upstream WebSocket address. */
  wsEndpoint: URL;
  /** Added to the upstream handshake, replacing a client header of the same name (lower-case names). */
  headers?: Readonly<Record<string, string>>;
  /** Longest wait for the upstream's handshake answer (then 504). @default UPSTREAM_TIMEOUT_MS */
  timeoutMs?: number;
  /** Receives one line per connection. @default console.log */
  log?: (line: string) => void;
}

export interface WebSocketProxy {
  /** Takes one upgrade request for GRAPHQL_PATH (the caller has already checked who is asking). */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every relayed pair (1001 Going away, or `code`: 1012 on SIGTERM) and any handshake still waiting. */
  close(code?: number): Promise<void>;
}

/** RFC 6455 §7.4: codes an endpoint may put in a Close frame (ws's own check, which it does not export). */
function isSendableCode(code: number): boolean {
  return (code >= 1000 && code <= 1014 && code !== 1004 && code !== WS_CLOSE_NO_STATUS && code !== WS_CLOSE_ABNORMAL) || (code >= 3000 && code <= 4999);
}

function closeWith(socket: WebSocket, code: number, reason: Buffer): void {
  if (socket.readyState === WebSocket.CLOSING || socket.readyState === WebSocket.CLOSED) return;
  if (code === WS_CLOSE_ABNORMAL) socket.terminate();
  else if (isSendableCode(code)) socket.close(code, reason);
  else socket.close();
}

function rejectUpgrade(socket: Duplex, status: number, text: string): void {
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  else socket.destroy();
}

export function createWebSocketProxy(options: WebSocketProxyOptions): WebSocketProxy {
  const { wsEndpoint, headers = {}, timeoutMs = UPSTREAM_TIMEOUT_MS, log = console.log } = options;
  /** The subprotocol the upstream selected, per waiting client handshake. */
  const selected = new WeakMap<IncomingMessage, string>();
  const server = new WebSocketServer({
    noServer: true,
    handleProtocols: (_offered, request) => selected.get(request) || false,
  });
  const pairs = new Set<[WebSocket, WebSocket]>();
  const pending = new Set<WebSocket>();

  function relay(client: WebSocket, upstream: WebSocket, protocol: string): void {
    const pair: [WebSocket, WebSocket] = [client, upstream];
    pairs.add(pair);
    let up = 0;
    let down = 0;
    let closedBy = '';
    client.on('message', (data: RawData, isBinary: boolean) => {
      up += 1;
      if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary: isBinary });
    });
    upstream.on('message', (data: RawData, isBinary: boolean) => {
      down += 1;
      if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
    });
    client.on('error', () => client.terminate());
    upstream.on('error', () => upstream.terminate());
    client.once('close', (code, reason) => {
      closedBy ||= `client ${code}`;
      closeWith(upstream, code, reason);
    });
    upstream.once('close', (code, reason) => {
      closedBy ||= `upstream ${code}`;
      closeWith(client, code, reason);
    });
    let open = 2;
    const onEnd = () => {
      if (--open > 0) return;
      pairs.delete(pair);
      log(`proxy WS ${GRAPHQL_PATH} ${protocol || '(no subprotocol)'}  ↑${up} ↓${down} frames  closed by ${closedBy}`);
    };
    client.once('close', onEnd);
    upstream.once('close', onEnd);
  }

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    const offered = String(request.headers[WS_PROTOCOL_HEADER] ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const rawQuery = (request.url ?? '').slice(GRAPHQL_PATH.length);
    const target = new URL(wsEndpoint);
    if (rawQuery) target.search = target.search ? `${target.search}&${rawQuery.slice(1)}` : rawQuery;
    // The handshake's own fields are the ws client's to write; the rest crosses like HTTP headers.
    const forwarded = Object.fromEntries(
      Object.entries(upstreamRequestHeaders(request.headers, headers)).filter(([name]) => !name.startsWith('sec-websocket-')),
    ) as Record<string, string>;
    const upstream = new WebSocket(target, offered, { headers: forwarded, handshakeTimeout: timeoutMs, perMessageDeflate: false });
    pending.add(upstream);
    const onClientGone = () => upstream.terminate();
    socket.once('close', onClientGone);

    upstream.once('unexpected-response', (upstreamRequest, response) => {
      pending.delete(upstream);
      socket.off('close', onClientGone);
      log(`proxy WS ${GRAPHQL_PATH} refused upstream → ${response.statusCode}`);
      rejectUpgrade(socket, response.statusCode ?? 502, response.statusMessage ?? 'Bad Gateway');
      response.resume();
      upstreamRequest.destroy();
    });
    upstream.once('error', (error) => {
      if (!pending.delete(upstream)) return;
      socket.off('close', onClientGone);
      const isTimeout = /timed out/i.test(error.message);
      log(`proxy WS ${GRAPHQL_PATH} → ${isTimeout ? 504 : 502} (${isTimeout ? 'upstream handshake timed out' : (error as NodeJS.ErrnoException).code ?? 'upstream failed'})`);
      rejectUpgrade(socket, isTimeout ? 504 : 502, isTimeout ? 'Gateway Timeout' : 'Bad Gateway');
    });
    upstream.once('open', () => {
      pending.delete(upstream);
      socket.off('close', onClientGone);
      if (!socket.writable) {
        upstream.terminate();
        return;
      }
      selected.set(request, upstream.protocol);
      server.handleUpgrade(request, socket, head, (client) => relay(client, upstream, upstream.protocol));
    });
  }

  return {
    upgrade,
    async close(code = 1001) {
      for (const upstream of pending) upstream.terminate();
      pending.clear();
      const sockets = [...pairs].flat();
      for (const ws of sockets) ws.close(code, code === 1001 ? 'Going away' : 'Service restart');
      await new Promise<void>((resolve) => {
        const open = sockets.filter((ws) => ws.readyState !== WebSocket.CLOSED);
        if (open.length === 0) return resolve();
        let left = open.length;
        const timer = setTimeout(() => open.forEach((ws) => ws.terminate()), SHUTDOWN_GRACE_MS);
        for (const ws of open) {
          ws.once('close', () => {
            if (--left === 0) {
              clearTimeout(timer);
              resolve();
            }
          });
        }
      });
      server.close();
    },
  };
}
