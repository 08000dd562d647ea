// Issue 16's layout and widget items in Chromium against the demo backend, measured as drawn:
// a mutation's result comes into view after Run on the longest form (updateEvent); toasts cover
// neither "Use as sign-in token" nor the inline refusal, wide and narrow; the date picker is as
// wide as its month; a select shows its label alone; the carousel shows and moves its position; a
// switch's unset, off, on and disabled states look different; a 20,000-character argument stays
// out of the link (no HTTP 400 on reload) with a note; form and result side by side at 1280 px
// and stacked at 390 px, the sidebar 320 px wide, a list under the form at full width; the overview's cards and the
// header's one button style, with axe in both schemes.
import type { Browser, Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/demo/constants.ts';
import { LINK_MAX_CHARS, SIDEBAR_WIDTH_PX } from '../../src/ui/constants.ts';
import { assertNoPageErrors, checkAccessibility, ensureBundles, launchBrowser, openPage, screenshot } from '../helpers/browser.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

/** Generous: the machine is shared. */
const WAIT_MS = 30_000;
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };

let demo: DemoServerHandle;
let browser: Browser;

interface Box { x: number; y: number; width: number; height: number }

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  assert.ok(found, 'the element is drawn');
  return found!;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function isInViewport(b: Box, viewport: { width: number; height: number }): boolean {
  return b.y >= 0 && b.y + b.height <= viewport.height && b.x >= 0 && b.x + b.width <= viewport.width;
}

async function loginToken(): Promise<string> {
  const response = await fetch(demo.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `mutation { login(email: "${DEMO_EMAIL}", password: "${DEMO_PASSWORD}") { token } }` }),
  });
  return ((await response.json()) as { data: { login: { token: string } } }).data.login.token;
}

/** A page at `route`, signed in when asked (the token stored before the app starts). */
async function open(route: string, options: { viewport?: typeof WIDE; colorScheme?: 'light' | 'dark'; isSignedIn?: boolean } = {}): Promise<Page> {
  const page = await openPage(browser, 'about:blank', { viewport: options.viewport ?? WIDE, colorScheme: options.colorScheme ?? 'light' });
  if (options.isSignedIn) await page.context().addInitScript((token) => localStorage.setItem('apollo-token', token), await loginToken());
  await page.goto(demo.url + route);
  return page;
}

const field = (page: Page, path: string) => page.locator(`.facet-form-field[data-path="${path}"]`);

/** Opens the group of optional arguments ("More filters (N)"). */
async function openMore(page: Page): Promise<void> {
  const trigger = page.locator('.facet-more-arguments button[slot="trigger"]');
  await trigger.waitFor({ timeout: WAIT_MS });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
}

async function runAndConfirm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  // Confirmations are phrased as what will happen ("Update event “Jazz Night”?"); toasts are alertdialogs too.
  const dialog = page.getByRole('alertdialog', { name: /\?$/ });
  await dialog.waitFor({ timeout: WAIT_MS });
  await dialog.getByRole('button', { name: /^(Send|Yes, )/ }).click();
}

const setup = suite('layout: setup');
setup('builds the app and starts the demo backend and Chromium', async () => {
  await ensureBundles();
  demo = await startDemoServer();
  browser = await launchBrowser();
});
setup.run();

// ---

const results = suite('results and toasts');

results('brings the result of the longest mutation form into view after Run, focus on its heading (1280×800)', async () => {
  // updateEvent: an id and the whole EventInput, the demo's longest form.
  const page = await open('#/mutation/updateEvent', { isSignedIn: true });
  await page.getByRole('heading', { level: 1, name: 'updateEvent' }).waitFor({ timeout: WAIT_MS });
  await field(page, 'id').locator('input').fill('e5');
  await field(page, 'input.title').locator('input').fill('Layout night');
  await field(page, 'input.startsAt').locator('[role="spinbutton"]').first().click();
  await page.keyboard.type('050120260730P');
  await field(page, 'input.description').locator('input').fill('Made by the layout test.');
  const run = page.getByRole('button', { name: 'Run', exact: true });
  await run.scrollIntoViewIfNeeded();
  const formHeight = (await box(page.locator('.facet-operation-form'))).height;
  assert.ok(formHeight > WIDE.height, `the form is longer than the screen (${formHeight} px)`);
  await runAndConfirm(page);
  const heading = page.locator('.facet-result h2');
  await heading.waitFor({ timeout: WAIT_MS });
  await page.waitForFunction(() => document.activeElement?.matches('.facet-result h2'), undefined, { timeout: WAIT_MS });
  assert.ok(isInViewport(await box(heading), WIDE), `the result heading is in view: ${JSON.stringify(await box(heading))}`);
  await page.getByText('updateEvent succeeded').first().waitFor({ timeout: WAIT_MS });
  await screenshot(page, 'layout-mutation-result');
  assertNoPageErrors(page);
  await page.context().close();
});

