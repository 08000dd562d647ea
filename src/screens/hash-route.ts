// On Facet's server, whose pages use real paths (issue 17), a hash link (`/#/query/events?limit=3`,
// `/?limit=3#/query/events`) is moved to its path, which the server renders. Loaded with
// src/hydrate.tsx, only on such pages; the other direction is route-forms.ts.

/** `…/#/route?args` or `…/?args#/route` as `/route?args`, or null when the hash holds no route. */
export function hashRouteAsPath(href: string): string | null {
  const url = new URL(href);
  if (!url.hash.startsWith('#/')) return null;
  const route = url.hash.slice(1);
  const at = route.indexOf('?');
  const path = at < 0 ? route : route.slice(0, at);
  const search = at < 0 ? url.search : `?${route.slice(at + 1)}`;
  return `${url.origin}${path}${search}`;
}
