/**
 * createTransport: the one object the store talks to. HTTP requests (queries, mutations, hashed
 * queries, uploads) go through http.ts; subscriptions through the WebSocket half (issue 3).
 * Defaults are applied once: those both halves share (token name, storage) in the destructuring
 * at the top of createTransport, every other one by the half that uses it.
 */
import { DEFAULT_TOKEN_NAME } from './constants.ts';
import type { TransportError } from './errors.ts';
import { createHttpRequest, type HttpRequest } from './http.ts';
import type { ReadonlyObservable } from './observable.ts';
import { createSocketClient, type SocketClient, type SocketClientOptions, type WebSocketConstructor } from './socket-client.ts';
import type { Clock, ExecutionResult, TokenStorage } from './types.ts';

export type { RequestOptions } from './http.ts';

/** Also takes every option of the WebSocket half (timing overrides, `protocols`, `events`): see SocketClientOptions. */
export interface TransportOptions extends Omit<SocketClientOptions, 'url'> {
  /** GraphQL over HTTP address; relative URLs resolve against the page. @default DEFAULT_HTTP_PATH */
  url?: string;
  /** WebSocket address for subscriptions; none → subscribe() fails with NoSubscriptionAddressError. */
  wsUrl?: string | null;
  /** Storage key of the bearer value. @default DEFAULT_TOKEN_NAME */
  tokenName?: string;
  /** Where the bearer value is read, at send time. @default globalThis.localStorage when present */
  storage?: TokenStorage | null;
  /** @default globalThis.fetch, looked up at call time */
  fetch?: typeof fetch;
  /** SHA-256 for persisted queries. @default globalThis.crypto.subtle */
  subtle?: SubtleCrypto;
  /** Apollo automatic persisted queries. @default false */
  persistedQueries?: boolean;
  /** Send hashed queries (never mutations) as GET, with the preflight header. @default false */
  useGetForHashedQueries?: boolean;
  /** Non-empty header CSRF-protected servers demand on uploads and GET. @default DEFAULT_PREFLIGHT_HEADER_NAME: DEFAULT_PREFLIGHT_HEADER_VALUE */
  preflightHeader?: { name: string; value: string };
  /** Used for uploads (it reports progress); fetch otherwise. @default globalThis.XMLHttpRequest */
  XMLHttpRequest?: typeof XMLHttpRequest;
  /** WebSocket constructor (the browser's, or the `ws` package's in Node). @default globalThis.WebSocket */
  WebSocket?: WebSocketConstructor;
  /** Timers. @default realClock */
  clock?: Clock;
  /** Randomness for backoff jitter. @default Math.random */
  random?: () => number;
}

export interface SubscriptionSink {
  next(result: ExecutionResult): void;
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
}

export interface SubscriptionHandle {
  unsubscribe(): void;
  readonly retry: ReadonlyObservable<RetryState>;
}

export type ConnectionState =
  | { status: 'idle' }
  | { status: 'connecting'; attempt: number }
  | { status: 'connected'; protocol: 'graphql-transport-ws' | 'graphql-ws' | 'graphql-subscriptions' }
  | { status: 'reconnecting'; attempt: number; delayMs: number; lastError: TransportError | null }
  | { status: 'closed'; error: TransportError | null };

/** The WebSocket half's client (subscribe, iterate, connection, problems, reconnect, dispose) plus HTTP requests. */
export interface Transport extends SocketClient {
  /** Resolves with the GraphQL result (errors and partial data included); rejects with ServerError, ParseError, NetworkError, or CancelledError on abort. */
  request: HttpRequest;
}

/** globalThis.localStorage, or null where it is missing or reading it throws (sandboxed frames). */
function defaultStorage(): TokenStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function createTransport(options: TransportOptions = {}): Transport {
  const { wsUrl = null, tokenName = DEFAULT_TOKEN_NAME, storage = defaultStorage() } = options;
  // Object.assign keeps the socket client's getters (activeCount) live, which a spread would copy.
  return Object.assign(createSocketClient({ ...options, url: wsUrl, storage, tokenName }), {
    request: createHttpRequest({ ...options, tokenName, storage }),
  });
}
