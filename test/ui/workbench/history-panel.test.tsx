import '../../setup/dom.ts';
import { IDBFactory } from 'fake-indexeddb';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHistory } from '../../../src/store/index.ts';
import { HistoryPanel } from '../../../src/ui/workbench/index.ts';
import { byLabel, click, render, type, waitFor } from '../../helpers/interact.ts';

const ENDPOINT = 'https://api.example/graphql';
const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name) as HTMLElement | undefined;

// ---

const historyPanel = suite('HistoryPanel');

historyPanel('lists runs newest first, filters by search, reopens and clears', async () => {
  const history = createHistory({ indexedDB: new IDBFactory() });
  await history.record({ endpoint: ENDPOINT, query: 'query Old { venues { id } }', startedAt: 1, durationMs: 5, outcome: 'ok' });
  await history.record({ endpoint: ENDPOINT, query: 'query New($id: ID!) { event(id: $id) { id } }', variables: { id: '1' }, startedAt: 2, durationMs: 7, outcome: 'errors', message: 'Boom' });
  const reopened: unknown[] = [];
  const screens: unknown[] = [];
  const r = render(<HistoryPanel history={history} endpoint={ENDPOINT} onReopen={(d) => reopened.push(d)} onOpenScreen={(s) => screens.push(s)} />);
  await waitFor(() => r.container.querySelectorAll('.facet-history-entry').length === 2, 2000, 'two runs');
  const titles = () => [...r.container.querySelectorAll('.facet-history-title')].map((el) => el.textContent);
  assert.equal(titles(), ['New', 'Old']);
  assert.match(r.container.querySelector('.facet-history-entry')!.textContent!, /query · Errors · 7 ms/);
  click(buttonNamed(r.container, 'Open New in the editor')!);
  assert.equal(reopened, [{ query: 'query New($id: ID!) { event(id: $id) { id } }', variables: { id: '1' }, operationName: 'New' }]);
  click(buttonNamed(r.container, 'Open New on its screen')!);
  assert.equal(screens, [{ operationType: 'query', field: 'event', variables: { id: '1' } }]);
  type(byLabel(r.container, 'Search history'), 'venues');
  await waitFor(() => titles().length === 1, 2000, 'the search');
  assert.equal(titles(), ['Old']);
  click(buttonNamed(r.container, 'Clear history')!);
  await waitFor(() => r.container.textContent!.includes('No run matches.'), 2000, 'the cleared list');
  assert.equal(await history.list(ENDPOINT), []);
  r.unmount();
  history.dispose();
});

historyPanel.run();
