// The socket client's lifecycle and exact schedules, with a hand-driven FakeWebSocket and a manual
// clock (protocol behaviour against the real servers is in ws-*.test.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as c from '../../src/transport/constants.ts';
import {
  NetworkError,
  NoSubscriptionAddressError,
  ParseError,
  ProtocolError,
  SocketClosedError,
  SubscriptionError,
  createSocketClient,
  type ConnectionState,
  type RetryState,
  type SocketClientOptions,
  type WsProtocol,
} from '../../src/transport/ws-index.ts';
import { parse, type DocumentNode } from 'graphql';
import { createManualClock, type ManualClock } from '../helpers/clock.ts';
import { FakeWebSocket, memoryStorage, record } from '../helpers/ws-servers.ts';

const URL = 'ws://fake.test/graphql';

/** graphql-typed-document-node's TypedDocumentNode, as code generators emit it (no runtime package). */
interface TypedDocumentNode<TResult, TVariables> extends DocumentNode {
  __apiType?: (variables: TVariables) => TResult;
}
const feed = { query: 'subscription { feed }' };

function setup(options: SocketClientOptions = {}) {
  FakeWebSocket.instances = [];
  const clock = options.clock as ManualClock | undefined ?? createManualClock();
  const storage = memoryStorage();
  const client = createSocketClient({ url: URL, WebSocket: FakeWebSocket, clock, storage, random: () => 0, events: null, ...options });
  const states: ConnectionState[] = [];
  client.connection.subscribe((s) => states.push(s));
  return { client, clock, storage, states };
}

/** One macrotask: lets promise chains (async connection params) settle. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** Opens the last socket with `protocol` and acknowledges it. */
function accept(protocol = 'graphql-transport-ws') {
  const ws = FakeWebSocket.last;
  ws.open(protocol);
  ws.receive({ type: protocol === 'graphql-subscriptions' ? 'init_success' : 'connection_ack' });
  return ws;
}

// ---

const lifecycle = suite('createSocketClient: lifecycle');

lifecycle('fails at once without an address and opens nothing', () => {
  const { client } = setup({ url: null });
  const r = record();
  const handle = client.subscribe(feed, r.sink);
  assert.instance(r.errors[0], NoSubscriptionAddressError);
  assert.is(FakeWebSocket.instances.length, 0);
  assert.is(handle.retry.get().lastError, r.errors[0]);
  assert.is(client.activeCount, 0);
  assert.equal(client.connection.get(), { status: 'idle' });
});

lifecycle('throws a TypeError at once for a document without its source text, opening nothing', () => {
  const { client } = setup();
  assert.throws(() => client.subscribe({ query: parse('subscription { feed }', { noLocation: true }) }, record().sink), (e: unknown) => e instanceof TypeError);
  assert.is(FakeWebSocket.instances.length, 0);
  assert.is(client.activeCount, 0);
});

lifecycle('hands subscribe() sinks results typed by the type argument', () => {
  const { client } = setup();
  const seen: number[] = [];
  client.subscribe<{ feed: number }>(feed, { next: (result) => seen.push(result.data?.feed ?? 0), error() {}, complete() {} });
  accept().receive({ id: '1', type: 'next', payload: { data: { feed: 4 } } });
  assert.equal(seen, [4]);
});

lifecycle('attaches the online listener with the first socket and removes it when none is wanted', () => {
  const listeners = new Set<unknown>();
  const events = { addEventListener: (_: string, l: unknown) => listeners.add(l), removeEventListener: (_: string, l: unknown) => listeners.delete(l) };
  const { client, clock } = setup({ events });
  assert.is(listeners.size, 0, 'none before any socket');
  const first = client.subscribe(feed, record().sink);
  assert.is(listeners.size, 1, 'attached while connecting');
  const second = client.subscribe(feed, record().sink);
  accept();
  assert.is(listeners.size, 1, 'once, however many subscriptions');
  first.unsubscribe();
  second.unsubscribe();
  clock.advance(c.WS_LAZY_CLOSE_MS);
  assert.is(client.connection.get().status, 'idle');
  assert.is(listeners.size, 0, 'removed with the last socket');
  client.subscribe(feed, record().sink);
  assert.is(listeners.size, 1, 'attached again with the next');
  client.dispose();
  assert.is(listeners.size, 0, 'removed on dispose');
});

lifecycle('the online event reconnects at once during a backoff wait', () => {
  const listeners: Array<() => void> = [];
  const events = { addEventListener: (_: string, l: () => void) => listeners.push(l), removeEventListener() {} };
  const { client } = setup({ events });
  client.subscribe(feed, record().sink);
  accept().serverClose(1006);
  assert.is(client.connection.get().status, 'reconnecting');
  listeners[0]!();
  assert.is(client.connection.get().status, 'connecting');
  assert.is(FakeWebSocket.instances.length, 2);
});

lifecycle('sends configured headers in the connection params, as headers and flattened, read at each connection', () => {
  let n = 0;
  const { client, storage } = setup({ headers: () => ({ 'x-hasura-role': `r${++n}`, authorization: 'Basic abc' }) });
  client.subscribe(feed, record().sink);
  FakeWebSocket.last.open();
  assert.equal(FakeWebSocket.last.sent[0]!.payload, {
    'x-hasura-role': 'r1', authorization: 'Basic abc',
    headers: { 'x-hasura-role': 'r1', authorization: 'Basic abc' },
  });
  FakeWebSocket.last.receive({ type: 'connection_ack' });
  storage.setItem('apollo-token', 'tok');
  client.reconnect();
  FakeWebSocket.last.open();
  assert.equal(FakeWebSocket.last.sent[0]!.payload, {
    'x-hasura-role': 'r2', Authorization: 'Bearer tok',
    headers: { 'x-hasura-role': 'r2', Authorization: 'Bearer tok' },
  }, "the stored token's Authorization replaces a configured one");
});

