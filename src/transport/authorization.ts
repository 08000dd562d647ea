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

/** globalThis.localStorage, or null where it is missing or reading it throws (sandboxed frames). */
export function defaultStorage(): TokenStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
