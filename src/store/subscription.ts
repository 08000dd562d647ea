/**
 * Subscription feeds: each event the transport delivers is merged into the cache (so queries
 * showing the entity update) and prepended to a bounded feed, newest first, with a total count.
 * The connection status is the store's one connection signal; the retry state is this
 * subscription's own, mirrored as a signal. When the
 * transport is re-created (settings changed) the subscription moves to the new one.
 */
import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type {
  ConnectionState,
  ExecutionResult,
  GraphQLFormattedError,
  RetryState,
  SubscriptionHandle,
  TransportError,
} from '../transport/index.ts';
import type { Variables } from './cache.ts';
import { FEED_FLUSH_INTERVAL_MS, SUBSCRIPTION_FEED_LIMIT } from './constants.ts';
import type { PreparedDocument } from './document.ts';
import type { OperationContext } from './operation-context.ts';

export interface FeedEvent<TData> {
  /** 1 for the first event received, counting on across the transport's reconnects. */
  readonly index: number;
  readonly data: TData | null;
  readonly errors: readonly GraphQLFormattedError[];
  /** Clock time when it arrived. */
  readonly receivedAt: number;
}

export interface SubscriptionOptions {
  /** The operation to run when the document holds several. @default the only one */
  operationName?: string;
}

export interface SubscriptionFeed<TData = Record<string, unknown>> {
  /** Events, newest first, at most SUBSCRIPTION_FEED_LIMIT. */
  readonly feed: ReadonlySignal<readonly FeedEvent<TData>[]>;
  /** The newest event, or null before the first. */
  readonly latest: ReadonlySignal<FeedEvent<TData> | null>;
  /** Events received in total (the feed keeps only the newest). */
  readonly count: ReadonlySignal<number>;
  /** The live connection's state: the store's one connection signal (`store.connection`). */
  readonly status: ReadonlySignal<ConnectionState>;
  /** This subscription's retry state (attempt, next delay, last error). */
  readonly retry: ReadonlySignal<RetryState>;
  /**
   * The latest connection-level problem seen while this feed ran that ended nothing (a malformed
   * or unknown frame, a connection_error after the ack: a ProtocolError naming the protocol), or null.
   */
  readonly problem: ReadonlySignal<TransportError | null>;
  /** The error that ended the subscription, or null. */
  readonly error: ReadonlySignal<TransportError | null>;
  /** False once stopped, completed or ended by an error. */
  readonly isActive: ReadonlySignal<boolean>;
  /** Unsubscribes; the feed and count stay readable. */
  stop(): void;
}

const NOT_RETRYING: RetryState = { attempt: 0, nextDelayMs: null, lastError: null };

export function createSubscription<TData>(
  context: OperationContext,
  prepared: PreparedDocument,
  variables: Variables,
  onStop: () => void,
): SubscriptionFeed<TData> {
  const feed = signal<readonly FeedEvent<TData>[]>([]);
  const count = signal(0);
  const retry = signal<RetryState>(NOT_RETRYING);
  const problem = signal<TransportError | null>(null);
  const error = signal<TransportError | null>(null);
  const isActive = signal(true);
  let isStopped = false;
  const operation = { query: prepared.query, variables, operationName: prepared.operationName };

  // Events are applied in batches: the first at once, the rest of a burst together at the end
  // of each FEED_FLUSH_INTERVAL_MS window. A 1,000 events/s stream then costs about 60 cache and
  // feed updates a second instead of 1,000, so the page keeps up (bench/feed.bench.ts).
  let pending: FeedEvent<TData>[] = [];
  let received = 0;
  let flushTimer: unknown = null;

  const flush = () => {
    if (!pending.length) return;
    const events = pending;
    pending = [];
    batch(() => {
      for (const event of events) if (event.data) context.cache.write(prepared, variables, event.data);
      count.value = received;
      const newest = events.slice(-SUBSCRIPTION_FEED_LIMIT).reverse();
      feed.value = [...newest, ...feed.peek()].slice(0, SUBSCRIPTION_FEED_LIMIT);
    });
  };
  const onFlushTimer = () => {
    flushTimer = null;
    if (!pending.length) return;
    flush();
    flushTimer = context.clock.setTimeout(onFlushTimer, FEED_FLUSH_INTERVAL_MS);
  };
  const receive = (event: FeedEvent<TData>) => {
    pending.push(event);
    if (flushTimer !== null) return;
    flush();
    flushTimer = context.clock.setTimeout(onFlushTimer, FEED_FLUSH_INTERVAL_MS);
  };
  const settle = () => {
    context.clock.clearTimeout(flushTimer);
    flushTimer = null;
    flush();
  };

  const end = (failure: TransportError | null) => {
    settle();
    batch(() => {
      error.value = failure;
      isActive.value = false;
    });
  };

  // Runs once per transport; its cleanup leaves the previous one.
  const stopFollowing = effect(() => {
    const transport = context.transport.value;
    if (!isActive.peek()) return;
    let isCurrent = true;
    // Only problems from now on: one the socket reported before this feed started is not its own.
    const stopProblems = transport.problems.subscribe((reported) => (problem.value = reported));
    const handle: SubscriptionHandle = transport.subscribe(operation, {
      next(result: ExecutionResult) {
        if (!isCurrent) return;
        received += 1;
        receive({
          index: received,
          data: (result.data ?? null) as TData | null,
          errors: result.errors ?? [],
          receivedAt: context.clock.now(),
        });
      },
      error(failure) {
        if (isCurrent) end(failure);
      },
      complete() {
        if (isCurrent) end(null);
      },
    });
    retry.value = handle.retry.get();
    const stopRetry = handle.retry.subscribe((state) => (retry.value = state));
    return () => {
      isCurrent = false;
      stopProblems();
      stopRetry();
      handle.unsubscribe();
    };
  });

  return {
    feed,
    latest: computed(() => feed.value[0] ?? null),
    count,
    status: context.connection,
    retry,
    problem,
    error,
    isActive,
    stop() {
      if (isStopped) return;
      isStopped = true;
      settle();
      isActive.value = false;
      stopFollowing();
      onStop();
    },
  };
}
