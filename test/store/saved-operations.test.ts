import { IDBFactory } from 'fake-indexeddb';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createSavedOperations, SavedOperationsFileError } from '../../src/store/workbench.ts';

let seq = 0;
const make = (factory = new IDBFactory()) => createSavedOperations({ indexedDB: factory, clock: { now: () => 1_764_072_000_000 }, newId: () => `op-${++seq}` });
const op = (name: string, over = {}) => ({ name, query: '{ venues { id } }', variables: {}, endpoint: null, ...over });

const saved = suite('createSavedOperations');

saved('saves, lists by name, renames and deletes', async () => {
  const s = make();
  const b = await s.save(op('Beta', { variables: { limit: 1 } }));
  await s.save(op('alpha'));
  assert.equal((await s.list()).map((o) => o.name), ['alpha', 'Beta']);
  assert.equal((await s.list())[1], { ...b });
  await s.rename(b.id, '  Zulu ');
  assert.equal((await s.list()).map((o) => o.name), ['alpha', 'Zulu']);
  await s.remove(b.id);
  assert.equal((await s.list()).map((o) => o.name), ['alpha']);
  s.dispose();
});

saved('refuses an empty or overlong name, saving nothing', async () => {
  const s = make();
  for (const name of ['  ', 'x'.repeat(121)]) {
    try {
      await s.save(op(name));
      assert.unreachable('saved');
    } catch (error) {
      assert.match((error as Error).message, /needs a name|at most 120/);
    }
  }
  assert.equal(await s.list(), []);
  s.dispose();
});

saved('exports without credentials and imports into another browser', async () => {
  const s = make();
  await s.save(op('Login', { query: 'mutation L($password: String!) { login(password: $password) { token } }', variables: { password: 'hunter2', email: 'a@b.c' } }));
  const text = await s.exportFile();
  assert.not.match(text, /hunter2/);
  const other = make();
  const imported = await other.importFile(text);
  assert.equal(imported.map((o) => [o.name, o.variables]), [['Login', { email: 'a@b.c' }]]);
  assert.equal((await other.list()).map((o) => o.name), ['Login']);
  s.dispose();
  other.dispose();
});

saved('exports only the chosen operations', async () => {
  const s = make();
  const a = await s.save(op('A'));
  await s.save(op('B'));
  assert.equal(JSON.parse(await s.exportFile([a.id])).operations.map((o: { name: string }) => o.name), ['A']);
  s.dispose();
});

saved('imports nothing from a bad file, and says why', async () => {
  const s = make();
  try {
    await s.importFile('{"format":"facet.saved-operations","version":1,"operations":[{"name":"ok","query":"{ a }"},{"name":""}]}');
    assert.unreachable('imported');
  } catch (error) {
    assert.instance(error, SavedOperationsFileError);
    assert.is((error as Error).message, 'operations[1].name: expected a non-empty string.');
  }
  assert.equal(await s.list(), []);
  s.dispose();
});

saved('ticks changes on every write', async () => {
  const s = make();
  const start = s.changes.value;
  const a = await s.save(op('A'));
  await s.rename(a.id, 'B');
  await s.remove(a.id);
  assert.is(s.changes.value, start + 3);
  s.dispose();
});

saved.run();
