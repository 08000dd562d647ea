// The sidebar's model: root fields per operation kind, and a filter fast enough to run on every
// keystroke over hundreds of fields (PRODUCT.md §3 "stays usable with … hundreds of root fields").
import type { GraphQLField, GraphQLObjectType, GraphQLSchema } from 'graphql';
// By path, not graphql's index: this module is on the first screen (see introspection.ts).
import { getNamedType, isNonNullType } from 'graphql/type/definition';

/** The three GraphQL operation kinds, as they appear in routes (`/query/:field` …). */
export type OperationKind = 'query' | 'mutation' | 'subscription';

/** Every operation kind, in sidebar order. */
export const OPERATION_KINDS: readonly OperationKind[] = ['query', 'mutation', 'subscription'];

/** One sidebar entry: a root field described without holding graphql-js objects. */
export interface RootField {
  kind: OperationKind;
  name: string;
  description: string | null;
  isDeprecated: boolean;
  deprecationReason: string | null;
  /** How many arguments the field takes, and how many of them must be given. */
  argCount: number;
  requiredArgCount: number;
  /** The return type as written in SDL (`[Event!]!`) and its named type (`Event`). */
  typeLabel: string;
  typeName: string;
  /** `name` in lower case, precomputed so filtering never allocates per keystroke. */
  searchKey: string;
}

/** The root object type for an operation kind, or null when the schema has none. */
export function rootType(schema: GraphQLSchema, kind: OperationKind): GraphQLObjectType | null {
  if (kind === 'query') return schema.getQueryType() ?? null;
  if (kind === 'mutation') return schema.getMutationType() ?? null;
  return schema.getSubscriptionType() ?? null;
}

/** The root field `name` of an operation kind (the `:field` of a route), or null when absent. */
export function findRootField(schema: GraphQLSchema, kind: OperationKind, name: string): GraphQLField<unknown, unknown> | null {
  return rootType(schema, kind)?.getFields()[name] ?? null;
}

/** Lists the root fields of one operation kind in schema order (empty when the kind is absent). */
export function listRootFields(schema: GraphQLSchema, kind: OperationKind): RootField[] {
  const type = rootType(schema, kind);
  if (!type) return [];
  return Object.values(type.getFields()).map((field) => ({
    kind,
    name: field.name,
    description: field.description ?? null,
    isDeprecated: field.deprecationReason != null,
    deprecationReason: field.deprecationReason ?? null,
    argCount: field.args.length,
    requiredArgCount: field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined).length,
    typeLabel: String(field.type),
    typeName: getNamedType(field.type).name,
    searchKey: field.name.toLowerCase(),
  }));
}

/**
 * Keeps the fields whose name contains `text`, ignoring case and surrounding spaces, in their
 * original order; an empty filter keeps everything (the same array).
 */
export function filterRootFields(fields: readonly RootField[], text: string): readonly RootField[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return fields;
  return fields.filter((field) => field.searchKey.includes(needle));
}
