/**
 * Every limit, default and storage key of the store, each citing the rule it implements. The
 * default selection depth is the schema layer's DEFAULT_SELECTION_DEPTH (STYLE.md "Constants":
 * the store imports it, it does not redefine it), and the request limits' defaults are the
 * transport's HTTP_TIMEOUT_MS and HTTP_MAX_RESPONSE_BYTES in the units the settings show.
 */
import { HTTP_MAX_RESPONSE_BYTES, HTTP_TIMEOUT_MS } from '../transport/index.ts';

// ─── Server-rendered start ────────────────────────────────────────────────────────────────────

/** Window after a hydrated start in which network fetches are answered from cache: store policy, not the transport's. seed/spec.md §9; Apollo `ssrForceFetchDelay`. */
export const SSR_FORCE_FETCH_DELAY_MS = 100;

// ─── Notices ──────────────────────────────────────────────────────────────────────────────────

/** How long a toast stays before it dismisses itself. PRODUCT.md §1 "Interface constants: toast duration 3000 ms". */
export const TOAST_DURATION_MS = 3000;

/** Entries kept in the notice log (every toast and alert is logged). Issue 5 "Notices"; bounded so a chatty feed cannot grow memory. */
export const NOTICE_LOG_LIMIT = 500;

// ─── Subscriptions ────────────────────────────────────────────────────────────────────────────

/**
 * Events kept in a subscription's feed, newest first, and what the live feed shows; `count` keeps
 * the total. Issue 5 "a feed signal (bounded, newest first, with a total count)"; issue 12 item 7
 * "keep only what is shown": at 10,000 events/s every frame replaces the whole feed, so this is
 * the cards rendered per frame (bench/feed.bench.ts on a loaded 2-core machine: 200 cards left the
 * count 9.9 s behind, none 2.5 s).
 */
export const SUBSCRIPTION_FEED_LIMIT = 50;

/**
 * Events a subscription keeps, newest first, beyond the SUBSCRIPTION_FEED_LIMIT it shows: reachable
 * with "Show older" and exported whole; beyond it the oldest are dropped and counted. Issue 25 §4
 * "older ones are not silently gone: up to 1,000 are kept, reachable with 'Show older', and
 * exported whole". A ring of this size, so a fast feed's memory stays bounded.
 */
export const FEED_KEEP_LIMIT = 1000;

/**
 * Where no animation frames are given (Node, tests), events of a burst arriving within this window
 * reach the cache and the feed together (the first at once): one update per 60 Hz frame, so a fast
 * stream cannot starve the page. Issue 7 "Measured: 1,000 events per second into the live feed".
 */
export const FEED_FLUSH_INTERVAL_MS = 16;

/**
 * How often the countdown to the next reconnect attempt moves: once a second, so "retrying in 7 s"
 * counts down instead of printing a delay that never changes (issue 16 "States": "Count down, say
 * it plainly").
 */
export const RECONNECT_COUNTDOWN_STEP_MS = 1000;

// ─── Session ──────────────────────────────────────────────────────────────────────────────────

/**
 * `extensions.code` values meaning "your credentials were refused": Apollo Server's and the demo's
 * UNAUTHENTICATED (Apollo Server docs "Error codes"). Issue 16 "Token refused by the server".
 */
export const TOKEN_REFUSED_ERROR_CODES: readonly string[] = ['UNAUTHENTICATED'];

/**
 * The HTTP status and the WebSocket close codes that refuse credentials: 401 over HTTP (RFC 9110
 * §15.5.2 "401 Unauthorized"); 4401 Unauthorized and 4403 Forbidden for a connection_init
 * (GraphQLOverWebSocket.md; graphql-ws closes 4403 when `onConnect` returns false).
 */
export const TOKEN_REFUSED_STATUS_CODES: readonly number[] = [401, 4401, 4403];

// ─── Mutations ────────────────────────────────────────────────────────────────────────────────

/**
 * Transport error kinds that mean a sent mutation's answer was lost rather than refused: the
 * server may have applied it, so its outcome is unknown, not failed (issue 12 item 8 "the user is
 * told the outcome is unknown when the answer was lost"). 'timeout' is the transport's request
 * timeout, when it has one.
 */
export const ANSWER_LOST_KINDS: readonly string[] = ['network', 'timeout'];

/**
 * The header every mutation execution carries, one key per execution (issue 12 §8 "every confirmed
 * mutation carries a per-confirmation Idempotency-Key header"; IETF draft-ietf-httpapi-idempotency-key-header).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Where animation frames are given, a burst is applied at the next frame, or after this long when
 * no frame comes first (a hidden tab gets no frames, and the cache must stay current for other
 * views). Issue 12 item 7 "coalesce per animation frame"; above a frame, below a glance.
 */
