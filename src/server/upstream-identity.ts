// The API a proxy fronts, named without saying where it is (security review finding 3): a
// truncated SHA-256 of the endpoint and WebSocket endpoint. `/config.json` gives it to the app,
// whose token scope records it beside the proxy's origin (src/store/token-scope.ts), and the
// session cookie's name carries it (session-endpoint.ts): a proxy restarted on the same port in
// front of another API reads neither the token nor the cookie issued for the first. Not a secret,
// and it reveals no part of an address that carries a key in its path or query.
import { createHash } from 'node:crypto';

/** Hex digits kept: 64 bits tell a user's APIs apart. */
const UPSTREAM_IDENTITY_HEX_DIGITS = 16;

export function upstreamIdentity(endpoint: URL, wsEndpoint: URL): string {
  return createHash('sha256').update(`${endpoint.href}\n${wsEndpoint.href}`).digest('hex').slice(0, UPSTREAM_IDENTITY_HEX_DIGITS);
}
