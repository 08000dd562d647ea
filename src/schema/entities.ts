// Entities derived from the schema alone (issue 15 §1, PRODUCT.md §6 "Records, not root
// fields"): which types are records, where their lists come from, how one record is fetched by
// its key, and which mutations create, update, delete or otherwise act on it.
//
// Every decision is a named rule in one of the tables below (ENTITY_RULES, LIST_SOURCE_RULES,
// BEST_LIST_SOURCE_ORDER, FETCHER_RULES, ACTION_RULES), each saying which schema styles it covers.
// When no rule decides, nothing is guessed: the record simply has fewer links or actions.
// Leaves out: subscriptions as sources, bulk mutations (Hasura `update_x(where:)`,
// `insert_x(objects:)`), list fields nested in other records, and keys found only in descriptions.
// Derivation runs once per schema (memoised in a WeakMap); on the ~2,000-type GitHub-like fixture
// it takes tens of milliseconds.
import type { GraphQLArgument, GraphQLField, GraphQLInputField, GraphQLInputType, GraphQLInterfaceType, GraphQLNamedType, GraphQLObjectType, GraphQLOutputType, GraphQLSchema } from 'graphql';
// By path, not graphql's index: the first screen (the sidebar's Records) must not load validation.
import { getNamedType, getNullableType, isEnumType, isInputObjectType, isInterfaceType, isLeafType, isListType, isNonNullType, isObjectType } from 'graphql/type/definition';
import {
  ACTION_NAME_SUFFIX_WORDS,
  CREATE_VERBS,
  CURSOR_ARGUMENT_NAMES,
  DELETE_VERBS,
  FILTER_ARGUMENT_NAMES,
  IDENTITY_FIELD_NAMES,
  KEY_SUBFIELD_NAMES,
  LIMIT_ARGUMENT_NAMES,
  LIST_FIELD_PREFIXES,
  MUTATION_BOOKKEEPING_FIELDS,
  NODE_ID_FIELD_NAMES,
  NON_FILTER_ARGUMENT_NAMES,
  OFFSET_ARGUMENT_NAMES,
  PAGE_ARGUMENT_NAMES,
  PRIMARY_KEY_FETCHER_SUFFIX,
  RELAY_NODE_FIELD_NAMES,
  RELAY_NODE_INTERFACE,
  SORT_ARGUMENT_NAMES,
  UPDATE_VERBS,
  VALUES_FIELD_NAMES,
} from './constants.ts';
import { isNamed, nameWords } from './names.ts';
import { connectionShape, detectPagination, pageObjectShape, type PaginationShape } from './pagination.ts';
import { plural } from './plural.ts';

// ---- The rules ------------------------------------------------------------------------------------

/** What makes a type an entity (a record with an identity). */
export const ENTITY_RULES = {
  /** Plain CRUD, Hasura, GitHub, Shopify, PostGraphile rows: a leaf `id` (or `_id`) that is non-null or typed `ID`. */
  'id-field': 'a non-null id field',
  /** Relay (GitHub, Shopify, PostGraphile): implements the `Node` interface. */
  'relay-node': 'implements Node',
  /** PostGraphile: a `nodeId: ID!` global identifier. */
  'node-id': 'a nodeId field',
  /** Hasura tables whose primary key is not an `id` column (`post_tags(post_id, tag_id)`): returned by an `x_by_pk` root query. */
  'primary-key': 'returned by an x_by_pk query',
} as const;
export type EntityRule = keyof typeof ENTITY_RULES;

/** What makes a root query a list source of an entity. */
export const LIST_SOURCE_RULES = {
  /** Plain CRUD, Hasura (`users`), GitHub (`licenses`): returns a list of the type. */
  list: 'returns [T]',
  /** Relay (PostGraphile `allUsers`, Shopify `products`): a connection whose nodes are the type. */
  connection: 'returns a connection of T',
  /** Offset APIs (`EventPage { items total }`, Hasura `x_aggregate { nodes }`): a page object holding [T]. */
  page: 'returns a page object of T',
} as const;
export type ListSourceRule = keyof typeof LIST_SOURCE_RULES;

/** How the best list source is chosen: the first criterion that differs decides, then schema order. */
export const BEST_LIST_SOURCE_ORDER = [
  /** Every style: it opens without input (no required argument but a page size). */
  'no required arguments',
  /** Every style: named for the type's list (`events`, Hasura `users`, PostGraphile `allUsers`, `people` for Person). */
  'canonical name',
  /** Every style: pages on the server (a connection or offset arguments) rather than returning everything. */
  'server paging',
  /** Every style: more filter and sort arguments, so the table gets more controls. */
  'most filter and sort arguments',
] as const;

