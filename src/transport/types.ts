/**
 * The transport's shared vocabulary: the types both halves and the façade speak (graphql-ws keeps
 * its shared vocabulary in one common module the same way). Types only; the wire shapes the
 * errors also carry live one level down, in wire.ts, so no two files import each other.
 */
import type { WS_PROTOCOLS, WsMessageTypes } from './constants.ts';
import type { TransportError } from './errors.ts';
import type { ExecutionResult } from './wire.ts';

export type { DocumentSource, ExecutionResult, GraphQLFormattedError, Operation, OperationInput } from './wire.ts';

/** Injectable timers, so every schedule is tested exactly without waiting in real time. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

/** The part of Web Storage the transport reads (the bearer value, at send time). */
export type TokenStorage = Pick<Storage, 'getItem'>;

/** The bearer value, read before each request; may be async (refresh a token first). null, undefined or '' → none. */
export type GetToken = () => string | null | undefined | Promise<string | null | undefined>;

/** Headers for every request: an object, or a function read at each request that may be async. */
export type HeadersOption = Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);

/** A value that can be read now and watched for changes (observable.ts makes them). */
export interface ReadonlyObservable<T> {
  get(): T;
  /** Calls `listener` on every later change; returns the function that stops it. */
  subscribe(listener: (value: T) => void): () => void;
}

export interface SubscriptionSink<TData = Record<string, unknown>> {
  next(result: ExecutionResult<TData>): void;
  /** Terminal. */
  error(error: TransportError): void;
  /** Terminal. */
  complete(): void;
}

export interface RetryState {
  /** 0 = not retrying. */
  attempt: number;
  nextDelayMs: number | null;
  lastError: TransportError | null;
  /** The configured retries per subscription (the `retry.limit` option), so a UI shows "retry 1 of <limit>". */
  limit: number;
}

export interface SubscriptionHandle {
  unsubscribe(): void;
  readonly retry: ReadonlyObservable<RetryState>;
}

export type WsProtocol = (typeof WS_PROTOCOLS)[number];

export type ConnectionState =
  | { status: 'idle' }
  | { status: 'connecting'; attempt: number }
  | { status: 'connected'; protocol: WsProtocol }
  | { status: 'reconnecting'; attempt: number; delayMs: number; lastError: TransportError | null }
  | { status: 'closed'; error: TransportError | null };

/**
 * One WebSocket dialect: its subprotocol name and one table of message types by role; the client
 * does the rest. Internal only, so its properties end with `_` (the transport's builds shorten them).
 */
export interface Dialect {
  readonly name_: WsProtocol;
  readonly types_: WsMessageTypes;
  /** The operation goes flat on the subscribe message instead of in `payload` (old dialect). */
  readonly isFlat_?: boolean;
}
