// Builds two things into static/dist/: the app (code-split ESM, entry src/main.tsx) and the
// standalone transport (src/transport/index.ts bundled alone, no externals, so it can be
// audited and measured on its own). `node build.mjs --watch` rebuilds on change.
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

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

/** @type {Array<{ name: string, options: import('esbuild').BuildOptions & { entryPoints: Record<string, string> } }>} */
export const builds = [
  {
    name: 'transport',
    options: {
      ...common,
      entryPoints: { transport: 'src/transport/index.ts' },
      outdir,
      platform: 'neutral',
    },
  },
  {
    name: 'app',
    options: {
      ...common,
      entryPoints: { main: 'src/main.tsx' },
      outdir,
      splitting: true,
      platform: 'browser',
      chunkNames: 'chunks/[name]-[hash]',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [englishOnlyLocales],
      metafile: true,
    },
  },
];

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function main() {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
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
    const out = `${outdir}/${Object.keys(options.entryPoints)[0]}.js`;
    console.log(`build: ${name} → ${out} ${statSync(out).size} B, ${gzipSize(out)} B gzip`);
  }
}

// Importing this file (bench/ui.bench.ts reads `builds`) must not build.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
