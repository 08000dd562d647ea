// src/transport/ stands alone (PRODUCT.md §2, STYLE.md "Check the direction"): no import leaves
// the folder, no package is imported, no two files import each other, and esbuild bundles it with
// nothing external. Its three entries (issue 11 item 9) are exported by package.json, stay
// within their gzip budgets (the build fails over them), ship declarations, and its sources are erasable TypeScript.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as esbuild from 'esbuild';
import ts from 'typescript';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildTransportDeclarations, measureTransportEntry, transportBudgetsGzipBytes, transportCeilingsGzipBytes, transportEntries } from '../../build.mjs';

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

// ---

const entries = suite('transport entries');

const root = new URL('../..', import.meta.url).pathname;
const inputsOf = async (entry: string) =>
  Object.keys((await esbuild.build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'neutral', write: false, metafile: true, logLevel: 'silent', absWorkingDir: root })).metafile.inputs);

entries('package.json exports ./transport, ./transport/http, ./transport/ws and ./transport/sse: source, built file and declarations', () => {
  const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const subpaths = { transport: './transport', 'transport-http': './transport/http', 'transport-ws': './transport/ws', 'transport-sse': './transport/sse' };
  assert.equal(Object.keys(transportEntries), Object.keys(subpaths));
  for (const [name, subpath] of Object.entries(subpaths)) {
    assert.equal(exports[subpath], {
      types: `./static/dist/${name}.d.ts`,
      source: `./${transportEntries[name as keyof typeof transportEntries]}`,
      default: `./static/dist/${name}.js`,
    });
  }
});

entries('the budgets are 6,912 B gzip in all, 3,456 B for the HTTP half, 4,096 B for the WebSocket half (issue 23 §1) and 1,536 B for SSE (issue 26 §3)', () => {
  assert.equal(transportBudgetsGzipBytes, { transport: 6912, 'transport-http': 3456, 'transport-ws': 4096, 'transport-sse': 1536 });
});

entries('each entry, bundled alone and minified, stays within its gzip budget, or its pending ceiling where one is set', async () => {
  for (const [name, source] of Object.entries(transportEntries)) {
    const { gzip } = await measureTransportEntry(source);
    const budget = transportBudgetsGzipBytes[name as keyof typeof transportBudgetsGzipBytes];
    const ceiling = (transportCeilingsGzipBytes as Record<string, number>)[name] ?? budget;
    assert.ok(gzip <= ceiling, `${name}: ${gzip} B gzip, budget ${budget} B, ceiling ${ceiling} B`);
  }
});

entries('a pending ceiling is above its budget (delete it once the entry fits)', () => {
  for (const [name, ceiling] of Object.entries(transportCeilingsGzipBytes)) {
    assert.ok(ceiling > transportBudgetsGzipBytes[name as keyof typeof transportBudgetsGzipBytes], name);
  }
});

entries('an HTTP-only user ships no WebSocket code, and a WebSocket-only user no HTTP code', async () => {
  const http = await inputsOf(transportEntries['transport-http']);
  const ws = await inputsOf(transportEntries['transport-ws']);
  assert.ok(http.includes('src/transport/http.ts'));
  assert.equal(http.filter((path) => /socket|dialect|graphql-.*ws|subscription/.test(path)), []);
  assert.ok(ws.includes('src/transport/socket-client.ts'));
  assert.equal(ws.filter((path) => /\/(http|multipart|upload|persisted-queries)\.ts$/.test(path)), []);
});

entries('an SSE-only user ships neither the HTTP half nor the WebSocket half', async () => {
  const sse = await inputsOf(transportEntries['transport-sse']);
  assert.ok(sse.includes('src/transport/sse.ts'));
  assert.equal(sse.filter((path) => /socket|dialect|graphql-.*ws|\/(http|multipart|upload|persisted-queries|transport)\.ts$/.test(path)), []);
});

entries('the built declarations type-check a consumer of all four entries', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'facet-dts-'));
  try {
    await buildTransportDeclarations(dir);
    const consumer = join(dir, 'consumer.ts');
    writeFileSync(
      consumer,
      `import { createTransport, ServerError, type ExecutionResult } from './transport.js';
       import { createHttpRequest, type HttpOptions } from './transport-http.js';
       import { createSocketClient, type ConnectionState } from './transport-ws.js';
       import { createSseClient, type SseOptions } from './transport-sse.js';
       createSseClient({ url: '/graphql' } satisfies SseOptions).subscribe<{ a: number }>({ query: 'subscription { a }' }, { next: (r) => r.data?.a, error: () => {}, complete: () => {} }).unsubscribe();
       const request = createHttpRequest({ url: '/graphql' } satisfies HttpOptions);
       const result: Promise<ExecutionResult<{ a: number }>> = request<{ a: number }>({ query: '{ a }' });
       const state: ConnectionState = createSocketClient().connection.get();
       export { createTransport, ServerError, result, state };`,
    );
    const program = ts.createProgram([consumer], {
      strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    assert.equal(diagnostics, []);
    assert.ok(readFileSync(join(dir, 'transport.d.ts'), 'utf8').includes('./types/index.js'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

entries.run();

// ---

const stripping = suite('type stripping');

stripping("sources use only erasable TypeScript (no enums, parameter properties, namespaces), so Node's type stripping runs them", () => {
  // Node 20 has no --experimental-strip-types; TypeScript's erasableSyntaxOnly is the same rule.
  const program = ts.createProgram(
    sources.map((file) => join(dir, file)),
    { noEmit: true, erasableSyntaxOnly: true, allowImportingTsExtensions: true, verbatimModuleSyntax: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], skipLibCheck: true },
  );
  const problems = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName.split('/').pop()}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  assert.equal(problems, []);
});

stripping('the check refuses a parameter property and an enum', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'facet-strip-')), 'bad.ts');
  writeFileSync(file, 'export class A { constructor(readonly a: number) {} }\nexport enum B { C }\n');
  const program = ts.createProgram([file], { noEmit: true, erasableSyntaxOnly: true, types: [] });
  assert.is(ts.getPreEmitDiagnostics(program).length, 2);
  rmSync(dirname(file), { recursive: true, force: true });
});

stripping.run();
