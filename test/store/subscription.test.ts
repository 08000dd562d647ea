// Subscription feeds (src/store/subscription.ts), through the store's public entry over a fake
// transport; under load (issue 12 item 7) events are applied once per animation frame (or per
// FEED_FLUSH_INTERVAL_MS on the clock where there are no frames), a burst becomes one cache batch
// and one feed update, the count is exact, the feed holds the newest, and stop leaves nothing
// pending. Frames and the clock are driven by hand, so every schedule is exact.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createManualClock } from '../helpers/clock.ts';
import { fakeTransportFactory } from './fake-transport.ts';
import { createMemoryStorage, createStore, ProtocolError, storeConstants, SubscriptionError, type FrameScheduler, type StoreOptions } from '../../src/store/index.ts';
import { started } from '../helpers/started.ts';

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
  const q = started(store.query<{ item: ReturnType<typeof item> }>(ITEM, { id: '1' }));
  transport.next().resolve({ data: { item: item('1', 'Lamp', 10) } });
  await q.settled();
  const s = started(store.subscribe<{ itemChanged: ReturnType<typeof item> }>(CHANGED));
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
  const s = started(store.subscribe(CHANGED));
  const sub = transport.subscriptions[0]!;
  const total = storeConstants.SUBSCRIPTION_FEED_LIMIT + 5;
  for (let i = 1; i <= total; i++) sub.sink.next({ data: { itemChanged: item('1', 'x', i) } });
  clock.advance(storeConstants.FEED_FLUSH_INTERVAL_MS);
  assert.is(s.count.value, total);
  assert.is(s.feed.value.length, storeConstants.SUBSCRIPTION_FEED_LIMIT);
  assert.is(s.feed.value[0]!.index, total);
});

subscribe('keeps up to FEED_KEEP_LIMIT events beyond the feed, newest first, and counts those dropped', () => {
  const { store, transport, clock } = setup();
  const s = started(store.subscribe<{ itemChanged: ReturnType<typeof item> }>(CHANGED));
  const sink = transport.subscriptions[0]!.sink;
  const limit = storeConstants.FEED_KEEP_LIMIT;
  for (let i = 1; i <= limit; i++) sink.next({ data: { itemChanged: item('1', 'x', i) } });
  clock.advance(storeConstants.FEED_FLUSH_INTERVAL_MS);
  assert.is(s.kept.value, limit, 'all 1,000 are kept');
  assert.is(s.dropped.value, 0);
  assert.is(s.feed.value.length, storeConstants.SUBSCRIPTION_FEED_LIMIT, 'the feed still shows only the newest page');
  assert.equal(s.keptEvents(50, 52).map((e) => e.index), [limit - 50, limit - 51], 'the next older page follows the feed');
  // Beyond the limit, across several flushes and one burst larger than twice the limit.
  for (let i = 1; i <= 250; i++) sink.next({ data: { itemChanged: item('1', 'x', i) } });
  clock.advance(storeConstants.FEED_FLUSH_INTERVAL_MS);
  for (let i = 1; i <= 2 * limit + 7; i++) sink.next({ data: { itemChanged: item('1', 'x', i) } });
  clock.advance(storeConstants.FEED_FLUSH_INTERVAL_MS);
  const total = limit + 250 + 2 * limit + 7;
  assert.is(s.count.value, total);
  assert.is(s.kept.value, limit);
  assert.is(s.dropped.value, total - limit);
  const all = s.keptEvents();
  assert.is(all.length, limit);
  assert.is(all[0]!.index, total);
  assert.is(all[limit - 1]!.index, total - limit + 1, 'the oldest kept is the one after the last dropped');
  assert.equal(s.feed.value, all.slice(0, storeConstants.SUBSCRIPTION_FEED_LIMIT));
  s.stop();
  assert.is(s.keptEvents().length, limit, 'what was kept stays readable after Stop');
});

subscribe('mirrors the connection status and retry state of the transport', () => {
  const { store, transport } = setup();
  const s = started(store.subscribe(CHANGED));
  assert.equal(s.status.value, { status: 'idle' });
  transport.connectionState.set({ status: 'connected', protocol: 'graphql-transport-ws' });
  assert.equal(s.status.value, { status: 'connected', protocol: 'graphql-transport-ws' });
  const lastError = new SubscriptionError([{ message: 'boom' }]);
  transport.subscriptions[0]!.retry.set({ attempt: 1, nextDelayMs: 500, lastError, limit: 5 });
  assert.equal(s.retry.value, { attempt: 1, nextDelayMs: 500, lastError, limit: 5 });
});

