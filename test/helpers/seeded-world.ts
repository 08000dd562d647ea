// A seeded "world" that answers any query over a schema with graphql-js, for the cache's
// differential test (issue 25 §1). Everything is a pure function of the seed.
//
// Every object type with an `id` field is an entity, `Type:id` with ids from a pool of three per
// type (so entities repeat across a result, with the same fields each time); any other object is
// identified by its place (parent, field, arguments, list index). A field's value is a hash of
// (object, field name, coerced arguments), so the same entity answers the same wherever it
// appears, in one result and across documents.
import {
  execute,
  getNamedType,
  isAbstractType,
  isEnumType,
  isLeafType,
  isListType,
  isNonNullType,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: small, fast, and good enough to spread test cases. */
export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, chance: (p) => next() < p, pick: (items) => items[int(items.length)]! };
}

/** FNV-1a of a string, mixed with a seed: the world's per-field randomness. */
export function hash(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function stable(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]])) : v,
  );
}

/** What a resolver hands to its children: the object's type and identity. */
interface WorldObject { readonly __typename: string; readonly identity: string; readonly id?: unknown }

const STRING_IDS = ['1', '2', 'a.b'];

/** A field resolver answering every field of the schema from the world of `seed`. */
export function worldResolver(schema: GraphQLSchema, seed: number): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, _context, info) => {
    const parent = source as WorldObject | undefined;
    if (info.fieldName === 'id' && parent?.id !== undefined) return parent.id;
    const identity = `${parent?.identity ?? 'ROOT'}.${info.fieldName}(${stable(args)})`;
    return valueOf(schema, info.returnType, identity, seed, true);
  };
}

function valueOf(schema: GraphQLSchema, type: GraphQLOutputType, identity: string, seed: number, isNullable: boolean): unknown {
  if (isNonNullType(type)) return valueOf(schema, type.ofType, identity, seed, false);
  const random = createRandom(hash(identity, seed));
  if (isNullable && random.chance(0.12)) return null;
  if (isListType(type)) {
    return Array.from({ length: random.int(4) }, (_, i) => valueOf(schema, type.ofType, `${identity}.${i}`, seed, true));
  }
  if (isEnumType(type)) return random.pick(type.getValues()).value;
  if (isLeafType(type)) return scalarValue(type.name, random);
  const concrete = isAbstractType(type) ? random.pick(schema.getPossibleTypes(type)) : (type as GraphQLObjectType);
  const idField = concrete.getFields().id;
  if (!idField) return { __typename: concrete.name, identity } satisfies WorldObject;
  const idType = getNamedType(idField.type);
  const id = idType.name === 'Int' || idType.name === 'Float' ? random.int(3) + 1 : random.pick(STRING_IDS);
  return { __typename: concrete.name, identity: `${concrete.name}:${id}`, id } satisfies WorldObject;
}

function scalarValue(name: string, random: Random): unknown {
  switch (name) {
    case 'Int': return random.int(100);
    case 'Float': return random.int(800) / 8;
    case 'Boolean': return random.chance(0.5);
    case 'ID': return String(random.int(50));
    case 'String': return `s${random.int(50)}`;
    default:
      // Custom scalars are opaque to the cache: sometimes an object, even one shaped like a reference.
      if (/json/i.test(name) && random.chance(0.5)) return random.pick([{ a: 1, b: [true, null] }, { __ref: 'Item:1' }, []]);
      return `v${random.int(50)}`;
  }
}

/** Executes a document against the world of `seed`; throws on GraphQL errors (the world never errs). */
export function executeInWorld(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, seed: number): Record<string, unknown> {
  const result = execute({ schema, document, variableValues: variables, fieldResolver: worldResolver(schema, seed) });
  if (result instanceof Promise) throw new Error('the world answers synchronously');
  if (result.errors?.length) throw new Error(`graphql-js execution failed: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.data as Record<string, unknown>;
}
