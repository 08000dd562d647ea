/**
 * Which fields of a selection the cache writes and reads for one object: fragments flattened,
 * @skip/@include applied, fields with the same response key merged, as graphql-js's
 * `collectFields` does (GraphQL spec §6.3.2 CollectFields, which returns `Map<responseKey,
 * FieldNode[]>`; the value's sub-selection is the union of every node's). Also the store's key of
 * a field (name plus arguments) and the operation's variables with their defaults applied.
 *
 * Fragment matching is exact when the cache knows the schema's possible types (a type condition
 * applies when it names the object's type or an interface or union that holds it). Without them
 * it is loose: a condition naming another type still contributes its fields, but they are not
 * required (`isStrict` false), as Apollo does without `possibleTypes`.
 */
import type { DirectiveNode, FieldNode, FragmentDefinitionNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
// By path, not graphql's index (see document.ts).
import { Kind } from 'graphql/language/kinds';
import { valueFromASTUntyped } from 'graphql/utilities/valueFromASTUntyped';
import { isInterfaceType, isUnionType } from 'graphql/type/definition';
import type { GraphQLSchema } from 'graphql';

export type Variables = Record<string, unknown>;

/** What collecting needs from the walk: the variables (defaults applied) and the document's fragments. */
export interface FieldWalk {
  readonly variables: Variables;
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
}

/** One response key to write or read. */
export interface CollectedField {
  readonly responseKey: string;
  /** The first node of the key: its name and arguments make the store's field key (a valid document's nodes agree). */
  readonly node: FieldNode;
  /** The selection sets of every node of the key, in document order; null for a leaf. */
  readonly selectionSets: readonly SelectionSetNode[] | null;
  /** False when every node of the key came from a fragment matched only loosely (no possible types known). */
  readonly isStrict: boolean;
}

/**
 * The typename to collect with at a root entity whose `__typename` is not known: every fragment
 * applies. Each fragment's selection set gets a `__typename` (addTypename), so a root fragment that
 * applied left the root's typename in the answer, and a read that lacks it is a miss anyway.
 */
export const ROOT_TYPENAME = '#root';

/** Supertype → its possible types (Apollo's `possibleTypes` shape). */
export type PossibleTypes = Readonly<Record<string, readonly string[]>>;

const possibleTypesMemo = new WeakMap<GraphQLSchema, PossibleTypes>();

/** Every interface's and union's possible types in a schema, in the cache's shape. */
export function possibleTypesOf(schema: GraphQLSchema): PossibleTypes {
  const hit = possibleTypesMemo.get(schema);
  if (hit) return hit;
  const out: Record<string, string[]> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if ((isInterfaceType(type) || isUnionType(type)) && !type.name.startsWith('__')) {
      out[type.name] = schema.getPossibleTypes(type).map((t) => t.name);
    }
  }
  possibleTypesMemo.set(schema, out);
  return out;
}

/**
 * Collects for one object. Its typename is asked for (`typenameOf(subject)`) only when a fragment
 * with a type condition needs it, so a read of a selection without one does not depend on the
 * object's `__typename` signal.
 */
export type CollectFields = <S>(
  selectionSets: readonly SelectionSetNode[],
  walk: FieldWalk,
  typenameOf: (subject: S) => string | undefined,
  subject: S,
) => CollectedField[];

interface Memo {
  /** Whether the collection looked at the typename (a fragment with a type condition). */
  readonly isTyped: boolean;
  readonly byType: Map<string | undefined, CollectedField[]>;
}

type Match = 'exact' | 'loose' | 'none';

