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

/**
 * Events kept in a subscription's feed, newest first, and what the live feed shows; `count` keeps
 * the total. Issue 5 "a feed signal (bounded, newest first, with a total count)"; issue 12 item 7
 * "keep only what is shown": at 10,000 events/s every frame replaces the whole feed, so this is
 * the cards rendered per frame (bench/feed.bench.ts on a loaded 2-core machine: 200 cards left the
 * count 9.9 s behind, none 2.5 s).
 */
export const SUBSCRIPTION_FEED_LIMIT = 50;

/**
 * Where no animation frames are given (Node, tests), events of a burst arriving within this window
 * reach the cache and the feed together (the first at once): one update per 60 Hz frame, so a fast
 * stream cannot starve the page. Issue 7 "Measured: 1,000 events per second into the live feed".
 */
export const FEED_FLUSH_INTERVAL_MS = 16;

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