/** How a root query fetches one record by its key, best first (a lower rank wins). */
export const FETCHER_RULES = {
  /** Plain CRUD `event(id:)`, PostGraphile `userById(id:)`, Shopify `product(id:, handle:)`: takes the record's id. */
  'id-argument': 0,
  /** Hasura `users_by_pk(id:)`, `post_tags_by_pk(post_id:, tag_id:)`: the primary key columns. */
  'primary-key': 0,
  /** The demo's `venue(by: { id } @oneOf)`: an input object holding the id. */
  'lookup-input': 1,
  /** PostGraphile `userByNodeId(nodeId:)`: the global node id. */
  'node-id': 1,
  /** GitHub `repository(owner:, name:)`, `user(login:)`, PostGraphile `userByEmail(email:)`: other fields of the record, composite keys included. */
  'unique-fields': 2,
  /** Relay `node(id:)` (GitHub, Shopify, PostGraphile): any Node, with a type condition. */
  'relay-node': 3,
} as const;
export type FetcherRule = keyof typeof FETCHER_RULES;

/** How a mutation is tied to an entity, and what it does to it. */
export const ACTION_RULES = {
  /** `createEvent`, Hasura `insert_x_one`, PostGraphile `createUser(input: { user })`, Shopify `cartCreate`: a create verb and the type's name, returning one record or a payload. */
  create: 'create verb + type name, no key',
  /** `updateEvent(id:, input:)`, Hasura `update_x_by_pk(pk_columns:, _set:)`, PostGraphile `updateUserById(input: { id, userPatch })`, GitHub `updateIssue(input: { id, … })`: an update verb, the type's name and its key. */
  update: 'update verb + type name + key',
  /** `deleteEvent(id:)`, Hasura `delete_x_by_pk`, PostGraphile `deleteUserById`, GitHub `deleteIssue(input: { issueId })`: a delete verb, the type's name and its key. */
  delete: 'delete verb + type name + key',
  /** `archiveEvent(id:)`, GitHub `closeIssue`, `addStar`, Shopify `cartLinesAdd(cartId:)`: takes the key and returns the record or a payload holding it. */
  other: 'takes the key, returns the record',
} as const;
export type ActionKind = keyof typeof ACTION_RULES;

/** How an action's key was found, best first (mirrors FETCHER_RULES). */
export type KeyRule = 'id' | 'primary-key' | 'node-id' | 'unique-fields';
const KEY_RULE_RANK: Readonly<Record<KeyRule, number>> = { id: 0, 'primary-key': 0, 'node-id': 1, 'unique-fields': 2 };

// ---- The model ------------------------------------------------------------------------------------

/** One part of a key: where it goes in the operation's variables, and where it sits in a record. */
export interface KeyBinding {
  /** Path in the variables: `['id']`, `['input', 'id']`, `['pk_columns', 'id']`, `['by', 'id']`. */
  variable: string[];
  /** Path in the record: `['id']`, `['owner', 'login']`. */
  field: string[];
}

/** A root query listing an entity's records, with its arguments sorted by what they do. */
export interface ListSource {
  field: string;
  rule: ListSourceRule;
  pagination: PaginationShape;
  filterArgs: string[];
  sortArgs: string[];
  pagingArgs: string[];
  /** Arguments that are none of the above (Hasura `distinct_on`, unnamed input objects). */
  otherArgs: string[];
  /** Required arguments without a default, other than a page size. */
  requiredArgs: string[];
  /** Named for the type's list (see BEST_LIST_SOURCE_ORDER). */
  isCanonical: boolean;
}

/** A root query fetching one record by its key. */
export interface Fetcher {
  field: string;
  rule: FetcherRule;
  key: KeyBinding[];
  /** The type condition to select the record with (`node(id:)` returns an interface). */
  typeCondition: string | null;
}

/** A mutation acting on an entity. */
export interface EntityAction {
  field: string;
  kind: ActionKind;
  /** How the key was found; null for creates. */
  keyRule: KeyRule | null;
  key: KeyBinding[];
  /**
   * Where the new values go in the variables, for creates and updates: `['input']`,
   * `['input', 'userPatch']`, `['_set']`, `['object']`, or `[]` for the field's own arguments.
   * Null for deletes and other actions.
   */
  values: string[] | null;
  /** Where the record is in the mutation's result: `[]` when returned itself, `['user']` in a payload, null when not returned. */
  resultPath: string[] | null;
}

