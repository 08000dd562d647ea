// How much one operation may ask of the demo (security review findings 8 and 9): a 25 KB document of
// 300 aliased `events(limit: 100)` was answered with 5 MB after seconds of CPU, and one request of
// aliased `login`s made thousands of sessions. Checked before validation and execution, on every
// path a document arrives by (HTTP through the yoga plugin, both WebSocket dialects in websocket.ts):
//   - tokens:      graphql-js `parse(…, { maxTokens })`, so a huge document is never fully parsed;
//   - root fields: per operation, aliases and fragments at the root counted;
//   - aliases:     per operation, each fragment counted as often as it is spread, introspection
//                  included (50 aliased `__schema { types }` would otherwise answer megabytes);
//   - depth:       deepest field nesting; below `__schema`/`__type` the schema's own `ofType`
//                  chains set the depth, so it has a bound of its own (MAX_INTROSPECTION_DEPTH).
// Each fragment is measured once (memoised), so a document cannot make the check itself expensive;
// a fragment cycle counts as nothing here and is refused by validation (NoFragmentCyclesRule).
//
// Deliberately left out: a full cost model (list sizes times selections, as graphql-armor's
// `costLimit` or a `@cost` directive do). The demo's lists are capped at MAX_PAGE_SIZE, so these four
// bounds keep one answer to a few hundred kilobytes.
import {
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  MAX_ALIASES,
  MAX_INTROSPECTION_DEPTH,
  MAX_OPERATION_TOKENS,
  MAX_ROOT_FIELDS,
  MAX_SELECTION_DEPTH,
  OPERATION_LIMIT_CODE,
} from './constants.ts';

export interface OperationLimits {
  /** @default MAX_OPERATION_TOKENS */
  maxTokens?: number;
  /** @default MAX_ROOT_FIELDS */
  maxRootFields?: number;
  /** @default MAX_ALIASES */
  maxAliases?: number;
  /** @default MAX_SELECTION_DEPTH */
  maxDepth?: number;
  /** @default MAX_INTROSPECTION_DEPTH */
  maxIntrospectionDepth?: number;
}

export type LimitedDocument = { document: DocumentNode; errors?: undefined } | { document?: undefined; errors: GraphQLError[] };

interface Measure {
  rootFields: number;
  aliases: number;
  /** Deepest nesting, an introspection field counting as one level. */
  depth: number;
  /** Deepest nesting through an introspection field, counted from the operation's root (0 without one). */
  introspectionDepth: number;
}

const NOTHING: Measure = { rootFields: 0, aliases: 0, depth: 0, introspectionDepth: 0 };

/** `__schema` and `__type` (not `__typename`, a leaf). */
const isIntrospectionField = (name: string) => name === '__schema' || name === '__type';

const limitError = (message: string) => new GraphQLError(message, { extensions: { code: OPERATION_LIMIT_CODE, http: { status: 400 } } });

/** Fields, aliases and depth of one selection set, fragments expanded through `measureFragment`. */
function measureSet(set: SelectionSetNode, measureFragment: (name: string) => Measure): Measure {
  const total: Measure = { rootFields: 0, aliases: 0, depth: 0, introspectionDepth: 0 };
  for (const selection of set.selections) {
    let inner: Measure;
    if (selection.kind === Kind.FIELD) {
      const below = selection.selectionSet ? measureSet(selection.selectionSet, measureFragment) : NOTHING;
      const aliases = (selection.alias ? 1 : 0) + below.aliases;
      // Under `__schema`/`__type` every field is introspection: its nesting is measured apart.
      inner = isIntrospectionField(selection.name.value)
        ? { rootFields: 1, aliases, depth: 1, introspectionDepth: 1 + Math.max(below.depth, below.introspectionDepth) }
        : { rootFields: 1, aliases, depth: 1 + below.depth, introspectionDepth: below.introspectionDepth && 1 + below.introspectionDepth };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measureSet(selection.selectionSet, measureFragment);
    } else {
      inner = measureFragment(selection.name.value);
    }
    total.rootFields += inner.rootFields;
    total.aliases += inner.aliases;
    total.depth = Math.max(total.depth, inner.depth);
    total.introspectionDepth = Math.max(total.introspectionDepth, inner.introspectionDepth);
  }
  return total;
}

/** The problems of a parsed document against the limits, one message per limit passed. */
export function limitProblems(document: DocumentNode, limits: OperationLimits = {}): string[] {
  const { maxRootFields = MAX_ROOT_FIELDS, maxAliases = MAX_ALIASES, maxDepth = MAX_SELECTION_DEPTH, maxIntrospectionDepth = MAX_INTROSPECTION_DEPTH } = limits;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measured = new Map<string, Measure>();
  const measureFragment = (name: string): Measure => {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment) return NOTHING; // validation reports the unknown fragment
    measured.set(name, NOTHING); // a cycle back here counts as nothing
    const measure = measureSet(fragment.selectionSet, measureFragment);
    measured.set(name, measure);
    return measure;
  };
  const problems = new Set<string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const { rootFields, aliases, depth, introspectionDepth } = measureSet(definition.selectionSet, measureFragment);
    if (rootFields > maxRootFields) problems.add(`An operation may select at most ${maxRootFields} root fields; this one selects ${rootFields}.`);
    if (aliases > maxAliases) problems.add(`An operation may use at most ${maxAliases} aliases; this one uses ${aliases}.`);
    if (depth > maxDepth) problems.add(`An operation may nest fields at most ${maxDepth} deep; this one nests ${depth}.`);
    if (introspectionDepth > maxIntrospectionDepth) {
      problems.add(`An operation may nest introspection fields at most ${maxIntrospectionDepth} deep; this one nests ${introspectionDepth}.`);
    }
  }
  return [...problems];
}

/** Parses `source` within the token limit and checks the other limits: the document, or why not. */
export function parseWithinLimits(source: string, limits: OperationLimits = {}): LimitedDocument {
  const { maxTokens = MAX_OPERATION_TOKENS } = limits;
  let document: DocumentNode;
  try {
    document = parse(source, { maxTokens });
  } catch (error) {
    const message = (error as Error).message;
    // graphql-js words it "Document contains more that N tokens" (sic) as a syntax error.
    return { errors: [/contains more tha[nt] \d+ tokens/.test(message) ? limitError(`A document may hold at most ${maxTokens} tokens.`) : (error as GraphQLError)] };
  }
  const problems = limitProblems(document, limits);
  return problems.length ? { errors: problems.map(limitError) } : { document };
}

/**
 * The yoga side: a request whose document passes a limit is answered 400 with the reasons before it
 * is parsed in full, validated or run. Place it after APQ, so a hashed query is known by then.
 */
export function useOperationLimits(limits: OperationLimits = {}): Plugin {
  return {
    onParams({ params, setResult }) {
      if (typeof params.query !== 'string') return; // yoga answers a missing query itself
      // Other syntax errors are yoga's to answer, as before.
      const errors = parseWithinLimits(params.query, limits).errors?.filter((error) => error.extensions.code === OPERATION_LIMIT_CODE);
      if (errors?.length) setResult({ errors });
    },
  };
}
