/**
 * The workbench's IndexedDB database (issue 18 "stored in IndexedDB"): one database, two object
 * stores (`history`, `saved`), opened through an injectable IDBFactory so Node tests use
 * fake-indexeddb; plus the two promise wrappers the stores need. Deliberately left out: a
 * library (idb); the surface used is four calls.
 */
import { WORKBENCH_DATABASE_NAME, WORKBENCH_DATABASE_VERSION } from './constants.ts';

export const HISTORY_STORE = 'history';
export const SAVED_STORE = 'saved';

/** Opens (and on first use creates) the database. Rejects when IndexedDB is missing or refused. */
export function openWorkbenchDatabase(factory: IDBFactory | undefined, name = WORKBENCH_DATABASE_NAME): Promise<IDBDatabase> {
  if (!factory) return Promise.reject(new Error('IndexedDB is not available in this browser.'));
  return new Promise((resolve, reject) => {
    const request = factory.open(name, WORKBENCH_DATABASE_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(HISTORY_STORE)) {
        db.createObjectStore(HISTORY_STORE, { keyPath: 'id' }).createIndex('endpoint', 'endpoint');
      }
      if (!db.objectStoreNames.contains(SAVED_STORE)) db.createObjectStore(SAVED_STORE, { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('The workbench database is blocked by another tab.'));
  });
}

/** The result of one request. */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Resolves when a transaction commits, rejects when it aborts. */
export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted.'));
  });
}
