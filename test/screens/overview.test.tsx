import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OverviewScreen } from '../../src/screens/overview.tsx';
import { ServerError } from '../../src/store/index.ts';
import { mountFakeApp } from '../helpers/fake-app.tsx';
import { accessibleName, click, waitFor } from '../helpers/interact.ts';
import { flush } from '../store/fake-transport.ts';

const overview = suite('OverviewScreen');

const row = (root: HTMLElement, term: string) =>
  [...root.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent ?? '';

overview('summarises the schema and states the live connection once, as the store has it', async () => {
  const app = mountFakeApp(<OverviewScreen />);
  assert.match(row(app.r.container, 'Schema'), 'Loading…');
  assert.match(row(app.r.container, 'Live updates'), 'No WebSocket endpoint configured · Not connected');
  await app.answerSchema('type Query { a: Int b: String } type Mutation { c: Int } enum E { X }');
  await waitFor(() => /types$/.test(row(app.r.container, 'Schema')), 5000, 'the summary');
  assert.match(app.r.container.textContent ?? '', '2 queries');
  assert.match(app.r.container.textContent ?? '', '1 mutations');
  app.factory.last.connectionState.set({ status: 'connected', protocol: 'graphql-transport-ws' });
  await waitFor(() => row(app.r.container, 'Live updates').includes('Live · graphql-transport-ws'), 5000, 'the new state');
  assert.match(row(app.r.container, 'Session'), 'Signed out');
  app.done();
});

overview('names an introspection failure and offers the settings', async () => {
  const app = mountFakeApp(<OverviewScreen />);
  app.factory.last.next().reject(new ServerError(502, '<html>Bad gateway</html>', undefined));
  await flush();
  await waitFor(() => app.r.container.querySelector('.facet-alert') !== null, 5000, 'the alert');
  assert.match(app.r.container.textContent ?? '', 'The endpoint answered with an error status');
  click([...app.r.container.querySelectorAll('button')].find((b) => accessibleName(b) === 'Open settings')!);
  assert.is(app.history.at(-1), '/settings');
  app.done();
});

overview.run();
