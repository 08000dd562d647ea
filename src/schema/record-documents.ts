// The documents a record screen sends (issue 15 §2), built from an entity (entities.ts): the list
// query with a compact selection, the by-key query (Relay `node(id:)` wrapped in a type
// condition), the create, update and delete mutations, and their variables taken from a record:
// its key, and for an update only the fields that changed, in the shape the mutation takes
// (`input`, `input.userPatch`, Hasura `_set`, or plain arguments).
// Leaves out: nested input objects built from related records (only `venueId` ← `venue.id`), and
// Hasura's `_inc` (changes go through `_set`).
import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { MUTATION_BOOKKEEPING_FIELDS } from './constants.ts';
import { entityFor, type Entity, type EntityAction, type Fetcher, type KeyBinding } from './entities.ts';
import { isNamed } from './names.ts';
import { buildOperationDocument, buildSelection, operationNameFor, type SelectionOptions } from './selection.ts';

/** One generated operation of a record screen. */
export interface RecordOperation {
  /** The root field it calls. */
  field: string;
  operationName: string;
  /** The whole document. */
  text: string;
}

/** Every document a record screen of one entity type needs; null where the entity has no such source or action. */
export interface RecordDocuments {
  entity: Entity;
  list: RecordOperation | null;
  byKey: RecordOperation | null;
  create: RecordOperation | null;
  update: RecordOperation | null;
  delete: RecordOperation | null;
}

/** Separates the parts of a composite key in a route (`#/entity/Repository/octo/facet`). */
const KEY_PART_SEPARATOR = '/';

/** Options of {@link buildRecordDocuments}. */
export interface RecordDocumentsOptions {
  /**
   * Object levels of the record page's selection (related records as links need their titles).
   * @default 2
   */
  recordDepth?: number;
}

type Values = Record<string, unknown>;
type Slot = GraphQLArgument | GraphQLInputField;

/** The key paths through a related object (`owner.login`), which a shallow selection must keep. */
function keepKeys(entity: Entity): SelectionOptions['keep'] {
  const keys = [...entity.fetchers.flatMap((f) => f.key), ...entity.actions.flatMap((a) => a.key)];
  return { [entity.name]: keys.map((k) => k.field).filter((path) => path.length === 2) };
}

function rootField(schema: GraphQLSchema, kind: 'query' | 'mutation', name: string): GraphQLField<unknown, unknown> {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[name];
  if (!field) throw new Error(`Expected the ${kind} field "${name}" the entity rules found, got nothing`);
  return field;
}

function operation(schema: GraphQLSchema, kind: 'query' | 'mutation', name: string, options: SelectionOptions): RecordOperation {
  const doc = buildOperationDocument(schema, kind, rootField(schema, kind, name), options);
  return { field: name, operationName: doc.operationName, text: doc.text };
}

function byKeyOperation(schema: GraphQLSchema, entity: Entity, fetcher: Fetcher, depth: number): RecordOperation {
  const keep = keepKeys(entity);
  if (!fetcher.typeCondition) return operation(schema, 'query', fetcher.field, { depth, keep });
  // Relay `node(id:)` returns the Node interface: the record's fields sit in a type condition.
  const field = rootField(schema, 'query', fetcher.field);
  const type = schema.getType(fetcher.typeCondition);
  if (!type) throw new Error(`Expected the type "${fetcher.typeCondition}", got nothing`);
  const operationName = `${operationNameFor(entity.name)}ByNode`;
  const args = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const declarations = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = buildSelection(schema, type as never, { depth, indent: 4, keep }).text;
  const text = `query ${operationName}(${declarations}) {\n  ${field.name}(${call}) {\n    ... on ${type.name} ${selection}\n    __typename\n  }\n}\n`;
  return { field: field.name, operationName, text };
}

function actionOperation(schema: GraphQLSchema, entity: Entity, action: EntityAction | null): RecordOperation | null {
  if (!action) return null;
  // A payload needs one more level to reach the record (`createUser { user { … } }`).
  return operation(schema, 'mutation', action.field, { depth: 1 + (action.resultPath?.length ?? 0), keep: keepKeys(entity) });
}

