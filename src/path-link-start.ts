// The static pages' first script, inline in static/index.html and static/404.html (build.mjs
// writes it there from this file): a path link (`/facet/query/events?limit=3`) that reached a
// plain static host, through the host's 404.html or its fallback to index.html, is moved to the
// hash form (`/facet/?limit=3#/query/events`) before anything else loads (issue 17). Inline,
// because no relative `src` resolves from that depth. Facet's server, whose routes are real
// paths, removes it from every page it sends (src/server/static-html.ts).
import { pathRouteAsHash } from './screens/route-forms.ts';

const hashForm = pathRouteAsHash(location.href);
if (hashForm !== null) {
  // Stop this page first: the rest of it would fetch its relative assets from the wrong folder,
  // and each failure would be an error in the console.
  stop();
  location.replace(hashForm);
}
