// The socket client against graphql-ws's own server (subprotocol graphql-transport-ws), in-process
// on 127.0.0.1: ordered events, completion, errors, auth from the connection params, 100
// concurrent subscriptions on one socket, negotiation and the 4406 fallback.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import {
  NoSubscriptionAddressError,
  SocketClosedError,
  SubscriptionError,
  createTransport,
  type WsProtocol,
} from '../../src/transport/index.ts';
import { createManualClock } from '../helpers/clock.ts';
import {
  REJECTED_TOKEN,
  memoryStorage,
  record,
  socketClients,
  startGraphqlWsServer,
  waitUntil,
  watchChanges,
  type WsTestServer,
} from '../helpers/ws-servers.ts';

const server: WsTestServer = await startGraphqlWsServer();
const { client, clients } = socketClients({ url: server.url });
const transports: Array<{ dispose(): void }> = [];

const count = (to: number) => ({ query: `subscription { count(to: ${to}) }` });

// ---

const events = suite('graphql-transport-ws: events');

events('delivers every event in order, then completes', async () => {
  const c = client();
  const r = record();
  c.subscribe(count(5), r.sink);
  await r.waitEnd();
  assert.equal(r.values, [1, 2, 3, 4, 5].map((count) => ({ count })));
  assert.is(r.completed, 1);
  assert.equal(r.errors, []);
  assert.equal(c.connection.get(), { status: 'connected', protocol: 'graphql-transport-ws' });
  assert.is(c.activeCount, 0);
});

events('ends with a SubscriptionError when the source throws', async () => {
  const c = client();
  const r = record();
  const handle = c.subscribe({ query: 'subscription { fail(after: 2) }' }, r.sink);
  await r.waitEnd();
  assert.equal(r.values, [{ fail: 1 }, { fail: 2 }]);
  assert.instance(r.errors[0], SubscriptionError);
  assert.is((r.errors[0] as SubscriptionError).errors[0]!.message, 'boom');
  assert.is(handle.retry.get().lastError, r.errors[0]);
  assert.is(c.activeCount, 0);
});

events('hands the caller a validation error at once, as a SubscriptionError with the server message, never retried', async () => {
  const clock = createManualClock();
  const c = client({ clock });
  const r = record();
  const before = server.stats.subscribes;
  const handle = c.subscribe({ query: 'subscription { nope }' }, r.sink);
  await r.waitEnd();
  assert.instance(r.errors[0], SubscriptionError);
  assert.match(r.errors[0]!.message, /Cannot query field "nope"/);
  assert.equal(handle.retry.get(), { attempt: 0, nextDelayMs: null, lastError: r.errors[0], limit: 5 });
  assert.not.ok(clock.pendingDelays().includes(500), 'no retry scheduled');
  assert.is(server.stats.subscribes, before + 1);
});

events('with a shouldRetry that accepts server errors, shows the first at once and retries after 500 ms with a fresh subscribe', async () => {
  const clock = createManualClock();
  const c = client({ clock, retry: { shouldRetry: (error) => error instanceof SubscriptionError } });
  const r = record();
  const before = server.stats.subscribes;
  const handle = c.subscribe({ query: 'subscription { fail }' }, r.sink);
  await waitUntil(() => handle.retry.get().attempt === 1);
  assert.is(handle.retry.get().nextDelayMs, 500);
  assert.instance(handle.retry.get().lastError, SubscriptionError);
  assert.is(server.stats.subscribes, before + 1);
  clock.advance(500);
  await waitUntil(() => handle.retry.get().attempt === 2);
  assert.is(server.stats.subscribes, before + 2);
  assert.is(handle.retry.get().nextDelayMs, 1000);
  handle.unsubscribe();
  assert.equal(r.errors, []);
});

events('iterates with for await, and return() stops the server-side subscription', async () => {
  const c = client();
  const seen: unknown[] = [];
  for await (const result of c.iterate(count(3))) seen.push(result.data);
  assert.equal(seen, [{ count: 1 }, { count: 2 }, { count: 3 }]);

  const feed = c.iterate({ query: 'subscription { feed }' });
  const first = feed.next();
  await waitUntil(() => server.feedSize === 1);
  server.publish(7);
  assert.equal((await first).value?.data, { feed: 7 });
  await feed.return!();
  await waitUntil(() => server.feedSize === 0);
  assert.equal(await feed.next(), { value: undefined, done: true });
  assert.is(c.activeCount, 0);
});

events.run();

// ---

const auth = suite('graphql-transport-ws: authorization');