/** A collector for one cache, with its own memo (the matching depends on its possible types). */
export function createFieldCollector(possibleTypes: PossibleTypes | undefined): CollectFields {
  const subtypes = possibleTypes && closeOver(possibleTypes);

  function match(condition: string | undefined, typename: string | undefined): Match {
    if (condition === undefined || condition === typename || typename === ROOT_TYPENAME) return 'exact';
    if (!subtypes || typename === undefined) return 'loose';
    return subtypes.get(condition)?.has(typename) ? 'exact' : 'none';
  }

  /**
   * Collected fields per selection (one set, or the list of a merged field's sets) and typename,
   * for selections whose collection does not depend on variables (no @skip/@include): every object
   * of a 1,000-item list reuses one array. A merged field's list is stable while its parent's
   * collection is memoised, so its children hit the memo too.
   */
  const memo = new WeakMap<object, Memo>();

  return function collectFields(selectionSets, walk, typenameOf, subject) {
    const memoKey = selectionSets.length === 1 ? selectionSets[0]! : selectionSets;
    const memoed = memo.get(memoKey);
    if (!memoed) return collect(memoKey, selectionSets, walk, () => typenameOf(subject), undefined);
    const typename = memoed.isTyped ? typenameOf(subject) : undefined;
    return memoed.byType.get(typename) ?? collect(memoKey, selectionSets, walk, () => typename, memoed);
  };

  /** The slow path: a selection (and typename) not collected before, or one that depends on variables. */
  function collect(memoKey: object, selectionSets: readonly SelectionSetNode[], walk: FieldWalk, typenameOf: () => string | undefined, memoed: Memo | undefined): CollectedField[] {
    let typename: string | undefined;
    let isTyped = false;
    const typenameOnce = () => {
      if (!isTyped) {
        typename = typenameOf();
        isTyped = true;
      }
      return typename;
    };
    let dependsOnVariables = false;
    const byKey = new Map<string, { node: FieldNode; selectionSets: SelectionSetNode[] | null; isStrict: boolean }>();
    const visit = (set: SelectionSetNode, isStrict: boolean) => {
      for (const selection of set.selections) {
        if (selection.directives?.length) dependsOnVariables = true;
        if (!isIncluded(selection.directives, walk.variables)) continue;
        if (selection.kind === Kind.FIELD) {
          const responseKey = selection.alias?.value ?? selection.name.value;
          const entry = byKey.get(responseKey);
          if (!entry) {
            byKey.set(responseKey, { node: selection, selectionSets: selection.selectionSet ? [selection.selectionSet] : null, isStrict });
            continue;
          }
          if (isStrict) entry.isStrict = true;
          if (selection.selectionSet) (entry.selectionSets ??= []).push(selection.selectionSet);
        } else {
          const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : walk.fragments.get(selection.name.value);
          if (!fragment) continue;
          const condition = fragment.typeCondition?.name.value;
          const matched = condition === undefined ? 'exact' : match(condition, typenameOnce());
          if (matched !== 'none') visit(fragment.selectionSet, isStrict && matched === 'exact');
        }
      }
    };
    for (const set of selectionSets) visit(set, true);
    const out: CollectedField[] = [];
    for (const [responseKey, entry] of byKey) out.push({ responseKey, ...entry });
    if (!dependsOnVariables) {
      // One selection either always or never looks at the typename (no directives here).
      let entry = memoed;
      if (!entry) memo.set(memoKey, (entry = { isTyped, byType: new Map() }));
      entry.byType.set(isTyped ? typename : undefined, out);
    }
    return out;
  }
}

/** Closed-over possible types per option object: caches made with one map share the work. */
const closedMemo = new WeakMap<PossibleTypes, Map<string, Set<string>>>();

/** Each supertype's possible types, through interfaces listed as possible types of others. */
function closeOver(possibleTypes: PossibleTypes): Map<string, Set<string>> {
  const hit = closedMemo.get(possibleTypes);
  if (hit) return hit;
  const out = new Map<string, Set<string>>();
  const expand = (name: string, into: Set<string>, seen: Set<string>) => {
    for (const sub of possibleTypes[name] ?? []) {
      into.add(sub);
      if (!seen.has(sub)) {
        seen.add(sub);
        expand(sub, into, seen);
      }
    }
  };
  for (const name of Object.keys(possibleTypes)) {
    const into = new Set<string>();
    expand(name, into, new Set([name]));
    out.set(name, into);
  }
  closedMemo.set(possibleTypes, out);
  return out;
}

function isIncluded(directives: readonly DirectiveNode[] | undefined, variables: Variables): boolean {
  if (!directives) return true;
  for (const d of directives) {
    const name = d.name.value;
    if (name !== 'skip' && name !== 'include') continue;
    const arg = d.arguments?.find((a) => a.name.value === 'if');
    const value = arg ? Boolean(valueFromASTUntyped(arg.value, variables)) : false;
    if (name === 'skip' ? value : !value) return false;
  }
  return true;
}

/**
 * The variables graphql-js executes with: each one the caller left out takes the operation's
 * default (`query Q($n: Int = 2)`), so field keys and @include/@skip agree with the server's
 * answer (spec §6.4.1 CoerceVariableValues). The same object when no default applies.
 */
export function withVariableDefaults(operation: OperationDefinitionNode, variables: Variables | undefined): Variables {
  const given = variables ?? {};
  let out: Variables | undefined;
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (!definition.defaultValue || given[name] !== undefined) continue;
    (out ??= { ...given })[name] = valueFromASTUntyped(definition.defaultValue);
  }
  return out ?? given;
}

/** `name` without arguments, else `name({"a":1,"b":2})` with keys sorted and unset variables left out. */
export function storeFieldKey(node: FieldNode, variables: Variables): string {
  if (!node.arguments || node.arguments.length === 0) return node.name.value;
  const args: Record<string, unknown> = {};
  for (const arg of node.arguments) {
    const value = valueFromASTUntyped(arg.value, variables);
    if (value !== undefined) args[arg.name.value] = value;
  }
  return Object.keys(args).length === 0 ? node.name.value : `${node.name.value}(${stableStringify(args)})`;
}

export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
      : v,
  );
}
