// A running subscription's events as a live feed, shared by /subscription/:field and /document
// (issue 11 item 3 "one shared live-feed output"). Only this part re-renders when events arrive,
// not the form and the document above it (bench/feed.bench.ts streams 1,000 events/s into it).
// Each event shows its GraphQL errors and its data as a card: the one root field an operation
// screen subscribed to, or the whole event for a written document.
import { useCallback, useEffect, useState } from 'react';
import type { FeedEvent, SubscriptionFeed } from '../store/index.ts';
// By path, as it is not in the store's list (the first screen would carry it).
import { watchFeedGaps, type FeedGaps } from '../store/feed-gaps.ts';
import { ErrorBoundary } from '../ui/feedback/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
import type { GraphQLSchema } from 'graphql';
import { FeedExport, LiveFeed, ResultAlerts, ResultValue } from '../ui/results/index.ts';
// Show older and Export: the events the store keeps beyond the newest page (issue 25 §4).
import { useKeptEvents } from './use-kept-events.ts';

type Data = Record<string, unknown>;

export interface LiveEventsProps {
  feed: SubscriptionFeed<Data>;
  /** Names the feed, e.g. "itemChanged events". */
  label: string;
  /** Show only this root field of each event, under its name. @default the whole event, as "Event" */
  fieldName?: string;
  /** Heading level of each event's card. */
  headingLevel: 3 | 4;
  /** The schema the feed runs against: its display hints say how events show. */
  schema?: GraphQLSchema | null | undefined;
  onAdoptToken?: (token: string) => void;
  /** Saves an exported file; injectable for tests. @default the browser's download */
  save?: (fileName: string, text: string, type: string) => void;
}

export function LiveEvents({ feed, label, fieldName, headingLevel, schema, onAdoptToken, save }: LiveEventsProps) {
  useSignals();
  const { store } = useApp();
  const { items, kept, showOlder, showAll } = useKeptEvents(feed);
  // Where the connection was down while this feed ran, marked between its events (issue 16).
  // Made in the effect that disposes it, so StrictMode's second run leaves one live watcher.
  const [gaps, setGaps] = useState<FeedGaps | null>(null);
  useEffect(() => {
    const watching = watchFeedGaps(feed, store.connection, Date);
    setGaps(watching);
    return () => watching.dispose();
  }, [feed, store]);
  const renderEvent = useCallback(
    (event: FeedEvent<Data>) => {
      const value = fieldName === undefined ? event.data : event.data ? event.data[fieldName] : null;
      // One event that cannot be drawn (a payload whose errors is a string…) becomes an alert in
      // its place; the feed and the other events go on (issue 12 item 5).
      return (
        <ErrorBoundary title="This event could not be shown">
          <ResultAlerts graphqlErrors={event.errors} />
          {fieldName !== undefined || event.data ? (
            <ResultValue value={value} label={fieldName ?? 'Event'} {...(fieldName !== undefined ? { rootField: fieldName } : {})} headingLevel={headingLevel} schema={schema ?? null} {...(onAdoptToken ? { onAdoptToken } : {})} />
          ) : null}
        </ErrorBoundary>
      );
    },
    [fieldName, headingLevel, schema, onAdoptToken],
  );
  return (
    <LiveFeed
      label={label}
      items={items}
      kept={kept}
      onShowOlder={showOlder}
      onShowAll={showAll}
      actions={<FeedExport label={label} kept={kept} total={feed.count.value} getEvents={() => feed.keptEvents()} {...(save ? { save } : {})} />}
      getKey={eventKey}
      renderItem={renderEvent}
      total={feed.count.value}
      connection={feed.status.value}
      retry={feed.retry.value}
      retryLimit={feed.retry.value.limit}
      secondsToRetry={store.secondsToRetry.value}
      onRetryNow={store.retryConnectionNow}
      gaps={gaps?.gaps.value ?? NO_GAPS}
    />
  );
}

const eventKey = (event: FeedEvent<Data>) => String(event.index);
const NO_GAPS: readonly never[] = [];
