/**
 * The normalised cache. Every object with a key (`__typename` + key fields, `id` by default) is
 * stored once as an entity; every field of every entity is its own signal, so a write that
 * changes one field notifies only what read that field. Query results are stored as field values
 * of the root entity (`ROOT_QUERY`), keyed by field name plus arguments, e.g. `events({"limit":10})`,
 * holding references (`{ __ref: "Event:1" }`) into entities. Objects without a key are stored as
 * entities too, keyed by their path (`$ROOT_QUERY.stats.0`, a namespace no entity key can reach),
 * so their fields are signals as well.
 *
 * Which fields a selection writes and reads for an object (merged response keys, fragments, @skip
 * and @include, variable defaults) is cache-fields.ts's job; test/store/cache-differential.test.ts
 * compares reads with graphql-js's execution of generated documents.
 *
 * Deliberately left out: field policies and merge functions, garbage collection of unreachable
 * entities, and schema-aware fragment matching unless `possibleTypes` is given (without it, a
 * type condition that names an interface or union matches loosely: its fields are written and
 * read when present, as Apollo does without `possibleTypes`).
 * `writeBatch` with `isKnownOnly` (what a subscription feed writes) updates entities the cache
 * already holds and adds none, so a fast stream of new entities cannot grow it (issue 12 item 7).
 */
import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { SelectionSetNode } from 'graphql';
import { createFieldCollector, ROOT_TYPENAME, stableStringify, storeFieldKey, withVariableDefaults, type FieldWalk, type PossibleTypes, type Variables } from './cache-fields.ts';
import { DEFAULT_KEY_FIELDS, ROOT_QUERY_KEY } from './constants.ts';
import { prepareDocument, type DocumentInput, type OperationType, type PreparedDocument } from './document.ts';

/** A reference from a stored field to an entity. */
export interface StoredRef { readonly __ref: string }
/** What a field of an entity holds: a leaf value (any JSON, custom scalars included), a reference, null, or a list of these. */
export type StoredValue = StoredRef | null | string | number | boolean | readonly StoredValue[] | { readonly [key: string]: unknown };

/** JSON-safe snapshot of the cache: entity key → field key → stored value. */
export type SerializedCache = Record<string, Record<string, StoredValue>>;

export type { Variables } from './cache-fields.ts';
export { stableStringify, storeFieldKey } from './cache-fields.ts';

export interface CacheReadResult<T = Record<string, unknown>> {
  /** The result rebuilt for the selection, or null when nothing of it is cached. */
  readonly data: T | null;
  /** True when every field the selection asks for is cached (a cache hit). */
  readonly isComplete: boolean;
}

export interface CacheOptions {
  /**
   * Key fields per `__typename`; `false` stores that type inline (never normalised).
   * @default DEFAULT_KEY_FIELDS (`['id']`) for every type not listed
   */
  keyFields?: Readonly<Record<string, readonly string[] | false>>;
  /**
   * Each interface's and union's possible types (Apollo's shape: `{ Node: ['User', 'Item'] }`).
   * Given, fragments match exactly, as graphql-js executes them; left out, a type condition that
   * names another type matches loosely (its fields are used when present, never required).
   * @default none (loose matching)
   */
  possibleTypes?: PossibleTypes;
}

