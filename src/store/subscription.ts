/**
 * Subscription feeds: each event the transport delivers updates the entities the cache already
 * holds (so queries showing them update) and is prepended to a bounded feed, newest first, with
 * a total count. Events are applied per animation frame (or per FEED_FLUSH_INTERVAL_MS window
 * where there are no frames): a burst becomes one cache batch and one feed update, and only the
 * newest SUBSCRIPTION_FEED_LIMIT of it are kept, so a 10,000 events/s stream costs a frame's work,
 * not an event's (issue 12 item 7, bench/feed.bench.ts). Entities first seen in a feed are not
 * added to the cache: nothing shows them there, and they would grow it by one per event.
 * The connection status is the store's one connection signal; the retry state is this
 * subscription's own, mirrored as a signal (where the connection was down while it ran:
 * feed-gaps.ts). When the
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
import { FEED_FLUSH_INTERVAL_MS, FEED_FRAME_FALLBACK_MS, SUBSCRIPTION_FEED_LIMIT } from './constants.ts';
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

// Until the first subscribe, which replaces it with the handle's own state (and its limit).
const NOT_RETRYING: RetryState = { attempt: 0, nextDelayMs: null, lastError: null, limit: 0 };

export function createSubscription<TData>(
  context: OperationContext,
  prepared: PreparedDocument,
  variables: Variables,
  onStop: () => void,
  requestFrame: FrameScheduler | null = null,
): SubscriptionFeed<TData> {
  const feed = signal<readonly FeedEvent<TData>[]>([]);
  const count = signal(0);
  const retry = signal<RetryState>(NOT_RETRYING);
  const problem = signal<TransportError | null>(null);
  const error = signal<TransportError | null>(null);
  const isActive = signal(true);
  let isStopped = false;
  const operation = { query: prepared.query, variables, operationName: prepared.operationName };

  // Events wait for the next frame (the first of a burst is applied at once): all of them are
  // written to the cache in one batch, the count takes the total, and the feed takes the newest.
  // Pending events are bounded by the feed's limit; their data waits for the cache write.
  let pendingEvents: FeedEvent<TData>[] = [];
  let pendingData: unknown[] = [];
  let received = 0;
  let cancelFrame: (() => void) | null = null;
  let fallbackTimer: unknown = null;
  const isScheduled = () => cancelFrame !== null || fallbackTimer !== null;

  const flush = () => {
    if (!pendingEvents.length) return;
    const events = pendingEvents.length > SUBSCRIPTION_FEED_LIMIT ? pendingEvents.slice(-SUBSCRIPTION_FEED_LIMIT) : pendingEvents;
    const data = pendingData;
    pendingEvents = [];
    pendingData = [];
    const shown = feed.peek();
    const next: FeedEvent<TData>[] = new Array(Math.min(SUBSCRIPTION_FEED_LIMIT, events.length + shown.length));
    for (let i = 0; i < next.length; i++) next[i] = i < events.length ? events[events.length - 1 - i]! : shown[i - events.length]!;
    batch(() => {
      if (data.length) context.cache.writeBatch(prepared, variables, data, { isKnownOnly: true });
      count.value = received;
      feed.value = next;
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
    // Only the newest can be shown: drop older ones in halves, so a burst costs O(1) per event.
    if (pendingEvents.length >= 2 * SUBSCRIPTION_FEED_LIMIT) pendingEvents = pendingEvents.slice(-SUBSCRIPTION_FEED_LIMIT);
    if (event.data) pendingData.push(event.data);
    if (isScheduled()) return;
    flush();
    schedule();
  };
  const settle = () => {
    unschedule();
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
