// Light and dark in Chromium against the demo backend: every main screen in both schemes passes
// axe (its colour-contrast rule included: serious and critical violations fail) and really is
// drawn in that scheme (page and text colours come from the design tokens, not the browser's
// defaults). The same holds for a scheme chosen in Settings against the system's preference (Dark
// over a light system, Light over a dark one), which applies at once, before the first paint of a
// reload, and to every screen. Screenshots land in test-results/scheme-<screen>-<scheme>.png.
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNoPageErrors, checkAccessibility, ensureBundles, launchBrowser, openPage, screenshot } from '../helpers/browser.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

/** Bounded wait for anything the page does (introspection, a query). */
const WAIT_MS = 20_000;

interface Screen { name: string; route: string; ready(page: Page): Promise<unknown> }
const SCREENS: Screen[] = [
  { name: 'overview', route: '#/', ready: (page) => page.getByRole('heading', { name: 'Operations' }).waitFor({ timeout: WAIT_MS }) },
  {
    name: 'query-with-results',
    route: '#/query/event?id=e1',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Run', exact: true }).click({ timeout: WAIT_MS });
      await page.getByRole('heading', { name: 'Jazz After Dark' }).first().waitFor({ timeout: WAIT_MS });
    },
  },
  { name: 'mutation-form', route: '#/mutation/createEvent', ready: (page) => page.getByRole('heading', { name: 'createEvent' }).waitFor({ timeout: WAIT_MS }) },
  {
    name: 'delete-confirmation',
    route: '#/mutation/deleteEvent?id=e1',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Run', exact: true }).click({ timeout: WAIT_MS });
      await page.getByRole('button', { name: 'Yes, delete' }).waitFor({ timeout: WAIT_MS });
    },
  },
  { name: 'subscription', route: '#/subscription/eventCreated', ready: (page) => page.getByRole('heading', { name: 'eventCreated' }).waitFor({ timeout: WAIT_MS }) },
  { name: 'document', route: '#/document', ready: (page) => page.getByRole('heading', { name: /document/i }).first().waitFor({ timeout: WAIT_MS }) },
  { name: 'record-list', route: '#/entity/Event', ready: (page) => page.locator('main table a[href^="#/entity/Event/"]').first().waitFor({ timeout: WAIT_MS }) },
  { name: 'record', route: '#/entity/Event/e1', ready: (page) => page.getByRole('heading', { level: 1, name: 'Jazz After Dark' }).waitFor({ timeout: WAIT_MS }) },
  { name: 'type', route: '#/type/Event', ready: (page) => page.getByRole('heading', { name: 'Event' }).first().waitFor({ timeout: WAIT_MS }) },
  { name: 'settings', route: '#/settings', ready: (page) => page.getByRole('heading', { name: 'Settings' }).waitFor({ timeout: WAIT_MS }) },
  { name: 'not-found', route: '#/nowhere', ready: (page) => page.getByRole('link', { name: /overview/i }).first().waitFor({ timeout: WAIT_MS }) },
];

type Scheme = 'light' | 'dark';

/** Relative luminance of a computed `rgb(…)` colour, 0 (black) to 1 (white). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The page's background and its heading's (else the body's) text colour, as computed. */
function pageColours(page: Page): Promise<{ background: string; text: string }> {
  return page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const heading = document.querySelector('h1');
    return { background: body.backgroundColor, text: heading ? getComputedStyle(heading).color : body.color };
  });
}

/** Fails unless the page is drawn dark on light text (dark) or the other way round (light). */
async function assertDrawnIn(page: Page, scheme: Scheme): Promise<void> {
  const colours = await pageColours(page);
  const background = luminance(colours.background);
  const text = luminance(colours.text);
  if (scheme === 'dark') assert.ok(background < 0.05 && text > 0.6, `dark page ${colours.background}, text ${colours.text}`);
  else assert.ok(background > 0.9 && text < 0.1, `light page ${colours.background}, text ${colours.text}`);
}

let demo: DemoServerHandle;
let browser: Browser;

for (const scheme of ['light', 'dark'] as const) {
  const schemeSuite = suite(`${scheme} scheme`);
  schemeSuite.before(async () => {
    if (!browser) {
      await ensureBundles();
      demo = await startDemoServer();
      browser = await launchBrowser();
    }
  });

  for (const screen of SCREENS) {
    schemeSuite(`draws ${screen.name} in the ${scheme} scheme with no serious axe violation`, async () => {
      const page = await openPage(browser, demo.url + screen.route, { colorScheme: scheme });
      await screen.ready(page);
      await assertDrawnIn(page, scheme);
      await checkAccessibility(page, `${screen.name} (${scheme})`);
      await screenshot(page, `scheme-${screen.name}-${scheme}`);
      assertNoPageErrors(page);
      await page.context().close();
    });
  }
  schemeSuite.run();
}