/** An entity type and everything derived for it. */
export interface Entity {
  name: string;
  kind: 'object' | 'interface';
  rule: EntityRule;
  /** The record's own id field (`id`), or null (Hasura composite keys, nodeId-only). */
  idField: string | null;
  /** The global id field: Relay Node's (`id` or `nodeId`), or PostGraphile's `nodeId`; else null. */
  nodeIdField: string | null;
  /** Best first (BEST_LIST_SOURCE_ORDER). */
  listSources: ListSource[];
  bestListSource: ListSource | null;
  /** Best first (FETCHER_RULES). */
  fetchers: Fetcher[];
  byKey: Fetcher | null;
  /** Every action, in schema order. */
  actions: EntityAction[];
  /** The best create, update and delete (by key rule, then schema order), when there is one. */
  create: EntityAction | null;
  update: EntityAction | null;
  delete: EntityAction | null;
}

/** The entities of a schema, by type name, in schema order. */
export interface EntityModel {
  entities: Entity[];
  byName: ReadonlyMap<string, Entity>;
}

// ---- Helpers --------------------------------------------------------------------------------------

type Record_ = GraphQLObjectType | GraphQLInterfaceType;
type Field = GraphQLField<unknown, unknown>;

const norm = (name: string) => name.toLowerCase().replace(/_/g, '');
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

function isRequired(arg: GraphQLArgument | GraphQLInputField): boolean {
  return isNonNullType(arg.type) && arg.defaultValue === undefined;
}

function isRootType(schema: GraphQLSchema, type: GraphQLNamedType): boolean {
  return type === schema.getQueryType() || type === schema.getMutationType() || type === schema.getSubscriptionType();
}

/** The leaf field of `type` named like the identity, non-null or typed ID. */
function identityField(type: Record_): string | null {
  for (const field of Object.values(type.getFields())) {
    if (!isNamed(field.name, IDENTITY_FIELD_NAMES)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named) && (isNonNullType(field.type) || named.name === 'ID')) return field.name;
  }
  return null;
}

function nodeIdField(type: Record_): string | null {
  for (const field of Object.values(type.getFields())) {
    if (isNamed(field.name, NODE_ID_FIELD_NAMES) && isLeafType(getNamedType(field.type))) return field.name;
  }
  return null;
}

/** The id field of the Relay Node interface (`id`, or PostGraphile's `nodeId`). */
function relayNodeIdField(type: Record_): string | null {
  const node = type.getInterfaces().find((i) => i.name === RELAY_NODE_INTERFACE);
  if (!node) return null;
  const fields = Object.values(node.getFields());
  return fields.find((f) => isNamed(f.name, NODE_ID_FIELD_NAMES))?.name ?? fields.find((f) => isNamed(f.name, IDENTITY_FIELD_NAMES))?.name ?? null;
}

/** Same scalar, or ID standing in for String/Int (an `id: ID!` argument for an `id: Int!` column). */
function isCompatible(argType: GraphQLInputType, fieldType: GraphQLOutputType): boolean {
  const a = getNamedType(argType);
  const f = getNamedType(fieldType);
  if (!isLeafType(f) || isListType(getNullableType(argType))) return false;
  return a.name === f.name || a.name === 'ID' || f.name === 'ID';
}

/**
 * Where an argument named `name` of type `type` sits in a record: a leaf field of that name
 * (`['email']`), or an object field of that name and the first KEY_SUBFIELD_NAMES field that fits
 * (`owner` → `['owner', 'login']`). Null when the record holds no such field.
 */
function recordPathFor(record: Record_, name: string, type: GraphQLInputType): string[] | null {
  const field = record.getFields()[name];
  if (!field) return null;
  const named = getNamedType(field.type);
  if (isLeafType(named)) return isCompatible(type, field.type) && !isListType(getNullableType(field.type)) ? [name] : null;
  if ((isObjectType(named) || isInterfaceType(named)) && !isListType(getNullableType(field.type))) {
    const inner = named.getFields();
    for (const sub of KEY_SUBFIELD_NAMES) {
      const candidate = inner[sub];
      if (candidate && isLeafType(getNamedType(candidate.type)) && isCompatible(type, candidate.type)) return [name, sub];
    }
  }
  return null;
}

