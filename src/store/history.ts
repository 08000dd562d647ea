/**
 * createHistory: every operation run, kept per endpoint in IndexedDB (issue 18 "History"):
 * newest first, with its variables (secrets removed), when it started, how long it took and how it
 * ended (ok / errors / failed); searchable, reopenable, capped at HISTORY_LIMIT_PER_ENDPOINT per
 * endpoint, clearable. `changes` ticks after every write so a panel knows to list again.
 *
 * Deliberately left out: the results themselves (they can be large and hold personal data; a
 * reopened run is run again), and syncing between tabs beyond what IndexedDB shares.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { OperationDefinitionNode } from 'graphql';
import { Kind } from 'graphql/language/kinds';
import { parse } from 'graphql/language/parser';
import { HISTORY_LIMIT_PER_ENDPOINT, WORKBENCH_DATABASE_NAME } from './constants.ts';
import { HISTORY_STORE, openWorkbenchDatabase, requestResult, transactionDone } from './indexed-db.ts';
import { withoutSecretLiterals, withoutSecrets } from '../schema/secret-names.ts';

export type RunOutcome = 'ok' | 'errors' | 'failed';
export type RunOperationType = 'query' | 'mutation' | 'subscription';

/** What the store reports when a run ends. */
export interface RunRecord {
  endpoint: string;
  query: string;
  operationName?: string | null;
  variables?: Readonly<Record<string, unknown>>;
  /** ms since the epoch, from the store's clock. */
  startedAt: number;
  /** null for a subscription still running when recorded. */
  durationMs: number | null;
  outcome: RunOutcome;
  /** The first error's message, for `errors` and `failed`. */
  message?: string | null;
}

export interface HistoryEntry {
  readonly id: string;
  readonly endpoint: string;
  readonly operationType: RunOperationType;
  readonly operationName: string | null;
  /** The document as sent, with credential literals removed. */
  readonly query: string;
  /** The variables as sent, with credential-named keys removed. */
  readonly variables: Readonly<Record<string, unknown>>;
  readonly startedAt: number;
  readonly durationMs: number | null;
  readonly outcome: RunOutcome;
  readonly message: string | null;
  /** The root fields the operation selects, for the list and the search. */
  readonly rootFields: readonly string[];
}

/** Where a reopened run goes: the document screen always; its operation screen when it is one root field. */
export interface ReopenTarget {
  document: { query: string; variables: Readonly<Record<string, unknown>>; operationName: string | null };
  /** `/query/<field>` and the like, for an operation of exactly one root field without fragments. */
  screen: { operationType: RunOperationType; field: string; variables: Readonly<Record<string, unknown>> } | null;
}

export interface HistoryOptions {
  /** Where IndexedDB comes from; fake-indexeddb in Node tests. @default globalThis.indexedDB */
  indexedDB?: IDBFactory;
  /** @default WORKBENCH_DATABASE_NAME */
  databaseName?: string;
  /** Runs kept per endpoint. @default HISTORY_LIMIT_PER_ENDPOINT */
  limit?: number;
  /** Entry ids. @default crypto.randomUUID */
  newId?: () => string;
}

export interface History {
  /** Keeps a run (secrets removed); the oldest runs of its endpoint beyond the limit go. */
  record(run: RunRecord): Promise<HistoryEntry>;
  /** The endpoint's runs, newest first; with `search`, those whose name, fields, document or variables hold every word. */
  list(endpoint: string, search?: string): Promise<HistoryEntry[]>;
  /** What the editor or the operation screen needs to show the run again. */
  reopen(entry: HistoryEntry): ReopenTarget;
  /** Forgets one endpoint's runs, or every run. */
  clear(endpoint?: string): Promise<void>;
  /** Ticks after each change. */
  readonly changes: ReadonlySignal<number>;
  dispose(): void;
}

