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

function start(props: { fieldName?: string }): { app: FakeApp; feed: SubscriptionFeed } {
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
