/**
 * Subscription feeds: each event the transport delivers updates the entities the cache already
 * holds (so queries showing them update) and is prepended to a bounded feed, newest first, with
 * a total count; up to FEED_KEEP_LIMIT are kept (feed-buffer.ts) for "Show older" and export.
 * Events are applied per animation frame (or per FEED_FLUSH_INTERVAL_MS window where there are
 * no frames): a burst becomes one cache batch and one feed update, and only the
 * newest SUBSCRIPTION_FEED_LIMIT of it are shown, so a 10,000 events/s stream costs a frame's work,
 * not an event's (issue 12 item 7, bench/feed.bench.ts). Entities first seen in a feed are not
 * added to the cache: nothing shows them there, and they would grow it by one per event.
 * The connection status is the store's one connection signal; the retry state is this
 * subscription's own, mirrored as a signal (where the connection was down while it ran:
 * feed-gaps.ts). When the
 * transport is re-created (settings changed) the subscription moves to the new one.
 * Creating a feed has no side effect (review C3): its first subscriber starts it, the last one
 * stops it a microtask later (so StrictMode's re-run effect keeps the same transport subscription),
 * and a feed stopped that way starts again at its next subscriber. One that ended (`stop()`, the
 * server's complete or an error) stays ended and lets go of the transport at once (review C8).
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
import { SUBSCRIPTION_RETRY_LIMIT } from '../transport/index.ts';
import type { Variables } from './cache.ts';
import { FEED_FLUSH_INTERVAL_MS, FEED_FRAME_FALLBACK_MS, FEED_KEEP_LIMIT, SUBSCRIPTION_FEED_LIMIT } from './constants.ts';
import { createFeedBuffer } from './feed-buffer.ts';
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
  /** Events kept, the feed's and older ones: at most FEED_KEEP_LIMIT (issue 25 §4). */
  readonly kept: ReadonlySignal<number>;
  /** Events received but no longer kept (the oldest, beyond FEED_KEEP_LIMIT). */
  readonly dropped: ReadonlySignal<number>;
  /** Kept events newest first, from `start` (0 is the newest) to `end` (exclusive). @default all kept */
  keptEvents(start?: number, end?: number): FeedEvent<TData>[];
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
  /** True while it runs: from its first subscriber until stopped, completed or ended by an error (or its last subscriber left). */
  readonly isActive: ReadonlySignal<boolean>;
  /**
   * Starts it at the first subscriber and returns what unsubscribes; the last unsubscribe stops
   * it a microtask later, and the next subscriber starts it again (the feed and count are kept).
   * Nothing once it ended.
   */
  subscribe(): () => void;
  /** Ends it for good; the feed and count stay readable. */
  stop(): void;
}

/** What the store does when a feed starts and stops (hold it, report its run). */
export interface SubscriptionLifecycle {
  onStart(): void;
  onStop(): void;
}

/**
 * Runs a callback before the next paint (the browser's requestAnimationFrame) and returns what
 * cancels it.
 */
export type FrameScheduler = (callback: () => void) => () => void;

/** The browser's animation frames, or null where there are none (Node). */
export function animationFrames(): FrameScheduler | null {
  const request = globalThis.requestAnimationFrame;
  const cancel = globalThis.cancelAnimationFrame;
  if (typeof request !== 'function' || typeof cancel !== 'function') return null;
  return (callback) => {
    const handle = request.call(globalThis, () => callback());
    return () => cancel.call(globalThis, handle);
  };
}

// Until the first subscribe, which replaces it with the handle's own state: the limit is the
// transport's default, which the store's transports use (review finding 15: it read 0).
const NOT_RETRYING: RetryState = { attempt: 0, nextDelayMs: null, lastError: null, limit: SUBSCRIPTION_RETRY_LIMIT };

