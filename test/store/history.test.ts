import { IDBFactory } from 'fake-indexeddb';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHistory, type RunRecord } from '../../src/store/index.ts';

const ENDPOINT = 'https://api.example/graphql';
let seq = 0;
const make = (limit?: number) => createHistory({ indexedDB: new IDBFactory(), limit, newId: () => `run-${++seq}` });
const run = (over: Partial<RunRecord> = {}): RunRecord => ({
  endpoint: ENDPOINT,
  query: 'query Venues { venues { id name } }',
  variables: {},
  startedAt: 1_000,
  durationMs: 42,
  outcome: 'ok',
  ...over,
});

const history = suite('createHistory');

history('keeps runs per endpoint, newest first, with time, duration and outcome', async () => {
  const h = make();
  await h.record(run({ startedAt: 1 }));
  await h.record(run({ startedAt: 3, outcome: 'errors', message: 'Cannot query field "x"' }));
  await h.record(run({ startedAt: 2, endpoint: 'https://other/graphql' }));
  const entries = await h.list(ENDPOINT);
  assert.equal(entries.map((e) => [e.startedAt, e.outcome, e.durationMs, e.message]), [
    [3, 'errors', 42, 'Cannot query field "x"'],
    [1, 'ok', 42, null],
  ]);
  assert.is((await h.list('https://other/graphql')).length, 1);
  h.dispose();
});

history('describes the operation: type, name and root fields', async () => {
  const h = make();
  const entry = await h.record(run({ query: 'mutation Rate($id: ID!) { rateEvent(id: $id, stars: 5) { id } }' }));
  assert.equal([entry.operationType, entry.operationName, entry.rootFields], ['mutation', 'Rate', ['rateEvent']]);
  h.dispose();
});

history('removes credential-named variables at any depth, files, and credential literals in the document', async () => {
  const h = make();
  const entry = await h.record(
    run({
      query: 'mutation { login(email: "a@b.c", password: "hunter2") { token } }',
      variables: { email: 'a@b.c', password: 'hunter2', input: { apiKey: 'k', name: 'n' }, photo: new Blob(['x']) },
    }),
  );
  assert.equal(entry.variables, { email: 'a@b.c', input: { name: 'n' }, photo: null });
  assert.not.match(entry.query, /hunter2/);
  assert.match(entry.query, /password: ""/);
  const [stored] = await h.list(ENDPOINT);
  assert.not.match(JSON.stringify(stored), /hunter2|"k"/);
  h.dispose();
});

history('searches name, fields, document and variables, every word', async () => {
  const h = make();
  await h.record(run({ query: 'query Venues { venues { id } }', startedAt: 1 }));
  await h.record(run({ query: 'query Search($text: String!) { search(text: $text) { id } }', variables: { text: 'jazz night' }, startedAt: 2 }));
  assert.equal((await h.list(ENDPOINT, 'jazz')).map((e) => e.operationName), ['Search']);
  assert.equal((await h.list(ENDPOINT, 'VENUES')).map((e) => e.operationName), ['Venues']);
  assert.equal((await h.list(ENDPOINT, 'search night')).map((e) => e.operationName), ['Search']);
  assert.equal(await h.list(ENDPOINT, 'venues jazz'), []);
  h.dispose();
});

history('keeps at most the limit per endpoint, dropping the oldest', async () => {
  const h = make(3);
  for (let i = 1; i <= 5; i++) await h.record(run({ startedAt: i }));
  await h.record(run({ startedAt: 9, endpoint: 'https://other/graphql' }));
  assert.equal((await h.list(ENDPOINT)).map((e) => e.startedAt), [5, 4, 3]);
  assert.is((await h.list('https://other/graphql')).length, 1);
  h.dispose();
});

history('clears one endpoint or everything, and ticks changes', async () => {
  const h = make();
  await h.record(run());
  await h.record(run({ endpoint: 'https://other/graphql' }));
  const before = h.changes.value;
  await h.clear(ENDPOINT);
  assert.equal(await h.list(ENDPOINT), []);
  assert.is((await h.list('https://other/graphql')).length, 1);
  await h.clear();
  assert.equal(await h.list('https://other/graphql'), []);
  assert.is(h.changes.value, before + 2);
  h.dispose();
});

history('keeps what it stored across instances on the same database', async () => {
  const factory = new IDBFactory();
  const first = createHistory({ indexedDB: factory });
  await first.record(run());
  first.dispose();
  const second = createHistory({ indexedDB: factory });
  assert.is((await second.list(ENDPOINT)).length, 1);
  second.dispose();
});

history('rejects clearly when IndexedDB is missing', async () => {
  const h = createHistory({ indexedDB: undefined as unknown as IDBFactory });
  try {
    await h.list(ENDPOINT);
    assert.unreachable('list resolved');
  } catch (error) {
    assert.match((error as Error).message, /IndexedDB is not available/);
  }
});

history.run();

// ---

const reopen = suite('History.reopen');

reopen('returns the document with its variables, and the operation screen for one root field', async () => {
  const h = make();
  const entry = await h.record(run({ query: 'query E($id: ID!) { event(id: $id) { title } }', variables: { id: '7' } }));
  assert.equal(h.reopen(entry), {
    document: { query: entry.query, variables: { id: '7' }, operationName: 'E' },
    screen: { operationType: 'query', field: 'event', variables: { id: '7' } },
  });
  h.dispose();
});

reopen('offers no operation screen for several root fields, an alias or a document that does not parse', async () => {
  const h = make();
  for (const query of ['{ venues { id } me { id } }', '{ v: venues { id } }', '{ broken']) {
    assert.is(h.reopen(await h.record(run({ query }))).screen, null, query);
  }
  h.dispose();
});

reopen.run();