for (const viewport of [WIDE, NARROW]) {
  results(`places toasts clear of "Use as sign-in token" and of the inline refusal (${viewport.width} px)`, async () => {
    const page = await open('#/mutation/login', { viewport });
    await page.getByRole('heading', { level: 1, name: 'login' }).waitFor({ timeout: WAIT_MS });
    await field(page, 'email').locator('input').fill(DEMO_EMAIL);
    await field(page, 'password').locator('input').fill(DEMO_PASSWORD);
    await runAndConfirm(page);
    const toast = page.locator('.facet-toast').filter({ hasText: 'login succeeded' });
    await toast.waitFor({ timeout: WAIT_MS });
    const adopt = page.getByRole('button', { name: 'Use as sign-in token' });
    await adopt.waitFor({ timeout: WAIT_MS });
    assert.not.ok(overlaps(await box(toast), await box(adopt)), 'the toast leaves "Use as sign-in token" free');
    await adopt.click({ trial: true, timeout: 2000 }); // nothing on top of it takes the click
    await screenshot(page, `layout-toast-adopt-${viewport.width}`);
    await adopt.click();
    await page.getByTestId('session').filter({ hasText: 'Signed in' }).waitFor({ timeout: WAIT_MS });

    // A refusal by the server: a body over 2,000 characters is refused next to its field and under Run.
    await page.goto(`${demo.url}#/mutation/addReview`);
    await page.getByRole('heading', { level: 1, name: 'addReview' }).waitFor({ timeout: WAIT_MS });
    await field(page, 'eventId').locator('input').fill('e1');
    await field(page, 'rating').getByRole('radio', { name: '4 stars' }).check({ force: true });
    await field(page, 'body').locator('textarea, input').first().fill('x'.repeat(2001));
    await runAndConfirm(page);
    const failed = page.locator('.facet-toast').filter({ hasText: 'addReview failed' });
    await failed.waitFor({ timeout: WAIT_MS });
    const refusal = page.locator('.facet-operation-actions .facet-error');
    await refusal.filter({ hasText: 'The server refused' }).waitFor({ timeout: WAIT_MS });
    await refusal.scrollIntoViewIfNeeded();
    assert.not.ok(overlaps(await box(failed), await box(refusal)), 'the toast leaves the refusal under Run free');
    const fieldError = field(page, 'body').locator('.facet-error');
    await fieldError.scrollIntoViewIfNeeded();
    assert.not.ok(overlaps(await box(failed), await box(fieldError)), "the toast leaves the field's refusal free");
    await screenshot(page, `layout-toast-refusal-${viewport.width}`);
    await page.context().close();
  });
}

results.run();

// ---

const widgets = suite('widgets as drawn');

widgets('sizes the date picker to its month, clear of the sidebar', async () => {
  const page = await open('#/mutation/createEvent');
  await page.getByRole('heading', { level: 1, name: 'createEvent' }).waitFor({ timeout: WAIT_MS });
  await field(page, 'input.date').locator('button.facet-calendar-button').click();
  const popover = page.locator('.facet-picker-popover');
  await popover.getByRole('grid').waitFor({ timeout: WAIT_MS });
  const popoverBox = await box(popover);
  const grid = await box(popover.getByRole('grid'));
  assert.ok(popoverBox.width <= 360, `the popover is ${popoverBox.width} px wide (was about 1,140)`);
  assert.ok(popoverBox.width <= grid.width + 48, 'no wider than its month and padding');
  assert.not.ok(overlaps(popoverBox, await box(page.locator('.facet-sidebar'))), 'the sidebar stays uncovered');
  await checkAccessibility(page, 'date picker open');
  await screenshot(page, 'layout-date-picker');
  await page.keyboard.press('Escape');

  // The select beside it: the chosen option shows (and is named by) its label alone.
  await field(page, 'input.category').getByRole('button').first().click();
  await page.getByRole('option', { name: 'Tech', exact: true }).click();
  const select = field(page, 'input.category').getByRole('button').first();
  assert.is((await select.textContent())?.replace('▾', ''), 'Tech');
  assert.is(await page.evaluate(() => document.querySelector('[data-path="input.category"] .facet-option-description')), null);
  await page.context().close();
});

