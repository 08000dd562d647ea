// Subscription feeds under load (issue 12 item 7): events are applied once per animation frame
// (or per FEED_FLUSH_INTERVAL_MS on the clock where there are no frames), a burst becomes one
// cache batch and one feed update, the count is exact, the feed holds the newest, and stop leaves
// nothing pending. Frames and the clock are driven by hand, so every schedule is exact.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createManualClock } from '../helpers/clock.ts';
import { fakeTransportFactory } from './fake-transport.ts';
import { createMemoryStorage, createStore, storeConstants, type FrameScheduler } from '../../src/store/index.ts';

const { FEED_FLUSH_INTERVAL_MS, FEED_FRAME_FALLBACK_MS, SUBSCRIPTION_FEED_LIMIT } = storeConstants;
const ITEM = 'query Item($id: ID!) { item(id: $id) { id name price } }';
const CHANGED = 'subscription { itemChanged { id name price } }';
const item = (id: string, price: number) => ({ __typename: 'Item', id, name: `Item ${id}`, price });

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

function setup(requestFrame: FrameScheduler | null) {
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
  const { store, transport, writes } = setup(animation.requestFrame);
  const s = store.subscribe<{ itemChanged: ReturnType<typeof item> }>(CHANGED);
  const sink = transport.subscriptions[0]!.sink;
  let updates = 0;
  const stop = s.feed.subscribe(() => updates++);
  updates = 0;
  for (let burst = 0; burst < 4; burst++) {
    for (let i = 1; i <= 2500; i++) sink.next({ data: { itemChanged: item(String(burst * 2500 + i), burst * 2500 + i) } });
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
  const { store, transport } = setup(animation.requestFrame);
  const s = store.subscribe<{ itemChanged: ReturnType<typeof item> }>(CHANGED);
  const sink = transport.subscriptions[0]!.sink;
  for (let i = 1; i <= 10; i++) sink.next({ data: { itemChanged: item('1', i) } });
  animation.run();
  for (let i = 11; i <= 15; i++) sink.next({ data: { itemChanged: item('1', i) } });
  animation.run();
  assert.equal(s.feed.value.map((e) => e.data!.itemChanged.price), [15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  assert.is(s.latest.value!.index, 15);
});

frames('updates a query showing the entity once per frame, to the last value', async () => {
  const animation = createManualFrames();
  const { store, transport } = setup(animation.requestFrame);
  const q = store.query<{ item: ReturnType<typeof item> }>(ITEM, { id: '1' });
  transport.next().resolve({ data: { item: item('1', 1) } });
  await q.settled();
  const s = store.subscribe(CHANGED);
  const sink = transport.subscriptions[0]!.sink;
  const seen: number[] = [];
  const stop = store.cache.field('Item:1', 'price').subscribe((price) => seen.push(price as number));
  for (let price = 2; price <= 1000; price++) sink.next({ data: { itemChanged: item('1', price) } });
  animation.run();
  assert.equal(seen, [1, 2, 1000]);
  assert.is(s.count.value, 999);
  assert.is(q.data.value!.item.price, 1000);
  stop();
  q.dispose();
});

frames('applies what is pending after FEED_FRAME_FALLBACK_MS when no frame comes (a hidden tab)', () => {
  const animation = createManualFrames();
  const { store, transport, clock } = setup(animation.requestFrame);
  const s = store.subscribe(CHANGED);
  const sink = transport.subscriptions[0]!.sink;
  sink.next({ data: { itemChanged: item('1', 1) } });
  sink.next({ data: { itemChanged: item('1', 2) } });
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
  const { store, transport, clock, writes } = setup(null);
  const s = store.subscribe(CHANGED);
  const sink = transport.subscriptions[0]!.sink;
  for (let i = 1; i <= 300; i++) sink.next({ data: { itemChanged: item('1', i) } });
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
  const { store, transport, clock, writes } = setup(animation.requestFrame);
  const s = store.subscribe(CHANGED);
  const sink = transport.subscriptions[0]!.sink;
  for (let i = 1; i <= 1000; i++) sink.next({ data: { itemChanged: item(String(i), i) } });
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
  const { store, transport } = setup(animation.requestFrame);
  const q = store.query<{ item: ReturnType<typeof item> }>(ITEM, { id: '1' });
  transport.next().resolve({ data: { item: item('1', 1) } });
  await q.settled();
  const s = store.subscribe(CHANGED);
  const sink = transport.subscriptions[0]!.sink;
  for (let i = 2; i <= 500; i++) sink.next({ data: { itemChanged: item(String(i), i) } });
  sink.next({ data: { itemChanged: item('1', 42) } });
  animation.run();
  assert.is(q.data.value!.item.price, 42);
  assert.equal(store.cache.keys().sort(), ['Item:1', 'ROOT_QUERY']);
  assert.is(s.count.value, 500);
  s.stop();
});

cacheSuite.run();
