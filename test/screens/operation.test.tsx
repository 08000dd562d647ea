// The operation route (src/screens/operation.tsx): finds the root field, or says why not.
import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OperationScreen } from '../../src/screens/operation.tsx';
import { NetworkError } from '../../src/store/index.ts';
import { mountFakeApp } from '../helpers/fake-app.tsx';
import { accessibleName, click, waitFor } from '../helpers/interact.ts';
import { flush } from '../store/fake-transport.ts';

const SDL = 'type Query { item(id: ID!): String } type Mutation { removeItem(id: ID!): Boolean }';

const route = suite('OperationScreen');

route('says the schema is loading until it arrives, then shows the field\'s screen', async () => {
  const app = mountFakeApp(<OperationScreen kind="query" field="item" />, { path: '/query/item' });
  assert.match(app.r.container.textContent ?? '', 'Loading the schema…');
  await app.answerSchema(SDL);
  await waitFor(() => app.r.container.querySelector('#operation-heading')?.textContent === 'item', 5000, 'the query screen');
  assert.ok(app.r.container.querySelector('form'));
  app.done();
});

route('shows why the schema could not be loaded, with a way to the settings', async () => {
  const app = mountFakeApp(<OperationScreen kind="query" field="item" />, { path: '/query/item' });
  app.factory.last.next().reject(new NetworkError(new Error('connection refused')));
  await flush();
  await waitFor(() => app.r.container.querySelector('.facet-alert') !== null, 5000, 'the alert');
  assert.match(app.r.container.textContent ?? '', 'The schema could not be loaded');
  const button = [...app.r.container.querySelectorAll('button')].find((b) => accessibleName(b) === 'Open settings')!;
  click(button);
  assert.is(app.history.at(-1), '/settings');
  app.done();
});

route('names an operation the API does not have, with a way home, decoding the address', async () => {
  const app = mountFakeApp(<OperationScreen kind="mutation" field="no%20such" />, { path: '/mutation/no%20such' });
  await app.answerSchema(SDL);
  await waitFor(() => (app.r.container.textContent ?? '').includes('This API has no mutation named'), 5000, 'the message');
  assert.is(app.r.container.querySelector('code')!.textContent, 'no such');
  assert.ok([...app.r.container.querySelectorAll('a')].some((a) => a.textContent === 'Back to the overview'));
  app.done();
});

route.run();
