// The WebSocket half on its own (package subpath `./transport/ws`): subscriptions over the three
// dialects, without the HTTP half. One explicit export list; index.ts repeats it.
export { NoSubscriptionAddressError, ParseError, ProtocolError, SocketClosedError, SubscriptionError, TransportError } from './errors.ts';
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
export type { SocketClient, SocketClientOptions, WebSocketConstructor, WebSocketLike } from './socket-client.ts';
