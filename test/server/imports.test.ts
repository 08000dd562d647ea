// The host apart from the demo (issue 23 §2, code review D2): src/server/ is Facet's own server
// (static files, server rendering, proxy mode, security headers) and src/demo/ the demo API. The
// demo mounts the host's page handler; the host reaches the demo only where `npm start` wires the
// default (src/server/main.ts), and no other module in src/ reaches it at all.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const src = new URL('../../src/', import.meta.url).pathname;
const demo = join(src, 'demo');
/** The one wiring point: the CLI starts the demo when no --endpoint is given. */
const WIRING = new Set(['server/main.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Relative specifiers of static imports, re-exports and dynamic `import('…')`. */
function localImports(source: string): string[] {
  const found = [
    ...source.matchAll(/^\s*(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ];
  return found.map((match) => match[1]!);
}

/** Files outside src/demo/ that import a module inside it, as `file: specifier`. */
function demoImportsOutside(root: string): string[] {
  const reaching: string[] = [];
  for (const file of sourceFiles(root)) {
    const name = relative(root, file);
    if (name.startsWith(`demo/`)) continue;
    for (const specifier of localImports(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), specifier);
      if (target === demo || target.startsWith(`${demo}/`)) reaching.push(`${name}: ${specifier}`);
    }
  }
  return reaching;
}

const imports = suite('src/demo is reached');

imports('only from the wiring in src/server/main.ts', () => {
  const reaching = demoImportsOutside(src);
  assert.ok(reaching.some((line) => line.startsWith('server/main.ts: ')), 'main.ts wires the demo');
  assert.equal(reaching.filter((line) => !WIRING.has(line.split(': ')[0]!)), []);
});

imports('is checked on every form of import (static, re-export, dynamic)', () => {
  const source = [
    "import { a } from '../demo/app.ts';",
    "export { b } from '../demo/data.ts';",
    "const c = await import('../demo/schema.ts');",
    "import { d } from './demo-like.ts';",
  ].join('\n');
  assert.equal(localImports(source), ['../demo/app.ts', '../demo/data.ts', './demo-like.ts', '../demo/schema.ts']);
});

imports.run();

// ---

const host = suite('src/demo');

host('imports the host, the client\'s wire constants and itself, never the browser app', () => {
  const outside: string[] = [];
  for (const file of sourceFiles(demo)) {
    for (const specifier of localImports(readFileSync(file, 'utf8'))) {
      const isAllowed =
        specifier.startsWith('./') ||
        specifier.startsWith('../server/') ||
        specifier === '../transport/constants.ts' ||
        specifier === '../store/constants.ts';
      if (!isAllowed) outside.push(`${relative(demo, file)}: ${specifier}`);
    }
  }
  assert.equal(outside, []);
});

host.run();
