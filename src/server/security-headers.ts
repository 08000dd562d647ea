// Issue 12 item 4: the security headers every response of the demo server and the proxy carries
// (the strict Content-Security-Policy and the usual companions, see SECURITY_HEADERS), set before
// any handler runs. GraphQL answers get a stricter policy on top (GRAPHQL_SECURITY_HEADERS, issue
// 24 §1): an upstream's answer never carries headers of its own that would replace these
// (proxy-response-headers.ts).
import type { ServerResponse } from 'node:http';
import { GRAPHQL_SECURITY_HEADERS, SECURITY_HEADERS } from './constants.ts';

/** Listed once: every response (each proxied request among them) sets them. */
const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);
const GRAPHQL_SECURITY_HEADER_ENTRIES = Object.entries(GRAPHQL_SECURITY_HEADERS);

export function applySecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of SECURITY_HEADER_ENTRIES) response.setHeader(name, value);
}

/** For an answer on /graphql, after applySecurityHeaders: a policy under which nothing runs or embeds. */
export function applyGraphqlSecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of GRAPHQL_SECURITY_HEADER_ENTRIES) response.setHeader(name, value);
}
