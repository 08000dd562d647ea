// Generated documents: a default selection set for any output type, the whole operation for a
// root field, and the operation list of a hand-written document (issue 6 "selection-set
// generation", PRODUCT.md §3 "/document … operation picker").
//
// Rules: leaves (scalars, enums) always; nested objects to the chosen depth; `id` first and
// `__typename` last in every object; inline fragments for unions and interfaces; fields with
// required arguments and deprecated fields left out; Relay connections and page objects do not
// use up depth (their nodes are what the user asked for); a nested connection opens like a nested
// list and asks for its first page only (`repositories(first: 10)`), since GitHub-like servers
// reject a connection without `first`. Same-named fields of different types in sibling
// fragments get an alias (`size_Cat: size`), so the result always passes `validate`. A
// connection or page object whose nodes are scalars (or lists of them) selects them bare (issue 13
// item 3). An attempt that outgrows the field budget stops at once and is rebuilt shallower.
// Leaves out: fragments spreads and directives.
import {
  GraphQLError,
  getNamedType,
  isAbstractType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
  parse,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationTypeNode,
} from 'graphql';
import { DEFAULT_SELECTION_DEPTH, NESTED_CONNECTION_FIRST, SELECTION_MAX_FIELDS } from './constants.ts';
import { connectionShape, pageObjectShape, type ConnectionShape } from './pagination.ts';
import type { OperationKind } from './root-fields.ts';

/** Options of {@link buildSelection} and {@link buildOperationDocument}. */
export interface SelectionOptions {
  /**
   * Object levels to open, at least 1 (leaves of the field's own type only).
   * @default DEFAULT_SELECTION_DEPTH (2)
   */
  depth?: number;
  /**
   * Above this many selected fields the selection is rebuilt one level shallower.
   * @default SELECTION_MAX_FIELDS (400)
   */
  maxFields?: number;
  /** Spaces before each line of the result. @default 0 */
  indent?: number;
  /**
   * Fields selected whatever the depth, by type: `{ Repository: [['owner', 'login']] }` keeps
   * `owner { login }` in a one-level selection of a repository, so a record's key (issue 15 §1,
   * GitHub's `repository(owner:, name:)`) is always in its result. Paths of two fields at most.
   * @default none
   */
  keep?: Readonly<Record<string, ReadonlyArray<readonly string[]>>>;
}

interface Line { depth: number; text: string }
/** Fields counted across one whole selection (inline fragments included), and the budget. */
interface Tally { count: number; limit: number }
interface Builder { lines: Line[]; tally: Tally; keep: SelectionOptions['keep'] }

/** True once the selection is over budget: the caller rebuilds it shallower, so stop early. */
function isOverBudget(out: Builder): boolean {
  return out.tally.count > out.tally.limit;
}

const INDENT = '  ';

function hasRequiredArgs(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
}

function isSelectable(field: GraphQLField<unknown, unknown>): boolean {
  return field.deprecationReason == null && !hasRequiredArgs(field);
}

/** `id` first, then schema order. */
function orderedFields(type: GraphQLObjectType | GraphQLInterfaceType): GraphQLField<unknown, unknown>[] {
  let fields = orderedFieldsCache.get(type);
  if (!fields) {
    fields = computeOrderedFields(type);
    orderedFieldsCache.set(type, fields);
  }
  return fields;
}

const orderedFieldsCache = new WeakMap<GraphQLObjectType | GraphQLInterfaceType, GraphQLField<unknown, unknown>[]>();

function computeOrderedFields(type: GraphQLObjectType | GraphQLInterfaceType): GraphQLField<unknown, unknown>[] {
  const fields = Object.values(type.getFields()).filter(isSelectable);
  const id = fields.find((field) => field.name === 'id');
  return id ? [id, ...fields.filter((field) => field !== id)] : fields;
}

/** Response names already used in one selection set (across its inline fragments) → type. */
type Taken = Map<string, string>;

