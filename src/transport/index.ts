// The transport's public surface: one explicit export list.
export * from './errors.ts';
export type { Clock, ExecutionResult, GraphQLFormattedError, Operation, TokenStorage } from './types.ts';
export { realClock } from './types.ts';
export type { Observable, ReadonlyObservable } from './observable.ts';
export { createObservable } from './observable.ts';
// Only the defaults other layers build on: a namespace export would keep every constant's name
// and value in the standalone bundle (about 0.7 KB gzip).
export {
  ACCEPT_HEADER,
  BEARER_PREFIX,
  DEFAULT_HTTP_PATH,
  DEFAULT_PREFLIGHT_HEADER_NAME,
  DEFAULT_PREFLIGHT_HEADER_VALUE,
  DEFAULT_TOKEN_NAME,
  JSON_CONTENT_TYPE,
  SSR_FORCE_FETCH_DELAY_MS,
  SUBSCRIPTION_RETRY_LIMIT,
} from './constants.ts';
export { createTransport } from './transport.ts';
export type {
  ConnectionState,
  RequestOptions,
  RetryState,
  SubscriptionHandle,
  SubscriptionSink,
  Transport,
  TransportOptions,
} from './transport.ts';
export { readBearer } from './authorization.ts';
export { createSocketClient, workingProtocols } from './socket-client.ts';
export type { Dialect, SocketClient, SocketClientOptions, WebSocketConstructor, WebSocketLike, WsProtocol } from './socket-client.ts';
