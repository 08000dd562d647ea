// The operation screens with a real store over the real transport, against a real graphql-yoga
// server in-process (test/helpers/store-server.ts): what the user does, what reaches the server.
import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { I18nProvider } from 'react-aria-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { WebSocket } from 'ws';
import { createMemoryStorage, createStore, ProtocolError, type SchemaSource, type Store } from '../../src/store/index.ts';
import type { OperationKind } from '../../src/schema/index.ts';
import { OperationScreen } from '../../src/screens/operation.tsx';
import { createTransport, type Transport } from '../../src/transport/index.ts';
import { AppProvider } from '../../src/ui/frame/app-context.tsx';
import { startStoreServer, type StoreServer } from '../helpers/store-server.ts';
import { $, accessibleName, blur, byLabel, click, description, focus, render, type, waitFor, type Rendered } from '../helpers/interact.ts';

let server: StoreServer;
const open: Array<{ view: Rendered; store: Store; source: SchemaSource }> = [];

interface Screen {
  view: Rendered;
  store: Store;
  /** Every address the screen navigated to (the URL it keeps in step). */
  history: string[];
  /** Every transport the store made, newest last (the store does not hand its transport out). */
  transports: Transport[];
}

async function openScreen(kind: OperationKind, path: string, options: { wsUrl?: string | null } = {}): Promise<Screen> {
  const wsEndpoint = options.wsUrl === undefined ? server.wsUrl : options.wsUrl;
  const transports: Transport[] = [];
  const store = createStore({
    storage: createMemoryStorage(),
    events: null,
    defaults: { endpoint: server.url, wsEndpoint },
    transportOptions: { WebSocket } as never,
    createTransport: (options) => {
      const made = createTransport(options);
      transports.push(made);
      return made;
    },
  });
  const source = store.createSchemaSource({ storage: createMemoryStorage() });
  const memory = memoryLocation({ path, record: true });
  const field = path.split('?')[0]!.split('/')[2]!;
  const view = render(
    <AppProvider value={{ store, schemaSource: source }}>
      <I18nProvider locale="en-US">
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <OperationScreen kind={kind} field={field} />
        </Router>
      </I18nProvider>
    </AppProvider>,
  );
  open.push({ view, store, source });
  await waitFor(() => view.container.querySelector('#operation-heading') !== null && view.container.querySelector('form') !== null, 5000);
  return { view, store, history: memory.history!, transports };
}

const sent = (operationName: string) => server.requests.filter((r) => r.operationName === operationName).length;
const cardTitles = (c: HTMLElement) => [...c.querySelectorAll('.facet-result h3.facet-card-title, .facet-result h3.facet-compact-title')].map((h) => h.textContent);

const QueryScreen = suite('OperationScreen: query');

QueryScreen.before(async () => {
  server = await startStoreServer();
});
QueryScreen.after.each(() => {
  for (const { view, store, source } of open.splice(0)) {
    view.unmount();
    source.dispose();
    store.dispose();
  }
});

QueryScreen('runs the arguments a link carries and shows the result as cards', async () => {
  const { view } = await openScreen('query', '/query/items?limit=2');
  await waitFor(() => cardTitles(view.container).length === 2, 5000);
  assert.equal(cardTitles(view.container), ['Lamp', 'Desk']);
  assert.is((byLabel(view.container, 'Limit') as HTMLInputElement).value, '2');
  assert.is($(view.container, '.facet-result-status').textContent, '2 results');
});

QueryScreen('runs again with new arguments and mirrors them into the URL', async () => {
  const { view, history } = await openScreen('query', '/query/items?limit=1');
  await waitFor(() => cardTitles(view.container).length === 1, 5000);
  const limit = byLabel(view.container, 'Limit');
  type(limit, '3', { replace: true });
  blur(limit);
  click(byLabel(view.container, 'Run'));
  await waitFor(() => cardTitles(view.container).length === 3, 5000);
  assert.is(history.at(-1), '/query/items?limit=3&facet-op=query/items');
});