/** The words of a mutation name around its verb: `update_users_by_pk` → verb update, noun users. */
function splitActionName(name: string): { verb: string | null; noun: string } {
  const words = nameWords(name);
  const known = (word: string | undefined) => word !== undefined && (CREATE_VERBS.includes(word) || UPDATE_VERBS.includes(word) || DELETE_VERBS.includes(word));
  let verb: string | null = null;
  let rest = words;
  if (known(words[0])) {
    verb = words[0]!;
    rest = words.slice(1);
  } else if (known(words[words.length - 1])) {
    // Shopify puts the verb last: `cartCreate`, `customerUpdate`.
    verb = words[words.length - 1]!;
    rest = words.slice(0, -1);
  } else {
    rest = words.slice(1); // `closeIssue`, `archiveEvent`: some other verb first
  }
  const by = rest.indexOf('by');
  if (by > 0) rest = rest.slice(0, by); // `updateUserById`, `delete_users_by_pk`
  while (rest.length > 1 && ACTION_NAME_SUFFIX_WORDS.includes(rest[rest.length - 1]!)) rest = rest.slice(0, -1);
  return { verb, noun: rest.join('') };
}

function verbKind(verb: string | null): 'create' | 'update' | 'delete' | null {
  if (verb === null) return null;
  if (CREATE_VERBS.includes(verb)) return 'create';
  if (UPDATE_VERBS.includes(verb)) return 'update';
  if (DELETE_VERBS.includes(verb)) return 'delete';
  return null;
}

// ---- Derivation -----------------------------------------------------------------------------------

interface Draft {
  type: Record_;
  entity: Entity;
  /** Key sets an action may take, best first: the id, the node id, and every fetcher's key. */
  keySets: Array<{ rule: KeyRule; bindings: Array<{ name: string; field: string[] }> }>;
}

function* findEntityTypes(schema: GraphQLSchema): Steps<Draft[]> {
  const byPk = new Set<string>();
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    if (field.name.endsWith(PRIMARY_KEY_FETCHER_SUFFIX) && !isListType(getNullableType(field.type))) byPk.add(getNamedType(field.type).name);
  }
  const drafts: Draft[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    yield;
    if (type.name.startsWith('__') || isRootType(schema, type)) continue;
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    if (isInterfaceType(type) && type.name === RELAY_NODE_INTERFACE) continue;
    const idField = identityField(type);
    const relayId = relayNodeIdField(type);
    const nodeId = nodeIdField(type);
    let rule: EntityRule | null = null;
    if (idField) rule = 'id-field';
    else if (relayId) rule = 'relay-node';
    else if (nodeId) rule = 'node-id';
    else if (byPk.has(type.name) && isObjectType(type)) rule = 'primary-key';
    if (!rule) continue;
    drafts.push({
      type,
      keySets: [],
      entity: {
        name: type.name,
        kind: isObjectType(type) ? 'object' : 'interface',
        rule,
        idField,
        nodeIdField: relayId ?? nodeId,
        listSources: [],
        bestListSource: null,
        fetchers: [],
        byKey: null,
        actions: [],
        create: null,
        update: null,
        delete: null,
      },
    });
  }
  return drafts;
}

function classifyArgs(field: Field, pagination: PaginationShape): Pick<ListSource, 'filterArgs' | 'sortArgs' | 'pagingArgs' | 'otherArgs' | 'requiredArgs'> {
  const out = { filterArgs: [] as string[], sortArgs: [] as string[], pagingArgs: [] as string[], otherArgs: [] as string[], requiredArgs: [] as string[] };
  const pagingNames = [...CURSOR_ARGUMENT_NAMES, ...LIMIT_ARGUMENT_NAMES, ...OFFSET_ARGUMENT_NAMES, ...PAGE_ARGUMENT_NAMES];
  const pageSize = pagination.kind === 'offset' ? pagination.limitArg : null;
  for (const arg of field.args) {
    const named = getNamedType(arg.type);
    const isPaging = isNamed(arg.name, pagingNames) && isLeafType(named) && !isEnumType(named);
    if (isPaging) out.pagingArgs.push(arg.name);
    else if (isNamed(arg.name, SORT_ARGUMENT_NAMES) && (isEnumType(named) || isInputObjectType(named) || named.name === 'Boolean')) out.sortArgs.push(arg.name);
    else if (isNamed(arg.name, NON_FILTER_ARGUMENT_NAMES)) out.otherArgs.push(arg.name);
    else if (isNamed(arg.name, FILTER_ARGUMENT_NAMES) || isLeafType(named)) out.filterArgs.push(arg.name);
    else out.otherArgs.push(arg.name);
    // A required page size (Shopify `productTags(first: Int!)`) is filled by the pager.
    if (isRequired(arg) && !(isPaging && (arg.name === pageSize || ['first', 'last', ...LIMIT_ARGUMENT_NAMES].includes(arg.name.toLowerCase())))) out.requiredArgs.push(arg.name);
  }
  return out;
}

