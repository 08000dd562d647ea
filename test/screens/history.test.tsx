// /history under happy-dom: the run history of the endpoint, with the real history module on
// fake-indexeddb and the workbench room loaded as the app loads it; reopening a run navigates.
import '../setup/dom.ts';
import { signal } from '@preact/signals-core';
import { IDBFactory } from 'fake-indexeddb';
import { buildSchema } from 'graphql';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { HistoryScreen } from '../../src/screens/history.tsx';
import { createHistory, createMemoryStorage, createStore, type SchemaSource } from '../../src/store/index.ts';
import { AppProvider } from '../../src/ui/frame/app-context.tsx';
import { click, renderStrict, waitFor } from '../helpers/interact.ts';

/** Bounded wait for the workbench chunk's first load (a cold transform on a loaded 2-core machine). */
const LAZY_CHUNK_EXPIRY_MS = 15_000;
const ENDPOINT = 'https://api.example/graphql';
const schema = buildSchema('type Query { events(limit: Int): [String] venues: [String] }');

const screen = suite('HistoryScreen');

screen('lists the endpoint’s runs and opens one in the editor or on its screen', async () => {
  const store = createStore({ storage: createMemoryStorage(), events: null, defaults: { endpoint: ENDPOINT } });
  const history = createHistory({ indexedDB: new IDBFactory() });
  await history.record({ endpoint: ENDPOINT, query: 'query Few($n: Int) { events(limit: $n) }', variables: { n: 5 }, startedAt: 1, durationMs: 4, outcome: 'ok' });
  await history.record({ endpoint: 'https://other.example/graphql', query: 'query Elsewhere { venues }', startedAt: 2, durationMs: 4, outcome: 'ok' });
  const schemaSource = { schema: signal(schema) } as unknown as SchemaSource; // the screen reads only the schema
  const location = memoryLocation({ path: '/history', record: true });
  const r = renderStrict(
    <AppProvider value={{ store, schemaSource, history }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {/* Rendered on every path, so the screen stays while the test follows its links. */}
        <Route component={HistoryScreen} />
      </Router>
    </AppProvider>,
  );
  try {
    assert.match(r.container.textContent!, 'Run history');
    await waitFor(() => r.container.querySelectorAll('.facet-history-entry').length === 1, LAZY_CHUNK_EXPIRY_MS, 'the run');
    assert.match(r.container.querySelector('.facet-history-entry')!.textContent!, 'Few');
    assert.ok(r.container.querySelector('#history-heading')!.classList.contains('facet-visually-hidden'), 'the page heading names it once on screen');
    const button = (name: string) => [...r.container.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name)!;
    click(button('Open Few on its screen'));
    assert.is(location.history!.at(-1), '/query/events?limit=5&facet-op=query/events');
    click(button('Open Few in the editor'));
    const url = new URL(location.history!.at(-1)!, 'http://x/');
    assert.is(url.pathname, '/document');
    assert.is(url.searchParams.get('query'), 'query Few($n: Int) { events(limit: $n) }');
  } finally {
    r.unmount();
    history.dispose();
    store.dispose();
  }
});

screen.run();
