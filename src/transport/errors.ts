/**
 * Typed transport failures. Each carries what the UI needs to render it (kind, status, body,
 * close code…) and a message saying what was expected and what arrived. GraphQL `errors` inside a
 * result are data, not failures, and never become one of these on their own.
 *
 * A caller's abort is not a failure: it rejects with CancelledError, which is deliberately not a
 * TransportError, so `error instanceof TransportError` means "something went wrong".
 */
import type { ExecutionResult, GraphQLFormattedError } from './wire.ts';

export type TransportErrorKind =
  | 'server'
  | 'parse'
  | 'network'
  | 'timeout'
  | 'too-large'
  | 'socket-closed'
  | 'no-subscription-address'
  | 'protocol'
  | 'subscription';

export abstract class TransportError extends Error {
  readonly kind: TransportErrorKind;
  /** `name` is passed explicitly: minifiers rename classes. */
  constructor(kind: TransportErrorKind, name: string, message: string) {
    super(message);
    this.kind = kind;
    this.name = name;
  }
}

/** HTTP status ≥ 300. The status is checked before parsing, so an HTML 502 keeps its status. */
export class ServerError extends TransportError {
  declare readonly kind: 'server';
  readonly status: number;
  readonly bodyText: string;
  /** The parsed body when it was a JSON GraphQL result, so partial data and errors can be shown. */
  readonly result: ExecutionResult | undefined;
  constructor(status: number, bodyText: string, result: ExecutionResult | undefined) {
    super('server', 'ServerError', `Expected a status below 300, received ${status}${result?.errors?.[0]?.message ? `: ${result.errors[0].message}` : ''}`);
    this.status = status;
    this.bodyText = bodyText;
    this.result = result;
  }
}

/**
 * A body that is not a GraphQL response (GraphQLOverHTTP.md "Response", GraphQL spec "Response
 * Format"): over HTTP a status below 300 with a body that is not JSON or JSON of another shape;
 * over WebSocket an event payload of another shape (status null).
 */
export class ParseError extends TransportError {
  declare readonly kind: 'parse';
  /** The HTTP status; null for a WebSocket frame. */
  readonly status: number | null;
  /** The start of the body, for display. */
  readonly excerpt: string;
  /** Why it is not a GraphQL response: "not JSON", '"errors" is not a list', … */
  readonly reason: string;
  constructor(status: number | null, excerpt: string, reason = 'not JSON') {
    super('parse', 'ParseError', `Expected a GraphQL response, received ${excerpt ? `"${excerpt}"` : 'an empty body'}: ${reason}${status == null ? '' : ` (status ${status})`}`);
    this.status = status;
    this.excerpt = excerpt;
    this.reason = reason;
  }
}

/** The request never got a response: refused, reset, DNS, CORS, offline. */
export class NetworkError extends TransportError {
  declare readonly kind: 'network';
  override readonly cause: unknown;
  constructor(cause: unknown) {
    super('network', 'NetworkError', `Network request failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.cause = cause;
  }
}

/** No complete response within the request's timeout; the request was aborted. */
export class TimeoutError extends TransportError {
  declare readonly kind: 'timeout';
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super('timeout', 'TimeoutError', `Expected a response within ${timeoutMs} ms, received none in time`);
    this.timeoutMs = timeoutMs;
  }
}

/** A response body past the size limit; the rest was not downloaded. */
export class ResponseTooLargeError extends TransportError {
  declare readonly kind: 'too-large';
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super('too-large', 'ResponseTooLargeError', `Expected a response of at most ${maxBytes} bytes, received more`);
    this.maxBytes = maxBytes;
  }
}

/** The WebSocket closed in a way that ends the affected subscriptions. */
export class SocketClosedError extends TransportError {
  declare readonly kind: 'socket-closed';
  readonly code: number;
  readonly reason: string;
  readonly isFatal: boolean;
  constructor(code: number, reason: string, isFatal: boolean) {
    super('socket-closed', 'SocketClosedError', `WebSocket closed with ${code}${reason ? ` "${reason}"` : ''}`);
    this.code = code;
    this.reason = reason;
    this.isFatal = isFatal;
  }
}

/** A subscription was requested but no WebSocket address is configured; nothing was opened. */
export class NoSubscriptionAddressError extends TransportError {
  declare readonly kind: 'no-subscription-address';
  constructor() {
    super('no-subscription-address', 'NoSubscriptionAddressError', 'No WebSocket address configured for subscriptions');
  }
}

/** The peer broke the protocol: a malformed frame, an unknown message type, a rejected init. */
export class ProtocolError extends TransportError {
  declare readonly kind: 'protocol';
  /** The protocol spoken when it happened, e.g. "graphql-transport-ws". */
  readonly protocol: string | undefined;
  constructor(message: string, protocol: string | undefined) {
    super('protocol', 'ProtocolError', message);
    this.protocol = protocol;
  }
}

/** The server ended a subscription with GraphQL errors (an `error` message). */
export class SubscriptionError extends TransportError {
  declare readonly kind: 'subscription';
  readonly errors: readonly GraphQLFormattedError[];
  constructor(errors: readonly GraphQLFormattedError[]) {
    super('subscription', 'SubscriptionError', errors.map((e) => e.message).join('; ') || 'Subscription ended with an error');
    this.errors = errors;
  }
}

/** The caller aborted. Not a TransportError: a cancellation is not a failure. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  readonly kind = 'cancelled';
  constructor() {
    super('The request was cancelled');
  }
}

export function isCancelled(error: unknown): error is CancelledError {
  return error instanceof CancelledError;
}
