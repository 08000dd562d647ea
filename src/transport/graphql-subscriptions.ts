/**
 * OLD `graphql-subscriptions`: the dialect subscriptions-transport-ws deprecated, still accepted
 * by its server (s-t-ws src/legacy/parse-legacy-protocol.ts maps it onto the legacy protocol).
 * Named by seed/spec.md §7; spoken when the server selects it or the caller lists it first.
 *
 * Implements: init / init_success / init_fail (payload `{error}`), subscription_start with the
 * operation flat on the message (`isFlat_`), subscription_data, subscription_fail, subscription_end, the
 * server's `keepalive` (watchdog armed by the first one), and subscription_success (ignored).
 *
 * Leaves out: completion, which this dialect cannot express (the s-t-ws server suppresses
 * `complete` for it), so a finished subscription stays open until unsubscribed; `extensions`
 * (no field for it); a termination message (none exists: we just close).
 */
import { OLD_SUBSCRIPTIONS_MESSAGE, WS_PROTOCOL_OLD } from './constants.ts';
import type { Dialect } from './types.ts';

export const graphqlSubscriptions: Dialect = { name_: WS_PROTOCOL_OLD, types_: OLD_SUBSCRIPTIONS_MESSAGE, isFlat_: true };
