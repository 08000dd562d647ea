// What the store tells while the live connection is down (issue 16 "States"): a countdown in whole
// seconds that moves on the store's clock, Retry now through the transport's own reconnect, and a
// gap in a running feed once the connection is back (feed-gaps.ts). The schedule runs on a manual clock; the
// drop and the return are a real graphql-ws server stopped and started again on its port.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { createManualClock } from '../helpers/clock.ts';
import { waitForSignals } from '../helpers/signals.ts';
import { startGraphqlWsServer, type WsTestServer } from '../helpers/ws-servers.ts';
import { fakeTransportFactory } from './fake-transport.ts';
import { createMemoryStorage, createStore } from '../../src/store/index.ts';
import { watchFeedGaps } from '../../src/store/feed-gaps.ts';
import { started } from '../helpers/started.ts';

const RECONNECTING = { status: 'reconnecting', attempt: 1, delayMs: 7300, lastError: null } as const;
const CONNECTED = { status: 'connected', protocol: 'graphql-transport-ws' } as const;

const countdown = suite('store.secondsToRetry and retryConnectionNow');

countdown('counts down in whole seconds, once a second, to the attempt', () => {
  const clock = createManualClock();
  const factory = fakeTransportFactory();
  const store = createStore({ createTransport: factory.createTransport, storage: createMemoryStorage(), events: null, clock });
  assert.is(store.secondsToRetry.value, null);
  factory.last.connectionState.set(RECONNECTING);
  const seen = [store.secondsToRetry.value];
  for (let i = 0; i < 8; i++) {
    clock.runNext();
    seen.push(store.secondsToRetry.value);
  }
  assert.equal(seen, [8, 7, 6, 5, 4, 3, 2, 1, 0]);
  assert.equal(clock.pendingDelays(), [], 'nothing ticks once the attempt is due');
  assert.is(clock.now(), 7300);
  factory.last.connectionState.set({ status: 'connecting', attempt: 2 });
  assert.is(store.secondsToRetry.value, null);
  store.dispose();
});

countdown('stops counting when connected, and starts again for the next wait', () => {
  const clock = createManualClock();
  const factory = fakeTransportFactory();
  const store = createStore({ createTransport: factory.createTransport, storage: createMemoryStorage(), events: null, clock });
  factory.last.connectionState.set(RECONNECTING);
  clock.advance(2000);
  assert.is(store.secondsToRetry.value, 6);
  factory.last.connectionState.set(CONNECTED);
  assert.is(store.secondsToRetry.value, null);
  assert.equal(clock.pendingDelays(), []);
  factory.last.connectionState.set({ ...RECONNECTING, delayMs: 1000 });
  assert.is(store.secondsToRetry.value, 1);
  store.dispose();
  assert.equal(clock.pendingDelays(), [], 'dispose leaves no timer');
});

countdown('Retry now reconnects the transport while it waits, and only then', () => {
  const factory = fakeTransportFactory();
  const store = createStore({ createTransport: factory.createTransport, storage: createMemoryStorage(), events: null, clock: createManualClock() });
  store.retryConnectionNow();
  assert.is(factory.last.reconnects, 0, 'idle: nothing to retry');
  factory.last.connectionState.set(RECONNECTING);
  store.retryConnectionNow();
  assert.is(factory.last.reconnects, 1);
  store.dispose();
});

countdown.run();

// ---

const real = suite('a real graphql-ws server stopped, then started again');
let server: WsTestServer;
real.before(async () => {
  server = await startGraphqlWsServer();
});
real.after(async () => {
  await server.close();
});

real('counts down while the server is down, reconnects at once on Retry now, and marks the gap in the feed', async () => {
  const clock = createManualClock(1_000_000);
  const store = createStore({
    storage: createMemoryStorage(),
    events: null,
    clock,
    requestFrame: null,
    defaults: { endpoint: 'http://127.0.0.1:1/graphql', wsEndpoint: server.url },
    transportOptions: { WebSocket, events: null, random: () => 0.5 },
  });
  const feed = started(store.subscribe<{ feed: number }>('subscription { feed }'));
  const gaps = watchFeedGaps(feed, store.connection, clock);
  await waitForSignals(() => store.connection.value.status === 'connected', 'connected');
  await waitForSignalsOrPoll(() => server.feedSize === 1, 'the server holds the subscription');
  server.publish(1);
  await waitForSignals(() => feed.count.value === 1, 'the first event');

  await server.stop();
  await waitForSignals(() => store.connection.value.status === 'reconnecting', 'reconnecting');
  // Attempts against the closed port fail, and the backoff grows: wait for a delay of seconds.
  const waitingMs = () => (store.connection.value.status === 'reconnecting' ? store.connection.value.delayMs : 0);
  while (waitingMs() < 2000) {
    const attempt = store.connection.value.status === 'reconnecting' ? store.connection.value.attempt : 0;
    clock.advance(waitingMs());
    await waitForSignals(() => store.connection.value.status === 'reconnecting' && store.connection.value.attempt > attempt, 'the next attempt failed');
  }
  const delayMs = waitingMs();
  assert.is(store.secondsToRetry.value, Math.ceil(delayMs / 1000));
  clock.advance(delayMs % 1000 || 1000);
  assert.is(store.secondsToRetry.value, Math.ceil(delayMs / 1000) - 1, 'a second later it says one second less');
  assert.equal(gaps.gaps.value, [], 'no gap while it is still down');
  assert.ok(feed.isActive.value);

  await server.start();
  clock.advance(500);
  assert.is(store.connection.value.status, 'reconnecting', 'still waiting for its attempt');
  store.retryConnectionNow();
  await waitForSignals(() => store.connection.value.status === 'connected', 'connected again');
  assert.is(store.secondsToRetry.value, null);
  assert.equal(gaps.gaps.value, [{ afterCount: 1, from: 1_000_000, to: clock.now() }]);
  await waitForSignalsOrPoll(() => server.feedSize === 1, 'resubscribed');
  server.publish(2);
  await waitForSignals(() => feed.count.value === 2, 'an event after the gap');
  assert.equal(gaps.gaps.value.length, 1, 'one gap per drop');
  feed.stop();
  gaps.dispose();
  store.dispose();
});

real.run();

/** The server's own counters are no signals: re-check them on the next turns of the event loop. */
async function waitForSignalsOrPoll(check: () => boolean, what: string, expireMs = 5000): Promise<void> {
  const { waitUntil } = await import('../helpers/ws-servers.ts');
  await waitUntil(check, expireMs, what);
}
