/** Wire shapes shared by the HTTP and WebSocket halves (GraphQL spec "Response format"). */

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

/** Injectable timers, so every schedule is tested exactly without waiting in real time. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

/** The part of Web Storage the transport reads (the bearer value, at send time). */
export type TokenStorage = Pick<Storage, 'getItem'>;

export const realClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};
