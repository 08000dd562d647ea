// The transport's error classes (STYLE.md "Errors"): each a TransportError with its kind, an
// explicit name that survives minification, the fields the UI renders, and a message saying what
// was expected and what arrived; a cancellation is deliberately not a TransportError.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
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
} from '../../src/transport/index.ts';

function isTransportError(error: Error, kind: string, name: string) {
  assert.instance(error, TransportError);
  assert.instance(error, Error);
  assert.is(error.name, name);
  assert.is((error as TransportError).kind, kind);
}

// ---

const server = suite('ServerError');

server('carries status, body and result, and quotes the first GraphQL error', () => {
  const result = { data: null, errors: [{ message: 'Not allowed' }] };
  const error = new ServerError(403, '{"errors":[…]}', result);
  isTransportError(error, 'server', 'ServerError');
  assert.equal([error.status, error.bodyText, error.result], [403, '{"errors":[…]}', result]);
  assert.is(error.message, 'Expected a status below 300, received 403: Not allowed');
  assert.is(new ServerError(502, '<html>', undefined).message, 'Expected a status below 300, received 502');
});

server.run();

// ---

const parse = suite('ParseError');

parse('carries status, excerpt and reason, and quotes what arrived', () => {
  const error = new ParseError(200, '<html>');
  isTransportError(error, 'parse', 'ParseError');
  assert.equal([error.status, error.excerpt, error.reason], [200, '<html>', 'not JSON']);
  assert.is(error.message, 'Expected a GraphQL response, received "<html>": not JSON (status 200)');
  assert.match(new ParseError(200, '').message, 'an empty body');
});

parse('names the reason, and leaves the status out for a WebSocket event', () => {
  const error = new ParseError(null, '{"data":1}', '"data" is not an object or null');
  assert.is(error.status, null);
  assert.is(error.message, 'Expected a GraphQL response, received "{"data":1}": "data" is not an object or null');
});

parse.run();

// ---

const network = suite('NetworkError');

network('keeps the cause and its message', () => {
  const cause = new TypeError('fetch failed');
  const error = new NetworkError(cause);
  isTransportError(error, 'network', 'NetworkError');
  assert.is(error.cause, cause);
  assert.is(error.message, 'Network request failed: fetch failed');
  assert.is(new NetworkError('offline').message, 'Network request failed: offline');
});

network.run();

// ---

const timeout = suite('TimeoutError');

timeout('carries the limit and says it', () => {
  const error = new TimeoutError(30000);
  isTransportError(error, 'timeout', 'TimeoutError');
  assert.is(error.timeoutMs, 30000);
  assert.is(error.message, 'Expected a response within 30000 ms, received none in time');
});

timeout.run();

// ---

const tooLarge = suite('ResponseTooLargeError');

tooLarge('carries the limit and says it', () => {
  const error = new ResponseTooLargeError(1024);
  isTransportError(error, 'too-large', 'ResponseTooLargeError');
  assert.is(error.maxBytes, 1024);
  assert.is(error.message, 'Expected a response of at most 1024 bytes, received more');
});

tooLarge.run();

// ---

const closed = suite('SocketClosedError');

closed('carries code, reason and whether it is fatal', () => {
  const error = new SocketClosedError(4401, 'Unauthorized', true);
  isTransportError(error, 'socket-closed', 'SocketClosedError');
  assert.equal([error.code, error.reason, error.isFatal], [4401, 'Unauthorized', true]);
  assert.is(error.message, 'WebSocket closed with 4401 "Unauthorized"');
  assert.is(new SocketClosedError(1006, '', false).message, 'WebSocket closed with 1006');
});

closed.run();

// ---

const noAddress = suite('NoSubscriptionAddressError');

noAddress('says no WebSocket address is configured', () => {
  const error = new NoSubscriptionAddressError();
  isTransportError(error, 'no-subscription-address', 'NoSubscriptionAddressError');
  assert.is(error.message, 'No WebSocket address configured for subscriptions');
});

noAddress.run();

// ---

const protocol = suite('ProtocolError');

protocol('carries the protocol spoken when it happened', () => {
  const error = new ProtocolError('Connection rejected: bad token', 'graphql-ws');
  isTransportError(error, 'protocol', 'ProtocolError');
  assert.is(error.protocol, 'graphql-ws');
  assert.is(error.message, 'Connection rejected: bad token');
});

protocol.run();

// ---

const subscription = suite('SubscriptionError');

subscription('carries the GraphQL errors and joins their messages', () => {
  const errors = [{ message: 'one' }, { message: 'two' }];
  const error = new SubscriptionError(errors);
  isTransportError(error, 'subscription', 'SubscriptionError');
  assert.is(error.errors, errors);
  assert.is(error.message, 'one; two');
  assert.is(new SubscriptionError([]).message, 'Subscription ended with an error');
});

subscription.run();

// ---

const cancelled = suite('CancelledError');

cancelled('is an Error of kind cancelled but not a TransportError', () => {
  const error = new CancelledError();
  assert.instance(error, Error);
  assert.not.instance(error, TransportError);
  assert.equal([error.name, error.kind, error.message], ['CancelledError', 'cancelled', 'The request was cancelled']);
});

cancelled.run();

// ---

const cancelledCheck = suite('isCancelled');

cancelledCheck('is true only for a CancelledError', () => {
  assert.ok(isCancelled(new CancelledError()));
  assert.not.ok(isCancelled(new NetworkError('x')));
  assert.not.ok(isCancelled(new DOMException('aborted', 'AbortError')));
  assert.not.ok(isCancelled(undefined));
});

cancelledCheck.run();
