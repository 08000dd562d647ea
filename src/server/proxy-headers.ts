// Which request headers cross the proxy to the upstream (RFC 9110 §7.6.1 for hop-by-hop fields;
// the way back is proxy-response-headers.ts): the client's headers minus hop-by-hop ones (and
// those its Connection names), Host (set from the endpoint), Origin and Referer (they name the
// proxy's page); then the server-added headers, which replace a client header of the same name.
// Cookie keeps only the names given with --forward-cookies (none by default, security review
// finding 4): on 127.0.0.1 the browser sends every local app's cookies, and the app's own
// session cookies (`facet-token`, `facet-token-*`: cookies.ts) are for this server's page renders.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { HOP_BY_HOP_HEADERS, PROXY_DROPPED_REQUEST_HEADERS } from './constants.ts';
import { isSessionCookieName, parseCookieHeader } from './cookies.ts';

const HOP_BY_HOP = new Set(HOP_BY_HOP_HEADERS);

function connectionListed(headers: IncomingHttpHeaders): Set<string> {
  const value = headers.connection;
  const list = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(list.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean));
}

function copyEndToEnd(headers: IncomingHttpHeaders, drop: (name: string) => boolean): OutgoingHttpHeaders {
  const listed = connectionListed(headers);
  const out: OutgoingHttpHeaders = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || HOP_BY_HOP.has(name) || listed.has(name) || drop(name)) continue;
    out[name] = value;
  }
  return out;
}

/** Headers for the upstream request: the client's end-to-end ones, then `added` over them. */
export function upstreamRequestHeaders(
  client: IncomingHttpHeaders,
  added: Readonly<Record<string, string>>,
  forwardCookies: readonly string[] = [],
): OutgoingHttpHeaders {
  const out = copyEndToEnd(client, (name) => PROXY_DROPPED_REQUEST_HEADERS.includes(name) || name === 'cookie' || name in added);
  if (typeof client.cookie === 'string' && forwardCookies.length > 0 && !('cookie' in added)) {
    // Never the app's own session cookies (facet-token, facet-token-<port>…): they are for this server's renders.
    const kept = parseCookieHeader(client.cookie)
      .filter(({ name }) => forwardCookies.includes(name) && !isSessionCookieName(name))
      .map(({ name, value }) => `${name}=${value}`);
    if (kept.length > 0) out.cookie = kept.join('; ');
  }
  return { ...out, ...added };
}
