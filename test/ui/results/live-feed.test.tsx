import '../../setup/dom.ts';
import axe from 'axe-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LiveFeed, feedStatusText, type FeedConnection } from '../../../src/ui/results/live-feed.tsx';
import { $, click, focus, press, render } from '../../helpers/interact.ts';

/** axe-core's serious and critical findings inside `root` (contrast needs layout, so it is checked in e2e). */
async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

interface Tick {
  id: number;
  text: string;
}

const CONNECTED: FeedConnection = { status: 'connected', protocol: 'graphql-transport-ws' };
/** Events newest first, as the store's feed holds them. */
const ticks = (count: number): Tick[] => Array.from({ length: count }, (_, i) => ({ id: count - i, text: `tick ${count - i}` }));
const renderTick = (tick: Tick) => <p>{tick.text}</p>;

function articles(root: ParentNode): HTMLElement[] {
  return [...$(root, '[role="feed"]').querySelectorAll<HTMLElement>(':scope > article')];
}

const LiveFeedSuite = suite('LiveFeed');

LiveFeedSuite('renders events newest first as articles with position and set size', () => {
  const view = render(<LiveFeed label="ticks" items={ticks(3)} getKey={(t) => String(t.id)} renderItem={renderTick} connection={CONNECTED} />);
  const list = articles(view.container);
  assert.equal(list.map((a) => a.textContent), ['tick 3', 'tick 2', 'tick 1']);
  assert.equal(list.map((a) => [a.getAttribute('aria-posinset'), a.getAttribute('aria-setsize')]), [
    ['1', '3'],
    ['2', '3'],
    ['3', '3'],
  ]);
  assert.equal(list.map((a) => a.getAttribute('aria-label')), ['Event 3', 'Event 2', 'Event 1']);
  assert.ok(list.every((a) => a.tabIndex === 0));
  view.unmount();
});

LiveFeedSuite('keeps the newest first as events arrive and reuses the articles already shown', () => {
  const props = { label: 'ticks', getKey: (t: Tick) => String(t.id), renderItem: renderTick, connection: CONNECTED };
  const view = render(<LiveFeed {...props} items={ticks(2)} />);
  const oldest = articles(view.container)[1]!;
  view.rerender(<LiveFeed {...props} items={ticks(3)} />);
  const list = articles(view.container);
  assert.equal(list.map((a) => a.textContent), ['tick 3', 'tick 2', 'tick 1']);
  assert.ok(list[2] === oldest, 'the existing article node is kept');
  assert.is(list[2]!.getAttribute('aria-posinset'), '3');
  view.unmount();
});

LiveFeedSuite('renders at most maxItems, the newest, and counts every event received', () => {
  const view = render(
    <LiveFeed label="ticks" items={ticks(50)} total={1234} maxItems={5} getKey={(t) => String(t.id)} renderItem={renderTick} connection={CONNECTED} locale="en-US" />,
  );
  const list = articles(view.container);
  assert.equal(list.map((a) => a.textContent), ['tick 50', 'tick 49', 'tick 48', 'tick 47', 'tick 46']);
  assert.equal(list.map((a) => a.getAttribute('aria-setsize')), ['5', '5', '5', '5', '5']);
  assert.is(list[0]!.getAttribute('aria-label'), 'Event 1,234');
  assert.is($(view.container, '.facet-feed-count').textContent, '1,234 events received · Showing 5 of 50 kept events; the oldest 1,184 were dropped (only the newest 50 are kept)');
  view.unmount();
});

