// static/index.html and static/404.html begin with an inline script that moves a path link to its
// hash form on a plain static host (src/path-link-start.ts; build.mjs writes it between the
// path-link markers). Facet's server sends neither page with it: its routes are real paths, and
// its policy (`script-src 'self'`, constants.ts) refuses inline scripts, so the browser would
// report a violation on every page.

/** The block build.mjs writes (PATH_LINK_BEGIN … PATH_LINK_END), with its indentation and line. */
const PATH_LINK_BLOCK = /[ \t]*<!-- path-link:[^>]*-->[\s\S]*?<!-- \/path-link -->\n?/;

/** `html` without the path-link script. */
export function withoutPathLinkScript(html: string): string {
  return html.replace(PATH_LINK_BLOCK, '');
}