export interface NormalizedCache {
  /** The entity key of an object (`Item:1`), or null when it has no `__typename` or key fields. */
  identify(object: unknown): string | null;
  /** Normalises an operation's result into entities (query results also become root fields). */
  write(document: DocumentInput | PreparedDocument, variables: Variables | undefined, data: unknown): void;
  /**
   * Writes several results of one operation, in order, in one batch: readers are notified once,
   * of the last value of each field. With `isKnownOnly`, only entities the cache already holds are
   * written (their nested objects are still visited, so a known entity inside a new one updates).
   */
  writeBatch(document: DocumentInput | PreparedDocument, variables: Variables | undefined, results: readonly unknown[], options?: WriteBatchOptions): void;
  /** Rebuilds a plain result for the selection; inside a computed/effect it tracks every field read. */
  read<T = Record<string, unknown>>(document: DocumentInput | PreparedDocument, variables?: Variables): CacheReadResult<T>;
  /**
   * Like `read`, but scalar fields are getters that read their field's signal when accessed: the
   * caller (a computed) depends only on the shape (references, lists, presence), and whoever reads
   * `item.name` depends on that one field. This is what query handles expose as `data`.
   */
  view<T = Record<string, unknown>>(document: DocumentInput | PreparedDocument, variables?: Variables): CacheReadResult<T>;
  /**
   * Replaces the possible types (CacheOptions.possibleTypes) once the schema is known, or with
   * undefined when it is not; reads that depend on fragment matching are recomputed.
   */
  setPossibleTypes(possibleTypes: PossibleTypes | undefined): void;
  /** The signal of one field of one entity (holds undefined while not cached). */
  field(entityKey: string, fieldKey: string): ReadonlySignal<StoredValue | undefined>;
  /** True when the entity has at least one cached field. */
  has(entityKey: string): boolean;
  /** Keys of entities with at least one cached field. */
  keys(): string[];
  serialize(): SerializedCache;
  /** Writes a serialized snapshot in (a hydrated start, or a test's fixture). */
  restore(state: SerializedCache): void;
  /**
   * Forgets one entity (after a delete mutation): its fields become misses and every list that
   * referenced it drops it, so the lists shown update. Returns false when it was not cached.
   */
  evict(entityKey: string): boolean;
  /** Forgets every value; fields read since are notified (they become misses). */
  clear(): void;
}

export interface WriteBatchOptions {
  /** Leave out entities (and root fields) the cache does not hold yet. @default false */
  isKnownOnly?: boolean;
}

const ROOT_KEYS: Record<OperationType, string> = {
  query: ROOT_QUERY_KEY,
  mutation: 'ROOT_MUTATION',
  subscription: 'ROOT_SUBSCRIPTION',
};

const ROOT_KEY_SET = new Set(Object.values(ROOT_KEYS));

interface Walk extends FieldWalk {
  /** Write only entities already held (WriteBatchOptions.isKnownOnly). */
  readonly isKnownOnly?: boolean;
}

interface ReadWalk extends Walk {
  readonly isLive: boolean;
  isComplete: boolean;
}

