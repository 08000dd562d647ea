// The settings screen in Chromium against the demo backend, as a keyboard and a small screen use
// it: the colour scheme's radio group moves and applies with the arrow keys, and the screen's
// button rows keep their buttons apart at 1280 and 390 px wide.
import type { Browser, Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNoPageErrors, checkAccessibility, ensureBundles, launchBrowser, openPage, screenshot } from '../helpers/browser.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

/** Bounded wait for anything the page does (introspection, a lazy screen). */
const WAIT_MS = 20_000;
/** The least room between two buttons of a row, in CSS px (the 0.75 rem spacing step is 12). */
const MIN_BUTTON_GAP_PX = 8;

let demo: DemoServerHandle;
let browser: Browser;

async function openSettings(viewport: { width: number; height: number }): Promise<Page> {
  const page = await openPage(browser, demo.url + '#/settings', { viewport });
  await page.getByRole('heading', { name: 'Appearance' }).waitFor({ timeout: WAIT_MS });
  return page;
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} is not shown`);
  return found;
}

/** Fails when two of the buttons touch or overlap: side by side, or one row above the next. */
async function assertApart(page: Page, names: string[], label: string): Promise<void> {
  const boxes = await Promise.all(names.map((name) => box(page.getByRole('button', { name, exact: true }))));
  for (let i = 1; i < boxes.length; i++) {
    const [a, b] = [boxes[i - 1]!, boxes[i]!];
    const isSameRow = Math.abs(a.y - b.y) < a.height / 2;
    const gap = isSameRow ? b.x - (a.x + a.width) : b.y - (a.y + a.height);
    assert.ok(gap >= MIN_BUTTON_GAP_PX, `${label}: "${names[i - 1]}" and "${names[i]}" are ${gap.toFixed(1)} px apart ${isSameRow ? 'side by side' : 'one above the other'}`);
  }
}

const settings = suite('settings screen');

settings.before(async () => {
  await ensureBundles();
  demo = await startDemoServer();
  browser = await launchBrowser();
});

settings.after(async () => {
  await browser.close();
  await demo.close();
});

settings('moves and applies the colour scheme with the arrow keys', async () => {
  const page = await openSettings({ width: 1280, height: 800 });
  await page.getByRole('radio', { name: 'System' }).focus();
  await page.keyboard.press('ArrowRight');
  assert.ok(await page.getByRole('radio', { name: 'Light' }).isChecked());
  await page.waitForFunction(() => document.documentElement.getAttribute('data-scheme') === 'light', undefined, { timeout: WAIT_MS });
  await page.keyboard.press('ArrowRight');
  assert.ok(await page.getByRole('radio', { name: 'Dark' }).isChecked());
  await page.waitForFunction(() => document.documentElement.getAttribute('data-scheme') === 'dark', undefined, { timeout: WAIT_MS });
  assert.ok(await page.getByRole('radio', { name: 'Dark' }).evaluate((input) => input === document.activeElement), 'focus follows the choice');
  await checkAccessibility(page, 'settings, colour scheme chosen with the keyboard');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-scheme'), undefined, { timeout: WAIT_MS });
  assertNoPageErrors(page);
  await page.context().close();
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  settings(`keeps the buttons of each row apart at ${viewport.width} px`, async () => {
    const page = await openSettings(viewport);
    await assertApart(page, ['Save settings', 'Restore defaults', 'Save as a new endpoint'], `${viewport.width} px`);
    const segments = await Promise.all(['System', 'Light', 'Dark'].map((name) => box(page.locator('main label', { hasText: new RegExp(`^${name}$`) }))));
    assert.ok(segments.every((segment) => segment.x + segment.width <= viewport.width), 'the colour scheme fits the screen');
    await screenshot(page, `settings-${viewport.width}`);
    assertNoPageErrors(page);
    await page.context().close();
  });
}

settings.run();
