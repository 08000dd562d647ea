import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createManualClock } from '../helpers/clock.ts';
import { fakeTransportFactory } from './fake-transport.ts';
import {
  createMemoryStorage,
  createStore,
  storeConstants,
  SubscriptionError,
  type StoreOptions,
} from '../../src/store/index.ts';
import { SSR_FORCE_FETCH_DELAY_MS } from '../../src/store/constants.ts';
import { started } from '../helpers/started.ts';
import { FakeWebSocket } from '../helpers/ws-servers.ts';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const ITEM = 'query Item($id: ID!) { item(id: $id) { id name price } }';
const ITEMS = 'query Items { items { id name price } }';
const RENAME = 'mutation Rename($id: ID!, $name: String!) { renameItem(id: $id, name: $name) { id name } }';
const CHANGED = 'subscription { itemChanged { id name price } }';
const item = (id: string, name: string, price = 1) => ({ __typename: 'Item', id, name, price });

function setup(options: Partial<StoreOptions> = {}) {
  const factory = fakeTransportFactory();
  const clock = createManualClock();
  const storage = createMemoryStorage();
  const store = createStore({ createTransport: factory.createTransport, storage, events: null, clock, ...options });
  return { store, factory, clock, storage, transport: factory.last };
}

const create = suite('createStore');

create('creates its transport from the settings, reading the shared storage (through the token scope) and clock', () => {
  const { factory, storage, clock } = setup({ defaults: { endpoint: 'https://api.example/graphql', persistedQueries: true } });
  const options = factory.last.options;
  assert.is(options.url, 'https://api.example/graphql');
  assert.is(options.wsUrl, null);
  assert.is(options.tokenName, 'apollo-token');
  assert.is(options.persistedQueries, true);
  assert.is(options.useGetForHashedQueries, false);
  assert.equal(options.preflightHeader, { name: 'Apollo-Require-Preflight', value: 'true' });
  storage.setItem('some-key', 'v');
  assert.is(options.storage?.getItem('some-key'), 'v');
  assert.is(options.clock, clock);
});

create('hands hashed GET and the preflight header from the settings to the transport', () => {
  const { store, factory } = setup({ defaults: { persistedQueries: true, useGetForHashedQueries: true } });
  assert.is(factory.last.options.useGetForHashedQueries, true);
  const first = factory.last;
  store.settings.save({ preflightHeaderName: 'x-graphql-yoga-csrf', preflightHeaderValue: '1' });
  assert.is(factory.made.length, 2, 'a new header means a new transport');
  assert.ok(first.isDisposed);
  assert.equal(factory.last.options.preflightHeader, { name: 'x-graphql-yoga-csrf', value: '1' });
  assert.is(factory.last.options.useGetForHashedQueries, true);
  store.settings.save({ useGetForHashedQueries: false });
  assert.is(factory.made.length, 3);
  assert.is(factory.last.options.useGetForHashedQueries, false);
  assert.equal(factory.last.options.preflightHeader, { name: 'x-graphql-yoga-csrf', value: '1' });
});

create('resolves a relative WebSocket endpoint against the page address', () => {
  const { factory } = setup({ defaults: { wsEndpoint: '/graphql' }, baseUrl: 'https://app.example/facet/' });
  assert.is(factory.last.options.wsUrl, 'wss://app.example/graphql');
});

create('re-creates the transport when connection settings change, disposing the old one', async () => {
  const { store, factory } = setup();
  const first = factory.last;
  store.settings.save({ selectionDepth: 3 });
  assert.is(factory.made.length, 1);
  store.settings.save({ wsEndpoint: 'ws://127.0.0.1:1/graphql' });
  assert.is(factory.made.length, 2);
  assert.ok(first.isDisposed);
  // Operations go through the new transport.
  started(store.query(ITEM, { id: '1' }));
  assert.is(factory.last.requests.length, 1);
  assert.is(first.requests.length, 0);
  assert.is(factory.last.options.wsUrl, 'ws://127.0.0.1:1/graphql');
});

