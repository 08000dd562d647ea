/**
 * Every wire value, timing, limit and header of the transport, each citing the rule it implements.
 * No other file in src/transport/ holds a timing literal; test/transport/constants.test.ts pins
 * each value so changing a spec number is a deliberate edit.
 */

// ─── HTTP: request shape ──────────────────────────────────────────────────────────────────────

/** Address used when none is configured. seed/spec.md §7 "Default path". */
export const DEFAULT_HTTP_PATH = '/graphql';

/** Request body media type. PRODUCT.md §1 "Method / body"; GraphQLOverHTTP.md "POST request". */
export const JSON_CONTENT_TYPE = 'application/json';

/**
 * Accept header, in this order: spec-compliant servers answer invalid requests with a 4xx only
 * when graphql-response+json is preferred. PRODUCT.md §1 "Method / body"; GraphQLOverHTTP.md.
 */
export const ACCEPT_HEADER = 'application/graphql-response+json, application/json;q=0.9';

// ─── Authorization ────────────────────────────────────────────────────────────────────────────

/** Storage key of the bearer value. seed/spec.md §7 "Authorization" (default name apollo-token). */
export const DEFAULT_TOKEN_NAME = 'apollo-token';

/** Scheme prefix of the Authorization value. PRODUCT.md §1 "Authorization". */
export const BEARER_PREFIX = 'Bearer ';

// ─── Errors ───────────────────────────────────────────────────────────────────────────────────

/** Statuses from here up are a ServerError. seed/spec.md §8 "status of 300 or above". */
export const SERVER_ERROR_MIN_STATUS = 300;

/** Characters of a non-JSON body kept on a ParseError. PRODUCT.md §1 "Parse error" (short excerpt). */
export const PARSE_ERROR_EXCERPT_CHARS = 200;

/**
 * How long a request may go without a complete response (for an upload, counted from when its
 * body was sent) before it fails with TimeoutError. The WebSocket timeout of seed/spec.md §9,
 * applied to HTTP: issue 12 "Nothing waits forever" (a stalled or trickling server).
 */
export const HTTP_TIMEOUT_MS = 30_000;

/**
 * Largest response body read (64 MiB), past which the request fails with ResponseTooLargeError
 * and the rest is not downloaded. Issue 12 "Nothing waits forever" (a 100 MB answer was buffered
 * whole); the 20 MB results that issue tried still pass.
 */
export const HTTP_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

// ─── Persisted queries (Apollo APQ) ───────────────────────────────────────────────────────────

/** `extensions.persistedQuery.version`. Apollo APQ extension shape (apollo-server docs apq.mdx). */
export const APQ_VERSION = 1;

/** Error code and message of a hash the server has not stored. Apollo Server internalErrorClasses.ts. */
export const APQ_NOT_FOUND_CODE = 'PERSISTED_QUERY_NOT_FOUND';
export const APQ_NOT_FOUND_MESSAGE = 'PersistedQueryNotFound';

/** Error code and message of a server without APQ. Apollo Server internalErrorClasses.ts. */
export const APQ_NOT_SUPPORTED_CODE = 'PERSISTED_QUERY_NOT_SUPPORTED';
export const APQ_NOT_SUPPORTED_MESSAGE = 'PersistedQueryNotSupported';

// ─── Uploads (GraphQL multipart request spec) ─────────────────────────────────────────────────

/**
 * Non-empty header that lets CSRF-protected servers accept multipart (and hashed GET) requests.
 * PRODUCT.md §1 "File upload"; Apollo Server preventCsrf.ts; GHSA-2p3c-p3qw-69r4.
 */
export const DEFAULT_PREFLIGHT_HEADER_NAME = 'Apollo-Require-Preflight';
export const DEFAULT_PREFLIGHT_HEADER_VALUE = 'true';

/** Multipart field names, in the order the spec requires. graphql-multipart-request-spec. */
export const MULTIPART_OPERATIONS_FIELD = 'operations';
export const MULTIPART_MAP_FIELD = 'map';

// ─── WebSocket: shared timings (subscriptions-transport-ws defaults, backo2) ──────────────────

/** First connect timeout. seed/spec.md §9 "1000 ms minimum"; s-t-ws `minTimeout`. */
export const WS_CONNECT_TIMEOUT_MIN_MS = 1000;

