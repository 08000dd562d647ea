// The transport's public surface: one explicit export list.
export * from './errors.ts';
export type { Clock, ExecutionResult, GraphQLFormattedError, Operation, TokenStorage } from './types.ts';
export { realClock } from './types.ts';
export type { Observable, ReadonlyObservable } from './observable.ts';
export { createObservable } from './observable.ts';
export * as constants from './constants.ts';
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
