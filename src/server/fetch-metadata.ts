// What a browser says about where a request comes from (W3C Fetch Metadata Request Headers,
// `Sec-Fetch-Site`), read the same way by the proxy's /graphql guard and the server renders
// (issue 24 §1, security review finding 6). Browsers without Fetch Metadata send nothing, and
// are judged by the other checks (Origin, the GET preflight header).
import type { IncomingHttpHeaders } from 'node:http';
import { OWN_FETCH_SITES } from './constants.ts';

/** Whether the browser says the request was started by a page of another origin. */
export function isFromElsewhere(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  return site !== undefined && !OWN_FETCH_SITES.includes(site);
}
