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
  abstract readonly kind: TransportErrorKind;
}

/** HTTP status ≥ 300. The status is checked before parsing, so an HTML 502 keeps its status. */
export class ServerError extends TransportError {
  override readonly name = 'ServerError';
  readonly kind = 'server';
  constructor(
    readonly status: number,
    readonly bodyText: string,
    /** The parsed body when it was a JSON GraphQL result, so partial data and errors can be shown. */
    readonly result: ExecutionResult | undefined,
  ) {
    super(`Expected a status below 300, received ${status}${firstErrorSuffix(result)}`);
  }
}

/** A status below 300 whose body is not JSON. */
export class ParseError extends TransportError {
  override readonly name = 'ParseError';
  readonly kind = 'parse';
  constructor(
    readonly status: number,
    /** The start of the body, for display. */
    readonly excerpt: string,
  ) {
    super(`Expected a GraphQL result (JSON with data or errors), received ${excerpt ? `"${excerpt}"` : 'an empty body'} (status ${status})`);
  }
}

/** The request never got a response: refused, reset, DNS, CORS, offline. */
export class NetworkError extends TransportError {
  override readonly name = 'NetworkError';
  readonly kind = 'network';
  constructor(override readonly cause: unknown) {
    super(`Network request failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** The WebSocket closed in a way that ends the affected subscriptions. */
export class SocketClosedError extends TransportError {
  override readonly name = 'SocketClosedError';
  readonly kind = 'socket-closed';
  constructor(
    readonly code: number,
    readonly reason: string,
    readonly isFatal: boolean,
  ) {
    super(`WebSocket closed with ${code}${reason ? ` "${reason}"` : ''}`);
  }
}

/** A subscription was requested but no WebSocket address is configured; nothing was opened. */
export class NoSubscriptionAddressError extends TransportError {
  override readonly name = 'NoSubscriptionAddressError';
  readonly kind = 'no-subscription-address';
  constructor() {
    super('No WebSocket address configured for subscriptions');
  }
}

/** The peer broke the protocol: a malformed frame, an unknown message type, a rejected init. */
export class ProtocolError extends TransportError {
  override readonly name = 'ProtocolError';
  readonly kind = 'protocol';
  constructor(
    message: string,
    /** The protocol spoken when it happened, e.g. "graphql-transport-ws". */
    readonly protocol: string | undefined,
  ) {
    super(message);
  }
}

/** The server ended a subscription with GraphQL errors (an `error` message). */
export class SubscriptionError extends TransportError {
  override readonly name = 'SubscriptionError';
  readonly kind = 'subscription';
  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(errors.map((e) => e.message).join('; ') || 'Subscription ended with an error');
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

function firstErrorSuffix(result: ExecutionResult | undefined): string {
  const message = result?.errors?.[0]?.message;
  return message ? `: ${message}` : '';
}
