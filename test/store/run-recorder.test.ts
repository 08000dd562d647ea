// The run recorder through the store's public entry: createStore({ onRun }).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMemoryStorage, createStore, type RunRecord } from '../../src/store/index.ts';
import { NetworkError } from '../../src/transport/index.ts';
import { createManualClock } from '../helpers/clock.ts';
import { fakeTransportFactory, flush } from './fake-transport.ts';
import { started } from '../helpers/started.ts';

const ITEM = 'query Item($id: ID!) { item(id: $id) { id name } }';
const RENAME = 'mutation Rename($id: ID!) { renameItem(id: $id) { id } }';
const CHANGED = 'subscription Changed { itemChanged { id } }';

function setup() {
  const factory = fakeTransportFactory();
  const clock = createManualClock(1_000);
  const runs: RunRecord[] = [];
  const store = createStore({
    createTransport: factory.createTransport,
    storage: createMemoryStorage(),
    events: null,
    clock,
    defaults: { endpoint: 'https://api.example/graphql' },
    onRun: (run) => runs.push(run),
  });
  return { factory, clock, runs, store };
}

// ---

const queries = suite('reportQueryRuns');

queries('reports a query run with its endpoint, document, variables, time, duration and outcome', async () => {
  const { factory, clock, runs, store } = setup();
  const handle = started(store.query(ITEM, { id: '1' }, { fetchPolicy: 'network-only' }));
  clock.advance(25);
  factory.last.next().resolve({ data: { item: { __typename: 'Item', id: '1', name: 'Lamp' } } });
  await flush();
  assert.equal(runs, [
    { endpoint: 'https://api.example/graphql', query: ITEM, operationName: 'Item', variables: { id: '1' }, startedAt: 1_000, durationMs: 25, outcome: 'ok', message: null },
  ]);
  handle.dispose();
  store.dispose();
});

queries('reports new variables as a new run, and not a refetch of the same ones', async () => {
  const { factory, runs, store } = setup();
  const handle = started(store.query(ITEM, { id: '1' }, { fetchPolicy: 'network-only' }));
  factory.last.next().resolve({ data: { item: { __typename: 'Item', id: '1', name: 'A' } } });
  await flush();
  void handle.refetch();
  factory.last.next().resolve({ data: { item: { __typename: 'Item', id: '1', name: 'A' } } });
  await flush();
  void handle.setVariables({ id: '2' });
  factory.last.next().resolve({ errors: [{ message: 'No item 2' }], data: { item: null } });
  await flush();
  assert.equal(runs.map((r) => [r.variables, r.outcome, r.message]), [
    [{ id: '1' }, 'ok', null],
    [{ id: '2' }, 'errors', 'No item 2'],
  ]);
  handle.dispose();
  store.dispose();
});

queries('reports a transport failure as failed', async () => {
  const { factory, runs, store } = setup();
  const handle = started(store.query(ITEM, { id: '1' }, { fetchPolicy: 'network-only' }));
  factory.last.next().reject(new NetworkError(new Error('offline')));
  await flush();
  assert.equal(runs.map((r) => r.outcome), ['failed']);
  handle.dispose();
  store.dispose();
});

queries.run();

// ---

const mutations = suite('reportMutationRuns');

mutations('reports each execute when it settles', async () => {
  const { factory, clock, runs, store } = setup();
  const handle = store.mutation(RENAME);
  const done = handle.execute({ id: '1' });
  clock.advance(10);
  factory.last.next().resolve({ data: { renameItem: { __typename: 'Item', id: '1' } } });
  await done;
  assert.equal(runs.map((r) => [r.operationName, r.variables, r.durationMs, r.outcome]), [['Rename', { id: '1' }, 10, 'ok']]);
  assert.is(handle.pending.value, false, 'the wrapped handle still reads its signals');
  store.dispose();
});

mutations.run();

// ---

const subscriptions = suite('reportSubscriptionRun');

subscriptions('reports a subscription when it is stopped', async () => {
  const { factory, clock, runs, store } = setup();
  const feed = started(store.subscribe(CHANGED));
  await flush();
  assert.equal(runs, []);
  clock.advance(500);
  feed.stop();
  await flush();
  assert.equal(runs.map((r) => [r.operationName, r.durationMs, r.outcome]), [['Changed', 500, 'ok']]);
  assert.ok(factory.last);
  store.dispose();
});

subscriptions.run();

// ---

const none = suite('createStore without onRun');

none('records nothing and hands back the plain handles', async () => {
  const factory = fakeTransportFactory();
  const store = createStore({ createTransport: factory.createTransport, storage: createMemoryStorage(), events: null, clock: createManualClock() });
  const handle = store.mutation(RENAME);
  assert.ok(Object.hasOwn(handle, 'execute'));
  store.dispose();
});

none.run();