export const FEED_FRAME_FALLBACK_MS = 100;

// ─── Documents ────────────────────────────────────────────────────────────────────────────────

/** Prepared documents (parsed, `__typename` added, printed) kept in memory. Issue 5 "documents the store sends get __typename added"; bounded memo. */
export const DOCUMENT_CACHE_LIMIT = 1000;

// ─── Document draft ───────────────────────────────────────────────────────────────────────────

/** Storage key of the /document draft. Issue 6 task "keeps the document in sessionStorage so a reload keeps it". */
export const DOCUMENT_DRAFT_STORAGE_KEY = 'facet:document-draft';

/**
 * Quiet time after the last edit before the draft is saved: past a typing burst, well before a
 * reload (which saves at once anyway). ui.md §2 item 9 "never re-serialize state per keystroke".
 */
export const DRAFT_SAVE_DELAY_MS = 300;

// ─── Normalised cache ─────────────────────────────────────────────────────────────────────────

/** Key fields of a type without its own entry in `keyFields`. Issue 5 "entities keyed by __typename + id". */
export const DEFAULT_KEY_FIELDS: readonly string[] = ['id'];

/** Cache key of the query root entity. Issue 5 "Normalised cache" (the root is stored like an entity, as in Apollo's ROOT_QUERY). */
export const ROOT_QUERY_KEY = 'ROOT_QUERY';

/** Version of `store.serialize()` output; hydration ignores any other. Issue 5 "Server-rendered start". */
export const SERIALIZED_STATE_VERSION = 1;

// ─── Schema ───────────────────────────────────────────────────────────────────────────────────

/** Storage key prefix of the cached introspection result, one per endpoint. Issue 6 "the schema cached per endpoint". */
export const SCHEMA_CACHE_KEY_PREFIX = 'facet:schema:v1:';

/**
 * Introspection types per message from the schema worker: each message must be quick to receive
 * on the main thread (about 150 KB of a generated schema's types). Issue 13 item 9 "keep every
 * task under 50 ms"; src/store/schema-worker.ts.
 */
export const SCHEMA_WORKER_TYPES_PER_MESSAGE = 100;

/**
 * Work between two yields to the main thread while a schema is built in slices, well inside a
 * 50 ms long task so input and rendering get their turn. Issue 13 item 9; src/schema/introspection-slices.ts.
 */
export const SCHEMA_BUILD_SLICE_MS = 8;

// ─── Credentials ──────────────────────────────────────────────────────────────────────────────

/**
 * Storage key prefix (plus the token name) of the origins a stored token was issued for. Issue 12
 * §1 "a credential belongs to the origin it was issued for"; src/store/token-scope.ts.
 */
export const TOKEN_ORIGINS_KEY_PREFIX = 'facet:token-origins:';

// ─── Settings ─────────────────────────────────────────────────────────────────────────────────

/** localStorage key of the user's settings (namespaced so other apps on the origin never collide). PRODUCT.md §3 "/settings … stored in localStorage". */
export const SETTINGS_STORAGE_KEY = 'facet:settings';

/**
 * The colour schemes a user can choose in settings, the first the default: 'system' follows the
 * browser's `prefers-color-scheme`, the others hold whatever the system prefers. Issue 15 §4
 * "light and dark schemes from prefers-color-scheme plus a manual choice in settings that is
 * remembered"; stored beside the saved endpoints, not in one (endpoint-profiles.ts).
 */
export const COLOR_SCHEME_CHOICES = ['system', 'light', 'dark'] as const;

/** Selection depth when the user has chosen none: the schema layer's constant, re-exported so the settings screen reads it here. */
export { DEFAULT_SELECTION_DEPTH } from '../schema/constants.ts';

/** Smallest selection depth accepted. Issue 5 "Settings … with validation" (1 = scalars of the root field only). */
export const MIN_SELECTION_DEPTH = 1;

/** Largest selection depth accepted: deeper documents grow exponentially on cyclic schemas. Issue 5 "Settings … with validation". */
export const MAX_SELECTION_DEPTH = 6;

/** Issue 25 §4 "the request timeout … a field in Settings": the transport's HTTP_TIMEOUT_MS, in the seconds the form shows. */
export const DEFAULT_REQUEST_TIMEOUT_S = HTTP_TIMEOUT_MS / 1000;

/** Longest request timeout accepted (an hour); 0 waits without limit (the transport's `timeoutMs: 0`). Issue 25 §4. */
export const MAX_REQUEST_TIMEOUT_S = 3600;

