// A page for the workbench's Chromium test (test/e2e/workbench.test.ts): the editor room's
// components on a real store, history and saved operations (real IndexedDB), against the demo
// backend on the same origin. The document screen will host the same components; until then
// this page is how they are driven in a browser. Copies and files land on `window` for the test.
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createHistory, createSavedOperations, createStore, operationRequest } from '../../../src/store/index.ts';
import { CopyAsMenu, GraphQLEditor, HistoryPanel, SavedOperationsPanel, VariablesEditor } from '../../../src/ui/workbench/index.ts';

interface HarnessWindow {
  __copied: string[];
  __files: Array<{ name: string; text: string }>;
  __jumps: string[];
}
const win = window as unknown as HarnessWindow;
win.__copied = [];
win.__files = [];
win.__jumps = [];

const endpoint = new URL('/graphql', location.href).href;
const history = createHistory();
const saved = createSavedOperations();
const store = createStore({ defaults: { endpoint }, onRun: (run) => void history.record(run) });

function parseVariables(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text || '{}');
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

function Workbench({ schema }: { schema: GraphQLSchema }) {
  const [text, setText] = useState('');
  const [variables, setVariables] = useState('{}');
  const [result, setResult] = useState<string>('');
  const [report, setReport] = useState<string | null>(null);

  const run = () => {
    const handle = store.query(text, parseVariables(variables), { fetchPolicy: 'network-only' });
    void handle.settled().then(() => setResult(JSON.stringify({ data: handle.data.peek(), errors: handle.graphqlErrors.peek() })));
  };
  const token = store.session.token.peek();

  return (
    <main>
      <h1>Workbench</h1>
      <GraphQLEditor value={text} onChange={setText} schema={schema} onRun={run} onJumpToType={(name) => win.__jumps.push(name)} onReport={setReport} />
      {report ? <p role="status">{report}</p> : null}
      <VariablesEditor value={variables} onChange={setVariables} schema={schema} documentText={text} onRun={run} />
      <button type="button" onClick={run}>Run</button>
      <pre id="result">{result}</pre>
      <CopyAsMenu
        request={text ? operationRequest({ endpoint, baseUrl: location.href, query: text, variables: parseVariables(variables), token }) : null}
        appUrl={location.href}
        copy={async (copied) => void win.__copied.push(copied)}
      />
      <HistoryPanel history={history} endpoint={endpoint} onReopen={(doc) => { setText(doc.query); setVariables(JSON.stringify(doc.variables)); }} />
      <SavedOperationsPanel
        saved={saved}
        endpoint={endpoint}
        current={{ query: text, variables: parseVariables(variables) }}
        onOpen={(op) => { setText(op.query); setVariables(JSON.stringify(op.variables)); }}
        saveFile={(name, fileText) => void win.__files.push({ name, text: fileText })}
      />
    </main>
  );
}

const response = await fetch(endpoint, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: getIntrospectionQuery() }),
});
const { data } = (await response.json()) as { data: IntrospectionQuery };
createRoot(document.getElementById('root')!).render(<Workbench schema={buildClientSchema(data)} />);
