/**
 * A subscription's events as a live feed (WAI-ARIA APG Feed pattern,
 * https://www.w3.org/WAI/ARIA/apg/patterns/feed/): `role="feed"` holding one focusable `article`
 * per event with `aria-posinset`/`aria-setsize`, `aria-busy` while events are being added, newest
 * first. Page Down / Page Up move focus between articles (APG feed keyboard). Above it, a status
 * line (`role="status"`) says how the connection stands ("Live · graphql-transport-ws",
 * "Server unreachable — retrying in 7 s" with Retry now, "Subscription stopped — trying again (2 of 5) in 1 s: <last error>",
 * "Closed") and a count of events received. Where the connection was down, a marker stands
 * between the events before and after (an `article` of its own, so the feed holds only
 * articles): events sent meanwhile may be missing. Before the first event there is no feed
 * element, only a sentence saying what will appear (an empty `role="feed"` breaks ARIA's
 * required children).
 *
 * The store bounds and orders the events; `items` is what is shown, `kept` how many the store
 * holds. When it holds more, the count line says so ("Showing 50 of 812 kept events", and how many
 * of the oldest were dropped), and **Show older** / **Show all kept** below the feed ask the
 * screen for more; focus then moves to the first event revealed, so a keyboard or screen-reader
 * user reads on from where they were (issue 25 §4). `maxItems` only caps what is rendered.
 * Start/Stop belong to the screen. A burst renders the content of its new events only: each
 * article is memoised and its content re-renders only when its item (or `renderItem`) changes, so
 * keep `renderItem` stable (useCallback) for fast feeds (issue 12 item 7).
 */
