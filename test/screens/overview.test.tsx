import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OverviewScreen } from '../../src/screens/overview.tsx';
import { ServerError } from '../../src/store/index.ts';
import { mountFakeApp } from '../helpers/fake-app.tsx';
import { accessibleName, click, waitFor } from '../helpers/interact.ts';
import { flush } from '../store/fake-transport.ts';

const overview = suite('OverviewScreen');

/** Each card's heading (title and count), then its list entries. */
const cards = (root: HTMLElement) =>
  [...root.querySelectorAll('.facet-overview-card')].map((card) => [
    card.querySelector('h3')?.textContent ?? '',
    ...[...card.querySelectorAll('li')].map((li) => li.textContent ?? ''),
  ]);

const row = (root: HTMLElement, term: string) =>
  [...root.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent ?? '';

overview('summarises the schema and states the live connection once, as the store has it', async () => {
  const app = mountFakeApp(<OverviewScreen />);
  assert.match(row(app.r.container, 'Schema'), 'Loading…');
  assert.match(row(app.r.container, 'Live updates'), 'No WebSocket endpoint configured · Not connected');
  await app.answerSchema('type Query { a: Int b: String } type Mutation { c: Int } enum E { X }');
  await waitFor(() => /types$/.test(row(app.r.container, 'Schema')), 5000, 'the summary');
  assert.equal(cards(app.r.container).slice(1), [
    ['Queries 2', 'a', 'b'],
    ['Mutations 1', 'c'],
    ['Subscriptions 0'],
  ]);
  app.factory.last.connectionState.set({ status: 'connected', protocol: 'graphql-transport-ws' });
  await waitFor(() => row(app.r.container, 'Live updates').includes('Live · graphql-transport-ws'), 5000, 'the new state');
  assert.match(row(app.r.container, 'Session'), 'Signed out');
  app.done();
});

overview('shows Records, Queries, Mutations and Subscriptions as cards with counts and their first entries as links', async () => {
  const app = mountFakeApp(<OverviewScreen />);
  const queries = Array.from({ length: 6 }, (_, i) => `q${i}: Int`).join(' ');
  await app.answerSchema(`type Item { id: ID! name: String } type Query { items: [Item!]! item(id: ID!): Item ${queries} }`);
  await waitFor(() => cards(app.r.container)[0]?.[0] === 'Records 1', 5000, 'the records, worked out lazily');
  const [records, operations] = cards(app.r.container);
  assert.equal(records, ['Records 1', 'Item']);
  assert.equal(operations, ['Queries 8', 'items', 'item', 'q0', 'q1', 'and 4 more in the sidebar']);
  const links = [...app.r.container.querySelectorAll<HTMLAnchorElement>('.facet-overview-card a')].map((a) => a.getAttribute('href'));
  assert.equal(links.slice(0, 2), ['/entity/Item?', '/query/items?']);
  assert.equal(app.r.container.querySelector('.facet-overview-card')?.getAttribute('aria-labelledby'), app.r.container.querySelector('.facet-overview-card h3')?.id);
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