create('an edit of only the request timeout or size limit keeps live subscriptions on their socket; requests take the new limits', async () => {
  // Review finding 9: both limits re-created the whole transport, so every feed re-subscribed on
  // a new socket, with a gap.
  const { store, factory } = setup({ defaults: { wsEndpoint: 'ws://127.0.0.1:1/graphql' } });
  const socket = factory.last;
  const feed = store.subscribe(CHANGED);
  feed.subscribe();
  assert.is(socket.subscriptions.length, 1);
  store.settings.save({ requestTimeoutSeconds: 5 });
  store.settings.save({ maxResponseMiB: 2 });
  assert.not.ok(socket.isDisposed, 'the socket stays');
  assert.not.ok(socket.subscriptions[0]!.isUnsubscribed, 'the feed stays subscribed');
  assert.is(socket.subscriptions.length, 1, 'and is not subscribed again');
  assert.ok(feed.isActive.value);
  started(store.query(ITEM, { id: '1' }));
  const http = factory.last;
  assert.is.not(http, socket);
  assert.is(http.requests.length, 1, 'a request goes through the new limits');
  assert.is(socket.requests.length, 0);
  assert.is(http.options.timeoutMs, 5000);
  assert.is(http.options.maxResponseBytes, 2 * 1024 * 1024);
  store.settings.save({ wsEndpoint: 'ws://127.0.0.1:2/graphql' });
  assert.ok(socket.isDisposed, 'what the socket uses still re-creates it');
  assert.ok(http.isDisposed, 'with the HTTP half it took');
  assert.is(factory.last.options.timeoutMs, 5000);
  store.dispose();
});

create('every transport the store makes shares one memo of the dialect each address speaks', () => {
  // Review finding 9: a memo per transport forgot the dialect at each settings edit, so a legacy
  // server paid the refused first try (a 1002 close) again.
  const { store, factory } = setup();
  const memo = factory.last.options.workingProtocols;
  assert.ok(memo instanceof Map);
  store.settings.save({ wsEndpoint: 'ws://127.0.0.1:1/graphql' });
  store.settings.save({ headers: [{ name: 'X-Hasura-Role', value: 'user' }] });
  assert.is(factory.made.length, 3);
  for (const made of factory.made) assert.is(made.options.workingProtocols, memo);
  store.dispose();
});

create('a legacy server\'s dialect, learnt by one transport, is offered first by the next (real transport, fake socket)', () => {
  FakeWebSocket.instances = [];
  const store = createStore({
    storage: createMemoryStorage(),
    events: null,
    clock: createManualClock(),
    defaults: { wsEndpoint: 'ws://legacy.test/graphql' },
    transportOptions: { WebSocket: FakeWebSocket as unknown as typeof WebSocket },
  });
  store.subscribe(CHANGED).subscribe();
  FakeWebSocket.last.open('graphql-transport-ws');
  FakeWebSocket.last.serverClose(1002); // the legacy server refuses the modern dialect
  FakeWebSocket.last.open('graphql-ws');
  FakeWebSocket.last.receive({ type: 'connection_ack' });
  store.settings.save({ headers: [{ name: 'X-Hasura-Role', value: 'user' }] }); // a new transport; the feed moves to it
  assert.is(FakeWebSocket.last.protocols[0], 'graphql-ws', 'no refused first try again');
  store.dispose();
});

create('clears the cache and refetches active queries on another endpoint', async () => {
  const { store, factory } = setup();
  const q = started(store.query(ITEM, { id: '1' }));
  factory.last.next().resolve({ data: { item: item('1', 'Old server') } });
  await q.settled();
  store.settings.save({ endpoint: 'http://127.0.0.1:9/graphql' });
  assert.is(store.cache.has('Item:1'), false);
  const refetch = factory.last.next();
  assert.is(refetch.operation.operationName, 'Item');
  refetch.resolve({ data: { item: item('1', 'New server') } });
  await q.settled();
  assert.is((q.data.value as { item: { name: string } }).item.name, 'New server');
});

create('serialises to JSON-safe state that a new store hydrates from', () => {
  const { store } = setup();
  store.cache.write(ITEMS, {}, { items: [item('1', 'Lamp')] });
  const state = JSON.parse(JSON.stringify(store.serialize()));
  assert.is(state.version, storeConstants.SERIALIZED_STATE_VERSION);
  const { store: hydrated, transport } = setup({ initialState: state });
  const q = started(hydrated.query(ITEMS));
  assert.equal(q.data.value, { items: [item('1', 'Lamp')] });
  assert.is(transport.requests.length, 0);
});

create('gives the transport the active profile’s headers, and the other profile’s after a switch, closing the old transport', () => {
  const { store, factory } = setup();
  store.settings.save({ headers: [{ name: 'x-api-key', value: 'first-key' }] });
  const first = factory.last;
  assert.equal(first.options.headers, { 'x-api-key': 'first-key' });
  store.settings.addProfile('Second', { endpoint: 'https://second.example/graphql', headers: [{ name: 'X-Hasura-Role', value: 'user' }] });
  const second = factory.last;
  assert.ok(first.isDisposed, 'the old live connection is closed');
  assert.equal(second.options.headers, { 'X-Hasura-Role': 'user' });
  assert.is(second.options.url, 'https://second.example/graphql');
  store.settings.switchProfile('default');
  assert.ok(second.isDisposed);
  assert.equal(factory.last.options.headers, { 'x-api-key': 'first-key' });
  store.dispose();
});