auth('sends the stored token as Authorization and headers.Authorization', async () => {
  const c = client({ storage: memoryStorage({ 'apollo-token': 't1' }) });
  const r = record();
  c.subscribe({ query: 'subscription { whoami }' }, r.sink);
  await r.waitEnd();
  assert.equal(r.values, [{ whoami: 'Bearer t1' }]);
  assert.equal(server.stats.params.at(-1), { Authorization: 'Bearer t1', headers: { Authorization: 'Bearer t1' } });
});

auth('sends configured headers flattened and as headers; without a token a configured Authorization goes', async () => {
  const c = client({ headers: () => ({ 'x-api-key': 'k', Authorization: 'Basic abc' }) });
  const r = record();
  c.subscribe({ query: 'subscription { whoami }' }, r.sink);
  await r.waitEnd();
  assert.equal(r.values, [{ whoami: 'Basic abc' }]);
  assert.equal(server.stats.params.at(-1), { 'x-api-key': 'k', Authorization: 'Basic abc', headers: { 'x-api-key': 'k', Authorization: 'Basic abc' } });
});

auth('sends empty params without a token, so the server answers a protected subscription with errors', async () => {
  const c = client();
  const r = record();
  c.subscribe({ query: 'subscription { secret }' }, r.sink);
  await r.waitEnd();
  assert.equal(server.stats.params.at(-1), {});
  // A resolver error is a GraphQL result (data), then completion: not a transport failure.
  const result = r.values[0] as { errors: Array<{ message: string }> };
  assert.match(result.errors[0]!.message, /Unauthorized/);
  assert.is(r.completed, 1);
});

auth('awaits async connectionParams at each connection, so a refreshed token reaches the server', async () => {
  let n = 0;
  const c = client({ connectionParams: async () => ({ Authorization: `Bearer refreshed-${++n}` }) });
  const r = record();
  c.subscribe({ query: 'subscription { whoami }' }, r.sink);
  await r.waitEnd();
  assert.equal(r.values, [{ whoami: 'Bearer refreshed-1' }]);
  c.reconnect();
  const again = record();
  c.subscribe({ query: 'subscription { whoami }' }, again.sink);
  await again.waitEnd();
  assert.equal(again.values, [{ whoami: 'Bearer refreshed-2' }]);
  assert.equal(server.stats.params.at(-1), { Authorization: 'Bearer refreshed-2' });
});

auth('reads the token under a custom name', async () => {
  const c = client({ storage: memoryStorage({ session: 's' }), tokenName: 'session' });
  const r = record();
  c.subscribe({ query: 'subscription { secret }' }, r.sink);
  await r.waitEnd();
  assert.equal(r.values, [{ secret: 'for Bearer s' }]);
});

auth('a rejected init (4403) hands the caller a fatal SocketClosedError at once', async () => {
  const clock = createManualClock();
  const c = client({ clock, storage: memoryStorage({ 'apollo-token': REJECTED_TOKEN }) });
  const r = record();
  const handle = c.subscribe(count(1), r.sink);
  await r.waitEnd();
  const error = r.errors[0] as SocketClosedError;
  assert.instance(error, SocketClosedError);
  assert.is(error.code, 4403);
  assert.ok(error.isFatal);
  assert.equal(c.connection.get(), { status: 'closed', error });
  assert.equal(handle.retry.get(), { attempt: 0, nextDelayMs: null, lastError: error, limit: 5 }, 'at once, not retried');
  assert.equal(clock.pendingDelays(), []);
});

auth.run();

// ---

const many = suite('graphql-transport-ws: concurrency');

many('runs 100 concurrent subscriptions on one socket, each in order', async () => {
  const c = client();
  const connectionsBefore = server.stats.connections;
  const subscribesBefore = server.stats.subscribes;
  const recorders = Array.from({ length: 100 }, () => record());
  recorders.forEach((r, i) => c.subscribe(count(10 + (i % 5)), r.sink));
  assert.is(c.activeCount, 100);
  await waitUntil(() => recorders.every((r) => r.completed === 1), 10_000);
  recorders.forEach((r, i) => assert.equal(r.values, Array.from({ length: 10 + (i % 5) }, (_, k) => ({ count: k + 1 }))));
  assert.is(server.stats.connections - connectionsBefore, 1);
  assert.is(server.stats.subscribes - subscribesBefore, 100);
  assert.is(c.activeCount, 0);
  await waitUntil(() => c.connection.get().status === 'idle', 3000, 'the lazy close');
});

many.run();

// ---

const negotiation = suite('graphql-transport-ws: negotiation');

negotiation('offers all three dialects and follows the server, which picks graphql-transport-ws', async () => {
  const c = client();
  const r = record();
  c.subscribe(count(1), r.sink);
  await r.waitEnd();
  assert.is(server.stats.protocols.at(-1), 'graphql-transport-ws');
});

