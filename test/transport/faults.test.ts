// Faults against a plain node:http server: every status, body and connection failure gives the
// right error class and keeps what the server said (PRODUCT.md §1 "Server error", "Parse error",
// "Network error"; transport notes §8 row 11).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  CancelledError,
  createTransport,
  NetworkError,
  ParseError,
  ServerError,
  TransportError,
  type Transport,
} from '../../src/transport/index.ts';
import { HTML_PAGE, startFaultServer, TRUNCATED_JSON, type FaultServer } from '../helpers/fault-server.ts';

const operation = { query: '{ ok }' };
let server: FaultServer;

function at(path: string): Transport {
  return createTransport({ url: server.origin + path, storage: null });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to reject, it resolved');
}

// ---

const statuses = suite('request: status ≥ 300');

statuses.before(async () => {
  server = await startFaultServer();
});
statuses.after(() => server.close());

for (const code of [400, 401, 404, 500]) {
  statuses(`${code} with a JSON GraphQL body is a ServerError keeping status, body and result`, async () => {
    const error = await failure(at(`/status/${code}/json`).request(operation));
    assert.instance(error, ServerError);
    const e = error as ServerError;
    assert.is(e.kind, 'server');
    assert.is(e.status, code);
    assert.equal(JSON.parse(e.bodyText), { data: null, errors: [{ message: `status ${code}` }] });
    assert.equal(e.result, { data: null, errors: [{ message: `status ${code}` }] });
    assert.match(e.message, `received ${code}: status ${code}`);
  });

  statuses(`${code} with an HTML body is a ServerError keeping its status (never a ParseError)`, async () => {
    const error = await failure(at(`/status/${code}/html`).request(operation));
    assert.instance(error, ServerError);
    const e = error as ServerError;
    assert.is(e.status, code);
    assert.is(e.bodyText, HTML_PAGE);
    assert.is(e.result, undefined);
  });
}

statuses('502 with an HTML page from a proxy keeps status 502', async () => {
  const error = (await failure(at('/status/502/html').request(operation))) as ServerError;
  assert.instance(error, ServerError);
  assert.is(error.status, 502);
  assert.is(error.bodyText, HTML_PAGE);
});

statuses('300 is a ServerError (the first status that is one)', async () => {
  const error = (await failure(at('/status/300/json').request(operation))) as ServerError;
  assert.instance(error, ServerError);
  assert.is(error.status, 300);
  assert.equal(error.result?.errors, [{ message: 'status 300' }]);
});

statuses('299 with a GraphQL result resolves with it (the last status that is not an error)', async () => {
  const result = await at('/status/299/json').request(operation);
  assert.equal(result, { data: null, errors: [{ message: 'status 299' }] });
});

statuses('302 is not followed: a ServerError with status 302 and the target never requested', async () => {
  const before = server.requests.length;
  const error = (await failure(at('/redirect/302').request(operation))) as ServerError;
  assert.instance(error, ServerError);
  assert.is(error.status, 302);
  assert.is(error.bodyText, 'moved');
  assert.equal(server.requests.slice(before).map((r) => r.path), ['/redirect/302']);
});

statuses('a ≥ 300 body that is JSON but not a GraphQL result keeps the body and no result', async () => {
  const error = (await failure(at('/status/503/other').request(operation))) as ServerError;
  assert.instance(error, ServerError);
  assert.is(error.bodyText, '{"hello":"world"}');
  assert.is(error.result, undefined);
});

statuses.run();

// ---

const bodies = suite('request: bodies below 300');

bodies.before(async () => {
  server = await startFaultServer();
});
bodies.after(() => server.close());

bodies('200 with HTML is a ParseError with status and an excerpt', async () => {
  const error = (await failure(at('/status/200/html').request(operation))) as ParseError;
  assert.instance(error, ParseError);
  assert.instance(error, TransportError);
  assert.is(error.kind, 'parse');
  assert.is(error.status, 200);
  assert.is(error.excerpt, HTML_PAGE);
});

bodies('the excerpt of a long body is cut to 200 characters', async () => {
  const long = await startFaultServer({
    '/long': (_, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(5000)),
  });
  try {
    const error = (await failure(createTransport({ url: `${long.origin}/long`, storage: null }).request(operation))) as ParseError;
    assert.instance(error, ParseError);
    assert.is(error.excerpt, 'x'.repeat(200));
  } finally {
    await long.close();
  }
});

bodies('an empty 200 body is a ParseError that says the body was empty', async () => {
  const error = (await failure(at('/status/200/empty').request(operation))) as ParseError;
  assert.instance(error, ParseError);
  assert.is(error.excerpt, '');
  assert.match(error.message, 'empty body');
});

bodies('truncated JSON is a ParseError keeping the start of the body', async () => {
  const error = (await failure(at('/truncated').request(operation))) as ParseError;
  assert.instance(error, ParseError);
  assert.is(error.excerpt, TRUNCATED_JSON);
});

