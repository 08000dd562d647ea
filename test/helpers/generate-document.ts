// Seeded random query documents over any schema, for the cache's differential test (issue 25
// §1): aliases, response keys repeated with other sub-selections (they merge), named and inline
// fragments on objects, interfaces and unions, @include/@skip with variables and literals,
// arguments as literals and as variables (some with operation defaults, some unset), lists.
// The same seed gives the same document and variables.
//
// Key fields follow one rule (`KeyPolicy`): per object type, either every selection of it selects
// `id` or none does, within a document and across the two documents of an overlapping pair. (When
// one query selects a type's id and another does not, the cache keeps an entity for one and a path
// for the other: a read then misses, which cache.test.ts covers; it never answers wrongly.)
import {
  getNamedType,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  parse,
  validate,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLUnionType,
} from 'graphql';
import { hash, type Random } from './seeded-world.ts';

/** Per object type: does every selection of it select `id`? */
export type KeyPolicy = (typeName: string) => boolean;

/**
 * About three types in four select their id. Never keyed: a type sharing an interface or union
 * with a type whose `id` has another type (`ID!` beside `Int!`), as both ids unaliased in one
 * selection would not merge (graphql-js validation, OverlappingFieldsCanBeMerged). Always keyed:
 * the types of an interface with an `id` and more than a few types (GitHub's `Node`), so a
 * selection of it selects `id` once instead of `... on X { id }` for each of hundreds.
 */
export function createKeyPolicy(schema: GraphQLSchema, seed: number): KeyPolicy {
  const { mixed, wide } = idGroups(schema);
  return (typeName) => !mixed.has(typeName) && (wide.has(typeName) || hash(typeName, seed) % 4 !== 0);
}

/** Interfaces with more possible types than this select `id` on the interface. */
const WIDE_INTERFACE_TYPES = 6;

const idGroupsMemo = new WeakMap<GraphQLSchema, { mixed: Set<string>; wide: Set<string> }>();

function idGroups(schema: GraphQLSchema): { mixed: Set<string>; wide: Set<string> } {
  let groups = idGroupsMemo.get(schema);
  if (groups) return groups;
  groups = { mixed: new Set(), wide: new Set() };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isAbstractType(type)) continue;
    const possible = schema.getPossibleTypes(type);
    const idTypes = new Set(possible.map((p) => String(p.getFields().id?.type ?? '')));
    idTypes.delete('');
    if (idTypes.size > 1) for (const p of possible) groups.mixed.add(p.name);
    else if (isInterfaceType(type) && type.getFields().id && possible.length > WIDE_INTERFACE_TYPES) {
      for (const p of possible) groups.wide.add(p.name);
    }
  }
  for (const name of groups.mixed) groups.wide.delete(name);
  idGroupsMemo.set(schema, groups);
  return groups;
}

export interface GeneratedDocument {
  readonly text: string;
  readonly variables: Record<string, unknown>;
}

const MAX_DEPTH = 3;
const MAX_FIELDS = 14;
const MAX_SELECTIONS = 24;

interface Variable { readonly name: string; readonly type: string; readonly defaultText?: string }