create('never hands the first profile’s token to the transport of a profile on another origin', () => {
  const { store, factory } = setup({ defaults: { endpoint: 'https://first.example/graphql' } });
  store.session.signIn('first-token');
  assert.is(factory.last.options.storage!.getItem('apollo-token'), 'first-token');
  store.settings.addProfile('Other', { endpoint: 'https://other.example/graphql' });
  assert.is(factory.last.options.storage!.getItem('apollo-token'), null);
  assert.ok(store.tokenScope.isWithheld.value);
  store.settings.switchProfile('default');
  assert.is(factory.last.options.storage!.getItem('apollo-token'), 'first-token');
  store.dispose();
});

create('clears the cache when the headers change on the same address (another role may see other records)', () => {
  const { store } = setup();
  store.cache.write(ITEMS, {}, { items: [item('1', 'a')] });
  store.settings.save({ headers: [{ name: 'X-Hasura-Role', value: 'admin' }] });
  assert.is(store.cache.read(ITEMS, {}).data, null);
  store.dispose();
});

create.run();

// ---

const hydration = suite('after-hydration window');

const hydrate = () => {
  const { store } = setup();
  store.cache.write(ITEMS, {}, { items: [item('1', 'Server-rendered')] });
  return setup({ initialState: store.serialize() });
};

hydration('answers network-only and cache-and-network from the hydrated cache inside the window', () => {
  const { store, transport, clock } = hydrate();
  clock.advance(SSR_FORCE_FETCH_DELAY_MS - 1);
  const a = started(store.query(ITEMS, {}, { fetchPolicy: 'network-only' }));
  const b = started(store.query(ITEMS, {}, { fetchPolicy: 'cache-and-network' }));
  assert.is(transport.requests.length, 0);
  assert.equal(a.data.value, { items: [item('1', 'Server-rendered')] });
  assert.equal(b.data.value, { items: [item('1', 'Server-rendered')] });
  assert.is(a.fetchPolicy, 'network-only');
});

hydration('still fetches a cache miss inside the window', () => {
  const { store, transport } = hydrate();
  started(store.query(ITEM, { id: '9' }, { fetchPolicy: 'network-only' }));
  assert.is(transport.requests.length, 1);
});

hydration('applies per fetch: refetch at 50 ms is served from cache, at 150 ms reaches the network', async () => {
  const { store, transport, clock } = hydrate();
  const q = started(store.query(ITEMS, {}, { fetchPolicy: 'network-only' }));
  clock.advance(50);
  await q.refetch();
  assert.is(transport.requests.length, 0);
  clock.advance(100);
  const refetch = q.refetch();
  assert.is(transport.requests.length, 1);
  transport.next().resolve({ data: { items: [item('1', 'Fresh')] } });
  await refetch;
  assert.equal(q.data.value, { items: [item('1', 'Fresh')] });
});

hydration('keeps polling through and after the window', async () => {
  const { store, transport, clock } = hydrate();
  const q = started(store.query(ITEMS, {}, { fetchPolicy: 'cache-and-network', pollIntervalMs: 60 }));
  assert.is(transport.requests.length, 0);
  clock.advance(60); // t=60: inside the window, served from cache, next poll scheduled
  assert.is(transport.requests.length, 0);
  assert.equal(clock.pendingDelays(), [60]);
  clock.advance(60); // t=120: past the window
  assert.is(transport.requests.length, 1);
  transport.next().resolve({ data: { items: [item('1', 'Polled')] } });
  await q.settled();
  clock.advance(60);
  assert.is(transport.requests.length, 2);
  q.dispose();
});

hydration('hydrate() restores the state later; the window lasts from when hydration is done', async () => {
  const { store: server } = setup();
  server.cache.write(ITEMS, {}, { items: [item('1', 'Server-rendered')] });
  const { store, transport, clock } = setup();
  clock.advance(5000); // the browser waited for its schema before hydrating
  const hydrated = store.hydrate(server.serialize());
  clock.advance(1000); // a slow hydration: the screens ask long after the state was restored
  const q = started(store.query(ITEMS, {}, { fetchPolicy: 'network-only' }));
  assert.is(transport.requests.length, 0);
  assert.equal(q.data.value, { items: [item('1', 'Server-rendered')] });
  hydrated();
  clock.advance(SSR_FORCE_FETCH_DELAY_MS - 1);
  await q.refetch();
  assert.is(transport.requests.length, 0, 'inside the window');
  clock.advance(1);
  void q.refetch();
  assert.is(transport.requests.length, 1, 'past it');
});

