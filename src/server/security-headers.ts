// Issue 12 item 4: the security headers every response of the demo server and the proxy carries
// (the strict Content-Security-Policy and the usual companions, see SECURITY_HEADERS). Set before
// any handler runs, so a handler's own value for one of them (the proxy passing an upstream's
// answer) still wins.
import type { ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from './constants.ts';

/** Listed once: every response (each proxied request among them) sets them. */
const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

export function applySecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of SECURITY_HEADER_ENTRIES) response.setHeader(name, value);
}
