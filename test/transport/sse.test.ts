// Subscriptions over SSE (graphql-sse distinct connections mode, src/transport/sse.ts) against
// graphql-sse's own server handler and graphql-yoga's built-in SSE, in-process on 127.0.0.1, and
// against a raw node:http server writing hostile bytes: malformed events, no `complete`, a wrong
// content type, an oversize event, a reset, no answer at all. PROTOCOL.md "SSE (distinct connections)" lists each
// rule with its test here.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError, GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/http';
import { createYoga } from 'graphql-yoga';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  NetworkError,
  ParseError,
  ProtocolError,
  ResponseTooLargeError,
  ServerError,
  SubscriptionError,
  TimeoutError,
  createSseClient,
  type SseOptions,
} from '../../src/transport/sse-index.ts';
import { createManualClock } from '../helpers/clock.ts';
import { memoryStorage, record, waitUntil, watchChanges } from '../helpers/ws-servers.ts';

// ─── Servers ──────────────────────────────────────────────────────────────────────────────────

/** What the servers saw: each request's Authorization and Accept, and the `held` iterators that ended. */
const seen = { authorization: [] as Array<string | undefined>, accept: [] as Array<string | undefined>, heldEnded: 0 };

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { hello: { type: GraphQLString, resolve: () => 'world' } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      count: {
        type: GraphQLInt,
        args: { to: { type: new GraphQLNonNull(GraphQLInt) } },
        async *subscribe(_: unknown, { to }: { to: number }) {
          for (let i = 1; i <= to; i++) yield { count: i };
        },
      },
      // Yields once, then waits until the client goes: return(), which the server calls when it
      // stops the iterator (an async generator parked at an await could not run its finally).
      held: {
        type: GraphQLInt,
        subscribe() {
          let isFirst = true;
          let wake: ((result: IteratorResult<unknown>) => void) | undefined;
          const iterator: AsyncIterableIterator<unknown> = {
            [Symbol.asyncIterator]: () => iterator,
            next: () => (isFirst ? ((isFirst = false), Promise.resolve({ value: { held: 1 }, done: false })) : new Promise((resolve) => (wake = resolve))),
            return() {
              seen.heldEnded++;
              watchChanges.poke();
              wake?.({ value: undefined, done: true });
              return Promise.resolve({ value: undefined, done: true });
            },
          };
          return iterator;
        },
      },
      // The subscribe function throws: a request error, `{errors}` without `data`.
      refused: {
        type: GraphQLInt,
        subscribe() {
          throw new GraphQLError('not allowed');
        },
      },
    },
  }),
});

