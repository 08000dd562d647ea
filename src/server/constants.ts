// Every value Facet's own server is tuned by (the host: static files, server rendering, proxy mode,
// security headers), each with the rule it implements. The demo backend's values live in
// src/demo/constants.ts. Node only: never imported by browser code (PRODUCT.md §2).
import { DEFAULT_HTTP_PATH } from '../transport/constants.ts';

// ─── Process ────────────────────────────────────────────────────────────────

/** PRODUCT.md §5: the server listens on the loopback interface only. */
export const LISTEN_HOST = '127.0.0.1';

/** Issue 4 "Demo backend": port when neither `--port` nor `PORT` is given. */
export const DEFAULT_PORT = 4000;

/**
 * Issue 4 "Demo backend": the one path for GraphQL over HTTP and over WebSocket; the transport's
 * default address, so client and server name it once (code review D3).
 */
export const GRAPHQL_PATH = DEFAULT_HTTP_PATH;

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
const LOOPBACK_HTTP_CONNECT_SOURCES = 'http://localhost:* http://127.0.0.1:*';

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