lifecycle('merges the connectionParams option over the header params, read at each connection', () => {
  let n = 0;
  const { client, storage } = setup({ headers: { 'x-a': '1' }, connectionParams: () => ({ tenant: `t${++n}` }) });
  storage.setItem('apollo-token', 'tok');
  client.subscribe(feed, record().sink);
  const first = accept();
  assert.equal(first.sent[0]!.payload, { 'x-a': '1', Authorization: 'Bearer tok', headers: { 'x-a': '1', Authorization: 'Bearer tok' }, tenant: 't1' });
  client.reconnect();
  FakeWebSocket.last.open();
  assert.equal(FakeWebSocket.last.sent[0]!.payload, { 'x-a': '1', Authorization: 'Bearer tok', headers: { 'x-a': '1', Authorization: 'Bearer tok' }, tenant: 't2' });
});

lifecycle('awaits async connectionParams before connection_init, within the acknowledgement timeout', async () => {
  const pending: Array<(params: Record<string, unknown>) => void> = [];
  const { client, clock } = setup({ connectionParams: () => new Promise((resolve) => pending.push(resolve)) });
  client.subscribe(feed, record().sink);
  const ws = FakeWebSocket.last;
  ws.open();
  assert.equal(ws.sent, [], 'nothing before the params resolve');
  assert.equal(clock.pendingDelays(), [30000], 'the acknowledgement timeout already runs');
  pending[0]!({ token: 'fresh' });
  await settled();
  assert.equal(ws.sent, [{ type: 'connection_init', payload: { token: 'fresh' } }]);
  ws.receive({ type: 'connection_ack' });
  assert.equal(ws.sentTypes(), ['connection_init', 'subscribe']);

  // Params that never resolve are cut by the acknowledgement timeout, and a late answer for a
  // socket already replaced sends nothing.
  client.reconnect();
  const slow = FakeWebSocket.last;
  slow.open();
  clock.advance(30_000);
  assert.equal(slow.closedWith, { code: 4504, reason: 'Acknowledgement timeout' });
  pending[1]!({ token: 'late' });
  await settled();
  assert.equal(slow.sent, []);
});

lifecycle('hands the caller a ProtocolError at once when connectionParams throws or rejects', async () => {
  for (const connectionParams of [
    () => {
      throw new Error('no session');
    },
    () => Promise.reject(new Error('no session')),
  ]) {
    const { client, clock } = setup({ connectionParams });
    const r = record();
    client.subscribe(feed, r.sink);
    FakeWebSocket.last.open();
    await settled();
    assert.instance(r.errors[0], ProtocolError);
    assert.match(r.errors[0]!.message, /Connection params failed: Error: no session/);
    assert.equal(FakeWebSocket.last.closedWith, { code: 1000, reason: undefined });
    assert.equal(clock.pendingDelays(), []);
  }
});

lifecycle('connects lazily on the first subscription, offering the three dialects', () => {
  const { client, states } = setup();
  assert.is(FakeWebSocket.instances.length, 0);
  client.subscribe(feed, record().sink);
  assert.is(FakeWebSocket.instances.length, 1);
  assert.equal(FakeWebSocket.last.protocols, ['graphql-transport-ws', 'graphql-ws', 'graphql-subscriptions']);
  assert.equal(states, [{ status: 'connecting', attempt: 0 }]);
});

lifecycle('sends init with empty params, and subscribes only after the ack', () => {
  const { client } = setup();
  client.subscribe(feed, record().sink);
  const ws = FakeWebSocket.last;
  ws.open();
  assert.equal(ws.sent, [{ type: 'connection_init', payload: {} }]);
  ws.receive({ type: 'connection_ack' });
  assert.equal(ws.sent[1], { id: '1', type: 'subscribe', payload: feed });
  assert.equal(client.connection.get(), { status: 'connected', protocol: 'graphql-transport-ws' });
});

lifecycle('reads the token when each connection opens', () => {
  const { client, storage } = setup();
  client.subscribe(feed, record().sink);
  storage.setItem('apollo-token', 'late');
  const ws = FakeWebSocket.last;
  ws.open();
  assert.equal(ws.sent[0]!.payload, { Authorization: 'Bearer late', headers: { Authorization: 'Bearer late' } });
});

lifecycle('keeps one socket and one attempt in flight for many subscriptions', () => {
  const { client } = setup();
  for (let i = 0; i < 5; i++) client.subscribe(feed, record().sink);
  assert.is(FakeWebSocket.instances.length, 1);
  const ws = accept();
  assert.equal(ws.sent.slice(1).map((f) => f.id), ['1', '2', '3', '4', '5']);
  assert.is(client.activeCount, 5);
});

