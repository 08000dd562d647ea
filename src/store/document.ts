/**
 * Documents as the store sends and caches them: parsed once, `__typename` added to every
 * selection set below the operation root (so the cache can key entities), printed once.
 * The operation root is left alone because a subscription's root may hold only one field
 * (GraphQL spec §5.2.3.1 "Single root field").
 */
import type { ASTNode, DocumentNode, FieldNode, FragmentDefinitionNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
// graphql's modules by path, not its index: the index reaches validation, which the first screen
// never calls (build.mjs resolves these to graphql's ES modules; docs/benchmarks.md).
import { Kind } from 'graphql/language/kinds';
import { parse } from 'graphql/language/parser';
import { print } from 'graphql/language/printer';
import { visit } from 'graphql/language/visitor';
import { DOCUMENT_CACHE_LIMIT } from './constants.ts';

export type DocumentInput = string | DocumentNode;
export type OperationType = 'query' | 'mutation' | 'subscription';

export interface PreparedDocument {
  /** The document with `__typename` added. */
  readonly document: DocumentNode;
  /** `document` printed: the text sent to the server. */
  readonly query: string;
  readonly operation: OperationDefinitionNode;
  readonly operationType: OperationType;
  readonly operationName: string | null;
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
}

const TYPENAME_FIELD: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** Adds an unaliased `__typename` to every selection set that lacks one, except operation roots. */
export function addTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node: SelectionSetNode, _key, parent: ASTNode | readonly ASTNode[] | undefined) {
      if (parent && !Array.isArray(parent) && (parent as ASTNode).kind === Kind.OPERATION_DEFINITION) return undefined;
      const hasTypename = node.selections.some(
        (s) => s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias,
      );
      if (hasTypename) return undefined;
      return { ...node, selections: [...node.selections, TYPENAME_FIELD] };
    },
  });
}

const prepared = new Map<DocumentInput, PreparedDocument>();

/**
 * Parses, adds `__typename` and prints, memoised per input (string or the same DocumentNode
 * object). Throws graphql's GraphQLError for a document that does not parse or has no operation:
 * that is a programming error of the caller, not a transport failure.
 */
export function prepareDocument(input: DocumentInput, operationName?: string | null): PreparedDocument {
  const memoKey = operationName ? undefined : input;
  const hit = memoKey === undefined ? undefined : prepared.get(memoKey);
  if (hit) return hit;

  const document = addTypename(typeof input === 'string' ? parse(input, { noLocation: true }) : input);
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1 ? operations[0] : undefined;
  if (!operation) {
    throw new Error(
      operationName
        ? `Expected an operation named "${operationName}" in the document, found ${names(operations)}`
        : `Expected exactly one operation in the document (or an operation name), found ${operations.length}`,
    );
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

  const result: PreparedDocument = {
    document,
    query: print(document),
    operation,
    operationType: operation.operation as OperationType,
    operationName: operation.name?.value ?? null,
    fragments,
  };
  if (memoKey !== undefined) {
    if (prepared.size >= DOCUMENT_CACHE_LIMIT) prepared.delete(prepared.keys().next().value!);
    prepared.set(memoKey, result);
  }
  return result;
}

function names(operations: OperationDefinitionNode[]): string {
  return operations.map((o) => o.name?.value ?? '(anonymous)').join(', ') || 'none';
}
