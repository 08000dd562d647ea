/**
 * LEGACY `graphql-ws`: the protocol of Apollo's subscriptions-transport-ws (not the graphql-ws
 * library, which speaks `graphql-transport-ws`).
 *
 * Implements s-t-ws PROTOCOL.md (v0.11.0): connection_init / connection_ack, connection_error
 * (a rejected init before the ack; reported as a connection-level problem after it), start /
 * data / error / complete / stop, the server's `ka` keep-alive (the watchdog is armed by the
 * first `ka`, as PROTOCOL.md says, so a server without keep-alive is not cut every 30 s), and
 * connection_terminate before a deliberate close.
 *
 * Leaves out: single-result operations over the socket (queries and mutations go over HTTP);
 * the `error` payload is one error object, which we wrap in a list.
 */
import { LEGACY_WS_MESSAGE, WS_PROTOCOL_LEGACY } from './constants.ts';
import type { Dialect } from './types.ts';

export const subscriptionsTransportWs: Dialect = { name_: WS_PROTOCOL_LEGACY, types_: LEGACY_WS_MESSAGE };