export function createSubscription<TData>(
  context: OperationContext,
  prepared: PreparedDocument,
  variables: Variables,
  lifecycle: SubscriptionLifecycle,
  requestFrame: FrameScheduler | null = null,
): SubscriptionFeed<TData> {
  const feed = signal<readonly FeedEvent<TData>[]>([]);
  const count = signal(0);
  // Every event the feed has applied, up to FEED_KEEP_LIMIT; the feed is its newest page.
  const history = createFeedBuffer<FeedEvent<TData>>(FEED_KEEP_LIMIT);
  const kept = signal(0);
  const retry = signal<RetryState>(NOT_RETRYING);
  const problem = signal<TransportError | null>(null);
  const error = signal<TransportError | null>(null);
  const isActive = signal(false); // until its first subscriber starts it (review finding 15)
  let isEnded = false;
  let subscribers = 0;
  let stopFollowing: (() => void) | null = null;
  const operation = { query: prepared.query, variables, operationName: prepared.operationName };

  // Events wait for the next frame (the first of a burst is applied at once): all of them are
  // written to the cache in one batch, the count takes the total, and the feed takes the newest.
  // Pending events are bounded by the kept limit; their data waits for the cache write.
  let pendingEvents: FeedEvent<TData>[] = [];
  let pendingData: unknown[] = [];
  let received = 0;
  let cancelFrame: (() => void) | null = null;
  let fallbackTimer: unknown = null;
  const isScheduled = () => cancelFrame !== null || fallbackTimer !== null;

  const flush = () => {
    if (!pendingEvents.length) return;
    const data = pendingData;
    for (const event of pendingEvents) history.push(event);
    pendingEvents = [];
    pendingData = [];
    batch(() => {
      if (data.length) context.cache.writeBatch(prepared, variables, data, { isKnownOnly: true });
      count.value = received;
      kept.value = history.size;
      feed.value = history.read(0, SUBSCRIPTION_FEED_LIMIT);
    });
  };
  const unschedule = () => {
    cancelFrame?.();
    cancelFrame = null;
    context.clock.clearTimeout(fallbackTimer);
    fallbackTimer = null;
  };
  // After a flush, wait a frame: events arriving meanwhile go together; a quiet frame ends it.
  const onFrame = () => {
    unschedule();
    if (!pendingEvents.length) return;
    flush();
    schedule();
  };
  const schedule = () => {
    if (requestFrame) {
      cancelFrame = requestFrame(onFrame);
      fallbackTimer = context.clock.setTimeout(onFrame, FEED_FRAME_FALLBACK_MS);
    } else {
      fallbackTimer = context.clock.setTimeout(onFrame, FEED_FLUSH_INTERVAL_MS);
    }
  };
  const receive = (event: FeedEvent<TData>) => {
    pendingEvents.push(event);
    // Only the newest can be kept: drop older ones in halves, so a burst costs O(1) per event.
    if (pendingEvents.length >= 2 * FEED_KEEP_LIMIT) pendingEvents = pendingEvents.slice(-FEED_KEEP_LIMIT);
    if (event.data) pendingData.push(event.data);
    if (isScheduled()) return;
    flush();
    schedule();
  };
  const settle = () => {
    unschedule();
    flush();
  };

  /** Lets go of the transport, its listeners and the store. */
  const release = () => {
    if (!stopFollowing) return;
    const stop = stopFollowing;
    stopFollowing = null;
    settle();
    isActive.value = false;
    stop();
    lifecycle.onStop();
  };

  const end = (failure: TransportError | null) => {
    settle();
    isEnded = true;
    batch(() => {
      error.value = failure;
      isActive.value = false;
    });
    release(); // ended by itself: nothing of it stays attached (review C8)
  };

  // Runs once per transport; its cleanup leaves the previous one.
  const follow = () =>
    effect(() => {
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
          // A replaced transport's dispose() completes this sink before this effect's cleanup runs
          // (signals run it after the store's): that is a move to the new transport, not an end.
          if (isCurrent && context.transport.peek() === transport) end(null);
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

  const start = () => {
    isActive.value = true;
    lifecycle.onStart();
    const stop = follow();
    if (!isEnded) {
      stopFollowing = stop;
      return;
    }
    stop(); // it ended while subscribing (no address for subscriptions, an at-once error)
    lifecycle.onStop();
  };

  return {
    feed,
    latest: computed(() => feed.value[0] ?? null),
    count,
    kept,
    dropped: computed(() => count.value - kept.value),
    keptEvents: (start, end) => history.read(start, end),
    status: context.connection,
    retry,
    problem,
    error,
    isActive,
    subscribe() {
      if (isEnded) return () => {};
      subscribers += 1;
      if (!stopFollowing) start();
      let isSubscribed = true;
      return () => {
        if (!isSubscribed) return;
        isSubscribed = false;
        subscribers -= 1;
        if (subscribers === 0) queueMicrotask(() => subscribers === 0 && release());
      };
    },
    stop() {
      isEnded = true;
      settle();
      isActive.value = false;
      release();
    },
  };
}
