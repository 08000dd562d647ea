/**
 * The bearer value both halves send: `Authorization: Bearer <v>` over HTTP and in the WebSocket
 * connection parameters. Read from storage at send (or connect) time, never cached, so signing in
 * or out applies to the next request. PRODUCT.md §1 "Authorization"; seed/spec.md §7.
 */
import { BEARER_PREFIX } from './constants.ts';
import type { TokenStorage } from './types.ts';

/** `Bearer <v>` for the value stored under `tokenName`, or undefined when none (or '') is stored. */
export function readBearer(storage: TokenStorage | null | undefined, tokenName: string): string | undefined {
  let value: string | null | undefined;
  try {
    value = storage?.getItem(tokenName);
  } catch {
    // Storage can throw (disabled cookies, sandboxed frames): treat it as "nothing stored".
  }
  return value ? BEARER_PREFIX + value : undefined;
}

/**
 * The default `storage` of both halves: globalThis.localStorage, looked up at each read, so a
 * page without it (workers, Node) reads nothing and one where it throws (sandboxed frames) is
 * caught by readBearer.
 */
export const globalStorage: TokenStorage = { getItem: (key) => globalThis.localStorage?.getItem(key) ?? null };
