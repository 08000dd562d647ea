// The HTTP half's lifecycle and inputs (issue 25 §2, issue 23 §1): dispose() aborts requests in
// flight and refuses later ones (review C9); `{"errors":[]}` without data is a ParseError; the
// size limit holds with a declared Content-Length, and a compressed body is counted as decoded; the token and configured headers may come from async functions, over HTTP and in
// the WebSocket connection params. Against real node:http and graphql-yoga servers.
import { gzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CancelledError, createTransport, ParseError, ResponseTooLargeError } from '../../src/transport/index.ts';
import { createHttpRequest } from '../../src/transport/http-index.ts';
import { startFaultServer, type FaultServer } from '../helpers/fault-server.ts';
import { createManualClock } from '../helpers/clock.ts';
import { FakeWebSocket, record } from '../helpers/ws-servers.ts';
import { startYogaServer, type YogaServer } from '../helpers/yoga-server.ts';

const operation = { query: '{ ok }' };
const BIG = JSON.stringify({ data: { text: 'x'.repeat(5000) } });
let fault: FaultServer;

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to reject, it resolved');
}

// ---

const lifecycle = suite('transport.dispose() and the HTTP half');

lifecycle.before(async () => {
  fault = await startFaultServer({
    '/no-errors': (_, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"errors":[]}'),
    // A declared length, past the limit.
    '/big-declared': (_, response) => response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(BIG.length) }).end(BIG),
    // 5 kB of JSON compressed to a few dozen bytes: the declared length says nothing of the decoded size.
    '/big-gzip': (_, response) => {
      const body = gzipSync(BIG);
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(body.length) }).end(body);
    },
  });
});
lifecycle.after(() => fault.close());

lifecycle('dispose() aborts a request in flight with CancelledError and closes its connection', async () => {
  const transport = createTransport({ url: `${fault.origin}/hang`, storage: null, events: null });
  const pending = failure(transport.request(operation));
  const closed = fault.waitForHangingClose();
  await fault.waitForRequest('/hang');
  transport.dispose();
  assert.instance(await pending, CancelledError);
  await closed;
});

lifecycle('many requests in flight add one listener to the transport, not one each (EventTarget warns past 10)', async () => {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.name);
  process.on('warning', onWarning);
  try {
    const transport = createTransport({ url: `${fault.origin}/hang`, storage: null, events: null });
    const pending = Array.from({ length: 12 }, () => failure(transport.request(operation)));
    transport.dispose();
    for (const error of await Promise.all(pending)) assert.instance(error, CancelledError);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(warnings, []);
  } finally {
    process.off('warning', onWarning);
  }
});

lifecycle('after dispose() a request is refused with CancelledError and nothing is sent', async () => {
  const transport = createTransport({ url: `${fault.origin}/ok`, storage: null, events: null });
  transport.dispose();
  const sent = fault.requests.length;
  assert.instance(await failure(transport.request(operation)), CancelledError);
  assert.is(fault.requests.length, sent);
});

lifecycle("the HTTP half alone takes the same through its `signal` option; one request's abort leaves the others", async () => {
  const controller = new AbortController();
  const own = new AbortController();
  const request = createHttpRequest({ url: `${fault.origin}/hang`, storage: null, signal: controller.signal });
  const first = failure(request(operation, { signal: own.signal }));
  const second = failure(request(operation));
  own.abort();
  assert.instance(await first, CancelledError);
  let isSettled = false;
  void second.then(() => (isSettled = true));
  await new Promise((resolve) => setImmediate(resolve));
  assert.not.ok(isSettled, 'the other request is still waiting');
  controller.abort();
  assert.instance(await second, CancelledError);
});

lifecycle('{"errors":[]} without data is a ParseError: nothing happened and nothing failed', async () => {
  const error = (await failure(createTransport({ url: `${fault.origin}/no-errors`, storage: null, events: null }).request(operation))) as ParseError;
  assert.instance(error, ParseError);
  assert.is(error.reason, 'neither "data" nor an error');
  assert.is(error.excerpt, '{"errors":[]}');
});

