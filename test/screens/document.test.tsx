// /document under happy-dom, with the real store talking to a real graphql-yoga server on
// 127.0.0.1 (test/helpers/store-server.ts: items, renameItem, the itemChanged subscription over
// graphql-ws). What the server received is read from `server.requests`. The last suite runs
// against the demo backend, whose page objects and connection the store server lacks.
import '../setup/dom.ts';
import { EditorView } from '@codemirror/view';
import { act, Profiler, type ReactNode } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { WebSocket } from 'ws';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocumentScreen } from '../../src/screens/document.tsx';
import type { LoadWorkbench, WorkbenchModule } from '../../src/screens/use-workbench.ts';
import { createMemoryStorage, createStore, storeConstants, type SchemaSource, type Store } from '../../src/store/index.ts';
import { AppProvider } from '../../src/ui/frame/app-context.tsx';
import { createManualClock, type ManualClock } from '../helpers/clock.ts';
import { $, accessibleName, click, description, paste, press, renderStrict, type, type Rendered, waitFor } from '../helpers/interact.ts';
import { startStoreServer, type StoreServer } from '../helpers/store-server.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';
import { mountFakeApp } from '../helpers/fake-app.tsx';
import { flush as flushRequests } from '../store/fake-transport.ts';

const WAIT_EXPIRY_MS = 5000;
/** Bounded wait for a lazy chunk's first load (a cold transform on a loaded 2-core machine). */
const LAZY_CHUNK_EXPIRY_MS = 15_000;

let server: StoreServer;
/** Every HTTP request the store's transport starts, counted as it starts (not when it arrives). */
let fetchCalls = 0;
const countingFetch: typeof fetch = (input, init) => {
  fetchCalls += 1;
  return globalThis.fetch(input, init);
};
let store: Store;
let schemaSource: SchemaSource;


interface MountOptions {
  /** Wraps the app, e.g. in a Profiler. */
  wrap?: (ui: ReactNode) => ReactNode;
}

/**
 * The code editor's room never arrives, so these suites drive the text area the screen shows
 * while it loads (and keeps if it cannot load); the code editor's own suite below loads it, and
 * test/e2e/workbench.test.ts drives it in Chromium.
 */
const textAreaOnly: LoadWorkbench = () => new Promise<WorkbenchModule>(() => {});

function mount(path = '/document', app: { store: Store; schemaSource: SchemaSource } = { store, schemaSource }, options: MountOptions & { loadWorkbench?: LoadWorkbench } = {}): Rendered {
  const location = memoryLocation({ path });
  const { wrap = (ui) => ui, loadWorkbench = textAreaOnly } = options;
  return renderStrict(
    wrap(
      <AppProvider value={app}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path="/document">{() => <DocumentScreen loadWorkbench={loadWorkbench} />}</Route>
        </Router>
      </AppProvider>,
    ),
  );
}

const opened: Store[] = [];

/** The app over a store whose clock (and so the draft's save) moves only when the test says so. */
function appWithClock(clock: ManualClock): { store: Store; schemaSource: SchemaSource } {
  const clocked = createStore({ storage: createMemoryStorage(), events: null, clock, defaults: { endpoint: server.url } });
  opened.push(clocked);
  return { store: clocked, schemaSource };
}

const { DOCUMENT_DRAFT_STORAGE_KEY, DRAFT_SAVE_DELAY_MS } = storeConstants;

const storedDraft = () => JSON.parse(sessionStorage.getItem(DOCUMENT_DRAFT_STORAGE_KEY) ?? 'null') as { query: string; variables: string } | null;

const editor = (r: Rendered) => $(r.container, 'textarea.facet-document-textarea') as HTMLTextAreaElement;
const variablesBox = (r: Rendered) => $(r.container, '.facet-json-input textarea') as HTMLTextAreaElement;
const runButton = (r: Rendered) => $(r.container, 'button[type="submit"]') as HTMLButtonElement;
const requestsNamed = (name: string) => server.requests.filter((q) => q.operationName === name).length;

