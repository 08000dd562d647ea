// Runs every test file in its own Node process (so happy-dom's globals, servers and timers never
// leak between files), two at a time, and ends with one plain line: "N passed, N failed".
//
//   node --import tsx test/run.ts            unit + integration, then e2e when a Chromium exists
//   node --import tsx test/run.ts --unit     everything but test/e2e
//   node --import tsx test/run.ts --e2e      only test/e2e
//   node --import tsx test/run.ts http ws    only files whose path contains "http" or "ws"
//
// FACET_REQUIRE_E2E=1 (set by .ci/run) turns a missing Chromium into a failure.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { availableParallelism } from 'node:os';
import { findChromium } from './helpers/chromium.ts';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const onlyUnit = args.includes('--unit');
const onlyE2e = args.includes('--e2e');
const filters = args.filter((a) => !a.startsWith('--'));
const FILE_TIMEOUT_MS = 300_000;

function listTests(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listTests(path);
    return /\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

interface FileResult { file: string; passed: number; failed: number; code: number | null; output: string }

function runFile(file: string): Promise<FileResult> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', join(root, 'test/setup/strict.ts'), file],
      { cwd: root, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\n[test/run] killed after ${FILE_TIMEOUT_MS} ms\n`;
      child.kill('SIGKILL');
    }, FILE_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      const total = Number(/Total:\s+(\d+)/.exec(output)?.[1] ?? 0);
      const passed = Number(/Passed:\s+(\d+)/.exec(output)?.[1] ?? 0);
      // A crash before uvu's summary still counts as one failure.
      const failed = Math.max(total - passed, code === 0 ? 0 : 1);
      resolve({ file: relative(root, file), passed, failed, code, output });
    });
  });
}

async function runAll(files: string[]): Promise<FileResult[]> {
  const results: FileResult[] = [];
  const queue = [...files];
  const workers = Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const result = await runFile(file);
      const mark = result.code === 0 && result.failed === 0 ? 'ok  ' : 'FAIL';
      console.log(`${mark} ${result.file}  (${result.passed} passed, ${result.failed} failed)`);
      if (mark === 'FAIL' || process.env.VERBOSE) console.log(result.output.replace(/^/gm, '     '));
      results.push(result);
    }
  });
  await Promise.all(workers);
  return results;
}

const all = listTests(join(root, 'test')).sort();
const matches = (f: string) => filters.length === 0 || filters.some((x) => f.includes(x));
const unitFiles = all.filter((f) => !f.includes('/test/e2e/') && matches(f));
const e2eFiles = all.filter((f) => f.includes('/test/e2e/') && matches(f));

const results: FileResult[] = [];
let missingBrowser = false;
if (!onlyE2e) results.push(...(await runAll(unitFiles)));
if (!onlyUnit && e2eFiles.length > 0) {
  const chromium = findChromium();
  if (chromium) {
    results.push(...(await runAll(e2eFiles)));
  } else {
    missingBrowser = true;
    console.log('e2e: no Chromium found (set CHROMIUM_PATH or install Debian\'s chromium); browser tests NOT run');
  }
}

const passed = results.reduce((n, r) => n + r.passed, 0);
let failed = results.reduce((n, r) => n + r.failed, 0);
if (missingBrowser && process.env.FACET_REQUIRE_E2E) {
  console.log('e2e: FACET_REQUIRE_E2E is set, so a missing Chromium fails the run');
  failed += 1;
}
if (results.length === 0) {
  console.log('no test files matched');
  failed += 1;
}
const failedFiles = results.filter((r) => r.code !== 0 || r.failed > 0).map((r) => r.file);
if (failedFiles.length > 0) console.log(`failed files: ${failedFiles.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
