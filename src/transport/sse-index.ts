// Subscriptions over Server-Sent Events on their own (package subpath `./transport/sse`):
// graphql-sse's distinct connections mode, without the HTTP or WebSocket halves. One explicit
// export list; not repeated by index.ts, so the whole transport does not grow by it.
export { NetworkError, ParseError, ProtocolError, ResponseTooLargeError, ServerError, SubscriptionError, TimeoutError, TransportError } from './errors.ts';
export type { TransportErrorKind } from './errors.ts';
export type { Clock, DocumentSource, ExecutionResult, GetToken, GraphQLFormattedError, HeadersOption, Operation, OperationInput, SubscriptionSink, TokenStorage } from './types.ts';
export { createSseClient, SSE_CONTENT_TYPE, SSE_MAX_EVENT_CHARS } from './sse.ts';
export type { SseClient, SseOptions, SseSubscription } from './sse.ts';
