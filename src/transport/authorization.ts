/**
 * The bearer value both halves send (each puts BEARER_PREFIX in front): `Authorization: Bearer
 * <v>` over HTTP and in the WebSocket connection parameters. Read at send (or connect) time,
 * never cached, so signing in or out applies to the next request. PRODUCT.md §1
 * "Authorization"; seed/spec.md §7. By default it is read from storage (the seed's
 * `localStorage['apollo-token']`); a `getToken` option replaces that read, and may be async (a
 * token refreshed before it is sent).
 */
import type { TokenStorage } from './types.ts';

/** The value stored under `tokenName`, or undefined when none (or '') is stored. */
export function readToken(storage: TokenStorage | null | undefined, tokenName: string): string | undefined {
  try {
    return storage?.getItem(tokenName) || undefined;
  } catch {
    // Storage can throw (disabled cookies, sandboxed frames): treat it as "nothing stored".
    return undefined;
  }
}

/**
 * The default `storage` of both halves: globalThis.localStorage, looked up at each read, so a
 * page without it (workers, Node) reads nothing and one where it throws (sandboxed frames) is
 * caught by readToken.
 */
export const globalStorage: TokenStorage = { getItem: (key) => globalThis.localStorage?.getItem(key) ?? null };

