// The first screen stays under its JavaScript budget only while no file imports the
// react-aria-components barrel: one barrel import from a file main.js loads statically makes
// every component reachable from the entry, and esbuild then puts all of react-aria that any lazy
// screen uses into a chunk the first screen loads (bench/ui.bench.ts measured 231 KB vs 167 KB).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const src = new URL('../../src/', import.meta.url).pathname;
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));

const imports = suite('react-aria-components imports');

imports('every import names a per-component subpath, never the barrel', () => {
  const offenders = walk(src)
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => /from\s*['"]react-aria-components['"]/.test(readFileSync(file, 'utf8')))
    .map((file) => file.slice(src.length));
  assert.equal(offenders, [], `import from 'react-aria-components/<Component>' instead in: ${offenders.join(', ')}`);
});

imports.run();

// ---

const rooms = suite('src/ui rooms');
const ui = join(src, 'ui');
const roomNames = readdirSync(ui).filter((name) => statSync(join(ui, name)).isDirectory());
const lazyTargets = (dir: string): string[] =>
  walk(dir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/import\(\s*'\.\/([a-z-]+\.tsx?)'\s*\)/g)].map((m) => m[1]!));

rooms('every room has an index.ts that names its exports (no export *)', () => {
  assert.ok(roomNames.length >= 5, roomNames.join(', '));
  for (const room of roomNames) {
    const index = join(ui, room, 'index.ts');
    const text = readFileSync(index, 'utf8');
    assert.not.match(text, /export \*/, `${room}/index.ts re-exports with *`);
    assert.match(text, /export \{/, `${room}/index.ts exports nothing`);
  }
});

rooms('no room index re-exports a module that is loaded lazily', () => {
  const lazy = new Set(lazyTargets(ui));
  assert.ok(lazy.size >= 3, [...lazy].join(', '));
  for (const room of roomNames) {
    const text = readFileSync(join(ui, room, 'index.ts'), 'utf8');
    for (const file of lazy) assert.not.ok(text.includes(`'./${file}'`), `${room}/index.ts re-exports lazy ${file}`);
  }
});

rooms('screens reach a room through its index, except modules the index leaves out for lazy screens', () => {
  const offenders = walk(join(src, 'screens'))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/from '\.\.\/ui\/([a-z]+)\/([a-z-]+)\.tsx?'/g)]
      .filter((m) => m[2] !== 'index')
      .filter((m) => readFileSync(join(ui, m[1]!, 'index.ts'), 'utf8').includes(`'./${m[2]}.ts`))
      .map((m) => `${file.slice(src.length)} → ui/${m[1]}/${m[2]}`));
  assert.equal(offenders, []);
});

rooms.run();
