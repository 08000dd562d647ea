// Every value the demo backend is tuned by, each with the rule it implements.
// Node only: never imported by browser code (PRODUCT.md §2).

// ─── Process ────────────────────────────────────────────────────────────────

/** PRODUCT.md §5: the demo backend listens on the loopback interface only. */
export const DEMO_HOST = '127.0.0.1';

/** Issue 4 "Demo backend": port when neither `--port` nor `PORT` is given. */
export const DEFAULT_PORT = 4000;

/** Issue 4 "Demo backend": the one path for GraphQL over HTTP and over WebSocket. */
export const GRAPHQL_PATH = '/graphql';

/** Served-back uploads live under this path (`/uploads/<id>`). */
export const UPLOADS_PATH = '/uploads/';

/** Generated images live under this path (`/images/<seed>.svg?label=…`). */
export const IMAGES_PATH = '/images/';

/** A clean stop may wait this long for open sockets before they are destroyed. */
export const SHUTDOWN_GRACE_MS = 2000;

// ─── Sign-in ────────────────────────────────────────────────────────────────

/** README "Demo backend": the one demo account's e-mail address. */
export const DEMO_EMAIL = 'demo@facet.dev';

/** README "Demo backend": the one demo account's password. */
export const DEMO_PASSWORD = 'facet-demo';

/** GraphQL error code for a missing or unknown token (Apollo Server's established name). */
export const UNAUTHENTICATED_CODE = 'UNAUTHENTICATED';

/** GraphQL error code for arguments the schema accepts but the domain rejects. */
export const BAD_USER_INPUT_CODE = 'BAD_USER_INPUT';

/** GraphQL error code for an id that names nothing. */
export const NOT_FOUND_CODE = 'NOT_FOUND';

// ─── Limits (bad input never crashes the server and never exhausts it) ────────

/** Largest request body accepted on `/graphql`; larger ones get a 413 with a GraphQL error. */
export const MAX_REQUEST_BYTES = 20 * 1024 * 1024;

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

/** GraphQLOverWebSocket.md: the current protocol's subprotocol name. */
export const GRAPHQL_TRANSPORT_WS_PROTOCOL = 'graphql-transport-ws';

/** subscriptions-transport-ws PROTOCOL.md: the legacy protocol's subprotocol names. */
export const LEGACY_GRAPHQL_WS_PROTOCOL = 'graphql-ws';
export const LEGACY_GRAPHQL_SUBSCRIPTIONS_PROTOCOL = 'graphql-subscriptions';