hydration('does not apply to a store created without initial state', () => {
  const { store, transport } = setup();
  store.cache.write(ITEMS, {}, { items: [item('1', 'x')] });
  started(store.query(ITEMS, {}, { fetchPolicy: 'network-only' }));
  assert.is(transport.requests.length, 1);
});

hydration.run();

// ---

const session = suite('store.session');

session('signs in and out through the storage the transport reads, and reconnects it', () => {
  const { store, storage, transport } = setup();
  store.session.signIn('t0k3n');
  assert.is(storage.getItem('apollo-token'), 't0k3n');
  assert.is(transport.options.storage?.getItem('apollo-token'), 't0k3n');
  assert.is(transport.reconnects, 1);
  store.session.signOut();
  assert.is(storage.getItem('apollo-token'), null);
  assert.is(transport.reconnects, 2);
});

session('follows the token name setting', () => {
  const { store, storage } = setup();
  storage.setItem('custom', 'abc');
  assert.is(store.session.token.value, null);
  store.settings.save({ tokenName: 'custom' });
  assert.is(store.session.token.value, 'abc');
});

session('picks up a sign-in from another tab through the storage event', () => {
  const events = new EventTarget();
  const { store, storage, transport } = setup({ events });
  assert.is(store.session.token.value, null);
  storage.setItem('apollo-token', 'other-tab');
  events.dispatchEvent(Object.assign(new Event('storage'), { key: 'unrelated' }));
  assert.is(store.session.token.value, null);
  events.dispatchEvent(Object.assign(new Event('storage'), { key: 'apollo-token' }));
  assert.is(store.session.token.value, 'other-tab');
  assert.is(transport.reconnects, 1);
  storage.setItem(storeConstants.SETTINGS_STORAGE_KEY, JSON.stringify({ selectionDepth: 5 }));
  events.dispatchEvent(Object.assign(new Event('storage'), { key: storeConstants.SETTINGS_STORAGE_KEY }));
  assert.is(store.settings.values.value.selectionDepth, 5);
  store.dispose();
  storage.setItem('apollo-token', 'after-dispose');
  events.dispatchEvent(Object.assign(new Event('storage'), { key: 'apollo-token' }));
  assert.is(store.session.token.value, 'other-tab');
});

session.run();

// ---

const missed = suite('refetch after a lost connection');

const CONNECTED = { status: 'connected', protocol: 'graphql-transport-ws' } as const;
const RECONNECTING = { status: 'reconnecting', attempt: 1, delayMs: 100, lastError: null } as const;

/** A cache-first and a cache-only query, both answered (the cache-only one from the first's data), and a settled mutation. */
async function mountedOperations(store: ReturnType<typeof setup>['store'], transport: ReturnType<typeof setup>['transport']) {
  const one = started(store.query<{ item: ReturnType<typeof item> }>(ITEM, { id: '1' }));
  transport.next().resolve({ data: { item: item('1', 'Lamp') } });
  await one.settled();
  const cached = started(store.query(ITEM, { id: '1' }, { fetchPolicy: 'cache-only' }));
  const rename = store.mutate(RENAME, { id: '1', name: 'Lantern' });
  transport.next().resolve({ data: { renameItem: { __typename: 'Item', id: '1', name: 'Lantern' } } });
  await rename.execute();
  return { one, cached, sentBefore: transport.requests.length };
}

missed('refetches each mounted query once when the socket is back after a drop', async () => {
  const { store, transport } = setup();
  const { one, sentBefore } = await mountedOperations(store, transport);
  transport.connectionState.set(CONNECTED);
  assert.is(transport.requests.length, sentBefore, 'the first connect is not a reconnect');
  transport.connectionState.set(RECONNECTING);
  transport.connectionState.set({ status: 'connecting', attempt: 1 });
  assert.is(transport.requests.length, sentBefore, 'nothing while the socket is down');
  transport.connectionState.set(CONNECTED);
  const refetches = transport.requests.slice(sentBefore);
  assert.equal(refetches.map((r) => r.operation.operationName), ['Item'], 'no mutation, no cache-only query');
  refetches[0]!.resolve({ data: { item: item('1', 'Changed while away') } });
  await one.settled();
  assert.is(one.data.value!.item.name, 'Changed while away');
  transport.connectionState.set({ status: 'connecting', attempt: 0 });
  transport.connectionState.set(CONNECTED);
  assert.is(transport.requests.length, sentBefore + 1, 'once per reconnect');
});

