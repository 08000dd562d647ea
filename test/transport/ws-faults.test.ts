// Faults against real servers on 127.0.0.1: graphql-ws's and subscriptions-transport-ws's servers
// restarted mid-stream, and raw `ws` servers scripted to never ack, go silent, close with each
// relevant code, or send malformed and unknown frames. Timers that matter run on a manual clock.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { ParseError, SocketClosedError, createSocketClient } from '../../src/transport/ws-index.ts';
import { createManualClock } from '../helpers/clock.ts';
import {
  memoryStorage,
  record,
  socketClients,
  startGraphqlWsServer,
  startRawServer,
  startSubscriptionsTransportWsServer,
  waitUntil,
  watchChanges,
  type RawServer,
} from '../helpers/ws-servers.ts';

const { client, clients } = socketClients({ random: () => 0 });
const feed = { query: 'subscription { feed }' };
const status = (c: ReturnType<typeof createSocketClient>) => c.connection.get().status;

/** A raw graphql-transport-ws server that acknowledges every init. */
function acking(socket: WebSocket, then?: (frame: { type: string; id?: string }) => void) {
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data));
    if (frame.type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }));
    else then?.(frame);
  });
}

// ---

const restart = suite('faults: server restart mid-stream');

for (const [name, start, protocol] of [
  ['graphql-ws server', startGraphqlWsServer, 'graphql-transport-ws'],
  ['subscriptions-transport-ws server', startSubscriptionsTransportWsServer, 'graphql-ws'],
] as const) {
  restart(`resumes every subscription exactly once (${name})`, async () => {
    const server = await start();
    try {
      const c = client({ url: server.url, protocols: [protocol] });
      const recorders = Array.from({ length: 20 }, () => record());
      recorders.forEach((r) => c.subscribe(feed, r.sink));
      await waitUntil(() => server.feedSize === 20, 3000, '20 live feeds');
      server.publish(1);
      await waitUntil(() => recorders.every((r) => r.values.length === 1));
      const before = server.stats.subscribes;

      await server.restart();
      await waitUntil(() => server.stats.subscribes - before >= 20 && server.feedSize === 20, 5000, 'the feeds to resume');
      assert.is(server.stats.subscribes - before, 20);
      assert.is(server.stats.connections, 2);
      server.publish(2);
      await waitUntil(() => recorders.every((r) => r.values.length >= 2));
      for (const r of recorders) assert.equal(r.values, [{ feed: 1 }, { feed: 2 }]);
      assert.is(c.activeCount, 20);
      assert.equal(c.connection.get(), { status: 'connected', protocol });
      c.dispose();
      await waitUntil(() => server.feedSize === 0, 3000, 'the feeds to stop');
    } finally {
      await server.close();
    }
  });
}

restart('a subscription stopped during the reconnect is not resumed and sends nothing stale', async () => {
  let connection = 0;
  const server = await startRawServer('graphql-transport-ws', (socket) => {
    const n = ++connection;
    acking(socket, (frame) => {
      if (n === 1 && frame.type === 'subscribe' && frame.id === '2') socket.close(1001, 'Going away');
    });
  });
  try {
    const clock = createManualClock();
    const c = client({ url: server.url, clock });
    const a = c.subscribe(feed, record().sink);
    const b = record();
    c.subscribe(feed, b.sink);
    await waitUntil(() => status(c) === 'reconnecting', 3000, 'the drop');
    a.unsubscribe();
    clock.advance(100);
    await waitUntil(() => server.received.filter((f) => f.type === 'subscribe').length === 3, 3000, 'the resume');
    await waitUntil(() => status(c) === 'connected');
    assert.equal(
      server.received.map((f) => [f.type, f.id]),
      [['connection_init', undefined], ['subscribe', '1'], ['subscribe', '2'], ['connection_init', undefined], ['subscribe', '2']],
    );
    assert.is(c.activeCount, 1);
    assert.equal(b.errors, []);
  } finally {
    await server.close();
  }
});

