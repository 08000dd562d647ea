import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { effect } from '@preact/signals-core';
import { createManualClock } from '../helpers/clock.ts';
import { fakeTransportFactory, flush } from './fake-transport.ts';
import { createMemoryStorage, createStore, NetworkError, ServerError, type FetchPolicy } from '../../src/store/index.ts';
import { started } from '../helpers/started.ts';

const ITEM = 'query Item($id: ID!) { item(id: $id) { id name price } }';
const item = (id: string, name: string, price = 1) => ({ item: { __typename: 'Item', id, name, price } });

function setup() {
  const factory = fakeTransportFactory();
  const clock = createManualClock();
  const store = createStore({ createTransport: factory.createTransport, storage: createMemoryStorage(), events: null, clock });
  return { store, factory, clock, transport: factory.last };
}

const query = suite('store.query');

query('sends the document with __typename added and the variables, then shows the answer', async () => {
  const { store, transport } = setup();
  const q = started(store.query(ITEM, { id: '1' }));
  assert.ok(q.loading.value);
  assert.is(q.data.value, null);
  const sent = transport.next();
  assert.match(sent.operation.query, /item\(id: \$id\) \{\s+id\s+name\s+price\s+__typename/);
  assert.equal(sent.operation.variables, { id: '1' });
  assert.is(sent.operation.operationName, 'Item');
  sent.resolve({ data: item('1', 'Lamp') });
  await q.settled();
  assert.is(q.loading.value, false);
  assert.equal(q.data.value, item('1', 'Lamp'));
  assert.is(q.error.value, null);
  assert.is(q.isStale.value, false);
});

query('answers cache-first from the cache without a request when it has everything', async () => {
  const { store, transport } = setup();
  store.cache.write(ITEM, { id: '1' }, item('1', 'Cached'));
  const q = started(store.query(ITEM, { id: '1' }));
  assert.is(transport.requests.length, 0);
  assert.is(q.loading.value, false);
  assert.equal(q.data.value, item('1', 'Cached'));
});

query('goes to the network on a cache-first miss', async () => {
  const { store, transport } = setup();
  store.cache.write('query { item(id: "1") { id name } }', {}, item('1', 'Partial'));
  const q = started(store.query(ITEM, { id: '1' }, { fetchPolicy: 'cache-first' }));
  assert.is(transport.requests.length, 1);
  assert.is(q.data.value, null);
  transport.next().resolve({ data: item('1', 'Full', 5) });
  await q.settled();
  assert.equal(q.data.value, item('1', 'Full', 5));
});

query('shows cached data at once and updates it from the network with cache-and-network', async () => {
  const { store, transport } = setup();
  store.cache.write(ITEM, { id: '1' }, item('1', 'Old'));
  const q = started(store.query(ITEM, { id: '1' }, { fetchPolicy: 'cache-and-network' }));
  assert.is(transport.requests.length, 1);
  assert.equal(q.data.value, item('1', 'Old'));
  assert.ok(q.isStale.value);
  transport.next().resolve({ data: item('1', 'New') });
  await q.settled();
  assert.equal(q.data.value, item('1', 'New'));
  assert.is(q.isStale.value, false);
});

query('ignores the cache until the answer arrives with network-only', async () => {
  const { store, transport } = setup();
  store.cache.write(ITEM, { id: '1' }, item('1', 'Old'));
  const q = started(store.query(ITEM, { id: '1' }, { fetchPolicy: 'network-only' }));
  assert.is(q.data.value, null);
  transport.next().resolve({ data: item('1', 'Fresh') });
  await q.settled();
  assert.equal(q.data.value, item('1', 'Fresh'));
});

query('never sends with cache-only, showing null on a miss and data on a hit', async () => {
  const { store, transport } = setup();
  const miss = started(store.query(ITEM, { id: '1' }, { fetchPolicy: 'cache-only' }));
  await miss.refetch();
  assert.is(miss.data.value, null);
  assert.is(miss.loading.value, false);
  store.cache.write(ITEM, { id: '1' }, item('1', 'Arrived'));
  assert.equal(miss.data.value, item('1', 'Arrived'));
  assert.is(transport.requests.length, 0);
});

query('keeps partial data and GraphQL errors together', async () => {
  const { store, transport } = setup();
  const q = started(store.query('query { item(id: "1") { id name } other }'));
  transport.next().resolve({
    data: { item: { __typename: 'Item', id: '1', name: 'Lamp' }, other: null },
    errors: [{ message: 'other failed', path: ['other'] }],
  });
  await q.settled();
  assert.equal(q.data.value, { item: { __typename: 'Item', id: '1', name: 'Lamp' }, other: null });
  assert.equal(q.graphqlErrors.value.map((e) => e.message), ['other failed']);
  assert.is(q.error.value, null);
});

query('reports a transport error, keeping a ServerError body\'s data and errors', async () => {
  const { store, transport } = setup();
  const q = started(store.query(ITEM, { id: '1' }));
  const body = { data: item('1', 'From 401'), errors: [{ message: 'Not signed in' }] };
  transport.next().reject(new ServerError(401, JSON.stringify(body), body));
  await q.settled();
  assert.instance(q.error.value, ServerError);
  assert.equal(q.graphqlErrors.value.map((e) => e.message), ['Not signed in']);
  assert.equal(q.data.value, item('1', 'From 401'));
  assert.is(store.cache.has('Item:1'), false);
  assert.ok(q.isStale.value);
});

query('keeps the old data (stale) after a failed refetch, and clears the error on success', async () => {
  const { store, transport } = setup();
  const q = started(store.query(ITEM, { id: '1' }));
  transport.next().resolve({ data: item('1', 'Lamp') });
  await q.settled();
  const again = q.refetch();
  transport.next().reject(new NetworkError(new Error('offline')));
  await again;
  assert.instance(q.error.value, NetworkError);
  assert.equal(q.data.value, item('1', 'Lamp'));
  assert.ok(q.isStale.value);
  const third = q.refetch();
  transport.next().resolve({ data: item('1', 'Lamp') });
  await third;
  assert.is(q.error.value, null);
  assert.is(q.isStale.value, false);
});

query('cancels the in-flight request when the variables change, and never shows the cancellation', async () => {
  const { store, transport } = setup();
  const q = started(store.query(ITEM, { id: '1' }));
  const first = transport.next();
  void q.setVariables({ id: '2' });
  assert.ok(first.isAborted);
  assert.equal(q.variables.value, { id: '2' });
  transport.next().resolve({ data: item('2', 'Second') });
  await q.settled();
  await flush();
  assert.is(q.error.value, null);
  assert.equal(q.data.value, item('2', 'Second'));
});

query('ignores an answer to superseded variables that arrives late', async () => {
  const { store, transport } = setup();
  const q = started(store.query(ITEM, { id: '1' }));
  const first = transport.requests[0]!;
  void q.setVariables({ id: '2' });
  first.resolve({ data: item('1', 'Late') }); // the transport could not stop it in time
  transport.next().resolve({ data: item('2', 'Second') });
  await q.settled();
  assert.equal(q.data.value, item('2', 'Second'));
});

query('keeps showing the previous variables\' data, marked stale, while new ones load', async () => {
  const { store, transport } = setup();
  const q = started(store.query(ITEM, { id: '1' }));
  transport.next().resolve({ data: item('1', 'One') });
  await q.settled();
  void q.setVariables({ id: '2' });
  assert.equal(q.data.value, item('1', 'One'));
  assert.ok(q.isStale.value);
  transport.next().resolve({ data: item('2', 'Two') });
  await q.settled();
  assert.equal(q.data.value, item('2', 'Two'));
  assert.is(q.isStale.value, false);
});

query('does nothing when set to equal variables', async () => {
  const { store, transport } = setup();
  const q = started(store.query(ITEM, { id: '1' }));
  void q.setVariables({ id: '1' });
  assert.is(transport.requests.length, 1);
  assert.is(transport.next().isAborted, false);
});

query('cancels the in-flight request on dispose and stops following the cache', async () => {
  const { store, transport } = setup();
  const q = started(store.query(ITEM, { id: '1' }));
  const pending = transport.next();
  q.dispose();
  assert.ok(pending.isAborted);
  assert.is(q.loading.value, false);
  await flush();
  assert.is(q.error.value, null);
  await q.refetch();
  assert.is(transport.requests.length, 1);
});

query('updates when another operation writes the entity it shows', async () => {
  const { store, transport } = setup();
  const q = started(store.query(ITEM, { id: '1' }));
  transport.next().resolve({ data: item('1', 'Lamp') });
  await q.settled();
  const names: string[] = [];
  const stop = effect(() => void names.push((q.data.value as ReturnType<typeof item> | null)?.item.name ?? '-'));
  store.cache.write('mutation { rename { id name } }', {}, { rename: { __typename: 'Item', id: '1', name: 'Renamed' } });
  stop();
  assert.equal(names, ['Lamp', 'Renamed']);
});

query('polls at its interval by its own policy, cancelling nothing that has settled', async () => {
  const { store, transport, clock } = setup();
  const q = started(store.query(ITEM, { id: '1' }, { pollIntervalMs: 1000 }));
  transport.next().resolve({ data: item('1', 'v1') });
  await q.settled();
  assert.equal(clock.pendingDelays(), [1000]);
  clock.advance(1000);
  assert.is(transport.requests.length, 2);
  transport.next().resolve({ data: item('1', 'v2') });
  await q.settled();
  assert.equal(q.data.value, item('1', 'v2'));
  q.dispose();
  assert.equal(clock.pendingDelays(), []);
});

query('reports anything else the transport throws as a NetworkError carrying it', async () => {
  const { store, transport } = setup();
  const bug = new TypeError('request is broken');
  transport.request = () => { throw bug; };
  const q = started(store.query(ITEM, { id: '1' }));
  await q.settled();
  assert.instance(q.error.value, NetworkError);
  assert.is((q.error.value as NetworkError).cause, bug);
  const m = await store.mutate('mutation { ping }').execute();
  assert.is((m.error as NetworkError).cause, bug);
});

const policies: FetchPolicy[] = ['cache-first', 'cache-and-network', 'network-only', 'cache-only'];
query('sends exactly the requests each policy calls for on a warm cache', async () => {
  const sent: Record<string, number> = {};
  for (const fetchPolicy of policies) {
    const { store, transport } = setup();
    store.cache.write(ITEM, { id: '1' }, item('1', 'Warm'));
    started(store.query(ITEM, { id: '1' }, { fetchPolicy }));
    sent[fetchPolicy] = transport.requests.length;
  }
  assert.equal(sent, { 'cache-first': 0, 'cache-and-network': 1, 'network-only': 1, 'cache-only': 0 });
});

query.run();

// ---

const cancel = suite('QueryHandle.cancel');

cancel('aborts the fetch in flight without an error, keeping the last answer and stopping the polling', async () => {
  const { store, transport, clock } = setup();
  const q = started(store.query(ITEM, { id: '1' }, { fetchPolicy: 'network-only', pollIntervalMs: 1000 }));
  transport.next().resolve({ data: item('1', 'Lamp') });
  await q.settled();
  clock.advance(1000);
  const polled = transport.next();
  assert.ok(q.loading.value);
  q.cancel();
  await q.settled();
  assert.ok(polled.isAborted, 'the request is aborted');
  assert.is(q.loading.value, false);
  assert.is(q.error.value, null, 'a cancellation is not an error');
  assert.equal(q.data.value, item('1', 'Lamp'));
  assert.equal(clock.pendingDelays(), [], 'no poll is scheduled');
  void q.refetch();
  assert.is(transport.requests.filter((r) => !r.isAborted).length, 2, 'a refetch goes out again');
  q.dispose();
});

cancel('does nothing when nothing is in flight', async () => {
  const { store, transport } = setup();
  const q = started(store.query(ITEM, { id: '1' }));
  transport.next().resolve({ data: item('1', 'Lamp') });
  await q.settled();
  q.cancel();
  assert.equal(q.data.value, item('1', 'Lamp'));
  assert.is(transport.requests.length, 1);
  q.dispose();
});

cancel.run();


// ---

const lifecycle = suite('QueryHandle.subscribe');

lifecycle('creating a handle sends nothing; its first subscriber starts it', () => {
  const { store, transport } = setup();
  const q = store.query(ITEM, { id: '1' }, { fetchPolicy: 'network-only' });
  assert.is(transport.requests.length, 0);
  assert.ok(q.loading.value, 'it reads as it will once started: a first render draws the loading state');
  void q.refetch();
  assert.is(transport.requests.length, 0, 'refetch waits for the start');
  q.subscribe();
  assert.is(transport.requests.length, 1);
  q.dispose();
});

lifecycle('before the start, a complete cache-first query already shows the cached answer', () => {
  const { store, transport } = setup();
  store.cache.write(ITEM, { id: '1' }, item('1', 'Cached'));
  const q = store.query(ITEM, { id: '1' });
  assert.equal(q.data.value, item('1', 'Cached'));
  assert.is(q.loading.value, false);
  assert.is(transport.requests.length, 0);
});

lifecycle('the last unsubscribe stops it a microtask later: the fetch is aborted, and nothing refetches it', async () => {
  const { store, transport, factory } = setup();
  const q = store.query(ITEM, { id: '1' }, { fetchPolicy: 'network-only', pollIntervalMs: 1000 });
  const unsubscribe = q.subscribe();
  const sent = transport.next();
  unsubscribe();
  assert.not.ok(sent.isAborted, 'not yet: a subscriber may come straight back');
  await Promise.resolve();
  assert.ok(sent.isAborted);
  assert.is(q.loading.value, false);
  assert.is(q.error.value, null, 'a stop is no error');
  store.settings.save({ endpoint: 'http://127.0.0.1:9/graphql' }); // refetches every query the store holds
  assert.is.not(factory.last, transport);
  assert.is(factory.last.requests.length, 0, 'the store no longer holds it');
});

lifecycle('a subscriber that comes straight back (StrictMode) keeps the one fetch in flight', async () => {
  const { store, transport } = setup();
  const q = store.query(ITEM, { id: '1' }, { fetchPolicy: 'network-only' });
  q.subscribe()(); // StrictMode: the effect runs, is cleaned up, runs again
  const unsubscribe = q.subscribe();
  await Promise.resolve();
  assert.is(transport.requests.length, 1, 'sent once');
  assert.not.ok(transport.requests[0]!.isAborted);
  transport.next().resolve({ data: item('1', 'Lamp') });
  await q.settled();
  assert.equal(q.data.value, item('1', 'Lamp'));
  unsubscribe();
});

lifecycle('a stopped query starts again at its next subscriber, and polls only while started', async () => {
  const { store, transport, clock } = setup();
  const q = store.query(ITEM, { id: '1' }, { fetchPolicy: 'network-only', pollIntervalMs: 1000 });
  const first = q.subscribe();
  transport.next().resolve({ data: item('1', 'Lamp') });
  await q.settled();
  first();
  await Promise.resolve();
  assert.equal(clock.pendingDelays(), [], 'no poll while stopped');
  q.subscribe();
  assert.is(transport.requests.length, 2, 'the restart fetches by its policy');
  transport.next().resolve({ data: item('1', 'Lamp 2') });
  await q.settled();
  assert.equal(q.data.value, item('1', 'Lamp 2'));
  assert.equal(clock.pendingDelays(), [1000]);
  q.dispose();
  assert.equal(clock.pendingDelays(), []);
  q.subscribe();
  assert.is(transport.requests.length, 2, 'a disposed query starts nothing');
});

lifecycle.run();
