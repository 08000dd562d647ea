// Builds two things into static/dist/: the app (code-split ESM, entry src/main.tsx) and the
// standalone transport, no externals, so it can be audited and measured on its own: three
// entries (the whole transport, its HTTP half, its WebSocket half; package.json `exports`
// `./transport`, `./transport/http`, `./transport/ws`) sharing chunks, so importing two of them
// never loads two copies of an error class; each with its .d.ts (tsc, declarations only). It
// checks each entry's size bundled alone against its budget and fails over it. It writes the
// transport as its own npm package too, into dist/transport-package/ (writeTransportPackage).
// `node build.mjs --watch` rebuilds on change (without declarations or the package). It also
// writes the static pages' inline script into static/index.html and static/404.html
// (writeStaticPages).
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const outdir = 'static/dist';
const isWatch = process.argv.includes('--watch');

/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
};

/** react-aria ships strings for ~35 locales; Facet's interface is English, so keep en-US only. */
export const englishOnlyLocales = {
  name: 'english-only-locales',
  setup(build) {
    build.onResolve({ filter: /[/\\]intl[/\\].*\.m?js$/ }, (args) => {
      const file = args.path.split(/[/\\]/).pop() ?? '';
      if (!/^[a-z]{2}-[A-Z]{2}\.m?js$/.test(file) || file.startsWith('en-US')) return undefined;
      return { path: args.path, namespace: 'empty-locale' };
    });
    build.onLoad({ filter: /.*/, namespace: 'empty-locale' }, () => ({ contents: 'export default {};' }));
  },
};

/**
 * First-screen modules import graphql's modules by path (`graphql/language/parser`), not its
 * index, because the index reaches validation and esbuild would put it in the first screen.
 * graphql has no `exports` map, so an extensionless deep path would resolve to its CommonJS
 * build: a second copy of every class beside the ES modules the index uses. Resolve each to its
 * `.mjs` instead.
 */
export const graphqlModulesByPath = {
  name: 'graphql-modules-by-path',
  setup(build) {
    build.onResolve({ filter: /^graphql\/[a-zA-Z]+\/[a-zA-Z]+$/ }, (args) =>
      build.resolve(`${args.path}.mjs`, { kind: args.kind, resolveDir: args.resolveDir }),
    );
  },
};

/** V8's explicit compile hint (Chrome 136 on): compile every function of the file with it. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's explicit compile hint at the top of main.js, so its functions (React DOM's, the first
 * render's) are compiled with the script, off the main thread, instead of lazily inside the first
 * task (issue 13 item 9: that task's CPU time 42 → 33 ms, bench/startup.bench.ts). Only main.js:
 * a lazily loaded chunk's functions are not all called when it loads. The source map gains the
 * line. Builds written in memory (the first-screen test) are left as they are.
 */
export const compileHintForMain = {
  name: 'compile-hint-for-main',
  setup(build) {
    build.onEnd((result) => {
      const file = `${build.initialOptions.outdir}/main.js`;
      if (result.errors.length > 0 || build.initialOptions.write === false || !existsSync(file)) return;
      const text = readFileSync(file, 'utf8');
      if (text.startsWith(COMPILE_HINT)) return;
      writeFileSync(file, `${COMPILE_HINT}\n${text}`);
      if (!existsSync(`${file}.map`)) return;
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
      map.mappings = `;${map.mappings}`;
      writeFileSync(`${file}.map`, JSON.stringify(map));
    });
  },
};

/**
 * The transport's builds (and its measurement) shorten its internal-only property names, which
 * end with `_` by convention (a subscription's registry entry, a dialect; src/transport/types.ts
 * Dialect): about 45 B gzip of the WebSocket half. Only these builds: the app bundles the same
 * sources unmangled, and esbuild's default reserveProps keeps `__proto__`-style names.
 */
export const transportMangling = { mangleProps: /_$/ };

/** Output name (static/dist/<name>.js, .d.ts) → source of each transport entry. */
export const transportEntries = {
  transport: 'src/transport/index.ts',
  'transport-http': 'src/transport/http-index.ts',
  'transport-ws': 'src/transport/ws-index.ts',
  'transport-sse': 'src/transport/sse-index.ts',
};