LiveFeedSuite('renders the content of new events only when a burst arrives', () => {
  const rendered: number[] = [];
  const renderCounted = (tick: Tick) => {
    rendered.push(tick.id);
    return <p>{tick.text}</p>;
  };
  const props = { label: 'ticks', getKey: (t: Tick) => String(t.id), renderItem: renderCounted, connection: CONNECTED };
  // The same event objects, as the store keeps them: 50 shown, then a frame's burst of 30.
  const all = ticks(80);
  const view = render(<LiveFeed {...props} items={all.slice(30)} total={50} />);
  assert.is(rendered.length, 50);
  rendered.length = 0;
  view.rerender(<LiveFeed {...props} items={all.slice(0, 50)} total={80} />);
  assert.equal(rendered, Array.from({ length: 30 }, (_, i) => 80 - i));
  assert.is(articles(view.container).length, 50);
  assert.is(articles(view.container)[0]!.getAttribute('aria-label'), 'Event 80');
  rendered.length = 0;
  view.rerender(<LiveFeed {...props} items={all.slice(0, 50)} total={80} connection={{ status: 'closed', error: null }} />);
  assert.equal(rendered, [], 'a status change renders no event');
  view.unmount();
});

LiveFeedSuite('is a labelled feed whose aria-busy follows isBusy', () => {
  const props = { label: 'eventCreated', items: ticks(1), getKey: (t: Tick) => String(t.id), renderItem: renderTick, connection: CONNECTED };
  const view = render(<LiveFeed {...props} />);
  const feed = $(view.container, '[role="feed"]');
  assert.is(feed.getAttribute('aria-label'), 'eventCreated');
  assert.is(feed.getAttribute('aria-busy'), 'false');
  view.rerender(<LiveFeed {...props} isBusy />);
  assert.is(feed.getAttribute('aria-busy'), 'true');
  view.unmount();
});

LiveFeedSuite('moves focus between articles with Page Down and Page Up', () => {
  const view = render(<LiveFeed label="ticks" items={ticks(3)} getKey={(t) => String(t.id)} renderItem={renderTick} connection={CONNECTED} />);
  const list = articles(view.container);
  focus(list[0]!);
  assert.not.ok(press(list[0]!, 'PageDown'));
  assert.ok(document.activeElement === list[1]);
  press(list[1]!, 'PageDown');
  assert.ok(document.activeElement === list[2]);
  assert.ok(press(list[2]!, 'PageDown'), 'the last article leaves Page Down to the browser');
  press(list[2]!, 'PageUp');
  assert.ok(document.activeElement === list[1]);
  view.unmount();
});

LiveFeedSuite('shows the connection and retry state in a status line', () => {
  const props = { label: 'ticks', items: [] as Tick[], getKey: (t: Tick) => String(t.id), renderItem: renderTick };
  const view = render(<LiveFeed {...props} connection={CONNECTED} />);
  const status = $(view.container, '[role="status"]');
  assert.is(status.textContent, 'Live · graphql-transport-ws');
  view.rerender(
    <LiveFeed {...props} connection={CONNECTED} retry={{ attempt: 2, nextDelayMs: 1000, lastError: { message: 'Subscription ended: boom' } }} retryLimit={5} />,
  );
  assert.is(status.textContent, 'Subscription stopped — trying again (2 of 5) in 1 s: Subscription ended: boom');
  view.rerender(<LiveFeed {...props} connection={{ status: 'closed', error: null }} />);
  assert.is(status.textContent, 'Closed');
  assert.is($(view.container, '.facet-feed-count').textContent, '0 events received');
  view.unmount();
});

LiveFeedSuite('passes axe-core checks', async () => {
  const view = render(
    <main>
      <LiveFeed label="ticks" items={ticks(3)} getKey={(t) => String(t.id)} renderItem={renderTick} connection={CONNECTED} isBusy />
    </main>,
  );
  assert.equal(await axeViolations(view.container), []);
  view.unmount();
});

LiveFeedSuite('before the first event shows a sentence, not an empty feed, and passes axe', async () => {
  const view = render(<LiveFeed label="ticks" items={[]} getKey={(t: Tick) => String(t.id)} renderItem={renderTick} connection={CONNECTED} />);
  assert.is(view.container.querySelector('[role="feed"]'), null, 'an empty role=feed has no required article children');
  assert.match(view.container.textContent ?? '', /No events yet/);
  assert.equal(await axeViolations(view.container), []);
  view.unmount();
});

