/**
 * createSavedOperations: named documents with their variables (issue 18 "Saved operations"):
 * save, list (by name), rename, delete, and export to / import from the file format of
 * saved-operations-file.ts. Kept in the workbench's IndexedDB database, across endpoints (a
 * collection is the user's, not the server's); each remembers the endpoint it was saved against.
 *
 * Deliberately left out: folders and sharing through a server; the file is the way to share.
 * Saved variables stay on this machine as typed (they are the user's own); the exported file
 * never holds credentials.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Clock } from '../transport/index.ts';
import { realClock } from './real-clock.ts';
import { SAVED_OPERATION_NAME_MAX_CHARS, WORKBENCH_DATABASE_NAME } from './constants.ts';
import { SAVED_STORE, openWorkbenchDatabase, requestResult, transactionDone } from './indexed-db.ts';
import { readSavedOperationsFile, writeSavedOperationsFile, type SavedOperationData } from './saved-operations-file.ts';

export interface SavedOperation extends SavedOperationData {
  readonly id: string;
  /** ms since the epoch. */
  readonly savedAt: number;
}

export interface SavedOperationsOptions {
  /** @default globalThis.indexedDB */
  indexedDB?: IDBFactory;
  /** @default WORKBENCH_DATABASE_NAME */
  databaseName?: string;
  /** Save times and the export's date. @default realClock */
  clock?: Pick<Clock, 'now'>;
  /** @default crypto.randomUUID */
  newId?: () => string;
}

export interface SavedOperations {
  /** Saves a new operation; throws on an empty or too long name. */
  save(operation: SavedOperationData): Promise<SavedOperation>;
  /** Every saved operation, by name. */
  list(): Promise<SavedOperation[]>;
  rename(id: string, name: string): Promise<SavedOperation>;
  remove(id: string): Promise<void>;
  /** The file text of the given operations (all when none given), credentials removed. */
  exportFile(ids?: readonly string[]): Promise<string>;
  /** Adds a file's operations (new ids, names kept); throws SavedOperationsFileError, saving nothing, on a bad file. */
  importFile(text: string): Promise<SavedOperation[]>;
  readonly changes: ReadonlySignal<number>;
  dispose(): void;
}

export function createSavedOperations(options: SavedOperationsOptions = {}): SavedOperations {
  const {
    indexedDB = globalThis.indexedDB,
    databaseName = WORKBENCH_DATABASE_NAME,
    clock = realClock,
    newId = () => globalThis.crypto.randomUUID(),
  } = options;
  let database: Promise<IDBDatabase> | null = null;
  const db = () => (database ??= openWorkbenchDatabase(indexedDB, databaseName));
  const changes = signal(0);

  async function write(operations: readonly SavedOperation[], deleteId?: string): Promise<void> {
    const transaction = (await db()).transaction(SAVED_STORE, 'readwrite');
    const store = transaction.objectStore(SAVED_STORE);
    for (const operation of operations) store.put(operation);
    if (deleteId !== undefined) store.delete(deleteId);
    await transactionDone(transaction);
    changes.value += 1;
  }

  async function get(id: string): Promise<SavedOperation> {
    const store = (await db()).transaction(SAVED_STORE, 'readonly').objectStore(SAVED_STORE);
    const found = await requestResult(store.get(id) as IDBRequest<SavedOperation | undefined>);
    if (!found) throw new Error(`No saved operation with id ${id}.`);
    return found;
  }

  async function list(): Promise<SavedOperation[]> {
    const store = (await db()).transaction(SAVED_STORE, 'readonly').objectStore(SAVED_STORE);
    const all = await requestResult(store.getAll() as IDBRequest<SavedOperation[]>);
    return all.sort((a, b) => a.name.localeCompare(b.name) || a.savedAt - b.savedAt);
  }

  return {
    async save({ name, query, variables, endpoint }) {
      const operation: SavedOperation = { id: newId(), name: checkName(name), query, variables, endpoint, savedAt: clock.now() };
      await write([operation]);
      return operation;
    },
    list,
    async rename(id, name) {
      const renamed = { ...(await get(id)), name: checkName(name) };
      await write([renamed]);
      return renamed;
    },
    async remove(id) {
      await write([], id);
    },
    async exportFile(ids) {
      const all = await list();
      const chosen = ids ? all.filter((o) => ids.includes(o.id)) : all;
      return writeSavedOperationsFile(chosen, new Date(clock.now()));
    },
    async importFile(text) {
      const now = clock.now();
      const imported = readSavedOperationsFile(text).map((data): SavedOperation => ({ ...data, id: newId(), savedAt: now }));
      await write(imported);
      return imported;
    },
    changes,
    dispose() {
      void database?.then((d) => d.close(), () => {});
      database = null;
    },
  };
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new Error('A saved operation needs a name.');
  if (trimmed.length > SAVED_OPERATION_NAME_MAX_CHARS) throw new Error(`A name is at most ${SAVED_OPERATION_NAME_MAX_CHARS} characters.`);
  return trimmed;
}
