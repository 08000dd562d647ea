// src/transport/ stands alone (PRODUCT.md §2, STYLE.md "Check the direction"): no import leaves
// the folder, no package is imported, and esbuild bundles it with nothing external.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const dir = new URL('../../src/transport/', import.meta.url).pathname;
const sources = readdirSync(dir).filter((name) => /\.tsx?$/.test(name));
const SPECIFIER = /\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

/** Every module specifier a source file imports or re-exports (static and dynamic). */
function specifiers(file: string): string[] {
  return [...readFileSync(join(dir, file), 'utf8').matchAll(SPECIFIER)].map((m) => m[1]!);
}

/** Every import circle in `graph` (file → files it imports), each as "a → b → a". */
function findCycles(graph: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    if (path.includes(file)) return void cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return cycles;
}

// ---

const imports = suite('src/transport imports');

imports('finds the transport sources and their imports', () => {
  assert.ok(sources.includes('index.ts') && sources.includes('http.ts'));
  assert.ok(specifiers('index.ts').includes('./transport.ts'));
});

imports('imports only sibling files, never a package or a file outside the folder', () => {
  const offenders = sources.flatMap((file) =>
    specifiers(file)
      .filter((s) => !/^\.\/[\w.-]+\.ts$/.test(s))
      .map((s) => `${file} imports "${s}"`),
  );
  assert.equal(offenders, []);
});

imports('has no import circle, type-only imports included', () => {
  const graph = new Map(sources.map((file) => [file, specifiers(file).map((s) => s.slice(2)).filter((s) => sources.includes(s))]));
  assert.equal(findCycles(graph), []);
});

imports('the circle check reports a circle when there is one', () => {
  // So an empty list above means "no circle", not "no walk".
  assert.equal(findCycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', []]])), ['a → b → c → a']);
});

imports.run();

// ---

const bundle = suite('standalone bundle');

bundle('esbuild bundles src/transport/index.ts with no externals and only transport inputs', async () => {
  const result = await esbuild.build({
    entryPoints: [join(dir, 'index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: new URL('../..', import.meta.url).pathname,
  });
  assert.equal(result.errors, []);
  const inputs = Object.keys(result.metafile.inputs);
  assert.ok(inputs.length > 3);
  assert.equal(inputs.filter((path) => !path.startsWith('src/transport/')), []);
  const output = result.outputFiles[0]!.text;
  assert.not.match(output, /^\s*import\s/m, 'no import left in the bundle');
  assert.match(output, 'createTransport');
});

bundle.run();
