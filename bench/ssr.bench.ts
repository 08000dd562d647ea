// Issue 17: a server-rendered start against a client-only start of the same screen, in the same
// run, on the same demo backend and bundle: time to first contentful paint and to the first result
// card (performance.now() since navigation start; the card's time is when it entered the document,
// which for a server-rendered page is while the HTML is parsed, before the first paint), median
// of LOADS fresh-context loads each, interleaved so both see the same load on the machine.
// Client-only is static/index.html with the screen's hash link: the static host's start. Also
// when the screen is the app's (React owns its heading: a client start has drawn it, a
// server-rendered page has hydrated it, and what was done before is played back), and the
// server renders with React's production build, as `npm start` does.
import { loadavg } from 'node:os';
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../test/helpers/browser.ts';
import { findChromium } from '../test/helpers/chromium.ts';
import { median } from './stats.ts';
import { formatNumber, printTable } from './table.ts';

const LOADS = 10;
const WAIT_MS = 60_000;
const root = new URL('..', import.meta.url).pathname;

/** A card, a compact card, a table or a record page's record (as bench/ui.bench.ts counts them). */
const FIRST_RESULT = 'main :is(.facet-card, .facet-compact, [role="grid"], .facet-record)';

/**
 * Records when the first result is in the document (while parsing, for a server-rendered page),
 * and when React owns the screen's heading (the fiber it sets on an element at commit; polled in
 * the page, as test/helpers/browser.ts reactOwns does from outside it).
 */
const FIRST_RESULT_PROBE = `
  window.__facetFirstResultMs = null;
  window.__facetAppMs = null;
  new MutationObserver((_, observer) => {
    if (document.querySelector('${FIRST_RESULT}')) {
      window.__facetFirstResultMs = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  const appTimer = setInterval(() => {
    const heading = document.querySelector('#root main h1');
    if (heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))) {
      window.__facetAppMs = performance.now();
      clearInterval(appTimer);
    }
  }, 5);
`;

interface Sample {
  fcp: number;
  firstResult: number;
  app: number;
}

async function load(browser: Browser, url: string): Promise<Sample | null> {
  const context = await browser.newContext();
  await context.addInitScript(FIRST_RESULT_PROBE);
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(FIRST_RESULT).first().waitFor({ timeout: WAIT_MS });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: WAIT_MS });
    await page.waitForFunction(() => (window as unknown as { __facetAppMs: number | null }).__facetAppMs !== null, undefined, { timeout: WAIT_MS });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      firstResult: (window as unknown as { __facetFirstResultMs: number }).__facetFirstResultMs,
      app: (window as unknown as { __facetAppMs: number }).__facetAppMs,
    }));
  } catch {
    return null;
  } finally {
    await context.close();
  }
}

if (!findChromium()) {
  console.log('\nSSR bench skipped: no Chromium (set CHROMIUM_PATH or install Debian\'s chromium)');
} else if (!existsSync(`${root}static/dist/main.js`)) {
  console.log('\nSSR bench skipped: static/dist/main.js is missing (run node build.mjs)');
} else {
  // Read when react-dom/server is first loaded, so the server's modules are imported after this.
  process.env.NODE_ENV ||= 'production';
  const { startDemoServer } = await import('../test/helpers/demo-server.ts');
  const demo = await startDemoServer();
  const browser = await launchBrowser();
  const before = loadavg()[0]!;
  try {
    const screens = [
      { name: 'events (limit 5)', server: `${demo.url}query/events?limit=5`, client: `${demo.url}index.html?limit=5#/query/events` },
      { name: 'record page Event e1', server: `${demo.url}entity/Event/e1`, client: `${demo.url}index.html#/entity/Event/e1` },
    ];
    // One warm-up of each, so the server's first page (schema introspection) is not measured.
    for (const screen of screens) {
      await load(browser, screen.server);
      await load(browser, screen.client);
    }
    const rows: Array<Array<string | number>> = [];
    for (const screen of screens) {
      const server: Sample[] = [];
      const client: Sample[] = [];
      for (let i = 0; i < LOADS; i += 1) {
        const s = await load(browser, screen.server);
        if (s) server.push(s);
        const c = await load(browser, screen.client);
        if (c) client.push(c);
      }
      const ms = (values: number[]) => (values.length === 0 ? 'n/a' : `${formatNumber(median(values))} ms`);
      rows.push([`${screen.name}, server-rendered`, `${server.length}/${LOADS}`, ms(server.map((x) => x.fcp)), ms(server.map((x) => x.firstResult)), ms(server.map((x) => x.app))]);
      rows.push([`${screen.name}, client-only`, `${client.length}/${LOADS}`, ms(client.map((x) => x.fcp)), ms(client.map((x) => x.firstResult)), ms(client.map((x) => x.app))]);
    }
    printTable({
      title: `SSR: server-rendered vs client-only start, Chromium, fresh context per load, median of ${LOADS} (performance.now since navigation)`,
      columns: ['screen', 'loads', 'first contentful paint', 'first result card', 'screen is the app\'s'],
      rows,
      note: `load average (1 min) ${formatNumber(before, 1)} at the start, ${formatNumber(loadavg()[0]!, 1)} at the end; client-only = /index.html#/… (the static file, a client start as on a static host); a card's time is when it entered the document; "screen is the app's" is when React owns the screen's heading (drawn, or hydrated: what was done before is then played back); NODE_ENV=${process.env.NODE_ENV}.`,
    });
  } finally {
    await browser.close();
    await demo.close();
  }
}
