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

// ─── Proxy mode (`npm start -- --endpoint URL`) ─────────────────────────────

/**
 * Issue 14 §2 "times out a silent upstream with a clear 504": the longest the proxy waits for the
 * upstream's response headers once the request is sent, or for its next byte (HTTP body or the
 * WebSocket handshake). Matches the transport's own 30000 ms liveness window (PRODUCT.md §1 "WS timings").
 */
export const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * RFC 9112 §9.3.1 (retrying requests): a request that fails on a kept-alive upstream connection the
 * upstream closed while idle is sent once more, on a fresh connection, if its body was at most this
 * big (kept while it streams; a larger body is never held back for a replay).
 */
export const MAX_REPLAY_BODY_BYTES = 1024 * 1024;

/**
 * RFC 9110 §7.6.1: connection-specific header fields a proxy must not forward (plus any named in
 * `Connection`), and RFC 9112 §7.1's Transfer-Encoding, which each hop sets for itself. `Host` is
 * set to the upstream's; `Proxy-*` belong to the hop before us.
 */
export const HOP_BY_HOP_HEADERS: readonly string[] = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
];

/**
 * Request headers the proxy does not forward: they describe the page served by the proxy, not
 * a page of the API, so an upstream origin check would judge the wrong origin. (The client's
 * Authorization and Cookie are the user's own credentials and are forwarded.)
 */
export const PROXY_DROPPED_REQUEST_HEADERS: readonly string[] = ['origin', 'referer'];

/**
 * Issue 24 §1 (security review finding 2): the media types a /graphql answer may have, passed to
 * the page as they are (GraphQL over HTTP §7.1 and its legacy `application/json`, the incremental
 * delivery and subscription transports' `multipart/mixed`, GraphQL over SSE's
 * `text/event-stream`). Anything else (an HTML page, a script) is refused with a 502: on the app's
 * origin it could run script or register a service worker.
 */
export const GRAPHQL_RESPONSE_MEDIA_TYPES: readonly string[] = [
  'application/graphql-response+json',
  'application/json',
  'multipart/mixed',
  'text/event-stream',
];

/**
 * Issue 24 §1 (finding 2): the upstream response headers the proxy passes, all others dropped.
 * An allow-list, because headers that act on the app's origin keep being invented
 * (`Content-Security-Policy`, `Set-Cookie`, `Clear-Site-Data`, `Refresh`, `Link`, `Location`,
 * `Service-Worker-Allowed`, `WWW-Authenticate`'s sign-in prompt, `NEL` reporting…). Kept: how to
 * read the body, caching, retry and rate-limit advice, request ids for the API's support.
 */
export const PROXY_PASSED_RESPONSE_HEADERS: readonly string[] = [
  'content-type',
  'content-encoding',
  'content-length',
  'content-language',
  'cache-control',
  'expires',
  'etag',
  'last-modified',
  'age',
  'vary',
  'retry-after',
  'ratelimit',
  'ratelimit-policy',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'x-request-id',
  'idempotent-replayed',
];

/**
 * Issue 24 §1 (finding 2): what every /graphql answer carries instead of any upstream policy. A
 * navigation to /graphql can never run script (`sandbox`, nothing allowed), and no page of
 * another origin can embed the answer (CORP, Fetch §3.7). JSON and event streams read by fetch
 * are unaffected.
 */
export const GRAPHQL_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Issue 24 §1 (finding 2): Fetch Metadata `Sec-Fetch-Dest` values a /graphql request may carry:
 * fetch and XMLHttpRequest (`empty`), the app's WebSocket (`websocket`). A navigation, a frame, a
 * script or a service worker (`Service-Worker: script`) asking for /graphql is refused.
 */
export const GRAPHQL_FETCH_DESTINATIONS: readonly string[] = ['empty', 'websocket'];

/**
 * Issue 24 §1 (security review finding 6): Fetch Metadata `Sec-Fetch-Site` values of a request
 * the app itself makes (`none`: the user typed the address or used a bookmark). Any other value
 * (`same-site` is another port of 127.0.0.1, `cross-site` another site) is a page elsewhere using
 * the proxy's credentials: refused on /graphql, and a page navigated to from there is rendered
 * without running its query.
 */
export const OWN_FETCH_SITES: readonly string[] = ['same-origin', 'none'];

/**
 * Issue 24 §1 (finding 6): a GET on /graphql must carry one of these headers, which no request a
 * page of another site makes without CORS (an `<img>`, a link, a no-cors fetch) can carry — for
 * browsers that send no Fetch Metadata. The transport sends the first on every GET
 * (src/transport/constants.ts DEFAULT_PREFLIGHT_HEADER_NAME); the others are Apollo's and
 * graphql-yoga's CSRF-prevention headers, for other clients of the proxy.
 */
export const PROXY_GET_PREFLIGHT_HEADERS: readonly string[] = ['apollo-require-preflight', 'x-apollo-operation-name', 'x-graphql-yoga-csrf'];

