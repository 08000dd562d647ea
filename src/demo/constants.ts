// Every value the demo backend is tuned by, each with the rule it implements. The host's values
// (port, listen address, /graphql, security headers) are src/server/constants.ts's; wire values
// shared with the client are the transport's and the store's (code review D3).
// Node only: never imported by browser code (PRODUCT.md §2).

// ─── Paths ──────────────────────────────────────────────────────────────────

/** Served-back uploads live under this path (`/uploads/<id>`). */
export const UPLOADS_PATH = '/uploads/';

/** Generated images live under this path (`/images/<seed>.svg?label=…`). */
export const IMAGES_PATH = '/images/';

// ─── Sign-in ────────────────────────────────────────────────────────────────

/** README "Demo backend": the one demo account's e-mail address. */
export const DEMO_EMAIL = 'demo@facet.dev';

/** README "Demo backend": the one demo account's password. */
export const DEMO_PASSWORD = 'facet-demo';

/**
 * Security review finding 8: a sign-in is forgotten this long after it was made (a week), so tokens
 * do not pile up for the life of the process. Longer than IDEMPOTENCY_TTL_MS, so a mutation resent
 * while its key is remembered never meets a sign-in that ended meanwhile.
 */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Security review finding 8: most sign-ins kept at once; past it the oldest is forgotten first. Far
 * above what one person's tabs and tests need, far below what fills memory.
 */
export const MAX_SESSIONS = 1000;

/** GraphQL error code for a missing or unknown token (Apollo Server's established name). */
export const UNAUTHENTICATED_CODE = 'UNAUTHENTICATED';

/** GraphQL error code for arguments the schema accepts but the domain rejects. */
export const BAD_USER_INPUT_CODE = 'BAD_USER_INPUT';

/** GraphQL error code for an id that names nothing. */
export const NOT_FOUND_CODE = 'NOT_FOUND';

// ─── Limits (bad input never crashes the server and never exhausts it) ────────

/** Largest request body accepted on `/graphql`; larger ones get a 413 with a GraphQL error. */
export const MAX_REQUEST_BYTES = 20 * 1024 * 1024;

/**
 * Security review finding 9 (graphql-armor's `maxTokens`; graphql-js `parse` option): longest
 * document parsed, in lexical tokens. Facet's own introspection query is under 200; a hand-written
 * operation of a few screens stays far below.
 */
export const MAX_OPERATION_TOKENS = 3000;

/**
 * Security review findings 8 and 9: most root fields one operation selects (aliases and fragments
 * counted), so one request cannot sign in thousands of times or fetch the same list hundreds of times.
 */
export const MAX_ROOT_FIELDS = 20;

/**
 * Security review finding 9 (graphql-armor's `maxAliases`): most aliased fields in one operation,
 * each fragment counted as often as it is spread. Facet aliases a field only where union members
 * clash (src/schema/selection.ts), a handful per document.
 */
export const MAX_ALIASES = 50;

/**
 * Security review finding 9 (graphql-armor's `maxDepth`): deepest field nesting of an operation.
 * An introspection field (`__schema`, `__type`) counts as one level here; what is under it has
 * MAX_INTROSPECTION_DEPTH.
 */
export const MAX_SELECTION_DEPTH = 10;

/**
 * Deepest nesting through `__schema`/`__type`, from the operation's root: the app's own
 * introspection query (src/schema/introspection.ts: `ofType` chains of graphql-js's TypeRef) nests
 * 15 levels; a little room above it. Aliases are counted there as anywhere.
 */
export const MAX_INTROSPECTION_DEPTH = 20;

/** GraphQL error code for an operation over one of the limits above. */
export const OPERATION_LIMIT_CODE = 'OPERATION_LIMIT_EXCEEDED';

/** Largest single uploaded file kept. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Largest page any list field returns (`limit`, `first`, `last`). */
export const MAX_PAGE_SIZE = 100;

/** Page size of `eventsConnection` when neither `first` nor `last` is given. */
export const DEFAULT_CONNECTION_PAGE_SIZE = 10;

/** Bounds of `tick(intervalMs)`, so one subscription cannot spin the event loop. */
export const MIN_TICK_INTERVAL_MS = 100;
export const MAX_TICK_INTERVAL_MS = 60_000;

/** Longest label drawn into a generated image. */
export const MAX_IMAGE_LABEL_CHARS = 40;

/** Size of every generated image, so `Image.width`/`height` state what the SVG draws. */
export const GENERATED_IMAGE_WIDTH_PX = 800;
export const GENERATED_IMAGE_HEIGHT_PX = 450;

/** RFC 6838 media type of the generated images (served with it, and given as `Image.mimeType`). */
export const GENERATED_IMAGE_MEDIA_TYPE = 'image/svg+xml';

/** Most tags one event may carry. */
export const MAX_TAGS = 10;

/** Longest name, street or city of a venue, like an event title. */
export const MAX_VENUE_TEXT_CHARS = 200;

/** Bounds of `VenueInput.capacity`: at least one person, at most the largest stadiums tenfold. */
export const MIN_VENUE_CAPACITY = 1;
export const MAX_VENUE_CAPACITY = 1_000_000;

/** `VenueInput.capacity` when left out (stated in the input's description). */
export const DEFAULT_VENUE_CAPACITY = 100;

/** WGS 84 coordinate bounds of `GeoInput`: latitude within ±90°, longitude within ±180°. */
export const MAX_LATITUDE_DEGREES = 90;
export const MAX_LONGITUDE_DEGREES = 180;

// ─── WebSocket ──────────────────────────────────────────────────────────────

/**
 * subscriptions-transport-ws PROTOCOL.md `GQL_CONNECTION_KEEP_ALIVE`: the legacy server sends `ka`
 * this often, well inside the 30000 ms liveness window of PRODUCT.md §1 "WS timings".
 */
export const LEGACY_KEEP_ALIVE_MS = 10_000;

/** graphql-ws `useServer` keep-alive: server pings (protocol-level) this often. */
export const GRAPHQL_WS_PING_MS = 12_000;

// ─── Idempotency (issue 12 item 8) ──────────────────────────────────────────

/** Stripe's (and the IETF draft's example) response header saying an answer is a replay. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** The draft's §2.3 "expiry": a key is remembered this long (24 h, as Stripe keeps them). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Most keys remembered at once; the oldest is forgotten first, so memory stays bounded. */
export const MAX_IDEMPOTENCY_KEYS = 1000;

/**
 * Security review finding 9: most bytes of kept results (their JSON) at once; past it the oldest key
 * is forgotten first, so a thousand large answers cannot fill memory.
 */
export const MAX_IDEMPOTENCY_BYTES = 16 * 1024 * 1024;

/** Longest key accepted (Stripe's limit); a longer one is refused with a GraphQL error. */
export const MAX_IDEMPOTENCY_KEY_CHARS = 255;

/** GraphQL error code for a key reused with a different operation or variables (draft §2.7, 422). */
export const IDEMPOTENCY_KEY_REUSED_CODE = 'IDEMPOTENCY_KEY_REUSED';

