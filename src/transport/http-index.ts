// The HTTP half on its own (package subpath `./transport/http`): queries, mutations, persisted
// queries and uploads, without the WebSocket half. One explicit export list; index.ts repeats it.
export {
  CancelledError,
  NetworkError,
  ParseError,
  ResponseTooLargeError,
  ServerError,
  TimeoutError,
  TransportError,
  isCancelled,
} from './errors.ts';
export type { TransportErrorKind } from './errors.ts';
export type { Clock, DocumentSource, ExecutionResult, GetToken, GraphQLFormattedError, HeadersOption, Operation, OperationInput, TokenStorage } from './types.ts';
export { createHttpRequest } from './http.ts';
export type { HttpOptions, HttpRequest, RequestOptions } from './http.ts';
