// The UI's import direction (STYLE.md "Who owns what", issue 11 item 4): screens and widgets
// reach the transport only through the store, which re-exports the errors and states they render.
// A file in src/ui/ or src/screens/ (or the browser entry) that imports src/transport/ fails here.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const src = new URL('../../src/', import.meta.url).pathname;
const transportDir = join(src, 'transport');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));

/** Every static, re-export and dynamic import specifier in a source text. */
function specifiers(source: string): string[] {
  const found = [...source.matchAll(/^\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/gm), ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)];
  return found.map((m) => m[1]!);
}

/** Files under `files` importing anything inside src/transport/, as "file: specifier". */
function transportImports(files: string[]): string[] {
  return files.flatMap((file) =>
    specifiers(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.') && resolve(dirname(file), specifier).startsWith(transportDir))
      .map((specifier) => `${relative(src, file)}: ${specifier}`),
  );
}

const imports = suite('src/ui and src/screens imports');

imports('never reach src/transport: the store is the only way in', () => {
  const files = [...walk(join(src, 'ui')), ...walk(join(src, 'screens')), join(src, 'main.tsx')].filter((f) => /\.tsx?$/.test(f));
  assert.ok(files.length > 20);
  assert.equal(transportImports(files), []);
});

imports('catches a static, a re-exported and a lazy import of the transport', () => {
  const probe = join(src, 'ui', 'probe.tsx');
  const source = [
    "import { createTransport } from '../transport/index.ts';",
    "export { NetworkError } from '../transport/errors.ts';",
    "const lazy = () => import('../transport/http.ts');",
    "import { createStore } from '../store/index.ts';",
  ].join('\n');
  const found = specifiers(source).filter((s) => resolve(dirname(probe), s).startsWith(transportDir));
  assert.equal(found, ['../transport/index.ts', '../transport/errors.ts', '../transport/http.ts']);
});

imports.run();