QueryScreen('explains an invalid Int next to the field and sends nothing', async () => {
  const before = sent('Items');
  const { view } = await openScreen('query', '/query/items?limit=ten');
  await waitFor(() => description(byLabel(view.container, 'Limit')).includes('Expected an integer'), 5000);
  click(byLabel(view.container, 'Run'));
  assert.match($(view.container, '[role="alert"]').textContent ?? '', 'Nothing was sent');
  const limit = byLabel(view.container, 'Limit');
  type(limit, '3000000000', { replace: true });
  blur(limit);
  click(byLabel(view.container, 'Run'));
  assert.match(description(limit), 'Enter a number');
  assert.is(sent('Items'), before);
  assert.is(view.container.querySelector('.facet-result'), null);
});

QueryScreen('ignores a query string another screen wrote', async () => {
  const before = sent('Items');
  const { view } = await openScreen('query', '/query/items?limit=1&facet-op=query/item');
  const more = byLabel(view.container, 'More filters (1), none set');
  assert.is(more.getAttribute('aria-expanded'), 'false', 'nothing chosen, so the filters stay closed');
  click(more);
  assert.is((byLabel(view.container, 'Limit') as HTMLInputElement).value, '');
  assert.is(view.container.querySelector('.facet-result'), null);
  assert.is(sent('Items'), before);
});

QueryScreen('puts Run right under the required arguments and the optional ones, collapsed, under More filters (N)', async () => {
  const { view } = await openScreen('query', '/query/item');
  const form = $(view.container, 'form');
  const order = [...form.querySelectorAll('input, button')]
    .filter((el) => el.closest('[data-path]') === null || el.closest('[data-path="id"]') !== null)
    .map((el) => accessibleName(el) || el.textContent);
  assert.equal(order.slice(0, 3), ['ID', 'Run', 'More filters (1), none set']);
  assert.is(form.querySelector('[data-path="delayMs"]'), null, 'the closed group draws nothing');
  click(byLabel(view.container, 'More filters (1), none set'));
  assert.ok(byLabel(view.container, 'Delay ms'));
});

QueryScreen('clears a "Required … got nothing" error as soon as the field is filled', async () => {
  const { view } = await openScreen('query', '/query/item');
  const id = byLabel(view.container, 'ID');
  click(byLabel(view.container, 'Run'));
  assert.match(description(id), 'Required');
  assert.match(view.container.textContent ?? '', 'Nothing was sent');
  type(id, 'i1');
  assert.not.match(description(id), 'Required');
  assert.is(id.getAttribute('aria-invalid'), null);
  assert.not.match(view.container.textContent ?? '', 'Nothing was sent');
});

QueryScreen('opens More filters when a link carries an optional argument', async () => {
  const { view } = await openScreen('query', '/query/items?limit=1');
  assert.is(byLabel(view.container, 'More filters (1), 1 set').getAttribute('aria-expanded'), 'true');
});

QueryScreen('waits for a required argument instead of running on arrival', async () => {
  const before = sent('Item');
  const { view } = await openScreen('query', '/query/item');
  click(byLabel(view.container, 'Run'));
  assert.match(description(byLabel(view.container, 'ID')), 'Required');
  assert.is(document.activeElement, byLabel(view.container, 'ID'));
  type(byLabel(view.container, 'ID'), '2');
  click(byLabel(view.container, 'Run'));
  await waitFor(() => cardTitles(view.container).length === 1, 5000);
  assert.equal(cardTitles(view.container), ['Desk']);
  assert.is(sent('Item'), before + 1);
});

