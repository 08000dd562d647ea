// The workbench editor (issue 18 "Bench: time from keystroke to completion list on the
// GitHub-sized schema (2,000 types), and the size of the editor's lazy chunk"):
//   1. The workbench room's lazy chunk: esbuild builds the app with src/ui/workbench/index.ts as a
//      second entry (how the document screen's import() splits it); the chunk is the entry plus
//      every chunk it loads that the first screen does not, gzip -9. Also checks that nothing of
//      CodeMirror is in what main.js loads statically.
//   2. Completion on the 2,000-type / 600-root-field schema, in Node with happy-dom (no layout):
//      (a) the completion source alone (cm6-graphql over graphql-language-service) for a root
//      field prefix and a nested field prefix; (b) a typed character until CodeMirror's
//      completion state holds the list, which includes its activate-on-typing debounce.
import '../test/setup/dom.ts';
import { CompletionContext, completionStatus, currentCompletions, type CompletionSource } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import * as esbuild from 'esbuild';
import { relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { builds } from '../build.mjs';
import { graphqlExtensions } from '../src/ui/workbench/graphql-extensions.ts';
import { largeSchema } from '../test/helpers/schemas.ts';
import { median, percentile } from './stats.ts';
import { formatNumber, printTable } from './table.ts';

const SAMPLES = 30;
const root = new URL('..', import.meta.url).pathname;

// ─── 1. Lazy chunk ──────────────────────────────────────────────────────────────────────────────

async function chunkSizes() {
  const app = builds.find((b) => b.name === 'app')!.options;
  const result = await esbuild.build({
    ...app,
    entryPoints: { ...app.entryPoints, editor: 'src/ui/workbench/index.ts' },
    absWorkingDir: root,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile!.outputs;
  const contents = new Map(result.outputFiles!.map((f) => [relative(root, f.path), f.contents]));
  const closure = (entry: string) => {
    const seen = new Set<string>();
    const queue = [Object.keys(outputs).find((p) => p.endsWith(entry))!];
    while (queue.length) {
      const p = queue.pop()!;
      if (seen.has(p)) continue;
      seen.add(p);
      for (const i of outputs[p]!.imports) if (i.kind === 'import-statement') queue.push(i.path);
    }
    return seen;
  };
  const gzip = (files: Iterable<string>) => [...files].reduce((sum, p) => sum + gzipSync(contents.get(p)!, { level: 9 }).length, 0);
  const first = closure('dist/main.js');
  const editor = [...closure('dist/editor.js')].filter((p) => !first.has(p));
  // What #/document loads for the editor once its own screen is in: the room's closure less the
  // chunks the document screen already brought (React Aria widgets, graphql's validation, inputs).
  const documentChunk = Object.keys(outputs).find((p) => Object.keys(outputs[p]!.inputs).includes('src/screens/document.tsx'))!;
  const documentScreen = closure(documentChunk);
  const editorOnDocument = editor.filter((p) => !documentScreen.has(p));
  const codeMirrorInFirst = [...first].some((p) => Object.keys(outputs[p]!.inputs).some((i) => /@codemirror|cm6-graphql|graphql-language-service|@lezer/.test(i)));
  return { editorFiles: editor.length, editorGzip: gzip(editor), onDocumentFiles: editorOnDocument.length, onDocumentGzip: gzip(editorOnDocument), codeMirrorInFirst };
}

// ─── 2. Completion latency ──────────────────────────────────────────────────────────────────────

const schema = largeSchema();
const handlers = () => ({ run() {}, jumpToType() {}, report() {} });

/** `marked` holds a `|` where the cursor is. */
async function sourceTimes(marked: string): Promise<{ samples: number[]; options: number }> {
  const pos = marked.indexOf('|');
  const doc = marked.replace('|', '');
  const state = EditorState.create({ doc, selection: { anchor: pos }, extensions: graphqlExtensions({ schema, label: 'Doc', handlers }) });
  const sources = state.languageDataAt<CompletionSource>('autocomplete', pos);
  const samples: number[] = [];
  let options = 0;
  for (let i = 0; i < SAMPLES + 3; i++) {
    const started = performance.now();
    const results = await Promise.all(sources.map((s) => s(new CompletionContext(state, pos, false))));
    const ms = performance.now() - started;
    options = results.reduce((n, r) => n + (r?.options.length ?? 0), 0);
    if (i >= 3) samples.push(ms); // the first runs warm the parser and the schema's maps
  }
  return { samples, options };
}

async function keystrokeTimes(): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES + 3; i++) {
    const parent = document.body.appendChild(document.createElement('div'));
    const doc = '{  }';
    const view = new EditorView({ parent, state: EditorState.create({ doc, selection: { anchor: 2 }, extensions: graphqlExtensions({ schema, label: 'Doc', handlers }) }) });
    const started = performance.now();
    view.dispatch({ changes: { from: 2, insert: 'g' }, selection: { anchor: 3 }, userEvent: 'input.type' });
    const deadline = started + 5000;
    while (!(completionStatus(view.state) === 'active' && currentCompletions(view.state).length > 0) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const ms = performance.now() - started;
    if (i >= 3) samples.push(ms);
    view.destroy();
    parent.remove();
  }
  return samples;
}

const sizes = await chunkSizes();
printTable({
  title: 'Editor: lazy chunk (esbuild, minified, gzip -9)',
  columns: ['What', 'Files', 'gzip'],
  // The first screen itself is measured by ui.bench.ts on the real build: a second entry point
  // changes how esbuild splits shared modules, so this build's main.js closure is not it.
  rows: [
    ['Editor room (editors and panels), beyond what main.js loads', sizes.editorFiles, `${formatNumber(sizes.editorGzip)} B`],
    ['  of which #/document loads for it after its own screen chunk', sizes.onDocumentFiles, `${formatNumber(sizes.onDocumentGzip)} B`],
  ],
  note: sizes.codeMirrorInFirst ? 'WARNING: CodeMirror code is in the first screen.' : 'Nothing of CodeMirror, cm6-graphql, graphql-language-service or lezer is in the first screen.',
});

const root1 = await sourceTimes('{ getEntity00| }');
const nested = await sourceTimes('{ getEntity0000(id: "1") { re| } }');
const typed = await keystrokeTimes();
const row = (what: string, samples: number[], options: number | string) => [
  what,
  options,
  `${formatNumber(median(samples), 2)} ms`,
  `${formatNumber(percentile(samples, 95), 2)} ms`,
];
printTable({
  title: `Editor: completion on the 2,000-type / 600-root-field schema (Node + happy-dom, ${SAMPLES} samples)`,
  columns: ['Measure', 'Options', 'Median', 'p95'],
  rows: [
    row('Completion source, root field prefix "getEntity00"', root1.samples, root1.options),
    row('Completion source, nested field prefix "re"', nested.samples, nested.options),
    row('Typed "g" until the list is in the state (incl. debounce)', typed, '—'),
  ],
  note: 'CodeMirror waits activateOnTypingDelay (100 ms by default) after typing before asking; the rest is the source. Drawing the list is not measured here (no layout in happy-dom).',
});
