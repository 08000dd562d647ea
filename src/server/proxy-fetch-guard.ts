// Who may ask for /graphql, judged by what browsers say about a request (Fetch Metadata, W3C
// "Fetch Metadata Request Headers"), on top of proxy-guard.ts's Host and Origin checks (issue 24
// §1, security review finding 2). /graphql answers carry the proxy's credentials and are only for
// the app's own fetch, XMLHttpRequest and WebSocket: a navigation, a frame, a script or a
// service-worker registration asking for it is refused, so an upstream answer is never a
// document or a script on the app's origin, whatever its type.
//
// Older browsers send no Fetch Metadata; for them the answer's own headers hold
// (proxy-response-headers.ts, GRAPHQL_SECURITY_HEADERS).
import type { IncomingMessage } from 'node:http';
import { GRAPHQL_FETCH_DESTINATIONS } from './constants.ts';
import type { Refusal } from './proxy-guard.ts';

/** Null when /graphql may answer `request`; otherwise the status and the reason. */
export function graphqlRefusalFor(request: IncomingMessage): Refusal | null {
  const { headers } = request;
  const destination = headers['sec-fetch-dest'];
  if (headers['service-worker'] !== undefined || (destination !== undefined && !GRAPHQL_FETCH_DESTINATIONS.includes(destination))) {
    return { status: 403, message: '/graphql answers the app\'s own requests only; it is not a page, a frame or a script.' };
  }
  return null;
}
