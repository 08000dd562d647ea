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

/** Media type whose body is a GraphQL result whatever the status. GraphQLOverHTTP.md. */
export const GRAPHQL_RESPONSE_CONTENT_TYPE = 'application/graphql-response+json';

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

// ─── Server-rendered start ────────────────────────────────────────────────────────────────────

/** Window after a hydrated start in which network fetches are answered from cache. seed/spec.md §9; Apollo `ssrForceFetchDelay`. */
export const SSR_FORCE_FETCH_DELAY_MS = 100;