LiveFeedSuite('marks where the connection was down, between the events before and after, as an article of the feed', async () => {
  const gaps = [{ afterCount: 2, from: Date.UTC(2026, 0, 1, 10, 0, 0), to: Date.UTC(2026, 0, 1, 10, 0, 14) }];
  const view = render(
    <LiveFeed label="ticks" items={ticks(4)} getKey={(t) => String(t.id)} renderItem={renderTick} connection={CONNECTED} gaps={gaps} locale="en-US" timeZone="UTC" />,
  );
  const list = articles(view.container);
  assert.equal(list.map((a) => a.getAttribute('aria-label')), ['Event 4', 'Event 3', 'Gap in the feed', 'Event 2', 'Event 1']);
  assert.is(list[2]!.textContent, 'Connection lost at Jan 1, 2026, 10:00 AM for 14 s: events sent meanwhile may be missing.');
  assert.equal(list.map((a) => a.getAttribute('aria-posinset')), ['1', '2', '3', '4', '5']);
  assert.ok(list.every((a) => a.getAttribute('aria-setsize') === '5'));
  assert.equal(await axeViolations(view.container), []);
  view.unmount();
});

LiveFeedSuite('puts a gap with no event after it first, and offers Retry now only while waiting to reconnect', () => {
  let retries = 0;
  const waiting = { status: 'reconnecting', attempt: 2, delayMs: 4000, lastError: { message: 'WebSocket closed with 1006' } } as const;
  const props = { label: 'ticks', items: ticks(2), getKey: (t: Tick) => String(t.id), renderItem: renderTick, onRetryNow: () => retries++, locale: 'en-US' };
  const view = render(<LiveFeed {...props} connection={waiting} secondsToRetry={3} gaps={[{ afterCount: 2, from: 0, to: 1000 }]} />);
  assert.equal(articles(view.container).map((a) => a.getAttribute('aria-label')), ['Gap in the feed', 'Event 2', 'Event 1']);
  const status = $(view.container, '[role="status"]');
  assert.is(status.textContent, 'Server unreachable — retrying in 3 s');
  assert.is(status.getAttribute('title'), 'Attempt 2: WebSocket closed with 1006', 'the reason stays reachable');
  const button = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Retry now')!;
  click(button);
  assert.is(retries, 1);
  view.rerender(<LiveFeed {...props} connection={CONNECTED} />);
  assert.ok(![...view.container.querySelectorAll('button')].some((b) => b.textContent === 'Retry now'));
  view.unmount();
});

LiveFeedSuite('offers Show older and Show all kept while the store keeps more than is shown, described by the count', async () => {
  const requests: string[] = [];
  const view = render(
    <LiveFeed label="ticks" items={ticks(812).slice(0, 50)} kept={812} total={812} getKey={(t) => String(t.id)} renderItem={renderTick} connection={CONNECTED} locale="en-US" onShowOlder={() => requests.push('older')} onShowAll={() => requests.push('all')} />,
  );
  const count = $(view.container, '.facet-feed-count');
  assert.is(count.textContent, '812 events received · Showing 50 of 812 kept events');
  const buttons = [...view.container.querySelectorAll<HTMLButtonElement>('.facet-feed-more button')];
  assert.equal(buttons.map((b) => b.textContent), ['Show older', 'Show all kept']);
  assert.equal(buttons.map((b) => b.getAttribute('aria-describedby')), [count.id, count.id]);
  click(buttons[0]!);
  click(buttons[1]!);
  assert.equal(requests, ['older', 'all']);
  assert.equal(await axeViolations(view.container), []);
  view.unmount();
});

