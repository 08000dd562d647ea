// Takes the README's screenshots (and a wider set for review) from the demo backend in Debian's
// Chromium: light and dark, wide (1280×800) and narrow (390×844).
//
//   node --import tsx scripts/screenshots.ts            → docs/screenshots/*.png (the README's)
//   node --import tsx scripts/screenshots.ts --all      → also every screen into test-results/shots/
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { ensureBundles, launchBrowser } from '../test/helpers/browser.ts';
import { startDemoServer } from '../test/helpers/demo-server.ts';

const root = new URL('..', import.meta.url).pathname;
const isAll = process.argv.includes('--all');

/** `ready`: a selector to wait for before the shot (a lazily loaded part of the screen). */
interface Shot { name: string; route: string; run?: boolean; ready?: string }
const DOCUMENT = 'query Upcoming($limit: Int) {\n  events(limit: $limit) {\n    items { title startsAt venue { name } }\n    total\n  }\n}';
const SCREENS: Shot[] = [
  { name: 'overview', route: '#/' },
  { name: 'operation', route: '#/query/events?limit=3', run: true },
  { name: 'event', route: '#/query/event?id=e1', run: true },
  { name: 'mutation', route: '#/mutation/createEvent' },
  { name: 'subscription', route: '#/subscription/readings' },
  { name: 'document', route: `?query=${encodeURIComponent(DOCUMENT)}&variables=${encodeURIComponent('{"limit":3}')}#/document`, run: true, ready: '.graphql-editor .cm-content' },
  { name: 'type', route: '#/type/Event' },
  { name: 'settings', route: '#/settings' },
];
const README_SHOTS = new Set(['operation-light', 'operation-dark', 'overview-narrow-light', 'document-dark']);
const VIEWPORTS = { wide: { width: 1280, height: 800 }, narrow: { width: 390, height: 844 } } as const;

async function take(browser: Browser, baseUrl: string, shot: Shot, scheme: 'light' | 'dark', size: keyof typeof VIEWPORTS): Promise<void> {
  const key = `${shot.name}${size === 'narrow' ? '-narrow' : ''}-${scheme}`;
  const targets = [
    ...(README_SHOTS.has(key) ? [join(root, 'docs/screenshots', `${key}.png`)] : []),
    ...(isAll ? [join(root, 'test-results/shots', `${key}.png`)] : []),
  ];
  if (targets.length === 0) return;
  const context = await browser.newContext({ viewport: VIEWPORTS[size], colorScheme: scheme });
  const page = await context.newPage();
  await page.goto(baseUrl + shot.route);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 });
  if (shot.ready) await page.locator(shot.ready).first().waitFor({ timeout: 30_000 });
  if (shot.run) {
    await page.getByRole('button', { name: /^Run/ }).first().click();
    await page.getByRole('heading', { name: /^Result/ }).first().waitFor({ timeout: 10_000 }).catch(() => {});
    await page.waitForLoadState('networkidle');
  }
  for (const path of targets) await page.screenshot({ path, fullPage: false });
  await context.close();
}

await ensureBundles();
mkdirSync(join(root, 'docs/screenshots'), { recursive: true });
if (isAll) mkdirSync(join(root, 'test-results/shots'), { recursive: true });
const demo = await startDemoServer();
const browser = await launchBrowser();
try {
  for (const shot of SCREENS) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const size of ['wide', 'narrow'] as const) await take(browser, demo.url, shot, scheme, size);
    }
  }
} finally {
  await browser.close();
  await demo.close();
}
console.log(`screenshots written${isAll ? ' (and test-results/shots/)' : ''}`);
