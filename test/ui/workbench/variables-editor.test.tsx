import '../../setup/dom.ts';
import { CompletionContext, type CompletionSource } from '@codemirror/autocomplete';
import { forceLinting } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { VariablesEditor } from '../../../src/ui/workbench/index.ts';
import { eventsSchema } from '../../helpers/schemas.ts';
import { $, press, render, waitFor } from '../../helpers/interact.ts';

const schema = eventsSchema();
const DOC = 'query Q($id: ID!, $limit: Int) { event(id: $id) { id } events(limit: $limit) { total } }';
/** The editor lives in its host's shadow root (use-code-mirror.ts says why). */
const inEditor = (root: ParentNode) => $(root, '.code-editor').shadowRoot!;
const viewIn = (root: ParentNode) => EditorView.findFromDOM($(inEditor(root), '.cm-editor'))!;

async function completionsAt(view: EditorView, pos: number): Promise<string[]> {
  const sources = view.state.languageDataAt<CompletionSource>('autocomplete', pos);
  const results = await Promise.all(sources.map((s) => s(new CompletionContext(view.state, pos, false))));
  return results.flatMap((r) => r?.options.map((o) => o.label) ?? []);
}

const editor = suite('VariablesEditor');

editor('completes the operation\'s variable names as keys', async () => {
  const r = render(<VariablesEditor value='{ "' schema={schema} documentText={DOC} onChange={() => {}} onRun={() => {}} />);
  const view = viewIn(r.container);
  assert.equal(await completionsAt(view, 3), ['"id"', '"limit"']);
  r.rerender(<VariablesEditor value='{ "' schema={schema} documentText="query ($other: Int) { hello }" onChange={() => {}} onRun={() => {}} />);
  assert.equal(await completionsAt(view, 3), ['"other"'], 'follows the document');
  r.unmount();
});

editor('offers no names inside a value', async () => {
  const text = '{ "id": { "' ;
  const r = render(<VariablesEditor value={text} schema={schema} documentText={DOC} onChange={() => {}} onRun={() => {}} />);
  assert.equal(await completionsAt(viewIn(r.container), text.length), []);
  r.unmount();
});

editor('marks a value of the wrong type on its variable', async () => {
  const text = '{\n  "id": "1",\n  "limit": "ten"\n}';
  const r = render(<VariablesEditor value={text} schema={schema} documentText={DOC} onChange={() => {}} onRun={() => {}} />);
  const view = viewIn(r.container);
  act(() => forceLinting(view));
  await waitFor(() => inEditor(r.container).querySelector('.cm-lintRange-error') !== null, 2000, 'a marked variable');
  assert.is($(inEditor(r.container), '.cm-lintRange-error').textContent, '"limit"');
  r.unmount();
});

editor('marks nothing in an empty box (no variables), and a syntax error once there is text', async () => {
  const r = render(<VariablesEditor value="" schema={schema} documentText="{ hello }" onChange={() => {}} onRun={() => {}} />);
  const view = viewIn(r.container);
  act(() => forceLinting(view));
  await act(async () => {});
  assert.is(inEditor(r.container).querySelector('.cm-lintRange-error, .cm-lint-marker, .cm-lintPoint'), null);
  r.rerender(<VariablesEditor value='{"a": ' schema={schema} documentText="{ hello }" onChange={() => {}} onRun={() => {}} />);
  act(() => forceLinting(view));
  await waitFor(() => inEditor(r.container).querySelector('.cm-lintRange-error, .cm-lintPoint-error') !== null, 2000, 'the syntax error');
  r.unmount();
});

editor('runs on Ctrl+Enter and is labelled', () => {
  let runs = 0;
  const r = render(<VariablesEditor value="{}" schema={schema} documentText={DOC} onChange={() => {}} onRun={() => (runs += 1)} />);
  const view = viewIn(r.container);
  press(view.contentDOM, 'Enter', { ctrlKey: true });
  assert.is(runs, 1);
  assert.is(view.contentDOM.getAttribute('aria-label'), 'Variables (JSON)');
  r.unmount();
});

editor.run();
