/**
 * `graphql-transport-ws`: the protocol of the graphql-ws library (enisdenjo/graphql-ws).
 *
 * Implements GraphQLOverWebSocket.md (graphql/graphql-over-http rfcs, the same text as graphql-ws
 * PROTOCOL.md): connection_init with the connection params, connection_ack, subscribe / next /
 * error / complete, and ping / pong both ways (the client pings every WS_KEEP_ALIVE_INTERVAL_MS
 * and answers the server's pings). A rejected init is the server's close 4403.
 *
 * Leaves out: payloads of connection_ack, ping and pong (ignored); single-result operations
 * (queries and mutations go over HTTP); the client-side `terminate()` close 4499 as a public
 * call (we use the code only when we replace a socket ourselves).
 */
import { TRANSPORT_WS_MESSAGE, WS_PROTOCOL_TRANSPORT } from './constants.ts';
import type { Dialect } from './types.ts';

export const graphqlTransportWs: Dialect = { name_: WS_PROTOCOL_TRANSPORT, types_: TRANSPORT_WS_MESSAGE };
