// Mutation handles (src/store/mutation.ts), through the store's public entry over a fake transport.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createManualClock } from '../helpers/clock.ts';
import { started } from '../helpers/started.ts';
import { fakeTransportFactory, flush } from './fake-transport.ts';
import { createMemoryStorage, createStore, NetworkError, ServerError, TimeoutError, type StoreOptions } from '../../src/store/index.ts';

const ITEM = 'query Item($id: ID!) { item(id: $id) { id name price } }';
const ITEMS = 'query Items { items { id name price } }';
const RENAME = 'mutation Rename($id: ID!, $name: String!) { renameItem(id: $id, name: $name) { id name } }';
const item = (id: string, name: string, price = 1) => ({ __typename: 'Item', id, name, price });

function setup(options: Partial<StoreOptions> = {}) {
  const factory = fakeTransportFactory();
  const clock = createManualClock();
  const store = createStore({ createTransport: factory.createTransport, storage: createMemoryStorage(), events: null, clock, ...options });
  return { store, factory, clock, transport: factory.last };
}

const mutate = suite('store.mutate');

mutate('updates an entity shown by two queries', async () => {
  const { store, transport } = setup();
  const list = started(store.query<{ items: ReturnType<typeof item>[] }>(ITEMS));
  transport.next().resolve({ data: { items: [item('1', 'Lamp'), item('2', 'Desk')] } });
  const one = started(store.query<{ item: ReturnType<typeof item> }>(ITEM, { id: '1' }));
  assert.is(transport.requests.length, 2, 'item(id) is another root field, so the second query asks the server');
  transport.next().resolve({ data: { item: item('1', 'Lamp') } });
  await Promise.all([list.settled(), one.settled()]);
  const m = store.mutate(RENAME, { id: '1', name: 'Lantern' });
  assert.ok(m.pending.value);
  const sent = transport.next();
  assert.equal(sent.operation.variables, { id: '1', name: 'Lantern' });
  sent.resolve({ data: { renameItem: { __typename: 'Item', id: '1', name: 'Lantern' } } });
  const outcome = await m.execute();
  assert.is(outcome.error, null);
  assert.is(m.pending.value, false);
  assert.is(list.data.value!.items[0]!.name, 'Lantern');
  assert.is(one.data.value!.item.name, 'Lantern');
  assert.is(one.data.value!.item.price, 1);
});

mutate('is never sent twice: execute while pending returns the same promise', async () => {
  const { store, transport } = setup();
  const m = store.mutation(RENAME);
  const a = m.execute({ id: '1', name: 'A' });
  const b = m.execute({ id: '1', name: 'B' });
  assert.is(a, b);
  assert.is(transport.requests.length, 1);
  transport.next().reject(new ServerError(502, '<html>Bad gateway</html>', undefined));
  const outcome = await a;
  assert.instance(outcome.error, ServerError);
  assert.instance(m.error.value, ServerError);
  await flush();
  assert.is(transport.requests.length, 1, 'a failed mutation is not retried');
  m.execute({ id: '1', name: 'C' });
  assert.is(transport.requests.length, 2, 'an explicit execute after settling sends again');
});

mutate('keeps GraphQL errors and partial data, and reports upload progress', async () => {
  const { store, transport } = setup();
  const seen: number[] = [];
  const m = store.mutate(RENAME, { id: '1', name: 'x' }, { onProgress: (f) => seen.push(f) });
  const sent = transport.next();
  sent.onProgress!(0.5);
  assert.is(m.progress.value, 0.5);
  sent.onProgress!(1);
  sent.resolve({ data: { renameItem: null }, errors: [{ message: 'No such item' }] });
  await m.execute();
  assert.equal(seen, [0.5, 1]);
  assert.equal(m.data.value, { renameItem: null });
  assert.equal(m.graphqlErrors.value.map((e) => e.message), ['No such item']);
  assert.equal(m.result.value!.errors!.length, 1);
});

mutate('never rejects: a failure that is no transport error arrives as a NetworkError outcome', async () => {
  const { store, transport } = setup();
  const m = store.mutation(RENAME);
  const pending = m.execute({ id: '1', name: 'x' });
  transport.next().reject(new TypeError('Failed to fetch') as never);
  const outcome = await pending;
  assert.instance(outcome.error, NetworkError);
  assert.is(outcome.data, null);
  assert.is(m.pending.value, false);
  assert.is(m.result.value, null);
});

mutate('keeps the data and errors of a refused answer\'s GraphQL body', async () => {
  const { store, transport } = setup();
  const m = store.mutation(RENAME);
  const pending = m.execute({ id: '1', name: 'x' });
  const body = { data: { renameItem: null }, errors: [{ message: 'Not allowed' }] };
  transport.next().reject(new ServerError(403, JSON.stringify(body), body));
  const outcome = await pending;
  assert.instance(outcome.error, ServerError);
  assert.equal(outcome.data, { renameItem: null });
  assert.equal(m.graphqlErrors.value.map((e) => e.message), ['Not allowed']);
});

mutate.run();

// ---

const unknown = suite('MutationHandle outcome unknown');

unknown('reports a lost answer (network failure after sending) as unknown, not failed', async () => {
  const { store, transport } = setup();
  const m = store.mutation(RENAME);
  const pending = m.execute({ id: '1', name: 'x' });
  transport.next().reject(new NetworkError(new TypeError('network connection was lost')));
  const outcome = await pending;
  assert.ok(outcome.isOutcomeUnknown);
  assert.ok(m.isOutcomeUnknown.value);
  assert.instance(outcome.error, NetworkError);
});

unknown('reports a request that timed out after sending as unknown too (ANSWER_LOST_KINDS)', async () => {
  const { store, transport } = setup();
  const m = store.mutation(RENAME);
  const pending = m.execute({ id: '1', name: 'x' });
  transport.next().reject(new TimeoutError(30000));
  const outcome = await pending;
  assert.ok(outcome.isOutcomeUnknown);
  assert.instance(outcome.error, TimeoutError);
});

unknown('reports an answer that arrived, even a refusal, as known', async () => {
  const { store, transport } = setup();
  const m = store.mutation(RENAME);
  const refused = m.execute({ id: '1', name: 'x' });
  transport.next().reject(new ServerError(500, 'oops', undefined));
  assert.is((await refused).isOutcomeUnknown, false);
  const answered = m.execute({ id: '1', name: 'y' });
  transport.next().resolve({ data: { renameItem: null }, errors: [{ message: 'No' }] });
  assert.is((await answered).isOutcomeUnknown, false);
  assert.is(m.isOutcomeUnknown.value, false);
});

unknown('cancel stops waiting, aborts the request and leaves the outcome unknown', async () => {
  const { store, transport } = setup();
  const m = store.mutation(RENAME);
  const pending = m.execute({ id: '1', name: 'x' });
  const sent = transport.next();
  m.cancel();
  const outcome = await pending;
  assert.ok(sent.isAborted);
  assert.is(outcome.error, null, 'a cancellation is not a failure');
  assert.ok(outcome.isOutcomeUnknown);
  assert.is(m.pending.value, false);
  m.cancel();
  assert.is(transport.requests.length, 1, 'cancel sends nothing and is harmless when idle');
});

unknown.run();