export function createCache(options: CacheOptions = {}): NormalizedCache {
  const { keyFields = {}, possibleTypes } = options;
  // A signal, so reads made before the schema was known are recomputed with exact matching.
  const collector = signal(createFieldCollector(possibleTypes));
  const entities = new Map<string, Map<string, Signal<StoredValue | undefined>>>();

  function fieldSignal(entityKey: string, fieldKey: string): Signal<StoredValue | undefined> {
    let fields = entities.get(entityKey);
    if (!fields) entities.set(entityKey, (fields = new Map()));
    let s = fields.get(fieldKey);
    if (!s) fields.set(fieldKey, (s = signal<StoredValue | undefined>(undefined)));
    return s;
  }

  function setField(entityKey: string, fieldKey: string, value: StoredValue): void {
    const s = fieldSignal(entityKey, fieldKey);
    if (!isStoredEqual(s.peek(), value)) s.value = value;
  }

  function identify(object: unknown): string | null {
    if (!isRecord(object)) return null;
    const typename = object.__typename;
    // Only a GraphQL name keys an entity, so no entity key starts like a path key ("$").
    if (typeof typename !== 'string' || !isName(typename)) return null;
    const fields = keyFields[typename] ?? DEFAULT_KEY_FIELDS;
    if (fields === false || fields.length === 0) return null;
    const values: Record<string, unknown> = {};
    for (const name of fields) {
      const value = object[name];
      if (value === undefined || value === null) return null;
      values[name] = value;
    }
    return fields.length === 1 ? `${typename}:${String(values[fields[0]!])}` : `${typename}:${stableStringify(values)}`;
  }

  // ─── write ───

  function writeSelection(entityKey: string, selectionSets: readonly SelectionSetNode[], data: Record<string, unknown>, walk: Walk) {
    const typename = typeof data.__typename === 'string' ? data.__typename : ROOT_KEY_SET.has(entityKey) ? ROOT_TYPENAME : undefined;
    const isWritten = !walk.isKnownOnly || entities.has(entityKey);
    for (const { responseKey, node, selectionSets: subSets } of collector.peek()(selectionSets, walk, same, typename)) {
      if (!isWritten && !subSets) continue;
      if (!(responseKey in data)) continue; // absent: a loosely matched fragment, or a non-spec server
      const fieldKey = storeFieldKey(node, walk.variables);
      const value = data[responseKey];
      const stored = subSets ? normalise(value, subSets, entityKey, fieldKey, walk) : toLeaf(value);
      if (isWritten) setField(entityKey, fieldKey, stored);
    }
  }

  /** `owner` and `segment` name the value's place, the key of an object without its own (built only then). */
  function normalise(value: unknown, selectionSets: readonly SelectionSetNode[], owner: string, segment: string | number, walk: Walk): StoredValue {
    if (value === null || value === undefined) return null;
    if (Array.isArray(value)) {
      const listPath = pathKey(owner, segment);
      return value.map((item, i) => normalise(item, selectionSets, listPath, i, walk));
    }
    if (!isRecord(value)) return toLeaf(value); // a scalar where an object was expected: keep what arrived
    const key = identify(value) ?? pathKey(owner, segment);
    writeSelection(key, selectionSets, value, walk);
    return { __ref: key };
  }

  // ─── read ───

  /** The typename fragments match against: the stored `__typename`, or at a root without one, every fragment. */
  function storedTypename(entityKey: string): string | undefined {
    const value = fieldSignal(entityKey, '__typename').value;
    return typeof value === 'string' ? value : ROOT_KEY_SET.has(entityKey) ? ROOT_TYPENAME : undefined;
  }

  function readSelection(entityKey: string, selectionSets: readonly SelectionSetNode[], walk: ReadWalk): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (const { responseKey, node, selectionSets: subSets, isStrict } of collector.value(selectionSets, walk, storedTypename, entityKey)) {
      const s = fieldSignal(entityKey, storeFieldKey(node, walk.variables));
      if (walk.isLive && !subSets) {
        // Presence is part of the shape (a miss → complete), the value is read by whoever reads it.
        if (s.peek() === undefined) {
          void s.value;
          if (isStrict) walk.isComplete = false;
          continue;
        }
        Object.defineProperty(result, responseKey, { get: () => s.value, enumerable: true, configurable: true });
        continue;
      }
      const stored = s.value;
      if (stored === undefined) {
        if (isStrict) walk.isComplete = false;
        continue;
      }
      result[responseKey] = subSets ? denormalise(stored, subSets, walk) : stored;
    }
    return result;
  }

  function denormalise(stored: StoredValue, selectionSets: readonly SelectionSetNode[], walk: ReadWalk): unknown {
    if (stored === null) return null;
    if (Array.isArray(stored)) return stored.map((item: StoredValue) => denormalise(item, selectionSets, walk));
    if (isRef(stored)) return readSelection(stored.__ref, selectionSets, walk);
    return stored;
  }

  function readWith<T>(input: DocumentInput | PreparedDocument, variables: Variables | undefined, isLive: boolean): CacheReadResult<T> {
    const prepared = toPrepared(input);
    const walk: ReadWalk = { variables: withVariableDefaults(prepared.operation, variables), fragments: prepared.fragments, isLive, isComplete: true };
    const data = readSelection(ROOT_KEYS[prepared.operationType], rootSelection(prepared), walk);
    const isEmpty = Object.keys(data).length === 0;
    return { data: isEmpty && !walk.isComplete ? null : (data as T), isComplete: walk.isComplete };
  }

  function has(entityKey: string): boolean {
    const fields = entities.get(entityKey);
    if (!fields) return false;
    for (const s of fields.values()) if (s.peek() !== undefined) return true;
    return false;
  }

  // Closures, not methods, so `const { keys } = store.cache` works (review C7).
  return {
    identify,
    setPossibleTypes(next) {
      collector.value = createFieldCollector(next);
    },
    write(input, variables, data) {
      if (!isRecord(data)) return;
      const prepared = toPrepared(input);
      const walk: Walk = { variables: withVariableDefaults(prepared.operation, variables), fragments: prepared.fragments };
      batch(() => writeSelection(ROOT_KEYS[prepared.operationType], rootSelection(prepared), data, walk));
    },
    writeBatch(input, variables, results, writeOptions = {}) {
      const prepared = toPrepared(input);
      const walk: Walk = { variables: withVariableDefaults(prepared.operation, variables), fragments: prepared.fragments, isKnownOnly: writeOptions.isKnownOnly ?? false };
      const rootKey = ROOT_KEYS[prepared.operationType];
      const selectionSets = rootSelection(prepared);
      batch(() => {
        for (const data of results) if (isRecord(data)) writeSelection(rootKey, selectionSets, data, walk);
      });
    },
    read: (input, variables) => readWith(input, variables, false),
    view: (input, variables) => readWith(input, variables, true),
    field: fieldSignal,
    has,
    keys() {
      return [...entities.keys()].filter(has);
    },
    serialize() {
      const out: SerializedCache = {};
      for (const [key, fields] of entities) {
        let entity: Record<string, StoredValue> | undefined;
        for (const [fieldKey, s] of fields) {
          const value = s.peek();
          if (value === undefined) continue;
          (entity ??= out[key] = {})[fieldKey] = value;
        }
      }
      return out;
    },
    restore(state) {
      batch(() => {
        for (const [key, fields] of Object.entries(state)) {
          if (!isRecord(fields)) continue;
          for (const [fieldKey, value] of Object.entries(fields)) {
            if (value !== undefined) setField(key, fieldKey, value as StoredValue);
          }
        }
      });
    },
    evict(entityKey) {
      if (!has(entityKey)) return false;
      batch(() => {
        for (const s of entities.get(entityKey)!.values()) s.value = undefined;
        for (const fields of entities.values()) {
          for (const s of fields.values()) {
            const value = s.peek();
            if (Array.isArray(value)) {
              const kept = withoutRef(value, entityKey);
              if (kept !== value) s.value = kept;
            }
          }
        }
      });
      return true;
    },
    clear() {
      batch(() => {
        for (const fields of entities.values()) for (const s of fields.values()) s.value = undefined;
      });
    },
  };
}

