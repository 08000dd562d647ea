/**
 * How a server render learns the signed-in token (issue 17 "renders with the credential only when
 * one is sent to it in the request"): a page load cannot carry an Authorization header, so while
 * the page is served by Facet's own server the app hands the token to that server, which keeps it
 * in a cookie of its own (src/server/session-endpoint.ts): `HttpOnly`, `SameSite=Strict`, for the
 * browser session, named for that server's port and the API it fronts. Cookies ignore ports, so
 * every server on the host receives it; only the server that set it reads it, and no script on any
 * port can (security review finding 3).
 *
 * The token is handed over only while it goes to the page's own origin (the endpoint is Facet's
 * server, and the token is not held back from it, src/store/token-scope.ts): a token issued for
 * another API never travels to this server. Signing out (or the token being held back) hands over
 * nothing, which clears the cookie. The proxy strips every `facet-token…` cookie before forwarding
 * a request upstream (src/server/proxy-headers.ts).
 *
 * Deliberately left out: a cookie on static hosts (nothing there renders).
 */
import type { Store } from './store.ts';

/** Where the page hands the token to its server: `POST` JSON `{ "token": string | null }`. */
export const SESSION_PATH = '/session';

/** The start of every session cookie's name (`facet-token-<port>[-<upstream>]`), and the name of the one written before it was scoped. */
export const SESSION_COOKIE_NAME = 'facet-token';

export interface MirrorOptions {
  /** The page's address: the endpoint must be on its origin for the token to be handed over. */
  pageUrl: string;
  /**
   * True when the page was drawn with what this browser would send (the page state's
   * `renderedFor` equals the store's `renderKey`): the server's cookie is already in step, so
   * nothing is sent until the token changes.
   */
  isInStep: boolean;
  /** Sends the token (null: none) to the server. @default a same-origin `fetch` to SESSION_PATH */
  send?: (token: string | null) => Promise<unknown>;
}

function postToken(pageUrl: string): (token: string | null) => Promise<unknown> {
  const url = new URL(SESSION_PATH, pageUrl).href;
  return (token) =>
    // JSON: a cross-origin page could send it only after a preflight this server never grants.
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }), credentials: 'same-origin', keepalive: true });
}

/** Keeps the server's cookie in step with the token the page's own endpoint gets; returns the stop. */
export function mirrorTokenToCookie(store: Pick<Store, 'session' | 'tokenScope' | 'settings'>, options: MirrorOptions): () => void {
  const { pageUrl, isInStep, send = postToken(pageUrl) } = options;
  const page = new URL(pageUrl);
  const handedOver = () => {
    const token = store.session.token.peek();
    if (!token || store.tokenScope.isWithheld.peek()) return null;
    try {
      return new URL(store.settings.values.peek().endpoint, page).origin === page.origin ? token : null;
    } catch {
      return null; // an endpoint that is no address goes nowhere
    }
  };
  let sent: string | null | undefined = isInStep ? handedOver() : undefined;
  // One at a time, in order: the last one sent is what the cookie holds.
  let queue: Promise<unknown> = Promise.resolve();
  const write = () => {
    const token = handedOver();
    if (token === sent) return;
    sent = token;
    queue = queue.then(() => send(token)).catch(() => {}); // unreachable server: it renders signed out
  };
  write();
  // Each signal's own subscribe (no effect() import: this module loads on demand, with hydrate.tsx).
  const stops = [store.session.token.subscribe(write), store.tokenScope.isWithheld.subscribe(write), store.settings.values.subscribe(write)];
  return () => stops.forEach((stop) => stop());
}