lifecycle('delivers next, then complete, and empties the registry', () => {
  const { client } = setup();
  const r = record();
  client.subscribe(feed, r.sink);
  const ws = accept();
  ws.receive({ id: '1', type: 'next', payload: { data: { feed: 1 } } });
  ws.receive({ id: '1', type: 'complete' });
  ws.receive({ id: '1', type: 'next', payload: { data: { feed: 2 } } });
  assert.equal(r.values, [{ feed: 1 }]);
  assert.is(r.completed, 1);
  assert.is(client.activeCount, 0);
});

lifecycle('closes 300 ms after the last subscription ends; a quick resubscribe reuses the socket', () => {
  const { client, clock } = setup();
  const a = client.subscribe(feed, record().sink);
  const ws = accept();
  a.unsubscribe();
  assert.equal(ws.sent.at(-1), { id: '1', type: 'complete' });
  clock.advance(299);
  const b = client.subscribe(feed, record().sink);
  clock.advance(10_000);
  assert.is(ws.closedWith, undefined);
  assert.is(FakeWebSocket.instances.length, 1);
  assert.equal(ws.sent.find((f) => f.id === '2'), { id: '2', type: 'subscribe', payload: feed });
  b.unsubscribe();
  clock.advance(299);
  assert.is(ws.closedWith, undefined);
  clock.advance(1);
  assert.equal(ws.closedWith, { code: 1000, reason: undefined });
  assert.equal(client.connection.get(), { status: 'idle' });
});

lifecycle('a shouldRetry that throws ends the subscription with what it threw, and the socket closes as after any end', () => {
  // Review finding 12: the exception escaped into onmessage's catch, so the sink never heard and
  // the subscription stayed counted, keeping the socket open.
  const thrown = new Error('hook failed');
  const { client, clock } = setup({ retry: { shouldRetry: () => { throw thrown; } } });
  const r = record();
  const handle = client.subscribe(feed, r.sink);
  const ws = accept();
  ws.receive({ id: '1', type: 'error', payload: [{ message: 'no' }] });
  assert.equal(r.errors, [thrown]);
  assert.is(handle.retry.get().lastError, thrown);
  assert.is(client.activeCount, 0);
  clock.advance(300);
  assert.equal(ws.closedWith, { code: 1000, reason: undefined });
});

lifecycle('sends connection_terminate before each deliberate close of a legacy socket', () => {
  const { client, clock } = setup({ protocols: ['graphql-ws'] });
  client.subscribe(feed, record().sink).unsubscribe();
  accept('graphql-ws');
  clock.advance(300);
  assert.equal(FakeWebSocket.last.sentTypes(), ['connection_init', 'connection_terminate']);

  client.subscribe(feed, record().sink);
  const ws = accept('graphql-ws');
  client.reconnect();
  assert.equal(ws.sentTypes(), ['connection_init', 'start', 'connection_terminate']);
  assert.equal(ws.closedWith, { code: 1000, reason: 'Reconnect' });
  const next = accept('graphql-ws');
  client.dispose();
  assert.equal(next.sentTypes(), ['connection_init', 'start', 'stop', 'connection_terminate']);
});

lifecycle('resumes each active subscription exactly once after a drop; one stopped meanwhile sends nothing', () => {
  const { client, clock } = setup();
  const a = client.subscribe(feed, record().sink);
  const b = record();
  client.subscribe(feed, b.sink);
  const first = accept();
  first.serverClose(1006);
  a.unsubscribe();
  assert.equal(first.sentTypes(), ['connection_init', 'subscribe', 'subscribe']);
  clock.advance(100);
  const second = accept();
  assert.equal(second.sent.slice(1), [{ id: '2', type: 'subscribe', payload: feed }]);
  second.receive({ id: '2', type: 'next', payload: { data: { feed: 9 } } });
  second.receive({ type: 'connection_ack' });
  assert.equal(second.sentTypes(), ['connection_init', 'subscribe']);
  assert.equal(b.values, [{ feed: 9 }]);
  assert.is(client.activeCount, 1);
});

lifecycle('waits for the pending backoff instead of opening a second socket', () => {
  const { client, clock } = setup();
  client.subscribe(feed, record().sink);
  accept().serverClose(1001);
  client.subscribe(feed, record().sink);
  assert.is(FakeWebSocket.instances.length, 1);
  clock.advance(100);
  assert.is(FakeWebSocket.instances.length, 2);
  assert.equal(accept().sent.slice(1).map((f) => f.id), ['1', '2']);
});

lifecycle('reconnects only while a subscription is active', () => {
  const { client, clock } = setup();
  const a = client.subscribe(feed, record().sink);
  const ws = accept();
  a.unsubscribe();
  ws.serverClose(1006);
  assert.equal(client.connection.get(), { status: 'idle' });
  assert.equal(clock.pendingDelays(), []);

  const b = client.subscribe(feed, record().sink);
  accept().serverClose(1006);
  assert.is(client.connection.get().status, 'reconnecting');
  b.unsubscribe();
  assert.equal(client.connection.get(), { status: 'idle' });
  assert.equal(clock.pendingDelays(), []);
});

lifecycle('uses fresh ids for retries, so ids never collide', () => {
  const { client, clock } = setup({ retry: { shouldRetry: () => true } });
  client.subscribe(feed, record().sink);
  client.subscribe(feed, record().sink);
  const ws = accept();
  ws.receive({ id: '1', type: 'error', payload: [{ message: 'no' }] });
  clock.advance(500);
  const ids = ws.sent.filter((f) => f.type === 'subscribe').map((f) => f.id);
  assert.equal(ids, ['1', '2', '3']);
});