export function createHistory(options: HistoryOptions = {}): History {
  const {
    indexedDB = globalThis.indexedDB,
    databaseName = WORKBENCH_DATABASE_NAME,
    limit = HISTORY_LIMIT_PER_ENDPOINT,
    newId = () => globalThis.crypto.randomUUID(),
  } = options;
  let database: Promise<IDBDatabase> | null = null;
  const db = () => (database ??= openWorkbenchDatabase(indexedDB, databaseName));
  const changes = signal(0);

  async function entriesOf(endpoint: string): Promise<HistoryEntry[]> {
    const store = (await db()).transaction(HISTORY_STORE, 'readonly').objectStore(HISTORY_STORE);
    const entries = await requestResult(store.index('endpoint').getAll(endpoint) as IDBRequest<HistoryEntry[]>);
    return entries.sort((a, b) => b.startedAt - a.startedAt || (a.id < b.id ? 1 : -1));
  }

  return {
    async record(run) {
      const { operationType, operationName, rootFields } = describe(run.query, run.operationName ?? null);
      const entry: HistoryEntry = {
        id: newId(),
        endpoint: run.endpoint,
        operationType,
        operationName,
        query: withoutSecretLiterals(run.query),
        variables: (withoutSecrets(run.variables ?? {}) ?? {}) as Record<string, unknown>,
        startedAt: run.startedAt,
        durationMs: run.durationMs,
        outcome: run.outcome,
        message: run.message ?? null,
        rootFields,
      };
      const existing = await entriesOf(run.endpoint);
      const transaction = (await db()).transaction(HISTORY_STORE, 'readwrite');
      const store = transaction.objectStore(HISTORY_STORE);
      store.put(entry);
      for (const old of [entry, ...existing].sort((a, b) => b.startedAt - a.startedAt).slice(limit)) store.delete(old.id);
      await transactionDone(transaction);
      changes.value += 1;
      return entry;
    },

    async list(endpoint, search = '') {
      const entries = await entriesOf(endpoint);
      const words = search.toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length === 0) return entries;
      return entries.filter((entry) => {
        const haystack = [entry.operationName ?? '', entry.rootFields.join(' '), entry.query, JSON.stringify(entry.variables), entry.outcome]
          .join('\n')
          .toLowerCase();
        return words.every((word) => haystack.includes(word));
      });
    },

    reopen(entry) {
      const document = { query: entry.query, variables: entry.variables, operationName: entry.operationName };
      return { document, screen: screenOf(entry) };
    },

    async clear(endpoint) {
      const transaction = (await db()).transaction(HISTORY_STORE, 'readwrite');
      const store = transaction.objectStore(HISTORY_STORE);
      if (endpoint === undefined) store.clear();
      else for (const key of await requestResult(store.index('endpoint').getAllKeys(endpoint))) store.delete(key);
      await transactionDone(transaction);
      changes.value += 1;
    },

    changes,

    dispose() {
      void database?.then((d) => d.close(), () => {});
      database = null;
    },
  };
}

/** The operation's type, name and root fields; a document that does not parse counts as a query. */
function describe(query: string, operationName: string | null) {
  let operation: OperationDefinitionNode | undefined;
  try {
    const operations = parse(query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  } catch {
    operation = undefined;
  }
  return {
    operationType: (operation?.operation ?? 'query') as RunOperationType,
    operationName: operation?.name?.value ?? operationName,
    rootFields: operation?.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])) ?? [],
  };
}

/** One root field, no fragments at the root, no aliases: the operation screen can show it. */
function screenOf(entry: HistoryEntry): ReopenTarget['screen'] {
  let operation: OperationDefinitionNode | undefined;
  try {
    const operations = parse(entry.query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    operation = entry.operationName ? operations.find((o) => o.name?.value === entry.operationName) : operations[0];
  } catch {
    return null;
  }
  const selections = operation?.selectionSet.selections ?? [];
  const [only] = selections;
  if (selections.length !== 1 || only?.kind !== Kind.FIELD || only.alias || only.name.value.startsWith('__')) return null;
  // The screen's arguments are the root field's: variables passed straight through by name.
  const variables: Record<string, unknown> = {};
  for (const argument of only.arguments ?? []) {
    if (argument.value.kind === Kind.VARIABLE && Object.hasOwn(entry.variables, argument.value.name.value)) {
      variables[argument.name.value] = entry.variables[argument.value.name.value];
    }
  }
  return { operationType: operation!.operation as RunOperationType, field: only.name.value, variables };
}
