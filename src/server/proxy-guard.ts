// Who may use the proxy (issue 14 §2 "no open proxy"). The upstream is fixed at start and never
// taken from the request; on top of that, a request is refused when
//   - its target is not origin-form (`GET http://elsewhere/ HTTP/1.1`, `CONNECT host:443`): 400;
//   - it carries Host more than once (RFC 9112 §3.2; Node keeps the first, a front proxy may use
//     the last): 400;
//   - its Host is not a loopback name the server listens on (a DNS-rebinding page): 421;
//   - it carries an Origin other than the proxy's own (another site's page, or a cross-site
//     WebSocket): 403. Same-origin fetches and the app's WebSocket send the proxy's own Origin.
// The Host half (hostRefusalFor) and isLoopbackOrigin are also the demo backend's guards, so the
// two servers share one rule (review findings 4 and 5).
// Left out: an allow-list for other host names (the server listens on loopback only).
import type { IncomingMessage } from 'node:http';
import { PROXY_ALLOWED_HOSTNAMES } from './constants.ts';

export interface Refusal {
  status: number;
  message: string;
}

/** `name` or `name:port` for an allowed name, as browsers send it: no URL parse needed (every request passes here). */
const PLAIN_ALLOWED_HOST = new RegExp(`^(${PROXY_ALLOWED_HOSTNAMES.map((name) => name.replace(/[.[\]]/g, '\\$&')).join('|')})(?::\\d{1,5})?$`);

function hostnameOf(host: string): string | null {
  const plain = PLAIN_ALLOWED_HOST.exec(host);
  if (plain) return plain[1]!;
  // Anything else is normalised as a browser would (case, IPv4 shorthand such as 127.1) before the check.
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/**
 * Whether a Host header names this server (a loopback name, any port): the DNS-rebinding half of
 * refusalFor, also the demo backend's Host check (security review finding 7).
 */
export function isAllowedHost(host: string | undefined): boolean {
  const hostname = hostnameOf(host ?? '');
  return hostname !== null && PROXY_ALLOWED_HOSTNAMES.includes(hostname);
}

function hostCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.length === 4 && rawHeaders[i]!.toLowerCase() === 'host') count++;
  return count;
}

/** Null when the request names this server once (one Host, a loopback name); otherwise 400 or 421. */
export function hostRefusalFor(request: IncomingMessage): Refusal | null {
  if (hostCount(request.rawHeaders) > 1) return { status: 400, message: 'A request carries one Host header.' };
  if (!isAllowedHost(request.headers.host)) {
    return { status: 421, message: `This server answers only for ${PROXY_ALLOWED_HOSTNAMES.join(', ')}.` };
  }
  return null;
}

/** Whether an Origin is a page on this machine (http or https, a loopback name, any port). */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin && isAllowedHost(url.host);
  } catch {
    return false;
  }
}

/** Null when the request may be forwarded; otherwise the status and the reason to answer with. */
export function refusalFor(request: IncomingMessage): Refusal | null {
  const target = request.url ?? '';
  if (!target.startsWith('/') || target.startsWith('//')) {
    return { status: 400, message: 'This server forwards only its own /graphql to its configured endpoint; it is not an open proxy.' };
  }
  const hostRefusal = hostRefusalFor(request);
  if (hostRefusal) return hostRefusal;
  const host = request.headers.host ?? '';
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) {
    return { status: 403, message: 'Requests from other origins are refused: the proxy adds credentials of its own.' };
  }
  return null;
}