function responseName(field: GraphQLField<unknown, unknown>, owner: GraphQLNamedType, taken: Taken): string {
  const typeLabel = String(field.type);
  const previous = taken.get(field.name);
  if (previous === undefined || previous === typeLabel) {
    taken.set(field.name, typeLabel);
    return field.name;
  }
  const alias = `${field.name}_${owner.name}`;
  taken.set(alias, typeLabel);
  return `${alias}: ${field.name}`;
}

/**
 * Emits the body of a selection on `type` (without braces) at `level`. `remaining` counts the
 * object levels still open, this one included. `taken` and `skip` are shared by the inline
 * fragments of one selection set; fragments get no `__typename` of their own.
 */
function emitBody(
  schema: GraphQLSchema,
  type: GraphQLNamedType,
  remaining: number,
  level: number,
  out: Builder,
  taken: Taken = new Map(),
  skip: ReadonlySet<string> = new Set(),
  isFragment = false,
): void {
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of orderedFields(type)) {
      if (isOverBudget(out)) return;
      if (skip.has(field.name)) continue;
      emitField(schema, field, type, remaining, level, out, taken);
    }
    if (isInterfaceType(type)) {
      const own = new Set(Object.keys(type.getFields()));
      for (const impl of schema.getPossibleTypes(type)) if (!isOverBudget(out)) emitFragment(schema, impl, remaining, level, out, taken, own);
    }
  } else if (isUnionType(type)) {
    for (const member of type.getTypes()) if (!isOverBudget(out)) emitFragment(schema, member, remaining, level, out, taken, new Set());
  }
  if (!isFragment) {
    out.lines.push({ depth: level, text: '__typename' });
    out.tally.count += 1;
  }
}

function emitFragment(
  schema: GraphQLSchema,
  type: GraphQLObjectType,
  remaining: number,
  level: number,
  out: Builder,
  taken: Taken,
  skip: ReadonlySet<string>,
): void {
  const inner: Builder = { lines: [], tally: out.tally, keep: out.keep };
  emitBody(schema, type, remaining, level + 1, inner, taken, skip, true);
  if (inner.lines.length === 0) return;
  out.lines.push({ depth: level, text: `... on ${type.name} {` }, ...inner.lines, { depth: level, text: '}' });
}

/**
 * Emits `head { … }`, or `head` alone when the type is a leaf: a connection of scalars
 * (Shopify's `productTags: StringConnection`, PostGraphile's set-returning functions) or a page
 * object of scalars takes no selection (issue 13 item 3).
 */
function emitNested(schema: GraphQLSchema, head: string, type: GraphQLNamedType, remaining: number, level: number, out: Builder): void {
  if (isLeafType(type)) {
    out.lines.push({ depth: level, text: head });
    out.tally.count += 1;
    return;
  }
  out.lines.push({ depth: level, text: `${head} {` });
  emitBody(schema, type, remaining, level + 1, out);
  out.lines.push({ depth: level, text: '}' });
  out.tally.count += 1;
}

function emitField(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
  owner: GraphQLNamedType,
  remaining: number,
  level: number,
  out: Builder,
  taken: Taken,
): void {
  const named = getNamedType(field.type);
  if (isLeafType(named)) {
    out.lines.push({ depth: level, text: responseName(field, owner, taken) });
    out.tally.count += 1;
    return;
  }
  if (remaining <= 1) {
    // Past the depth, only the subfields a key needs (`owner { login }`).
    const subfields = (out.keep?.[owner.name] ?? []).filter((path) => path.length === 2 && path[0] === field.name).map((path) => path[1]!);
    if (subfields.length === 0 || !(isObjectType(named) || isInterfaceType(named))) return;
    out.lines.push({ depth: level, text: `${responseName(field, owner, taken)} {` });
    for (const name of subfields) if (named.getFields()[name]) out.lines.push({ depth: level + 1, text: name });
    out.lines.push({ depth: level + 1, text: '__typename' }, { depth: level, text: '}' });
    out.tally.count += subfields.length + 2;
    return;
  }
  const connection = connectionShape(field.type);
  if (connection) {
    // A nested connection asks for its first page only (GitHub rejects one without `first`).
    const hasFirst = field.args.some((arg) => arg.name === 'first' && getNamedType(arg.type).name === 'Int');
    const head = `${responseName(field, owner, taken)}${hasFirst ? `(first: ${NESTED_CONNECTION_FIRST})` : ''}`;
    out.lines.push({ depth: level, text: `${head} {` });
    emitConnection(schema, connection, remaining - 1, level + 1, out);
    out.lines.push({ depth: level, text: '}' });
    out.tally.count += 1;
    return;
  }
  emitNested(schema, responseName(field, owner, taken), named, remaining - 1, level, out);
}

