// Who may ask for /graphql, judged by what browsers say about a request (Fetch Metadata, W3C
// "Fetch Metadata Request Headers"), on top of proxy-guard.ts's Host and Origin checks (issue 24
// §1). /graphql answers carry the proxy's credentials and are only for the app's own fetch,
// XMLHttpRequest and WebSocket:
//   - a request another origin's page started (`Sec-Fetch-Site`), with or without Origin: 403
//     (security review finding 6: an `<img>` elsewhere spent the key's quota);
//   - a navigation, a frame, a script or a service-worker registration asking for it: 403, so an
//     upstream answer is never a document or a script on the app's origin (finding 2);
//   - a GET without a CSRF-prevention header (PROXY_GET_PREFLIGHT_HEADERS), which only a script
//     of the app's own origin can add: 403, for browsers without Fetch Metadata. A WebSocket
//     handshake (which cannot add one) is exempt only when it is one: a request Node handed to
//     the upgrade event (`Connection: upgrade` with an `Upgrade`, checked for `websocket` by
//     websocket-handshake.ts next); a stray Upgrade header on a plain GET is not.
// Older browsers' navigations are covered by the answer's own headers (proxy-response-headers.ts,
// GRAPHQL_SECURITY_HEADERS).
import type { IncomingMessage } from 'node:http';
import { GRAPHQL_FETCH_DESTINATIONS, GRAPHQL_PATH, PROXY_GET_PREFLIGHT_HEADERS } from './constants.ts';
import { isFromElsewhere } from './fetch-metadata.ts';
import type { Refusal } from './proxy-guard.ts';

/**
 * Null when /graphql may answer `request` (an HTTP request, or with `isUpgrade` a request from the
 * server's upgrade event); otherwise the status and the reason.
 */
export function graphqlRefusalFor(request: IncomingMessage, isUpgrade = false): Refusal | null {
  const { headers } = request;
  if (isFromElsewhere(headers)) {
    return { status: 403, message: 'Requests started by another site are refused: the proxy adds credentials of its own.' };
  }
  const destination = headers['sec-fetch-dest'];
  if (headers['service-worker'] !== undefined || (destination !== undefined && !GRAPHQL_FETCH_DESTINATIONS.includes(destination))) {
    return { status: 403, message: '/graphql answers the app\'s own requests only; it is not a page, a frame or a script.' };
  }
  if (request.method === 'GET' && !isUpgrade && !PROXY_GET_PREFLIGHT_HEADERS.some((name) => headers[name])) {
    return { status: 403, message: `A GET on ${GRAPHQL_PATH} needs a non-empty ${PROXY_GET_PREFLIGHT_HEADERS.join(' or ')} header (CSRF prevention).` };
  }
  return null;
}

