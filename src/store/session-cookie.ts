/**
 * How a server render learns the signed-in token (issue 17 "renders with the credential only when
 * one is sent to it in the request"): a page load cannot carry an Authorization header, so while
 * the page is served by Facet's own server the app mirrors the stored token into a cookie scoped
 * to that server (`Path=/`, `SameSite=Strict`, `Secure` on https), and clears it on signing out.
 * The server reads it from the request only, never from storage of its own, and a request
 * without it renders signed out. The cookie is set only while the token goes to the page's own
 * origin (the endpoint is Facet's server, and the token is not held back from it): a token issued
 * for another API never travels to this server. The proxy strips it before forwarding a request
 * upstream (src/server/proxy-headers.ts).
 *
 * Deliberately left out: HttpOnly (the app sets it; the token is in localStorage anyway, as the
 * specification requires) and a cookie on static hosts (nothing there renders).
 */
import type { Store } from './store.ts';

/** The cookie's name. */
export const SESSION_COOKIE_NAME = 'facet-token';

/** RFC 6265bis §5.6.2: browsers cap Max-Age at 400 days; the token itself lasts as long as localStorage. */
const SESSION_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** Keeps the cookie in step with the token; returns the stop. */
export function mirrorTokenToCookie(store: Pick<Store, 'session' | 'tokenScope' | 'settings'>, doc: Pick<Document, 'cookie'>, pageUrl: string): () => void {
  const page = new URL(pageUrl);
  const secure = page.protocol === 'https:' ? '; Secure' : '';
  const write = () => {
    const token = store.session.token.peek();
    const isWithheld = store.tokenScope.isWithheld.peek();
    const endpoint = store.settings.values.peek().endpoint;
    let isOwnOrigin = false;
    try {
      isOwnOrigin = new URL(endpoint, page).origin === page.origin;
    } catch {
      // an endpoint that is no address goes nowhere: no cookie
    }
    doc.cookie =
      token && !isWithheld && isOwnOrigin
        ? `${SESSION_COOKIE_NAME}=${encodeURIComponent(token)}; Path=/; Max-Age=${SESSION_COOKIE_MAX_AGE_S}; SameSite=Strict${secure}`
        : `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
  };
  // Each signal's own subscribe (no effect() import: this module loads on demand, with hydrate.tsx).
  const stops = [store.session.token.subscribe(write), store.tokenScope.isWithheld.subscribe(write), store.settings.values.subscribe(write)];
  return () => stops.forEach((stop) => stop());
}

/** The token a request's Cookie header carries, or null. */
export function tokenFromCookieHeader(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== SESSION_COOKIE_NAME) continue;
    try {
      const value = decodeURIComponent(part.slice(at + 1).trim());
      return value === '' ? null : value;
    } catch {
      return null;
    }
  }
  return null;
}
