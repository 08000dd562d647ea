// The transport's public surface: one explicit export list.
export {
  CancelledError,
  NetworkError,
  NoSubscriptionAddressError,
  ParseError,
  ProtocolError,
  ServerError,
  SocketClosedError,
  SubscriptionError,
  TransportError,
  isCancelled,
} from './errors.ts';
export type { TransportErrorKind } from './errors.ts';
export type {
  Clock,
  ConnectionState,
  Dialect,
  ExecutionResult,
  GraphQLFormattedError,
  Operation,
  ReadonlyObservable,
  RetryState,
  SubscriptionHandle,
  SubscriptionSink,
  TokenStorage,
  WsProtocol,
} from './types.ts';
export { realClock } from './clock.ts';
export type { Observable } from './observable.ts';
export { createObservable } from './observable.ts';
// Only the defaults other layers build on: a namespace export would keep every constant's name
// and value in the standalone bundle (about 0.7 KB gzip).
export {
  DEFAULT_HTTP_PATH,
  DEFAULT_PREFLIGHT_HEADER_NAME,
  DEFAULT_PREFLIGHT_HEADER_VALUE,
  DEFAULT_TOKEN_NAME,
  SSR_FORCE_FETCH_DELAY_MS,
  SUBSCRIPTION_RETRY_LIMIT,
} from './constants.ts';
export { createTransport } from './transport.ts';
export type { Transport, TransportOptions } from './transport.ts';
export type { HttpOptions, HttpRequest, RequestOptions } from './http.ts';
export { readBearer } from './authorization.ts';
export { createSocketClient, workingProtocols } from './socket-client.ts';
export type { SocketClient, SocketClientOptions, WebSocketConstructor, WebSocketLike } from './socket-client.ts';
