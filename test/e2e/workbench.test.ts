// The workbench in Chromium (issue 18 "Tests: … type a document with completion by keyboard only,
// see a diagnostic marked at the right place, run it, find it in history, save it, export and
// import it, copy as curl and run that curl against the demo"). The editor room's components are
// served on the demo backend's origin by a small harness page (harness/workbench-harness.tsx,
// bundled here with esbuild), since the document screen does not host them yet.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNoPageErrors, checkAccessibility, launchBrowser, openPage } from '../helpers/browser.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

const WAIT_MS = 30_000;
/** @codemirror/autocomplete `interactionDelay` default. */
const COMPLETION_INTERACTION_DELAY_MS = 75;
const root = new URL('../..', import.meta.url).pathname;
const sh = async (command: string) => (await promisify(execFile)('sh', ['-c', command], { timeout: 10_000 })).stdout;
const hasCurl = spawnSync('curl', ['--version']).status === 0;
/** The strict policy of test/e2e/csp.test.ts (PRODUCT.md §6), so CodeMirror's styles are checked under it too. */
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data: blob:; " +
  "connect-src 'self' ws: wss: https:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

let demo: DemoServerHandle;
let browser: Browser;
let page: Page;
/** The harness page is served under STRICT_CSP until the accessibility check, whose axe script is inline. */
let isStrict = true;

/** Playwright's CSS selectors pierce the editor's open shadow root. */
const documentText = async () => (await page.locator('.graphql-editor .cm-content').textContent()) ?? '';
const withoutTypename = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, inner) => (key === '__typename' ? undefined : inner));

const workbench = suite('workbench in Chromium');

workbench.before(async () => {
  const bundle = await esbuild.build({
    entryPoints: [`${root}test/e2e/harness/workbench-harness.tsx`],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text;
  demo = await startDemoServer();
  browser = await launchBrowser();
  page = await openPage(browser, 'about:blank');
  await page.context().route('**/workbench-harness.*', (route) =>
    route.request().url().endsWith('.js')
      ? route.fulfill({ contentType: 'text/javascript', body: script })
      : route.fulfill({
          contentType: 'text/html',
          headers: isStrict ? { 'content-security-policy': STRICT_CSP } : {},
          body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Workbench</title>' +
            // As static/index.html: the id tells React Aria its press rule is here (no inline <style>).
            '<link rel="stylesheet" href="/styles/tokens.css"><link rel="stylesheet" id="react-aria-pressable-style" href="/styles/pressable.css"></head>' +
            '<body><div id="root"></div><script type="module" src="/workbench-harness.js"></script></body></html>',
        }),
  );
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'}`));
  });
  await page.goto(`${demo.url}workbench-harness.html`);
  await page.locator('.graphql-editor .cm-content').waitFor({ timeout: WAIT_MS });
});

workbench.after(async () => {
  await browser?.close();
  await demo?.close();
});

workbench('completes a field by keyboard and marks a wrong one where it is', async () => {
  await page.locator('.graphql-editor .cm-content').focus();
  await page.keyboard.type('query Venues { vens'); // fuzzy: matches venues, not venue
  const option = page.locator('.cm-tooltip-autocomplete li', { hasText: 'venues' }).first();
  await option.waitFor({ timeout: WAIT_MS });
  // The one timed wait here: CodeMirror ignores Enter for its interactionDelay (75 ms) after the
  // list opens or changes, against accidental picks; a person never presses that fast.
  await page.waitForTimeout(COMPLETION_INTERACTION_DELAY_MS * 2);
  await page.keyboard.press('Enter');
  await page.keyboard.type(' { id nmae ');
  const typed = await documentText();
  assert.match(typed, /^query Venues \{ venues \{ id nmae \s*\}\s*\}$/, typed);
  const marked = page.locator('.graphql-editor .cm-lintRange-error');
  // Lint runs a moment after typing stops: wait for the pass that sees the whole document.
  await marked.filter({ hasText: 'nmae' }).waitFor({ timeout: WAIT_MS });
  assert.equal(await marked.allTextContents(), ['nmae']);
});