bodies('JSON without data or errors is a ParseError that says what was expected and what arrived', async () => {
  const error = (await failure(at('/status/200/other').request(operation))) as ParseError;
  assert.instance(error, ParseError);
  assert.is(error.excerpt, '{"hello":"world"}');
  assert.is(error.reason, 'neither "data" nor an error');
  assert.is(error.message, 'Expected a GraphQL response, received "{"hello":"world"}": neither "data" nor an error (status 200)');
});

bodies('a 204 with no body is a ParseError, not a result', async () => {
  const error = (await failure(at('/status/204/empty').request(operation))) as ParseError;
  assert.instance(error, ParseError);
  assert.is(error.status, 204);
});

bodies.run();

// ---

const connections = suite('request: connection failures and cancellation');

connections.before(async () => {
  server = await startFaultServer();
});
connections.after(() => server.close());

connections('a reset connection is a NetworkError carrying the cause', async () => {
  const error = (await failure(at('/reset').request(operation))) as NetworkError;
  assert.instance(error, NetworkError);
  assert.is(error.kind, 'network');
  assert.ok(error.cause, 'keeps the underlying failure');
});

connections('a connection reset mid-body is a NetworkError', async () => {
  const error = await failure(at('/reset-mid-body').request(operation));
  assert.instance(error, NetworkError);
});

connections('a refused connection is a NetworkError', async () => {
  const closed = await startFaultServer();
  await closed.close();
  const error = await failure(createTransport({ url: `${closed.origin}/ok`, storage: null }).request(operation));
  assert.instance(error, NetworkError);
});

connections('aborting a request the server never answers is a CancelledError and closes the socket', async () => {
  const controller = new AbortController();
  const pending = failure(at('/hang').request(operation, { signal: controller.signal }));
  // Abort only once the server holds the request, then wait for its socket to close.
  const closed = server.waitForHangingClose(5000);
  await server.waitForRequest('/hang', 5000);
  controller.abort();
  const error = await pending;
  assert.instance(error, CancelledError);
  assert.not.instance(error, TransportError);
  await closed;
});

connections('aborting while the body is arriving is a CancelledError', async () => {
  const controller = new AbortController();
  let release = () => {};
  const started = new Promise<void>((resolve) => (release = resolve));
  const fetchSpy: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    release();
    return response;
  };
  const transport = createTransport({ url: `${server.origin}/half-body`, storage: null, fetch: fetchSpy });
  const pending = failure(transport.request(operation, { signal: controller.signal }));
  await started;
  controller.abort();
  assert.instance(await pending, CancelledError);
});

connections('a signal aborted before sending rejects with CancelledError and sends nothing', async () => {
  const before = server.requests.length;
  const error = await failure(at('/ok').request(operation, { signal: AbortSignal.abort() }));
  assert.instance(error, CancelledError);
  assert.is(server.requests.length, before);
});

connections.run();

// ---

const hostile = suite('request: JSON that is not a GraphQL response (issue 12 item 5)');

/** Each body the server sends at /hostile/<n>, and the reason the ParseError must give. */
const HOSTILE: Array<[body: string, reason: string]> = [
  ['{"data":1}', '"data" is not an object or null'],
  ['{"errors":"x"}', '"errors" is not a list'],
  ['{"errors":[null]}', 'an error has no string "message"'],
  ['{"data":{"ok":true},"errors":5}', '"errors" is not a list'],
  ['{"errors":[{"message":{"html":"<b>"}}]}', 'an error has no string "message"'],
  ['{"errors":[{"message":"m","path":"a.b"}]}', 'an error\'s "locations" or "path" is not a list'],
  ['{"data":{},"extensions":"x"}', '"extensions" is not an object'],
  ['[{"data":{}}]', 'not a JSON object'],
  ['"data"', 'not a JSON object'],
  ['null', 'not a JSON object'],
];

hostile.before(async () => {
  const routes = Object.fromEntries(
    HOSTILE.map(([body], n) => [`/hostile/${n}`, (_: unknown, response: import('node:http').ServerResponse) => response.writeHead(200, { 'content-type': 'application/json' }).end(body)]),
  );
  server = await startFaultServer(routes);
});
hostile.after(() => server.close());

hostile('refuses each as a ParseError naming the reason, with the status and the body', async () => {
  for (const [n, [body, reason]] of HOSTILE.entries()) {
    const error = (await failure(at(`/hostile/${n}`).request(operation))) as ParseError;
    assert.instance(error, ParseError, body);
    assert.is(error.reason, reason, body);
    assert.is(error.status, 200);
    assert.is(error.excerpt, body);
    assert.match(error.message, reason);
  }
});

hostile('a hostile body behind a status ≥ 300 is still a ServerError, without a result', async () => {
  const error = (await failure(at('/status/500/other').request(operation))) as ServerError;
  assert.instance(error, ServerError);
  assert.is(error.result, undefined);
});

hostile.run();