QueryScreen('offers the generated document to the document editor', async () => {
  const { view } = await openScreen('query', '/query/items?limit=2');
  const link = [...view.container.querySelectorAll('a')].find((a) => a.textContent === 'Open in document editor')!;
  const href = new URL(link.getAttribute('href')!.replace(/^#/, ''), 'http://x');
  assert.is(href.pathname, '/document');
  assert.match(href.searchParams.get('query') ?? '', 'query Items($limit: Int)');
  assert.equal(JSON.parse(href.searchParams.get('variables') ?? ''), { limit: 2 });
});

QueryScreen.run();

// ---

const MutationScreen = suite('OperationScreen: mutation');

MutationScreen.after.each(() => {
  for (const { view, store, source } of open.splice(0)) {
    view.unmount();
    source.dispose();
    store.dispose();
  }
});

function dialog(): HTMLElement {
  return $(document.body, '[role="alertdialog"]');
}

MutationScreen('confirms what will be sent, sends once on a double click, and reports success', async () => {
  const before = sent('RenameItem');
  const { view, store } = await openScreen('mutation', '/mutation/renameItem');
  type(byLabel(view.container, 'ID'), '3');
  type(byLabel(view.container, 'Name'), 'Armchair');
  focus(byLabel(view.container, 'Run'));
  click(byLabel(view.container, 'Run'));
  await waitFor(() => document.querySelector('[role="alertdialog"]') !== null);
  assert.match(dialog().textContent ?? '', 'Armchair');
  const confirm = [...dialog().querySelectorAll('button')].find((b) => b.textContent === 'Send')!;
  click(confirm);
  click(confirm);
  await waitFor(() => cardTitles(view.container).includes('Armchair'), 5000);
  assert.is(sent('RenameItem'), before + 1);
  await waitFor(() => document.activeElement === byLabel(view.container, 'Run'));
  assert.ok(store.notices.log.value.some((n) => n.kind === 'success' && n.message.includes('renameItem succeeded')));
  assert.is(server.items.get('3')!.name, 'Armchair');
});

MutationScreen('flags a failure with an alert and keeps every input for a retry', async () => {
  const { view } = await openScreen('mutation', '/mutation/renameItem');
  type(byLabel(view.container, 'ID'), '99');
  type(byLabel(view.container, 'Name'), 'Ghost');
  click(byLabel(view.container, 'Run'));
  await waitFor(() => document.querySelector('[role="alertdialog"]') !== null);
  click([...dialog().querySelectorAll('button')].find((b) => b.textContent === 'Send')!);
  await waitFor(() => view.container.querySelector('.facet-result .facet-alert') !== null, 5000);
  assert.match($(view.container, '.facet-result .facet-alert').textContent ?? '', 'No item 99');
  assert.is((byLabel(view.container, 'ID') as HTMLInputElement).value, '99');
  assert.is((byLabel(view.container, 'Name') as HTMLInputElement).value, 'Ghost');
});

MutationScreen('sends nothing when the confirmation is cancelled', async () => {
  const before = sent('SetPrice');
  const { view } = await openScreen('mutation', '/mutation/setPrice');
  type(byLabel(view.container, 'ID'), '1');
  const price = byLabel(view.container, 'Price');
  type(price, '12');
  blur(price);
  click(byLabel(view.container, 'Run'));
  await waitFor(() => document.querySelector('[role="alertdialog"]') !== null);
  click([...dialog().querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!);
  await waitFor(() => document.querySelector('[role="alertdialog"]') === null);
  assert.is(sent('SetPrice'), before);
});

MutationScreen.run();

// ---

const SubscriptionScreen = suite('OperationScreen: subscription');

SubscriptionScreen.after.each(() => {
  for (const { view, store, source } of open.splice(0)) {
    view.unmount();
    source.dispose();
    store.dispose();
  }
});
SubscriptionScreen.after(async () => {
  await server.close();
});

SubscriptionScreen('streams events into the live feed with the protocol shown, and stops', async () => {
  const { view, store } = await openScreen('subscription', '/subscription/itemChanged');
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
  const { view, transports } = await openScreen('subscription', '/subscription/itemChanged');
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
  const { view } = await openScreen('subscription', '/subscription/itemChanged', { wsUrl: null });
  click(byLabel(view.container, 'Start'));
  await waitFor(() => view.container.querySelector('.facet-alert') !== null, 5000);
  const alert = $(view.container, '.facet-alert');
  assert.match(alert.textContent ?? '', 'No WebSocket endpoint');
  assert.ok([...alert.querySelectorAll('button')].some((b) => accessibleName(b) === 'Open settings'));
});

SubscriptionScreen.run();
