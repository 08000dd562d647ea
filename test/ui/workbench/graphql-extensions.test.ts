import '../../setup/dom.ts';
import { CompletionContext, type CompletionResult, type CompletionSource } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { graphqlExtensions, jumpCommand, prettifyCommand } from '../../../src/ui/workbench/graphql-extensions.ts';
import { eventsSchema } from '../../helpers/schemas.ts';

const schema = eventsSchema();
const handlers = () => ({ run() {}, jumpToType() {}, report() {} });

/** Completion labels at the `|` in `text`, as the popup would list them (explicit, Ctrl+Space). */
async function completionsAt(marked: string): Promise<string[]> {
  const pos = marked.indexOf('|');
  const doc = marked.replace('|', '');
  const state = EditorState.create({ doc, selection: { anchor: pos }, extensions: graphqlExtensions({ schema, label: 'Doc', handlers }) });
  const sources = state.languageDataAt<CompletionSource>('autocomplete', pos);
  const results = await Promise.all(sources.map((source) => source(new CompletionContext(state, pos, true))));
  return results.flatMap((r: CompletionResult | null) => r?.options.map((o) => o.label) ?? []);
}

const extensions = suite('graphqlExtensions');

extensions('completes the root fields of the schema', async () => {
  const labels = await completionsAt('{ ev| }');
  assert.ok(labels.includes('events') && labels.includes('eventsConnection') && labels.includes('event'), labels.join(', '));
});

extensions('completes the fields of a nested type', async () => {
  const labels = await completionsAt('{ event(id: "1") { ti| } }');
  assert.ok(labels.includes('title'), labels.join(', '));
});

extensions('completes arguments', async () => {
  const labels = await completionsAt('{ events(|) { total } }');
  for (const name of ['limit', 'offset', 'filter', 'sort', 'order']) assert.ok(labels.includes(name), labels.join(', '));
});

extensions('completes enum values', async () => {
  const labels = await completionsAt('{ events(sort: |) { total } }');
  assert.ok(labels.includes('TITLE') && labels.includes('RATING'), labels.join(', '));
});

extensions('completes the variables the operation defines', async () => {
  const labels = await completionsAt('query ($when: Date!) { eventsOn(date: $|) { id } }');
  assert.ok(labels.includes('$when'), labels.join(', '));
});

extensions('completes fragments the document defines', async () => {
  const labels = await completionsAt('{ venues { ...| } } fragment VenueBits on Venue { id }');
  assert.ok(labels.includes('VenueBits'), labels.join(', '));
});

extensions('completes directives', async () => {
  const labels = await completionsAt('{ hello @| }');
  assert.ok(labels.includes('include') && labels.includes('skip'), labels.join(', '));
});

extensions('labels the content element for screen readers', () => {
  const view = new EditorView({ state: EditorState.create({ extensions: graphqlExtensions({ schema, label: 'GraphQL document', handlers }) }) });
  assert.is(view.contentDOM.getAttribute('aria-label'), 'GraphQL document');
  assert.is(view.contentDOM.getAttribute('role'), 'textbox');
  view.destroy();
});

extensions.run();

// ---

const viewOf = (doc: string, anchor = 0) =>
  new EditorView({ state: EditorState.create({ doc, selection: { anchor }, extensions: graphqlExtensions({ schema, label: 'Doc', handlers }) }) });

const prettify = suite('prettifyCommand');

prettify('replaces the text with the printed document', () => {
  const view = viewOf('{event(id:"1"){id}}');
  assert.ok(prettifyCommand(() => {})(view));
  assert.is(view.state.doc.toString(), '{\n  event(id: "1") {\n    id\n  }\n}');
  view.destroy();
});

prettify('reports why a broken document is left as it is', () => {
  const reports: string[] = [];
  const view = viewOf('{ event(');
  prettifyCommand((m) => reports.push(m))(view);
  assert.is(view.state.doc.toString(), '{ event(');
  assert.is(reports.length, 1);
  assert.match(reports[0]!, /^Not prettified/);
  view.destroy();
});

prettify.run();

// ---

const jump = suite('jumpCommand');

jump('opens the type of the field under the cursor', () => {
  const text = '{ event(id: "1") { venue { id } } }';
  const view = viewOf(text, text.indexOf('venue') + 2);
  const jumped: string[] = [];
  assert.ok(jumpCommand((name) => jumped.push(name))(view));
  assert.equal(jumped, ['Venue']);
  view.destroy();
});

jump('does nothing on punctuation', () => {
  const view = viewOf('{ hello }', 0);
  const jumped: string[] = [];
  assert.not.ok(jumpCommand((name) => jumped.push(name))(view));
  assert.equal(jumped, []);
  view.destroy();
});

jump.run();
