// The store's one connection signal and the toasts it decides (issue 11 item 4), driven through
// the store over fake transports whose connection state each test sets.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createManualClock } from '../helpers/clock.ts';
import { fakeTransportFactory } from './fake-transport.ts';
import { createMemoryStorage, createStore, SubscriptionError } from '../../src/store/index.ts';
import { CONNECTION_BACK_MESSAGE, CONNECTION_LOST_MESSAGE } from '../../src/store/connection.ts';

const CONNECTED = { status: 'connected', protocol: 'graphql-transport-ws' } as const;
const RECONNECTING = { status: 'reconnecting', attempt: 1, delayMs: 100, lastError: null } as const;

function setup() {
  const factory = fakeTransportFactory();
  const store = createStore({ createTransport: factory.createTransport, storage: createMemoryStorage(), events: null, clock: createManualClock() });
  const messages = () => store.notices.log.value.map((n) => `${n.kind}: ${n.message}`);
  return { store, factory, messages };
}

const watch = suite('watchConnection (store.connection)');

watch('follows the transport\'s connection state', () => {
  const { store, factory } = setup();
  assert.equal(store.connection.value, { status: 'idle' });
  factory.last.connectionState.set({ status: 'connecting', attempt: 1 });
  assert.equal(store.connection.value, { status: 'connecting', attempt: 1 });
  factory.last.connectionState.set(CONNECTED);
  assert.equal(store.connection.value, CONNECTED);
  store.dispose();
});

watch('moves to the new transport when the settings re-create it, ignoring the old one', () => {
  const { store, factory } = setup();
  const old = factory.last;
  old.connectionState.set(CONNECTED);
  store.settings.save({ wsEndpoint: 'ws://127.0.0.1:1/graphql' });
  assert.equal(store.connection.value, { status: 'idle' });
  old.connectionState.set({ status: 'closed', error: null });
  assert.equal(store.connection.value, { status: 'idle' });
  factory.last.connectionState.set(CONNECTED);
  assert.equal(store.connection.value, CONNECTED);
  store.dispose();
});

watch('toasts once when a live connection drops, and once when it is back', () => {
  const { store, factory, messages } = setup();
  const transport = factory.last;
  transport.connectionState.set(CONNECTED);
  transport.connectionState.set(RECONNECTING);
  transport.connectionState.set({ ...RECONNECTING, attempt: 2 });
  transport.connectionState.set({ status: 'closed', error: new SubscriptionError([{ message: 'gone' }]) });
  transport.connectionState.set(CONNECTED);
  assert.equal(messages(), [`warning: ${CONNECTION_LOST_MESSAGE}`, `success: ${CONNECTION_BACK_MESSAGE}`]);
  store.dispose();
});

watch('says nothing about a deliberate reconnect, a quiet close or a connection never made', () => {
  const { store, factory, messages } = setup();
  const transport = factory.last;
  transport.connectionState.set({ status: 'connecting', attempt: 1 });
  transport.connectionState.set(RECONNECTING); // never connected: the feed's own line says so
  transport.connectionState.set(CONNECTED);
  transport.connectionState.set({ status: 'connecting', attempt: 1 }); // signing in reopens the socket
  transport.connectionState.set(CONNECTED);
  transport.connectionState.set({ status: 'closed', error: null }); // the last subscription ended
  assert.equal(messages(), []);
  store.dispose();
});

watch('stops following the transport on dispose', () => {
  const { store, factory } = setup();
  const transport = factory.last;
  store.dispose();
  transport.connectionState.set(CONNECTED);
  assert.equal(store.connection.value, { status: 'idle' });
});

watch.run();