lifecycle('reconnect() reopens at once with the new token and resumes every subscription once', () => {
  const { client, storage } = setup();
  const r = record();
  client.subscribe(feed, r.sink);
  client.subscribe(feed, record().sink);
  const first = accept();
  storage.setItem('apollo-token', 'fresh');
  client.reconnect();
  assert.equal(first.closedWith, { code: 1000, reason: 'Reconnect' });
  const second = accept();
  assert.equal(second.sent[0]!.payload, { Authorization: 'Bearer fresh', headers: { Authorization: 'Bearer fresh' } });
  assert.equal(second.sent.slice(1).map((f) => [f.type, f.id]), [['subscribe', '1'], ['subscribe', '2']]);
  assert.equal(r.errors, []);
});

lifecycle('reconnects at once when the browser comes back online', () => {
  const events = new EventTarget();
  const { client, clock } = setup({ events, random: () => 0.99 });
  client.subscribe(feed, record().sink);
  accept().serverClose(1006);
  assert.equal(clock.pendingDelays(), [149]);
  events.dispatchEvent(new Event('online'));
  assert.is(FakeWebSocket.instances.length, 2);
  assert.equal(clock.pendingDelays(), [1000], 'only the new connect timeout');
});

lifecycle('dispose completes every subscription, closes the socket, cancels every timer, and refuses new ones', () => {
  const events = new EventTarget();
  const { client, clock } = setup({ events });
  const r = record();
  client.subscribe(feed, r.sink);
  const ws = accept();
  client.dispose();
  assert.equal(ws.closedWith, { code: 1000, reason: undefined });
  assert.equal(ws.sent.at(-1), { id: '1', type: 'complete' }, 'stopped on the server');
  assert.equal(clock.pendingDelays(), []);
  assert.equal(client.connection.get(), { status: 'closed', error: null });
  events.dispatchEvent(new Event('online'));
  assert.is(FakeWebSocket.instances.length, 1);
  assert.is(r.completed, 1, 'the sink hears that it ended');
  assert.equal(r.errors, []);
  assert.is(client.activeCount, 0);
  client.dispose();
  assert.is(r.completed, 1, 'once');

  const late = record();
  client.subscribe(feed, late.sink);
  assert.equal(late.errors, [new SocketClosedError(1000, 'Disposed', false)]);
  assert.equal(clock.pendingDelays(), [], 'no retry after dispose');
  assert.is(FakeWebSocket.instances.length, 1);
});

lifecycle('dispose completes subscriptions that are connecting or waiting for a retry, whatever shouldRetry says', () => {
  const { client, clock } = setup({ retry: { shouldRetry: () => true } });
  const waiting = record();
  const connecting = record();
  client.subscribe(feed, waiting.sink);
  accept().receive({ id: '1', type: 'error', payload: [{ message: 'no' }] });
  assert.equal(clock.pendingDelays().includes(500), true, 'a retry is pending');
  client.reconnect();
  client.subscribe(feed, connecting.sink);
  client.dispose();
  assert.equal([waiting.completed, connecting.completed], [1, 1]);
  assert.equal([waiting.errors, connecting.errors], [[], []]);
  assert.equal(clock.pendingDelays(), []);
  const late = record();
  client.subscribe(feed, late.sink);
  assert.equal(clock.pendingDelays(), [], 'the hook is not asked after dispose');
});

lifecycle('remembers the dialect that worked per client, or in a map the caller shares', () => {
  const { client } = setup();
  client.subscribe(feed, record().sink);
  FakeWebSocket.last.open('graphql-transport-ws');
  FakeWebSocket.last.serverClose(1002);
  accept('graphql-ws');
  client.reconnect();
  assert.equal(FakeWebSocket.last.protocols, ['graphql-ws', 'graphql-transport-ws', 'graphql-subscriptions'], 'offered first next time');
  const other = createSocketClient({ url: URL, WebSocket: FakeWebSocket, clock: createManualClock(), events: null });
  other.subscribe(feed, record().sink);
  assert.equal(FakeWebSocket.last.protocols, ['graphql-transport-ws', 'graphql-ws', 'graphql-subscriptions'], 'another client learns for itself');

  const shared = new Map<string, WsProtocol>([[URL, 'graphql-subscriptions']]);
  const { client: third } = setup({ workingProtocols: shared });
  third.subscribe(feed, record().sink);
  assert.equal(FakeWebSocket.last.protocols, ['graphql-subscriptions', 'graphql-transport-ws', 'graphql-ws']);
  accept('graphql-ws');
  assert.is(shared.get(URL), 'graphql-ws');
});

lifecycle.run();

// ---

const timings = suite('createSocketClient: exact schedules');

timings('replaces a socket not open in time after 1000, 1200, 1440, 1728, 2073.6 … ≤ 30000 ms', () => {
  const { client, clock, states } = setup();
  client.subscribe(feed, record().sink);
  const timeouts: number[] = [];
  const backoff: number[] = [];
  for (let n = 0; n < 21; n++) {
    const ws = FakeWebSocket.last;
    timeouts.push(clock.runNext()!);
    assert.equal(ws.closedWith, { code: 4499, reason: 'Connect timeout' });
    backoff.push(clock.runNext()!);
  }
  assert.equal(timeouts, [
    1000, 1200, 1440, 1728, 2073.6, 2488.32, 2985.984, 3583.181, 4299.817, 5159.78, 6191.736, 7430.084, 8916.1,
    10699.321, 12839.185, 15407.022, 18488.426, 22186.111, 26623.333, 30000, 30000,
  ]);
  assert.equal(backoff, [100, 200, 400, 800, 1600, 3200, 6400, 10000, ...Array(13).fill(10000)]);
  assert.equal(states.slice(0, 3), [
    { status: 'connecting', attempt: 0 },
    { status: 'reconnecting', attempt: 1, delayMs: 100, lastError: new SocketClosedError(4499, 'Connect timeout', false) },
    { status: 'connecting', attempt: 1 },
  ]);
});

