// Arguments ride in the real query string before the hash (`/?limit=5#/query/events`), where the
// screens read them. A hand-written or pasted link often puts them after the route instead
// (`/#/query/events?limit=5`), which the hash router would read as part of the field's name; this
// moves them into place, replacing the query string (the hash's part is the one meant), before
// the router reads the address. (A path link on a static host was already moved to this form by
// the page's inline script, src/path-link-start.ts, before main.js loaded.)

/** The address with a query inside the hash moved before it, or null when there is none. */
export function hashQueryMovedToSearch(href: string): string | null {
  const url = new URL(href);
  const at = url.hash.indexOf('?');
  if (at < 0) return null;
  url.search = url.hash.slice(at + 1);
  url.hash = url.hash.slice(0, at);
  return url.href;
}

/**
 * Rewrites the address now, before the router reads it. A link pasted into an open tab changes
 * only the hash, which loads nothing; as moving its query changes the query string, that one is
 * loaded as a new address, just as editing the query string in the address bar would be (the
 * screen then starts from those arguments).
 */
export function installHashQueryRewrite(win: Window, routeForm: 'hash' | 'path'): void {
  // On Facet's server, hash links go to their paths instead (src/hydrate.tsx).
  if (routeForm === 'path') return;
  const moved = hashQueryMovedToSearch(win.location.href);
  if (moved !== null) win.history.replaceState(win.history.state, '', moved);
  win.addEventListener('hashchange', () => {
    const next = hashQueryMovedToSearch(win.location.href);
    if (next !== null) win.location.replace(next);
  });
}
