// GraphQL over WebSocket on the same path as HTTP, in both protocols, picked per connection by the
// subprotocols the client offers:
//   graphql-transport-ws              → graphql-ws's server (GraphQLOverWebSocket.md)
//   graphql-ws, graphql-subscriptions → subscriptions-transport-ws's server (its PROTOCOL.md)
// The current protocol wins when a client offers both. A client offering neither goes to
// graphql-ws's server, which closes with 4406 as its protocol requires. Both servers share one
// schema and one pubsub, so a mutation over either reaches subscribers on both.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { execute, subscribe, validate, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { SubscriptionServer } from 'subscriptions-transport-ws';
import { WebSocket, WebSocketServer } from 'ws';
import { GRAPHQL_PATH, MAX_WS_FRAME_BYTES, SHUTDOWN_GRACE_MS } from '../server/constants.ts';
import { hostRefusalFor, isLoopbackOrigin } from '../server/proxy-guard.ts';
import { parseSubprotocols, rejectUpgrade } from '../server/websocket-handshake.ts';
import { WS_PROTOCOL_LEGACY, WS_PROTOCOL_OLD, WS_PROTOCOL_TRANSPORT } from '../transport/constants.ts';
import { GRAPHQL_WS_PING_MS, LEGACY_KEEP_ALIVE_MS } from './constants.ts';
import { parseWithinLimits } from './limits.ts';

export interface WebSocketsOptions {
  schema: GraphQLSchema;
  /** Builds the resolver context from the upgrade request and the connection parameters. */
  contextFor(request: IncomingMessage, connectionParams: unknown): Record<string, unknown>;
}

export interface WebSockets {
  /** Closes every socket with `code` (1001 Going away; 1012 Service restart on SIGTERM, so clients reconnect elsewhere), then stops accepting. */
  close(code?: number): Promise<void>;
}

/**
 * The legacy `ka` (or `keepalive` in the older dialect), sent by us rather than by
 * subscriptions-transport-ws's own `keepAlive` option: its interval outlives a closed socket by up
 * to one period, which would hold a stopping process open.
 */
function keepLegacyAlive(socket: WebSocket, context: { isLegacy: boolean }): void {
  const send = () => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: context.isLegacy ? 'keepalive' : 'ka' }));
  };
  setImmediate(send); // after the acknowledgement, which the library sends once onConnect returns
  const timer = setInterval(send, LEGACY_KEEP_ALIVE_MS);
  socket.once('close', () => clearInterval(timer));
}

export function attachWebSockets(server: Server, options: WebSocketsOptions): WebSockets {
  const { schema, contextFor } = options;
  const modern = new WebSocketServer({ noServer: true, maxPayload: MAX_WS_FRAME_BYTES });
  const legacy = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_WS_FRAME_BYTES,
    handleProtocols: (protocols) =>
      protocols.has(WS_PROTOCOL_LEGACY) ? WS_PROTOCOL_LEGACY : WS_PROTOCOL_OLD,
  });

  const modernServer = useServer(
    {
      schema,
      context: (ctx) => contextFor(ctx.extra.request, ctx.connectionParams),
      // The operation limits (limits.ts) as on HTTP; an error message for that operation, the socket stays.
      onSubscribe(_ctx, _id, payload) {
        const checked = parseWithinLimits(payload.query);
        if (checked.errors) return checked.errors;
        const errors = validate(schema, checked.document);
        if (errors.length) return errors;
        return { schema, document: checked.document, operationName: payload.operationName, variableValues: payload.variables };
      },
    },
    modern,
    GRAPHQL_WS_PING_MS,
  );

  const kept = new WeakSet<WebSocket>();
  const legacyServer = SubscriptionServer.create(
    {
      schema,
      execute: execute as never,
      subscribe: subscribe as never,
      onConnect(params: unknown, socket: WebSocket, connection: { request: IncomingMessage; isLegacy: boolean }) {
        if (!kept.has(socket)) {
          kept.add(socket);
          keepLegacyAlive(socket, connection);
        }
        return contextFor(connection.request, params);
      },
      // The operation limits (limits.ts) as on HTTP. The library parses `query` itself unless it is
      // already a document; a refusal rejected with `errors` is sent as that operation's data message,
      // codes included (thrown synchronously, only its message would be sent, as an error frame).
      async onOperation(_message: unknown, params: { query: unknown }) {
        if (typeof params.query !== 'string') return params;
        const checked = parseWithinLimits(params.query);
        if (checked.errors) throw Object.assign(new Error(checked.errors[0]!.message), { errors: checked.errors });
        params.query = checked.document;
        return params;
      },
    },
    legacy as never,
  );

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    // The HTTP side's Host rule (one Host, a loopback name: DNS rebinding), and a browser page
    // elsewhere may not open a socket (it would run mutations, sign-in included): only pages on
    // this machine (the app, a dev server on another port) or no Origin (a non-browser client).
    const refusal = hostRefusalFor(request);
    if (refusal) {
      rejectUpgrade(socket, refusal.status);
      return;
    }
    const { origin } = request.headers;
    if (origin !== undefined && !isLoopbackOrigin(origin)) {
      rejectUpgrade(socket, 403);
      return;
    }
    if (pathname !== GRAPHQL_PATH) {
      rejectUpgrade(socket, 404);
      return;
    }
    const offered = parseSubprotocols(request.headers['sec-websocket-protocol']);
    if (!offered) {
      rejectUpgrade(socket, 400);
      return;
    }
    const isLegacy =
      !offered.includes(WS_PROTOCOL_TRANSPORT) &&
      (offered.includes(WS_PROTOCOL_LEGACY) || offered.includes(WS_PROTOCOL_OLD));
    const target = isLegacy ? legacy : modern;
    target.handleUpgrade(request, socket, head, (ws) => {
      // A socket error (bad frame, oversize payload) must end that socket, never the process.
      ws.on('error', () => ws.terminate());
      target.emit('connection', ws, request);
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    async close(code = 1001) {
      server.off('upgrade', onUpgrade);
      const sockets = [...modern.clients, ...legacy.clients];
      for (const ws of sockets) ws.close(code, code === 1001 ? 'Going away' : 'Service restart');
      legacyServer.close();
      await modernServer.dispose();
      // Clients that do not answer the close handshake in time are cut off.
      await new Promise<void>((resolve) => {
        const pending = sockets.filter((ws) => ws.readyState !== WebSocket.CLOSED);
        if (pending.length === 0) return resolve();
        let left = pending.length;
        const timer = setTimeout(() => {
          for (const ws of pending) ws.terminate();
        }, SHUTDOWN_GRACE_MS);
        for (const ws of pending) {
          ws.once('close', () => {
            left -= 1;
            if (left === 0) {
              clearTimeout(timer);
              resolve();
            }
          });
        }
      });
    },
  };
}