/** Connect-timeout growth per consecutive attempt. s-t-ws max-connect Backoff factor 1.2. */
export const WS_CONNECT_TIMEOUT_FACTOR = 1.2;

/** Cap of the connect timeout, and the acknowledgement and keep-alive limit. seed/spec.md §9 "websocket timeout 30000 ms". */
export const WS_TIMEOUT_MS = 30_000;

/** Reconnect backoff minimum. seed/spec.md §9; backo2 default `min`. */
export const RECONNECT_MIN_MS = 100;

/** Reconnect backoff maximum. seed/spec.md §9; backo2 default `max`. */
export const RECONNECT_MAX_MS = 10_000;

/** Reconnect backoff growth. seed/spec.md §9; backo2 default `factor`. */
export const RECONNECT_FACTOR = 2;

/** Reconnect jitter: each delay within ±50 % of nominal. PRODUCT.md §1 "WS timings"; s-t-ws `Backoff({jitter: 0.5})`. */
export const RECONNECT_JITTER = 0.5;

/** Retries of a subscription the server ends with an error. seed/spec.md §8–9 "retried up to 5 times". */
export const SUBSCRIPTION_RETRY_LIMIT = 5;

/** First retry delay, doubling per retry. seed/spec.md §8–9 "500 ms base delay"; vue-apollo SmartSubscription. */
export const SUBSCRIPTION_RETRY_BASE_MS = 500;

/** Retry delay growth. seed/spec.md §8 "doubles each time". */
export const SUBSCRIPTION_RETRY_FACTOR = 2;

/** Connect timeouts are rounded to the microsecond so the schedule reads 1000, 1200, 1440, 1728, 2073.6 … (floating-point noise otherwise). */
export const WS_CONNECT_TIMEOUT_PRECISION = 1000;

/**
 * Client ping interval (graphql-transport-ws): a third of WS_TIMEOUT_MS, so two pings may be lost
 * before the 30000 ms liveness watchdog fires, and below graphql-ws's own 12000 ms server ping.
 * PRODUCT.md §1 "WS timings"; transport notes §8 #5–6 (the watchdog must exceed the interval).
 */
export const WS_KEEP_ALIVE_INTERVAL_MS = 10_000;

/**
 * Debounce of the lazy close after the last subscription ends, so a quick resubscribe (React
 * StrictMode re-running effects, a route change remounting the same feed) reuses the socket.
 * Transport notes §8 #9; graphql-ws `lazyCloseTimeout` (#388).
 */
export const WS_LAZY_CLOSE_MS = 300;

/**
 * Unread events iterate() keeps for a slow reader; beyond it the oldest is dropped, so a reader
 * that stalls cannot grow memory without bound. Issue 12 "Smaller" (`iterate()` queue bound); the
 * store's feed keeps a window of recent events the same way.
 */
export const ITERATE_QUEUE_LIMIT = 1000;

// ─── WebSocket: subprotocols and negotiation ──────────────────────────────────────────────────

/** The graphql-ws library's protocol. GraphQLOverWebSocket.md "Communication"; graphql-ws common.ts. */
export const WS_PROTOCOL_TRANSPORT = 'graphql-transport-ws';

/** LEGACY protocol of subscriptions-transport-ws (confusingly named). s-t-ws src/protocol.ts `GRAPHQL_WS`. */
export const WS_PROTOCOL_LEGACY = 'graphql-ws';

/** OLD dialect, deprecated inside s-t-ws, named by seed/spec.md §7. s-t-ws src/protocol.ts `GRAPHQL_SUBSCRIPTIONS`. */
export const WS_PROTOCOL_OLD = 'graphql-subscriptions';

/** Offered in this order; each is also the next to try when the one before is rejected. PRODUCT.md §1 "WS protocols". */
export const WS_PROTOCOLS = [WS_PROTOCOL_TRANSPORT, WS_PROTOCOL_LEGACY, WS_PROTOCOL_OLD] as const;

/**
 * Close codes that, before the acknowledgement, mean "this dialect is not spoken here: try the
 * next". s-t-ws server.ts closes 1002 on a subprotocol it does not know; GraphQLOverWebSocket.md
 * 4406 "Subprotocol not acceptable". PRODUCT.md §1 "WS protocols".
 */
export const WS_DIALECT_REJECTED_CLOSE_CODES = [1002, 4406];

