// Pins every transport constant to the value its rule gives, so changing a spec number is a
// deliberate edit here too.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as c from '../../src/transport/constants.ts';

const http = suite('HTTP constants');

http('default address and body media types follow PRODUCT.md §1', () => {
  assert.is(c.DEFAULT_HTTP_PATH, '/graphql');
  assert.is(c.JSON_CONTENT_TYPE, 'application/json');
  assert.is(c.ACCEPT_HEADER, 'application/graphql-response+json, application/json;q=0.9');
  assert.is(c.GRAPHQL_RESPONSE_CONTENT_TYPE, 'application/graphql-response+json');
});

http('authorization reads apollo-token as a bearer value', () => {
  assert.is(c.DEFAULT_TOKEN_NAME, 'apollo-token');
  assert.is(c.BEARER_PREFIX, 'Bearer ');
});

http('status 300 and above is a server error', () => {
  assert.is(c.SERVER_ERROR_MIN_STATUS, 300);
  assert.is(c.PARSE_ERROR_EXCERPT_CHARS, 200);
});

http('a request times out after 30000 ms and refuses bodies over 64 MiB', () => {
  assert.is(c.HTTP_TIMEOUT_MS, 30000);
  assert.is(c.HTTP_MAX_RESPONSE_BYTES, 67108864);
});

http('persisted queries use APQ version 1 and its error names', () => {
  assert.is(c.APQ_VERSION, 1);
  assert.is(c.APQ_NOT_FOUND_CODE, 'PERSISTED_QUERY_NOT_FOUND');
  assert.is(c.APQ_NOT_FOUND_MESSAGE, 'PersistedQueryNotFound');
  assert.is(c.APQ_NOT_SUPPORTED_CODE, 'PERSISTED_QUERY_NOT_SUPPORTED');
  assert.is(c.APQ_NOT_SUPPORTED_MESSAGE, 'PersistedQueryNotSupported');
});

http('uploads send Apollo-Require-Preflight: true and spec field names', () => {
  assert.is(c.DEFAULT_PREFLIGHT_HEADER_NAME, 'Apollo-Require-Preflight');
  assert.is(c.DEFAULT_PREFLIGHT_HEADER_VALUE, 'true');
  assert.is(c.MULTIPART_OPERATIONS_FIELD, 'operations');
  assert.is(c.MULTIPART_MAP_FIELD, 'map');
});

http.run();

// ---

const timings = suite('WebSocket and retry timings');

timings('connect timeout grows from 1000 ms by 1.2 up to 30000 ms', () => {
  assert.is(c.WS_CONNECT_TIMEOUT_MIN_MS, 1000);
  assert.is(c.WS_CONNECT_TIMEOUT_FACTOR, 1.2);
  assert.is(c.WS_TIMEOUT_MS, 30000);
});

timings('reconnect backoff is 100–10000 ms, factor 2, jitter 0.5', () => {
  assert.is(c.RECONNECT_MIN_MS, 100);
  assert.is(c.RECONNECT_MAX_MS, 10000);
  assert.is(c.RECONNECT_FACTOR, 2);
  assert.is(c.RECONNECT_JITTER, 0.5);
});

timings('subscriptions retry 5 times from 500 ms, doubling', () => {
  assert.is(c.SUBSCRIPTION_RETRY_LIMIT, 5);
  assert.is(c.SUBSCRIPTION_RETRY_BASE_MS, 500);
  assert.is(c.SUBSCRIPTION_RETRY_FACTOR, 2);
});

timings('iterate() keeps at most 1000 unread events; a bad frame is quoted up to 80 characters', () => {
  assert.is(c.ITERATE_QUEUE_LIMIT, 1000);
  assert.is(c.WS_FRAME_EXCERPT_CHARS, 80);
});

timings('inbound graphql-transport-ws `complete` reads as done: done precedes stop in the table', () => {
  const roles = Object.keys(c.TRANSPORT_WS_MESSAGE);
  assert.ok(roles.indexOf('done') < roles.indexOf('stop'));
});

timings.run();
