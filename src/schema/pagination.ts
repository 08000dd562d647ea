// Pagination shape of a field: Relay connection, offset/page arguments, a plain list, or none
// (PRODUCT.md §4 "server-driven for Relay connections and offset arguments, client-side
// otherwise"; ui.md §4.3 Relay variants, §4.4 offset conventions).
//
// Implements: the Relay Cursor Connections spec (edges/node/cursor, pageInfo, first/after,
// last/before) with the `nodes` shortcut and `totalCount`; offset pairs {limit, first, take,
// perPage, per_page, pageSize} × {offset, skip, start, page}; page objects such as
// `EventPage{items total}` and Hot Chocolate's `CollectionSegment{items totalCount}`.
// Leaves out: pagination inside an input object (Strapi's `pagination: {page, pageSize}`), and
// sibling count queries (`_allXsMeta`, `xs_aggregate`), which need a second request.
import type { FragmentDefinitionNode, GraphQLSchema, OperationDefinitionNode, SelectionNode, GraphQLArgument, GraphQLField, GraphQLNamedType, GraphQLObjectType, GraphQLOutputType } from 'graphql';
// By path, not graphql's index: the first screen (the sidebar's Records) must not load validation.
import { getNamedType, getNullableType, isLeafType, isListType, isNonNullType, isObjectType } from 'graphql/type/definition';
import { Kind } from 'graphql/language/kinds';
import { parse } from 'graphql/language/parser';
import { LIMIT_ARGUMENT_NAMES, OFFSET_ARGUMENT_NAMES, PAGE_ARGUMENT_NAMES, PAGE_ITEMS_FIELD_NAMES, TOTAL_FIELD_NAMES } from './constants.ts';
import { isNamed } from './names.ts';

/** The parts of a Relay connection type that a selection and a pager need. */
export interface ConnectionShape {
  /** The node type (from `edges.node`, else `nodes`). */
  nodeType: GraphQLNamedType;
  /** `edges` exists with `node` inside; `hasCursor` when edges carry `cursor`. */
  hasEdges: boolean;
  hasCursor: boolean;
  /** `nodes` exists (GitHub, Shopify since 2022-04). */
  hasNodes: boolean;
  /** `totalCount` (or `total`/`count`) exists as a leaf without required arguments. */
  totalField: string | null;
  /** The `pageInfo` subfields present, among hasNextPage, hasPreviousPage, startCursor, endCursor. */
  pageInfoFields: string[];
}

/**
 * How a field pages (a discriminated union on `kind`):
 * - `relay`: a connection; `forward` with first/after, `backward` with last/before;
 * - `offset`: a list (or page object) with a page-size argument and a position argument;
 *   `style: 'page'` when the position counts pages (`page`), `'offset'` when it counts items;
 * - `list`: a list without paging arguments (page on the client); `itemsField` for page objects;
 * - `none`: not a list.
 */
export type PaginationShape =
  | {
      kind: 'relay';
      forward: boolean;
      backward: boolean;
      hasTotal: boolean;
      nodesShortcut: boolean;
      connection: ConnectionShape;
      /** A PostGraphile-style `offset` argument on the connection, when there is one. */
      offsetArg: string | null;
    }
  | {
      kind: 'offset';
      limitArg: string;
      offsetArg: string;
      style: 'offset' | 'page';
      /**
       * The number of the first page for `style: 'page'`: the page argument's default when it is
       * 0 or 1, else 1 (ra-data-graphql-simple counts from 0, Storyblok from 1). 0 for offsets.
       */
      pageBase: 0 | 1;
      /** The page-size argument's default, when the schema gives one. */
      defaultLimit: number | null;
      /** The total-like field of a page object (`total`, `totalCount`), when there is one. */
      totalField?: string;
      /** The list field of a page object (`items`), when the field returns one. */
      itemsField?: string;
    }
  | { kind: 'list'; itemsField?: string; totalField?: string }
  | { kind: 'none' };

const PAGE_INFO_FIELDS = ['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor'];

function hasRequiredArgs(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
}

function leafTotalField(type: GraphQLObjectType): string | null {
  const fields = type.getFields();
  for (const field of Object.values(fields)) {
    if (isNamed(field.name, TOTAL_FIELD_NAMES) && isLeafType(getNullableType(field.type)) && !hasRequiredArgs(field)) return field.name;
  }
  return null;
}

/**
 * The Relay shape of an output type, or null when it is not a connection: an object with
 * `pageInfo { hasNextPage … }` and `edges { node }` or `nodes`.
 */
export function connectionShape(type: GraphQLOutputType | GraphQLNamedType): ConnectionShape | null {
  const named = getNullableType(type);
  if (!isObjectType(named)) return null;
  // Selections and entity rules ask about the same types many times (a ~2,000-type schema).
  let shape = connectionShapes.get(named);
  if (shape === undefined) {
    shape = computeConnectionShape(named);
    connectionShapes.set(named, shape);
  }
  return shape;
}

const connectionShapes = new WeakMap<GraphQLObjectType, ConnectionShape | null>();

