// The workbench in Chromium, in the real app on the demo backend (issue 18 "Tests: … type a
// document with completion by keyboard only, see a diagnostic marked at the right place, run it,
// find it in history, save it, export and import it, copy as curl and run that curl against the
// demo"; issue 16 "Document editor"): the code editor is loaded on #/document only, under the demo
// server's strict CSP, the panels beside it, the Export menu in the result view, the run history
// from the header. Every wait is for a real condition (a completion list, lint marks, a request, a
// download), bounded by WAIT_MS, so the file holds on a loaded machine.
import { execFile, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNoPageErrors, checkAccessibility, launchBrowser, openPage } from '../helpers/browser.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

const WAIT_MS = 30_000;
/** @codemirror/autocomplete `interactionDelay` default: Enter is ignored this long after the list opens or changes. */
const COMPLETION_INTERACTION_DELAY_MS = 75;
const sh = async (command: string) => (await promisify(execFile)('sh', ['-c', command], { timeout: 10_000 })).stdout;
const hasCurl = spawnSync('curl', ['--version']).status === 0;

let demo: DemoServerHandle;
let browser: Browser;
let page: Page;
/** Every GraphQL request the page sent, by operation name, in order. */
const sent: Array<{ operationName: string | null; variables: unknown }> = [];
/** What each JavaScript file the page loaded holds, by address. */
const scripts = new Map<string, string>();

/** Playwright's CSS selectors pierce the editors' open shadow roots. */
const documentContent = () => page.locator('.graphql-editor .cm-content');
const variablesContent = () => page.locator('.variables-editor .cm-content');
const documentText = async () => (await documentContent().textContent()) ?? '';
const sentNamed = (name: string) => sent.filter((r) => r.operationName === name);
const withoutTypename = (value: unknown): unknown => JSON.parse(JSON.stringify(value), (key, inner) => (key === '__typename' ? undefined : inner));

/** Replaces an editor's text in one input (no auto-closed brackets to step over), with no completion list left open. */
async function setText(content: ReturnType<typeof documentContent>, text: string): Promise<void> {
  await content.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
  await closeCompletion();
}

async function closeCompletion(): Promise<void> {
  if (await page.locator('.cm-tooltip-autocomplete').isVisible()) await page.keyboard.press('Escape');
  await page.locator('.cm-tooltip-autocomplete').waitFor({ state: 'detached', timeout: WAIT_MS });
}

/** Polls a condition of the test's own (the requests seen), bounded by WAIT_MS. */
async function until(check: () => boolean, what: string): Promise<void> {
  const expiry = Date.now() + WAIT_MS;
  while (!check()) {
    if (Date.now() > expiry) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits for the result view's status line to say `text`. */
const resultSays = (text: string | RegExp) => page.locator('.facet-result-status', { hasText: text }).first().waitFor({ timeout: WAIT_MS });

const workbench = suite('workbench in the app, in Chromium');

workbench.before(async () => {
  demo = await startDemoServer();
  browser = await launchBrowser();
  page = await openPage(browser, 'about:blank');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demo.url).origin });
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string | null; variables?: unknown };
    sent.push({ operationName: body.operationName ?? null, variables: body.variables });
  });
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.set(response.url(), await response.text().catch(() => ''));
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'}`));
  });
});

workbench.after(async () => {
  await browser?.close();
  await demo?.close();
});

workbench('loads the code editor on #/document only, in place of the text area', async () => {
  await page.goto(demo.url);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: WAIT_MS });
  await page.waitForLoadState('networkidle');
  const isCodeMirror = (source: string) => source.includes('cm-content');
  assert.not.ok([...scripts.values()].some(isCodeMirror), 'no CodeMirror on the first screen');
  const before = new Set(scripts.keys());
  await page.goto(`${demo.url}#/document`);
  await documentContent().waitFor({ timeout: WAIT_MS });
  assert.ok([...scripts].some(([url, source]) => !before.has(url) && isCodeMirror(source)), 'a lazy chunk brought it');
  assert.is(await page.locator('textarea.facet-document-textarea').count(), 0, 'the text area is gone');
  assert.is(await documentContent().getAttribute('aria-label'), 'GraphQL document');
  await variablesContent().waitFor({ timeout: WAIT_MS });
});

workbench('completes a field by keyboard and marks a wrong one where it is', async () => {
  await documentContent().focus();
  await page.keyboard.type('query Venues { vens'); // fuzzy: matches venues, not venue
  await page.locator('.cm-tooltip-autocomplete li', { hasText: 'venues' }).first().waitFor({ timeout: WAIT_MS });
  // The one timed wait: CodeMirror ignores Enter for its interactionDelay after the list opens or
  // changes, against accidental picks; a person never presses that fast.
  await page.waitForTimeout(COMPLETION_INTERACTION_DELAY_MS * 2);
  await page.keyboard.press('Enter');
  await page.keyboard.type(' { id nmae ');
  const typed = await documentText();
  assert.match(typed, /^query Venues \{ venues \{ id nmae \s*\}\s*\}$/, typed);
  const marked = page.locator('.graphql-editor .cm-lintRange-error');
  // Lint runs a moment after typing stops: wait for the pass that sees the whole document.
  await marked.filter({ hasText: 'nmae' }).waitFor({ timeout: WAIT_MS });
  assert.equal(await marked.allTextContents(), ['nmae']);
  // The same problem is listed under the editor, with its place.
  await page.locator('.facet-document-problems', { hasText: 'Line 1, column 28' }).waitFor({ timeout: WAIT_MS });
});