timings('jitters each reconnect delay exactly as backo2 for the given random values', () => {
  const randoms = [0.25, 0.15, 0.99, 0.5, 0.4, 0.01, 0.99, 0.3];
  const { client, clock } = setup({ random: () => randoms.shift()! });
  client.subscribe(feed, record().sink);
  const delays: number[] = [];
  for (let n = 0; n < 8; n++) {
    FakeWebSocket.last.serverClose(1006);
    delays.push(clock.pendingDelays()[0]!);
    clock.runNext();
  }
  // nominal 100 200 400 800 1600 3200 6400 12800; ± floor(r·0.5·nominal), + when floor(10r) is odd
  assert.equal(delays, [88, 215, 598, 1000, 1280, 3184, 9568, 10000]);
});

timings('resets the backoff and the connect timeout on the acknowledgement', () => {
  const { client, clock } = setup();
  client.subscribe(feed, record().sink);
  clock.runNext();
  clock.runNext();
  FakeWebSocket.last.serverClose(1006);
  assert.equal(clock.pendingDelays(), [200]);
  clock.runNext();
  assert.equal(clock.pendingDelays(), [1440]);
  accept().serverClose(1006);
  assert.equal(clock.pendingDelays(), [100]);
  clock.runNext();
  assert.equal(clock.pendingDelays(), [1000]);
});

timings('replaces the socket when the acknowledgement has not come within 30000 ms', () => {
  const { client, clock } = setup();
  client.subscribe(feed, record().sink);
  const ws = FakeWebSocket.last;
  clock.advance(999);
  ws.open();
  assert.equal(clock.pendingDelays(), [30000]);
  clock.advance(29_999);
  assert.is(ws.closedWith, undefined);
  clock.advance(1);
  assert.equal(ws.closedWith, { code: 4504, reason: 'Acknowledgement timeout' });
  const state = client.connection.get();
  assert.equal(state, { status: 'reconnecting', attempt: 1, delayMs: 100, lastError: new SocketClosedError(4504, 'Acknowledgement timeout', false) });
});

timings('pings every 10000 ms and replaces a socket silent for 30000 ms', () => {
  const { client, clock } = setup();
  client.subscribe(feed, record().sink);
  const ws = accept();
  assert.equal(clock.pendingDelays(), [10000, 30000]);
  clock.advance(20_000);
  assert.equal(ws.sentTypes().filter((t) => t === 'ping').length, 2);
  clock.advance(5_000);
  ws.receive({ type: 'pong' });
  clock.advance(29_999);
  assert.is(ws.closedWith, undefined);
  assert.equal(ws.sentTypes().filter((t) => t === 'ping').length, 5);
  clock.advance(1);
  assert.equal(ws.closedWith, { code: 4499, reason: 'Keep-alive timeout' });
  assert.is(client.connection.get().status, 'reconnecting');
});

timings('answers the server ping with a pong', () => {
  const { client } = setup();
  client.subscribe(feed, record().sink);
  const ws = accept();
  ws.receive({ type: 'ping' });
  assert.equal(ws.sent.at(-1), { type: 'pong' });
});

timings('only valid messages feed the watchdog: a peer sending garbage is replaced after 30000 ms', () => {
  const { client, clock } = setup();
  client.subscribe(feed, record().sink);
  const ws = accept();
  for (let second = 5; second <= 30; second += 5) {
    clock.advance(5000);
    for (const garbage of ['{oops', '{"type":"surprise"}', '{"id":"1","type":"next","payload":{"data":1}}']) ws.receive(garbage);
  }
  assert.equal(ws.closedWith, { code: 4499, reason: 'Keep-alive timeout' });
  assert.is(client.connection.get().status, 'reconnecting');
});

timings('legacy: sends no ping and arms the watchdog with the first ka', () => {
  const { client, clock } = setup({ protocols: ['graphql-ws'] });
  client.subscribe(feed, record().sink);
  const ws = accept('graphql-ws');
  assert.equal(clock.pendingDelays(), []);
  clock.advance(100_000);
  assert.is(ws.closedWith, undefined);
  ws.receive({ type: 'ka' });
  assert.equal(clock.pendingDelays(), [30000]);
  clock.advance(20_000);
  ws.receive({ type: 'ka' });
  clock.advance(29_999);
  assert.is(ws.closedWith, undefined);
  clock.advance(1);
  assert.equal(ws.closedWith, { code: 4499, reason: 'Keep-alive timeout' });
  assert.equal(ws.sentTypes(), ['connection_init', 'start']);
});

