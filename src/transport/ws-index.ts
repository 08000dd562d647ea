// The WebSocket half on its own (package subpath `./transport/ws`): subscriptions over the three
// dialects, without the HTTP half. One explicit export list; index.ts repeats it.
export { NetworkError, NoSubscriptionAddressError, ParseError, ProtocolError, SocketClosedError, SubscriptionError, TransportError } from './errors.ts';
export type { TransportErrorKind } from './errors.ts';
export type {
  Clock,
  ConnectionState,
  DocumentSource,
  ExecutionResult,
  GetToken,
  GraphQLFormattedError,
  HeadersOption,
  Operation,
  OperationInput,
  ReadonlyObservable,
  RetryState,
  SubscriptionHandle,
  SubscriptionSink,
  TokenStorage,
  WsProtocol,
} from './types.ts';
export { createSocketClient } from './socket-client.ts';
export type { MaybePromise, SocketClient, SocketClientOptions, SocketEventHandler, WebSocketConstructor, WebSocketLike } from './socket-client.ts';
export type { ConnectTimeoutOptions, ReconnectOptions } from './backoff.ts';
export type { SubscriptionIterator } from './iterate.ts';
export { isTransient } from './subscription-retry.ts';
export type { RetryOptions } from './subscription-retry.ts';
