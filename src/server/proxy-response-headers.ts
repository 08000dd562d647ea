// What of an upstream's /graphql answer reaches the page (issue 24 §1, security review finding 2).
// The answer is served on the app's own origin, so the upstream must not choose how the browser
// treats it: only a GraphQL media type passes (GRAPHQL_RESPONSE_MEDIA_TYPES; any other body is
// replaced by the caller: a GraphQL-shaped error keeping an error status, else a 502), and only the headers on PROXY_PASSED_RESPONSE_HEADERS pass —
// never the upstream's policies, site-data or navigation directives, nor its cookies, but for the
// names given with --forward-cookies (security review finding 4). The proxy's own
// security headers (GRAPHQL_SECURITY_HEADERS among them) are set by the server and always win.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { GRAPHQL_RESPONSE_MEDIA_TYPES, PROXY_PASSED_RESPONSE_HEADERS } from './constants.ts';
import { isSessionCookieName, setCookieName } from './cookies.ts';

const PASSED = new Set(PROXY_PASSED_RESPONSE_HEADERS);

/** Statuses that never have a body (RFC 9110 §6.4.1). */
const BODILESS_STATUSES = new Set([204, 304]);

/** The media type of a Content-Type value, lower-cased, without parameters (RFC 9110 §8.3.1). */
function essence(contentType: string): string {
  return contentType.split(';', 1)[0]!.trim().toLowerCase();
}

/**
 * Null when the answer may reach the page: a GraphQL media type, or no body at all. Otherwise the
 * media type it had (at most 100 characters), to name in the 502.
 */
export function refusedMediaType(status: number, headers: IncomingHttpHeaders): string | null {
  const contentType = headers['content-type'];
  if (contentType === undefined) {
    return BODILESS_STATUSES.has(status) || headers['content-length'] === '0' ? null : 'no Content-Type';
  }
  const type = essence(contentType);
  return GRAPHQL_RESPONSE_MEDIA_TYPES.includes(type) ? null : type.slice(0, 100);
}

/**
 * Headers for the page: the upstream's passed ones, less any its `Connection` names (RFC 9110
 * §7.6.1), and its Set-Cookie lines for the `forwardCookies` names only (never a session cookie's).
 */
export function clientResponseHeaders(upstream: IncomingHttpHeaders, forwardCookies: readonly string[] = []): OutgoingHttpHeaders {
  const listed = new Set(String(upstream.connection ?? '').split(',').map((name) => name.trim().toLowerCase()));
  const out: OutgoingHttpHeaders = {};
  for (const name in upstream) {
    const value = upstream[name];
    if (value !== undefined && PASSED.has(name) && !listed.has(name)) out[name] = value;
  }
  // Never one of the app's own session cookies, listed or not: the upstream would choose who a page render signs in as.
  const cookies = (upstream['set-cookie'] ?? []).filter((line) => {
    const name = setCookieName(line);
    return forwardCookies.includes(name) && !isSessionCookieName(name);
  });
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}

/** Headers that describe the upstream's own body, dropped when the proxy replaces that body. */
const BODY_HEADERS = ['content-type', 'content-encoding', 'content-length', 'content-language', 'etag', 'last-modified'];

/**
 * Headers for an upstream error answer whose body the proxy replaces: the passed ones (Retry-After,
 * rate-limit advice, caching, cookies listed with --forward-cookies) less those about the old body.
 */
export function errorAnswerHeaders(upstream: IncomingHttpHeaders, forwardCookies: readonly string[] = []): OutgoingHttpHeaders {
  const out = clientResponseHeaders(upstream, forwardCookies);
  for (const name of BODY_HEADERS) delete out[name];
  return out;
}
