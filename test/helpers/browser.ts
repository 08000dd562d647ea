// The e2e harness: Debian's Chromium driven by playwright-core, with every page watched for
// console errors, uncaught exceptions and failed requests, plus axe-core checks and screenshots.
//
//   const browser = await launchBrowser();
//   const page = await openPage(browser, server.url);      // a fresh context (own localStorage)
//   … drive the page …
//   assertNoPageErrors(page);                               // console errors, failed requests
//   await checkAccessibility(page, 'overview');             // serious/critical axe violations fail
//   await screenshot(page, 'overview');                     // test-results/overview.png
//   await page.context().close(); await browser.close();
//
// Call `await ensureBundles()` first: it runs `node build.mjs` when static/dist is missing or older
// than src/, one build at a time even when several e2e files start together.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { findChromium } from './chromium.ts';

const root = new URL('../..', import.meta.url).pathname;
/** Git-ignored folder for screenshots. */
export const RESULTS_DIR = join(root, 'test-results');

/** A build lock older than this is left over from a crashed run. */
const STALE_LOCK_MS = 120_000;
/** How often a waiting file checks whether another file's build has finished. */
const LOCK_POLL_MS = 200;

function newestMtimeMs(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? newestMtimeMs(path) : statSync(path).mtimeMs;
    }),
  );
}

function areBundlesFresh(): boolean {
  // static/404.html too: the build writes it beside static/dist (a plain static host's answer).
  const bundles = [...['transport.js', 'main.js'].map((name) => join(root, 'static/dist', name)), join(root, 'static/404.html')];
  if (!bundles.every((path) => existsSync(path))) return false;
  const builtMs = Math.min(...bundles.map((path) => statSync(path).mtimeMs));
  return builtMs >= newestMtimeMs(join(root, 'src'));
}

/** Builds static/dist (app and standalone transport) unless it is newer than every file in src/. */
export async function ensureBundles(): Promise<void> {
  const lock = join(RESULTS_DIR, '.build-lock');
  mkdirSync(RESULTS_DIR, { recursive: true });
  for (;;) {
    if (areBundlesFresh()) return;
    try {
      mkdirSync(lock);
      break;
    } catch {
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
  try {
    const output = await new Promise<string>((resolve) => {
      const build = spawn(process.execPath, ['build.mjs'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      build.stdout.on('data', (chunk) => (text += chunk));
      build.stderr.on('data', (chunk) => (text += chunk));
      build.on('close', () => resolve(text));
    });
    if (!existsSync(join(root, 'static/dist/transport.js')) || !existsSync(join(root, 'static/dist/main.js'))) {
      throw new Error(`node build.mjs did not produce static/dist/transport.js and main.js:\n${output}`);
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Headless, no sandbox (CI runs as root), and nothing that reaches beyond 127.0.0.1. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** axe impacts that fail a test (PRODUCT.md §4: "no serious violations"). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium: set CHROMIUM_PATH or install Debian's chromium");
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

export interface OpenPageOptions {
  /**
   * Failures the test expects: a request to a URL for which this returns true is not reported,
   * nor is the console error Chromium logs for it. `status` is null for a network failure.
   */
  allowFailure?: (url: string, status: number | null) => boolean;
  /** The system colour scheme the page sees (`prefers-color-scheme`). @default 'light' */
  colorScheme?: 'light' | 'dark';
  /** @default 1280×720 (Playwright's) */
  viewport?: { width: number; height: number };
}

interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

const problems = new WeakMap<Page, PageProblems>();

/** The longest openPage waits for the app to start (a loaded 2-core machine included). */
const APP_START_MS = 30_000;

/**
 * A new page in its own browser context, watched from before the first request: console
 * messages of type error, uncaught exceptions, requests that fail, and responses with status
 * ≥ 400. Requests the page itself aborted (`net::ERR_ABORTED`, e.g. a superseded query) are a
 * cancellation, not a failure, and are not reported.
 */
export async function openPage(browser: Browser, url: string, options: OpenPageOptions = {}): Promise<Page> {
  const { allowFailure = () => false, colorScheme = 'light', viewport } = options;
  const context = await browser.newContext({ colorScheme, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  const seen: PageProblems = { consoleErrors: [], failedRequests: [] };
  problems.set(page, seen);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    if (source && /Failed to load resource/.test(message.text()) && allowFailure(source, null)) return;
    seen.consoleErrors.push(`${message.text()}${source ? ` (${source})` : ''}`);
  });
  page.on('pageerror', (error) => seen.consoleErrors.push(`uncaught: ${error.stack ?? error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    if (reason === 'net::ERR_ABORTED' || allowFailure(request.url(), null)) return;
    seen.failedRequests.push(`${request.method()} ${request.url()}: ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() < 400 || allowFailure(response.url(), response.status())) return;
    seen.failedRequests.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
  });
  await page.goto(url, { waitUntil: 'load' });
  if (/^https?:/.test(url)) await appStarted(page);
  return page;
}

/**
 * Waits until React owns `selector`'s element (the fiber it sets on an element when a render that
 * drew or hydrated it commits); resolves with about when that was on the page's clock (ms,
 * performance.now(), at most `pollMs` late).
 */
export async function reactOwns(page: Page, selector: string, { timeout = APP_START_MS, pollMs = 10 } = {}): Promise<number> {
  const at = await page.waitForFunction(
    (s) => {
      const element = document.querySelector(s);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$')) && performance.now();
    },
    selector,
    { timeout, polling: pollMs },
  );
  return (await at.jsonValue()) as number;
}

/**
 * Until its first screen is committed, a page Facet's server rendered holds presses and typing
 * and plays them back after it (src/early-input.ts). A test that acts and then checks wants the
 * app's answer without that detour, so it waits for React to own the root's content (the frame,
 * committed just before the screen), for at most APP_START_MS; a press in between is held and
 * played back, so it still lands. A page that never starts (a test of a broken start) is left
 * for the test to judge.
 */
export async function appStarted(page: Page): Promise<void> {
  await reactOwns(page, '#root > *', { pollMs: 50 }).catch(() => {});
}

/** Fails with every console error and failed request seen on `page` so far. */
export function assertNoPageErrors(page: Page): void {
  const seen = problems.get(page);
  if (!seen) throw new Error('assertNoPageErrors: open the page with openPage()');
  const lines = [
    ...seen.consoleErrors.map((e) => `console error: ${e}`),
    ...seen.failedRequests.map((r) => `failed request: ${r}`),
  ];
  assert.ok(lines.length === 0, `page problems:\n  ${lines.join('\n  ')}`);
}

let axeSource: string | null = null;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core on the page as it is now; serious or critical violations fail, listed readably. */
export async function checkAccessibility(page: Page, label: string): Promise<void> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol rather than added as an inline <script>, which the
  // demo server's Content-Security-Policy (script-src 'self') refuses.
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
  const failing = violations.filter((v) => v.impact !== null && FAILING_IMPACTS.has(v.impact));
  const list = failing.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n      at ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(' | ')}\n      ${v.helpUrl}`,
  );
  assert.ok(failing.length === 0, `axe on "${label}": ${failing.length} serious/critical violation(s):\n  ${list.join('\n  ')}`);
}

/** A full-page PNG in test-results/<name>.png; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