widgets("gives a switch's not set, off and on states their own looks", async () => {
  const page = await open('#/mutation/createEvent');
  await page.getByRole('heading', { level: 1, name: 'createEvent' }).waitFor({ timeout: WAIT_MS });
  const wrapper = field(page, 'input.isPublic');
  const look = () => wrapper.evaluate(async (el) => {
    // Measured once the thumb has finished sliding (a 120 ms transition).
    await Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const track = getComputedStyle(el.querySelector('.facet-switch-track')!);
    const thumb = el.querySelector('.facet-switch-thumb')!;
    const label = el.querySelector('.facet-switch')!;
    return {
      border: track.borderTopStyle,
      background: track.backgroundColor,
      thumbX: Math.round(thumb.getBoundingClientRect().left - label.getBoundingClientRect().left),
      word: el.querySelector('.facet-switch-state')?.textContent,
      opacity: getComputedStyle(el).opacity,
    };
  });
  const unset = await look();
  await wrapper.getByRole('switch').check({ force: true });
  const on = await look();
  await wrapper.getByRole('switch').uncheck({ force: true });
  const off = await look();
  assert.equal([unset.word, off.word, on.word], ['Not set', 'Off', 'On']);
  assert.is(unset.border, 'dashed');
  assert.is(off.border, 'solid');
  assert.ok(off.thumbX < unset.thumbX && unset.thumbX < on.thumbX, `thumb left, middle, right: ${off.thumbX}, ${unset.thumbX}, ${on.thumbX}`);
  assert.is.not(unset.background, off.background, 'not set is shaded apart from off');
  assert.is(unset.opacity, '1', 'not set is not faded as a disabled control would be');
  await page.context().close();
});

widgets('greys a disabled switch apart from its enabled look (a record saving)', async () => {
  const page = await open('#/entity/Event/e2', { isSignedIn: true });
  await page.getByRole('button', { name: 'Edit', exact: true }).click({ timeout: WAIT_MS });
  const wrapper = field(page, 'input.isPublic');
  await wrapper.waitFor({ timeout: WAIT_MS });
  const look = () => wrapper.evaluate(async (el) => {
    await Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const track = getComputedStyle(el.querySelector('.facet-switch-track')!);
    return { cursor: getComputedStyle(el.querySelector('.facet-switch')!).cursor, border: track.borderTopStyle, label: getComputedStyle(el.querySelector('.facet-switch .facet-label')!).color };
  });
  const enabled = await look();
  await field(page, 'input.title').locator('input').fill(`Edited ${Date.now()}`);
  // A slow answer keeps the form disabled long enough to look at it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 3000, downloadThroughput: -1, uploadThroughput: -1 });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('button', { name: 'Saving…' }).waitFor({ timeout: WAIT_MS });
  const disabled = await look();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  assert.equal([enabled.cursor, disabled.cursor], ['pointer', 'not-allowed']);
  assert.equal([enabled.border, disabled.border], ['solid', 'dotted']);
  assert.is.not(disabled.label, enabled.label, 'the label greys');
  await page.context().close();
});

widgets('shows the carousel position and moves it with a step', async () => {
  const page = await open('#/query/event?id=e3');
  const carousel = page.locator('.facet-carousel').first();
  await carousel.waitFor({ timeout: WAIT_MS });
  const position = carousel.locator('.facet-carousel-position');
  assert.is(await position.textContent(), '1 of 3');
  assert.ok(await position.isVisible());
  const firstSource = await carousel.locator('img').getAttribute('src');
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  assert.is(await position.textContent(), '2 of 3');
  const current = await carousel.locator('.facet-carousel-dot').evaluateAll((dots) => dots.map((d) => d.hasAttribute('data-current')));
  assert.equal(current, [false, true, false]);
  assert.is.not(await carousel.locator('img').getAttribute('src'), firstSource);
  assert.ok((await carousel.locator('.facet-carousel-slide:not([hidden])').evaluate((el) => getComputedStyle(el).animationName)) === 'facet-slide-in', 'the new slide slides in');
  await checkAccessibility(page, 'carousel');
  await page.context().close();
});

widgets.run();

// ---

const links = suite('links under their limit');

links('keeps a 20,000-character argument out of the link, says so, and reloads without HTTP 400', async () => {
  const page = await open('#/query/searchEvents');
  await page.getByRole('heading', { level: 1, name: 'searchEvents' }).waitFor({ timeout: WAIT_MS });
  const long = 'jazz '.repeat(4000);
  await openMore(page);
  const text = field(page, 'text').locator('input');
  await text.fill(long);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const note = page.locator('.facet-link-note');
  await note.waitFor({ timeout: WAIT_MS });
  assert.match((await note.textContent()) ?? '', /leaves out Text: too long for a link/);
  assert.ok(page.url().length <= LINK_MAX_CHARS, `the link is ${page.url().length} characters`);
  assert.match(page.url(), /facet-op=query\/searchEvents/);
  assert.is(await text.inputValue(), long, 'the value stays in the form');
  await page.locator('.facet-result-status').filter({ hasText: /result/ }).waitFor({ timeout: WAIT_MS });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'searchEvents' }).waitFor({ timeout: WAIT_MS });
  assert.is(await field(page, 'text').locator('input').inputValue(), long, 'a reload in this tab fills it again');
  await checkAccessibility(page, 'link note');
  assertNoPageErrors(page); // the reload was answered: no HTTP 400
  await page.context().close();
});