class DocumentBuilder {
  private readonly fragments: Array<{ name: string; on: string; text: string }> = [];
  private readonly variables: Variable[] = [];
  readonly values: Record<string, unknown> = {};
  /** Earlier `alias: field(arguments)` choices per field name and type, reused so response keys repeat and merge. */
  private readonly choices = new Map<string, string[]>();
  /**
   * Response key → what it selects (`name(args): Type`), one meaning per key in the whole document,
   * so any two fields with one response key merge (valid by construction: no validation per case).
   */
  private readonly responseKeys = new Map<string, string>([['kind', '__typename']]);
  private fieldCount = 0;
  private selectionCount = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly random: Random,
    private readonly policy: KeyPolicy,
    private readonly unionsOf: ReadonlyMap<string, readonly string[]>,
  ) {}

  build(): string {
    const root = this.schema.getQueryType()!;
    const body = this.selectionSet(root, 0, true);
    const defs = this.variables.map((v) => `$${v.name}: ${v.type}${v.defaultText === undefined ? '' : ` = ${v.defaultText}`}`);
    const head = defs.length ? `query Q(${defs.join(', ')})` : 'query Q';
    return [`${head} ${body}`, ...this.fragments.map((f) => f.text)].join('\n');
  }

  private possible(type: GraphQLCompositeType): readonly GraphQLObjectType[] {
    return isAbstractType(type) ? this.schema.getPossibleTypes(type) : [type];
  }

  private selectionSet(type: GraphQLCompositeType, depth: number, isRoot = false): string {
    const parts: string[] = [];
    if (!isRoot) {
      const possible = this.possible(type);
      const keyed = possible.filter((p) => p.getFields().id && this.policy(p.name));
      if (keyed.length > 0) {
        const hasId = !isUnionType(type) && type.getFields().id !== undefined;
        if (isObjectType(type) || (hasId && keyed.length === possible.length)) parts.push('id');
        else for (const p of keyed) parts.push(`... on ${p.name} { id }`);
      }
    }
    const count = 1 + this.random.int(isRoot ? 3 : 4);
    for (let i = 0; i < count; i++) {
      const selection = this.selection(type, depth);
      if (selection) parts.push(selection);
    }
    if (this.random.chance(0.1)) parts.push(this.random.chance(0.5) ? '__typename' : 'kind: __typename');
    if (parts.length === 0) parts.push('__typename');
    for (let i = parts.length - 1; i > 0; i--) {
      const j = this.random.int(i + 1);
      [parts[i], parts[j]] = [parts[j]!, parts[i]!];
    }
    return `{ ${parts.join(' ')} }`;
  }

  private selection(type: GraphQLCompositeType, depth: number): string | null {
    if (++this.selectionCount > MAX_SELECTIONS) return null;
    const r = this.random.next();
    if (r < 0.62 && !isUnionType(type)) return this.field(type, depth);
    if (r < 0.82) {
      const condition = this.condition(type);
      const on = condition ? `on ${condition.name} ` : '';
      return `... ${on}${this.directive()}${this.selectionSet(condition ?? type, depth + 1)}`;
    }
    return this.spread(type, depth);
  }

  /** A type condition that can apply inside `type`: itself, a possible type, an interface or union of one; or none. */
  private condition(type: GraphQLCompositeType): GraphQLCompositeType | undefined {
    const r = this.random.next();
    if (r < 0.15) return undefined;
    if (r < 0.35) return type;
    const p = this.random.pick(this.possible(type));
    const wider = [...p.getInterfaces().map((i) => i.name), ...(this.unionsOf.get(p.name) ?? [])];
    if (wider.length > 0 && this.random.chance(0.4)) return this.schema.getType(this.random.pick(wider)) as GraphQLCompositeType;
    return p;
  }

  private spread(type: GraphQLCompositeType, depth: number): string {
    const applicable = new Set(this.possible(type).map((p) => p.name));
    const reusable = this.fragments.filter((f) => {
      const on = this.schema.getType(f.on) as GraphQLCompositeType;
      return this.possible(on).some((p) => applicable.has(p.name));
    });
    if (reusable.length > 0 && this.random.chance(0.5)) return `...${this.random.pick(reusable).name}${this.directive()}`;
    const condition = this.condition(type) ?? type;
    // Named after the body is built, so the body cannot spread the fragment itself.
    const body = this.selectionSet(condition, depth + 1);
    const name = `F${this.fragments.length}`;
    this.fragments.push({ name, on: condition.name, text: `fragment ${name} on ${condition.name} ${body}` });
    return `...${name}${this.directive()}`;
  }

  private field(type: Exclude<GraphQLCompositeType, GraphQLUnionType>, depth: number): string | null {
    const isDeep = depth >= MAX_DEPTH || this.fieldCount >= MAX_FIELDS;
    const fields = Object.values(type.getFields()).filter(
      (f) => f.name !== 'id' && (!isDeep || isLeafType(getNamedType(f.type))),
    );
    if (fields.length === 0) return null;
    const field = this.random.pick(fields);
    const key = `${field.name}(${field.args.map((a) => `${a.name}: ${String(a.type)}`).join(', ')}): ${String(field.type)}`;
    const earlier = this.choices.get(key) ?? [];
    let head: string | undefined;
    if (earlier.length > 0 && this.random.chance(0.5)) head = this.random.pick(earlier);
    else {
      const args = this.args(field);
      if (args === null) return null;
      const meaning = `${field.name}${args}: ${String(field.type)}`;
      let responseKey = field.name;
      for (let n = 0; ; n++) {
        if (n > 0 || this.random.chance(0.25)) responseKey = `${field.name}_${n}`;
        const taken = this.responseKeys.get(responseKey);
        if (taken === undefined || taken === meaning) break;
      }
      this.responseKeys.set(responseKey, meaning);
      head = responseKey === field.name ? `${field.name}${args}` : `${responseKey}: ${field.name}${args}`;
      if (!earlier.includes(head)) earlier.push(head);
      this.choices.set(key, earlier);
    }
    this.fieldCount++;
    const named = getNamedType(field.type);
    const sub = isCompositeType(named) ? ` ${this.selectionSet(named, depth + 1)}` : '';
    return `${head}${this.directive()}${sub}`;
  }

  private args(field: GraphQLField<unknown, unknown>): string | null {
    const parts: string[] = [];
    for (const arg of field.args) {
      const isRequired = isNonNullType(arg.type) && arg.defaultValue === undefined;
      if (!isRequired && !this.random.chance(0.3)) continue;
      if (!isRequired && this.random.chance(0.1)) {
        parts.push(`${arg.name}: null`);
        continue;
      }
      const value = this.inputValue(arg.type, 0);
      if (!value) {
        if (isRequired) return null;
        continue;
      }
      if (this.random.chance(0.25)) parts.push(`${arg.name}: $${this.variable(arg.type, value)}`);
      else parts.push(`${arg.name}: ${value.text}`);
    }
    return parts.length ? `(${parts.join(', ')})` : '';
  }

  /**
   * Declares a variable for a value; sometimes as the operation's default, left out of the
   * variables, and sometimes (when nullable) given no value at all, so the argument is unset.
   */
  private variable(type: GraphQLInputType, value: { text: string; value: unknown }): string {
    const name = `v${this.variables.length}`;
    const r = this.random.next();
    if (r < 0.3) this.variables.push({ name, type: String(type), defaultText: value.text });
    else if (r < 0.45 && !isNonNullType(type)) this.variables.push({ name, type: String(type) });
    else {
      this.variables.push({ name, type: String(type) });
      this.values[name] = value.value;
    }
    return name;
  }

  private inputValue(type: GraphQLInputType, depth: number): { text: string; value: unknown } | null {
    if (isNonNullType(type)) return this.inputValue(type.ofType, depth);
    if (isListType(type)) {
      const item = this.inputValue(type.ofType, depth + 1);
      return item && { text: `[${item.text}]`, value: [item.value] };
    }
    if (isEnumType(type)) {
      const v = this.random.pick(type.getValues());
      return { text: v.name, value: v.name };
    }
    if (isInputObjectType(type)) {
      if (depth > 2) return null;
      const texts: string[] = [];
      const value: Record<string, unknown> = {};
      const fields = Object.values(type.getFields());
      // A oneOf input takes exactly one field (graphql-js 16.9+ validates it).
      const isOneOf = (type as { isOneOf?: boolean }).isOneOf === true;
      for (const f of isOneOf ? [this.random.pick(fields)] : fields) {
        if (isOneOf) {
          const v = this.inputValue(f.type, depth + 1);
          if (!v) return null;
          return { text: `{${f.name}: ${v.text}}`, value: { [f.name]: v.value } };
        }
        const isRequired = isNonNullType(f.type) && f.defaultValue === undefined;
        if (!isRequired && !this.random.chance(0.2)) continue;
        const v = this.inputValue(f.type, depth + 1);
        if (!v) {
          if (isRequired) return null;
          continue;
        }
        texts.push(`${f.name}: ${v.text}`);
        value[f.name] = v.value;
      }
      return { text: `{${texts.join(', ')}}`, value };
    }
    const named = (type as GraphQLNamedType).name;
    const v = named === 'Int' ? this.random.int(3) + 1
      : named === 'Float' ? this.random.pick([1.5, 2])
      : named === 'Boolean' ? this.random.chance(0.5)
      : this.random.pick(['1', 'a.b', 'x']);
    return { text: JSON.stringify(v), value: v };
  }

  /** Sometimes an @include/@skip, with a literal or a Boolean variable (some with defaults). */
  private directive(): string {
    if (!this.random.chance(0.15)) return '';
    const name = this.random.chance(0.5) ? 'include' : 'skip';
    if (this.random.chance(0.3)) return ` @${name}(if: ${this.random.chance(0.5)})`;
    const variable = `b${this.variables.length}`;
    const value = this.random.chance(0.5);
    if (this.random.chance(0.3)) this.variables.push({ name: variable, type: 'Boolean!', defaultText: String(value) });
    else {
      this.variables.push({ name: variable, type: 'Boolean!' });
      this.values[variable] = value;
    }
    return ` @${name}(if: $${variable})`;
  }
}

/** Unions that hold each object type, per schema (for fragments on a union inside an object's field). */
const unionsMemo = new WeakMap<GraphQLSchema, Map<string, string[]>>();

function unionsOf(schema: GraphQLSchema): Map<string, string[]> {
  let map = unionsMemo.get(schema);
  if (!map) {
    map = new Map();
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isUnionType(type)) continue;
      for (const member of type.getTypes()) map.set(member.name, [...(map.get(member.name) ?? []), type.name]);
    }
    unionsMemo.set(schema, map);
  }
  return map;
}

/** A query document over the schema, drawn from `random`, keyed by `policy`; valid by construction (`validateGenerated` checks). */
export function generateDocument(schema: GraphQLSchema, random: Random, policy: KeyPolicy): GeneratedDocument {
  const builder = new DocumentBuilder(schema, random, policy, unionsOf(schema));
  const text = builder.build();
  return { text, variables: builder.values };
}

/** graphql-js's validation messages for a generated document (empty when valid). */
export function validateGenerated(schema: GraphQLSchema, text: string): string[] {
  return validate(schema, parse(text, { noLocation: true })).map((e) => e.message);
}

/** The possible types of every abstract type, in the shape `CacheOptions.possibleTypes` takes. */
