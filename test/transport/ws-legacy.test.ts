// The socket client against subscriptions-transport-ws's SubscriptionServer, in-process on
// 127.0.0.1: the legacy `graphql-ws` protocol (reached by falling back from the 1002 close) and
// the old `graphql-subscriptions` dialect. Ordered events, completion, errors, auth from the
// connection params, rejected init, keep-alive, 100 concurrent subscriptions on one socket.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  ProtocolError,
  SubscriptionError,
  type SocketClientOptions,
  type WsProtocol,
} from '../../src/transport/index.ts';
import { createManualClock } from '../helpers/clock.ts';
import {
  REJECTED_TOKEN,
  memoryStorage,
  record,
  socketClients,
  startSubscriptionsTransportWsServer,
  waitUntil,
  type WsTestServer,
} from '../helpers/ws-servers.ts';

const server: WsTestServer = await startSubscriptionsTransportWsServer();
const { client, clients } = socketClients({ url: server.url });

const count = (to: number) => ({ query: `subscription { count(to: ${to}) }` });

// ---

const negotiation = suite('subscriptions-transport-ws: negotiation');

negotiation('falls back from graphql-transport-ws (closed 1002) to graphql-ws and remembers it', async () => {
  const learnt = new Map<string, WsProtocol>();
  const c = client({ workingProtocols: learnt });
  const r = record();
  c.subscribe(count(2), r.sink);
  await r.waitEnd();
  assert.equal(r.values, [{ count: 1 }, { count: 2 }]);
  assert.equal(server.stats.protocols, ['graphql-transport-ws', 'graphql-ws']);
  assert.is(server.stats.closes[0], 1002);
  assert.equal(c.connection.get(), { status: 'connected', protocol: 'graphql-ws' });

  const again = client({ workingProtocols: learnt });
  const r2 = record();
  again.subscribe(count(1), r2.sink);
  await r2.waitEnd();
  assert.equal(server.stats.protocols.slice(2), ['graphql-ws']);
});

negotiation('speaks graphql-subscriptions when the caller asks for it', async () => {
  const c = client({ protocols: ['graphql-subscriptions'] });
  const r = record();
  c.subscribe(count(1), r.sink);
  await r.waitValues(1);
  assert.equal(c.connection.get(), { status: 'connected', protocol: 'graphql-subscriptions' });
  assert.is(server.stats.protocols.at(-1), 'graphql-subscriptions');
});

negotiation.run();

// ---