// ─── helpers ───

function same<T>(value: T): T {
  return value;
}

function toPrepared(input: DocumentInput | PreparedDocument): PreparedDocument {
  return isPrepared(input) ? input : prepareDocument(input);
}

function isPrepared(input: DocumentInput | PreparedDocument): input is PreparedDocument {
  return typeof input === 'object' && 'operation' in input && 'query' in input;
}

const rootSelections = new WeakMap<PreparedDocument, readonly SelectionSetNode[]>();

/** The operation's selection set as a stable one-item list (the field collector's memo is keyed by it). */
function rootSelection(prepared: PreparedDocument): readonly SelectionSetNode[] {
  let sets = rootSelections.get(prepared);
  if (!sets) rootSelections.set(prepared, (sets = [prepared.operation.selectionSet]));
  return sets;
}

/**
 * The key of an object without its own: its place below the nearest keyed object, in a namespace
 * no entity key can reach (review C4): it starts with "$", which no GraphQL name (so no
 * `identify` result) does, and the owner's dots and backslashes are escaped, so field `c` of
 * `User:a.b` (`$User:a\.b.c`) and field `c` below field `b` of `User:a` (`$User:a.b.c`) stay
 * apart. Field keys need no escaping: a name, then balanced JSON arguments, then "." or the end.
 */
function pathKey(owner: string, segment: string | number): string {
  if (owner.charCodeAt(0) === PATH_PREFIX_CODE) return `${owner}.${segment}`;
  const escaped = owner.includes('.') || owner.includes('\\') ? owner.replace(/[.\\]/g, '\\$&') : owner;
  return `$${escaped}.${segment}`;
}

/** "$": the first character of every path key. */
const PATH_PREFIX_CODE = 36;

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A GraphQL name (spec §2.1.9), as every `__typename` a server sends by the spec is. */
function isName(value: string): boolean {
  return NAME.test(value);
}

/** The list without references to `entityKey` (nested lists too); the same array when none. */
function withoutRef(list: readonly StoredValue[], entityKey: string): readonly StoredValue[] {
  let changed = false;
  const kept: StoredValue[] = [];
  for (const item of list) {
    if (item !== null && typeof item === 'object' && !Array.isArray(item) && (item as StoredRef).__ref === entityKey) {
      changed = true;
      continue;
    }
    const inner = Array.isArray(item) ? withoutRef(item, entityKey) : item;
    if (inner !== item) changed = true;
    kept.push(inner);
  }
  return changed ? kept : list;
}

function toLeaf(value: unknown): StoredValue {
  return value === undefined ? null : (value as StoredValue);
}

function isRef(value: StoredValue): value is StoredRef {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as StoredRef).__ref === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Structural equality, so a write of the same value notifies nobody. */
function isStoredEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!isStoredEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ak = Object.keys(a);
  if (ak.length !== Object.keys(b).length) return false;
  for (const k of ak) if (!isStoredEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}
