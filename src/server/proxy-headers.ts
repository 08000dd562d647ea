// Which headers cross the proxy, each way (RFC 9110 §7.6.1 for hop-by-hop fields).
//   To the upstream: the client's headers minus hop-by-hop ones (and those its Connection names),
//     Host (set from the endpoint), Origin and Referer (they name the proxy's page); then the
//     server-added headers, which replace a client header of the same name. The app's own session
//     cookie (`facet-token`, src/store/session-cookie.ts: for this server's page renders) is taken
//     out of Cookie; the user's other cookies pass.
//   To the client: the upstream's headers minus hop-by-hop ones and CORS grants. Status, body and
//     Content-Type (and Content-Encoding, so a compressed body stays byte-identical) pass unchanged.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { SESSION_COOKIE_NAME } from '../store/session-cookie.ts';
import { HOP_BY_HOP_HEADERS, PROXY_DROPPED_REQUEST_HEADERS, PROXY_DROPPED_RESPONSE_HEADER_PREFIX } from './constants.ts';

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
export function upstreamRequestHeaders(client: IncomingHttpHeaders, added: Readonly<Record<string, string>>): OutgoingHttpHeaders {
  const out = copyEndToEnd(client, (name) => PROXY_DROPPED_REQUEST_HEADERS.includes(name) || name in added);
  if (typeof out.cookie === 'string') {
    const kept = out.cookie.split(';').filter((part) => !`${part.split('=', 1)[0]!.trim()}-`.startsWith(`${SESSION_COOKIE_NAME}-`));
    if (kept.length > 0) out.cookie = kept.join(';').trim();
    else delete out.cookie;
  }
  return { ...out, ...added };
}

/** Headers for the client: the upstream's end-to-end ones, without CORS grants. */
export function clientResponseHeaders(upstream: IncomingHttpHeaders): OutgoingHttpHeaders {
  return copyEndToEnd(upstream, (name) => name.startsWith(PROXY_DROPPED_RESPONSE_HEADER_PREFIX));
}
