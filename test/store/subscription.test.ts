// Subscription feeds (src/store/subscription.ts), through the store's public entry over a fake transport.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createManualClock } from '../helpers/clock.ts';
import { fakeTransportFactory } from './fake-transport.ts';
import { createMemoryStorage, createStore, ProtocolError, storeConstants, SubscriptionError, type StoreOptions } from '../../src/store/index.ts';

const ITEM = 'query Item($id: ID!) { item(id: $id) { id name price } }';
const CHANGED = 'subscription { itemChanged { id name price } }';
const item = (id: string, name: string, price = 1) => ({ __typename: 'Item', id, name, price });

function setup(options: Partial<StoreOptions> = {}) {
  const factory = fakeTransportFactory();
  const clock = createManualClock();
  const store = createStore({ createTransport: factory.createTransport, storage: createMemoryStorage(), events: null, clock, ...options });
  return { store, factory, clock, transport: factory.last };
}

const subscribe = suite('store.subscribe');

subscribe('feeds events newest first, counts them, and merges them into the cache', async () => {
  const { store, transport, clock } = setup();
  const q = store.query<{ item: ReturnType<typeof item> }>(ITEM, { id: '1' });
  transport.next().resolve({ data: { item: item('1', 'Lamp', 10) } });
  await q.settled();
  const s = store.subscribe<{ itemChanged: ReturnType<typeof item> }>(CHANGED);
  const sub = transport.subscriptions[0]!;
  assert.match(sub.operation.query, /itemChanged \{\s+id\s+name\s+price\s+__typename\s+\}\s+\}/);
  sub.sink.next({ data: { itemChanged: item('1', 'Lamp', 11) } });
  assert.is(s.count.value, 1, 'the first event of a burst is applied at once');
  sub.sink.next({ data: { itemChanged: item('1', 'Lamp', 12) } });
  assert.is(s.count.value, 1, 'the rest of the burst waits for the end of the window');
  clock.advance(storeConstants.FEED_FLUSH_INTERVAL_MS);
  assert.is(s.count.value, 2);
  assert.equal(s.feed.value.map((e) => e.data!.itemChanged.price), [12, 11]);
  assert.is(s.latest.value!.index, 2);
  assert.is(q.data.value!.item.price, 12);
});

subscribe('bounds the feed while the count keeps the total', () => {
  const { store, transport, clock } = setup();
  const s = store.subscribe(CHANGED);
  const sub = transport.subscriptions[0]!;
  const total = storeConstants.SUBSCRIPTION_FEED_LIMIT + 5;
  for (let i = 1; i <= total; i++) sub.sink.next({ data: { itemChanged: item('1', 'x', i) } });
  clock.advance(storeConstants.FEED_FLUSH_INTERVAL_MS);
  assert.is(s.count.value, total);
  assert.is(s.feed.value.length, storeConstants.SUBSCRIPTION_FEED_LIMIT);
  assert.is(s.feed.value[0]!.index, total);
});

subscribe('mirrors the connection status and retry state of the transport', () => {
  const { store, transport } = setup();
  const s = store.subscribe(CHANGED);
  assert.equal(s.status.value, { status: 'idle' });
  transport.connectionState.set({ status: 'connected', protocol: 'graphql-transport-ws' });
  assert.equal(s.status.value, { status: 'connected', protocol: 'graphql-transport-ws' });
  const lastError = new SubscriptionError([{ message: 'boom' }]);
  transport.subscriptions[0]!.retry.set({ attempt: 1, nextDelayMs: 500, lastError });
  assert.equal(s.retry.value, { attempt: 1, nextDelayMs: 500, lastError });
});

subscribe('shows connection-level problems reported while it runs, not earlier ones', () => {
  const { store, transport } = setup();
  const earlier = new ProtocolError('Expected a graphql-ws message, received {}', 'graphql-ws');
  transport.problemsState.set(earlier);
  const s = store.subscribe(CHANGED);
  assert.is(s.problem.value, null);
  const bad = new ProtocolError('Expected a graphql-ws message, received {"type":"bogus"}', 'graphql-ws');
  transport.problemsState.set(bad);
  assert.is(s.problem.value, bad);
  s.stop();
});

subscribe('ends with the transport\'s terminal error', () => {
  const { store, transport } = setup();
  const s = store.subscribe(CHANGED);
  const failure = new SubscriptionError([{ message: 'denied' }]);
  transport.subscriptions[0]!.sink.error(failure);
  assert.is(s.error.value, failure);
  assert.is(s.isActive.value, false);
});

subscribe('unsubscribes on stop and keeps the feed readable', () => {
  const { store, transport } = setup();
  const s = store.subscribe(CHANGED);
  transport.subscriptions[0]!.sink.next({ data: { itemChanged: item('1', 'x') } });
  s.stop();
  assert.ok(transport.subscriptions[0]!.isUnsubscribed);
  assert.is(s.isActive.value, false);
  assert.is(s.count.value, 1);
});

subscribe('moves to the new transport when the settings change', () => {
  const { store, factory } = setup();
  const s = store.subscribe(CHANGED);
  const old = factory.last;
  store.settings.save({ wsEndpoint: 'ws://127.0.0.1:2/graphql' });
  assert.ok(old.subscriptions[0]!.isUnsubscribed);
  const moved = factory.last.subscriptions[0]!;
  moved.sink.next({ data: { itemChanged: item('1', 'x') } });
  old.subscriptions[0]!.sink.next({ data: { itemChanged: item('1', 'stale') } });
  assert.is(s.count.value, 1);
});

subscribe('applies a burst in one feed update per window and flushes what is pending when it ends', () => {
  const { store, transport, clock } = setup();
  const s = store.subscribe(CHANGED);
  const sub = transport.subscriptions[0]!;
  let updates = 0;
  const stop = s.feed.subscribe(() => updates++);
  updates = 0;
  for (let i = 1; i <= 50; i++) sub.sink.next({ data: { itemChanged: item('1', 'x', i) } });
  assert.is(updates, 1, 'the first event only');
  clock.advance(storeConstants.FEED_FLUSH_INTERVAL_MS);
  assert.is(updates, 2, 'the other 49 in one update');
  assert.equal(s.feed.value.slice(0, 3).map((e) => e.index), [50, 49, 48]);
  sub.sink.next({ data: { itemChanged: item('1', 'x', 51) } });
  sub.sink.next({ data: { itemChanged: item('1', 'x', 52) } });
  sub.sink.complete();
  assert.is(s.count.value, 52, 'ending flushes the pending events first');
  assert.is(s.feed.value[0]!.index, 52);
  assert.is(s.isActive.value, false);
  stop();
});

subscribe.run();

// ---

const status = suite('SubscriptionFeed.status');

status('is the store\'s one connection signal, also after stop', () => {
  const { store, transport } = setup();
  const s = store.subscribe(CHANGED);
  assert.is(s.status, store.connection);
  s.stop();
  transport.connectionState.set({ status: 'closed', error: null });
  assert.equal(s.status.value, { status: 'closed', error: null }, 'the feed says how the connection stands, not how it stood');
});

status.run();