// ─── WebSocket: close codes ───────────────────────────────────────────────────────────────────

/** Below 4000, only these reconnect; every other 1xxx is fatal. RFC 6455 §7.4.1 (1001 going away, 1006 abnormal, 1012–1014 restart/overload); graphql-ws client.ts `shouldRetryConnectOrThrow`. */
export const WS_RETRYABLE_CLOSE_CODES = [1000, 1001, 1005, 1006, 1012, 1013, 1014];

/**
 * From 4000 up, only these are fatal (the affected subscriptions end with SocketClosedError, then
 * subscription retry applies); any other 4xxx, e.g. 4408 init timeout, reconnects.
 * GraphQLOverWebSocket.md: 4400 bad request, 4401 unauthorized, 4403 forbidden (rejected init),
 * 4406 subprotocol, 4409 duplicate subscriber, 4429 too many inits; graphql-ws common.ts 4500
 * internal server error.
 */
export const WS_FATAL_CLOSE_CODES = [4400, 4401, 4403, 4406, 4409, 4429, 4500];

/** Close sent when the acknowledgement does not arrive in time (retryable). graphql-ws client.ts `ConnectionAcknowledgementTimeout`. */
export const WS_CLOSE_ACK_TIMEOUT = 4504;

/** Close sent when we replace a socket ourselves (connect timeout, silent socket, back online; retryable). graphql-ws client.ts `terminate()`. */
export const WS_CLOSE_TERMINATED = 4499;

/** Characters of an unexpected frame quoted in a ProtocolError on `problems`. PROTOCOL.md §6 (bad frames are reported, with what arrived). */
export const WS_FRAME_EXCERPT_CHARS = 80;

/** Close sent when the last subscription ends or on a deliberate reconnect. RFC 6455 §7.4.1 normal closure. */
export const WS_CLOSE_NORMAL = 1000;

// ─── WebSocket: message types, one table per dialect ──────────────────────────────────────────

/**
 * A dialect's message types by role, so one client speaks all three from tables. Roles: `init`,
 * `ack`, `fail` (init rejected), `ka` (server keep-alive), `ping`/`pong` (both ways), `subscribe`,
 * `next`, `error`, `done` (server completes), `stop` (client stops), `terminate`, `skip` (ignored).
 * A missing role means the dialect has no such message. Inbound frames take the first role with
 * their type, so `done` stays before `stop` (graphql-transport-ws uses `complete` for both).
 */
export interface WsMessageTypes {
  init: string;
  ack: string;
  fail?: string;
  ka?: string;
  ping?: string;
  pong?: string;
  subscribe: string;
  next: string;
  error: string;
  done?: string;
  stop: string;
  terminate?: string;
  skip?: string;
}

/** graphql-transport-ws. GraphQLOverWebSocket.md "Message types" (= enisdenjo/graphql-ws PROTOCOL.md); `complete` goes both ways. */
export const TRANSPORT_WS_MESSAGE: WsMessageTypes = {
  init: 'connection_init',
  ack: 'connection_ack',
  ping: 'ping',
  pong: 'pong',
  subscribe: 'subscribe',
  next: 'next',
  error: 'error',
  done: 'complete',
  stop: 'complete',
};

/** LEGACY graphql-ws: s-t-ws PROTOCOL.md and src/message-types.ts `GQL_*` (`ka` is `GQL_CONNECTION_KEEP_ALIVE`). */
export const LEGACY_WS_MESSAGE: WsMessageTypes = {
  init: 'connection_init',
  ack: 'connection_ack',
  fail: 'connection_error',
  ka: 'ka',
  subscribe: 'start',
  next: 'data',
  error: 'error',
  done: 'complete',
  stop: 'stop',
  terminate: 'connection_terminate',
};

/** OLD graphql-subscriptions dialect: s-t-ws src/message-types.ts (non-`GQL_` names), src/legacy/parse-legacy-protocol.ts. */
export const OLD_SUBSCRIPTIONS_MESSAGE: WsMessageTypes = {
  init: 'init',
  ack: 'init_success',
  fail: 'init_fail',
  ka: 'keepalive',
  subscribe: 'subscription_start',
  next: 'subscription_data',
  error: 'subscription_fail',
  stop: 'subscription_end',
  skip: 'subscription_success',
};