function computeConnectionShape(named: GraphQLObjectType): ConnectionShape | null {
  const fields = named.getFields();
  const pageInfoType = fields.pageInfo && getNullableType(fields.pageInfo.type);
  if (!pageInfoType || !isObjectType(pageInfoType)) return null;
  const pageInfoFields = PAGE_INFO_FIELDS.filter((name) => pageInfoType.getFields()[name] !== undefined);
  if (!pageInfoFields.includes('hasNextPage') && !pageInfoFields.includes('hasPreviousPage')) return null;
  let nodeType: GraphQLNamedType | null = null;
  let hasEdges = false;
  let hasCursor = false;
  const edgesType = fields.edges && getNullableType(fields.edges.type);
  if (edgesType && isListType(edgesType)) {
    const edgeType = getNamedType(edgesType);
    const node = isObjectType(edgeType) ? edgeType.getFields().node : undefined;
    if (isObjectType(edgeType) && node) {
      hasEdges = true;
      hasCursor = edgeType.getFields().cursor !== undefined;
      nodeType = getNamedType(node.type);
    }
  }
  const nodesType = fields.nodes && getNullableType(fields.nodes.type);
  const hasNodes = nodesType !== undefined && isListType(nodesType);
  if (!nodeType && hasNodes && fields.nodes) nodeType = getNamedType(fields.nodes.type);
  if (!nodeType) return null;
  return { nodeType, hasEdges, hasCursor, hasNodes, totalField: leafTotalField(named), pageInfoFields };
}

/**
 * A page object such as `EventPage{items total}`: an object (not a connection) with one list
 * field named like items/nodes/results and, optionally, a total-like leaf.
 */
export function pageObjectShape(type: GraphQLOutputType | GraphQLNamedType): { itemsField: string; totalField: string | null } | null {
  const named = getNullableType(type);
  if (!isObjectType(named) || connectionShape(named)) return null;
  const fields = named.getFields();
  for (const candidate of Object.values(fields)) {
    if (isNamed(candidate.name, PAGE_ITEMS_FIELD_NAMES) && isListType(getNullableType(candidate.type)) && !hasRequiredArgs(candidate)) {
      return { itemsField: candidate.name, totalField: leafTotalField(named) };
    }
  }
  return null;
}

function isIntLike(arg: GraphQLArgument): boolean {
  const named = getNamedType(arg.type);
  return /int|long|number/i.test(named.name);
}

function findArg(args: readonly GraphQLArgument[], names: readonly string[]): GraphQLArgument | undefined {
  // The first name in the list wins, so `limit` beats `first` when a field takes both.
  for (const name of names) {
    const found = args.find((arg) => arg.name.toLowerCase() === name && isIntLike(arg));
    if (found) return found;
  }
  return undefined;
}

/** Detects how a field pages: see {@link PaginationShape}. */
export function detectPagination(field: GraphQLField<unknown, unknown>): PaginationShape {
  const args = field.args;
  const argNamed = (name: string) => args.some((arg) => arg.name === name);
  const connection = connectionShape(field.type);
  if (connection) {
    const offset = findArg(args, OFFSET_ARGUMENT_NAMES);
    return {
      kind: 'relay',
      forward: argNamed('first') && argNamed('after'),
      backward: argNamed('last') && argNamed('before'),
      hasTotal: connection.totalField !== null,
      nodesShortcut: connection.hasNodes,
      connection,
      offsetArg: offset?.name ?? null,
    };
  }
  const page = pageObjectShape(field.type);
  const isList = isListType(getNullableType(field.type));
  if (!isList && !page) return { kind: 'none' };
  const limit = findArg(args, LIMIT_ARGUMENT_NAMES);
  const offset = findArg(args, OFFSET_ARGUMENT_NAMES);
  const pageArg = findArg(args, PAGE_ARGUMENT_NAMES);
  const extras = page ? { itemsField: page.itemsField, ...(page.totalField ? { totalField: page.totalField } : {}) } : {};
  if (limit && (offset || pageArg)) {
    const position = (offset ?? pageArg) as GraphQLArgument;
    const limitDefault = limit.defaultValue;
    return {
      kind: 'offset',
      limitArg: limit.name,
      offsetArg: position.name,
      style: offset ? 'offset' : 'page',
      pageBase: offset || position.defaultValue === 0 ? 0 : 1,
      defaultLimit: typeof limitDefault === 'number' && Number.isInteger(limitDefault) ? limitDefault : null,
      ...extras,
    };
  }
  return { kind: 'list', ...extras };
}

/**
 * How each root field a document's operation selects pages, by response key (aliases included),
 * so a page object or a connection in a written document lists its items as on the operation
 * screens (ui.md §4.3–4.4). Follows inline fragments and fragment spreads. Fields the schema
 * lacks get no shape; a document that does not parse, or whose operation cannot be picked, gets {}.
 */
export function rootFieldShapes(schema: GraphQLSchema, documentText: string, operationName: string | null): Record<string, PaginationShape> {
  const shapes: Record<string, PaginationShape> = {};
  let definitions;
  try {
    definitions = parse(documentText, { noLocation: true }).definitions;
  } catch {
    return shapes;
  }
  const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation) return shapes;
  const root = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const spread = new Set<string>();
  const collect = (selections: readonly SelectionNode[]) => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) {
        const field = root?.getFields()[selection.name.value];
        if (field) shapes[selection.alias?.value ?? selection.name.value] = detectPagination(field);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(selection.selectionSet.selections);
      } else if (!spread.has(selection.name.value)) {
        spread.add(selection.name.value); // a fragment spreading itself is invalid, but must not loop
        collect(fragments.get(selection.name.value)?.selectionSet.selections ?? []);
      }
    }
  };
  collect(operation.selectionSet.selections);
  return shapes;
}