// ---

/** What the page looked like when the first frame was about to be drawn (an init script records it). */
interface FirstFrame { scheme: string | null; colorScheme: string; background: string | null }

/** Presses the scheme's segment, as a pointer does: React Aria keeps the radio input visually hidden under its label. */
function chooseScheme(page: Page, label: string): Promise<void> {
  return page.locator('main label', { hasText: new RegExp(`^${label}$`) }).click({ timeout: WAIT_MS });
}

const MANUAL: { system: Scheme; chosen: Scheme; label: string }[] = [
  { system: 'light', chosen: 'dark', label: 'Dark' },
  { system: 'dark', chosen: 'light', label: 'Light' },
];

for (const [index, { system, chosen, label }] of MANUAL.entries()) {
  const manual = suite(`${chosen} chosen in settings while the system prefers ${system}`);
  // One page for the suite: the choice is made once, then every screen is loaded afresh.
  let page: Page;
  if (index === MANUAL.length - 1) {
    manual.after(async () => {
      await browser.close();
      await demo.close();
    });
  }

  manual('applies at once: page, text and form controls change to the chosen scheme', async () => {
    page = await openPage(browser, demo.url + '#/settings', { colorScheme: system });
    await page.getByRole('heading', { name: 'Appearance' }).waitFor({ timeout: WAIT_MS });
    await assertDrawnIn(page, system);
    assert.ok(await page.getByRole('radio', { name: 'System' }).isChecked(), 'System is the default');
    await chooseScheme(page, label);
    await page.waitForFunction((scheme) => document.documentElement.getAttribute('data-scheme') === scheme, chosen, { timeout: WAIT_MS });
    await assertDrawnIn(page, chosen);
    // color-scheme is what form controls, scrollbars and the canvas follow.
    assert.is(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), chosen);
    const field = await page.getByLabel('GraphQL endpoint').evaluate((input) => getComputedStyle(input).backgroundColor);
    assert.ok(chosen === 'dark' ? luminance(field) < 0.05 : luminance(field) > 0.9, `a text field in the ${chosen} scheme: ${field}`);
    await checkAccessibility(page, `settings after choosing ${chosen} (system ${system})`);
  });

  manual('is drawn in the chosen scheme from the first frame of a reload', async () => {
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const frame: FirstFrame = {
          scheme: document.documentElement.getAttribute('data-scheme'),
          colorScheme: getComputedStyle(document.documentElement).colorScheme,
          background: document.body ? getComputedStyle(document.body).backgroundColor : null,
        };
        (window as unknown as { __firstFrame: FirstFrame }).__firstFrame = frame;
      });
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Appearance' }).waitFor({ timeout: WAIT_MS });
    const first = await page.evaluate(() => (window as unknown as { __firstFrame?: FirstFrame }).__firstFrame ?? null);
    assert.ok(first, 'the first frame was recorded');
    assert.equal([first.scheme, first.colorScheme], [chosen, chosen], `first frame ${JSON.stringify(first)}`);
    if (first.background !== null) {
      const background = luminance(first.background);
      assert.ok(chosen === 'dark' ? background < 0.05 : background > 0.9, `first frame background ${first.background}`);
    }
    assert.ok(await page.getByRole('radio', { name: label }).isChecked(), 'the choice is shown as made');
    await assertDrawnIn(page, chosen);
  });

  for (const screen of SCREENS) {
    manual(`draws ${screen.name} in the chosen ${chosen} scheme with no serious axe violation`, async () => {
      await page.goto('about:blank');
      await page.goto(demo.url + screen.route);
      await screen.ready(page);
      await assertDrawnIn(page, chosen);
      await checkAccessibility(page, `${screen.name} (${chosen} chosen, system ${system})`);
      await screenshot(page, `scheme-${screen.name}-${chosen}-chosen`);
    });
  }

  manual('follows the system again when System is chosen', async () => {
    await page.goto('about:blank');
    await page.goto(demo.url + '#/settings');
    await chooseScheme(page, 'System');
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-scheme'), undefined, { timeout: WAIT_MS });
    await assertDrawnIn(page, system);
    await page.reload();
    await page.getByRole('heading', { name: 'Appearance' }).waitFor({ timeout: WAIT_MS });
    await assertDrawnIn(page, system);
    assertNoPageErrors(page);
    await page.context().close();
  });

  manual.run();
}