function canonicalListNames(entity: string): Set<string> {
  const names = new Set([norm(entity), norm(plural(entity))]);
  for (const prefix of LIST_FIELD_PREFIXES) names.add(prefix + norm(plural(entity)));
  return names;
}

function compareListSources(a: ListSource, b: ListSource): number {
  const paged = (s: ListSource) => (s.pagination.kind === 'relay' || s.pagination.kind === 'offset' ? 0 : 1);
  return (
    Number(a.requiredArgs.length > 0) - Number(b.requiredArgs.length > 0) ||
    Number(!a.isCanonical) - Number(!b.isCanonical) ||
    paged(a) - paged(b) ||
    b.filterArgs.length + b.sortArgs.length - (a.filterArgs.length + a.sortArgs.length)
  );
}

function* addListSources(schema: GraphQLSchema, drafts: ReadonlyMap<string, Draft>): Steps<void> {
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    yield;
    if (field.deprecationReason != null) continue;
    let rule: ListSourceRule | null = null;
    let item: GraphQLNamedType | null = null;
    const connection = connectionShape(field.type);
    const page = connection ? null : pageObjectShape(field.type);
    if (connection) {
      rule = 'connection';
      item = connection.nodeType;
    } else if (page) {
      rule = 'page';
      const itemsField = (getNullableType(field.type) as GraphQLObjectType).getFields()[page.itemsField];
      item = itemsField ? getNamedType(itemsField.type) : null;
    } else if (isListType(getNullableType(field.type))) {
      rule = 'list';
      item = getNamedType(field.type);
    }
    const draft = item ? drafts.get(item.name) : undefined;
    if (!rule || !draft) continue;
    const pagination = detectPagination(field);
    draft.entity.listSources.push({
      field: field.name,
      rule,
      pagination,
      ...classifyArgs(field, pagination),
      isCanonical: canonicalListNames(draft.entity.name).has(norm(field.name)),
    });
  }
  for (const draft of drafts.values()) {
    // Array.prototype.sort is stable, so schema order breaks ties.
    draft.entity.listSources.sort(compareListSources);
    draft.entity.bestListSource = draft.entity.listSources[0] ?? null;
  }
}

/** The fetcher a root query makes for `draft`, or null when it is not one. */
function fetcherFor(field: Field, draft: Draft): Fetcher | null {
  const { type, entity } = draft;
  const required = field.args.filter(isRequired);
  if (field.name.endsWith(PRIMARY_KEY_FETCHER_SUFFIX) && required.length > 0) {
    const key = required.map((arg) => ({ arg, path: recordPathFor(type, arg.name, arg.type) }));
    if (key.every((k) => k.path)) return { field: field.name, rule: 'primary-key', key: key.map((k) => ({ variable: [k.arg.name], field: k.path! })), typeCondition: null };
    return null;
  }
  if (required.length === 0) {
    // Shopify `product(id: ID, handle: String)`: optional lookups; the id one is the key.
    const idArg = field.args.find((arg) => entity.idField !== null && arg.name === entity.idField && recordPathFor(type, arg.name, arg.type));
    return idArg ? { field: field.name, rule: 'id-argument', key: [{ variable: [idArg.name], field: [idArg.name] }], typeCondition: null } : null;
  }
  if (required.length === 1) {
    const arg = required[0]!;
    const input = getNullableType(arg.type);
    if (isInputObjectType(input) && entity.idField) {
      // The demo's `venue(by: VenueLookup!)`: a @oneOf (or all-optional) lookup holding the id.
      const inner = input.getFields();
      const id = inner[entity.idField];
      const allOptional = Object.values(inner).every((f) => !isRequired(f));
      if (id && allOptional && recordPathFor(type, id.name, id.type)) {
        return { field: field.name, rule: 'lookup-input', key: [{ variable: [arg.name, id.name], field: [entity.idField] }], typeCondition: null };
      }
      return null;
    }
  }
  const key: KeyBinding[] = [];
  for (const arg of required) {
    const path = recordPathFor(type, arg.name, arg.type);
    if (!path) return null;
    key.push({ variable: [arg.name], field: path });
  }
  const names = required.map((arg) => arg.name);
  let rule: FetcherRule = 'unique-fields';
  if (names.length === 1 && names[0] === entity.idField) rule = 'id-argument';
  else if (names.length === 1 && entity.nodeIdField && names[0] === entity.nodeIdField && entity.nodeIdField !== entity.idField) rule = 'node-id';
  return { field: field.name, rule, key, typeCondition: null };
}