workbench('runs with Ctrl+Enter once the document is fixed', async () => {
  // Close whatever completion list is open, then retype the document whole: typed closing braces
  // step over the ones the editor inserted, so the text is exact whatever the machine's load.
  await page.keyboard.press('Escape');
  await page.locator('.cm-tooltip-autocomplete').waitFor({ state: 'detached', timeout: WAIT_MS });
  await page.locator('.graphql-editor .cm-content').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('query Venues { venues { id name } }');
  await page.locator('.graphql-editor .cm-lintRange-error').waitFor({ state: 'detached', timeout: WAIT_MS });
  if (await page.locator('.cm-tooltip-autocomplete').isVisible()) await page.keyboard.press('Escape');
  await page.locator('.cm-tooltip-autocomplete').waitFor({ state: 'detached', timeout: WAIT_MS });
  const text = await documentText();
  assert.match(text, /venues \{ id name/, text);
  await page.keyboard.press('Control+Enter');
  await page.locator('#result', { hasText: '"venues"' }).waitFor({ timeout: WAIT_MS });
});

workbench('finds the run in the history, searchable', async () => {
  const entry = page.locator('.facet-history-entry', { hasText: 'Venues' });
  await entry.first().waitFor({ timeout: WAIT_MS });
  assert.match(await entry.first().textContent() ?? '', /query · OK · \d+ ms/);
  await page.getByLabel('Search history').fill('nothing-like-this');
  await page.getByText('No run matches.').waitFor({ timeout: WAIT_MS });
  await page.getByLabel('Search history').fill('venues');
  await entry.first().waitFor({ timeout: WAIT_MS });
});

workbench('saves the operation, exports it, and imports the file back', async () => {
  await page.getByLabel('Name for the current document').fill('My venues');
  await page.getByLabel('Name for the current document').press('Enter');
  await page.getByRole('button', { name: 'Open My venues' }).waitFor({ timeout: WAIT_MS });
  await page.getByRole('button', { name: 'Export…' }).click();
  // The export reads the saved operations from IndexedDB first: wait for the file, bounded.
  await page.waitForFunction(() => (window as unknown as { __files: unknown[] }).__files.length > 0, null, { timeout: WAIT_MS });
  const [file] = await page.evaluate(() => (window as unknown as { __files: Array<{ name: string; text: string }> }).__files);
  const exported = JSON.parse(file!.text);
  assert.is(exported.format, 'facet.saved-operations');
  assert.equal(exported.operations.map((o: { name: string }) => o.name), ['My venues']);
  await page.getByRole('button', { name: 'Delete My venues' }).click();
  await page.getByRole('button', { name: 'Open My venues' }).waitFor({ state: 'detached', timeout: WAIT_MS });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import…' }).click();
  await (await chooser).setFiles({ name: file!.name, mimeType: 'application/json', buffer: Buffer.from(file!.text) });
  await page.getByText(/Imported 1 operation/).waitFor({ timeout: WAIT_MS });
  await page.getByRole('button', { name: 'Open My venues' }).waitFor({ timeout: WAIT_MS });
});

workbench('copies as curl, and that curl returns the same data from the demo', async () => {
  await page.getByRole('button', { name: 'Copy as…' }).click();
  await page.getByRole('menuitem', { name: 'curl' }).click();
  await page.getByText('Copied as curl.').waitFor({ timeout: WAIT_MS });
  const [curl] = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
  assert.match(curl!, /^curl '.*\/graphql'/);
  const shown = JSON.parse((await page.locator('#result').textContent()) ?? '{}') as { data: unknown };
  if (!hasCurl) return void console.log('  (curl is not installed: the run is skipped)');
  const viaCurl = JSON.parse(await sh(`${curl} --silent`)) as { data: unknown };
  assert.equal(viaCurl.data, withoutTypename(shown.data));
});

workbench('stays within the strict CSP, accessible and error-free', async () => {
  assert.equal(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), []);
  // axe-core is injected as an inline script, which the policy refuses: check it without one (the
  // history and the saved operations stay in IndexedDB across the reload).
  isStrict = false;
  await page.reload();
  await page.locator('.facet-history-entry').first().waitFor({ timeout: WAIT_MS });
  await page.locator('.graphql-editor .cm-content').waitFor({ timeout: WAIT_MS });
  await checkAccessibility(page, 'workbench');
  assertNoPageErrors(page);
});

workbench.run();