missed('refetches after a fatal close once a retry connects again', async () => {
  const { store, transport } = setup();
  const { sentBefore } = await mountedOperations(store, transport);
  transport.connectionState.set(CONNECTED);
  transport.connectionState.set({ status: 'closed', error: new SubscriptionError([{ message: 'gone' }]) });
  transport.connectionState.set(CONNECTED);
  assert.equal(transport.requests.slice(sentBefore).map((r) => r.operation.operationName), ['Item']);
});

missed('does not refetch on a deliberate reconnect (sign-in) or when the first connection attempt failed', async () => {
  const { store, transport } = setup();
  const { sentBefore } = await mountedOperations(store, transport);
  transport.connectionState.set(RECONNECTING);
  transport.connectionState.set(CONNECTED);
  assert.is(transport.requests.length, sentBefore, 'never connected before: the queries were just fetched');
  store.session.signIn('t0k3n');
  transport.connectionState.set({ status: 'connecting', attempt: 0 });
  transport.connectionState.set(CONNECTED);
  assert.is(transport.requests.length, sentBefore);
});

missed('refetches the mounted queries when the browser is back online', async () => {
  const events = new EventTarget();
  const { store, transport } = setup({ events });
  const { one, sentBefore } = await mountedOperations(store, transport);
  const gone = started(store.query(ITEM, { id: '2' }));
  transport.next().resolve({ data: { item: item('2', 'Desk') } });
  await gone.settled();
  gone.dispose();
  events.dispatchEvent(new Event('offline'));
  assert.is(transport.requests.length, sentBefore + 1);
  events.dispatchEvent(new Event('online'));
  assert.equal(transport.requests.slice(sentBefore + 1).map((r) => r.operation.variables), [{ id: '1' }], 'only the mounted network query');
  transport.next().resolve({ data: { item: item('1', 'Fresh') } });
  await one.settled();
  assert.is(one.data.value!.item.name, 'Fresh');
  store.dispose();
  events.dispatchEvent(new Event('online'));
  assert.is(transport.requests.length, sentBefore + 2, 'nothing after dispose');
});

missed('watches the new transport after the settings change, whose first connect is not a reconnect', async () => {
  const { store, factory } = setup();
  const old = factory.last;
  const { sentBefore } = await mountedOperations(store, old);
  old.connectionState.set(CONNECTED);
  store.settings.save({ wsEndpoint: 'ws://127.0.0.1:2/graphql' });
  old.connectionState.set({ status: 'closed', error: null });
  const current = factory.last;
  current.connectionState.set(CONNECTED);
  assert.is(current.requests.length + old.requests.length, sentBefore, 'the new transport\'s first connect is not a reconnect');
  current.connectionState.set(RECONNECTING);
  current.connectionState.set(CONNECTED);
  assert.equal(current.requests.map((r) => r.operation.operationName), ['Item']);
});

missed.run();

// ---

const dispose = suite('store.dispose');

dispose('stops queries, subscriptions, toasts and the transport', () => {
  const { store, transport, clock } = setup();
  started(store.query(ITEM, { id: '1' }, { pollIntervalMs: 100 }));
  started(store.subscribe(CHANGED));
  store.notices.push({ kind: 'info', message: 'bye' });
  store.dispose();
  assert.ok(transport.requests[0]!.isAborted);
  assert.ok(transport.subscriptions[0]!.isUnsubscribed);
  assert.ok(transport.isDisposed);
  assert.equal(clock.pendingDelays(), []);
});

dispose('forgets a schema source its caller disposed: the store keeps no reference to it (review C8)', async () => {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const { store, transport } = setup();
  const kept = store.createSchemaSource();
  const disposed = ((): WeakRef<object> => {
    const source = store.createSchemaSource();
    source.dispose();
    return new WeakRef(source.schema);
  })();
  transport.requests.length = 0; // the fake keeps every request it was sent (and so the sender)
  await new Promise((resolve) => setImmediate(resolve)); // a WeakRef holds its target until the job ends
  collect();
  assert.is(disposed.deref(), undefined, 'collected');
  assert.ok(kept.schema);
  store.dispose();
});

dispose.run();