function* addFetchers(schema: GraphQLSchema, drafts: ReadonlyMap<string, Draft>): Steps<void> {
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    yield;
    if (field.deprecationReason != null || isListType(getNullableType(field.type))) continue;
    const returned = getNamedType(field.type);
    if (isInterfaceType(returned) && returned.name === RELAY_NODE_INTERFACE && isNamed(field.name, RELAY_NODE_FIELD_NAMES)) {
      const [arg, ...others] = field.args.filter(isRequired);
      if (!arg || others.length > 0) continue;
      for (const type of schema.getPossibleTypes(returned)) {
        const draft = drafts.get(type.name);
        const idField = draft?.entity.nodeIdField;
        if (draft && idField) draft.entity.fetchers.push({ field: field.name, rule: 'relay-node', key: [{ variable: [arg.name], field: [idField] }], typeCondition: type.name });
      }
      continue;
    }
    const draft = drafts.get(returned.name);
    const fetcher = draft && fetcherFor(field, draft);
    if (draft && fetcher) draft.entity.fetchers.push(fetcher);
  }
  for (const draft of drafts.values()) {
    const { entity } = draft;
    entity.fetchers.sort((a, b) => FETCHER_RULES[a.rule] - FETCHER_RULES[b.rule] || a.key.length - b.key.length);
    entity.byKey = entity.fetchers[0] ?? null;
    // The key sets an action may take: the id (also as `eventId`), the node id, each fetcher's key.
    const sets = draft.keySets;
    if (entity.idField) sets.push({ rule: 'id', bindings: [{ name: entity.idField, field: [entity.idField] }] });
    for (const fetcher of entity.fetchers) {
      if (fetcher.rule === 'relay-node' || fetcher.rule === 'lookup-input') continue;
      const rule: KeyRule = fetcher.rule === 'primary-key' ? 'primary-key' : fetcher.rule === 'node-id' ? 'node-id' : fetcher.rule === 'id-argument' ? 'id' : 'unique-fields';
      sets.push({ rule, bindings: fetcher.key.map((k) => ({ name: k.variable[0]!, field: k.field })) });
    }
    if (entity.nodeIdField && entity.nodeIdField !== entity.idField) sets.push({ rule: 'node-id', bindings: [{ name: entity.nodeIdField, field: [entity.nodeIdField] }] });
    sets.sort((a, b) => KEY_RULE_RANK[a.rule] - KEY_RULE_RANK[b.rule]);
  }
}

/** Named input-ish things an action's key can sit among: a field's arguments or an input object's fields. */
type Slots = ReadonlyMap<string, GraphQLArgument | GraphQLInputField>;

const argSlots = (field: Field): Slots => new Map(field.args.map((arg) => [arg.name, arg]));
const inputSlots = (type: GraphQLInputType): Slots | null => {
  const named = getNullableType(type);
  return isInputObjectType(named) ? new Map(Object.entries(named.getFields())) : null;
};

/**
 * Finds the draft's key among `slots`, as bindings under `prefix`. `eventId` counts as the id,
 * and is preferred to a bare `id`, which counts only when `allowBareId` (the mutation's name
 * names no other entity: `assignIssue(id:, userId:): User` takes the user as `userId`).
 */
function findKeyIn(slots: Slots, draft: Draft, prefix: string[], allowBareId: boolean): { rule: KeyRule; key: KeyBinding[]; used: string[] } | null {
  const own = [lowerFirst(draft.entity.name), draft.entity.name.toLowerCase()];
  for (const set of draft.keySets) {
    const used: string[] = [];
    const key: KeyBinding[] = [];
    for (const binding of set.bindings) {
      const ownNames = own.flatMap((o) => [`${o}Id`, `${o}_id`, `${o}ID`]);
      const aliases = set.rule === 'id' ? [...ownNames, ...(allowBareId ? [binding.name] : [])] : [binding.name];
      const found = aliases.map((alias) => slots.get(alias)).find((slot) => slot !== undefined && isLeafType(getNamedType(slot.type)));
      if (!found) break;
      used.push(found.name);
      key.push({ variable: [...prefix, found.name], field: binding.field });
    }
    if (key.length === set.bindings.length) return { rule: set.rule, key, used };
  }
  // Hasura `pk_columns: x_pk_columns_input!`: an input object whose fields are all record columns.
  for (const slot of slots.values()) {
    const inner = inputSlots(slot.type);
    if (!inner || !slot.name.toLowerCase().startsWith('pk')) continue;
    const key: KeyBinding[] = [];
    for (const sub of inner.values()) {
      const path = recordPathFor(draft.type, sub.name, sub.type);
      if (!path) break;
      key.push({ variable: [...prefix, slot.name, sub.name], field: path });
    }
    if (key.length > 0 && key.length === inner.size) return { rule: 'primary-key', key, used: [slot.name] };
  }
  return null;
}

