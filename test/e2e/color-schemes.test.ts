// Light and dark in Chromium against the demo backend: every main screen in both schemes passes
// axe (its colour-contrast rule included: serious and critical violations fail) and really is
// drawn in that scheme (page and text colours come from the design tokens, not the browser's
// defaults). Screenshots land in test-results/scheme-<screen>-<scheme>.png.
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
  { name: 'subscription', route: '#/subscription/eventCreated', ready: (page) => page.getByRole('heading', { name: 'eventCreated' }).waitFor({ timeout: WAIT_MS }) },
  { name: 'document', route: '#/document', ready: (page) => page.getByRole('heading', { name: /document/i }).first().waitFor({ timeout: WAIT_MS }) },
  { name: 'type', route: '#/type/Event', ready: (page) => page.getByRole('heading', { name: 'Event' }).first().waitFor({ timeout: WAIT_MS }) },
  { name: 'settings', route: '#/settings', ready: (page) => page.getByRole('heading', { name: 'Settings' }).waitFor({ timeout: WAIT_MS }) },
  { name: 'not-found', route: '#/nowhere', ready: (page) => page.getByRole('link', { name: /overview/i }).first().waitFor({ timeout: WAIT_MS }) },
];

/** Relative luminance of a computed `rgb(…)` colour, 0 (black) to 1 (white). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
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
  if (scheme === 'dark') {
    schemeSuite.after(async () => {
      await browser.close();
      await demo.close();
    });
  }

  for (const screen of SCREENS) {
    schemeSuite(`draws ${screen.name} in the ${scheme} scheme with no serious axe violation`, async () => {
      const page = await openPage(browser, demo.url + screen.route, { colorScheme: scheme });
      await screen.ready(page);
      const colours = await page.evaluate(() => {
        const body = getComputedStyle(document.body);
        const heading = document.querySelector('h1');
        return { background: body.backgroundColor, text: heading ? getComputedStyle(heading).color : body.color };
      });
      const background = luminance(colours.background);
      const text = luminance(colours.text);
      if (scheme === 'dark') assert.ok(background < 0.05 && text > 0.6, `dark page ${colours.background}, text ${colours.text}`);
      else assert.ok(background > 0.9 && text < 0.1, `light page ${colours.background}, text ${colours.text}`);
      await checkAccessibility(page, `${screen.name} (${scheme})`);
      await screenshot(page, `scheme-${screen.name}-${scheme}`);
      assertNoPageErrors(page);
      await page.context().close();
    });
  }
  schemeSuite.run();
}
