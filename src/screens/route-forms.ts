// A link of either form opens the same screen on either host (issue 17): on Facet's server, whose
// pages use real paths, a hash link (`/#/query/events?limit=3`, `/?limit=3#/query/events`) opens
// its screen with hash routes, as before server rendering (routeFormOf); on a static host, which
// keeps hash routes, a path link (`/facet/query/events?limit=3`, answered with the host's 404.html
// or its fallback to index.html) is moved to the hash form under the folder the app lives in
// (pathRouteAsHash, run by the pages' inline script, src/path-link-start.ts). The app's own links
// always follow the host's form.

/**
 * The page-state element's id (src/store/page-state.ts PAGE_STATE_ELEMENT_ID, written out here so
 * main.js does not reach that module): Facet's server writes it into every page it renders, and
 * it is the flag that routes there are real paths. A page without it (static/index.html on any
 * static host) keeps hash routes.
 */
export const SERVER_PAGE_MARK = 'facet-page-state';

/**
 * How this page's routes are written: `path` on a page Facet's server rendered, else `hash` — also
 * there when the address holds a hash route (`/#/settings`): that link opens its screen as it
 * always did, a client start with hash routes for the visit.
 */
export function routeFormOf(doc: Pick<Document, 'getElementById'>, hash: string): 'hash' | 'path' {
  return doc.getElementById(SERVER_PAGE_MARK) && !hash.startsWith('#/') ? 'path' : 'hash';
}

/**
 * `/base/route/…?args` as `/base/?args#/route/…`, or null when the path holds no route: the first
 * segment that is one of the app's route roots (src/screens/app.tsx) starts the route.
 */
export function pathRouteAsHash(href: string): string | null {
  const url = new URL(href);
  const route = /^(.*?\/)((?:query|mutation|subscription|type|entity|document|history|settings)(?:\/.*)?)$/.exec(url.pathname);
  return route && !url.hash.startsWith('#/') ? `${url.origin}${route[1]}${url.search}#/${route[2]}` : null;
}