negotiation('follows the server even when the legacy dialect is offered first', async () => {
  const c = client({ protocols: ['graphql-ws', 'graphql-transport-ws'] });
  const r = record();
  c.subscribe(count(2), r.sink);
  await r.waitEnd();
  assert.equal(r.values, [{ count: 1 }, { count: 2 }]);
  assert.equal(c.connection.get(), { status: 'connected', protocol: 'graphql-transport-ws' });
});

negotiation('falls back to graphql-transport-ws when the server closes 4406 on the legacy dialect', async () => {
  const naive = await startGraphqlWsServer({ pickFirst: true });
  try {
    const learnt = new Map<string, WsProtocol>();
    const c = client({ url: naive.url, protocols: ['graphql-ws', 'graphql-transport-ws'], workingProtocols: learnt });
    const r = record();
    c.subscribe(count(2), r.sink);
    await r.waitEnd();
    assert.equal(r.values, [{ count: 1 }, { count: 2 }]);
    assert.equal(naive.stats.protocols, ['graphql-ws', 'graphql-transport-ws']);
    assert.is(naive.stats.closes[0], 4406);
    assert.equal(c.connection.get(), { status: 'connected', protocol: 'graphql-transport-ws' });

    // Remembered for the address in the map the clients share: the next offers graphql-transport-ws first.
    const again = client({ url: naive.url, protocols: ['graphql-ws', 'graphql-transport-ws'], workingProtocols: learnt });
    const r2 = record();
    again.subscribe(count(1), r2.sink);
    await r2.waitEnd();
    assert.equal(naive.stats.protocols, ['graphql-ws', 'graphql-transport-ws', 'graphql-transport-ws']);
  } finally {
    await naive.close();
  }
});

negotiation.run();

// ---

const transport = suite('createTransport: subscriptions');

transport('subscribes, iterates, reports the connection and reconnects through the public entry', async () => {
  const storage = memoryStorage({ 'apollo-token': 'one' });
  const t = createTransport({ url: 'http://127.0.0.1:1/graphql', wsUrl: server.url, WebSocket, storage, events: null });
  transports.push(t);
  watchChanges(t.connection);
  const r = record();
  const feeds = server.feedSize;
  const subscribes = server.stats.subscribes;
  const handle = t.subscribe({ query: 'subscription { feed }' }, r.sink);
  await waitUntil(() => server.feedSize === feeds + 1 && t.connection.get().status === 'connected');
  assert.equal(t.connection.get(), { status: 'connected', protocol: 'graphql-transport-ws' });
  assert.is(t.activeCount, 1, 'activeCount is live on the transport');
  assert.is(t.problems.get(), null);
  storage.setItem('apollo-token', 'two');
  const closes = server.stats.closes.length;
  t.reconnect();
  await waitUntil(
    () => server.stats.closes.length > closes && server.stats.subscribes === subscribes + 2 && server.feedSize === feeds + 1,
    3000,
    'the old socket gone and the feed resumed',
  );
  server.publish(3);
  await r.waitValues(1);
  assert.equal(r.values, [{ feed: 3 }]);
  assert.equal(server.stats.params.at(-1), { Authorization: 'Bearer two', headers: { Authorization: 'Bearer two' } });
  const seen: unknown[] = [];
  for await (const result of t.iterate(count(2))) seen.push(result.data);
  assert.equal(seen, [{ count: 1 }, { count: 2 }]);
  assert.equal(handle.retry.get(), { attempt: 0, nextDelayMs: null, lastError: null, limit: 5 });
  handle.unsubscribe();
  assert.is(t.activeCount, 0);
  t.dispose();
  assert.equal(t.connection.get(), { status: 'closed', error: null });
});

transport('fails subscribe at once without a WebSocket address, opening nothing', async () => {
  const before = server.stats.connections;
  const t = createTransport({ url: 'http://127.0.0.1:1/graphql', WebSocket, events: null });
  const r = record();
  t.subscribe(count(1), r.sink);
  assert.instance(r.errors[0], NoSubscriptionAddressError);
  await t.iterate(count(1)).next().then(
    () => assert.unreachable('should reject'),
    (error) => assert.instance(error, NoSubscriptionAddressError),
  );
  assert.is(server.stats.connections, before);
  assert.equal(t.connection.get(), { status: 'idle' });
});

transport.run();

// ---

const end = suite('graphql-transport-ws: teardown');

end('closes every client and the server', async () => {
  for (const c of [...clients, ...transports]) c.dispose();
  await server.close();
  assert.ok(clients.every((c) => c.connection.get().status === 'closed'));
});

end.run();
