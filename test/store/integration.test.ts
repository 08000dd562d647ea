// The store over the real transport against a real graphql-yoga server (test/helpers/store-server.ts).
import { suite } from 'uvu';
import { waitForSignals } from '../helpers/signals.ts';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { startStoreServer, type StoreServer } from '../helpers/store-server.ts';
import { createMemoryStorage, createStore, type Store, type StoreOptions } from '../../src/store/index.ts';
import { started } from '../helpers/started.ts';

interface Item { __typename: 'Item'; id: string; name: string; price: number }
const ITEMS = 'query Items($limit: Int) { items(limit: $limit) { id name price owner { id name } } }';
const ITEM = 'query Item($id: ID!, $delayMs: Int) { item(id: $id, delayMs: $delayMs) { id name price } }';
const RENAME = 'mutation Rename($id: ID!, $name: String!) { renameItem(id: $id, name: $name) { id name } }';
const VIEWER = 'query Viewer { viewer }';

let server: StoreServer;
const stores: Store[] = [];
const open = (options: Partial<StoreOptions> = {}) => {
  const store = createStore({ storage: createMemoryStorage(), events: null, defaults: { endpoint: server.url }, ...options });
  stores.push(store);
  return store;
};
const opsSent = () => server.requests.map((r) => r.operationName);
const openLive = (options: Partial<StoreOptions> = {}) =>
  open({ defaults: { endpoint: server.url, wsEndpoint: server.wsUrl }, transportOptions: { WebSocket, events: null }, ...options });

const waitFor = waitForSignals;

const integration = suite('createStore against graphql-yoga');

integration.before(async () => {
  server = await startStoreServer();
});
integration.after(async () => {
  for (const s of stores) s.dispose();
  await server.close();
});
integration.before.each(() => {
  server.requests.length = 0;
});

integration('runs a query and normalises its entities', async () => {
  const store = open();
  const q = started(store.query<{ items: Item[] }>(ITEMS, { limit: 2 }));
  await q.settled();
  assert.is(q.error.value, null);
  assert.equal(q.data.value!.items.map((i) => i.name), ['Lamp', 'Desk']);
  assert.ok(store.cache.has('Item:1'));
  assert.ok(store.cache.has('User:u1'));
  assert.equal(opsSent(), ['Items']);
});

integration('answers cache-first from the cache and sends by the other policies', async () => {
  const store = open();
  await started(store.query(ITEM, { id: '1' })).settled();
  const hit = started(store.query<{ item: Item }>(ITEM, { id: '1' }, { fetchPolicy: 'cache-first' }));
  assert.is(hit.data.value!.item.name, 'Lamp');
  assert.is(server.requests.length, 1);
  await started(store.query(ITEM, { id: '1' }, { fetchPolicy: 'cache-only' })).settled();
  assert.is(server.requests.length, 1);
  await started(store.query(ITEM, { id: '1' }, { fetchPolicy: 'cache-and-network' })).settled();
  assert.is(server.requests.length, 2);
  await started(store.query(ITEM, { id: '1' }, { fetchPolicy: 'network-only' })).settled();
  assert.is(server.requests.length, 3);
});

integration('updates an entity shown by two queries from a mutation\'s answer', async () => {
  const store = open();
  const list = started(store.query<{ items: Item[] }>(ITEMS, { limit: 3 }));
  const one = started(store.query<{ item: Item }>(ITEM, { id: '2' }));
  await Promise.all([list.settled(), one.settled()]);
  const m = store.mutate(RENAME, { id: '2', name: 'Standing desk' });
  const outcome = await m.execute();
  assert.is(outcome.error, null);
  assert.is(list.data.value!.items[1]!.name, 'Standing desk');
  assert.is(one.data.value!.item.name, 'Standing desk');
  assert.is(one.data.value!.item.price, 99);
  assert.equal(opsSent(), ['Items', 'Item', 'Rename']);
});

integration('cancels a superseded request: only the newer answer is shown, no error', async () => {
  const store = open();
  const q = started(store.query<{ item: Item }>(ITEM, { id: '1', delayMs: 5000 }));
  await q.setVariables({ id: '3' });
  assert.is(q.error.value, null);
  assert.is(q.data.value!.item.name, 'Chair');
});

integration('sends the signed-in token with the next request and drops it after sign-out', async () => {
  const store = open();
  const viewer = started(store.query<{ viewer: string | null }>(VIEWER, {}, { fetchPolicy: 'network-only' }));
  await viewer.settled();
  assert.is(viewer.data.value!.viewer, null);
  store.session.signIn('s3cret');
  await viewer.refetch();
  assert.is(viewer.data.value!.viewer, 'Bearer s3cret');
  store.session.signOut();
  await viewer.refetch();
  assert.is(viewer.data.value!.viewer, null);
  assert.equal(server.requests.map((r) => r.authorization), [null, 'Bearer s3cret', null]);
});

integration('uses the configured token name for the header', async () => {
  const storage = createMemoryStorage({ 'my-token': 'named' });
  const store = open({ storage });
  store.settings.save({ tokenName: 'my-token' });
  await started(store.query(VIEWER, {}, { fetchPolicy: 'network-only' })).settled();
  assert.equal(server.requests.map((r) => r.authorization), ['Bearer named']);
});