/**
 * Emits a connection's body: `totalCount`, `edges { cursor node { … } }` (or `nodes { … }` when
 * there are no edges) and `pageInfo { … }`. The nodes get `remaining` levels.
 */
function emitConnection(schema: GraphQLSchema, connection: ConnectionShape, remaining: number, level: number, out: Builder): void {
  if (connection.totalField) {
    out.lines.push({ depth: level, text: connection.totalField });
    out.tally.count += 1;
  }
  if (connection.hasEdges) {
    out.lines.push({ depth: level, text: 'edges {' });
    if (connection.hasCursor) out.lines.push({ depth: level + 1, text: 'cursor' });
    emitNested(schema, 'node', connection.nodeType, remaining, level + 1, out);
    out.lines.push({ depth: level + 1, text: '__typename' }, { depth: level, text: '}' });
    out.tally.count += 3;
  } else {
    emitNested(schema, 'nodes', connection.nodeType, remaining, level, out);
  }
  out.lines.push({ depth: level, text: 'pageInfo {' });
  for (const name of connection.pageInfoFields) out.lines.push({ depth: level + 1, text: name });
  out.lines.push({ depth: level + 1, text: '__typename' }, { depth: level, text: '}' }, { depth: level, text: '__typename' });
  out.tally.count += connection.pageInfoFields.length + 3;
}

/** Emits the selection of a root (or any chosen) field's type, with wrappers kept transparent. */
function emitTop(schema: GraphQLSchema, type: GraphQLOutputType | GraphQLNamedType, depth: number, level: number, out: Builder): void {
  const named = getNamedType(type);
  const connection = connectionShape(type);
  if (connection) {
    emitConnection(schema, connection, depth, level, out);
    return;
  }
  const page = pageObjectShape(type);
  if (page && isObjectType(named)) {
    const taken: Taken = new Map();
    for (const field of orderedFields(named)) {
      if (field.name === page.itemsField) emitNested(schema, field.name, getNamedType(field.type), depth, level, out);
      else emitField(schema, field, named, depth, level, out, taken);
    }
    out.lines.push({ depth: level, text: '__typename' });
    out.tally.count += 1;
    return;
  }
  emitBody(schema, named, depth, level, out);
}

function render(lines: readonly Line[], indent: number): string {
  const pad = ' '.repeat(indent);
  return lines.map((line) => pad + INDENT.repeat(line.depth) + line.text).join('\n');
}

/** A generated selection set: its text and what it took. */
export interface SelectionResult {
  /** `{ … }` across several lines, or '' for a leaf type (scalars and enums take no selection). */
  text: string;
  /** The depth actually used (lower than asked when the field budget forced it). */
  depth: number;
  /** Selected fields, `__typename` included. */
  fieldCount: number;
}

/**
 * The default selection set for an output type (see the rules at the top of this file).
 * `type` may be wrapped (`[Event!]!`); Relay connections get `totalCount`, `edges { cursor node
 * { … } }` (or `nodes`) and `pageInfo`; page objects keep their items at the same depth.
 */
export function buildSelection(schema: GraphQLSchema, type: GraphQLOutputType | GraphQLNamedType, options: SelectionOptions = {}): SelectionResult {
  const { depth = DEFAULT_SELECTION_DEPTH, maxFields = SELECTION_MAX_FIELDS, indent = 0, keep } = options;
  if (isLeafType(getNamedType(type))) return { text: '', depth: 0, fieldCount: 0 };
  for (let current = Math.max(1, Math.floor(depth)); ; current -= 1) {
    // The shallowest attempt is kept whatever its size, so it alone runs without a budget.
    const out: Builder = { lines: [], tally: { count: 0, limit: current === 1 ? Infinity : maxFields }, keep };
    emitTop(schema, type, current, 1, out);
    if (!isOverBudget(out)) {
      const pad = ' '.repeat(indent);
      return { text: `{\n${render(out.lines, indent)}\n${pad}}`, depth: current, fieldCount: out.tally.count };
    }
  }
}