async function listen(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    seen.authorization.push(req.headers.authorization);
    seen.accept.push(req.headers.accept);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql` };
}

const sseHandler = createHandler({ schema });
const graphqlSse = await listen((req, res) => void sseHandler(req, res).catch(() => res.destroy()));

const yoga = createYoga({ schema, logging: false });
const yogaServer = await listen(yoga);

/** Raw server: the body at `?case=<name>` is written as the chunks listed, then ended (unless `open`). */
const hostile: Record<string, { status?: number; type?: string; chunks: string[]; open?: boolean; reset?: boolean }> = {
  multiline: {
    chunks: [':heartbeat\r\n\r\n', 'event: next\r\ndata: {"data":\r\ndata: {"n":1}}\r\n\r\n', 'event:next\rdata:{"data":{"n":2}}\r\r', 'retry: 5\nid: 7\nevent: next\ndata: {"data":{"n":3}}\n\n', 'event: complete\ndata:\n\n'],
  },
  malformed: { chunks: ['event: next\ndata: {"data":{"n":1}}\n\n', 'event: next\ndata: {"data":\n\n', 'event: next\ndata: {"data":{"n":2}}\n\n'], open: true },
  'empty-errors': { chunks: ['event: next\ndata: {"errors":[]}\n\n'], open: true },
  'no-complete': { chunks: ['event: next\ndata: {"data":{"n":1}}\n\n'] },
  'unknown-event': { chunks: ['event: next\ndata: {"data":{"n":1}}\n\n', 'event: surprise\ndata: {}\n\n'], open: true },
  json: { type: 'application/json', chunks: ['{"data":{"n":1}}'] },
  'long-line': { chunks: ['event: next\ndata: ', 'x'.repeat(4096), 'x'.repeat(4096)], open: true },
  'open-data': { chunks: Array.from({ length: 8 }, () => `data: ${'y'.repeat(1000)}\n`), open: true },
  unauthorized: { status: 401, type: 'application/json', chunks: ['{"errors":[{"message":"sign in first"}]}'] },
  'bad-gateway': { status: 502, type: 'text/html', chunks: ['<h1>Bad gateway</h1>'] },
  reset: { chunks: ['event: next\ndata: {"data":{"n":1}}\n\n'], reset: true },
};
/** Requests to `?case=silent`, which are never answered. */
let silentRequests = 0;
const raw = await listen((req, res) => {
  const name = new URL(req.url!, 'http://x').searchParams.get('case')!;
  req.resume();
  if (name === 'silent') return void (silentRequests++, watchChanges.poke());
  const spec = hostile[name]!;
  res.writeHead(spec.status ?? 200, { 'content-type': spec.type ?? 'text/event-stream; charset=utf-8' });
  for (const chunk of spec.chunks) res.write(chunk);
  if (spec.reset) setImmediate(() => res.socket?.destroy());
  else if (!spec.open) res.end();
});

const client = (url: string, options: SseOptions = {}) => createSseClient({ url, storage: memoryStorage(), ...options });
const rawClient = (name: string, options: SseOptions = {}) => client(`${raw.url}?case=${name}`, options);
const count = (to: number) => ({ query: `subscription Count($to: Int!) { count(to: $to) }`, variables: { to }, operationName: 'Count' });

// ─── graphql-sse's own handler ────────────────────────────────────────────────────────────────

const peer = suite('SSE distinct connections: graphql-sse handler');

peer('delivers every next event in order, then completes', async () => {
  const r = record();
  client(graphqlSse.url).subscribe(count(4), r.sink);
  await r.waitEnd();
  assert.equal(r.values, [1, 2, 3, 4].map((count) => ({ count })));
  assert.is(r.completed, 1);
  assert.equal(r.errors, []);
});

peer('asks for text/event-stream exactly, and sends the token read at subscribe time and the configured headers', async () => {
  const storage = memoryStorage();
  const c = client(graphqlSse.url, { storage, headers: () => ({ 'X-Tenant': 'a', Accept: 'application/json' }) });
  storage.setItem('apollo-token', 'first');
  const r1 = record();
  c.subscribe(count(1), r1.sink);
  await r1.waitEnd();
  storage.setItem('apollo-token', 'second');
  const r2 = record();
  c.subscribe(count(1), r2.sink);
  await r2.waitEnd();
  assert.equal(seen.authorization.slice(-2), ['Bearer first', 'Bearer second']);
  assert.equal(seen.accept.slice(-2), ['text/event-stream', 'text/event-stream']);
  assert.equal(r2.values, [{ count: 1 }]);
});

peer('unsubscribe aborts the request: the server stops its iterator (return() is called) and the sink hears nothing more', async () => {
  const r = record();
  const subscription = client(graphqlSse.url).subscribe({ query: 'subscription { held }' }, r.sink);
  await r.waitValues(1);
  const ended = seen.heldEnded;
  subscription.unsubscribe();
  await waitUntil(() => seen.heldEnded === ended + 1, 3000, "the server's iterator to end");
  assert.equal(r.values, [{ held: 1 }]);
  assert.is(r.completed + r.errors.length, 0);
});

peer('a validation error ends the subscription at once with a SubscriptionError carrying the server message', async () => {
  const r = record();
  client(graphqlSse.url).subscribe({ query: 'subscription { nope }' }, r.sink);
  await r.waitEnd();
  assert.equal(r.values, []);
  assert.instance(r.errors[0], SubscriptionError);
  assert.match((r.errors[0] as SubscriptionError).errors[0]!.message, /nope/);
});

peer('a subscribe function that throws ends the subscription with a SubscriptionError', async () => {
  const r = record();
  client(graphqlSse.url).subscribe({ query: 'subscription { refused }' }, r.sink);
  await r.waitEnd();
  assert.instance(r.errors[0], SubscriptionError);
  assert.is((r.errors[0] as SubscriptionError).errors[0]!.message, 'not allowed');
});

peer.run();

// ─── graphql-yoga's built-in SSE ──────────────────────────────────────────────────────────────

const yogaSuite = suite('SSE distinct connections: graphql-yoga');

yogaSuite('delivers every event in order, then completes', async () => {
  const r = record();
  client(yogaServer.url).subscribe(count(3), r.sink);
  await r.waitEnd();
  assert.equal(r.errors, []);
  assert.equal(r.values, [1, 2, 3].map((count) => ({ count })));
  assert.is(r.completed, 1);
});

yogaSuite('unsubscribe stops the server iterator', async () => {
  const r = record();
  const subscription = client(yogaServer.url).subscribe({ query: 'subscription { held }' }, r.sink);
  await r.waitValues(1);
  const ended = seen.heldEnded;
  subscription.unsubscribe();
  await waitUntil(() => seen.heldEnded === ended + 1, 3000, "yoga's iterator to end");
  assert.is(r.completed + r.errors.length, 0);
});

yogaSuite('a validation error (a next event with errors and no data) ends the subscription at once with a SubscriptionError', async () => {
  const r = record();
  client(yogaServer.url).subscribe({ query: 'subscription { nope }' }, r.sink);
  await r.waitEnd();
  assert.equal(r.values, []);
  assert.instance(r.errors[0], SubscriptionError);
  assert.match((r.errors[0] as SubscriptionError).errors[0]!.message, /nope/);
});

yogaSuite.run();

// ─── Parsing and bad input ────────────────────────────────────────────────────────────────────

const bad = suite('SSE distinct connections: parsing and bad input');

bad('parses CRLF, CR and LF lines, multi-line data, comments, `retry` and `id` fields', async () => {
  const r = record();
  rawClient('multiline').subscribe(count(1), r.sink);
  await r.waitEnd();
  assert.equal(r.errors, []);
  assert.equal(r.values, [{ n: 1 }, { n: 2 }, { n: 3 }]);
  assert.is(r.completed, 1);
});

bad('parses the same stream delivered one byte per chunk (a CRLF split across chunks is one line end)', async () => {
  const text = hostile.multiline!.chunks.join('');
  const bytes = new TextEncoder().encode(text);
  const r = record();
  const fetchByBytes: typeof fetch = async () =>
    new Response(new ReadableStream({ start: (c) => (bytes.forEach((b) => c.enqueue(Uint8Array.of(b))), c.close()) }), { headers: { 'content-type': 'text/event-stream' } });
  createSseClient({ fetch: fetchByBytes, storage: null }).subscribe(count(1), r.sink);
  await r.waitEnd();
  assert.equal(r.errors, []);
  assert.equal(r.values, [{ n: 1 }, { n: 2 }, { n: 3 }]);
});

bad('a malformed event is a ParseError at that event; the events before it stay delivered, none after', async () => {
  const r = record();
  rawClient('malformed').subscribe(count(1), r.sink);
  await r.waitEnd();
  assert.equal(r.values, [{ n: 1 }]);
  assert.instance(r.errors[0], ParseError);
  assert.is((r.errors[0] as ParseError).reason, 'not JSON');
  assert.is((r.errors[0] as ParseError).excerpt, '{"data":');
});

bad('{"errors":[]} in a next event is refused as a ParseError, as over HTTP and WebSocket', async () => {
  const r = record();
  rawClient('empty-errors').subscribe(count(1), r.sink);
  await r.waitEnd();
  assert.instance(r.errors[0], ParseError);
  assert.is((r.errors[0] as ParseError).reason, 'neither "data" nor an error');
});

bad('a stream that ends without `complete` fails with a ProtocolError after delivering what came', async () => {
  const r = record();
  rawClient('no-complete').subscribe(count(1), r.sink);
  await r.waitEnd();
  assert.equal(r.values, [{ n: 1 }]);
  assert.instance(r.errors[0], ProtocolError);
  assert.match(r.errors[0]!.message, 'ended without a "complete" event');
});

bad('an event other than next or complete is a ProtocolError naming it', async () => {
  const r = record();
  rawClient('unknown-event').subscribe(count(1), r.sink);
  await r.waitEnd();
  assert.equal(r.values, [{ n: 1 }]);
  assert.instance(r.errors[0], ProtocolError);
  assert.match(r.errors[0]!.message, '"surprise"');
});

bad('a 200 that is no event stream is a ProtocolError naming the content type', async () => {
  const r = record();
  rawClient('json').subscribe(count(1), r.sink);
  await r.waitEnd();
  assert.equal(r.values, []);
  assert.instance(r.errors[0], ProtocolError);
  assert.match(r.errors[0]!.message, 'Expected Content-Type text/event-stream, received "application/json"');
});

bad('a status ≥ 300 is a ServerError with the status, and the GraphQL errors when the body is a GraphQL response', async () => {
  const r1 = record();
  rawClient('unauthorized').subscribe(count(1), r1.sink);
  const r2 = record();
  rawClient('bad-gateway').subscribe(count(1), r2.sink);
  await Promise.all([r1.waitEnd(), r2.waitEnd()]);
  const [e1, e2] = [r1.errors[0] as ServerError, r2.errors[0] as ServerError];
  assert.instance(e1, ServerError);
  assert.is(e1.status, 401);
  assert.equal(e1.result?.errors?.[0]?.message, 'sign in first');
  assert.instance(e2, ServerError);
  assert.is(e2.status, 502);
  assert.is(e2.result, undefined);
  assert.is(e2.bodyText, '<h1>Bad gateway</h1>');
});

bad('an endless line, or data lines never closed by a blank line, end with ResponseTooLargeError at the bound (memory stays bounded)', async () => {
  const r1 = record();
  rawClient('long-line', { maxEventChars: 4096 }).subscribe(count(1), r1.sink);
  const r2 = record();
  rawClient('open-data', { maxEventChars: 4096 }).subscribe(count(1), r2.sink);
  await Promise.all([r1.waitEnd(), r2.waitEnd()]);
  assert.instance(r1.errors[0], ResponseTooLargeError);
  assert.is((r1.errors[0] as ResponseTooLargeError).maxBytes, 4096);
  assert.instance(r2.errors[0], ResponseTooLargeError);
});

bad('a connection reset mid-stream is a NetworkError after the events that came', async () => {
  const r = record();
  rawClient('reset').subscribe(count(1), r.sink);
  await r.waitEnd();
  assert.equal(r.values, [{ n: 1 }]);
  assert.instance(r.errors[0], NetworkError);
});

bad('no response within timeoutMs is a TimeoutError; once the response starts nothing is timed, so a quiet subscription stays open', async () => {
  const clock = createManualClock();
  const r = record();
  rawClient('silent', { clock, timeoutMs: 1000 }).subscribe(count(1), r.sink);
  await waitUntil(() => silentRequests === 1, 3000, 'the request to arrive');
  clock.advance(999);
  assert.is(r.errors.length, 0);
  clock.advance(1);
  assert.instance(r.errors[0], TimeoutError);
  assert.is((r.errors[0] as TimeoutError).timeoutMs, 1000);

  const held = record();
  const subscription = client(graphqlSse.url, { clock, timeoutMs: 1000 }).subscribe({ query: 'subscription { held }' }, held.sink);
  await held.waitValues(1);
  assert.equal(clock.pendingDelays(), []);
  clock.advance(60_000);
  assert.is(held.errors.length + held.completed, 0);
  subscription.unsubscribe();
});

bad('a refused connection is a NetworkError', async () => {
  const r = record();
  client('http://127.0.0.1:1/graphql').subscribe(count(1), r.sink);
  await r.waitEnd();
  assert.instance(r.errors[0], NetworkError);
});

bad.run();

// ─── Teardown ─────────────────────────────────────────────────────────────────────────────────

const teardown = suite('SSE: teardown');
teardown('closes the servers', async () => {
  for (const { server } of [graphqlSse, yogaServer, raw]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
teardown.run();
