// /entity/:type under StrictMode (mountFakeApp): the records list is one query, sent once, and a
// list left and opened again leaves no query behind that the store would still refetch (review C3:
// a handle made during render and disposed in an effect leaked one and kept a dead one).
import '../setup/dom.ts';
import { act, useState } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { EntityListScreen } from '../../src/screens/entity-list.tsx';
import { mountFakeApp, type FakeApp } from '../helpers/fake-app.tsx';
import { waitFor } from '../helpers/interact.ts';
import { flush } from '../store/fake-transport.ts';

const SDL = 'type Item { id: ID! name: String } type Query { items: [Item!]! item(id: ID!): Item }';

const listRequests = (app: FakeApp) => app.factory.last.requests.filter((r) => /\bitems\b/.test(r.operation.query) && !r.operation.query.includes('__schema'));

const list = suite('EntityListScreen');

list('sends its query once, and after leaving the list nothing of it is refetched; opening it again asks once more', async () => {
  const events = new EventTarget();
  let setShown!: (isShown: boolean) => void;
  function Toggle() {
    const [isShown, set] = useState(true);
    setShown = set;
    return isShown ? <EntityListScreen type="Item" /> : null;
  }
  const app = mountFakeApp(<Toggle />, { store: { events }, path: '/entity/Item' });
  await app.answerSchema(SDL);
  await waitFor(() => listRequests(app).length > 0, 5000, 'the list query');
  await flush();
  assert.is(listRequests(app).length, 1, 'sent once under StrictMode');
  listRequests(app)[0]!.resolve({ data: { items: [{ __typename: 'Item', id: '1', name: 'Lamp' }] } });
  await waitFor(() => (app.r.container.textContent ?? '').includes('Lamp'), 5000, 'the record');

  events.dispatchEvent(new Event('online')); // the store refetches every query it holds
  assert.is(listRequests(app).length, 2, 'the shown list is held: refetched once');
  listRequests(app)[1]!.resolve({ data: { items: [{ __typename: 'Item', id: '1', name: 'Lamp' }] } });
  await flush();

  act(() => setShown(false));
  await flush();
  events.dispatchEvent(new Event('online'));
  assert.is(listRequests(app).length, 2, 'no query of the closed list is left');

  act(() => setShown(true));
  await flush();
  assert.is(listRequests(app).length, 3, 'opened again: one new request (cache-and-network)');
  app.done();
});

list.run();
