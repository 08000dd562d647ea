/**
 * Every limit, default and storage key of the store, each citing the rule it implements. The
 * after-hydration window is the transport's SSR_FORCE_FETCH_DELAY_MS (STYLE.md "Constants": the
 * store imports it, it does not redefine it).
 */

// ─── Notices ──────────────────────────────────────────────────────────────────────────────────

/** How long a toast stays before it dismisses itself. PRODUCT.md §1 "Interface constants: toast duration 3000 ms". */
export const TOAST_DURATION_MS = 3000;

/** Entries kept in the notice log (every toast and alert is logged). Issue 5 "Notices"; bounded so a chatty feed cannot grow memory. */
export const NOTICE_LOG_LIMIT = 500;

// ─── Subscriptions ────────────────────────────────────────────────────────────────────────────

/** Events kept in a subscription's feed, newest first; `count` keeps the total. Issue 5 "a feed signal (bounded, newest first, with a total count)". */
export const SUBSCRIPTION_FEED_LIMIT = 200;

// ─── Documents ────────────────────────────────────────────────────────────────────────────────

/** Prepared documents (parsed, `__typename` added, printed) kept in memory. Issue 5 "documents the store sends get __typename added"; bounded memo. */
export const DOCUMENT_CACHE_LIMIT = 1000;

// ─── Normalised cache ─────────────────────────────────────────────────────────────────────────

/** Key fields of a type without its own entry in `keyFields`. Issue 5 "entities keyed by __typename + id". */
export const DEFAULT_KEY_FIELDS: readonly string[] = ['id'];

/** Cache key of the query root entity. Issue 5 "Normalised cache" (the root is stored like an entity, as in Apollo's ROOT_QUERY). */
export const ROOT_QUERY_KEY = 'ROOT_QUERY';

/** Version of `store.serialize()` output; hydration ignores any other. Issue 5 "Server-rendered start". */
export const SERIALIZED_STATE_VERSION = 1;

// ─── Settings ─────────────────────────────────────────────────────────────────────────────────

/** localStorage key of the user's settings (namespaced so other apps on the origin never collide). PRODUCT.md §3 "/settings … stored in localStorage". */
export const SETTINGS_STORAGE_KEY = 'facet:settings';

/** Nesting depth of generated selection sets when the user has not chosen one. Issue 6 "nested objects to the chosen depth"; 2 keeps first results small. */
export const DEFAULT_SELECTION_DEPTH = 2;

/** Smallest selection depth accepted. Issue 5 "Settings … with validation" (1 = scalars of the root field only). */
export const MIN_SELECTION_DEPTH = 1;

/** Largest selection depth accepted: deeper documents grow exponentially on cyclic schemas. Issue 5 "Settings … with validation". */
export const MAX_SELECTION_DEPTH = 6;
