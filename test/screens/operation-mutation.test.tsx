// /mutation/:field (src/screens/operation-mutation.tsx) with a real store, transport and graphql-yoga server: what the user does, what reaches the server.
import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startStoreServer, type StoreServer } from '../helpers/store-server.ts';
import { closeOperationScreens, openOperationScreen } from '../helpers/operation-screen.tsx';
import { mountFakeApp } from '../helpers/fake-app.tsx';
import { OperationScreen } from '../../src/screens/operation.tsx';
import { NetworkError } from '../../src/store/index.ts';
import { flush as flushRequests } from '../store/fake-transport.ts';
import { $, blur, byLabel, click, focus, paste, type, waitFor } from '../helpers/interact.ts';

let server: StoreServer;
const sent = (operationName: string) => server.requests.filter((r) => r.operationName === operationName).length;
const cardTitles = (c: HTMLElement) => [...c.querySelectorAll('.facet-result h3.facet-card-title, .facet-result h3.facet-compact-title')].map((h) => h.textContent);

const MutationScreen = suite('OperationScreen: mutation');

MutationScreen.before(async () => {
  server = await startStoreServer();
});
MutationScreen.after.each(closeOperationScreens);
MutationScreen.after(async () => {
  await server.close();
});

function dialog(): HTMLElement {
  return $(document.body, '[role="alertdialog"]');
}

MutationScreen('confirms what will be sent, sends once on a double click, and reports success', async () => {
  const before = sent('RenameItem');
  const { view, store } = await openOperationScreen(server, 'mutation', '/mutation/renameItem');
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
  // The answer is brought into view, the reader started at its heading (issue 16), as paging does.
  await waitFor(() => document.activeElement === view.container.querySelector('.facet-result h2'), 1000, 'focus on the result heading');
  assert.is(document.activeElement?.textContent, 'Result');
  assert.ok(store.notices.log.value.some((n) => n.kind === 'success' && n.message.includes('renameItem succeeded')));
  assert.is(server.items.get('3')!.name, 'Armchair');
});

MutationScreen('flags a failure with an alert and keeps every input for a retry', async () => {
  const { view } = await openOperationScreen(server, 'mutation', '/mutation/renameItem');
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
  const { view } = await openOperationScreen(server, 'mutation', '/mutation/setPrice');
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

const Unknown = suite('OperationScreen: mutation, outcome unknown');

const RENAME_SDL = 'type Query { a: Int } type Item { id: ID! name: String } type Mutation { renameItem(id: ID!): Item }';
const button = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === name);

async function sendRename() {
  const app = mountFakeApp(<OperationScreen kind="mutation" field="renameItem" />, { path: '/mutation/renameItem' });
  await app.answerSchema(RENAME_SDL);
  await waitFor(() => app.r.container.querySelector('form input') !== null, 5000, 'the form');
  paste(app.r.container.querySelector('form input')!, 'i-1');
  click(button(app.r.container, 'Run')!);
  await waitFor(() => document.body.querySelector('[role="alertdialog"]') !== null, 5000, 'the confirmation');
  click(button(dialog(), 'Send')!);
  const request = app.factory.last.next();
  return { app, request };
}

Unknown('says the outcome is unknown, not failed, when the answer is lost after sending', async () => {
  const { app, request } = await sendRename();
  try {
    request.reject(new NetworkError(new TypeError('network connection was lost')));
    await flushRequests();
    await waitFor(() => (app.r.container.textContent ?? '').includes('Outcome unknown'), 5000, 'the warning');
    const messages = app.store.notices.log.value.map((n) => `${n.kind}: ${n.message}`);
    assert.ok(messages.some((m) => m.startsWith('warning: renameItem: outcome unknown')), messages.join('\n'));
    assert.not.ok(messages.some((m) => m.includes('failed')), 'never reported as failed');
    assert.is((app.r.container.querySelector('form input') as HTMLInputElement).value, 'i-1', 'the inputs are kept');
  } finally {
    app.done();
  }
});

Unknown('offers Cancel while sending; cancelling stops waiting and leaves the outcome unknown', async () => {
  const { app, request } = await sendRename();
  try {
    await waitFor(() => button(app.r.container, 'Cancel') !== undefined, 5000, 'Cancel');
    click(button(app.r.container, 'Cancel')!);
    assert.ok(request.isAborted);
    await flushRequests();
    await waitFor(() => (app.r.container.textContent ?? '').includes('Outcome unknown'), 5000, 'the warning');
    assert.not.ok(button(app.r.container, 'Cancel'));
    assert.not.ok(app.store.notices.log.value.some((n) => n.kind === 'success'), 'a cancelled mutation is never reported as done');
  } finally {
    app.done();
  }
});

Unknown.run();