/** The key of `draft` in a mutation's arguments, or in its one input-object argument (`input: { id }`). */
function findKey(field: Field, draft: Draft, allowBareId = true): { rule: KeyRule; key: KeyBinding[]; used: string[]; inInput: string | null } | null {
  const direct = findKeyIn(argSlots(field), draft, [], allowBareId);
  if (direct) return { ...direct, inInput: null };
  const inputs = field.args.filter((arg) => inputSlots(arg.type));
  if (inputs.length !== 1) return null;
  const input = inputs[0]!;
  const nested = findKeyIn(inputSlots(input.type)!, draft, [input.name], allowBareId);
  return nested ? { ...nested, inInput: input.name } : null;
}

/** Where a create's or an update's values go (see EntityAction.values). */
function findValues(field: Field, draft: Draft, key: { used: string[]; inInput: string | null } | null): string[] {
  const own = lowerFirst(draft.entity.name);
  const pick = (slots: Slots, skip: readonly string[]): string | null => {
    const rest = [...slots.values()].filter((s) => !skip.includes(s.name) && !isNamed(s.name, MUTATION_BOOKKEEPING_FIELDS));
    const inputs = rest.filter((s) => inputSlots(s.type));
    const named = inputs.find((s) => isNamed(s.name, VALUES_FIELD_NAMES)) ?? inputs.find((s) => /patch$/i.test(s.name) || s.name === own);
    if (named) return named.name;
    return inputs.length === 1 && rest.length === 1 ? inputs[0]!.name : null;
  };
  if (key?.inInput) {
    const inner = pick(inputSlots(field.args.find((a) => a.name === key.inInput)!.type)!, key.used);
    return inner ? [key.inInput, inner] : [key.inInput];
  }
  const top = pick(argSlots(field), key?.used ?? []);
  if (!top) return [];
  // PostGraphile `createUser(input: { user: { … } })`: the record sits one level down.
  const inner = inputSlots(field.args.find((a) => a.name === top)!.type)!;
  const record = [...inner.values()].find((s) => (s.name === own || /patch$/i.test(s.name)) && inputSlots(s.type));
  return record ? [top, record.name] : [top];
}

/** Where the record (or a list of it) is in a mutation's result. */
function resultOf(field: Field, drafts: ReadonlyMap<string, Draft>, preferred: Draft | null): { draft: Draft; path: string[]; isList: boolean } | null {
  const returned = getNamedType(field.type);
  const direct = drafts.get(returned.name);
  if (direct) return { draft: direct, path: [], isList: isListType(getNullableType(field.type)) };
  if (!isObjectType(returned)) return null;
  const candidates = Object.values(returned.getFields())
    .filter((f) => drafts.has(getNamedType(f.type).name) && !f.args.some(isRequired))
    .map((f) => ({ draft: drafts.get(getNamedType(f.type).name)!, path: [f.name], isList: isListType(getNullableType(f.type)) }));
  if (preferred) {
    const match = candidates.find((c) => c.draft === preferred);
    if (match) return match;
  }
  if (candidates.length === 1) return candidates[0]!;
  return candidates.find((c) => norm(c.path[0]!) === norm(c.draft.entity.name)) ?? null;
}