integration('reports a GraphQL error beside partial data from the server', async () => {
  const store = open();
  const q = started(store.query<{ item: Item | null; viewer: string | null }>('query Bad { item(id: "404") { id name } viewer }'));
  await q.settled();
  assert.equal(q.data.value, { item: null, viewer: null });
  const invalid = started(store.query('query Invalid { nope }'));
  await invalid.settled();
  assert.ok(invalid.error.value !== null || invalid.graphqlErrors.value.length > 0);
  assert.match((invalid.graphqlErrors.value[0] ?? invalid.error.value)!.message, /nope/);
});

integration.run();

// ---

const CHANGED = 'subscription Changed { itemChanged { id name price } }';
const SET_PRICE = 'mutation SetPrice($id: ID!, $price: Int!) { setPrice(id: $id, price: $price) { id price } }';

const live = suite('createStore subscriptions against graphql-ws on graphql-yoga');

live.before(async () => {
  server = await startStoreServer();
});
live.after(async () => {
  for (const s of stores.splice(0)) s.dispose();
  await server.close();
});

live('merges subscription events into the cache, updating a query another client did not touch', async () => {
  const reader = openLive();
  const writer = open();
  const q = started(reader.query<{ item: Item }>(ITEM, { id: '1' }));
  await q.settled();
  const feed = started(reader.subscribe<{ itemChanged: Item }>(CHANGED));
  await waitFor(() => feed.status.value.status === 'connected', 'the socket to be acknowledged');
  assert.equal(feed.status.value, { status: 'connected', protocol: 'graphql-transport-ws' });
  // graphql-ws acknowledges before the subscription is registered: publish until one arrives.
  for (let price = 20; feed.count.value === 0 && price < 40; price++) {
    await writer.mutate(SET_PRICE, { id: '1', price }).execute();
    await waitFor(() => feed.count.value > 0, 'an event', 200).catch(() => undefined);
  }
  const firstPrice = feed.latest.value!.data!.itemChanged.price;
  await writer.mutate(SET_PRICE, { id: '1', price: 500 }).execute();
  await waitFor(() => q.data.value?.item.price === 500, 'the query to show the new price');
  assert.equal(feed.feed.value.map((e) => e.data!.itemChanged.price).slice(0, 2), [500, firstPrice]);
  assert.is(feed.retry.value.attempt, 0);
  feed.stop();
});

live('re-authenticates the live connection on sign-in, keeping the subscription', async () => {
  const reader = openLive();
  const writer = open();
  const feed = started(reader.subscribe<{ itemChanged: Item }>(CHANGED));
  await waitFor(() => feed.status.value.status === 'connected', 'the first connection');
  const before = server.connectionParams.length;
  reader.session.signIn('live-token');
  // Read the signal first: an effect only re-runs for signals it read (server.connectionParams is not one).
  await waitFor(() => feed.status.value.status === 'connected' && server.connectionParams.length > before, 'the reconnection');
  const params = server.connectionParams.at(-1) as { Authorization?: string; headers?: { Authorization?: string } };
  assert.is(params.Authorization, 'Bearer live-token');
  assert.is(params.headers?.Authorization, 'Bearer live-token');
  for (let price = 60; feed.count.value === 0 && price < 80; price++) {
    await writer.mutate(SET_PRICE, { id: '2', price }).execute();
    await waitFor(() => feed.count.value > 0, 'an event', 200).catch(() => undefined);
  }
  assert.ok(feed.count.value > 0, 'events still arrive after the reconnect');
  assert.ok(feed.isActive.value);
  feed.stop();
});

live("moves a live subscription to the new transport when the settings change (the old transport's dispose is no end)", async () => {
  const reader = openLive();
  const writer = open();
  const feed = started(reader.subscribe<{ itemChanged: Item }>(CHANGED));
  await waitFor(() => feed.status.value.status === 'connected', 'the first connection');
  reader.settings.save({ tokenName: 'another-token' });
  assert.ok(feed.isActive.value, 'still active after the transport was replaced');
  for (let price = 80; feed.count.value === 0 && price < 100; price++) {
    await writer.mutate(SET_PRICE, { id: '2', price }).execute();
    await waitFor(() => feed.count.value > 0, 'an event', 200).catch(() => undefined);
  }
  assert.ok(feed.count.value > 0, 'events arrive through the new transport');
  assert.is(feed.error.value, null);
  feed.stop();
});

live('refetches a mounted query after the socket drops and reconnects, showing what changed meanwhile', async () => {
  const sockets: WebSocket[] = [];
  class RecordingWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
      sockets.push(this);
    }
  }
  const reader = openLive({ transportOptions: { WebSocket: RecordingWebSocket, events: null } });
  const q = started(reader.query<{ item: Item }>(ITEM, { id: '3' }));
  await q.settled();
  const feed = started(reader.subscribe<{ itemChanged: Item }>(CHANGED));
  await waitFor(() => feed.status.value.status === 'connected', 'the first connection');
  const itemRequests = () => server.requests.filter((r) => r.operationName === 'Item').length;
  const before = itemRequests();
  // Changed on the server without publishing: only a refetch can show it.
  server.items.set('3', { ...server.items.get('3')!, name: 'Rocking chair' });
  sockets.at(-1)!.terminate(); // an abnormal close (1006): the transport reconnects with backoff
  await waitFor(() => q.data.value?.item.name === 'Rocking chair', 'the refetched item');
  assert.is(itemRequests(), before + 1, 'one refetch');
  assert.is(sockets.length, 2, 'one new socket');
  assert.equal(feed.status.value, { status: 'connected', protocol: 'graphql-transport-ws' });
  assert.ok(feed.isActive.value, 'the subscription resumed');
  feed.stop();
});

live.run();
