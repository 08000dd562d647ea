import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LiveEvents } from '../../src/screens/live-events.tsx';
import { SocketClosedError, storeConstants, type SubscriptionFeed } from '../../src/store/index.ts';
import { mountFakeApp, type FakeApp } from '../helpers/fake-app.tsx';
import { act } from 'react';
import { waitFor } from '../helpers/interact.ts';
import { started } from '../helpers/started.ts';

const CHANGED = 'subscription { itemChanged { id name } }';

function start(props: { fieldName?: string; save?: (fileName: string, text: string, type: string) => void }): { app: FakeApp; feed: SubscriptionFeed } {
  let feed!: SubscriptionFeed;
  const app = mountFakeApp((store) => {
    feed = started(store.subscribe(CHANGED)); // what shows it does not own it: the screen starts it
    return <LiveEvents feed={feed} label="itemChanged events" headingLevel={3} {...props} />;
  });
  return { app, feed };
}

const events = suite('LiveEvents');

events('shows each event\'s root field as a card, with its GraphQL errors, newest first', async () => {
  const { app } = start({ fieldName: 'itemChanged' });
  const sub = app.factory.last.subscriptions[0]!;
  act(() => sub.sink.next({ data: { itemChanged: { __typename: 'Item', id: '1', name: 'Lamp' } } }));
  act(() => app.clock.advance(storeConstants.FEED_FLUSH_INTERVAL_MS));
  act(() => sub.sink.next({ data: { itemChanged: null }, errors: [{ message: 'Item 2 is gone' }] }));
  await waitFor(() => app.r.container.querySelectorAll('article.facet-feed-item').length === 2, 5000, 'two events');
  const [newest, oldest] = [...app.r.container.querySelectorAll('article.facet-feed-item')];
  assert.match(newest!.textContent ?? '', 'Item 2 is gone');
  assert.match(oldest!.textContent ?? '', 'Lamp');
  assert.match(app.r.container.querySelector('.facet-feed-count')!.textContent ?? '', '2 events received');
  app.done();
});

events('states the connection from the store, in the one description', async () => {
  const { app } = start({});
  assert.is(app.r.container.querySelector('.facet-feed-status')!.textContent, 'Not connected');
  act(() => app.factory.last.connectionState.set({ status: 'connected', protocol: 'graphql-ws' }));
  await waitFor(() => app.r.container.querySelector('.facet-feed-status')!.textContent === 'Live · graphql-ws', 5000, 'the new state');
  app.done();
});

events('says "trying again" with the retry limit the transport was configured with, not the default', async () => {
  const { app } = start({});
  act(() => app.factory.last.connectionState.set({ status: 'connected', protocol: 'graphql-ws' }));
  const lastError = new SocketClosedError(1006, '', false);
  act(() => app.factory.last.subscriptions[0]!.retry.set({ attempt: 1, nextDelayMs: 500, lastError, limit: 2 }));
  await waitFor(() => /trying again \(1 of 2\)/.test(app.r.container.querySelector('.facet-feed-status')!.textContent ?? ''), 5000, 'the configured limit');
  app.done();
});

events('shows the whole event for a written document, and nothing for an event without data', async () => {
  const { app } = start({});
  const sub = app.factory.last.subscriptions[0]!;
  act(() => sub.sink.next({ data: { itemChanged: { __typename: 'Item', id: '3', name: 'Chair' } } }));
  act(() => app.clock.advance(storeConstants.FEED_FLUSH_INTERVAL_MS));
  act(() => sub.sink.next({ errors: [{ message: 'No data here' }] }));
  await waitFor(() => app.r.container.querySelectorAll('article.facet-feed-item').length === 2, 5000, 'two events');
  const [withoutData, withData] = [...app.r.container.querySelectorAll('article.facet-feed-item')];
  assert.is(withoutData!.querySelector('.facet-card, .facet-result-value, dl'), null);
  assert.match(withoutData!.textContent ?? '', 'No data here');
  assert.match(withData!.textContent ?? '', 'Chair');
  app.done();
});

events.run();

// ---

const older = suite('LiveEvents: older events (issue 25 §4)');

