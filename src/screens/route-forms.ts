// A link of either form opens the same screen on either host (issue 17): on Facet's server, whose
// pages use real paths, a hash link (`/#/query/events?limit=3`, `/?limit=3#/query/events`) is
// moved to its path; on a static host, which keeps hash routes, a path link that reached the app
// (`/facet/query/events?limit=3`, where the host answers it with index.html) is moved to the hash
// form under the folder the app lives in. The app's own links always follow the host's form.

/**
 * `<meta name="facet-routes" content="path">`: written by Facet's server into every page it
 * renders (src/server/render-page.tsx), so the app writes and reads real paths; a page without it
 * (static/index.html on any static host) keeps hash routes.
 */
export const ROUTES_META_NAME = 'facet-routes';

/** How this page's routes are written: `path` when Facet's server said so in the page, else `hash`. */
export function routeFormOf(doc: Pick<Document, 'querySelector'>): 'hash' | 'path' {
  return doc.querySelector(`meta[name="${ROUTES_META_NAME}"][content="path"]`) ? 'path' : 'hash';
}

/**
 * `/base/route/…?args` as `/base/?args#/route/…`, or null when the path holds no route: the first
 * segment that is one of the app's route roots (src/screens/app.tsx) starts the route.
 */
export function pathRouteAsHash(href: string): string | null {
  const url = new URL(href);
  const route = /^(.*?\/)((?:query|mutation|subscription|type|entity|document|settings)(?:\/.*)?)$/.exec(url.pathname);
  return route && !url.hash.startsWith('#/') ? `${url.origin}${route[1]}${url.search}#/${route[2]}` : null;
}
