import '../../setup/dom.ts';
import { forceLinting } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import axe from 'axe-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLEditor } from '../../../src/ui/workbench/index.ts';
import { eventsSchema } from '../../helpers/schemas.ts';
import { $, press, render, renderControlled, waitFor } from '../../helpers/interact.ts';
import { act } from 'react';

const schema = eventsSchema();
/** The editor lives in its host's shadow root (use-code-mirror.ts says why). */
const inEditor = (root: ParentNode) => $(root, '.code-editor').shadowRoot!;
const viewIn = (root: ParentNode) => EditorView.findFromDOM($(inEditor(root), '.cm-editor'))!;

const editor = suite('GraphQLEditor');

editor('shows the value and reports typing through onChange', () => {
  const harness = renderControlled('{ hello }', (value, onChange) => (
    <GraphQLEditor value={value} onChange={onChange} schema={schema} onRun={() => {}} onJumpToType={() => {}} />
  ));
  const view = viewIn(harness.container);
  assert.is(view.state.doc.toString(), '{ hello }');
  act(() => view.dispatch({ changes: { from: 7, insert: ' me { id }' }, userEvent: 'input.type' }));
  assert.is(harness.current(), '{ hello me { id } }');
  harness.unmount();
});

editor('takes a new value from outside without losing the view', () => {
  const props = { schema, onChange() {}, onRun() {}, onJumpToType() {} };
  const r = render(<GraphQLEditor value="{ hello }" {...props} />);
  const view = viewIn(r.container);
  r.rerender(<GraphQLEditor value="{ venues { id } }" {...props} />);
  assert.is(viewIn(r.container), view);
  assert.is(view.state.doc.toString(), '{ venues { id } }');
  r.unmount();
});

editor('runs on Ctrl+Enter with the newest callback, without inserting a line', () => {
  const runs: string[] = [];
  const props = { value: '{ hello }', schema, onChange() {}, onJumpToType() {} };
  const r = render(<GraphQLEditor {...props} onRun={() => runs.push('first')} />);
  r.rerender(<GraphQLEditor {...props} onRun={() => runs.push('second')} />);
  const view = viewIn(r.container);
  press(view.contentDOM, 'Enter', { ctrlKey: true });
  assert.equal(runs, ['second']);
  assert.is(view.state.doc.toString(), '{ hello }');
  r.unmount();
});

editor('marks the text aria-invalid while the screen says it is, without re-creating the view', () => {
  const props = { value: '{', schema, onChange() {}, onRun() {}, onJumpToType() {} };
  const r = render(<GraphQLEditor {...props} isInvalid />);
  const view = viewIn(r.container);
  assert.is(view.contentDOM.getAttribute('aria-invalid'), 'true');
  assert.is(view.contentDOM.getAttribute('aria-label'), 'GraphQL document');
  r.rerender(<GraphQLEditor {...props} isInvalid={false} />);
  assert.is(viewIn(r.container), view);
  assert.is(view.contentDOM.getAttribute('aria-invalid'), null);
  r.unmount();
});

editor('prettifies on Shift+Ctrl+P and reports a refusal', () => {
  const reports: string[] = [];
  const harness = renderControlled('{hello}', (value, onChange) => (
    <GraphQLEditor value={value} onChange={onChange} schema={schema} onRun={() => {}} onJumpToType={() => {}} onReport={(m) => reports.push(m)} />
  ));
  const view = viewIn(harness.container);
  press(view.contentDOM, 'P', { ctrlKey: true, shiftKey: true, keyCode: 80 });
  assert.is(harness.current(), '{\n  hello\n}');
  act(() => view.dispatch({ changes: { from: 0, insert: '# note\n' } }));
  press(view.contentDOM, 'P', { ctrlKey: true, shiftKey: true, keyCode: 80 });
  assert.equal(reports, ['Not prettified: the printer would drop the comments.']);
  harness.unmount();
});

editor('jumps to the field\'s type on F12', () => {
  const jumps: string[] = [];
  const text = '{ event(id: "1") { venue { id } } }';
  const r = render(<GraphQLEditor value={text} schema={schema} onChange={() => {}} onRun={() => {}} onJumpToType={(t) => jumps.push(t)} />);
  const view = viewIn(r.container);
  act(() => view.dispatch({ selection: { anchor: text.indexOf('venue') + 1 } }));
  press(view.contentDOM, 'F12');
  assert.equal(jumps, ['Venue']);
  r.unmount();
});

editor('marks a validation error at its place in the text', async () => {
  const text = '{ event(id: "1") { titel } }';
  const r = render(<GraphQLEditor value={text} schema={schema} onChange={() => {}} onRun={() => {}} onJumpToType={() => {}} />);
  const view = viewIn(r.container);
  act(() => forceLinting(view));
  await waitFor(() => inEditor(r.container).querySelector('.cm-lintRange-error') !== null, 2000, 'a marked range');
  assert.is($(inEditor(r.container), '.cm-lintRange-error').textContent, 'titel');
  r.unmount();
});

editor('is labelled, and axe finds nothing serious', async () => {
  const r = render(<GraphQLEditor value="{ hello }" schema={schema} onChange={() => {}} onRun={() => {}} onJumpToType={() => {}} />);
  const content = $(inEditor(r.container), '.cm-content');
  assert.is(content.getAttribute('aria-label'), 'GraphQL document');
  const result = await axe.run(r.container, { rules: { 'color-contrast': { enabled: false } } });
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  assert.equal(serious, []);
  r.unmount();
});

editor.run();