/** Sends `count` events (numbered from `from`) and applies them as one burst. */
function send(app: FakeApp, from: number, count: number) {
  const sub = app.factory.last.subscriptions[0]!;
  act(() => {
    for (let n = from; n < from + count; n++) sub.sink.next({ data: { itemChanged: { __typename: 'Item', id: String(n), name: `Item ${n}` } } });
  });
  act(() => app.clock.advance(storeConstants.FEED_FLUSH_INTERVAL_MS));
}
const cards = (app: FakeApp) => [...app.r.container.querySelectorAll<HTMLElement>('[role="feed"] > article.facet-feed-item')];
const countText = (app: FakeApp) => app.r.container.querySelector('.facet-feed-count')!.textContent ?? '';
/** A virtual click, as a screen reader's (react-aria presses on it). */
const press = (el: HTMLElement) => act(() => el.click());
const button = (app: FakeApp, name: string) => [...app.r.container.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name);

older('shows the newest 50 of the events kept and reveals the next older page, then all kept', async () => {
  const { app } = start({ fieldName: 'itemChanged' });
  send(app, 1, 812);
  await waitFor(() => countText(app).startsWith('812 events received'), 5000, 'the count');
  assert.is(countText(app), '812 events received · Showing 50 of 812 kept events');
  assert.is(cards(app).length, 50);
  press(button(app, 'Show older')!);
  await waitFor(() => cards(app).length === 100, 5000, 'the next older page');
  assert.is(document.activeElement, cards(app)[50]);
  assert.is(cards(app)[50]!.getAttribute('aria-label'), 'Event 762');
  assert.match(cards(app)[99]!.textContent ?? '', 'Item 713');
  assert.is(countText(app), '812 events received · Showing 100 of 812 kept events');
  press(button(app, 'Show all kept')!);
  await waitFor(() => cards(app).length === 812, 5000, 'every kept event');
  assert.match(cards(app)[811]!.textContent ?? '', 'Item 1');
  assert.is(button(app, 'Show older'), undefined);
  app.done();
});

older('keeps 1,000 and says how many of the oldest were dropped', async () => {
  const { app, feed } = start({ fieldName: 'itemChanged' });
  send(app, 1, 1000);
  send(app, 1001, 234);
  await waitFor(() => countText(app).startsWith('1,234 events received'), 5000, 'the count');
  assert.is(countText(app), '1,234 events received · Showing 50 of 1,000 kept events; the oldest 234 were dropped (only the newest 1,000 are kept)');
  assert.is(feed.kept.value, 1000);
  press(button(app, 'Show all kept')!);
  await waitFor(() => cards(app).length === 1000, 5000, 'every kept event');
  assert.match(cards(app)[999]!.textContent ?? '', 'Item 235');
  app.done();
});

older('exports every kept event, not only those shown', async () => {
  const saved: string[][] = [];
  const { app } = start({ fieldName: 'itemChanged', save: (...args) => saved.push(args) });
  send(app, 1, 1100);
  await waitFor(() => countText(app).startsWith('1,100 events received'), 5000, 'the count');
  const item = (text: string) => [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((el) => el.textContent?.includes(text));
  press(button(app, 'Export')!);
  await waitFor(() => item('as JSON') !== undefined, 5000, 'the menu');
  assert.is(item('as JSON')!.textContent, 'All 1,000 kept events as JSON');
  press(item('as JSON')!);
  const file = JSON.parse(saved[0]![1]!);
  assert.equal([file.received, file.dropped, file.events.length], [1100, 100, 1000]);
  assert.equal(file.events[0].data, { itemChanged: { __typename: 'Item', id: '101', name: 'Item 101' } });
  assert.is(file.events[999].index, 1100);
  press(button(app, 'Export')!);
  await waitFor(() => item('as CSV') !== undefined, 5000, 'the menu again');
  press(item('as CSV')!);
  const lines = saved[1]![1]!.trimEnd().split('\r\n');
  assert.is(lines.length, 1001, 'a header and one line per kept event');
  assert.is(lines[0], 'index,receivedAt,data.itemChanged.__typename,data.itemChanged.id,data.itemChanged.name,errors');
  assert.match(lines[1]!, /^101,/);
  app.done();
});

older.run();