timings('legacy: a ka before the acknowledgement neither cancels the ack timeout nor outlives it', () => {
  const { client, clock } = setup({ protocols: ['graphql-ws'] });
  client.subscribe(feed, record().sink);
  const ws = FakeWebSocket.last;
  ws.open('graphql-ws');
  ws.receive({ type: 'ka' });
  assert.equal(clock.pendingDelays(), [30000], 'only the acknowledgement timeout');
  ws.receive({ type: 'connection_ack' });
  for (let second = 5; second <= 60; second += 5) {
    clock.advance(5000);
    ws.receive({ type: 'ka' });
  }
  assert.is(ws.closedWith, undefined, 'a healthy socket that keeps sending ka stays');
  assert.is(client.connection.get().status, 'connected');
  clock.advance(30_000);
  assert.equal(ws.closedWith, { code: 4499, reason: 'Keep-alive timeout' }, 'and the watchdog still guards it');
});

timings('legacy: a ka before an acknowledgement that never comes still times out at 30000 ms', () => {
  const { client, clock } = setup({ protocols: ['graphql-ws'] });
  client.subscribe(feed, record().sink);
  const ws = FakeWebSocket.last;
  ws.open('graphql-ws');
  for (let i = 0; i < 5; i += 1) {
    clock.advance(5000);
    ws.receive({ type: 'ka' });
  }
  clock.advance(5000);
  assert.equal(ws.closedWith, { code: 4504, reason: 'Acknowledgement timeout' });
});

timings('hands the caller a subscription the server refuses at once, without retrying', () => {
  const { client, clock } = setup();
  const r = record();
  const handle = client.subscribe(feed, r.sink);
  const ws = accept();
  ws.receive({ id: '1', type: 'error', payload: [{ message: 'Cannot query field "nope"' }] });
  assert.equal(r.errors, [new SubscriptionError([{ message: 'Cannot query field "nope"' }])]);
  assert.equal(handle.retry.get(), { attempt: 0, nextDelayMs: null, lastError: r.errors[0], limit: 5 });
  assert.equal(clock.pendingDelays(), [300, 10000, 30000], 'the lazy close, the ping and the watchdog: no retry');
  assert.equal(ws.sentTypes().filter((t) => t === 'subscribe').length, 1);
  assert.is(client.activeCount, 0);
});

timings('retries a transient failure that ends a subscription after 500 … 8000 ms, then ends it with that error', () => {
  const clock = createManualClock();
  let made = 0;
  const Refusing = class {
    constructor() {
      made++;
      throw new Error('no sockets here');
    }
  } as unknown as SocketClientOptions['WebSocket'];
  const client = createSocketClient({ url: URL, WebSocket: Refusing, clock, events: null, storage: null });
  const r = record();
  const handle = client.subscribe(feed, r.sink);
  const retries: RetryState[] = [handle.retry.get()];
  while (clock.pendingDelays().length) {
    clock.runNext();
    retries.push(handle.retry.get());
  }
  assert.equal(retries.map((s) => s.nextDelayMs), [500, 1000, 2000, 4000, 8000, null]);
  assert.equal(retries.map((s) => s.attempt), [1, 2, 3, 4, 5, 5]);
  assert.equal(retries.map((s) => s.limit), [5, 5, 5, 5, 5, 5]);
  assert.is(made, 6);
  assert.is(r.errors.length, 1);
  assert.instance(r.errors[0], NetworkError);
});

timings('carries the configured limit in the retry state, and retries what shouldRetry accepts on the same ladder', () => {
  const { client, clock } = setup({ retry: { limit: 2, shouldRetry: (error, attempt) => error instanceof SubscriptionError && attempt < 5 } });
  const r = record();
  const handle = client.subscribe(feed, r.sink);
  const ws = accept();
  const retries: RetryState[] = [];
  for (let n = 0; n < 3; n++) {
    const id = ws.sent.filter((f) => f.type === 'subscribe').at(-1)!.id;
    ws.receive({ id, type: 'error', payload: [{ message: `fail ${n}` }] });
    retries.push(handle.retry.get());
    clock.advance(handle.retry.get().nextDelayMs ?? 0);
  }
  assert.equal(ws.sent.filter((f) => f.type === 'subscribe').map((f) => f.id), ['1', '2', '3']);
  assert.equal(retries.map((s) => [s.attempt, s.nextDelayMs, s.limit]), [[1, 500, 2], [2, 1000, 2], [2, null, 2]]);
  assert.instance(r.errors[0], SubscriptionError);
  assert.is(r.errors[0]!.message, 'fail 2');
  assert.is(client.activeCount, 0);
});

timings.run();

// ---

const dialects = suite('createSocketClient: dialect fallback and close codes');

dialects('tries the next dialect after 1002 or 4406 before the ack, at once', () => {
  const { client, clock } = setup();
  const r = record();
  client.subscribe(feed, r.sink);
  FakeWebSocket.last.open('graphql-transport-ws');
  FakeWebSocket.last.serverClose(1002);
  assert.equal(FakeWebSocket.last.protocols, ['graphql-ws', 'graphql-subscriptions']);
  FakeWebSocket.last.open('graphql-ws');
  FakeWebSocket.last.serverClose(4406);
  assert.equal(FakeWebSocket.last.protocols, ['graphql-subscriptions']);
  accept('graphql-subscriptions');
  assert.equal(FakeWebSocket.last.sentTypes(), ['init', 'subscription_start']);
  assert.equal(client.connection.get(), { status: 'connected', protocol: 'graphql-subscriptions' });
  assert.equal(r.errors, []);
  assert.is(clock.pendingDelays().length, 0);
});

