// /query/:field (src/screens/operation-query.tsx) with a real store, transport and graphql-yoga server: what the user does, what reaches the server.
import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startStoreServer, type StoreServer } from '../helpers/store-server.ts';
import { closeOperationScreens, openOperationScreen } from '../helpers/operation-screen.tsx';
import { mountFakeApp } from '../helpers/fake-app.tsx';
import { OperationScreen } from '../../src/screens/operation.tsx';
import { flush as flushRequests } from '../store/fake-transport.ts';
import { $, accessibleName, blur, byLabel, click, description, paste, type, waitFor } from '../helpers/interact.ts';

let server: StoreServer;
const byName = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((b) => accessibleName(b) === name);
const sent = (operationName: string) => server.requests.filter((r) => r.operationName === operationName).length;
const cardTitles = (c: HTMLElement) => [...c.querySelectorAll('.facet-result h3.facet-card-title, .facet-result h3.facet-compact-title')].map((h) => h.textContent);

const QueryScreen = suite('OperationScreen: query');

QueryScreen.before(async () => {
  server = await startStoreServer();
});
QueryScreen.after.each(closeOperationScreens);
QueryScreen.after(async () => {
  await server.close();
});

QueryScreen('opens with a first state saying what Run will show and what to fill in, and sends nothing', async () => {
  const { view } = await openOperationScreen(server, 'query', '/query/item');
  const first = $(view.container, '.facet-first-state');
  assert.match(first.textContent ?? '', 'Run shows item here.');
  assert.match(first.textContent ?? '', 'Fill in ID first; nothing is sent until you press Run.');
  assert.is(sent('Item'), 0);
});

QueryScreen('says an empty list came back because of the filters set, and Clear filters runs again without them', async () => {
  const { view } = await openOperationScreen(server, 'query', '/query/items?limit=0');
  await waitFor(() => view.container.querySelector('.facet-empty-state') !== null, 5000, 'the empty state');
  const empty = $(view.container, '.facet-empty-state');
  assert.match(empty.textContent ?? '', 'No items match the filters set (Limit).');
  assert.not.match(empty.textContent ?? '', 'No items.');
  click(byName(empty, 'Clear filters')!);
  await waitFor(() => cardTitles(view.container).length === 3, 5000, 'the unfiltered list');
  assert.is((byLabel(view.container, 'Limit') as HTMLInputElement).value, '');
});

QueryScreen('says an empty answer may need a sign-in while signed out, with Sign in', async () => {
  const { view, history } = await openOperationScreen(server, 'query', '/query/item?id=nope');
  await waitFor(() => view.container.querySelector('.facet-empty-state') !== null, 5000, 'the empty state');
  const empty = $(view.container, '.facet-empty-state');
  assert.match(empty.textContent ?? '', 'You are signed out, and this may need you to sign in.');
  click(byName(empty, 'Sign in')!);
  await waitFor(() => history.at(-1) === '/settings', 2000, 'the settings');
});

QueryScreen('runs the arguments a link carries and shows the result as cards', async () => {
  const { view } = await openOperationScreen(server, 'query', '/query/items?limit=2');
  await waitFor(() => cardTitles(view.container).length === 2, 5000);
  assert.equal(cardTitles(view.container), ['Lamp', 'Desk']);
  assert.is((byLabel(view.container, 'Limit') as HTMLInputElement).value, '2');
  assert.is($(view.container, '.facet-result-status').textContent, '2 results');
});

QueryScreen('runs again with new arguments and mirrors them into the URL', async () => {
  const { view, history } = await openOperationScreen(server, 'query', '/query/items?limit=1');
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
  const { view } = await openOperationScreen(server, 'query', '/query/items?limit=ten');
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
  const { view } = await openOperationScreen(server, 'query', '/query/items?limit=1&facet-op=query/item');
  const more = byLabel(view.container, 'More filters (1), none set');
  assert.is(more.getAttribute('aria-expanded'), 'false', 'nothing chosen, so the filters stay closed');
  click(more);
  assert.is((byLabel(view.container, 'Limit') as HTMLInputElement).value, '');
  assert.is(view.container.querySelector('.facet-result'), null);
  assert.is(sent('Items'), before);
});

QueryScreen('puts Run right under the required arguments and the optional ones, collapsed, under More filters (N)', async () => {
  const { view } = await openOperationScreen(server, 'query', '/query/item');
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
  const { view } = await openOperationScreen(server, 'query', '/query/item');
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
  const { view } = await openOperationScreen(server, 'query', '/query/items?limit=1');
  assert.is(byLabel(view.container, 'More filters (1), 1 set').getAttribute('aria-expanded'), 'true');
});

QueryScreen('waits for a required argument instead of running on arrival', async () => {
  const before = sent('Item');
  const { view } = await openOperationScreen(server, 'query', '/query/item');
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
  const { view } = await openOperationScreen(server, 'query', '/query/items?limit=2');
  const link = [...view.container.querySelectorAll('a')].find((a) => a.textContent === 'Open in document editor')!;
  const href = new URL(link.getAttribute('href')!.replace(/^#/, ''), 'http://x');
  assert.is(href.pathname, '/document');
  assert.match(href.searchParams.get('query') ?? '', 'query Items($limit: Int)');
  assert.equal(JSON.parse(href.searchParams.get('variables') ?? ''), { limit: 2 });
});

QueryScreen.run();

// ---

const QueryCancel = suite('OperationScreen: query, Cancel');

QueryCancel('offers Cancel while the answer is awaited, aborts it and keeps the inputs', async () => {
  const app = mountFakeApp(<OperationScreen kind="query" field="item" />, { path: '/query/item' });
  try {
    await app.answerSchema('type Query { item(id: ID!): String }');
    await waitFor(() => app.r.container.querySelector('form input') !== null, 5000, 'the form');
    paste(app.r.container.querySelector('form input')!, 'slow-1');
    assert.not.ok(byName(app.r.container, 'Cancel'), 'nothing to cancel yet');
    click(byName(app.r.container, 'Run')!);
    const request = app.factory.last.next();
    click(byName(app.r.container, 'Cancel')!);
    assert.ok(request.isAborted, 'the request is aborted');
    await flushRequests();
    assert.match(app.r.container.textContent ?? '', 'Cancelled: nothing more is awaited; your inputs are kept.');
    assert.not.ok(byName(app.r.container, 'Cancel'));
    assert.is(document.activeElement, byName(app.r.container, 'Run'), 'focus goes back to Run');
    assert.is((app.r.container.querySelector('form input') as HTMLInputElement).value, 'slow-1');
    assert.is(app.r.container.querySelector('[role="alert"]'), null, 'a cancellation is not an error');
  } finally {
    app.done();
  }
});

QueryCancel.run();