lifecycle('a body with a declared Content-Length past maxResponseBytes is refused; within it, read whole', async () => {
  const error = (await failure(createHttpRequest({ url: `${fault.origin}/big-declared`, storage: null, maxResponseBytes: 2000 })(operation))) as ResponseTooLargeError;
  assert.instance(error, ResponseTooLargeError);
  assert.is(error.maxBytes, 2000);
  const result = await createHttpRequest({ url: `${fault.origin}/big-declared`, storage: null, maxResponseBytes: BIG.length })(operation);
  assert.is((result.data as { text: string }).text.length, 5000);
});

lifecycle('a compressed body is counted as decoded, whatever its Content-Length says (a compression bomb)', async () => {
  const error = await failure(createHttpRequest({ url: `${fault.origin}/big-gzip`, storage: null, maxResponseBytes: 2000 })(operation));
  assert.instance(error, ResponseTooLargeError);
  const result = await createHttpRequest({ url: `${fault.origin}/big-gzip`, storage: null })(operation);
  assert.is((result.data as { text: string }).text.length, 5000);
});

lifecycle.run();

// ---

const credentials = suite('getToken and headers may be async');

let yoga: YogaServer;
credentials.before(async () => {
  yoga = await startYogaServer();
});
credentials.after(() => yoga.close());

credentials('over HTTP: an async getToken and an async headers function are awaited before sending', async () => {
  let reads = 0;
  const request = createHttpRequest({
    url: yoga.url,
    getToken: async () => `refreshed-${++reads}`,
    headers: async () => ({ 'x-api-key': 'k' }),
  });
  yoga.requests.length = 0;
  assert.equal(await request({ query: '{ authorization }' }), { data: { authorization: 'Bearer refreshed-1' } });
  assert.equal(await request({ query: '{ authorization }' }), { data: { authorization: 'Bearer refreshed-2' } });
  assert.is(yoga.requests[0]?.headers['x-api-key'], 'k');
});

credentials('getToken replaces the stored token; returning nothing sends no Authorization', async () => {
  const storage = { getItem: () => 'stored' };
  const none = createHttpRequest({ url: yoga.url, storage, getToken: () => null });
  assert.equal(await none({ query: '{ authorization }' }), { data: { authorization: null } });
  const stored = createHttpRequest({ url: yoga.url, storage });
  assert.equal(await stored({ query: '{ authorization }' }), { data: { authorization: 'Bearer stored' } });
});

credentials('a request aborted while its token is being read is cancelled, and nothing is sent', async () => {
  let release!: (token: string) => void;
  let asked!: () => void;
  const isAsked = new Promise<void>((resolve) => (asked = resolve));
  const getToken = () => (asked(), new Promise<string>((resolve) => (release = resolve)));
  const request = createHttpRequest({ url: yoga.url, getToken });
  const controller = new AbortController();
  yoga.requests.length = 0;
  const pending = failure(request({ query: '{ authorization }' }, { signal: controller.signal }));
  await isAsked;
  controller.abort();
  release('late');
  assert.instance(await pending, CancelledError);
  assert.is(yoga.requests.length, 0);
});

credentials('over WebSocket: the init waits for an async getToken and headers; a synchronous one goes at once', async () => {
  FakeWebSocket.instances = [];
  const clock = createManualClock();
  const async = createTransport({ wsUrl: 'ws://api.test/graphql', WebSocket: FakeWebSocket, clock, events: null, getToken: async () => 'tok', headers: async () => ({ 'x-api-key': 'k' }) });
  async.subscribe({ query: 'subscription { s }' }, record().sink);
  FakeWebSocket.last.open();
  assert.equal(FakeWebSocket.last.sent, []);
  await new Promise((resolve) => setImmediate(resolve));
  const params = { 'x-api-key': 'k', Authorization: 'Bearer tok' };
  assert.equal(FakeWebSocket.last.sent[0], { type: 'connection_init', payload: { ...params, headers: params } });
  async.dispose();
  const sync = createTransport({ wsUrl: 'ws://api.test/graphql', WebSocket: FakeWebSocket, clock, events: null, getToken: () => 'now' });
  sync.subscribe({ query: 'subscription { s }' }, record().sink);
  FakeWebSocket.last.open();
  assert.equal(FakeWebSocket.last.sent[0], { type: 'connection_init', payload: { Authorization: 'Bearer now', headers: { Authorization: 'Bearer now' } } });
  sync.dispose();
});

credentials.run();