for (const protocol of ['graphql-ws', 'graphql-subscriptions'] as WsProtocol[]) {
  const isOld = protocol === 'graphql-subscriptions';
  const speak = (options: SocketClientOptions = {}) => client({ protocols: [protocol], ...options });
  const dialect = suite(`subscriptions-transport-ws: ${protocol}`);

  dialect(isOld ? 'delivers every event in order (this dialect cannot say "complete")' : 'delivers every event in order, then completes', async () => {
    const c = speak();
    const r = record();
    const handle = c.subscribe(count(5), r.sink);
    await r.waitValues(5);
    if (!isOld) await r.waitEnd();
    assert.equal(r.values, [1, 2, 3, 4, 5].map((count) => ({ count })));
    assert.is(r.completed, isOld ? 0 : 1);
    handle.unsubscribe();
    assert.is(c.activeCount, 0);
  });

  dialect('ends with a SubscriptionError at once when the source throws', async () => {
    const clock = createManualClock();
    const c = speak({ clock });
    const r = record();
    const handle = c.subscribe({ query: 'subscription { fail(after: 1) }' }, r.sink);
    await r.waitEnd();
    assert.equal(r.values, [{ fail: 1 }]);
    assert.instance(r.errors[0], SubscriptionError);
    assert.is(r.errors[0]!.message, 'boom');
    assert.equal(handle.retry.get(), { attempt: 0, nextDelayMs: null, lastError: r.errors[0], limit: 5 });
    assert.not.ok(clock.pendingDelays().includes(500), 'no retry scheduled');
    assert.is(c.activeCount, 0);
  });

  dialect('passes validation errors through as a result with errors', async () => {
    const c = speak();
    const r = record();
    c.subscribe({ query: 'subscription { nope }' }, r.sink);
    await r.waitValues(1);
    const result = r.values[0] as { errors: Array<{ message: string }> };
    assert.match(result.errors[0]!.message, /Cannot query field "nope"/);
  });

  dialect('sends the stored token in both forms, and the server reads it', async () => {
    const c = speak({ storage: memoryStorage({ 'apollo-token': 'abc' }) });
    const r = record();
    c.subscribe({ query: 'subscription { secret }' }, r.sink);
    await r.waitValues(1);
    assert.equal(r.values, [{ secret: 'for Bearer abc' }]);
    assert.equal(server.stats.params.at(-1), { Authorization: 'Bearer abc', headers: { Authorization: 'Bearer abc' } });
  });

  dialect('sends configured headers flattened and as headers, the token winning over a configured Authorization', async () => {
    const c = speak({ storage: memoryStorage({ 'apollo-token': 'abc' }), headers: { 'x-api-key': 'k', Authorization: 'Basic no' } });
    const r = record();
    c.subscribe({ query: 'subscription { secret }' }, r.sink);
    await r.waitValues(1);
    assert.equal(r.values, [{ secret: 'for Bearer abc' }]);
    assert.equal(server.stats.params.at(-1), { 'x-api-key': 'k', Authorization: 'Bearer abc', headers: { 'x-api-key': 'k', Authorization: 'Bearer abc' } });
  });

  dialect('sends empty params without a token', async () => {
    const c = speak();
    const r = record();
    c.subscribe({ query: 'subscription { whoami }' }, r.sink);
    await r.waitValues(1);
    assert.equal(r.values, [{ whoami: null }]);
    assert.equal(server.stats.params.at(-1), {});
  });

  dialect(`a rejected init (${isOld ? 'init_fail' : 'connection_error'}) ends the subscription with a ProtocolError`, async () => {
    const clock = createManualClock();
    const c = speak({ clock, storage: memoryStorage({ 'apollo-token': REJECTED_TOKEN }) });
    const r = record();
    const handle = c.subscribe(count(1), r.sink);
    await r.waitEnd();
    assert.is(handle.retry.get().attempt, 0, 'at once, not retried');
    assert.not.ok(clock.pendingDelays().includes(500), 'no retry scheduled');
    assert.instance(r.errors[0], ProtocolError);
    assert.match(r.errors[0]!.message, /Connection rejected: Prohibited connection!/);
    assert.is((r.errors[0] as ProtocolError).protocol, protocol);
    assert.equal(c.connection.get(), { status: 'closed', error: r.errors[0] });
  });

  dialect('reconnect() sends the changed token and keeps the subscription, resumed once', async () => {
    const storage = memoryStorage({ 'apollo-token': 'old' });
    const c = speak({ storage });
    const r = record();
    const feeds = server.feedSize;
    const subscribes = server.stats.subscribes;
    c.subscribe({ query: 'subscription { feed }' }, r.sink);
    await waitUntil(() => server.stats.subscribes === subscribes + 1 && server.feedSize === feeds + 1, 3000, 'the feed');
    storage.setItem('apollo-token', 'new');
    const closes = server.stats.closes.length;
    c.reconnect();
    await waitUntil(
      () => server.stats.closes.length > closes && server.stats.subscribes === subscribes + 2 && server.feedSize === feeds + 1,
      3000,
      'the old socket gone and the feed resumed',
    );
    assert.equal(server.stats.params.at(-1), { Authorization: 'Bearer new', headers: { Authorization: 'Bearer new' } });
    server.publish(4);
    await r.waitValues(1);
    assert.equal(r.values, [{ feed: 4 }]);
    c.dispose();
    await waitUntil(() => server.feedSize === feeds, 3000, 'the feed to stop');
  });

  dialect('runs 100 concurrent subscriptions on one socket, each in order', async () => {
    const c = speak();
    const connectionsBefore = server.stats.connections;
    const subscribesBefore = server.stats.subscribes;
    const recorders = Array.from({ length: 100 }, () => record());
    const handles = recorders.map((r) => c.subscribe(count(10), r.sink));
    await waitUntil(() => recorders.every((r) => r.values.length === 10), 10_000, '1000 events');
    for (const r of recorders) assert.equal(r.values, Array.from({ length: 10 }, (_, k) => ({ count: k + 1 })));
    assert.is(server.stats.connections - connectionsBefore, 1);
    assert.is(server.stats.subscribes - subscribesBefore, 100);
    handles.forEach((h) => h.unsubscribe());
    assert.is(c.activeCount, 0);
  });

  dialect('arms the watchdog only once the server sends its first keep-alive', async () => {
    const quiet = createManualClock();
    const c = speak({ clock: quiet });
    const r = record();
    c.subscribe({ query: 'subscription { feed }' }, r.sink);
    await waitUntil(() => c.connection.get().status === 'connected');
    assert.equal(quiet.pendingDelays(), [], 'no watchdog for a server without keep-alive');

    const withKa = await startSubscriptionsTransportWsServer({ keepAliveMs: 60_000 });
    try {
      const clock = createManualClock();
      const k = speak({ url: withKa.url, clock });
      k.subscribe({ query: 'subscription { feed }' }, record().sink);
      await waitUntil(() => clock.pendingDelays().includes(30_000), 3000, 'the watchdog');
      assert.equal(clock.pendingDelays(), [30_000]);
      k.dispose();
    } finally {
      await withKa.close();
    }
  });

  dialect.run();
}

// ---

const end = suite('subscriptions-transport-ws: teardown');

end('closes every client and the server', async () => {
  for (const c of clients) c.dispose();
  await server.close();
  assert.ok(clients.every((c) => c.connection.get().status === 'closed'));
});

end.run();
