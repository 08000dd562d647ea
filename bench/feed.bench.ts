// The live feed under load, in Chromium (issue 7 "Measured"): a subscription delivering 1,000
// events per second into the real /subscription screen for 10 s. Reports events received and
// rendered, frames and dropped frames while it ran, the lag after the last event was sent, and
// the JS heap at start and end (after a forced collection).
//
// The backend is in-process and made for this: graphql-yoga over HTTP (so the app can introspect
// it) and graphql-ws on the same path, beside the built static/ app. Each event is a new entity
// (`Reading:<seq>`), so the normalised cache grows with the stream, as it would for real data.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useServer } from 'graphql-ws/use/ws';
import { createSchema, createYoga } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { serveStatic } from '../src/server/static-files.ts';
import { ensureBundles, launchBrowser } from '../test/helpers/browser.ts';
import { findChromium } from '../test/helpers/chromium.ts';
import { formatNumber, printTable } from './table.ts';

/** Issue 7: "1,000 events per second … for 10 s". */
const EVENTS_PER_SECOND = 1000;
const DURATION_S = 10;
/** The server paces in slices this long (one timer per slice, not one per event). */
const PACING_SLICE_MS = 10;
/** A frame slower than this many vsync intervals counts its missing frames as dropped. */
const FRAME_BUDGET_MS = 1000 / 60;
/** Bounded waits for the page. */
const WAIT_MS = 30_000;

const typeDefs = /* GraphQL */ `
  type Query { about: String! }
  "One measurement of a sensor."
  type Reading { id: ID! seq: Int! value: Float! sensor: String! }
  type Subscription {
    "Emits perSecond readings each second for the given number of seconds."
    readings(perSecond: Int! = ${EVENTS_PER_SECOND}, seconds: Int! = ${DURATION_S}): Reading!
  }
`;

const sent = { count: 0, lastAt: 0, subscriptions: 0, sockets: 0 };

async function* readings(perSecond: number, seconds: number) {
  const total = perSecond * seconds;
  sent.subscriptions += 1;
  const start = performance.now();
  for (let seq = 1; seq <= total; ) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * perSecond) / 1000));
    for (; seq <= due; seq++) {
      sent.count += 1;
      sent.lastAt = Date.now();
      yield { readings: { id: String(seq), seq, value: Math.round(Math.sin(seq / 50) * 1000) / 10, sensor: `sensor-${seq % 8}` } };
    }
    await new Promise((resolve) => setTimeout(resolve, PACING_SLICE_MS));
  }
}

async function startBenchServer(): Promise<{ url: string; close(): Promise<void> }> {
  const schema = createSchema({
    typeDefs,
    resolvers: {
      Query: { about: () => 'Facet live-feed bench' },
      Subscription: {
        readings: { subscribe: (_: unknown, args: { perSecond: number; seconds: number }) => readings(args.perSecond, args.seconds) },
      },
    },
  });
  const yoga = createYoga({ schema, graphiql: false, logging: false });
  const staticRoot = new URL('../static/', import.meta.url).pathname;
  const server: Server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (pathname === '/graphql') return void yoga(req, res);
    void serveStatic(staticRoot, pathname, req.method ?? 'GET', res);
  });
  const wss = new WebSocketServer({ server, path: '/graphql' });
  wss.on('connection', () => (sent.sockets += 1));
  const wsServer = useServer({ schema }, wss);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await wsServer.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface FrameStats { frames: number; dropped: number; longest: number }

async function main() {
  if (!findChromium()) {
    console.log('\nLive feed in Chromium: skipped (no Chromium; set CHROMIUM_PATH or install Debian\'s chromium)');
    return;
  }
  await ensureBundles();
  const server = await startBenchServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heapMb = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
    };

    await page.goto(`${server.url}#/subscription/readings`);
    const start = page.getByRole('button', { name: 'Start' });
    await start.waitFor({ timeout: WAIT_MS });
    const heapStart = await heapMb();

    // Frame timestamps from now until the count stops changing.
    // Scripts go as strings: tsx would wrap named functions in a helper the page does not have.
    await page.evaluate(`(() => {
      window.__frames = [];
      const loop = (t) => { window.__frames.push(t); requestAnimationFrame(loop); };
      requestAnimationFrame(loop);
    })()`);
    const total = EVENTS_PER_SECOND * DURATION_S;
    await start.click();
    const countText = page.locator('.facet-feed-count');
    await countText
      .filter({ hasText: `${formatNumber(total)} events received` })
      .waitFor({ timeout: DURATION_S * 1000 + WAIT_MS })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: 'test-results/feed-bench-timeout.png' });
        console.log('feed bench: page says', await page.locator('main').innerText().catch(() => '?'));
        throw error;
      });
    const shownAt = Date.now();
    const frames = (await page.evaluate(`(() => {
      const times = window.__frames;
      let dropped = 0;
      let longest = 0;
      for (let i = 1; i < times.length; i++) {
        const gap = times[i] - times[i - 1];
        longest = Math.max(longest, gap);
        dropped += Math.max(0, Math.round(gap / ${FRAME_BUDGET_MS}) - 1);
      }
      return { frames: times.length, dropped, longest };
    })()`)) as FrameStats;
    const articles = await page.locator('[role="feed"] > article').count();
    const heapEnd = await heapMb();
    await page.getByRole('button', { name: 'Stop' }).click().catch(() => undefined);

    printTable({
      title: `Live feed in Chromium: ${formatNumber(EVENTS_PER_SECOND)} events/s for ${DURATION_S} s into /subscription/readings`,
      columns: ['measure', 'value'],
      rows: [
        ['events sent by the server', formatNumber(sent.count)],
        ['sockets opened / subscriptions started', `${sent.sockets} / ${sent.subscriptions}`],
        ['events counted by the feed', formatNumber(total)],
        ['event cards in the DOM (feed is bounded)', formatNumber(articles)],
        ['lag: last event sent → count shown', `${formatNumber(Math.max(0, shownAt - sent.lastAt))} ms`],
        ['animation frames while streaming', formatNumber(frames.frames)],
        ['dropped frames (60 Hz budget)', `${formatNumber(frames.dropped)} (${formatNumber((100 * frames.dropped) / Math.max(1, frames.frames + frames.dropped), 1)} %)`],
        ['longest frame', `${formatNumber(frames.longest, 1)} ms`],
        ['JS heap at start (after GC)', `${formatNumber(heapStart, 1)} MB`],
        ['JS heap at end (after GC)', `${formatNumber(heapEnd, 1)} MB`],
      ],
      note: 'Headless Chromium on this machine; each event is a new cache entity, so the heap grows with the normalised data.',
    });
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
