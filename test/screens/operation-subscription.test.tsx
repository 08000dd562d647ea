// /subscription/:field (src/screens/operation-subscription.tsx) with a real store, transport (WebSocket) and graphql-yoga server.
import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startStoreServer, type StoreServer } from '../helpers/store-server.ts';
import { closeOperationScreens, openOperationScreen } from '../helpers/operation-screen.tsx';
import { $, accessibleName, byLabel, click, waitFor } from '../helpers/interact.ts';
import { ProtocolError } from '../../src/store/index.ts';
import { subscriptionState } from '../../src/screens/operation-subscription.tsx';

let server: StoreServer;

const SubscriptionScreen = suite('OperationScreen: subscription');

SubscriptionScreen.before(async () => {
  server = await startStoreServer();
});
SubscriptionScreen.after.each(closeOperationScreens);
SubscriptionScreen.after(async () => {
  await server.close();
});

SubscriptionScreen('streams events into the live feed with the protocol shown, and stops', async () => {
  const { view, store } = await openOperationScreen(server, 'subscription', '/subscription/itemChanged');
  click(byLabel(view.container, 'Start'));
  assert.is(document.activeElement, byLabel(view.container, 'Stop'));
  await waitFor(() => (view.container.querySelector('.facet-connection-details')?.textContent ?? '').includes('graphql-transport-ws'), 5000);
  store.mutate('mutation { setPrice(id: "2", price: 120) { id price } }');
  await waitFor(() => view.container.querySelectorAll('.facet-feed-item').length === 1, 5000);
  assert.match($(view.container, '[role="feed"]').textContent ?? '', 'Desk');
  assert.match($(view.container, '.facet-feed-count').textContent ?? '', '1 event received');
  assert.match($(view.container, '.facet-connection-details').textContent ?? '', 'None: signed out');
  // Signing in reconnects on purpose: the feed carries on and no "connection lost" toast appears.
  store.session.signIn('token-1');
  await waitFor(() => server.connectionParams.length >= 2, 5000);
  await waitFor(() => (view.container.querySelector('.facet-feed-status')?.textContent ?? '').includes('Live'), 5000);
  assert.match($(view.container, '.facet-connection-details').textContent ?? '', 'Your token, in the connection parameters');
  store.mutate('mutation { setPrice(id: "2", price: 121) { id price } }');
  await waitFor(() => view.container.querySelectorAll('.facet-feed-item').length === 2, 5000);
  assert.not.ok(store.notices.log.value.some((n) => n.message.includes('connection lost')));
  click(byLabel(view.container, 'Stop'));
  assert.match($(view.container, '.facet-connection-details').textContent ?? '', 'Stopped');
  assert.is(document.activeElement, byLabel(view.container, 'Start'));
  assert.is(byLabel(view.container, 'Start').hasAttribute('disabled'), false);
});

SubscriptionScreen('shows a connection-level problem as a warning naming the protocol', async () => {
  const { view, transports } = await openOperationScreen(server, 'subscription', '/subscription/itemChanged');
  click(byLabel(view.container, 'Start'));
  await waitFor(() => (view.container.querySelector('.facet-connection-details')?.textContent ?? '').includes('graphql-transport-ws'), 5000);
  // graphql-ws's server sends only valid frames; the socket client reports bad ones on `problems`
  // (test/transport/socket-client.test.ts), so one is put there directly.
  const problems = transports.at(-1)!.problems as unknown as { set(error: unknown): void };
  problems.set(new ProtocolError('Expected a graphql-transport-ws message, received {"type":"bogus"}', 'graphql-transport-ws'));
  await waitFor(() => view.container.querySelector('.facet-alert-warning') !== null, 5000, 'the warning');
  const warning = $(view.container, '.facet-alert-warning');
  assert.match(warning.textContent ?? '', 'The live connection broke the protocol (graphql-transport-ws)');
  assert.match(warning.textContent ?? '', 'received {"type":"bogus"}');
});

SubscriptionScreen('shows the missing WebSocket endpoint as an alert with a way to the settings', async () => {
  const { view } = await openOperationScreen(server, 'subscription', '/subscription/itemChanged', { wsUrl: null });
  click(byLabel(view.container, 'Start'));
  await waitFor(() => view.container.querySelector('.facet-alert') !== null, 5000);
  const alert = $(view.container, '.facet-alert');
  assert.match(alert.textContent ?? '', 'No WebSocket endpoint');
  assert.ok([...alert.querySelectorAll('button')].some((b) => accessibleName(b) === 'Open settings'));
});

SubscriptionScreen.run();

// ---

const State = suite('subscriptionState');

State('says a running subscription is paused while its connection is down, not running', () => {
  const waiting = { status: 'reconnecting', attempt: 1, delayMs: 1000, lastError: null } as const;
  assert.is(subscriptionState(true, { status: 'connected', protocol: 'graphql-transport-ws' }, false), 'Running');
  assert.is(subscriptionState(true, waiting, false), 'Paused: the connection is down; it resumes when the server is back');
  assert.is(subscriptionState(true, { status: 'connecting', attempt: 2 }, false), 'Waiting for the connection');
  assert.is(subscriptionState(false, waiting, true), 'Ended by an error');
  assert.is(subscriptionState(false, null, false), 'Stopped');
});

State.run();