workbench('runs once on Ctrl+Enter in the document, and once from the variables', async () => {
  await setText(documentContent(), 'query Venues($limit: Int) { venues { id name } events(limit: $limit) { items { title venue { name } } total } }');
  await page.locator('.graphql-editor .cm-lintRange-error').waitFor({ state: 'detached', timeout: WAIT_MS });
  await setText(variablesContent(), '{"limit": 2}');
  await documentContent().focus();
  await page.keyboard.press('Control+Enter');
  await resultSays(/results/);
  assert.is(sentNamed('Venues').length, 1);
  assert.match(await documentText(), /^query Venues\(\$limit: Int\) \{ venues \{ id name \} events/, 'no line was inserted');
  await variablesContent().focus();
  await page.keyboard.press('Control+Enter');
  // The second run is seen when it reaches the server (the result shown is the first run's until then).
  await until(() => sentNamed('Venues').length >= 2, 'the second run');
  await page.waitForFunction(() => document.querySelector('.facet-result[aria-busy="true"]') === null, null, { timeout: WAIT_MS });
  await resultSays(/results/);
  assert.is(sentNamed('Venues').length, 2, 'once, not twice');
  assert.equal(sentNamed('Venues')[1]!.variables, { limit: 2 });
});

workbench('sends one request for Enter pressed 15 times on Run while the answer is awaited', async () => {
  // Hold the answer until every press is made, so the presses all fall while one run waits.
  const held: Route[] = [];
  await page.route('**/graphql', (route) => (JSON.parse(route.request().postData() ?? '{}').operationName === 'Venues' ? void held.push(route) : route.continue()));
  const before = sentNamed('Venues').length;
  await page.getByRole('button', { name: 'Run', exact: true }).focus();
  for (let i = 0; i < 15; i++) await page.keyboard.press('Enter');
  try {
    await until(() => held.length > 0, 'the request');
    await page.locator('.facet-document-output [role="status"]', { hasText: 'Running…' }).waitFor({ timeout: WAIT_MS });
    assert.is(held.length, 1, 'one request reached the network');
  } finally {
    for (const route of held) await route.continue();
    await page.unroute('**/graphql');
  }
  await resultSays(/results/);
  assert.is(sentNamed('Venues').length, before + 1);
});

workbench('finds the run in the history beside the editor, searchable', async () => {
  const entry = page.locator('.facet-history-entry', { hasText: 'Venues' });
  await entry.first().waitFor({ timeout: WAIT_MS });
  assert.match((await entry.first().textContent()) ?? '', /query · OK · \d+ ms/);
  await page.getByLabel('Search history').fill('nothing-like-this');
  await page.getByText('No run matches.').waitFor({ timeout: WAIT_MS });
  await page.getByLabel('Search history').fill('venues');
  await entry.first().waitFor({ timeout: WAIT_MS });
});

workbench('exports the result as JSON and a list as CSV with dotted columns', async () => {
  await page.getByRole('button', { name: 'Export', exact: true }).first().click();
  const csvDownload = page.waitForEvent('download', { timeout: WAIT_MS });
  await page.getByRole('menuitem', { name: /^events\.items as CSV \(2 rows\)/ }).click();
  const csv = (await readFile((await (await csvDownload).path())!, 'utf8')).split('\r\n');
  const header = csv[0]!.split(',');
  assert.ok(header.includes('title') && header.includes('venue.name'), csv[0]);
  assert.is(csv.length, 4, 'a header, two rows and the last line end');
  await page.getByRole('button', { name: 'Export', exact: true }).first().click();
  const jsonDownload = page.waitForEvent('download', { timeout: WAIT_MS });
  await page.getByRole('menuitem', { name: 'Whole result as JSON' }).click();
  const whole = JSON.parse(await readFile((await (await jsonDownload).path())!, 'utf8')) as { data: { venues: unknown[]; events: { items: unknown[]; total: number } } };
  assert.ok(whole.data.venues.length > 0);
  assert.is(whole.data.events.items.length, 2);
});

workbench('saves the operation, exports it, and imports the file back', async () => {
  await page.getByRole('tab', { name: 'Saved' }).click();
  await page.getByLabel('Name for the current document').fill('My venues');
  await page.getByLabel('Name for the current document').press('Enter');
  await page.getByRole('button', { name: 'Open My venues' }).waitFor({ timeout: WAIT_MS });
  const download = page.waitForEvent('download', { timeout: WAIT_MS });
  await page.getByRole('button', { name: 'Export…' }).click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  const exported = JSON.parse(text);
  assert.is(exported.format, 'facet.saved-operations');
  assert.equal(exported.operations.map((o: { name: string; variables: unknown }) => [o.name, o.variables]), [['My venues', { limit: 2 }]]);
  await page.getByRole('button', { name: 'Delete My venues' }).click();
  await page.getByRole('button', { name: 'Open My venues' }).waitFor({ state: 'detached', timeout: WAIT_MS });
  const chooser = page.waitForEvent('filechooser', { timeout: WAIT_MS });
  await page.getByRole('button', { name: 'Import…' }).click();
  await (await chooser).setFiles({ name: file.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByText(/Imported 1 operation/).waitFor({ timeout: WAIT_MS });
  await setText(documentContent(), '{ serverTime }');
  await page.getByRole('button', { name: 'Open My venues' }).click();
  await page.waitForFunction(() => document.querySelector('.graphql-editor')?.shadowRoot?.querySelector('.cm-content')?.textContent?.startsWith('query Venues'), null, { timeout: WAIT_MS });
});

workbench('copies as curl, and that curl returns the same data from the demo', async () => {
  await page.getByRole('button', { name: 'Copy as…' }).click();
  await page.getByRole('menuitem', { name: 'curl' }).click();
  await page.getByText('Copied as curl.').waitFor({ timeout: WAIT_MS });
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(curl, /^curl '.*\/graphql'/);
  assert.match(curl, /"operationName":"Venues"/);
  await page.locator('.facet-view-switch label', { hasText: /^JSON$/ }).first().click();
  const shown = JSON.parse((await page.locator('.facet-json-code').first().textContent()) ?? '{}') as { data: unknown };
  if (!hasCurl) return void console.log('  (curl is not installed: the run is skipped)');
  const viaCurl = JSON.parse(await sh(`${curl} --silent`)) as { data: unknown };
  assert.equal(viaCurl.data, withoutTypename(shown.data));
});

workbench('asks before a mutation listing what the picked one sends: its literal arguments, not another operation’s variables', async () => {
  await setText(documentContent(), 'query Few($n: Int) { events(limit: $n) { total } }\nmutation Del { deleteEvent(id: "e3") { id } }');
  await setText(variablesContent(), '{"n": 3}');
  await page.locator('.facet-select button').click();
  await page.getByRole('option', { name: 'Del — mutation' }).click();
  const before = sent.length;
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor({ timeout: WAIT_MS });
  const entries = await dialog.locator('.facet-variables-entry').allTextContents();
  assert.equal(entries, ['ID“e3”'], 'labelled as the forms label it');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
  assert.is(sent.length, before, 'nothing sent');
});

workbench('opens the type of the field under the cursor with F12', async () => {
  await setText(documentContent(), 'query Jump { venues { id } }');
  await documentContent().getByText('venues').click();
  await page.keyboard.press('F12');
  await page.getByRole('heading', { level: 1, name: /Venue/ }).waitFor({ timeout: WAIT_MS });
  // On Facet's own server the app writes real paths (issue 17); the route is the same either way.
  assert.match(page.url(), /\/type\/Venue$/, page.url());
});

workbench('opens the history from the header on any screen, and a run from there in the editor', async () => {
  await page.goto(`${demo.url}#/`);
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('heading', { name: 'Run history' }).waitFor({ timeout: WAIT_MS });
  await page.getByRole('button', { name: 'Open Venues in the editor' }).first().click();
  await page.waitForFunction(() => document.querySelector('.graphql-editor')?.shadowRoot?.querySelector('.cm-content')?.textContent?.startsWith('query Venues'), null, { timeout: WAIT_MS });
  assert.match(page.url(), /#\/document$/);
});

workbench('is accessible with the editor and each panel open, within the strict CSP, error-free', async () => {
  await documentContent().waitFor({ timeout: WAIT_MS });
  await page.locator('.facet-history-entry').first().waitFor({ timeout: WAIT_MS });
  await checkAccessibility(page, '#/document, History open');
  await page.getByRole('tab', { name: 'Saved' }).click();
  await page.getByRole('button', { name: 'Open My venues' }).waitFor({ timeout: WAIT_MS });
  await checkAccessibility(page, '#/document, Saved open');
  assert.equal(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), []);
  assertNoPageErrors(page);
});

workbench('is accessible in the dark on a narrow screen, the panels stacked under the editor', async () => {
  const narrow = await openPage(browser, `${demo.url}#/document`, { colorScheme: 'dark', viewport: { width: 390, height: 844 } });
  try {
    const editor = narrow.locator('.graphql-editor .cm-content');
    await editor.waitFor({ timeout: WAIT_MS });
    await narrow.getByText('No runs yet.').waitFor({ timeout: WAIT_MS }); // a new context: its own IndexedDB
    const [editorBox, sideBox] = [await narrow.locator('.graphql-editor').boundingBox(), await narrow.locator('.facet-document-side').boundingBox()];
    assert.ok(editorBox && sideBox && sideBox.y > editorBox.y + editorBox.height, 'the panel comes after the editor');
    assert.ok(sideBox!.width <= 390 && editorBox!.width <= 390, 'nothing wider than the screen');
    await checkAccessibility(narrow, '#/document, dark, narrow');
    assertNoPageErrors(narrow);
  } finally {
    await narrow.context().close();
  }
});

workbench.run();