/**
 * Issue 14 §2 "no open proxy": the Host names the proxy answers to. It listens on loopback only
 * (PRODUCT.md §5), so any other Host is a DNS-rebinding page trying to use the server-added headers.
 */
export const PROXY_ALLOWED_HOSTNAMES: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/** Issue 14 §2: the deployment defaults the app reads beside index.html (src/main.tsx `loadDeploymentDefaults`). */
export const CONFIG_PATH = '/config.json';

/** RFC 6455 §4.2.2 / graphql-ws `handleProtocols`: the request header that lists offered subprotocols. */
export const WS_PROTOCOL_HEADER = 'sec-websocket-protocol';

/**
 * Largest WebSocket message accepted, by the demo's servers and by both legs of the proxy's relay
 * (security review finding 12: ws's default is 100 MiB). A GraphQL document with its variables,
 * or one subscription event, is far smaller; a bigger one closes that socket with 1009.
 */
export const MAX_WS_FRAME_BYTES = 1024 * 1024;

/** RFC 6455 §4.1: the only protocol version a client may ask for (ws's server also takes 8). */
export const WS_VERSION = '13';

/**
 * RFC 6455 §7.4.1: close codes that must never be sent in a Close frame (1005 "no status" and
 * 1006 "abnormal" only describe what was received); relayed as a plain close, or an abrupt one.
 */
export const WS_CLOSE_NO_STATUS = 1005;
export const WS_CLOSE_ABNORMAL = 1006;

// ─── Security headers (issue 12 item 4) ─────────────────────────────────────

/**
 * Issue 12 item 4's policy word for word; every answer of the demo server and the proxy carries
 * CONTENT_SECURITY_POLICY, which is this plus LOOPBACK_HTTP_CONNECT_SOURCES.
 */
export const ISSUE_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data: blob:; " +
  "connect-src 'self' ws: wss: https:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/**
 * Plain-http APIs on this machine (`http://localhost:8080/graphql`, a dev server): the issue's
 * `connect-src` refuses every `http:` origin but the page's own, so the app could not be pointed at
 * one from settings. Only loopback is added: a plain-http remote API would carry the token in clear
 * (use it through the proxy, `--endpoint`, which is 'self').
 */
export const LOOPBACK_HTTP_CONNECT_SOURCES = 'http://localhost:* http://127.0.0.1:*';

/** The policy sent (CSP Level 3): the issue's, with loopback http added to `connect-src`. */
export const CONTENT_SECURITY_POLICY = ISSUE_CONTENT_SECURITY_POLICY.replace(
  "connect-src 'self' ws: wss: https:",
  `connect-src 'self' ws: wss: https: ${LOOPBACK_HTTP_CONNECT_SOURCES}`,
);

/**
 * Issue 12 item 4 "the other usual security headers" (OWASP Secure Headers Project): no MIME
 * sniffing, no framing (for browsers without `frame-ancestors`), the origin only as referrer, no
 * powerful features the app never uses, and a window of its own against cross-origin openers.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

// ─── Idempotency (issue 12 item 8) ──────────────────────────────────────────

/** draft-ietf-httpapi-idempotency-key-header §2: the request header naming one logical request. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Stripe's (and the IETF draft's example) response header saying an answer is a replay. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** The draft's §2.3 "expiry": a key is remembered this long (24 h, as Stripe keeps them). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Most keys remembered at once; the oldest is forgotten first, so memory stays bounded. */
export const MAX_IDEMPOTENCY_KEYS = 1000;

/** Longest key accepted (Stripe's limit); a longer one is refused with a GraphQL error. */
export const MAX_IDEMPOTENCY_KEY_CHARS = 255;

/** GraphQL error code for a key reused with a different operation or variables (draft §2.7, 422). */
export const IDEMPOTENCY_KEY_REUSED_CODE = 'IDEMPOTENCY_KEY_REUSED';

// ─── Server rendering (issue 17) ────────────────────────────────────────────

/**
 * Issue 17 "a bounded wait: a slow upstream yields the screen without its data rather than a slow
 * page": the longest a page waits for its route's query (and, on the first page for an endpoint,
 * its introspection). web.dev's "good" Largest Contentful Paint is within 2500 ms; waiting at most
 * 1500 ms leaves about a second to send, parse and paint. Past it the screen is sent in its
 * loading state and the browser fetches the data itself.
 */
export const SSR_DATA_WAIT_MS = 1500;

/**
 * Issue 17 "public otherwise": how long a shared cache may keep a page rendered without a
 * credential. Short, because the data in it changes with every mutation; long enough that a burst
 * of loads of one link is answered once.
 */
export const SSR_PUBLIC_MAX_AGE_S = 10;

/** Issue 17 "never cached when it was rendered with a credential". */
export const SSR_PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The folders of static/ that hold files only: a missing file there is a plain 404, never the app. */
export const STATIC_ASSET_PREFIXES: readonly string[] = ['/dist/', '/styles/'];
