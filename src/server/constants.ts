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

// ─── Operations (issue 24 §2: run it for a team) ─────────────────────────────

/**
 * A stop on SIGTERM exits within this, forced if anything still holds the process. `docker stop`
 * sends SIGKILL 10 s after SIGTERM by default (docs.docker.com/reference/cli/docker/container/stop;
 * Kubernetes waits 30 s, systemd 90 s), so the bound stays under the shortest of them with room to
 * spare. What it has to hold: pages in flight (SSR_DATA_WAIT_MS), the WebSocket close handshakes
 * and requests still running (SHUTDOWN_GRACE_MS each).
 */
export const SHUTDOWN_DEADLINE_MS = 8000;

/** Liveness: answers 200 while the process serves (the Kubernetes convention's names). */
export const HEALTH_PATH = '/healthz';

/** Readiness: 200 once the upstream's schema is known and the server is not stopping, else 503. */
export const READY_PATH = '/readyz';

/** Prometheus metrics, text exposition format. */
export const METRICS_PATH = '/metrics';

/**
 * RFC 6455 §7.4.1 / IANA "WebSocket Close Code Number Registry": 1012 Service Restart. Sent to every
 * live socket on SIGTERM, so a client reconnects, through the load balancer, to another instance
 * (src/transport/constants.ts WS_RETRYABLE_CLOSE_CODES retries it).
 */
export const WS_CLOSE_SERVICE_RESTART = 1012;

/**
 * How long `/readyz` waits for the upstream's schema when it is not known yet: under the 1 s a
 * Kubernetes probe waits by default (timeoutSeconds), so an unready server answers 503, not a timeout.
 */
export const READINESS_WAIT_MS = 500;

/**
 * Prometheus histogram buckets (seconds) for upstream latency and render time: the official client
 * libraries' defaults (Go's DefBuckets, prom-client's defaultBuckets), 5 ms to 10 s, which span a
 * loopback API up to a page render's data wait (SSR_DATA_WAIT_MS) and an upstream's slow answer.
 */
export const LATENCY_BUCKETS_SECONDS: readonly number[] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

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
 * Response headers the proxy does not pass back: the page talks to the proxy on its own origin,
 * so the upstream's CORS grants (Fetch standard §3.2.3) would only let other sites read the API
 * through the proxy, with the headers it adds.
 */
export const PROXY_DROPPED_RESPONSE_HEADER_PREFIX = 'access-control-';

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
