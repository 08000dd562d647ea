// Idempotency-Key on every mutation execution (src/store/idempotency.ts, issue 12 §8): unit
// tests over the fake transport, and the whole path against the demo backend, which honours it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/demo/constants.ts';
import { fakeTransportFactory } from './fake-transport.ts';
import { createMemoryStorage, createStore, storeConstants, type Store } from '../../src/store/index.ts';
import { idempotencyHeaders, randomIdempotencyKey } from '../../src/store/idempotency.ts';
import { started } from '../helpers/started.ts';

const RENAME = 'mutation Rename($id: ID!, $name: String!) { renameItem(id: $id, name: $name) { id name } }';

// ---

const keySuite = suite('randomIdempotencyKey');

keySuite('makes a fresh UUID v4 each time', () => {
  const keys = new Set(Array.from({ length: 50 }, () => randomIdempotencyKey()));
  assert.is(keys.size, 50);
  for (const key of keys) assert.match(key, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.equal(idempotencyHeaders('k'), { 'Idempotency-Key': 'k' });
  assert.is(storeConstants.IDEMPOTENCY_KEY_HEADER, 'Idempotency-Key');
});

keySuite.run();

// ---

const storeSuite = suite('store mutations carry an Idempotency-Key');

storeSuite('sends a new key with each execution (the user\'s retry is a new one) and none with queries', async () => {
  const factory = fakeTransportFactory();
  let n = 0;
  const store = createStore({ createTransport: factory.createTransport, storage: createMemoryStorage(), events: null, newIdempotencyKey: () => `key-${++n}` });
  const handle = store.mutation(RENAME);
  const first = handle.execute({ id: '1', name: 'A' });
  factory.last.next().resolve({ data: { renameItem: { __typename: 'Item', id: '1', name: 'A' } } });
  await first;
  const second = handle.execute({ id: '1', name: 'A' });
  factory.last.next().resolve({ data: { renameItem: { __typename: 'Item', id: '1', name: 'A' } } });
  await second;
  started(store.query('query { items { id } }'));
  assert.equal(factory.last.requests.map((r) => r.headers), [{ 'Idempotency-Key': 'key-1' }, { 'Idempotency-Key': 'key-2' }, undefined]);
  store.dispose();
});

storeSuite.run();

// ---

const CREATE = 'mutation Create($input: EventInput!) { createEvent(input: $input) { id title } }';
const TOTAL = 'query Total { events(limit: 1) { total } }';
const LOGIN = 'mutation Login($e: String!, $p: String!) { login(email: $e, password: $p) { token } }';

const demoSuite = suite('against the demo backend');
let demo: DemoServerHandle;
let store: Store;

demoSuite.before(async () => {
  demo = await startDemoServer();
  store = createStore({ storage: createMemoryStorage(), events: null, defaults: { endpoint: demo.graphqlUrl }, newIdempotencyKey: () => 'same-key-for-both' });
  const login = await store.mutate<{ login: { token: string } }>(LOGIN, { e: DEMO_EMAIL, p: DEMO_PASSWORD }).execute();
  store.session.signIn(login.data!.login.token);
});
demoSuite.after(async () => {
  store.dispose();
  await demo.close();
});

demoSuite('a request sent again with its key is answered with the first answer and applied once', async () => {
  const total = async () => {
    const q = started(store.query<{ events: { total: number } }>(TOTAL, {}, { fetchPolicy: 'network-only' }));
    await q.settled();
    q.dispose();
    return q.data.value!.events.total;
  };
  const before = await total();
  const input = { input: { title: 'Only once', startsAt: '2030-01-01T10:00:00Z' } };
  // Both executions carry the same key, as the browser's own replay of one request would.
  const first = await store.mutate<{ createEvent: { id: string } }>(CREATE, input).execute();
  const replay = await store.mutate<{ createEvent: { id: string } }>(CREATE, input).execute();
  assert.is(first.error, null);
  assert.is(replay.data!.createEvent.id, first.data!.createEvent.id);
  assert.is(await total(), before + 1);
});

demoSuite.run();
