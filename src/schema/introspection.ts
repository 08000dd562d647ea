// Introspection: the query Facet sends, turning its result into a GraphQLSchema, and a summary
// for the overview screen (PRODUCT.md §3 "/", issue 6 "Introspection with the standard query").
//
// Implements: GraphQL spec §4 (introspection), graphql-js `getIntrospectionQuery` and
// `buildClientSchema`. Leaves out: incremental introspection (graphiql#595 declined it too) and
// SDL fetching (`_service { sdl }`); a server with introspection disabled gets a typed reason.
import type { GraphQLSchema, IntrospectionQuery } from 'graphql';
// graphql's modules by path, not its index: this module is on the first screen, and the index
// reaches validation, which only the document editor calls (build.mjs resolves these paths to
// graphql's ES modules, the ones its index uses, so there is one copy of each class).
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isUnionType } from 'graphql/type/definition';
import { buildClientSchema } from 'graphql/utilities/buildClientSchema';
import { getIntrospectionQuery } from 'graphql/utilities/getIntrospectionQuery';

/**
 * The introspection document Facet sends first: graphql-js's standard query with descriptions,
 * `specifiedByURL`, `isRepeatable` on directives, deprecated input values and `isOneOf` (so
 * @oneOf input objects get their "exactly one field" form).
 */
export const INTROSPECTION_QUERY: string = getIntrospectionQuery({
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  inputValueDeprecation: true,
  oneOf: true,
});

/**
 * What a server gets when it rejects a newer meta-field of {@link INTROSPECTION_QUERY}: the
 * standard query with descriptions only, which every GraphQL server answers (graphql-js before
 * 16 has `specifiedByUrl`, before 16.9 no `isOneOf`; other implementations lag likewise).
 */
export const BASIC_INTROSPECTION_QUERY: string = getIntrospectionQuery({ descriptions: true });

/** The meta-fields and arguments only {@link INTROSPECTION_QUERY} asks for. */
const NEWER_INTROSPECTION_NAMES = /\b(isOneOf|specifiedByURL|isRepeatable|includeDeprecated)\b/;

/**
 * Whether a GraphQL result's errors say the server does not know a meta-field or argument that
 * only {@link INTROSPECTION_QUERY} asks for, so {@link BASIC_INTROSPECTION_QUERY} is worth a try.
 * Matches by name, as implementations word it differently: graphql-js `Cannot query field
 * "isOneOf" on type "__Type".`, graphql-java `Field 'isOneOf' in type '__Type' is undefined`, Hot
 * Chocolate `The field `isOneOf` does not exist on the type `__Type`.`
 */
export function rejectsNewerIntrospection(result: unknown): boolean {
  const errors = result !== null && typeof result === 'object' ? (result as { errors?: unknown }).errors : undefined;
  return errorMessages(errors).some((message) => NEWER_INTROSPECTION_NAMES.test(message));
}

/** The operation name inside {@link INTROSPECTION_QUERY}. */
export const INTROSPECTION_OPERATION_NAME = 'IntrospectionQuery';

/**
 * Why an introspection result could not become a schema:
 * - `introspection-disabled`: the server answered with an error saying introspection is off;
 * - `graphql-errors`: the server answered with other GraphQL errors and no schema;
 * - `not-introspection`: the answer is not a GraphQL result holding `__schema` (wrong address);
 * - `invalid-schema`: `__schema` is there but graphql-js cannot build a schema from it.
 */
export type IntrospectionFailureKind = 'introspection-disabled' | 'graphql-errors' | 'not-introspection' | 'invalid-schema';

/** A failed introspection, ready for an alert: its kind, a sentence for people, server messages. */
export interface IntrospectionFailure {
  kind: IntrospectionFailureKind;
  /** Says what was expected and what arrived. */
  message: string;
  /** The server's GraphQL error messages, when there were any. */
  serverMessages: string[];
}

/** The outcome of {@link buildSchemaFromIntrospection}: a schema, or the reason there is none. */
export type IntrospectionOutcome = { ok: true; schema: GraphQLSchema } | { ok: false; failure: IntrospectionFailure };

// Apollo: "GraphQL introspection is not allowed…"; Yoga/Envelop (graphql-js
// NoSchemaIntrospectionCustomRule): "GraphQL introspection has been disabled…"; Hot Chocolate,
// Hasura, DGS and others say "not allowed", "disabled", "not permitted" or "forbidden". A server
// that strips the meta-fields answers 'Cannot query field "__schema"'.
const DISABLED_PATTERN = /introspection[^.]*\b(disabled|not allowed|not permitted|forbidden|is off|not enabled)\b|Cannot query field "__schema"/i;

