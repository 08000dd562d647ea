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