dialects('ends subscriptions with a fatal error when every dialect is rejected', () => {
  const { client, clock } = setup({ protocols: ['graphql-transport-ws'] });
  const r = record();
  client.subscribe(feed, r.sink);
  FakeWebSocket.last.open();
  FakeWebSocket.last.serverClose(4406, 'Subprotocol not acceptable');
  assert.equal(r.errors, [new SocketClosedError(4406, 'Subprotocol not acceptable', true)], 'at once');
  assert.is(FakeWebSocket.instances.length, 1);
  assert.equal(clock.pendingDelays(), []);
});

dialects('treats 1002 after the ack as fatal, not as a dialect rejection', () => {
  const { client } = setup();
  const r = record();
  client.subscribe(feed, r.sink);
  accept().serverClose(1002);
  assert.equal(r.errors, [new SocketClosedError(1002, '', true)]);
});

for (const [code, isFatal] of [
  [1000, false], [1001, false], [1005, false], [1006, false], [1012, false], [1013, false], [1014, false], [1011, true], [4400, true], [4401, true], [4403, true],
  [4406, true], [4408, false], [4409, true], [4429, true], [4500, true],
] as const) {
  dialects(`${isFatal ? 'ends subscriptions at once on' : 'reconnects after'} close ${code} after the ack`, () => {
    const { client, clock } = setup();
    const r = record();
    const handle = client.subscribe(feed, r.sink);
    accept().serverClose(code, 'why');
    const error = new SocketClosedError(code, 'why', isFatal);
    if (isFatal) {
      assert.equal(client.connection.get(), { status: 'closed', error });
      assert.equal(handle.retry.get(), { attempt: 0, nextDelayMs: null, lastError: error, limit: 5 });
      assert.equal(r.errors, [error]);
      assert.equal(clock.pendingDelays(), []);
      assert.is(FakeWebSocket.instances.length, 1);
      return;
    }
    assert.equal(client.connection.get(), { status: 'reconnecting', attempt: 1, delayMs: 100, lastError: error });
    assert.equal(handle.retry.get().attempt, 0);
    clock.runNext();
    assert.is(FakeWebSocket.instances.length, 2);
    accept();
    assert.equal(FakeWebSocket.last.sentTypes(), ['connection_init', 'subscribe']);
    assert.equal(r.errors, []);
  });
}

dialects('reports malformed and unknown frames without throwing, and keeps going', () => {
  const { client } = setup();
  const r = record();
  client.subscribe(feed, r.sink);
  const ws = accept();
  for (const frame of ['{not json', 'null', '42', JSON.stringify({ type: 'mystery' }), JSON.stringify({ type: 'constructor' })]) {
    ws.receive(frame);
    assert.instance(client.problems.get(), ProtocolError);
    assert.ok(client.problems.get()!.message.includes(frame.slice(0, 10)), client.problems.get()!.message);
  }
  ws.receive({ id: '1', type: 'next', payload: 'x' });
  assert.instance(client.problems.get(), ParseError);
  ws.receive({ id: '1', type: 'next', payload: { data: { feed: 1 } } });
  assert.equal(r.values, [{ feed: 1 }]);
  assert.is(client.connection.get().status, 'connected');
});

dialects('quotes a bad frame in its problem up to WS_FRAME_EXCERPT_CHARS characters', () => {
  const { client } = setup();
  client.subscribe(feed, record().sink);
  const ws = accept();
  const kept = '{' + 'a'.repeat(c.WS_FRAME_EXCERPT_CHARS - 1);
  ws.receive(kept + 'Z'.repeat(100));
  const message = client.problems.get()!.message;
  assert.ok(message.includes(kept), message);
  assert.not.ok(message.includes('Z'), message);
});

for (const protocol of ['graphql-transport-ws', 'graphql-ws', 'graphql-subscriptions']) {
  dialects(`${protocol}: an event that is no GraphQL response is a ParseError on problems, not delivered`, () => {
    const { client } = setup({ protocols: [protocol as WsProtocol] });
    const r = record();
    client.subscribe(feed, r.sink);
    const ws = accept(protocol);
    const next = { 'graphql-transport-ws': 'next', 'graphql-ws': 'data', 'graphql-subscriptions': 'subscription_data' }[protocol];
    for (const [payload, reason] of [
      [{ data: 1 }, '"data" is not an object or null'],
      [{ errors: 'x' }, '"errors" is not a list'],
      [{ errors: [null] }, 'an error has no string "message"'],
      [{ data: { feed: 1 }, errors: 5 }, '"errors" is not a list'],
      [{ errors: [] }, 'neither "data" nor an error'],
    ] as const) {
      ws.receive({ id: '1', type: next, payload });
      const problem = client.problems.get() as ParseError;
      assert.instance(problem, ParseError);
      assert.is(problem.reason, reason);
      assert.is(problem.status, null);
    }
    assert.equal(r.values, []);
    ws.receive({ id: '1', type: next, payload: { data: { feed: 2 } } });
    assert.equal(r.values, [{ feed: 2 }]);
    assert.equal(r.errors, []);
  });
}

dialects('a legacy connection_error after the ack is reported, not fatal', () => {
  const { client } = setup({ protocols: ['graphql-ws'] });
  client.subscribe(feed, record().sink);
  const ws = accept('graphql-ws');
  ws.receive({ type: 'connection_error', payload: { message: 'bad frame' } });
  assert.is(client.problems.get()!.message, 'Connection error: bad frame');
  assert.is(client.connection.get().status, 'connected');
});