/**
 * Gzip budget of each transport entry bundled alone (what a user of that entry ships), decided in
 * issue 11 item 9 and raised in issue 23 §1 for the response checks, the timeout, the size limit
 * and headers: everything within 6.75 KiB, the HTTP half within 3.375 KiB, the WebSocket half
 * within 4 KiB. Hard: the build fails over budget, and test/transport/standalone.test.ts checks
 * them too. A new transport goes in its own entry with its own budget, so the core does not grow.
 */
export const transportBudgetsGzipBytes = {
  transport: 6912,
  'transport-http': 3456,
  'transport-ws': 4096,
  // Issue 26 §3: subscriptions over SSE (graphql-sse distinct connections) within 1.5 KiB.
  'transport-sse': 1536,
};

/**
 * Over budget, pending a product decision (issue 23 §1, reported blocked): issue 25 §2 and issue
 * 23 §1 added completion on dispose, iterate().throw(), shouldRetry, async connectionParams and
 * getToken to the WebSocket half, which measured 4,244 B against 4,096 B after every saving that
 * dropped nothing (the options, each feature's cost in bytes, are in docs/benchmarks.md "Transport
 * size"); ending a subscription whose shouldRetry throws (review finding 12) then cost the whole
 * entry 5 B, and the WebSocket half measured 4,244 B already before it. The build holds each entry at or below its ceiling, so nothing grows unnoticed, and
 * prints EXCEEDED until the entry fits its budget again; then delete its ceiling.
 */
export const transportCeilingsGzipBytes = {
  transport: 6974,
  'transport-ws': 4244,
  // Issue 26's first slice, bundled alone: of its bytes, the shared errors, result check,
  // authorization and clock are about 1,000 B; added to the whole transport it costs about 0.7 KB.
  'transport-sse': 2108,
};


/**
 * Minified and gzip -9 bytes of one transport entry bundled alone, in memory, as build.mjs
 * bundles it (the same figures the bench and the budget test read).
 * @param {string} entry a source path, e.g. transportEntries.transport
 */
