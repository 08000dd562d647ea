// Which of a feed's kept events the live feed shows (issue 25 §4): the store's newest page, until
// Show older asks for the next page (SUBSCRIPTION_FEED_LIMIT more) or Show all kept for every one.
// A new feed starts again at its newest page.
import { useState } from 'react';
import { storeConstants, type FeedEvent, type SubscriptionFeed } from '../store/index.ts';

export interface KeptEvents<TData> {
  /** What the feed shows, newest first. */
  items: readonly FeedEvent<TData>[];
  /** Events the store keeps (reading it follows the feed's signals). */
  kept: number;
  showOlder(): void;
  showAll(): void;
}

export function useKeptEvents<TData>(feed: SubscriptionFeed<TData>): KeptEvents<TData> {
  const [older, setOlder] = useState<{ feed: SubscriptionFeed<TData>; shown: number } | null>(null);
  const newest = feed.feed.value;
  const kept = feed.kept.value;
  const shown = older?.feed === feed ? older.shown : newest.length;
  const items = shown > newest.length ? feed.keptEvents(0, shown) : newest;
  return {
    items,
    kept,
    showOlder: () => setOlder({ feed, shown: items.length + storeConstants.SUBSCRIPTION_FEED_LIMIT }),
    showAll: () => setOlder({ feed, shown: kept }),
  };
}
