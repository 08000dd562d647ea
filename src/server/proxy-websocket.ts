// GraphQL over WebSocket through the proxy (issue 14 §2), for every dialect alike: the proxy never
// reads a frame, so graphql-transport-ws, the legacy graphql-ws and the older graphql-subscriptions
// all pass as they are. Negotiation runs end to end (RFC 6455 §4): the client's offered
// subprotocols are offered upstream, the client is answered with the one the upstream selected,
// and only once the upstream has accepted; an upstream refusal (401, 404…) is answered with the
// same status, an unreachable one with 502, a silent handshake with 504 after `timeoutMs`. Frames
// are relayed text as text, binary as binary; a close on either side closes the other with the
// same code and reason (1005 as a plain close, 1006 as an abrupt one, RFC 6455 §7.4.1).
// The client's handshake is checked before anything opens upstream (websocket-handshake.ts), no
// exception leaves `upgrade()`, and a message over MAX_WS_FRAME_BYTES closes its leg with 1009.
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
  MAX_WS_FRAME_BYTES,
  SHUTDOWN_GRACE_MS,
  UPSTREAM_TIMEOUT_MS,
  WS_CLOSE_ABNORMAL,
  WS_CLOSE_NO_STATUS,
} from './constants.ts';
import { upstreamRequestHeaders } from './proxy-headers.ts';
import { checkClientHandshake, rejectUpgrade } from './websocket-handshake.ts';

export interface WebSocketProxyOptions {
  /** The one upstream WebSocket address. */
  wsEndpoint: URL;
  /** Added to the upstream handshake, replacing a client header of the same name (lower-case names). */
  headers?: Readonly<Record<string, string>>;
  /** Cookie names the upstream handshake may carry (--forward-cookies). @default [] (none) */
  forwardCookies?: readonly string[];
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

export function createWebSocketProxy(options: WebSocketProxyOptions): WebSocketProxy {
  const { wsEndpoint, headers = {}, forwardCookies = [], timeoutMs = UPSTREAM_TIMEOUT_MS, log = console.log } = options;
  /** The subprotocol the upstream selected, per waiting client handshake. */
  const selected = new WeakMap<IncomingMessage, string>();
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_WS_FRAME_BYTES,
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

  /**
   * Opens the upstream leg for a handshake already checked, and upgrades the client once the
   * upstream has accepted. Until the relay runs, the upstream socket dies with the client's
   * connection, and it is terminated if ws does not upgrade the client after all (finding 5).
   */
  function connect(request: IncomingMessage, socket: Duplex, head: Buffer, protocols: string[]): void {
    const rawQuery = (request.url ?? '').slice(GRAPHQL_PATH.length);
    const target = new URL(wsEndpoint);
    if (rawQuery) target.search = target.search ? `${target.search}&${rawQuery.slice(1)}` : rawQuery;
    // The handshake's own fields are the ws client's to write; the rest crosses like HTTP headers.
    const forwarded = Object.fromEntries(
      Object.entries(upstreamRequestHeaders(request.headers, headers, forwardCookies)).filter(([name]) => !name.startsWith('sec-websocket-')),
    ) as Record<string, string>;
    const upstream = new WebSocket(target, protocols, { headers: forwarded, handshakeTimeout: timeoutMs, perMessageDeflate: false, maxPayload: MAX_WS_FRAME_BYTES });
    pending.add(upstream);
    const onClientGone = () => {
      pending.delete(upstream);
      upstream.terminate();
    };
    socket.once('close', onClientGone);

    upstream.once('unexpected-response', (upstreamRequest, response) => {
      pending.delete(upstream);
      socket.off('close', onClientGone);
      log(`proxy WS ${GRAPHQL_PATH} refused upstream → ${response.statusCode}`);
      rejectUpgrade(socket, response.statusCode ?? 502);
      response.resume();
      upstreamRequest.destroy();
    });
    // `on`, not `once`: a second error with no listener would be thrown out of the event loop.
    upstream.on('error', (error) => {
      if (!pending.delete(upstream)) return;
      socket.off('close', onClientGone);
      const isTimeout = /timed out/i.test(error.message);
      log(`proxy WS ${GRAPHQL_PATH} → ${isTimeout ? 504 : 502} (${isTimeout ? 'upstream handshake timed out' : (error as NodeJS.ErrnoException).code ?? 'upstream failed'})`);
      rejectUpgrade(socket, isTimeout ? 504 : 502);
    });
    upstream.once('open', () => {
      pending.delete(upstream);
      let isUpgraded = false;
      try {
        if (socket.writable) {
          selected.set(request, upstream.protocol);
          // ws calls back synchronously when it upgrades; it answers a refusal itself and never calls back.
          server.handleUpgrade(request, socket, head, (client) => {
            isUpgraded = true;
            socket.off('close', onClientGone);
            relay(client, upstream, upstream.protocol);
          });
        }
      } catch {
        rejectUpgrade(socket, 500);
      } finally {
        if (!isUpgraded) {
          socket.off('close', onClientGone);
          upstream.terminate();
        }
      }
    });
  }

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    const handshake = checkClientHandshake(request);
    if (!handshake.isValid) {
      log(`proxy WS ${GRAPHQL_PATH} refused → ${handshake.status} (${handshake.reason})`);
      rejectUpgrade(socket, handshake.status, handshake.headers);
      return;
    }
    // Whatever else throws (a header or URL the ws client rejects) is a refused handshake, never
    // an exception out of the 'upgrade' event, which would end the process (finding 1).
    try {
      connect(request, socket, head, handshake.protocols);
    } catch {
      log(`proxy WS ${GRAPHQL_PATH} refused → 400 (the handshake could not be relayed)`);
      rejectUpgrade(socket, 400);
    }
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
