/**
 * Every limit, default and storage key of the store, each citing the rule it implements. The
 * after-hydration window is the transport's SSR_FORCE_FETCH_DELAY_MS (STYLE.md "Constants": the
 * store imports it, it does not redefine it); the default selection depth is the schema layer's
 * DEFAULT_SELECTION_DEPTH, likewise imported.
 */

// ─── Notices ──────────────────────────────────────────────────────────────────────────────────

/** How long a toast stays before it dismisses itself. PRODUCT.md §1 "Interface constants: toast duration 3000 ms". */
export const TOAST_DURATION_MS = 3000;

/** Entries kept in the notice log (every toast and alert is logged). Issue 5 "Notices"; bounded so a chatty feed cannot grow memory. */
export const NOTICE_LOG_LIMIT = 500;

// ─── Subscriptions ────────────────────────────────────────────────────────────────────────────

/** Events kept in a subscription's feed, newest first; `count` keeps the total. Issue 5 "a feed signal (bounded, newest first, with a total count)". */
export const SUBSCRIPTION_FEED_LIMIT = 200;

/**
 * Events of a burst arriving within this window reach the cache and the feed together (the first
 * at once): one update per 60 Hz frame, so a fast stream cannot starve the page. Issue 7
 * "Measured: 1,000 events per second into the live feed".
 */
export const FEED_FLUSH_INTERVAL_MS = 16;

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

// ─── Credentials ──────────────────────────────────────────────────────────────────────────────

/**
 * Storage key prefix (plus the token name) of the origins a stored token was issued for. Issue 12
 * §1 "a credential belongs to the origin it was issued for"; src/store/token-scope.ts.
 */
export const TOKEN_ORIGINS_KEY_PREFIX = 'facet:token-origins:';

// ─── Settings ─────────────────────────────────────────────────────────────────────────────────

/** localStorage key of the user's settings (namespaced so other apps on the origin never collide). PRODUCT.md §3 "/settings … stored in localStorage". */
export const SETTINGS_STORAGE_KEY = 'facet:settings';

/** Selection depth when the user has chosen none: the schema layer's constant, re-exported so the settings screen reads it here. */
export { DEFAULT_SELECTION_DEPTH } from '../schema/index.ts';

/** Smallest selection depth accepted. Issue 5 "Settings … with validation" (1 = scalars of the root field only). */
export const MIN_SELECTION_DEPTH = 1;

/** Largest selection depth accepted: deeper documents grow exponentially on cyclic schemas. Issue 5 "Settings … with validation". */
export const MAX_SELECTION_DEPTH = 6;

/** A header name fetch accepts: an RFC 9110 §5.1 token (letters, digits and !#$%&'*+-.^_`|~). */
export const HEADER_NAME_PATTERN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** A header value fetch accepts and servers read as sent: visible ASCII and inner spaces (RFC 9110 §5.5, no line breaks). */
export const HEADER_VALUE_PATTERN = /^[\x21-\x7E]([\x20-\x7E]*[\x21-\x7E])?$/;

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
