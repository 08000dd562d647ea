// Paging as a reader sees it (issue 16 "Paging and results"), in Chromium against the demo: the
// current page is marked (its colour is not overridden by the screen's button style), and after
// Next or a page number, focus and the view move to the top of the new page.
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assertNoPageErrors, ensureBundles, launchBrowser, openPage } from '../helpers/browser.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

const WAIT_MS = 20_000;
let demo: DemoServerHandle;
let browser: Browser;
let page: Page;

const paging = suite('paging');

paging.before(async () => {
  await ensureBundles();
  demo = await startDemoServer();
  browser = await launchBrowser();
  page = await openPage(browser, demo.url + '#/query/events?limit=3');
});

paging.after(async () => {
  await browser.close();
  await demo.close();
});

const background = (name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);

paging('marks the current page and moves focus and view to the results heading after Next', async () => {
  await page.getByRole('button', { name: 'Run', exact: true }).click({ timeout: WAIT_MS });
  await page.getByRole('button', { name: 'Page 2', exact: true }).waitFor({ timeout: WAIT_MS });
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--facet-primary').trim());
  assert.ok(primary.length > 0);
  assert.is.not(await background('Page 1'), await background('Page 2'), 'the current page looks different');
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.waitForFunction(() => document.querySelector('.facet-pagination [aria-current="page"]')?.getAttribute('aria-label') === 'Page 2', null, { timeout: WAIT_MS });
  const focused = await page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent, top: document.activeElement?.getBoundingClientRect().top }));
  assert.match(focused.tag ?? '', /^H[1-6]$/);
  assert.match(focused.text ?? '', /Result/);
  assert.ok((focused.top ?? -1) >= 0 && (focused.top ?? 1e9) < 200, `the heading is at the top of the view (${focused.top})`);
  assert.is.not(await background('Page 2'), await background('Page 1'));
  assertNoPageErrors(page);
});

paging.run();