links.run();

// ---

const layout = suite('screen layout');

layout(`draws the sidebar SIDEBAR_WIDTH_PX (${SIDEBAR_WIDTH_PX}) px wide at 1280 px (seed/spec.md §9)`, async () => {
  const page = await open('#/query/event?id=e1', { viewport: WIDE });
  const aside = page.locator('aside.facet-sidebar');
  await aside.waitFor({ timeout: WAIT_MS });
  const sidebar = await box(aside);
  assert.is(Math.round(sidebar.width), SIDEBAR_WIDTH_PX);
  await page.context().close();
});

layout('puts form and result side by side at 1280 px and stacks them at 390 px', async () => {
  for (const viewport of [WIDE, NARROW]) {
    const page = await open('#/query/event?id=e1', { viewport });
    await page.locator('.facet-result-status').filter({ hasText: /^1 result/ }).waitFor({ timeout: WAIT_MS });
    const form = await box(page.locator('.facet-operation-inputs'));
    const result = await box(page.locator('.facet-operation-output'));
    if (viewport === WIDE) {
      assert.ok(result.x >= form.x + form.width, `result right of the form: ${JSON.stringify({ form, result })}`);
      assert.ok(Math.abs(result.y - form.y) < 2, 'both start at the same height');
      assert.ok(form.width >= 360 && result.width >= 440, `both get room: ${form.width} and ${result.width} px`);
    } else {
      assert.ok(result.y >= form.y + form.height, `result under the form: ${JSON.stringify({ form, result })}`);
      assert.ok(Math.abs(result.width - form.width) < 2, 'both take the width');
    }
    await screenshot(page, `layout-query-${viewport.width}`);
    await page.context().close();
  }
});

layout('keeps a list under the form at full width at 1280 px, its cards two abreast', async () => {
  const page = await open('#/query/events?limit=4');
  await page.locator('.facet-result-list > li').nth(3).waitFor({ timeout: WAIT_MS });
  const form = await box(page.locator('.facet-operation-inputs'));
  const result = await box(page.locator('.facet-operation-output'));
  assert.ok(result.y >= form.y + form.height, 'under the form');
  assert.ok(Math.abs(result.width - form.width) < 2, 'as wide as the form column');
  const [first, second] = await Promise.all([0, 1].map((i) => box(page.locator('.facet-result-list > li').nth(i))));
  assert.ok(Math.abs(first!.y - second!.y) < 2 && second!.x > first!.x, 'two cards side by side');
  await page.context().close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  layout(`lays the overview out as cards and gives the header one button style (${colorScheme}, axe)`, async () => {
    const page = await open('#/', { colorScheme });
    const cards = page.locator('.facet-overview-card');
    await cards.filter({ hasText: /^Records\s*2/ }).waitFor({ timeout: WAIT_MS });
    assert.equal(
      (await cards.locator('h3').allTextContents()).map((t) => t.replace(/\s+/g, ' ')),
      ['Records 2', 'Queries 8', 'Mutations 7', 'Subscriptions 5'],
    );
    const boxes = await Promise.all([0, 1, 2].map((i) => box(cards.nth(i))));
    assert.ok(boxes[1]!.x > boxes[0]!.x && Math.abs(boxes[1]!.y - boxes[0]!.y) < 2, 'cards share a row at 1280 px');
    const style = (locator: Locator) => locator.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.fontWeight, s.fontSize, s.textDecorationLine, s.borderTopStyle, s.borderTopColor, s.backgroundColor, s.color, s.borderRadius].join(' ');
    });
    const header = page.locator('.facet-header');
    const refresh = await style(header.getByRole('button', { name: 'Refresh schema' }));
    assert.is(await style(header.getByRole('link', { name: 'Settings' })), refresh, 'the settings link looks as the buttons do');
    assert.ok(!refresh.includes('underline'), 'no underline');
    await checkAccessibility(page, `overview (${colorScheme})`);
    await screenshot(page, `layout-overview-${colorScheme}`);
    assertNoPageErrors(page);
    await page.context().close();
  });
}

layout.after(async () => {
  await browser?.close();
  await demo?.close();
});

layout.run();
