/**
 * The key that makes a mutation harmless to replay (issue 12 §8 "nothing sent twice"): when the
 * connection drops mid-request, the browser itself may send the same POST again on a fresh
 * connection, which the page cannot stop. Every execution of a mutation (one per confirmation;
 * the user's retry is a new one) carries its own `Idempotency-Key` header, the same on every replay
 * of that request, so a server that honours it (the demo backend does: docs/idempotency.md)
 * answers a replay with the first answer and applies it once. Header name: the IETF draft
 * "The Idempotency-Key HTTP Header Field".
 */
import { IDEMPOTENCY_KEY_HEADER } from './constants.ts';

/** A random UUID v4 from WebCrypto (every browser Facet runs in, and Node ≥ 19). */
export function randomIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** The per-request headers of a mutation execution. */
export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: key };
}
