// The model of the `/type/:name` screen: a named type's fields, arguments, values, descriptions
// and deprecations, with the named types it mentions so the screen can link them (PRODUCT.md §3,
// issue 6 "/type/:name: fields, arguments, descriptions, deprecations, links between types").
import {
  astFromValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  print,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/** A named type's kind, as introspection spells it. */
export type TypeKind = 'OBJECT' | 'INTERFACE' | 'UNION' | 'ENUM' | 'INPUT_OBJECT' | 'SCALAR';

/** An argument or input field: its type (as written and as a link target) and default. */
export interface InputValueReference {
  name: string;
  description: string | null;
  /** As written in SDL, e.g. `[Category!]`. */
  typeLabel: string;
  /** The named type to link to, e.g. `Category`. */
  typeName: string;
  /** The default as a GraphQL literal (`20`, `MUSIC`, `{a: 1}`), or null. */
  defaultValue: string | null;
  isDeprecated: boolean;
  deprecationReason: string | null;
}

/** A field of an object, interface or input object. */
export interface FieldReference extends InputValueReference {
  /** Arguments (empty for input object fields). */
  args: InputValueReference[];
}

/** An enum value. */
export interface EnumValueReference {
  name: string;
  description: string | null;
  isDeprecated: boolean;
  deprecationReason: string | null;
}

/** Everything `/type/:name` shows about one named type. */
export interface TypeReference {
  name: string;
  kind: TypeKind;
  description: string | null;
  /** For custom scalars: the URL of the scalar's specification, when given. */
  specifiedByURL: string | null;
  /** Built-in scalars and introspection types. */
  isBuiltIn: boolean;
  /** `query`, `mutation` or `subscription` when this is a root type. */
  rootKind: 'query' | 'mutation' | 'subscription' | null;
  /** Fields of objects, interfaces and input objects (schema order); empty otherwise. */
  fields: FieldReference[];
  enumValues: EnumValueReference[];
  /** Interfaces this type implements. */
  interfaces: string[];
  /** Union members, or the object types implementing an interface. */
  possibleTypes: string[];
  /** Every other named type this one mentions (fields, arguments, members), sorted, for links. */
  referencedTypes: string[];
}

function printedDefault(input: GraphQLArgument | GraphQLInputField): string | null {
  if (input.defaultValue === undefined) return null;
  if (input.astNode?.defaultValue) return print(input.astNode.defaultValue);
  try {
    const ast = astFromValue(input.defaultValue, input.type);
    return ast ? print(ast) : null;
  } catch {
    return JSON.stringify(input.defaultValue) ?? null;
  }
}

function inputValue(input: GraphQLArgument | GraphQLInputField): InputValueReference {
  return {
    name: input.name,
    description: input.description ?? null,
    typeLabel: String(input.type),
    typeName: getNamedType(input.type).name,
    defaultValue: printedDefault(input),
    isDeprecated: input.deprecationReason != null,
    deprecationReason: input.deprecationReason ?? null,
  };
}

function outputField(field: GraphQLField<unknown, unknown>): FieldReference {
  return {
    name: field.name,
    description: field.description ?? null,
    typeLabel: String(field.type),
    typeName: getNamedType(field.type).name,
    defaultValue: null,
    isDeprecated: field.deprecationReason != null,
    deprecationReason: field.deprecationReason ?? null,
    args: field.args.map(inputValue),
  };
}

function kindOf(type: GraphQLNamedType): TypeKind {
  if (isObjectType(type)) return 'OBJECT';
  if (isInterfaceType(type)) return 'INTERFACE';
  if (isUnionType(type)) return 'UNION';
  if (isEnumType(type)) return 'ENUM';
  if (isInputObjectType(type)) return 'INPUT_OBJECT';
  return 'SCALAR';
}

/** The reference model of the named type `name`, or null when the schema has no such type. */
export function describeType(schema: GraphQLSchema, name: string): TypeReference | null {
  const type = schema.getType(name);
  if (!type) return null;
  const fields =
    isObjectType(type) || isInterfaceType(type)
      ? Object.values(type.getFields()).map(outputField)
      : isInputObjectType(type)
        ? Object.values(type.getFields()).map((field) => ({ ...inputValue(field), args: [] }))
        : [];
  const enumValues = isEnumType(type)
    ? type.getValues().map((value) => ({
        name: value.name,
        description: value.description ?? null,
        isDeprecated: value.deprecationReason != null,
        deprecationReason: value.deprecationReason ?? null,
      }))
    : [];
  const interfaces = isObjectType(type) || isInterfaceType(type) ? type.getInterfaces().map((i) => i.name) : [];
  const possibleTypes = isUnionType(type) || isInterfaceType(type) ? schema.getPossibleTypes(type).map((t) => t.name) : [];
  const referenced = new Set<string>([...interfaces, ...possibleTypes]);
  for (const field of fields) {
    referenced.add(field.typeName);
    for (const arg of field.args) referenced.add(arg.typeName);
  }
  referenced.delete(type.name);
  const rootKind =
    schema.getQueryType() === type ? 'query' : schema.getMutationType() === type ? 'mutation' : schema.getSubscriptionType() === type ? 'subscription' : null;
  return {
    name: type.name,
    kind: kindOf(type),
    description: type.description ?? null,
    specifiedByURL: isScalarType(type) ? (type.specifiedByURL ?? null) : null,
    isBuiltIn: type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type)),
    rootKind,
    fields,
    enumValues,
    interfaces,
    possibleTypes,
    referencedTypes: [...referenced].sort(),
  };
}

/** One entry of the type index. */
export interface TypeListEntry {
  name: string;
  kind: TypeKind;
  description: string | null;
}

/** Every named type of the schema except introspection types, sorted by name, for a type index. */
export function listTypes(schema: GraphQLSchema): TypeListEntry[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__'))
    .map((type) => ({ name: type.name, kind: kindOf(type), description: type.description ?? null }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
