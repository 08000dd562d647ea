// buildSchemaFromIntrospection in slices (issue 13 item 9: "start-up has long tasks … keep every
// task under 50 ms"). graphql-js's buildClientSchema does all its work in one call: the
// GraphQLSchema constructor resolves every type's fields, so a 1,600-type schema blocks the main
// thread for hundreds of milliseconds. This builds the same types the same way (graphql-js 16
// `utilities/buildClientSchema`), resolves their fields a slice at a time, yielding between slices,
// and only then constructs the schema, whose walk over already-resolved types is short.
//
// Leaves out: error messages of its own. Anything that fails here is built again by
// buildSchemaFromIntrospection, so a broken introspection result fails with the same words.
import type { GraphQLInputType, GraphQLNamedType, GraphQLOutputType, GraphQLType } from 'graphql';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLUnionType,
  assertInterfaceType,
  assertNullableType,
  assertObjectType,
  isInputObjectType,
  isInputType,
  isInterfaceType,
  isObjectType,
  isOutputType,
  isUnionType,
} from 'graphql/type/definition';
import { GraphQLDirective } from 'graphql/type/directives';
import { introspectionTypes } from 'graphql/type/introspection';
import { specifiedScalarTypes } from 'graphql/type/scalars';
import { GraphQLSchema } from 'graphql/type/schema';
import { parseValue } from 'graphql/language/parser';
import { valueFromAST } from 'graphql/utilities/valueFromAST';
import { buildSchemaFromIntrospection, type IntrospectionOutcome } from './introspection.ts';

export interface SliceOptions {
  /** Resolves when the main thread has had a turn (a new task). @default a zero-delay timeout */
  yieldToMain?: () => Promise<void>;
  /** Work done between two yields, in milliseconds. @default 8 */
  sliceMs?: number;
  /** @default performance.now */
  now?: () => number;
}

/** Introspection JSON, read loosely: whatever does not fit throws, and the one-call path words it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/**
 * The same outcome as {@link buildSchemaFromIntrospection}, built without a long task: resolves
 * with the schema, or with the failure buildSchemaFromIntrospection gives for the same input.
 */
