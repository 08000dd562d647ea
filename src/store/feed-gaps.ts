/**
 * Where the live connection was down while a feed ran (issue 16 "nothing marks the gap in the feed
 * after it resumes"): events the server sent meanwhile are lost (no dialect replays them), so the
 * feed marks the place. A gap is recorded once the connection is back, after the events received
 * so far; a deliberate reconnect (signing in goes connected → connecting → connected) is no gap.
 * Kept apart from subscription.ts so only the screens that draw a feed load it (the first screen
 * is near its size budget).
 */
import { effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Clock, ConnectionState } from '../transport/index.ts';
import { FEED_KEEP_LIMIT } from './constants.ts';
import type { SubscriptionFeed } from './subscription.ts';

/** A stretch while the connection was down: events sent then may be missing from the feed. */
export interface FeedGap {
  /** Events received before it (it lies between event `afterCount` and the next). */
  readonly afterCount: number;
  /** Clock time the connection dropped. */
  readonly from: number;
  /** Clock time it was back. */
  readonly to: number;
}

export interface FeedGaps {
  /** Oldest first; at most one per event the feed keeps (FEED_KEEP_LIMIT, all reachable with Show older), as older ones stand between nothing kept. */
  readonly gaps: ReadonlySignal<readonly FeedGap[]>;
  dispose(): void;
}

/**
 * Watches `connection` while `feed` is active. `count` is read when the connection is back, so
 * the events of the frame still pending count as before the gap once the feed applies them.
 */
export function watchFeedGaps(feed: Pick<SubscriptionFeed<unknown>, 'count' | 'isActive'>, connection: ReadonlySignal<ConnectionState>, clock: Pick<Clock, 'now'>): FeedGaps {
  const gaps = signal<readonly FeedGap[]>([]);
  // undefined: never live yet; null: live; a time: down since then.
  let droppedAt: number | null | undefined;
  const dispose = effect(() => {
    const { status } = connection.value;
    if (!feed.isActive.value) return;
    if (status === 'connected') {
      if (droppedAt != null) gaps.value = [...gaps.peek(), { afterCount: feed.count.peek(), from: droppedAt, to: clock.now() }].slice(-FEED_KEEP_LIMIT);
      droppedAt = null;
    } else if (droppedAt === null && (status === 'reconnecting' || status === 'closed')) droppedAt = clock.now();
  });
  return { gaps, dispose };
}
