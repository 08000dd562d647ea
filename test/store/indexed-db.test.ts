import { IDBFactory } from 'fake-indexeddb';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HISTORY_STORE, SAVED_STORE, openWorkbenchDatabase, requestResult, transactionDone } from '../../src/store/indexed-db.ts';

const open = suite('openWorkbenchDatabase');

open('creates both object stores on first use, and the endpoint index', async () => {
  const db = await openWorkbenchDatabase(new IDBFactory());
  assert.equal([...db.objectStoreNames].sort(), [HISTORY_STORE, SAVED_STORE]);
  assert.equal([...db.transaction(HISTORY_STORE).objectStore(HISTORY_STORE).indexNames], ['endpoint']);
  db.close();
});

open('rejects with a clear message when there is no IndexedDB', async () => {
  try {
    await openWorkbenchDatabase(undefined);
    assert.unreachable('opened');
  } catch (error) {
    assert.is((error as Error).message, 'IndexedDB is not available in this browser.');
  }
});

open.run();

// ---

const wrappers = suite('requestResult and transactionDone');

wrappers('resolve with a request\'s result and when a transaction commits', async () => {
  const db = await openWorkbenchDatabase(new IDBFactory());
  const write = db.transaction(SAVED_STORE, 'readwrite');
  write.objectStore(SAVED_STORE).put({ id: 'a', name: 'A' });
  await transactionDone(write);
  assert.equal(await requestResult(db.transaction(SAVED_STORE).objectStore(SAVED_STORE).get('a')), { id: 'a', name: 'A' });
  db.close();
});

wrappers('reject when a transaction aborts', async () => {
  const db = await openWorkbenchDatabase(new IDBFactory());
  const write = db.transaction(SAVED_STORE, 'readwrite');
  const done = transactionDone(write);
  write.abort();
  try {
    await done;
    assert.unreachable('committed');
  } catch (error) {
    assert.is((error as Error).message, 'IndexedDB transaction aborted.');
  }
  db.close();
});

wrappers.run();