export async function buildSchemaFromIntrospectionInSlices(result: unknown, options: SliceOptions = {}): Promise<IntrospectionOutcome> {
  const { yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0)), sliceMs = 8, now = () => performance.now() } = options;
  const record = result !== null && typeof result === 'object' && !Array.isArray(result) ? (result as Json) : null;
  const data = record ? ('__schema' in record ? record : record.data) : null;
  const schemaData = data !== null && typeof data === 'object' ? (data as Json).__schema : null;
  // Not a schema (errors, introspection disabled…): the one-call path words the failure.
  if (schemaData === null || typeof schemaData !== 'object' || !Array.isArray(schemaData.types)) return buildSchemaFromIntrospection(result);
  try {
    let sliceStart = now();
    const checkpoint = async () => {
      if (now() - sliceStart < sliceMs) return;
      await yieldToMain();
      sliceStart = now();
    };
    const typeMap = Object.create(null) as Record<string, GraphQLNamedType>;
    for (const type of schemaData.types as Json[]) {
      typeMap[type.name] = buildType(type);
      await checkpoint();
    }
    for (const standard of [...specifiedScalarTypes, ...introspectionTypes]) if (typeMap[standard.name]) typeMap[standard.name] = standard;
    const getNamedType = (ref: Json): GraphQLNamedType => {
      const type = ref.name ? typeMap[ref.name] : undefined;
      if (!type) throw new Error(`unknown type ${String(ref.name)}`);
      return type;
    };
    const getType = (ref: Json): GraphQLType => {
      if (ref.kind === 'LIST') return new GraphQLList(getType(ref.ofType));
      if (ref.kind === 'NON_NULL') return new GraphQLNonNull(assertNullableType(getType(ref.ofType)));
      return getNamedType(ref);
    };
    const buildInputValues = (values: Json[]) => {
      const map: Record<string, { description: unknown; type: GraphQLInputType; defaultValue: unknown; deprecationReason: unknown }> = {};
      for (const value of values) {
        const type = getType(value.type);
        if (!isInputType(type)) throw new Error('not an input type');
        const defaultValue = value.defaultValue != null ? valueFromAST(parseValue(value.defaultValue), type) : undefined;
        map[value.name] = { description: value.description, type, defaultValue, deprecationReason: value.deprecationReason };
      }
      return map;
    };
    const buildFields = (type: Json) => {
      if (!type.fields) throw new Error('missing fields');
      const map: Record<string, { description: unknown; deprecationReason: unknown; type: GraphQLOutputType; args: ReturnType<typeof buildInputValues> }> = {};
      for (const field of type.fields as Json[]) {
        const fieldType = getType(field.type);
        if (!isOutputType(fieldType)) throw new Error('not an output type');
        if (!field.args) throw new Error('missing args');
        map[field.name] = { description: field.description, deprecationReason: field.deprecationReason, type: fieldType, args: buildInputValues(field.args) };
      }
      return map;
    };
    const buildInterfaces = (type: Json) => {
      if (type.interfaces === null && type.kind === 'INTERFACE') return [];
      if (!type.interfaces) throw new Error('missing interfaces');
      return (type.interfaces as Json[]).map((ref) => assertInterfaceType(getNamedType(ref)));
    };
    function buildType(type: Json): GraphQLNamedType {
      const { name, description } = type;
      switch (type?.name != null ? type.kind : undefined) {
        case 'SCALAR':
          return new GraphQLScalarType({ name, description, specifiedByURL: type.specifiedByURL });
        case 'OBJECT':
          return new GraphQLObjectType({ name, description, interfaces: () => buildInterfaces(type), fields: () => buildFields(type) as never });
        case 'INTERFACE':
          return new GraphQLInterfaceType({ name, description, interfaces: () => buildInterfaces(type), fields: () => buildFields(type) as never });
        case 'UNION':
          if (!type.possibleTypes) throw new Error('missing possibleTypes');
          return new GraphQLUnionType({ name, description, types: () => (type.possibleTypes as Json[]).map((ref) => assertObjectType(getNamedType(ref))) });
        case 'ENUM': {
          if (!type.enumValues) throw new Error('missing enumValues');
          const values: Record<string, { description: unknown; deprecationReason: unknown }> = {};
          for (const value of type.enumValues as Json[]) values[value.name] = { description: value.description, deprecationReason: value.deprecationReason };
          return new GraphQLEnumType({ name, description, values: values as never });
        }
        case 'INPUT_OBJECT':
          if (!type.inputFields) throw new Error('missing inputFields');
          return new GraphQLInputObjectType({ name, description, fields: () => buildInputValues(type.inputFields) as never, isOneOf: type.isOneOf });
        default:
          throw new Error('not a type');
      }
    }
    // The slices: resolve what the GraphQLSchema constructor would, one type at a time.
    for (const type of Object.values(typeMap)) {
      if (isObjectType(type) || isInterfaceType(type)) {
        type.getInterfaces();
        type.getFields();
      } else if (isUnionType(type)) type.getTypes();
      else if (isInputObjectType(type)) type.getFields();
      await checkpoint();
    }
    // The constructor's walk over every type is a slice of its own.
    await yieldToMain();
    const root = (ref: Json | null | undefined) => (ref ? assertObjectType(getNamedType(ref)) : null);
    const directives = ((schemaData.directives ?? []) as Json[]).map((directive) => {
      if (!directive.args || !directive.locations) throw new Error('incomplete directive');
      return new GraphQLDirective({
        name: directive.name,
        description: directive.description,
        isRepeatable: directive.isRepeatable,
        deprecationReason: directive.deprecationReason,
        locations: directive.locations.slice(),
        args: buildInputValues(directive.args) as never,
      });
    });
    const schema = new GraphQLSchema({
      description: schemaData.description,
      query: root(schemaData.queryType),
      mutation: root(schemaData.mutationType),
      subscription: root(schemaData.subscriptionType),
      types: Object.values(typeMap),
      directives,
      assumeValid: false,
    });
    return { ok: true, schema };
  } catch {
    return buildSchemaFromIntrospection(result);
  }
}