/** Bytes in a MiB: the response size limit is set in MiB. */
export const BYTES_PER_MIB = 1024 * 1024;

/** Issue 25 §4 "the response size limit … a field in Settings": the transport's HTTP_MAX_RESPONSE_BYTES, in MiB. */
export const DEFAULT_MAX_RESPONSE_MIB = HTTP_MAX_RESPONSE_BYTES / BYTES_PER_MIB;

/** Smallest response size limit accepted, in MiB. Issue 25 §4. */
export const MIN_MAX_RESPONSE_MIB = 1;

/** Largest response size limit accepted, in MiB: a body is held whole as one string, and engines cap strings near 1 GiB (V8: 2^29 - 24 characters). */
export const MAX_MAX_RESPONSE_MIB = 512;

/** A header name fetch accepts: an RFC 9110 §5.1 token (letters, digits and !#$%&'*+-.^_`|~). */
export const HEADER_NAME_PATTERN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** A header value fetch accepts and servers read as sent: visible ASCII and inner spaces (RFC 9110 §5.5, no line breaks). */
export const HEADER_VALUE_PATTERN = /^[\x21-\x7E]([\x20-\x7E]*[\x21-\x7E])?$/;

// ─── Workbench: history and saved operations ─────────────────────────────────────────────────

/** IndexedDB database of the history and the saved operations. Issue 18 "History … stored in IndexedDB" (namespaced like the other keys). */
export const WORKBENCH_DATABASE_NAME = 'facet-workbench';

/** Its schema version; an upgrade creates the object stores. Bumped only with a migration. */
export const WORKBENCH_DATABASE_VERSION = 1;

/**
 * Runs kept per endpoint; the oldest go first. Issue 18 "History … capped": 200 runs is weeks of
 * use (GraphiQL keeps 20, too few to search), and a few hundred KB at most, far under any
 * browser's IndexedDB quota.
 */
export const HISTORY_LIMIT_PER_ENDPOINT = 200;

/** Version of the saved-operations file; import refuses any other. Issue 18 "export and import as a file (a plain JSON format)". */
export const SAVED_OPERATIONS_FILE_VERSION = 1;

/** The `format` field of that file, so another JSON file is recognised as not ours. */
export const SAVED_OPERATIONS_FILE_FORMAT = 'facet.saved-operations';

/** Longest name a saved operation may have. Issue 18 "name and save"; one line in the list. */
export const SAVED_OPERATION_NAME_MAX_CHARS = 120;

// ─── Request headers ──────────────────────────────────────────────────────────────────────────

/**
 * Request headers a browser's fetch and WebSocket never let a page set (the Fetch standard
 * §2.2.2 "forbidden request-header"; lower case). A row naming one would be dropped silently, so
 * the headers editor refuses it with the reason. Issue 14 §1 "validated as the transport's fetch
 * would refuse them".
 */
export const FORBIDDEN_REQUEST_HEADERS: readonly string[] = [
  'accept-charset',
  'accept-encoding',
  'access-control-request-headers',
  'access-control-request-method',
  'connection',
  'content-length',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'host',
  'keep-alive',
  'origin',
  'referer',
  'set-cookie',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'via',
];

/** Prefixes of forbidden request-header names (Fetch standard §2.2.2: `proxy-`, `sec-`). */
export const FORBIDDEN_REQUEST_HEADER_PREFIXES: readonly string[] = ['proxy-', 'sec-'];

/**
 * Header names that carry a credential although their words do not say so to isSecretName
 * (lower case): Hasura's admin secret, API keys, Shopify's storefront token, Authorization. Their
 * values are masked in settings. Issue 14 §1 "values whose name sounds secret are masked".
 */
export const SECRET_HEADER_NAMES: readonly string[] = [
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'api-key',
  'apikey',
  'x-hasura-admin-secret',
  'x-shopify-storefront-access-token',
  'x-shopify-access-token',
];

// ─── Saved endpoints ──────────────────────────────────────────────────────────────────────────

/**
 * Query parameter naming the saved endpoint a link was made on (its id, never a secret). Issue 14
 * §1 "Links to screens name the endpoint profile (never its secrets)".
 */
export const ENDPOINT_PARAM = 'facet-endpoint';

/** Name of the profile the single settings of earlier versions become. Issue 14 §1 (migration). */
export const FIRST_PROFILE_NAME = 'Default';

/** Longest profile name accepted (it shows in the header's switcher). Issue 14 §1 "named endpoints". */
export const MAX_PROFILE_NAME_LENGTH = 60;