dialects.run();

// ---

const iterate = suite('createSocketClient: iterate');

iterate('yields queued and later events, then ends on complete', async () => {
  const { client } = setup();
  const it = client.iterate(feed);
  const ws = accept();
  ws.receive({ id: '1', type: 'next', payload: { data: { feed: 1 } } });
  assert.equal(await it.next(), { value: { data: { feed: 1 } }, done: false });
  const second = it.next();
  ws.receive({ id: '1', type: 'next', payload: { data: { feed: 2 } } });
  assert.equal(await second, { value: { data: { feed: 2 } }, done: false });
  ws.receive({ id: '1', type: 'complete' });
  assert.equal(await it.next(), { value: undefined, done: true });
});

iterate('rejects once with the terminal error, then is done', async () => {
  const { client } = setup();
  const it = client.iterate(feed);
  accept().receive({ id: '1', type: 'error', payload: [{ message: 'nope' }] });
  await it.next().then(
    () => assert.unreachable('should reject'),
    (error) => assert.instance(error, SubscriptionError),
  );
  assert.equal(await it.next(), { value: undefined, done: true });
});

iterate('return() stops the subscription and resolves a pending next', async () => {
  const { client } = setup();
  const it = client.iterate(feed);
  const ws = accept();
  const pending = it.next();
  assert.equal(await it.return(), { value: undefined, done: true });
  assert.equal(await pending, { value: undefined, done: true });
  assert.equal(ws.sent.at(-1), { id: '1', type: 'complete' });
  assert.is(client.activeCount, 0);
});

iterate('settles next() calls made without awaiting, in call order', async () => {
  const { client } = setup();
  const it = client.iterate(feed);
  const ws = accept();
  const first = it.next();
  const second = it.next();
  const third = it.next();
  ws.receive({ id: '1', type: 'next', payload: { data: { feed: 1 } } });
  ws.receive({ id: '1', type: 'next', payload: { data: { feed: 2 } } });
  ws.receive({ id: '1', type: 'complete' });
  assert.equal(await Promise.all([first, second, third]), [
    { value: { data: { feed: 1 } }, done: false },
    { value: { data: { feed: 2 } }, done: false },
    { value: undefined, done: true },
  ]);
});

iterate('keeps at most ITERATE_QUEUE_LIMIT unread events, dropping the oldest', async () => {
  const { client } = setup();
  const it = client.iterate(feed);
  const ws = accept();
  for (let n = 1; n <= c.ITERATE_QUEUE_LIMIT + 2; n++) ws.receive({ id: '1', type: 'next', payload: { data: { feed: n } } });
  assert.equal(await it.next(), { value: { data: { feed: 3 } }, done: false });
  await it.return();
});

iterate('types its results from a TypedDocumentNode and sends the text it carries', async () => {
  const { client } = setup();
  const document = parse('subscription Feed { feed }') as TypedDocumentNode<{ feed: number }, Record<string, never>>;
  const it = client.iterate({ query: document });
  const ws = accept();
  assert.equal(ws.sent.at(-1), { id: '1', type: 'subscribe', payload: { query: 'subscription Feed { feed }' } });
  ws.receive({ id: '1', type: 'next', payload: { data: { feed: 7 } } });
  const { value } = await it.next();
  const feedValue: number | undefined = value?.data?.feed;
  assert.is(feedValue, 7);
  await it.return();
});

iterate('ends a pending loop when the client is disposed', async () => {
  const { client } = setup();
  const seen: unknown[] = [];
  const ws = accept;
  const loop = (async () => {
    for await (const result of client.iterate(feed)) seen.push(result.data);
    return 'ended';
  })();
  ws().receive({ id: '1', type: 'next', payload: { data: { feed: 1 } } });
  await Promise.resolve();
  client.dispose();
  assert.is(await loop, 'ended');
  assert.equal(seen, [{ feed: 1 }]);
  assert.is(client.activeCount, 0);
});

iterate('throw() unsubscribes, resolves pending next() calls with done, and rejects with the error', async () => {
  const { client } = setup();
  const it = client.iterate(feed);
  const ws = accept();
  const pending = it.next();
  const reason = new Error('reader gave up');
  await it.throw(reason).then(
    () => assert.unreachable('should reject'),
    (error) => assert.is(error, reason),
  );
  assert.equal(await pending, { value: undefined, done: true });
  assert.equal(await it.next(), { value: undefined, done: true });
  assert.equal(ws.sent.at(-1), { id: '1', type: 'complete' });
  assert.is(client.activeCount, 0);
});

iterate('keeps every unread event with iterateQueueLimit: Infinity', async () => {
  const { client } = setup({ iterateQueueLimit: Infinity });
  const it = client.iterate(feed);
  const ws = accept();
  for (let n = 1; n <= c.ITERATE_QUEUE_LIMIT + 2; n++) ws.receive({ id: '1', type: 'next', payload: { data: { feed: n } } });
  assert.equal(await it.next(), { value: { data: { feed: 1 } }, done: false });
  await it.return();
});

iterate('a missing address rejects the first next', async () => {
  const { client } = setup({ url: undefined });
  const it = client.iterate(feed);
  await it.next().then(
    () => assert.unreachable('should reject'),
    (error) => assert.instance(error, NoSubscriptionAddressError),
  );
});

iterate.run();
