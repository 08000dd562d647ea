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