/** A variable declared by a generated operation. */
export interface VariableDefinition {
  name: string;
  /** The declared type: the argument's type, made nullable when the argument has a default. */
  typeLabel: string;
}

/** A generated operation document for one root field. */
export interface OperationDocument {
  /** The whole document text, e.g. `query Events($limit: Int) { events(limit: $limit) { … } }`. */
  text: string;
  /** `events` → `Events`. */
  operationName: string;
  variables: VariableDefinition[];
  /** The selection depth actually used. */
  depth: number;
}

/** `events` → `Events`, `_entities` → `Entities`; always a valid GraphQL name. */
export function operationNameFor(fieldName: string): string {
  const trimmed = fieldName.replace(/^_+/, '');
  const base = trimmed === '' ? 'Operation' : trimmed;
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/**
 * The full document for a root field: the operation with its name, one variable per argument
 * (so forms never write literals into the text), and the default selection.
 */
export function buildOperationDocument(
  schema: GraphQLSchema,
  kind: OperationKind,
  field: GraphQLField<unknown, unknown>,
  options: SelectionOptions = {},
): OperationDocument {
  const operationName = operationNameFor(field.name);
  const variables: VariableDefinition[] = field.args.map((arg) => ({
    name: arg.name,
    // A nullable variable may fill a non-null argument that has a default (GraphQL spec
    // "All Variable Usages Are Allowed"), so leaving the input empty falls back to the default.
    typeLabel: String(isNonNullType(arg.type) && arg.defaultValue !== undefined ? arg.type.ofType : arg.type),
  }));
  const declarations = variables.length > 0 ? `(${variables.map((v) => `$${v.name}: ${v.typeLabel}`).join(', ')})` : '';
  const callArgs = variables.length > 0 ? `(${variables.map((v) => `${v.name}: $${v.name}`).join(', ')})` : '';
  const selection = buildSelection(schema, field.type, { ...options, indent: 2 });
  const body = selection.text === '' ? '' : ` ${selection.text}`;
  const text = `${kind} ${operationName}${declarations} {\n  ${field.name}${callArgs}${body}\n}\n`;
  return { text, operationName, variables, depth: selection.depth };
}

/** One operation of a document, for the `/document` operation picker. */
export interface OperationSummary {
  /** Null for an anonymous operation. */
  name: string | null;
  kind: OperationKind;
}

/** A document's syntax error, or a rule of the schema it breaks, with its position (1-based). */
export interface DocumentProblem {
  message: string;
  line: number | null;
  column: number | null;
}

/** The outcome of {@link listOperations}. */
export type OperationList = { ok: true; operations: OperationSummary[] } | { ok: false; error: DocumentProblem };

/** Lists the operations of a document (name and kind, in order), or its syntax error with line and column. */
export function listOperations(documentText: string): OperationList {
  try {
    const parsed = parse(documentText);
    const operations: OperationSummary[] = [];
    for (const definition of parsed.definitions) {
      if (definition.kind === 'OperationDefinition') {
        operations.push({ name: definition.name?.value ?? null, kind: definition.operation as OperationTypeNode as OperationKind });
      }
    }
    return { ok: true, operations };
  } catch (error) {
    if (error instanceof GraphQLError) return { ok: false, error: problemOf(error) };
    throw error;
  }
}

/** A GraphQL error as a problem at its first location. */
export function problemOf(error: GraphQLError): DocumentProblem {
  const location = error.locations?.[0];
  return { message: error.message, line: location?.line ?? null, column: location?.column ?? null };
}

/** True when the type needs a selection set (objects, interfaces, unions). */
export function needsSelection(type: GraphQLOutputType): boolean {
  const named = getNamedType(type);
  return isObjectType(named) || isAbstractType(named);
}