subscribe('shows connection-level problems reported while it runs, not earlier ones', () => {
  const { store, transport } = setup();
  const earlier = new ProtocolError('Expected a graphql-ws message, received {}', 'graphql-ws');
  transport.problemsState.set(earlier);
  const s = started(store.subscribe(CHANGED));
  assert.is(s.problem.value, null);
  const bad = new ProtocolError('Expected a graphql-ws message, received {"type":"bogus"}', 'graphql-ws');
  transport.problemsState.set(bad);
  assert.is(s.problem.value, bad);
  s.stop();
});

subscribe('ends with the transport\'s terminal error', () => {
  const { store, transport } = setup();
  const s = started(store.subscribe(CHANGED));
  const failure = new SubscriptionError([{ message: 'denied' }]);
  transport.subscriptions[0]!.sink.error(failure);
  assert.is(s.error.value, failure);
  assert.is(s.isActive.value, false);
});

subscribe('unsubscribes on stop and keeps the feed readable', () => {
  const { store, transport } = setup();
  const s = started(store.subscribe(CHANGED));
  transport.subscriptions[0]!.sink.next({ data: { itemChanged: item('1', 'x') } });
  s.stop();
  assert.ok(transport.subscriptions[0]!.isUnsubscribed);
  assert.is(s.isActive.value, false);
  assert.is(s.count.value, 1);
});

subscribe('moves to the new transport when the settings change', () => {
  const { store, factory } = setup();
  const s = started(store.subscribe(CHANGED));
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
  const s = started(store.subscribe(CHANGED));
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
  const s = started(store.subscribe(CHANGED));
  assert.is(s.status, store.connection);
  s.stop();
  transport.connectionState.set({ status: 'closed', error: null });
  assert.equal(s.status.value, { status: 'closed', error: null }, 'the feed says how the connection stands, not how it stood');
});

status.run();

// ---

const { FEED_FLUSH_INTERVAL_MS, FEED_FRAME_FALLBACK_MS, SUBSCRIPTION_FEED_LIMIT } = storeConstants;
const pricedItem = (id: string, price: number) => ({ __typename: 'Item', id, name: `Item ${id}`, price });

/** Animation frames run by hand: `run()` calls every callback requested so far. */
function createManualFrames() {
  const callbacks = new Map<number, () => void>();
  let nextId = 1;
  const requestFrame: FrameScheduler = (callback) => {
    const id = nextId++;
    callbacks.set(id, callback);
    return () => callbacks.delete(id);
  };
  return {
    requestFrame,
    pending: () => callbacks.size,
    run() {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback();
    },
  };
}

function setupWithFrames(requestFrame: FrameScheduler | null) {
  const factory = fakeTransportFactory();
  const clock = createManualClock();
  const store = createStore({ createTransport: factory.createTransport, storage: createMemoryStorage(), events: null, clock, requestFrame });
  // Every batch the feed writes, by its number of results.
  const writes: number[] = [];
  const writeBatch = store.cache.writeBatch;
  store.cache.writeBatch = (document, variables, results, options) => {
    writes.push(results.length);
    writeBatch(document, variables, results, options);
  };
  return { store, clock, transport: factory.last, writes };
}

const frames = suite('store.subscribe: animation frames');

frames('applies a burst of 10,000 events in one cache batch and one feed update per frame, with the exact count', () => {
  const animation = createManualFrames();
  const { store, transport, writes } = setupWithFrames(animation.requestFrame);
  const s = started(store.subscribe<{ itemChanged: ReturnType<typeof item> }>(CHANGED));
  const sink = transport.subscriptions[0]!.sink;
  let updates = 0;
  const stop = s.feed.subscribe(() => updates++);
  updates = 0;
  for (let burst = 0; burst < 4; burst++) {
    for (let i = 1; i <= 2500; i++) sink.next({ data: { itemChanged: pricedItem(String(burst * 2500 + i), burst * 2500 + i) } });
    animation.run();
  }
  assert.is(updates, 5, 'the first event at once, then one update per frame');
  assert.equal(writes, [1, 2499, 2500, 2500, 2500]);
  assert.is(s.count.value, 10_000);
  assert.is(s.feed.value.length, SUBSCRIPTION_FEED_LIMIT);
  assert.equal(
    s.feed.value.map((e) => e.index),
    Array.from({ length: SUBSCRIPTION_FEED_LIMIT }, (_, i) => 10_000 - i),
  );
  animation.run();
  assert.is(animation.pending(), 0, 'a quiet frame ends the schedule');
  assert.is(updates, 5);
  stop();
});

