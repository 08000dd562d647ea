// `npm run bench`: runs each bench/*.bench.ts in its own Node process, one after another (never
// in parallel, so they do not compete for the 2 cores), each printing its side-by-side table.
//   node --import tsx bench/run.ts [name-filter…]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('.', import.meta.url).pathname;
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (filters.length === 0 || filters.some((x) => f.includes(x))))
  .sort();

let failures = 0;
for (const file of files) {
  const { status } = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(dir, file)], {
    stdio: 'inherit',
  });
  if (status !== 0) {
    failures += 1;
    console.log(`bench ${file} failed (exit ${status})`);
  }
}
process.exitCode = failures > 0 ? 1 : 0;
