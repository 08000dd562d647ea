// The first screen's JavaScript (issue 13 item 10): main.js and every chunk it imports statically,
// built in memory as build.mjs builds them, stays within 150 KB gzip and holds nothing a first
// screen does not need: validation, the document editor, the argument forms and input widgets,
// the result views (table, calendar…), the drawer's modal, the toast region. bench/ui.bench.ts
// measures the same closure in Chromium.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { builds } from '../../build.mjs';

/** Issue 13 item 10: "at most 150 KB gzip". */
const FIRST_SCREEN_BUDGET_BYTES = 150 * 1024;

/** Inputs no first-screen file may contain, each with why it is left for later. */
const FORBIDDEN: Array<[RegExp, string]> = [
  [/^src\/ui\/inputs\//, 'argument forms and input widgets'],
  [/^src\/ui\/results\//, 'result views'],
  [/^src\/ui\/editor\//, 'the document editor'],
  [/^src\/screens\/(document|operation|settings|type-reference)/, 'other screens'],
  [/^src\/schema\/(input-values|input-widgets|selection|display-hints|entities|schema-problems|record-documents)\.ts$/, 'schema functions of other screens'],
  [/node_modules\/graphql\/validation\//, "graphql's validation"],
  [/node_modules\/graphql\/type\/validate\.m?js$/, "graphql's schema validation"],
  [/node_modules\/@codemirror\//, 'the document editor'],
  [/node_modules\/react-aria-components\/dist\/private\/(Modal|Dialog|Popover|Table|Calendar|DatePicker|ComboBox|Select)\.mjs$/, 'React Aria components only other screens (or the drawer, once opened) use'],
  [/^src\/ui\/(feedback\/toast-region|frame\/notice-toast-region)\.tsx$|node_modules\/react-aria-components\/dist\/private\/Toast\.mjs$/, 'the toast region, loaded at the first toast'],
  [/node_modules\/react-aria-components\/dist\/private\/(Button|ProgressBar)\.mjs$|node_modules\/@internationalized\/number\//, "React Aria's Button and its pending state's number formatting (the first screen's buttons are PlainButton)"],
];

const root = new URL('../..', import.meta.url).pathname;

async function firstScreen(): Promise<{ gzip: number; files: number; inputs: string[] }> {
  const app = builds.find((b) => b.name === 'app')!.options;
  const result = await esbuild.build({ ...app, absWorkingDir: root, write: false, metafile: true, sourcemap: false, logLevel: 'silent' });
  const outputs = result.metafile!.outputs;
  const contents = new Map(result.outputFiles!.map((f) => [relative(root, f.path), f.contents]));
  const seen = new Set<string>();
  const queue = [Object.keys(outputs).find((path) => path.endsWith('dist/main.js'))!];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    for (const imported of outputs[path]!.imports) if (imported.kind === 'import-statement') queue.push(imported.path);
  }
  let gzip = 0;
  const inputs = new Set<string>();
  for (const path of seen) {
    gzip += gzipSync(contents.get(path)!, { level: 9 }).length;
    for (const input of Object.keys(outputs[path]!.inputs)) inputs.add(input);
  }
  return { gzip, files: seen.size, inputs: [...inputs] };
}

const closure = await firstScreen();

const budget = suite('first screen JavaScript');

budget('stays within 150 KB gzip', () => {
  assert.ok(closure.gzip <= FIRST_SCREEN_BUDGET_BYTES, `${closure.gzip} B gzip in ${closure.files} files, budget ${FIRST_SCREEN_BUDGET_BYTES} B`);
});

budget('loads nothing only other screens need', () => {
  const found = closure.inputs.flatMap((input) => FORBIDDEN.filter(([pattern]) => pattern.test(input)).map(([, why]) => `${input} (${why})`));
  assert.equal(found, []);
});

budget('still holds what the overview needs (the check above looks at a real closure)', () => {
  for (const needed of ['src/screens/overview.tsx', 'src/ui/frame/sidebar.tsx', 'src/schema/introspection.ts']) assert.ok(closure.inputs.includes(needed), needed);
});

budget.run();
