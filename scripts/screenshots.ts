// Takes the screenshots of docs/screenshots.md (and the README's, a subset of them) from the demo
// backend in Debian's Chromium: every main screen in the light and the dark scheme at 1280×800,
// plus the overview at 390×844. Each shot waits for the screen's real content (results, rows, the
// record, feed events, loaded images and fonts), never for a fixed time; a screen that does not
// arrive fails the run, naming it, rather than leaving a half-drawn picture.
//
//   node --import tsx scripts/screenshots.ts         → docs/screenshots/*.png
//   node --import tsx scripts/screenshots.ts --all   → also every screen, both schemes, both sizes into test-results/shots/
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/demo/constants.ts';
import { ensureBundles, launchBrowser } from '../test/helpers/browser.ts';
import { startDemoServer, type DemoServerHandle } from '../test/helpers/demo-server.ts';

const root = new URL('..', import.meta.url).pathname;
const isAll = process.argv.includes('--all');
/** Bounded wait for anything a screen does (introspection, a query, a feed event) on a loaded machine. */
const WAIT_MS = 60_000;

type Scheme = 'light' | 'dark';
type Size = 'wide' | 'narrow';
const VIEWPORTS: Record<Size, { width: number; height: number }> = { wide: { width: 1280, height: 800 }, narrow: { width: 390, height: 844 } };

interface Shot {
  /** File name stem: docs/screenshots/<name>[-narrow]-<scheme>.png */
  name: string;
  route: string;
  /** Brings the screen to what the picture shows, waiting on its real content. */
  ready(page: Page, demo: DemoServerHandle): Promise<void>;
}

/** The document the document editor's shot runs. */
const DOCUMENT = `query UpcomingMusic {
  events(limit: 3, category: MUSIC) {
    total
    items { id title startsAt venue { name } }
  }
}
`;

/** What the live feed's shot creates while it watches (demo venues v1–v3). */
const FEED_EVENTS = [
  { title: 'Harbour Lights Quartet', description: 'Strings on the quay at sunset.', venueId: 'v1' },
  { title: 'Open-air Cinema: Metropolis', description: 'The 1927 classic with a live score.', venueId: 'v2' },
  { title: 'Night Market Food Tour', description: 'Twelve stalls, one ticket.', venueId: 'v3' },
];

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).first().waitFor({ timeout: WAIT_MS });

const SHOTS: Shot[] = [
  { name: 'overview', route: '#/', ready: (page) => page.getByRole('heading', { name: 'Operations' }).waitFor({ timeout: WAIT_MS }) },
  {
    name: 'operation',
    route: '#/query/events',
    async ready(page) {
      await heading(page, 'events');
      await page.getByRole('button', { name: 'Run', exact: true }).click({ timeout: WAIT_MS });
      await page.locator('main .facet-result-status').filter({ hasText: / in total/ }).waitFor({ timeout: WAIT_MS });
    },
  },
  { name: 'record-list', route: '#/entity/Event', ready: (page) => page.locator('main table a[href^="#/entity/Event/"]').first().waitFor({ timeout: WAIT_MS }) },
  { name: 'record', route: '#/entity/Event/e1', ready: (page) => heading(page, 'Jazz After Dark') },
  { name: 'type', route: '#/type/Event', ready: (page) => heading(page, 'Event') },
  {
    name: 'document',
    route: `#/document?query=${encodeURIComponent(DOCUMENT)}`,
    async ready(page) {
      await heading(page, /document/i);
      // The document is parsed: the picker names its operation.
      await page.getByRole('button', { name: /UpcomingMusic/ }).waitFor({ timeout: WAIT_MS });
      // The code editor has replaced the text area it loads behind.
      await page.locator('.graphql-editor .cm-content').first().waitFor({ timeout: WAIT_MS });
    },
  },
  {
    name: 'live-feed',
    route: '#/subscription/eventCreated',
    async ready(page, demo) {
      await heading(page, 'eventCreated');
      await page.getByRole('button', { name: 'Start' }).click({ timeout: WAIT_MS });
      await page.locator('.facet-connection-details').filter({ hasText: 'Running' }).waitFor({ timeout: WAIT_MS });
      const token = await login(demo);
      for (const [index, event] of FEED_EVENTS.entries()) {
        const input = { ...event, startsAt: `2026-07-0${index + 1}T19:30:00Z`, tags: ['summer'], rating: 4 };
        await graphql(demo, 'mutation Create($input: EventInput!) { createEvent(input: $input) { id } }', token, { input });
        await page.locator('.facet-feed-item').filter({ hasText: event.title }).waitFor({ timeout: WAIT_MS });
      }
    },
  },
  { name: 'settings', route: '#/settings', ready: (page) => heading(page, 'Settings') },
];

/** Which size and scheme of each screen the docs show; --all writes every one into test-results/shots/ as well. */
const DOC_SHOTS = new Set([...SHOTS.flatMap((shot) => [`${shot.name}-light`, `${shot.name}-dark`]), 'overview-narrow-light']);

async function graphql(demo: DemoServerHandle, query: string, token?: string, variables: Record<string, unknown> = {}): Promise<unknown> {
  const response = await fetch(demo.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (!body.data) throw new Error(`the demo refused ${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function login(demo: DemoServerHandle): Promise<string> {
  const data = (await graphql(demo, `mutation { login(email: "${DEMO_EMAIL}", password: "${DEMO_PASSWORD}") { token } }`)) as { login: { token: string } };
  return data.login.token;
}

async function take(browser: Browser, demo: DemoServerHandle, shot: Shot, scheme: Scheme, size: Size): Promise<void> {
  const key = `${shot.name}${size === 'narrow' ? '-narrow' : ''}-${scheme}`;
  const targets = [
    ...(DOC_SHOTS.has(key) ? [join(root, 'docs/screenshots', `${key}.png`)] : []),
    ...(isAll ? [join(root, 'test-results/shots', `${key}.png`)] : []),
  ];
  if (targets.length === 0) return;
  const context = await browser.newContext({ viewport: VIEWPORTS[size], colorScheme: scheme });
  try {
    const page = await context.newPage();
    await page.goto(demo.url + shot.route);
    await shot.ready(page, demo).catch((error: unknown) => {
      throw new Error(`${key}: the screen did not arrive (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    });
    // The sidebar's Records section arrives a moment after the operations (a lazily loaded module).
    if (size === 'wide') await page.getByRole('navigation', { name: 'Operations' }).getByRole('heading', { name: /^Records/ }).waitFor({ timeout: WAIT_MS });
    // Every image in the picture decoded (lazy ones further down never load) and every font loaded.
    await page.waitForFunction(
      () =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
          })
          .every((image) => image.complete),
      undefined,
      { timeout: WAIT_MS },
    );
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const path of targets) await page.screenshot({ path, fullPage: false, animations: 'disabled', caret: 'hide' });
    console.log(`${key}: ${targets.length} file(s)`);
  } finally {
    await context.close();
  }
}

await ensureBundles();
mkdirSync(join(root, 'docs/screenshots'), { recursive: true });
if (isAll) mkdirSync(join(root, 'test-results/shots'), { recursive: true });
const demo = await startDemoServer();
const browser = await launchBrowser();
try {
  for (const shot of SHOTS) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const size of ['wide', 'narrow'] as const) await take(browser, demo, shot, scheme, size);
    }
  }
} finally {
  await browser.close();
  await demo.close();
}
console.log(`screenshots written to docs/screenshots/${isAll ? ' and test-results/shots/' : ''}`);