import { memo, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { describeConnection } from '../feedback/index.ts';
import { formatDateValue } from '../format/format-date.ts';
import { formatNumber } from '../format/format-number.ts';

/** The transport's ConnectionState, structurally (errors need only a message). */
export type FeedConnection =
  | { status: 'idle' }
  | { status: 'connecting'; attempt: number }
  | { status: 'connected'; protocol: string }
  | { status: 'reconnecting'; attempt: number; delayMs: number; lastError: { message: string } | null }
  | { status: 'closed'; error: { message: string } | null };

/** The transport's per-subscription RetryState, structurally. */
export interface FeedRetry {
  attempt: number;
  nextDelayMs: number | null;
  lastError: { message: string } | null;
}

/** The store's FeedGap, structurally: the connection was down after event `afterCount`. */
export interface FeedGapMark {
  afterCount: number;
  from: number;
  to: number;
}

export interface LiveFeedProps<T> {
  /** Names the feed, e.g. "eventCreated events". */
  label: string;
  /** Newest first. */
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Accessible name of an item's article. @default "Event N" (N counts from the first received) */
  getItemLabel?: (item: T, position: number) => string;
  /** Events received in total (more than `items` once the store has dropped old ones). @default items.length */
  total?: number;
  /** Render at most this many (the newest). @default all */
  maxItems?: number;
  /** Events the store keeps (at least `items`; the rest were dropped). @default items.length */
  kept?: number;
  /** Shows the next older page; offered while fewer than `kept` are shown. */
  onShowOlder?: () => void;
  /** Shows every kept event. */
  onShowAll?: () => void;
  /** Beside the count, e.g. the feed's Export menu. */
  actions?: ReactNode;
  connection: FeedConnection;
  retry?: FeedRetry;
  /** Retries allowed before giving up, for "trying again (2 of 5)". */
  retryLimit?: number;
  /** True while events are being added (APG: aria-busy). */
  isBusy?: boolean;
  /** The store's countdown to the next reconnect attempt. */
  secondsToRetry?: number | null;
  /** Shown as Retry now while the connection waits to reconnect. */
  onRetryNow?: () => void;
  /** Where the connection was down (oldest first). @default none */
  gaps?: readonly FeedGapMark[];
  /** Locale for the count and the gaps' times. @default navigator.language */
  locale?: string;
  /** IANA time zone for the gaps' times. @default the reader's */
  timeZone?: string;
}

export function LiveFeed<T>(props: LiveFeedProps<T>) {
  const { label, items, getKey, renderItem, getItemLabel, connection, retry, retryLimit, isBusy = false, secondsToRetry, onRetryNow, gaps = [] } = props;
  const locale = props.locale ?? globalThis.navigator?.language ?? 'en-US';
  const total = props.total ?? items.length;
  const shown = props.maxItems !== undefined ? items.slice(0, props.maxItems) : items;
  const kept = Math.max(props.kept ?? items.length, shown.length);
  const number = { format: (n: number) => formatNumber(n, locale) };
  const countId = useId();
  const list = useRef<HTMLDivElement>(null);
  // After Show older: the position of the first event revealed, focused once it is drawn.
  const revealFrom = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (revealFrom.current === null || !list.current) return;
    const articles = list.current.querySelectorAll<HTMLElement>('article.facet-feed-item:not(.facet-feed-gap)');
    if (articles.length <= revealFrom.current && articles.length < kept) return; // not drawn yet
    articles[Math.min(revealFrom.current, articles.length - 1)]?.focus();
    revealFrom.current = null;
  });
  const reveal = (show: (() => void) | undefined) => () => {
    revealFrom.current = shown.length;
    show?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
    const article = (event.target as HTMLElement).closest('article[aria-posinset]');
    if (!article || article.parentElement !== event.currentTarget) return;
    const next = event.key === 'PageDown' ? article.nextElementSibling : article.previousElementSibling;
    if (next instanceof HTMLElement) {
      event.preventDefault();
      next.focus();
    }
  };
  // Newest first: a gap goes before the newest event it came before.
  const entries: Array<{ item: T; number: number; index: number } | { gap: FeedGapMark }> = [];
  let gapIndex = gaps.length - 1;
  shown.forEach((item, i) => {
    const number = total - i;
    for (; gapIndex >= 0 && gaps[gapIndex]!.afterCount >= number; gapIndex--) entries.push({ gap: gaps[gapIndex]! });
    entries.push({ item, number, index: i });
  });
  const status = feedStatusText(connection, retry, retryLimit, secondsToRetry);
  return (
    <section className="facet-feed" aria-label={label}>
      <div className="facet-feed-status-line">
        <p role="status" className="facet-feed-status" data-status={connection.status} title={connectionDetail(connection)}>
          {status}
        </p>
        {onRetryNow && connection.status === 'reconnecting' ? (
          <Button className="facet-button" onPress={onRetryNow}>
            Retry now
          </Button>
        ) : null}
      </div>
      <div className="facet-feed-count-line">
        <p className="facet-feed-count" id={countId}>
          {`${number.format(total)} ${total === 1 ? 'event' : 'events'} received`}
          {shown.length < total ? ` · ${keptText(shown.length, kept, total, number.format)}` : ''}
        </p>
        {props.actions}
      </div>
      {entries.length === 0 ? (
        <p className="facet-feed-empty facet-muted">No events yet. Each one the server sends appears here, newest first.</p>
      ) : (
        <div role="feed" aria-busy={isBusy} aria-label={label} className="facet-feed-list" onKeyDown={onKeyDown} ref={list}>
          {entries.map((entry, i) =>
            'gap' in entry ? (
              <FeedGapArticle key={`gap-${entry.gap.from}`} gap={entry.gap} position={i + 1} setSize={entries.length} locale={locale} timeZone={props.timeZone} />
            ) : (
              <FeedArticle
                key={getKey(entry.item)}
                item={entry.item}
                position={i + 1}
                setSize={entries.length}
                label={getItemLabel ? getItemLabel(entry.item, entry.index + 1) : `Event ${number.format(entry.number)}`}
                renderItem={renderItem}
              />
            ),
          )}
        </div>
      )}
      {shown.length < kept && (props.onShowOlder || props.onShowAll) ? (
        <div className="facet-feed-more">
          {props.onShowOlder ? (
            <Button className="facet-button" onPress={reveal(props.onShowOlder)} aria-describedby={countId}>
              Show older
            </Button>
          ) : null}
          {props.onShowAll ? (
            <Button className="facet-button" onPress={reveal(props.onShowAll)} aria-describedby={countId}>
              Show all kept
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** "Showing 50 of 812 kept events", and how many of the oldest are gone. */
function keptText(shown: number, kept: number, total: number, format: (n: number) => string): string {
  const showing = `Showing ${format(shown)} of ${format(kept)} kept ${kept === 1 ? 'event' : 'events'}`;
  const dropped = total - kept;
  return dropped > 0 ? `${showing}; the oldest ${format(dropped)} were dropped (only the newest ${format(kept)} are kept)` : showing;
}

/** Where the connection was down: the times it dropped and was back, in the reader's words. */
function FeedGapArticle({ gap, position, setSize, locale, timeZone }: { gap: FeedGapMark; position: number; setSize: number; locale: string; timeZone: string | undefined }) {
  const from = formatDateValue(gap.from, locale, timeZone)?.text ?? '';
  const seconds = Math.max(1, Math.round((gap.to - gap.from) / 1000));
  const lasted = seconds < 60 ? `${formatNumber(seconds, locale)} s` : `${formatNumber(Math.round(seconds / 60), locale)} min`;
  const text = `Connection lost at ${from} for ${lasted}: events sent meanwhile may be missing.`;
  return (
    <article className="facet-feed-item facet-feed-gap" tabIndex={0} aria-posinset={position} aria-setsize={setSize} aria-label="Gap in the feed">
      <p>{text}</p>
    </article>
  );
}

interface FeedArticleProps<T> {
  item: T;
  position: number;
  setSize: number;
  label: string;
  renderItem: (item: T) => ReactNode;
}

const FeedArticle = memo(function FeedArticle<T>({ item, position, setSize, label, renderItem }: FeedArticleProps<T>) {
  return (
    <article className="facet-feed-item" tabIndex={0} aria-posinset={position} aria-setsize={setSize} aria-label={label}>
      <FeedContent item={item} renderItem={renderItem} />
    </article>
  );
}) as <T>(props: FeedArticleProps<T>) => ReactNode;

const FeedContent = memo(function FeedContent<T>({ item, renderItem }: { item: T; renderItem: (item: T) => ReactNode }) {
  return <>{renderItem(item)}</>;
}) as <T>(props: { item: T; renderItem: (item: T) => ReactNode }) => ReactNode;

/** The reason behind a wait to reconnect, for a tooltip: "Attempt 13: WebSocket closed with 1006". */
function connectionDetail(state: FeedConnection): string | undefined {
  if (state.status !== 'reconnecting') return undefined;
  return `Attempt ${state.attempt}${state.lastError ? `: ${state.lastError.message}` : ''}`;
}

/** The status line's text for a connection state and a subscription's retry state. */
export function feedStatusText(connection: FeedConnection, retry?: FeedRetry, retryLimit?: number, secondsToRetry?: number | null): string {
  if (retry && retry.attempt > 0) {
    // Plain words and whole seconds, as the connection's own line says them (issue 16 "States").
    const count = retryLimit !== undefined ? `${retry.attempt} of ${retryLimit}` : `attempt ${retry.attempt}`;
    const reason = retry.lastError ? `: ${retry.lastError.message}` : '';
    if (retry.nextDelayMs === null) return `Stopped trying after ${retry.attempt} ${retry.attempt === 1 ? 'try' : 'tries'}${reason}`;
    return `Subscription stopped — trying again (${count}) in ${Math.max(1, Math.ceil(retry.nextDelayMs / 1000))} s${reason}`;
  }
  return describeConnection(connection, secondsToRetry);
}