restart('a changed token and reconnect(): the server sees the new token, subscriptions continue', async () => {
  const server = await startGraphqlWsServer();
  try {
    const storage = memoryStorage({ 'apollo-token': 'before' });
    const c = client({ url: server.url, storage });
    const r = record();
    c.subscribe(feed, r.sink);
    await waitUntil(() => server.feedSize === 1);
    storage.setItem('apollo-token', 'after');
    c.reconnect();
    await waitUntil(
      () => server.stats.closes.length === 1 && server.stats.subscribes === 2 && server.feedSize === 1 && status(c) === 'connected',
      3000,
      'the old socket gone and the feed resumed',
    );
    assert.equal(server.stats.params, [
      { Authorization: 'Bearer before', headers: { Authorization: 'Bearer before' } },
      { Authorization: 'Bearer after', headers: { Authorization: 'Bearer after' } },
    ]);
    assert.is(server.stats.subscribes, 2);
    server.publish(5);
    await r.waitValues(1);
    const who = record();
    c.subscribe({ query: 'subscription { whoami }' }, who.sink);
    await who.waitEnd();
    assert.equal(who.values, [{ whoami: 'Bearer after' }]);
    assert.equal(r.values, [{ feed: 5 }]);
    assert.equal(r.errors, []);
    c.dispose();
  } finally {
    await server.close();
  }
});

restart.run();

// ---

const liveness = suite('faults: acknowledgement and liveness');

liveness('replaces a socket the server accepts but never acknowledges, after 30000 ms', async () => {
  const server = await startRawServer('graphql-transport-ws', () => {});
  try {
    const clock = createManualClock();
    const c = client({ url: server.url, clock });
    c.subscribe(feed, record().sink);
    await waitUntil(() => server.received.length === 1, 3000, 'connection_init');
    clock.advance(29_999);
    assert.is(server.stats.closes.length, 0);
    clock.advance(1);
    await waitUntil(() => server.stats.closes.length === 1, 3000, 'the close');
    assert.equal(server.stats.closes, [4504]);
    assert.equal(c.connection.get(), {
      status: 'reconnecting', attempt: 1, delayMs: 100, lastError: new SocketClosedError(4504, 'Acknowledgement timeout', false),
    });
    clock.advance(100);
    await waitUntil(() => server.received.length === 2, 3000, 'the second connection_init');
    assert.is(server.stats.connections, 2);
  } finally {
    await server.close();
  }
});

liveness('replaces a socket that goes silent (no pong) after 30000 ms', async () => {
  const server = await startRawServer('graphql-transport-ws', (socket) => acking(socket));
  try {
    const clock = createManualClock();
    const c = client({ url: server.url, clock });
    c.subscribe(feed, record().sink);
    await waitUntil(() => status(c) === 'connected');
    clock.advance(10_000);
    await waitUntil(() => server.received.some((f) => f.type === 'ping'), 3000, 'a ping');
    clock.advance(19_999);
    assert.is(server.stats.closes.length, 0);
    clock.advance(1);
    await waitUntil(() => server.stats.closes.length === 1, 3000, 'the close');
    assert.equal(server.stats.closes, [4499]);
    clock.advance(100);
    await waitUntil(() => status(c) === 'connected' && server.stats.connections === 2, 3000, 'a new socket');
  } finally {
    await server.close();
  }
});

liveness('keeps a socket whose server answers each ping (graphql-ws server)', async () => {
  const server = await startGraphqlWsServer();
  try {
    const clock = createManualClock();
    let received = 0;
    /** Counts frames the client receives, so time moves on only after each pong has arrived. */
    class CountingWebSocket extends WebSocket {
      constructor(url: string, protocols: string[]) {
        super(url, protocols);
        this.addEventListener('message', () => {
          received++;
          watchChanges.poke();
        });
      }
    }
    const c = client({ url: server.url, clock, WebSocket: CountingWebSocket });
    c.subscribe(feed, record().sink);
    await waitUntil(() => status(c) === 'connected');
    for (let i = 0; i < 6; i++) {
      const before = received;
      clock.advance(10_000);
      await waitUntil(() => received > before, 3000, 'the pong');
    }
    assert.is(clock.now(), 60_000);
    assert.is(status(c), 'connected');
    assert.is(server.stats.connections, 1);
  } finally {
    await server.close();
  }
});

liveness.run();

// ---

const codes = suite('faults: close codes from a real server');