function* addActions(schema: GraphQLSchema, drafts: ReadonlyMap<string, Draft>, byNoun: ReadonlyMap<string, Draft>): Steps<void> {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    yield;
    if (field.deprecationReason != null) continue;
    const { verb, noun } = splitActionName(field.name);
    const named = byNoun.get(noun) ?? null;
    const result = resultOf(field, drafts, named);
    const kind = verbKind(verb);
    if (named && kind === 'create' && result && result.draft === named && !result.isList) {
      named.entity.actions.push({ field: field.name, kind, keyRule: null, key: [], values: findValues(field, named, null), resultPath: result.path });
      continue;
    }
    if (named && (kind === 'update' || kind === 'delete')) {
      const key = findKey(field, named);
      if (key) {
        const resultPath = result && result.draft === named && !result.isList ? result.path : null;
        const values = kind === 'update' ? findValues(field, named, key) : null;
        named.entity.actions.push({ field: field.name, kind, keyRule: key.rule, key: key.key, values, resultPath });
        continue;
      }
    }
    // Any other mutation that takes the record's key and returns it (or a payload holding it).
    if (result && !result.isList) {
      const key = findKey(field, result.draft, named === null || named === result.draft);
      if (key) result.draft.entity.actions.push({ field: field.name, kind: 'other', keyRule: key.rule, key: key.key, values: null, resultPath: result.path });
    }
  }
  for (const draft of drafts.values()) {
    const { entity } = draft;
    // GitHub `addStar(input: { starrableId })` acts on every Starrable: interface actions keyed by id reach the implementations.
    if (isInterfaceType(draft.type)) {
      for (const action of entity.actions.filter((a) => a.kind === 'other' && a.keyRule === 'id')) {
        for (const impl of schema.getPossibleTypes(draft.type)) {
          const target = drafts.get(impl.name)?.entity;
          if (target && target.idField === entity.idField && !target.actions.some((a) => a.field === action.field)) target.actions.push(action);
        }
      }
    }
  }
  for (const draft of drafts.values()) {
    const { entity } = draft;
    const best = (kind: ActionKind) =>
      entity.actions.filter((a) => a.kind === kind).sort((a, b) => (a.keyRule ? KEY_RULE_RANK[a.keyRule] : 0) - (b.keyRule ? KEY_RULE_RANK[b.keyRule] : 0))[0] ?? null;
    entity.create = best('create');
    entity.update = best('update');
    entity.delete = best('delete');
  }
}

/**
 * The derivation as steps: each phase yields once per type or root field it looks at, so the same
 * code runs in one call (deriveEntities) or in slices between which the main thread gets a turn
 * (deriveEntitiesInSlices: a 1,600-type schema takes 35–130 ms; issue 13 item 9).
 */
type Steps<T> = Generator<void, T, void>;

function* deriveModel(schema: GraphQLSchema): Steps<EntityModel> {
  const list = yield* findEntityTypes(schema);
  const drafts = new Map(list.map((d) => [d.entity.name, d]));
  const byNoun = new Map<string, Draft>();
  for (const draft of list) {
    for (const name of [norm(draft.entity.name), norm(plural(draft.entity.name))]) if (!byNoun.has(name)) byNoun.set(name, draft);
  }
  yield* addListSources(schema, drafts);
  yield* addFetchers(schema, drafts);
  yield* addActions(schema, drafts, byNoun);
  const entities = list.map((d) => d.entity);
  return { entities, byName: new Map(entities.map((e) => [e.name, e])) };
}

const models = new WeakMap<GraphQLSchema, EntityModel>();

/**
 * The entities of a schema (see the rule tables above), derived once per schema object.
 * Interfaces other than Relay's `Node` count; root types never do.
 */
export function deriveEntities(schema: GraphQLSchema): EntityModel {
  let model = models.get(schema);
  if (!model) {
    const steps = deriveModel(schema);
    let step = steps.next();
    while (!step.done) step = steps.next();
    model = step.value;
    models.set(schema, model);
  }
  return model;
}

export interface EntitySliceOptions {
  /** Resolves when the main thread has had a turn (a new task). @default a zero-delay timeout */
  yieldToMain?: () => Promise<void>;
  /** Work done between two yields, in milliseconds. @default 8 */
  sliceMs?: number;
  /** @default performance.now */
  now?: () => number;
}

/** The same model as {@link deriveEntities} (and the same cache), worked out in slices of `sliceMs`. */
export async function deriveEntitiesInSlices(schema: GraphQLSchema, options: EntitySliceOptions = {}): Promise<EntityModel> {
  const { yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0)), sliceMs = 8, now = () => performance.now() } = options;
  const known = models.get(schema);
  if (known) return known;
  const steps = deriveModel(schema);
  let sliceStart = now();
  let step = steps.next();
  while (!step.done) {
    if (now() - sliceStart >= sliceMs) {
      await yieldToMain();
      // Derived meanwhile (a screen asked for it at once): the same model, kept once.
      const done = models.get(schema);
      if (done) return done;
      sliceStart = now();
    }
    step = steps.next();
  }
  models.set(schema, step.value);
  return step.value;
}

/** The entity of one type name, or null when the type is not an entity. */
export function entityFor(schema: GraphQLSchema, typeName: string): Entity | null {
  return deriveEntities(schema).byName.get(typeName) ?? null;
}