/**
 * The documents a record screen of `typeName` needs, or null when the type is not an entity: the
 * best list source with a compact selection (leaves, and the related fields a key needs), the by-key
 * fetcher at `recordDepth`, and the best create, update and delete mutations, each selecting the
 * record's leaves. Every argument is a variable, as on the operation screens.
 */
export function buildRecordDocuments(schema: GraphQLSchema, typeName: string, options: RecordDocumentsOptions = {}): RecordDocuments | null {
  const { recordDepth = 2 } = options;
  const entity = entityFor(schema, typeName);
  if (!entity) return null;
  return {
    entity,
    list: entity.bestListSource ? operation(schema, 'query', entity.bestListSource.field, { depth: 1, keep: keepKeys(entity) }) : null,
    byKey: entity.byKey ? byKeyOperation(schema, entity, entity.byKey, recordDepth) : null,
    create: actionOperation(schema, entity, entity.create),
    update: actionOperation(schema, entity, entity.update),
    delete: actionOperation(schema, entity, entity.delete),
  };
}

function getPath(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Values)[part];
  }
  return current;
}

function setPath(target: Values, path: readonly string[], value: unknown): void {
  let current = target;
  for (const part of path.slice(0, -1)) {
    const next = current[part];
    current = (next !== null && typeof next === 'object' ? next : (current[part] = {})) as Values;
  }
  current[path[path.length - 1]!] = value;
}

/**
 * The variables that pass a record's key (see KeyBinding), or null when the record lacks a part
 * of it: `{ id }`, `{ owner, name }` from `owner.login` and `name`, `{ by: { id } }`,
 * `{ input: { id } }`, `{ pk_columns: { post_id, tag_id } }`.
 */
export function keyVariables(key: readonly KeyBinding[], record: Values): Values | null {
  const variables: Values = {};
  for (const binding of key) {
    const value = getPath(record, binding.field);
    if (value === undefined || value === null) return null;
    setPath(variables, binding.variable, value);
  }
  return variables;
}

function isEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a as Values);
  const keysB = Object.keys(b as Values);
  return keysA.length === keysB.length && keysA.every((key) => isEqual((a as Values)[key], (b as Values)[key]));
}

/** The slots (arguments or input fields) at a values path of a mutation. */
function valueSlots(field: GraphQLField<unknown, unknown>, path: readonly string[]): Slot[] {
  let slots: Slot[] = [...field.args];
  for (const part of path) {
    const slot = slots.find((s) => s.name === part);
    const type = slot && getNullableType(slot.type);
    if (!type || !isInputObjectType(type)) return [];
    slots = Object.values(type.getFields());
  }
  return slots;
}

/** A record's value for an input slot: `title` → record.title, `venueId` → record.venue.id. */
function valueFor(source: Values, name: string): unknown {
  if (name in source) return source[name];
  const relation = /^(.+?)(?:Id|_id|ID)$/.exec(name)?.[1];
  const related = relation ? source[relation] : undefined;
  return related !== null && typeof related === 'object' && !Array.isArray(related) ? (related as Values).id : undefined;
}

/** The variables of an update, and what went into them. */
export interface UpdateVariables {
  variables: Values;
  /** Input names whose value differs from the record's (what the form says changed). */
  changed: string[];
  /** Required inputs the record has no value for (the form must ask for them). */
  missing: string[];
}

/**
 * The update mutation's variables for `record` after the user's edits: the key from the record,
 * and only the fields whose edited value differs from the record's current one. Required inputs
 * that did not change (the demo's `EventInput.title`) are sent with the current value, since the
 * mutation refuses them missing. `edited` is keyed like the record (`title`, `venue: { id }`).
 * Null when the type has no update action or the record lacks its key.
 */