for (const [code, isFatal] of [
  [1000, false], [1001, false], [1006, false], [1011, true], [4400, true], [4401, true], [4403, true],
  [4406, true], [4408, false], [4409, true], [4429, true], [4500, true],
] as const) {
  codes(`${code} ${isFatal ? 'ends the subscription at once' : 'reconnects and resumes'}`, async () => {
    let connection = 0;
    const server: RawServer = await startRawServer('graphql-transport-ws', (socket) => {
      const n = ++connection;
      acking(socket, (frame) => {
        if (n > 1 || frame.type !== 'subscribe') return;
        if (code === 1006) socket.terminate();
        else socket.close(code, 'scripted');
      });
    });
    try {
      const clock = createManualClock();
      const c = client({ url: server.url, clock });
      const r = record();
      const handle = c.subscribe(feed, r.sink);
      await waitUntil(() => status(c) === (isFatal ? 'closed' : 'reconnecting'), 3000, 'the close');
      const reason = code === 1006 ? '' : 'scripted';
      const error = new SocketClosedError(code, reason, isFatal);
      if (isFatal) {
        await r.waitEnd();
        assert.equal(r.errors, [error]);
        assert.equal(handle.retry.get(), { attempt: 0, nextDelayMs: null, lastError: error, limit: 5 });
        assert.equal(clock.pendingDelays(), [], 'nothing retries');
        assert.is(server.stats.subscribes, 1);
        return c.dispose();
      }
      assert.equal(c.connection.get(), { status: 'reconnecting', attempt: 1, delayMs: 100, lastError: error });
      clock.advance(100);
      await waitUntil(() => server.stats.subscribes === 2 && status(c) === 'connected', 3000, 'the resubscribe');
      assert.equal(r.errors, []);
      c.dispose();
    } finally {
      await server.close();
    }
  });
}

codes.run();

// ---

const frames = suite('faults: malformed and unknown frames');

frames('reports each bad frame (a ProtocolError, or a ParseError for an event that is no GraphQL response) and keeps delivering', async () => {
  const server = await startRawServer('graphql-transport-ws', (socket) =>
    acking(socket, (frame) => {
      if (frame.type !== 'subscribe') return;
      for (const bad of ['{oops', '"just a string"', '[]', JSON.stringify({ type: 'surprise' }), JSON.stringify({ id: frame.id, type: 'next' })]) socket.send(bad);
      socket.send(JSON.stringify({ type: 'ping' }));
      socket.send(JSON.stringify({ id: frame.id, type: 'next', payload: { data: { feed: 1 } } }));
    }),
  );
  try {
    const c = client({ url: server.url });
    const seen: string[] = [];
    c.problems.subscribe((p) => p && seen.push(p.message));
    const r = record();
    c.subscribe(feed, r.sink);
    await r.waitValues(1);
    assert.equal(r.values, [{ feed: 1 }]);
    assert.is(seen.length, 5);
    assert.ok(seen.slice(0, 4).every((m) => m.startsWith('Expected a graphql-transport-ws message, received')), seen.join('\n'));
    assert.is(seen[4], 'Expected a GraphQL response, received "{"id":"1","type":"next"}": not a JSON object');
    assert.instance(c.problems.get(), ParseError);
    await waitUntil(() => server.received.some((f) => f.type === 'pong'), 3000, 'the pong');
    assert.is(status(c), 'connected');
    c.dispose();
  } finally {
    await server.close();
  }
});

for (const [protocol, init, ack, start, data] of [
  ['graphql-ws', 'connection_init', 'connection_ack', 'start', 'data'],
  ['graphql-subscriptions', 'init', 'init_success', 'subscription_start', 'subscription_data'],
] as const) {
  frames(`${protocol}: a ${data} payload that is no GraphQL response is a ParseError on problems, and the feed goes on`, async () => {
    const server = await startRawServer(protocol, (socket) =>
      socket.on('message', (raw) => {
        const frame = JSON.parse(String(raw));
        if (frame.type === init) socket.send(JSON.stringify({ type: ack }));
        if (frame.type !== start) return;
        for (const payload of [{ data: 1 }, { errors: 'x' }, { errors: [null] }, { errors: [] }]) socket.send(JSON.stringify({ id: frame.id, type: data, payload }));
        socket.send(JSON.stringify({ id: frame.id, type: data, payload: { data: { feed: 1 } } }));
      }),
    );
    try {
      const c = client({ url: server.url, protocols: [protocol] });
      const reasons: string[] = [];
      c.problems.subscribe((p) => p instanceof ParseError && reasons.push(p.reason));
      const r = record();
      c.subscribe(feed, r.sink);
      await r.waitValues(1);
      assert.equal(r.values, [{ feed: 1 }]);
      assert.equal(reasons, ['"data" is not an object or null', '"errors" is not a list', 'an error has no string "message"', 'neither "data" nor an error']);
      c.dispose();
    } finally {
      await server.close();
    }
  });
}

frames.run();

// ---

const end = suite('faults: teardown');

end('leaves no client open', () => {
  for (const c of clients) c.dispose();
  assert.ok(clients.every((c) => c.activeCount === 0));
});

end.run();
