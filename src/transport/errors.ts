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

/** A status below 300 whose body is not JSON. */
export class ParseError extends TransportError {
  declare readonly kind: 'parse';
  readonly status: number;
  /** The start of the body, for display. */
  readonly excerpt: string;
  constructor(status: number, excerpt: string) {
    super('parse', 'ParseError', `Expected a GraphQL result (JSON with data or errors), received ${excerpt ? `"${excerpt}"` : 'an empty body'} (status ${status})`);
    this.status = status;
    this.excerpt = excerpt;
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
