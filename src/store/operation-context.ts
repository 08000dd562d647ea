/** What every operation handle shares with the store that created it. */
import type { ReadonlySignal } from '@preact/signals-core';
import type { Clock, ConnectionState, Transport } from '../transport/index.ts';
import type { NormalizedCache } from './cache.ts';

export interface OperationContext {
  readonly cache: NormalizedCache;
  /** The current transport; re-created when the connection settings change. */
  readonly transport: ReadonlySignal<Transport>;
  /** The current transport's connection state (the store's one connection signal). */
  readonly connection: ReadonlySignal<ConnectionState>;
  readonly clock: Clock;
  /** A new Idempotency-Key for each confirmed mutation (src/store/idempotency.ts). */
  newIdempotencyKey(): string;
  /**
   * True during the window after a start from serialized state in which fetches asking for the
   * network are answered from the cache (PRODUCT.md §1 "Server-rendered start").
   */
  isHydrating(): boolean;
}