export function updateVariables(schema: GraphQLSchema, typeName: string, record: Values, edited: Values): UpdateVariables | null {
  const action = entityFor(schema, typeName)?.update;
  if (!action || !action.values) return null;
  const variables = keyVariables(action.key, record);
  if (!variables) return null;
  const field = rootField(schema, 'mutation', action.field);
  const keyPaths = new Set(action.key.map((k) => k.variable.join('.')));
  const values: Values = {};
  const changed: string[] = [];
  const missing: string[] = [];
  for (const slot of valueSlots(field, action.values)) {
    if (keyPaths.has([...action.values, slot.name].join('.')) || isNamed(slot.name, MUTATION_BOOKKEEPING_FIELDS)) continue;
    const isLeafSlot = isLeafType(getNamedType(slot.type));
    const current = isLeafSlot ? valueFor(record, slot.name) : undefined;
    const next = valueFor(edited, slot.name);
    if (next !== undefined && !isEqual(next, current)) {
      values[slot.name] = next;
      changed.push(slot.name);
    } else if (isNonNullType(slot.type) && slot.defaultValue === undefined) {
      if (current !== undefined) values[slot.name] = current;
      else missing.push(slot.name);
    }
  }
  if (action.values.length === 0) Object.assign(variables, values);
  else setPath(variables, action.values, { ...(getPath(variables, action.values) as Values | undefined), ...values });
  return { variables, changed, missing };
}

/** The input type at a variables path of a root field (an argument, or a field inside one). */
function variableType(field: GraphQLField<unknown, unknown>, path: readonly string[]): GraphQLInputType | null {
  let slots: readonly Slot[] = field.args;
  let type: GraphQLInputType | null = null;
  for (const part of path) {
    const slot = slots.find((s) => s.name === part);
    if (!slot) return null;
    type = slot.type;
    const named = getNullableType(type);
    slots = isInputObjectType(named) ? Object.values(named.getFields()) : [];
  }
  return type;
}

/**
 * A record's key as route text for its by-key fetcher (issue 15 §2 `#/entity/<Type>/<key>`): each
 * part URI-encoded, composite parts joined by `/` (`octo/facet` for GitHub's owner and name).
 * Null when the type has no by-key fetcher or the record lacks its key. No token ever goes in.
 */
export function encodeRecordKey(schema: GraphQLSchema, typeName: string, record: Values): string | null {
  const fetcher = entityFor(schema, typeName)?.byKey;
  if (!fetcher) return null;
  const parts: string[] = [];
  for (const binding of fetcher.key) {
    const value = getPath(record, binding.field);
    if (value === undefined || value === null || typeof value === 'object') return null;
    parts.push(encodeURIComponent(String(value)));
  }
  return parts.join(KEY_PART_SEPARATOR);
}

/**
 * The by-key fetcher's variables from route text made by {@link encodeRecordKey}, each part
 * converted to its argument's type (`Int` and `Float` to numbers, `Boolean` to a boolean); null
 * when the text has the wrong number of parts or a part does not convert.
 */
export function decodeRecordKey(schema: GraphQLSchema, typeName: string, text: string): Values | null {
  const fetcher = entityFor(schema, typeName)?.byKey;
  if (!fetcher) return null;
  const parts = text.split(KEY_PART_SEPARATOR);
  if (parts.length !== fetcher.key.length) return null;
  const field = rootField(schema, 'query', fetcher.field);
  const variables: Values = {};
  for (const [i, binding] of fetcher.key.entries()) {
    let raw: string;
    try {
      raw = decodeURIComponent(parts[i]!);
    } catch {
      return null;
    }
    const type = variableType(field, binding.variable);
    const scalar = type ? getNamedType(type).name : 'String';
    let value: unknown = raw;
    if (scalar === 'Int' || scalar === 'Float') {
      value = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(value) || (scalar === 'Int' && !Number.isInteger(value))) return null;
    } else if (scalar === 'Boolean') {
      if (raw !== 'true' && raw !== 'false') return null;
      value = raw === 'true';
    }
    setPath(variables, binding.variable, value);
  }
  return variables;
}