function buttonNamed(root: ParentNode, name: string): HTMLButtonElement {
  const button = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => accessibleName(b) === name);
  if (!button) throw new Error(`expected a button "${name}"`);
  return button;
}

/** Runs by submitting the form, as Enter in a field or the Run button does. */
function submit(r: Rendered): void {
  act(() => {
    $(r.container, 'form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

const screen = suite('DocumentScreen');

screen.before(async () => {
  server = await startStoreServer();
  const storage = createMemoryStorage();
  store = createStore({
    storage,
    events: null,
    defaults: { endpoint: server.url, wsEndpoint: server.wsUrl },
    transportOptions: { WebSocket: WebSocket as never, fetch: countingFetch },
  });
  schemaSource = store.createSchemaSource({ storage });
  await waitFor(() => schemaSource.status.value === 'ready', WAIT_EXPIRY_MS, 'the schema');
});

screen.before.each(() => {
  sessionStorage.clear();
});

screen.after.each(() => {
  for (const clocked of opened.splice(0)) clocked.dispose();
});

screen.after(async () => {
  schemaSource.dispose();
  store.dispose();
  await server.close();
});

screen('shows the labelled editor with nothing to run yet', () => {
  const r = mount();
  assert.is(accessibleName(editor(r)), 'GraphQL document');
  assert.is(runButton(r).disabled, true, 'nothing to run yet');
  r.unmount();
});

screen('reads the document and variables from the link and runs the query as cards and JSON', async () => {
  const query = 'query One($id: ID!) { item(id: $id) { id name price } }';
  const r = mount(`/document?query=${encodeURIComponent(query)}&variables=${encodeURIComponent('{"id":"2"}')}`);
  assert.is(editor(r).value, query);
  assert.equal(JSON.parse(variablesBox(r).value), { id: '2' });
  const before = requestsNamed('One');
  click(runButton(r));
  await waitFor(() => r.container.querySelector('.facet-card') !== null, WAIT_EXPIRY_MS, 'a card');
  assert.is(requestsNamed('One'), before + 1);
  assert.match($(r.container, '.facet-card').textContent!, 'Desk');
  const jsonChoice = [...r.container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((t) => accessibleName(t) === 'JSON')!;
  click(jsonChoice);
  await waitFor(() => r.container.querySelector('.facet-json-code') !== null, WAIT_EXPIRY_MS, 'the JSON view');
  const json = JSON.parse($(r.container, '.facet-json-code').textContent!);
  assert.equal(json.data.item, { __typename: 'Item', id: '2', name: 'Desk', price: 99 });
  r.unmount();
});

screen('lists the document’s operations and runs the one picked', async () => {
  const r = mount();
  paste(editor(r), 'query First { items(limit: 1) { id name } }\nquery Second { items { id name } }');
  const trigger = $(r.container, '.facet-select button');
  assert.match(trigger.textContent!, 'First — query');
  click(trigger);
  const options = [...document.querySelectorAll<HTMLElement>('[role="option"]')];
  assert.equal(options.map((o) => o.textContent), ['First — query', 'Second — query']);
  click(options[1]!);
  assert.match(trigger.textContent!, 'Second — query');
  const before = requestsNamed('Second');
  const firstBefore = requestsNamed('First');
  submit(r);
  // Flat records open as the table (issue 15 §3); the status line counts them in every view.
  await waitFor(() => r.container.querySelector('.facet-result-status')?.textContent === '3 results', WAIT_EXPIRY_MS, 'three results');
  assert.is(requestsNamed('Second'), before + 1);
  assert.is(requestsNamed('First'), firstBefore, 'the other operation is not sent');
  r.unmount();
});

screen('shows a syntax error with its line and column and cannot run', () => {
  const r = mount();
  paste(editor(r), 'query Broken {\n  items { id \n');
  const message = description(editor(r));
  assert.match(message, /Syntax error at line 3, column 1/);
  assert.is(editor(r).getAttribute('aria-invalid'), 'true');
  assert.is(runButton(r).disabled, true);
  r.unmount();
});

screen('lists what the schema refuses under the editor, in document order, and still lets Run send', async () => {
  const r = mount();
  paste(editor(r), 'query Bad {\n  item { id nope }\n}');
  await waitFor(() => r.container.querySelector('.facet-document-problems') !== null, WAIT_EXPIRY_MS, 'the schema problems');
  const section = $(r.container, '.facet-document-problems');
  assert.is(accessibleName(section), 'The schema finds 2 problems');
  assert.equal([...section.querySelectorAll('li')].map((li) => li.textContent), [
    'Line 2, column 3: Field "item" argument "id" of type "ID!" is required, but it was not provided.',
    'Line 2, column 13: Cannot query field "nope" on type "Item". Did you mean "name"?',
  ]);
  assert.is(runButton(r).disabled, false, 'the server has the last word');
  paste(editor(r), 'query Good { item(id: "1") { id } }');
  await waitFor(() => r.container.querySelector('.facet-document-problems') === null, WAIT_EXPIRY_MS, 'the problems to go');
  r.unmount();
});

screen('explains invalid variables next to the field and sends nothing', async () => {
  const r = mount();
  paste(editor(r), 'query Vars($id: ID!) { item(id: $id) { id name } }');
  paste(variablesBox(r), '{"id": ');
  const before = fetchCalls;
  submit(r);
  await waitFor(() => /Invalid JSON/.test(description(variablesBox(r))), WAIT_EXPIRY_MS, 'the variables message');
  assert.is(variablesBox(r).getAttribute('aria-invalid'), 'true');
  // A request is counted when the transport starts it, so no time has to pass for the check.
  await act(async () => {});
  assert.is(fetchCalls, before, 'no request was started');
  assert.is(r.container.querySelector('.facet-result'), null);
  r.unmount();
});

screen('shows GraphQL errors as alerts', async () => {
  const r = mount();
  paste(editor(r), 'query Bad { nope }');
  submit(r);
  await waitFor(() => r.container.querySelector('[role="alert"][data-kind]') !== null, WAIT_EXPIRY_MS, 'an alert');
  assert.match($(r.container, '[role="alert"][data-kind]').textContent!, 'Cannot query field "nope"');
  r.unmount();
});

screen('asks before sending a mutation, and sends it once on confirmation', async () => {
  const r = mount();
  paste(editor(r), 'mutation Rename($id: ID!, $name: String!) { renameItem(id: $id, name: $name) { id name } }');
  paste(variablesBox(r), '{"id": "3", "name": "Stool"}');
  const before = requestsNamed('Rename');
  submit(r);
  let dialog = $(document.body, '[role="alertdialog"]');
  assert.match(dialog.textContent!, 'Run Rename?');
  assert.match(dialog.textContent!, '“Stool”');
  click(buttonNamed(dialog, 'Cancel'));
  await waitFor(() => document.querySelector('[role="alertdialog"]') === null, WAIT_EXPIRY_MS, 'the modal to close');
  assert.is(requestsNamed('Rename'), before, 'cancel sends nothing');
  submit(r);
  dialog = $(document.body, '[role="alertdialog"]');
  click(buttonNamed(dialog, 'Send mutation'));
  await waitFor(() => r.container.querySelector('.facet-card') !== null, WAIT_EXPIRY_MS, 'the mutation result');
  assert.is(requestsNamed('Rename'), before + 1);
  assert.match($(r.container, '.facet-card').textContent!, 'Stool');
  assert.is(server.items.get('3')!.name, 'Stool');
  r.unmount();
});

screen('flags a destructive-sounding mutation in the confirmation, sending nothing on cancel', () => {
  const r = mount();
  paste(editor(r), 'mutation RemoveLamp { renameItem(id: "1", name: "x") { id } }');
  submit(r);
  const dialog = $(document.body, '[role="alertdialog"]');
  assert.match(dialog.textContent!, 'looks destructive');
  const before = requestsNamed('RemoveLamp');
  click(buttonNamed(dialog, 'Cancel'));
  assert.is(requestsNamed('RemoveLamp'), before);
  r.unmount();
});

screen('runs a subscription as a live feed and stops it', async () => {
  const r = mount();
  paste(editor(r), 'subscription Changes { itemChanged { id name price } }');
  assert.is(runButton(r).textContent, 'Start');
  submit(r);
  await waitFor(() => r.container.querySelector('.facet-feed') !== null && server.connectionParams.length > 0, WAIT_EXPIRY_MS, 'the feed');
  await waitFor(() => /Live|Connected/i.test($(r.container, '.facet-feed-status').textContent!), WAIT_EXPIRY_MS, 'the live status');
  // graphql-ws confirms no subscription, so publish until the server has it (bounded by waitFor).
  const articles = () => r.container.querySelectorAll('[role="feed"] article').length;
  let published = 0;
  await waitFor(() => {
    if (articles() === 0 && server.items.get('1')!.price === 10 + published) {
      published += 1;
      store.mutate(`mutation { setPrice(id: "1", price: ${10 + published}) { id price } }`);
    }
    return articles() > 0;
  }, WAIT_EXPIRY_MS, 'an event');
  const newest = server.items.get('1')!.price;
  assert.match($(r.container, '[role="feed"] article').textContent!, String(newest));
  assert.match($(r.container, '.facet-feed-count').textContent!, /\d+ events? received/);
  click(buttonNamed(r.container, 'Stop'));
  await waitFor(() => r.container.querySelector('.facet-form-actions')!.textContent === 'Start', WAIT_EXPIRY_MS, 'Stop to go');
  r.unmount();
});

screen('keeps the draft in sessionStorage so a reload keeps it', () => {
  const first = mount();
  paste(editor(first), 'query Kept { viewer }');
  paste(variablesBox(first), '{"a": 1}');
  first.unmount();
  assert.match(sessionStorage.getItem(DOCUMENT_DRAFT_STORAGE_KEY)!, 'Kept');
  const second = mount();
  assert.is(editor(second).value, 'query Kept { viewer }');
  assert.equal(JSON.parse(variablesBox(second).value), { a: 1 });
  second.unmount();
});

screen('keeps the edited draft over the link it came from, and a new link replaces it', () => {
  const link = `/document?query=${encodeURIComponent('query A { viewer }')}`;
  const first = mount(link);
  paste(editor(first), 'query A2 { viewer }');
  first.unmount();
  const reloaded = mount(link);
  assert.is(editor(reloaded).value, 'query A2 { viewer }');
  reloaded.unmount();
  const other = mount(`/document?query=${encodeURIComponent('query B { viewer }')}`);
  assert.is(editor(other).value, 'query B { viewer }');
  other.unmount();
});

screen('saves the draft once typing pauses, not on every keystroke', () => {
  const clock = createManualClock();
  const r = mount('/document', appWithClock(clock));
  type(editor(r), 'query Typed { viewer }');
  type(variablesBox(r), '{"a": 1}');
  assert.is(storedDraft(), null, 'nothing is written while typing');
  assert.equal(clock.pendingDelays(), [DRAFT_SAVE_DELAY_MS], 'one save waits, restarted by each keystroke');
  clock.advance(DRAFT_SAVE_DELAY_MS - 1);
  assert.is(storedDraft(), null);
  clock.advance(1);
  assert.equal(storedDraft(), { query: 'query Typed { viewer }', variables: '{\n  "a": 1\n}', source: '' });
  assert.equal(clock.pendingDelays(), []);
  r.unmount();
});

screen('saves at once when the page is hidden, so a reload right after typing keeps the text', () => {
  const clock = createManualClock();
  const first = mount('/document', appWithClock(clock));
  type(editor(first), 'query Quick { viewer }');
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  assert.is(storedDraft()?.query, 'query Quick { viewer }', 'pagehide saves without waiting');
  assert.equal(clock.pendingDelays(), [], 'and the waiting save is dropped');
  // The reloaded page is a new screen reading the same sessionStorage; the old one is gone.
  const reloaded = mount('/document', appWithClock(createManualClock()));
  assert.is(editor(reloaded).value, 'query Quick { viewer }');
  reloaded.unmount();
  first.unmount();
});

screen('saves at once when the tab is hidden, or the editor is left', () => {
  const clock = createManualClock();
  const r = mount('/document', appWithClock(clock));
  type(editor(r), 'query Hidden { viewer }');
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  try {
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  } finally {
    delete (document as { visibilityState?: unknown }).visibilityState;
  }
  assert.is(storedDraft()?.query, 'query Hidden { viewer }');
  type(editor(r), ' # more');
  assert.is(storedDraft()?.query, 'query Hidden { viewer }');
  r.unmount();
  assert.is(storedDraft()?.query, 'query Hidden { viewer } # more', 'unmounting saves what is pending');
  assert.equal(clock.pendingDelays(), []);
});

screen('shows each keystroke before the operation list catches up with it', () => {
  const commits: Array<{ text: string; picked: string }> = [];
  const snapshot = () => ({
    text: document.querySelector<HTMLTextAreaElement>('textarea.facet-document-textarea')?.value ?? '',
    picked: document.querySelector('.facet-select button')?.textContent ?? '',
  });
  const r = mount('/document', undefined, {
    wrap: (ui) => (
      <Profiler id="document" onRender={() => commits.push(snapshot())}>
        {ui}
      </Profiler>
    ),
  });
  paste(editor(r), 'query First { viewer }');
  commits.length = 0;
  paste(editor(r), 'query Second { viewer }');
  assert.equal(commits[0], { text: 'query Second { viewer }', picked: 'First — query ▾' }, 'the editor commits first');
  assert.equal(commits.at(-1), { text: 'query Second { viewer }', picked: 'Second — query ▾' }, 'then the list catches up');
  r.unmount();
});

screen('runs what is typed even when Enter comes before the operation list catches up', async () => {
  const r = mount();
  paste(editor(r), 'query Early { items(limit: 1) { id name } }');
  const before = { early: requestsNamed('Early'), late: requestsNamed('Late') };
  // The edit and the submit in one act(): React renders the edit urgently but not yet the
  // deferred parse, so the picker still offers Early when Enter submits.
  const area = editor(r);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, 'query Late { items(limit: 1) { id name } }');
    area.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
    assert.match($(r.container, '.facet-select button').textContent!, 'Early', 'the list has not caught up');
    $(r.container, 'form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await waitFor(() => requestsNamed('Late') === before.late + 1, WAIT_EXPIRY_MS, 'the request');
  assert.is(requestsNamed('Early'), before.early, 'the stale pick is not sent');
  r.unmount();
});

screen('lists what the picked mutation sends: its literal arguments, and only the variables it declares', async () => {
  const r = mount();
  paste(editor(r), 'query Few($n: Int) { items(limit: $n) { id } }\nmutation Ren { renameItem(id: "e3", name: "Chair") { id } }');
  paste(variablesBox(r), '{"n": 3}');
  click($(r.container, '.facet-select button'));
  click([...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === 'Ren — mutation')!);
  submit(r);
  const dialog = $(document.body, '[role="alertdialog"]');
  const entries = [...dialog.querySelectorAll('.facet-variables-entry')].map((e) => [e.querySelector('dt')!.textContent, e.querySelector('dd')!.textContent]);
  assert.equal(entries, [['ID', '“e3”'], ['Name', '“Chair”']], 'labelled as the forms label them');
  click(buttonNamed(dialog, 'Cancel'));
  await waitFor(() => document.querySelector('[role="alertdialog"]') === null, WAIT_EXPIRY_MS, 'the modal to close');
  r.unmount();
});

screen('sends one request for many Runs while the first is waiting', async () => {
  const r = mount();
  paste(editor(r), 'query Once { items(limit: 1) { id } }');
  const before = requestsNamed('Once');
  const started = fetchCalls;
  for (let i = 0; i < 15; i++) submit(r);
  await waitFor(() => r.container.querySelector('.facet-result-status')?.textContent === '1 result', WAIT_EXPIRY_MS, 'the result');
  assert.is(fetchCalls - started, 1, 'one request started');
  assert.is(requestsNamed('Once'), before + 1);
  submit(r);
  await waitFor(() => requestsNamed('Once') === before + 2, WAIT_EXPIRY_MS, 'a Run after the answer sends again');
  r.unmount();
});

screen('runs on Ctrl+Enter in the document and in the variables, once each', async () => {
  const r = mount();
  paste(editor(r), 'query Keyed($n: Int) { items(limit: $n) { id } }');
  paste(variablesBox(r), '{"n": 1}');
  const before = requestsNamed('Keyed');
  const isUncancelled = press(editor(r), 'Enter', { ctrlKey: true });
  assert.is(isUncancelled, false, 'the key is taken, so nothing else acts on it');
  await waitFor(() => requestsNamed('Keyed') === before + 1, WAIT_EXPIRY_MS, 'the run from the document');
  await waitFor(() => r.container.querySelector('.facet-result-status')?.textContent === '1 result', WAIT_EXPIRY_MS, 'its answer');
  press(variablesBox(r), 'Enter', { metaKey: true });
  await waitFor(() => requestsNamed('Keyed') === before + 2, WAIT_EXPIRY_MS, 'the run from the variables');
  await waitFor(() => !r.container.querySelector('.facet-result')?.getAttribute('aria-busy')?.includes('true'), WAIT_EXPIRY_MS, 'its answer');
  assert.is(requestsNamed('Keyed'), before + 2);
  r.unmount();
});

screen('shows the text area until the code editor arrives, then the code editor with the same text, running on Ctrl+Enter once', async () => {
  let arrive: (module: WorkbenchModule) => void = () => {};
  const load: LoadWorkbench = () => new Promise((resolve) => (arrive = resolve));
  const r = mount(`/document?query=${encodeURIComponent('query Arrives { items(limit: 1) { id } }')}`, undefined, { loadWorkbench: load });
  assert.is(editor(r).value, 'query Arrives { items(limit: 1) { id } }', 'the text area first');
  const module = await import('../../src/ui/workbench/index.ts');
  await act(async () => arrive(module));
  await waitFor(() => r.container.querySelector('.graphql-editor') !== null, LAZY_CHUNK_EXPIRY_MS, 'the code editor');
  assert.is(r.container.querySelector('textarea.facet-document-textarea'), null, 'the text area is gone');
  const view = EditorView.findFromDOM($($(r.container, '.graphql-editor').shadowRoot!, '.cm-editor'))!;
  assert.is(view.state.doc.toString(), 'query Arrives { items(limit: 1) { id } }');
  assert.is(view.contentDOM.getAttribute('aria-label'), 'GraphQL document');
  assert.ok(r.container.querySelector('.variables-editor'), 'the variables are a code editor too');
  assert.equal([...r.container.querySelectorAll('[role="tab"]')].map((t) => t.textContent), ['History', 'Saved']);
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: 'query Typed { items(limit: 1) { id } }' }, userEvent: 'input.type' }));
  await waitFor(() => /Typed — query/.test($(r.container, '.facet-select button').textContent!), WAIT_EXPIRY_MS, 'the picker to follow');
  const before = requestsNamed('Typed');
  press(view.contentDOM, 'Enter', { ctrlKey: true });
  await waitFor(() => r.container.querySelector('.facet-result-status')?.textContent === '1 result', WAIT_EXPIRY_MS, 'the result');
  assert.is(requestsNamed('Typed'), before + 1, 'one request');
  assert.is(view.state.doc.toString(), 'query Typed { items(limit: 1) { id } }', 'no line inserted');
  r.unmount();
});

screen('keeps the text area, and says so, when the code editor cannot be loaded', async () => {
  const r = mount('/document', undefined, { loadWorkbench: () => Promise.reject(new Error('chunk refused')) });
  await waitFor(() => /code editor could not be loaded/.test(r.container.textContent ?? ''), WAIT_EXPIRY_MS, 'the notice');
  paste(editor(r), 'query Plain { items(limit: 1) { id } }');
  assert.match($(r.container, '.facet-select button').textContent!, 'Plain — query');
  r.unmount();
});

screen.run();

// ---

const demoResults = suite('DocumentScreen results (demo backend)');

let demo: DemoServerHandle;
let demoApp: { store: Store; schemaSource: SchemaSource };

demoResults.before(async () => {
  demo = await startDemoServer();
  const storage = createMemoryStorage();
  const demoStore = createStore({
    storage,
    events: null,
    defaults: { endpoint: demo.graphqlUrl, wsEndpoint: demo.wsUrl },
    transportOptions: { WebSocket: WebSocket as never },
  });
  const demoSource = demoStore.createSchemaSource({ storage });
  demoApp = { store: demoStore, schemaSource: demoSource };
  await waitFor(() => demoSource.status.value === 'ready', WAIT_EXPIRY_MS, 'the demo schema');
});

demoResults.before.each(() => {
  sessionStorage.clear();
});

demoResults.after(async () => {
  demoApp.schemaSource.dispose();
  demoApp.store.dispose();
  await demo.close();
});

const resultNamed = (r: Rendered, heading: string) => [...r.container.querySelectorAll<HTMLElement>('section.facet-result')].find((section) => accessibleName(section) === heading);
const listTitles = (section: HTMLElement) =>
  [...section.querySelectorAll('.facet-result-list > li > article > header .facet-card-title, .facet-result-list > li > article > div > header .facet-compact-title, .facet-table [role="rowheader"]')].map((h) => h.textContent);

demoResults('lists the items of a page object and the nodes of a connection, through aliases and fragments', async () => {
  const query = `query Pages {
  page: events(limit: 3) { items { id title } total }
  ... on Query { ...Feed }
}
fragment Feed on Query {
  eventsConnection(first: 2) { edges { cursor node { id title } } pageInfo { hasNextPage endCursor } totalCount }
}`;
  const r = mount(`/document?query=${encodeURIComponent(query)}`, demoApp);
  click(runButton(r));
  await waitFor(() => /in total/.test(resultNamed(r, 'Result: eventsConnection')?.textContent ?? ''), WAIT_EXPIRY_MS, 'both results');
  const [page, connection] = [resultNamed(r, 'Result: page')!, resultNamed(r, 'Result: eventsConnection')!];
  // Records this flat open as the table (issue 15 §3), which loads on demand.
  await waitFor(() => page.querySelector('[role="grid"]') !== null && connection.querySelector('[role="grid"]') !== null, WAIT_EXPIRY_MS, 'both tables');
  assert.is($(page, '.facet-result-status').textContent, '40 results in total, 3 shown');
  assert.is($(connection, '.facet-result-status').textContent, '40 results in total, 2 shown');
  const pageTitles = listTitles(page);
  assert.is(pageTitles.length, 3);
  assert.equal(listTitles(connection), pageTitles.slice(0, 2), 'both list events by start time');
  for (const title of pageTitles) assert.not.match(title ?? '', /#|Page|Connection/);
  const labels = [...r.container.querySelectorAll('dt')].map((dt) => dt.textContent);
  for (const raw of ['Items', 'Total', 'Edges', 'Cursor', 'Page info', 'Node']) assert.not.ok(labels.includes(raw), raw);
  r.unmount();
});

demoResults('offers the reviews of event(id) as a month calendar', async () => {
  const query = 'query One { event(id: "e5") { id title reviews { id author rating createdAt } } }';
  const r = mount(`/document?query=${encodeURIComponent(query)}`, demoApp);
  click(runButton(r));
  await waitFor(() => r.container.querySelector('.facet-card') !== null, WAIT_EXPIRY_MS, 'the event card');
  const reviewsSwitch = [...r.container.querySelectorAll('[role="radiogroup"]')].find((g) => accessibleName(g) === 'Show reviews as');
  assert.ok(reviewsSwitch, 'the reviews can be shown as a calendar');
  const calendarChoice = [...reviewsSwitch!.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((t) => accessibleName(t) === 'Calendar')!;
  click(calendarChoice);
  await waitFor(() => r.container.querySelector('table') !== null, LAZY_CHUNK_EXPIRY_MS, 'the calendar');
  assert.is(r.container.querySelectorAll('table .facet-calendar-item').length, 4, 'e5 has four reviews, all in one month');
  r.unmount();
});

demoResults.run();

// ---

const hostile = suite('DocumentScreen with a broken answer');

hostile('shows a result whose errors is a string as an alert, keeping the editor and its text', async () => {
  const original = console.error;
  console.error = () => {}; // React logs the error the boundary catches
  const app = mountFakeApp(<Route path="/document">{() => <DocumentScreen loadWorkbench={textAreaOnly} />}</Route>, { path: '/document' });
  try {
    await app.answerSchema('type Query { viewer: String }');
    paste(editor(app.r), 'query Broken { viewer }');
    submit(app.r);
    app.factory.last.next().resolve({ data: null, errors: 'Internal error' } as never);
    await flushRequests();
    await waitFor(() => (app.r.container.textContent ?? '').includes('The result could not be shown'), WAIT_EXPIRY_MS, 'the alert');
    assert.is(editor(app.r).value, 'query Broken { viewer }');
    submit(app.r);
    app.factory.last.next().resolve({ data: { viewer: 'Ada' } });
    await flushRequests();
    await waitFor(() => (app.r.container.textContent ?? '').includes('Ada'), WAIT_EXPIRY_MS, 'the next result');
  } finally {
    app.done();
    console.error = original;
  }
});

hostile('offers Cancel while a query is awaited, and a cancelled mutation is reported as outcome unknown', async () => {
  const app = mountFakeApp(<Route path="/document">{() => <DocumentScreen loadWorkbench={textAreaOnly} />}</Route>, { path: '/document' });
  try {
    await app.answerSchema('type Query { viewer: String } type Mutation { touch: Boolean }');
    paste(editor(app.r), 'query Slow { viewer }');
    submit(app.r);
    const slow = app.factory.last.next();
    click(buttonNamed(app.r.container, 'Cancel'));
    assert.ok(slow.isAborted);
    await flushRequests();
    assert.not.ok([...app.r.container.querySelectorAll('button')].some((b) => accessibleName(b) === 'Cancel'));
    paste(editor(app.r), 'mutation Touch { touch }');
    submit(app.r);
    await waitFor(() => document.body.querySelector('[role="alertdialog"]') !== null, WAIT_EXPIRY_MS, 'the confirmation');
    click(buttonNamed(document.body.querySelector('[role="alertdialog"]')!, 'Send mutation'));
    const touch = app.factory.last.next();
    // While it is sent the dialog stays open, so its own Cancel is the one within reach.
    click(buttonNamed(document.body.querySelector('[role="alertdialog"]')!, 'Cancel'));
    assert.ok(touch.isAborted);
    await flushRequests();
    await waitFor(() => (app.r.container.textContent ?? '').includes('Outcome unknown'), WAIT_EXPIRY_MS, 'the warning');
    assert.ok(app.store.notices.log.value.some((n) => n.kind === 'warning' && n.message.startsWith('Touch: outcome unknown')));
    assert.not.ok(app.store.notices.log.value.some((n) => n.kind === 'success'));
  } finally {
    app.done();
  }
});

hostile.run();
