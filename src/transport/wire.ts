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

/** One GraphQL operation as sent: the document text, its variables and the operation to run. */
export interface Operation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string | null;
  extensions?: Record<string, unknown>;
}