frames('puts the newest of each frame ahead of those already shown', () => {
  const animation = createManualFrames();
  const { store, transport } = setupWithFrames(animation.requestFrame);
  const s = started(store.subscribe<{ itemChanged: ReturnType<typeof item> }>(CHANGED));
  const sink = transport.subscriptions[0]!.sink;
  for (let i = 1; i <= 10; i++) sink.next({ data: { itemChanged: pricedItem('1', i) } });
  animation.run();
  for (let i = 11; i <= 15; i++) sink.next({ data: { itemChanged: pricedItem('1', i) } });
  animation.run();
  assert.equal(s.feed.value.map((e) => e.data!.itemChanged.price), [15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  assert.is(s.latest.value!.index, 15);
});

frames('updates a query showing the entity once per frame, to the last value', async () => {
  const animation = createManualFrames();
  const { store, transport } = setupWithFrames(animation.requestFrame);
  const q = started(store.query<{ item: ReturnType<typeof item> }>(ITEM, { id: '1' }));
  transport.next().resolve({ data: { item: pricedItem('1', 1) } });
  await q.settled();
  const s = started(store.subscribe(CHANGED));
  const sink = transport.subscriptions[0]!.sink;
  const seen: number[] = [];
  const stop = store.cache.field('Item:1', 'price').subscribe((price) => seen.push(price as number));
  for (let price = 2; price <= 1000; price++) sink.next({ data: { itemChanged: pricedItem('1', price) } });
  animation.run();
  assert.equal(seen, [1, 2, 1000]);
  assert.is(s.count.value, 999);
  assert.is(q.data.value!.item.price, 1000);
  stop();
  q.dispose();
});

frames('applies what is pending after FEED_FRAME_FALLBACK_MS when no frame comes (a hidden tab)', () => {
  const animation = createManualFrames();
  const { store, transport, clock } = setupWithFrames(animation.requestFrame);
  const s = started(store.subscribe(CHANGED));
  const sink = transport.subscriptions[0]!.sink;
  sink.next({ data: { itemChanged: pricedItem('1', 1) } });
  sink.next({ data: { itemChanged: pricedItem('1', 2) } });
  assert.equal(clock.pendingDelays(), [FEED_FRAME_FALLBACK_MS]);
  clock.advance(FEED_FRAME_FALLBACK_MS);
  assert.is(s.count.value, 2);
  assert.is(animation.pending(), 1, 'the next frame or fallback waits for more');
  clock.advance(FEED_FRAME_FALLBACK_MS);
  assert.is(animation.pending(), 0, 'a quiet fallback ends the schedule, cancelling its frame');
  assert.equal(clock.pendingDelays(), []);
});

frames.run();

// ---

const clockSuite = suite('store.subscribe: without animation frames');

clockSuite('applies events per FEED_FLUSH_INTERVAL_MS on the clock, the first at once', () => {
  const { store, transport, clock, writes } = setupWithFrames(null);
  const s = started(store.subscribe(CHANGED));
  const sink = transport.subscriptions[0]!.sink;
  for (let i = 1; i <= 300; i++) sink.next({ data: { itemChanged: pricedItem('1', i) } });
  assert.is(s.count.value, 1);
  assert.equal(clock.pendingDelays(), [FEED_FLUSH_INTERVAL_MS]);
  clock.advance(FEED_FLUSH_INTERVAL_MS);
  assert.is(s.count.value, 300);
  assert.equal(writes, [1, 299]);
  clock.advance(FEED_FLUSH_INTERVAL_MS);
  assert.equal(clock.pendingDelays(), [], 'a quiet window ends the schedule');
});

clockSuite.run();

// ---

const stopSuite = suite('store.subscribe: stop');

stopSuite('applies the pending events and releases them: no frame, no timer, an exact count', () => {
  const animation = createManualFrames();
  const { store, transport, clock, writes } = setupWithFrames(animation.requestFrame);
  const s = started(store.subscribe(CHANGED));
  const sink = transport.subscriptions[0]!.sink;
  for (let i = 1; i <= 1000; i++) sink.next({ data: { itemChanged: pricedItem(String(i), i) } });
  s.stop();
  assert.is(s.count.value, 1000);
  assert.is(s.feed.value[0]!.index, 1000);
  assert.equal(writes, [1, 999]);
  assert.is(animation.pending(), 0);
  assert.equal(clock.pendingDelays(), []);
  assert.ok(transport.subscriptions[0]!.isUnsubscribed);
});

stopSuite.run();

// ---

const cacheSuite = suite('store.subscribe: the cache');

cacheSuite('updates entities the cache holds and adds none it does not', async () => {
  const animation = createManualFrames();
  const { store, transport } = setupWithFrames(animation.requestFrame);
  const q = started(store.query<{ item: ReturnType<typeof item> }>(ITEM, { id: '1' }));
  transport.next().resolve({ data: { item: pricedItem('1', 1) } });
  await q.settled();
  const s = started(store.subscribe(CHANGED));
  const sink = transport.subscriptions[0]!.sink;
  for (let i = 2; i <= 500; i++) sink.next({ data: { itemChanged: pricedItem(String(i), i) } });
  sink.next({ data: { itemChanged: pricedItem('1', 42) } });
  animation.run();
  assert.is(q.data.value!.item.price, 42);
  assert.equal(store.cache.keys().sort(), ['Item:1', 'ROOT_QUERY']);
  assert.is(s.count.value, 500);
  s.stop();
});

cacheSuite.run();

// ---

const lifecycle = suite('SubscriptionFeed.subscribe');

lifecycle('creating a feed subscribes to nothing; its first subscriber starts it', () => {
  const { store, transport } = setup();
  const s = store.subscribe(CHANGED);
  assert.is(transport.subscriptions.length, 0);
  // Review finding 15: it read true (and a retry limit of 0) before anything ran.
  assert.is(s.isActive.value, false, 'not running until something subscribes');
  assert.equal(s.retry.value, { attempt: 0, nextDelayMs: null, lastError: null, limit: 5 }, 'the limit it will retry up to');
  s.subscribe();
  assert.is(transport.subscriptions.length, 1);
  assert.ok(s.isActive.value);
  s.stop();
  assert.is(s.isActive.value, false);
});

lifecycle('the last unsubscribe stops it a microtask later; one that comes straight back keeps the transport subscription', async () => {
  const { store, transport } = setup();
  const s = store.subscribe(CHANGED);
  s.subscribe()(); // StrictMode: the effect runs, is cleaned up, runs again
  const unsubscribe = s.subscribe();
  await Promise.resolve();
  assert.is(transport.subscriptions.length, 1, 'subscribed once');
  assert.not.ok(transport.subscriptions[0]!.isUnsubscribed);
  unsubscribe();
  await Promise.resolve();
  assert.ok(transport.subscriptions[0]!.isUnsubscribed);
  assert.is(s.isActive.value, false);
});

lifecycle('a feed stopped by its last subscriber starts again, keeping its events', async () => {
  const { store, transport } = setup();
  const s = store.subscribe(CHANGED);
  const first = s.subscribe();
  transport.subscriptions[0]!.sink.next({ data: { itemChanged: item('1', 'x') } });
  first();
  await Promise.resolve();
  s.subscribe();
  assert.is(transport.subscriptions.length, 2);
  assert.ok(s.isActive.value);
  transport.subscriptions[1]!.sink.next({ data: { itemChanged: item('1', 'y') } });
  assert.is(s.count.value, 2);
  s.stop();
  assert.ok(transport.subscriptions[1]!.isUnsubscribed);
  s.subscribe();
  assert.is(transport.subscriptions.length, 2, 'stop() ends it for good');
});

lifecycle('a feed that ends by itself lets go of the connection problems, its retry state and the store (review C8)', () => {
  const { store, factory, transport } = setup();
  const s = started(store.subscribe(CHANGED));
  const sub = transport.subscriptions[0]!;
  sub.sink.complete();
  assert.is(s.isActive.value, false);
  transport.problemsState.set(new ProtocolError('unknown message type', 'graphql-transport-ws'));
  assert.is(s.problem.value, null, 'no longer listening to the connection');
  sub.retry.set({ attempt: 3, nextDelayMs: 1000, lastError: null, limit: 5 });
  assert.is(s.retry.value.attempt, 0, 'no longer following the retry state');
  store.settings.save({ wsEndpoint: 'ws://127.0.0.1:2/graphql' });
  assert.is(factory.last.subscriptions.length, 0, 'a new transport is not subscribed for an ended feed');
});

lifecycle.run();