function errorMessages(errors: unknown): string[] {
  if (!Array.isArray(errors)) return [];
  return errors.map((error) =>
    error !== null && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : String(error),
  );
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length === 0 ? 'an empty object' : `an object with ${keys.slice(0, 4).map((k) => `"${k}"`).join(', ')}`;
  }
  return `a ${typeof value}`;
}

/**
 * Builds a schema from an introspection answer: the whole GraphQL result (`{ data, errors }`) or
 * its `data` (`{ __schema }`). Never throws: a server with introspection disabled, GraphQL
 * errors without a schema, something that is not an introspection result, or an inconsistent
 * schema each become an {@link IntrospectionFailure} whose kind the overview's alert names.
 */
export function buildSchemaFromIntrospection(result: unknown): IntrospectionOutcome {
  const fail = (kind: IntrospectionFailureKind, message: string, serverMessages: string[] = []): IntrospectionOutcome => ({
    ok: false,
    failure: { kind, message, serverMessages },
  });
  if (result === null || typeof result !== 'object' || Array.isArray(result)) {
    return fail('not-introspection', `Expected a GraphQL result holding "__schema", got ${describe(result)}.`);
  }
  const record = result as Record<string, unknown>;
  const data = '__schema' in record ? record : record.data;
  const messages = errorMessages(record.errors);
  const schemaData = data !== null && typeof data === 'object' ? (data as Record<string, unknown>).__schema : undefined;
  if (schemaData === null || schemaData === undefined || typeof schemaData !== 'object') {
    if (messages.some((message) => DISABLED_PATTERN.test(message))) {
      return fail('introspection-disabled', `The server does not allow introspection: ${messages.join(' ')}`, messages);
    }
    if (messages.length > 0) {
      return fail('graphql-errors', `Expected a schema, got GraphQL errors: ${messages.join(' ')}`, messages);
    }
    return fail('not-introspection', `Expected a GraphQL result holding "__schema", got ${describe(result)}.`);
  }
  try {
    return { ok: true, schema: buildClientSchema(data as IntrospectionQuery, { assumeValid: false }) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail('invalid-schema', `The introspection result does not describe a valid schema: ${reason}`, messages);
  }
}

/** Counts and root type names for the overview screen. Introspection types (`__*`) are not counted. */
export interface SchemaSummary {
  /** The schema's description, when the server sent one. */
  description: string | null;
  /** Named types, built-in scalars included, introspection types excluded. */
  typeCount: number;
  objectCount: number;
  interfaceCount: number;
  unionCount: number;
  enumCount: number;
  inputObjectCount: number;
  scalarCount: number;
  queryCount: number;
  mutationCount: number;
  subscriptionCount: number;
  queryTypeName: string | null;
  mutationTypeName: string | null;
  subscriptionTypeName: string | null;
}

/** Summarises a schema: how many types of each kind, root fields per operation, root type names. */
export function summarizeSchema(schema: GraphQLSchema): SchemaSummary {
  const summary: SchemaSummary = {
    description: schema.description ?? null,
    typeCount: 0,
    objectCount: 0,
    interfaceCount: 0,
    unionCount: 0,
    enumCount: 0,
    inputObjectCount: 0,
    scalarCount: 0,
    queryCount: Object.keys(schema.getQueryType()?.getFields() ?? {}).length,
    mutationCount: Object.keys(schema.getMutationType()?.getFields() ?? {}).length,
    subscriptionCount: Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).length,
    queryTypeName: schema.getQueryType()?.name ?? null,
    mutationTypeName: schema.getMutationType()?.name ?? null,
    subscriptionTypeName: schema.getSubscriptionType()?.name ?? null,
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    summary.typeCount += 1;
    if (isObjectType(type)) summary.objectCount += 1;
    else if (isInterfaceType(type)) summary.interfaceCount += 1;
    else if (isUnionType(type)) summary.unionCount += 1;
    else if (isEnumType(type)) summary.enumCount += 1;
    else if (isInputObjectType(type)) summary.inputObjectCount += 1;
    else if (isScalarType(type)) summary.scalarCount += 1;
  }
  return summary;
}