LiveFeedSuite('moves focus to the first older event revealed, and offers no more once all kept are shown', () => {
  const all = ticks(120);
  let shown = 50;
  const feed = () => (
    <LiveFeed label="ticks" items={all.slice(0, shown)} kept={120} total={120} getKey={(t) => String(t.id)} renderItem={renderTick} connection={CONNECTED} locale="en-US" onShowOlder={() => { shown += 50; view.rerender(feed()); }} onShowAll={() => { shown = 120; view.rerender(feed()); }} />
  );
  const view = render(feed());
  const button = (name: string) => [...view.container.querySelectorAll<HTMLButtonElement>('.facet-feed-more button')].find((b) => b.textContent === name);
  click(button('Show older')!);
  assert.is(articles(view.container).length, 100);
  assert.is(document.activeElement, articles(view.container)[50], 'focus is on the first event revealed');
  assert.is(document.activeElement!.getAttribute('aria-label'), 'Event 70');
  click(button('Show all kept')!);
  assert.is(articles(view.container).length, 120);
  assert.is(document.activeElement!.getAttribute('aria-label'), 'Event 20');
  assert.is(button('Show older'), undefined, 'nothing older is kept');
  assert.is($(view.container, '.facet-feed-count').textContent, '120 events received');
  view.unmount();
});

LiveFeedSuite('says how many of the oldest were dropped beyond what is kept', () => {
  const view = render(
    <LiveFeed label="ticks" items={ticks(1000)} kept={1000} total={12_345} getKey={(t) => String(t.id)} renderItem={renderTick} connection={CONNECTED} locale="en-US" onShowOlder={() => {}} />,
  );
  assert.is($(view.container, '.facet-feed-count').textContent, '12,345 events received · Showing 1,000 of 1,000 kept events; the oldest 11,345 were dropped (only the newest 1,000 are kept)');
  assert.is(view.container.querySelector('.facet-feed-more'), null);
  view.unmount();
});

LiveFeedSuite.run();

// ---

const FeedStatusTextSuite = suite('feedStatusText');

FeedStatusTextSuite('describes every connection state', () => {
  assert.is(feedStatusText({ status: 'idle' }), 'Not connected');
  assert.is(feedStatusText({ status: 'connecting', attempt: 1 }), 'Connecting (attempt 1)…');
  assert.is(feedStatusText({ status: 'connected', protocol: 'graphql-ws' }), 'Live · graphql-ws');
  assert.is(
    feedStatusText({ status: 'reconnecting', attempt: 3, delayMs: 400, lastError: { message: 'Socket closed 1006' } }, undefined, undefined, 1),
    'Server unreachable — retrying in 1 s',
  );
  const waiting = { status: 'reconnecting', attempt: 13, delayMs: 10000, lastError: null } as const;
  assert.is(feedStatusText(waiting, undefined, undefined, 7), 'Server unreachable — retrying in 7 s', 'the store\'s countdown, not the whole wait');
  assert.is(feedStatusText(waiting, undefined, undefined, 0), 'Server unreachable — retrying now…');
  assert.is(feedStatusText({ status: 'closed', error: { message: 'Forbidden' } }), 'Closed: Forbidden');
});

FeedStatusTextSuite('puts a subscription retry first, with or without a limit', () => {
  const retry = { attempt: 1, nextDelayMs: 500, lastError: null };
  assert.is(feedStatusText(CONNECTED, retry), 'Subscription stopped — trying again (attempt 1) in 1 s', 'whole seconds, never 0 s');
  assert.is(feedStatusText(CONNECTED, { attempt: 2, nextDelayMs: 4_200, lastError: null }, 5), 'Subscription stopped — trying again (2 of 5) in 5 s');
  assert.is(feedStatusText(CONNECTED, { attempt: 5, nextDelayMs: null, lastError: { message: 'x' } }, 5), 'Stopped trying after 5 tries: x');
  assert.is(feedStatusText(CONNECTED, { attempt: 0, nextDelayMs: null, lastError: null }, 5), 'Live · graphql-transport-ws');
});

FeedStatusTextSuite.run();
