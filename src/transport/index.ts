// The whole transport (package subpath `./transport`): createTransport, both halves in one object.
// One explicit export list: everything http-index.ts and ws-index.ts export, plus the façade.
// The halves' own factories (createHttpRequest, createSocketClient) are exported only by their
// subpaths, so each has one documented entry point.
export {
  CancelledError,
  NetworkError,
  NoSubscriptionAddressError,
  ParseError,
  ProtocolError,
  ResponseTooLargeError,
  ServerError,
  SocketClosedError,
  SubscriptionError,
  TimeoutError,
  TransportError,
  isCancelled,
} from './errors.ts';
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
// Only the defaults and wire values a caller shows or repeats (Facet's settings show the defaults;
// its "copy as" writes exactly the request the transport sends), no app policy: a namespace
// export would keep every constant's name and value in the standalone bundle (about 0.7 KB gzip).
export {
  ACCEPT_HEADER,
  BEARER_PREFIX,
  DEFAULT_HTTP_PATH,
  DEFAULT_PREFLIGHT_HEADER_NAME,
  DEFAULT_PREFLIGHT_HEADER_VALUE,
  DEFAULT_TOKEN_NAME,
  HTTP_MAX_RESPONSE_BYTES,
  HTTP_TIMEOUT_MS,
  JSON_CONTENT_TYPE,
  SUBSCRIPTION_RETRY_LIMIT,
} from './constants.ts';
export { createTransport } from './transport.ts';
export type { Transport, TransportOptions } from './transport.ts';
export type { HttpOptions, HttpRequest, RequestOptions } from './http.ts';
export type { MaybePromise, SocketClient, SocketClientOptions, SocketEventHandler, WebSocketConstructor, WebSocketLike } from './socket-client.ts';
export type { ConnectTimeoutOptions, ReconnectOptions } from './backoff.ts';
export type { SubscriptionIterator } from './iterate.ts';
export { isTransient } from './subscription-retry.ts';
export type { RetryOptions } from './subscription-retry.ts';
