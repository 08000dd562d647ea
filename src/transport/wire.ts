/**
 * GraphQL wire shapes: what goes out (an operation) and what comes back (a result and its
 * errors), per the GraphQL spec "Response format" and GraphQLOverHTTP.md "Request parameters".
 * The bottom of the transport's import graph: it imports nothing.
 */

export interface GraphQLFormattedError {
  readonly message: string;
  readonly locations?: ReadonlyArray<{ readonly line: number; readonly column: number }>;
  readonly path?: ReadonlyArray<string | number>;
  readonly extensions?: Readonly<Record<string, unknown>>;
}

export interface ExecutionResult<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: readonly GraphQLFormattedError[];
  extensions?: Record<string, unknown>;
}

/**
 * A parsed document that carries its source text, as graphql-tag and code generators produce
 * (graphql-js `DocumentNode.loc.source.body`); `TypedDocumentNode`'s phantom `__apiType` gives
 * the result and variables types. Structural, so the transport needs no graphql at run time.
 */
export interface DocumentSource<TData = Record<string, unknown>, TVariables = Record<string, unknown>> {
  readonly loc?: { readonly source: { readonly body: string } } | undefined;
  readonly __apiType?: (variables: TVariables) => TData;
}

/** One GraphQL operation as sent: the document text, its variables and the operation to run. */
export interface Operation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string | null;
  extensions?: Record<string, unknown>;
}

/**
 * What request, subscribe and iterate take: an Operation whose document may also be a parsed one
 * carrying its text, and whose result (`TData`) and variables are typed, by hand or by a
 * TypedDocumentNode.
 */
export interface OperationInput<TData = Record<string, unknown>, TVariables = Record<string, unknown>>
  extends Omit<Operation, 'query' | 'variables'> {
  query: string | DocumentSource<TData, TVariables>;
  variables?: TVariables;
}