export async function measureTransportEntry(entry) {
  const result = await esbuild.build({ ...common, ...transportMangling, sourcemap: false, entryPoints: [entry], platform: 'neutral', write: false });
  const bytes = result.outputFiles[0].contents;
  return { minified: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** @type {Array<{ name: string, options: import('esbuild').BuildOptions & { entryPoints: Record<string, string> } }>} */
export const builds = [
  {
    name: 'transport',
    options: {
      ...common,
      ...transportMangling,
      entryPoints: transportEntries,
      outdir,
      splitting: true,
      chunkNames: 'transport-chunks/[name]-[hash]',
      platform: 'neutral',
    },
  },
  {
    name: 'app',
    options: {
      ...common,
      // The schema worker is its own entry (static/dist/schema-worker.js), loaded by main.js with
      // new Worker(new URL('./schema-worker.js', import.meta.url)); src/store/schema-build.ts.
      entryPoints: { main: 'src/main.tsx', 'schema-worker': 'src/store/schema-worker.ts' },
      outdir,
      splitting: true,
      platform: 'browser',
      chunkNames: 'chunks/[name]-[hash]',
      // Production unless NODE_ENV=development asks for React's development build (and StrictMode, src/main.tsx).
      define: { 'process.env.NODE_ENV': process.env.NODE_ENV === 'development' ? '"development"' : '"production"' },
      plugins: [englishOnlyLocales, graphqlModulesByPath, compileHintForMain],
      metafile: true,
    },
  },
  {
    // A classic script for <head> (src/color-scheme-start.ts): runs before the first paint.
    name: 'color-scheme',
    options: {
      ...common,
      entryPoints: { 'color-scheme': 'src/color-scheme-start.ts' },
      outdir,
      format: 'iife',
      platform: 'browser',
    },
  },
];

// ─── The static pages' inline script (issue 17) ───────────────────────────────

/**
 * The markers around src/path-link-start.ts in a page. Facet's server removes the block by the
 * same markers (src/server/static-html.ts; test/server checks it on the built pages); the begin
 * marker's text holds no `>`, since both patterns end it at the first.
 */
export const PATH_LINK_BEGIN =
  '<!-- path-link: first, a path link on a static host moves to its hash form (src/path-link-start.ts,\n' +
  '         written here by build.mjs). Inline: no relative src resolves from a deeper path. -->';
export const PATH_LINK_END = '<!-- /path-link -->';
const PATH_LINK_BLOCK = /<!-- path-link:[^>]*-->[\s\S]*?<!-- \/path-link -->/;

/** src/path-link-start.ts as one minified line for an inline classic script. */
export async function pathLinkScript() {
  const result = await esbuild.build({
    ...common,
    sourcemap: false,
    entryPoints: ['src/path-link-start.ts'],
    absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
    format: 'iife',
    platform: 'browser',
    write: false,
  });
  return result.outputFiles[0].text.trim();
}

/** The CSP source that allows the inline script (CSP Level 2 "hash-source"), for static hosts with a policy. */
export function scriptHashSource(code) {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

function pathLinkBlock(code) {
  return `${PATH_LINK_BEGIN}\n    <script>${code}</script>\n    ${PATH_LINK_END}`;
}

/** `html` with the path-link block holding `code`; the same text when it already does. */
export function withPathLinkScript(html, code) {
  if (!PATH_LINK_BLOCK.test(html)) throw new Error(`build: no ${PATH_LINK_END} block in static/index.html`);
  return html.replace(PATH_LINK_BLOCK, () => pathLinkBlock(code));
}

/**
 * static/404.html, which most static hosts answer an unknown path with: the same script (a path
 * that holds a route leaves at once), else a plain not-found page. No stylesheet, since no
 * relative path resolves from the depth it is shown at, and no inline style, which a strict
 * policy refuses.
 */
export function notFoundPage(code) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    ${pathLinkBlock(code)}
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!-- No stylesheet; the browser's own colours follow the system's light or dark. -->
    <meta name="color-scheme" content="light dark">
    <title>Page not found</title>
    <link rel="icon" href="data:,">
  </head>
  <body>
    <main>
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
    </main>
  </body>
</html>
`;
}

/** Writes the script into static/index.html (only when it changed) and writes static/404.html. */
export async function writeStaticPages() {
  const code = await pathLinkScript();
  const index = readFileSync('static/index.html', 'utf8');
  const next = withPathLinkScript(index, code);
  if (next !== index) writeFileSync('static/index.html', next);
  writeFileSync('static/404.html', notFoundPage(code));
  console.log(`build: path-link script → static/index.html, static/404.html ${Buffer.byteLength(code)} B; CSP source ${scriptHashSource(code)}`);
}

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * Declarations for the transport entries: tsc over src/transport alone (about 1 s), into
 * <dir>/types/, plus <dir>/<name>.d.ts beside each <name>.js pointing into it. `names` maps each
 * output name to its source (static/dist's names by default, the package's for the package).
 */
export async function buildTransportDeclarations(dir = outdir, names = transportEntries) {
  const { default: ts } = await import('typescript');
  const program = ts.createProgram(Object.values(names), {
    declaration: true,
    emitDeclarationOnly: true,
    outDir: `${dir}/types`,
    rootDir: 'src/transport',
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    strict: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    verbatimModuleSyntax: true,
  });
  const { diagnostics } = program.emit();
  const problems = [...ts.getPreEmitDiagnostics(program), ...diagnostics];
  if (problems.length) throw new Error(ts.formatDiagnostics(problems, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' }));
  // The sources import siblings as './x.ts'; a consumer's TypeScript resolves './x.js' to x.d.ts under every module setting.
  for (const file of readdirSync(`${dir}/types`)) {
    const path = `${dir}/types/${file}`;
    writeFileSync(path, readFileSync(path, 'utf8').replace(/(from\s+'\.\/[\w.-]+)\.ts'/g, "$1.js'"));
  }
  for (const [name, source] of Object.entries(names)) {
    const target = source.replace('src/transport/', './types/').replace(/\.ts$/, '.js');
    writeFileSync(`${dir}/${name}.d.ts`, `export * from '${target}';\n`);
  }
}

// ─── The transport as its own npm package (issue 23 §1) ────────────────────────

/** Where `npm run build` writes the package (gitignored, outside static/ so the app server never serves it). */
export const transportPackageDir = 'dist/transport-package';
export const transportPackageName = '@facet/transport';

/** The package's subpaths → output name in the package folder → source. */
const packageEntries = { '.': 'index', './http': 'http', './ws': 'ws' };
const packageSources = {
  index: transportEntries.transport,
  http: transportEntries['transport-http'],
  ws: transportEntries['transport-ws'],
};

/** The package's package.json: ESM only, no dependencies, one `types` + `default` per subpath. */
export function transportPackageJson(version) {
  const exports = Object.fromEntries(
    Object.entries(packageEntries).map(([subpath, name]) => [subpath, { types: `./${name}.d.ts`, default: `./${name}.js` }]),
  );
  return {
    name: transportPackageName,
    version,
    description: 'A dependency-free GraphQL client: queries, mutations, uploads and persisted queries over fetch; subscriptions over three WebSocket dialects.',
    keywords: ['graphql', 'client', 'websocket', 'graphql-ws', 'subscriptions-transport-ws', 'upload', 'apq'],
    license: 'MIT',
    type: 'module',
    sideEffects: false,
    exports: { ...exports, './package.json': './package.json' },
    types: './index.d.ts',
    engines: { node: '>=20' },
  };
}

const LICENSE = `MIT License

Copyright (c) 2026 The Facet authors

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;

/**
 * Writes the package folder: the three entries as readable ES modules sharing chunks (bundlers
 * minify; importing two entries never loads two copies of an error class), their declarations,
 * package.json, the README for users (src/transport/README.md) and the LICENSE. `npm pack` in the
 * folder makes the tarball (test/build/transport-package.test.ts installs it in a fresh project).
 */
export async function writeTransportPackage(dir = transportPackageDir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await esbuild.build({
    ...common,
    minify: false,
    sourcemap: false,
    entryPoints: packageSources,
    outdir: dir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'neutral',
  });
  await buildTransportDeclarations(dir, packageSources);
  const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
  writeFileSync(`${dir}/package.json`, `${JSON.stringify(transportPackageJson(version), null, 2)}\n`);
  writeFileSync(`${dir}/README.md`, readFileSync('src/transport/README.md', 'utf8'));
  writeFileSync(`${dir}/LICENSE`, LICENSE);
}

async function main() {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await writeStaticPages();
  for (const { name, options } of builds) {
    const entry = Object.values(options.entryPoints)[0];
    if (!existsSync(entry)) {
      console.log(`build: ${name} skipped (${entry} does not exist yet)`);
      continue;
    }
    if (isWatch) {
      const ctx = await esbuild.context(options);
      await ctx.watch();
      console.log(`build: watching ${name}`);
      continue;
    }
    await esbuild.build(options);
    if (name === 'transport') {
      await buildTransportDeclarations();
      const over = [];
      for (const [entry, source] of Object.entries(transportEntries)) {
        const { gzip } = await measureTransportEntry(source);
        const budget = transportBudgetsGzipBytes[entry];
        const ceiling = transportCeilingsGzipBytes[entry] ?? budget;
        if (gzip > ceiling) over.push(`${entry} ${gzip} B gzip, over its ${ceiling === budget ? 'budget' : 'ceiling'} of ${ceiling} B by ${gzip - ceiling} B`);
        const exceeded = gzip > budget ? ` EXCEEDED by ${gzip - budget} B (ceiling ${ceiling} B, pending a decision)` : '';
        console.log(`build: ${entry} → ${outdir}/${entry}.js (+ .d.ts); bundled alone ${gzip} B gzip, budget ${budget} B${exceeded}`);
      }
      if (over.length) throw new Error(`build: transport over budget: ${over.join('; ')}`);
      await writeTransportPackage();
      console.log(`build: transport package → ${transportPackageDir}/ (${transportPackageName}: ., ./http, ./ws)`);
      continue;
    }
    const out = `${outdir}/${Object.keys(options.entryPoints)[0]}.js`;
    console.log(`build: ${name} → ${out} ${statSync(out).size} B, ${gzipSize(out)} B gzip`);
  }
}

// Importing this file (bench/ui.bench.ts reads `builds`) must not build.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
