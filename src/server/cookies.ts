// The Cookie header and the app's own session cookie names, one home for both (review findings
// 10, 11, 17): the proxy's filters both ways (proxy-headers.ts, proxy-response-headers.ts),
// --forward-cookies (proxy-config.ts) and the session endpoint read them here.
import { SESSION_COOKIE_NAME } from '../store/session-cookie.ts';

export interface CookiePair {
  name: string;
  /** As sent, not decoded. */
  value: string;
}

/**
 * The app's own session cookies: the unscoped `facet-token` of earlier versions and every
 * `facet-token-<port>[-<upstream>]` (session-endpoint.ts). They are for this server's page renders:
 * never forwarded upstream, never set by an upstream, never named with --forward-cookies.
 */
export function isSessionCookieName(name: string): boolean {
  return name === SESSION_COOKIE_NAME || name.startsWith(`${SESSION_COOKIE_NAME}-`);
}

/** A Cookie header's `name=value` pairs in order (RFC 6265 §5.4), trimmed; a part without `=` is skipped. */
export function parseCookieHeader(header: string | undefined): CookiePair[] {
  const pairs: CookiePair[] = [];
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    pairs.push({ name: part.slice(0, at).trim(), value: part.slice(at + 1).trim() });
  }
  return pairs;
}

/** The cookie name a Set-Cookie line sets. */
export function setCookieName(line: string): string {
  return line.split('=', 1)[0]!.trim();
}
