// The live feed under load, in Chromium: a subscription delivering events into the real
// /subscription screen, at 1,000 events/s for 10 s (issue 7 "Measured") and at 10,000 events/s for
// 5 s (issue 12 item 7 "A fast feed falls behind": within one second of the server; issue 25 §4).
// Reports the machine's load average before starting, events sent and counted, the lag of the
// last event behind the server, how long after the server sent it each newest event appeared in
// the DOM (every event carries the server's send time; p50/p95/max over the page's updates), frames and dropped frames, long
// tasks (PerformanceObserver 'longtask') and how late a 100 ms page timer ran, and the JS heap at
// start, at its highest while streaming, at the end, and after Stop (after a forced collection).
//
// The backend is in-process and made for this: graphql-yoga over HTTP (so the app can introspect
// it) and graphql-ws on the same path, beside the built static/ app. Each event is a new entity
// (`Reading:<seq>`), as it would be for real data.
//
//   FEED_BENCH_RATE=10000 node --import tsx bench/feed.bench.ts     only that rate's run
//   FEED_BENCH_PROFILE=/tmp/feed.cpuprofile …                       the page's CPU profile while streaming
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useServer } from 'graphql-ws/use/ws';
import { createSchema, createYoga } from 'graphql-yoga';
import type { CDPSession, Page } from 'playwright-core';
import { WebSocketServer } from 'ws';
import { serveStatic } from '../src/server/static-files.ts';
import { ensureBundles, launchBrowser } from '../test/helpers/browser.ts';
import { findChromium } from '../test/helpers/chromium.ts';
import { percentile } from './stats.ts';
import { formatNumber, printTable } from './table.ts';

interface FeedRun { perSecond: number; seconds: number; source: string }
const RUNS: readonly FeedRun[] = [
  { perSecond: 1000, seconds: 10, source: 'issue 7 "1,000 events per second … for 10 s"' },
  { perSecond: 10_000, seconds: 5, source: 'issue 12 item 7 "10,000 events/s for 5 s"' },
];
/** The server paces in slices this long (one timer per slice, not one per event). */
const PACING_SLICE_MS = 10;
/** A frame slower than this many vsync intervals counts its missing frames as dropped. */
const FRAME_BUDGET_MS = 1000 / 60;
/** The page's probe timer: how late it runs says how long the main thread was held. */
const PROBE_INTERVAL_MS = 100;
/** How often the heap is sampled (no forced collection) while the feed streams. */
const HEAP_SAMPLE_MS = 250;
/** The goal: the newest event shown within a second of the server sending it (issue 12 item 7, issue 25 §4). */
const NEWEST_SHOWN_WITHIN_MS = 1000;
/** Events the store keeps (storeConstants.FEED_KEEP_LIMIT; the bench reads the page, not the store). */
const KEPT_EVENTS = 1000;
/** Bounded waits for the page. */
const WAIT_MS = 30_000;

const typeDefs = (run: FeedRun) => /* GraphQL */ `
  type Query { about: String! }
  "One measurement of a sensor."
  type Reading { id: ID! seq: Int! value: Float! sensor: String! "t=<Date.now() when the server sent it>, as text so the card shows every digit." sent: String! }
  type Subscription {
    "Emits perSecond readings each second for the given number of seconds."
    readings(perSecond: Int! = ${run.perSecond}, seconds: Int! = ${run.seconds}): Reading!
  }
`;

interface Sent { count: number; lastAt: number; writtenAt: number; subscriptions: number; sockets: number }

async function* readings(sent: Sent, perSecond: number, seconds: number) {
  const total = perSecond * seconds;
  sent.subscriptions += 1;
  const start = performance.now();
  for (let seq = 1; seq <= total; ) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * perSecond) / 1000));
    for (; seq <= due; seq++) {
      sent.count += 1;
      sent.lastAt = Date.now();
      yield { readings: { id: String(seq), seq, value: Math.round(Math.sin(seq / 50) * 1000) / 10, sensor: `sensor-${seq % 8}`, sent: `t=${sent.lastAt}` } };
    }
    await new Promise((resolve) => setTimeout(resolve, PACING_SLICE_MS));
  }
}

async function startBenchServer(run: FeedRun, sent: Sent): Promise<{ url: string; close(): Promise<void> }> {
  const schema = createSchema({
    typeDefs: typeDefs(run),
    resolvers: {
      Query: { about: () => 'Facet live-feed bench' },
      Subscription: {
        readings: { subscribe: (_: unknown, args: { perSecond: number; seconds: number }) => readings(sent, args.perSecond, args.seconds) },
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
  wss.on('connection', (socket) => {
    sent.sockets += 1;
    // When the server hands each message to the socket: the server's own share of the lag.
    const send = socket.send.bind(socket) as (data: unknown, cb?: (error?: Error) => void) => void;
    socket.send = ((data: unknown, cb?: (error?: Error) => void) => {
      send(data, (error?: Error) => {
        sent.writtenAt = Date.now();
        cb?.(error);
      });
    }) as typeof socket.send;
  });
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

interface PageStats { frames: number; dropped: number; longest: number; longTasks: number; longestTask: number; timerLate: number }

/** The page's main-thread seconds so far (CDP Performance metrics): all tasks, script, style and layout. */
async function busySeconds(cdp: CDPSession): Promise<{ task: number; script: number; render: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { task: get('TaskDuration'), script: get('ScriptDuration'), render: get('RecalcStyleDuration') + get('LayoutDuration') };
}

async function heapMb(cdp: CDPSession, collect: boolean): Promise<number> {
  if (collect) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
}

/** The count the page shows ("10,000 events received"). */
async function shownCount(page: Page): Promise<number> {
  const text = (await page.locator('.facet-feed-count').textContent().catch(() => null)) ?? '';
  return Number(/^([\d,]+) event/.exec(text)?.[1]?.replace(/,/g, '') ?? 0);
}

async function measure(run: FeedRun, browser: Awaited<ReturnType<typeof launchBrowser>>) {
  // The load before anything of this run starts: the figures mean little without it.
  const load = loadavg().map((n) => n.toFixed(1)).join(' / ');
  const sent: Sent = { count: 0, lastAt: 0, writtenAt: 0, subscriptions: 0, sockets: 0 };
  const server = await startBenchServer(run, sent);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${server.url}#/subscription/readings`);
    const start = page.getByRole('button', { name: 'Start' });
    await start.waitFor({ timeout: WAIT_MS });
    const heapStart = await heapMb(cdp, true);
    const total = run.perSecond * run.seconds;

    // Frame timestamps, long tasks and the probe timer's lateness from now until the count is
    // complete. Scripts go as strings: tsx would wrap named functions in a helper the page lacks.
    await page.evaluate(`(() => {
      window.__frames = [];
      window.__longTasks = [];
      window.__timerLate = 0;
      window.__shownAt = 0;
      window.__newestLags = [];
      let newestSent = '';
      // Each time the page changes: how long ago the server sent the newest event now in the DOM.
      const newest = new MutationObserver(() => {
        const first = document.querySelector('[role="feed"] > article.facet-feed-item:not(.facet-feed-gap)');
        const stamp = first ? /t=(\\d{13})/.exec(first.textContent ?? '')?.[1] : undefined;
        if (!stamp || stamp === newestSent) return;
        newestSent = stamp;
        window.__newestLags.push(Date.now() - Number(stamp));
      });
      newest.observe(document.body, { childList: true, subtree: true, characterData: true });
      window.__stopNewest = () => newest.disconnect();
      const expected = ${JSON.stringify(`${formatNumber(total)} events received`)};
      const watch = new MutationObserver(() => {
        const text = document.querySelector('.facet-feed-count')?.textContent ?? '';
        if (!text.startsWith(expected)) return;
        window.__shownAt = Date.now();
        watch.disconnect();
      });
      watch.observe(document.body, { childList: true, subtree: true, characterData: true });
      const loop = (t) => { window.__frames.push(t); requestAnimationFrame(loop); };
      requestAnimationFrame(loop);
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
        .observe({ type: 'longtask' });
      let due = performance.now() + ${PROBE_INTERVAL_MS};
      setInterval(() => {
        const now = performance.now();
        window.__timerLate = Math.max(window.__timerLate, now - due);
        due = now + ${PROBE_INTERVAL_MS};
      }, ${PROBE_INTERVAL_MS});
    })()`);
    if (process.env.FEED_BENCH_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const busyBefore = await busySeconds(cdp);
    const clickedAt = Date.now();
    await start.click();
    let heapPeak = 0;
    let isStreaming = true;
    const sampling = (async () => {
      while (isStreaming) {
        heapPeak = Math.max(heapPeak, await heapMb(cdp, false));
        await new Promise((resolve) => setTimeout(resolve, HEAP_SAMPLE_MS));
      }
    })();
    // The page stamps the moment its count first shows the total (Date.now(), the server's clock
    // too): the lag is not blurred by how often the bench asks.
    let isComplete = true;
    await page
      .waitForFunction('window.__shownAt > 0', undefined, { timeout: run.seconds * 1000 + WAIT_MS, polling: 100 })
      .catch(async () => {
        isComplete = false;
        await page.screenshot({ path: 'test-results/feed-bench-timeout.png' });
      });
    const shownAt = isComplete ? ((await page.evaluate('window.__shownAt')) as number) : Date.now();
    const busyAfter = await busySeconds(cdp);
    const streamedMs = Math.max(1, Date.now() - clickedAt);
    const busy = (key: 'task' | 'script' | 'render') => `${formatNumber((busyAfter[key] - busyBefore[key]) * 1000)} ms`;
    if (process.env.FEED_BENCH_PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(process.env.FEED_BENCH_PROFILE, JSON.stringify(profile));
    }
    isStreaming = false;
    await sampling;
    const counted = await shownCount(page);
    const newestLags = (await page.evaluate('(window.__stopNewest(), window.__newestLags)')) as number[];
    const keptLine = (await page.locator('.facet-feed-count').textContent().catch(() => null)) ?? '';
    const stats = (await page.evaluate(`(() => {
      const times = window.__frames;
      let dropped = 0;
      let longest = 0;
      for (let i = 1; i < times.length; i++) {
        const gap = times[i] - times[i - 1];
        longest = Math.max(longest, gap);
        dropped += Math.max(0, Math.round(gap / ${FRAME_BUDGET_MS}) - 1);
      }
      const tasks = window.__longTasks;
      return { frames: times.length, dropped, longest, longTasks: tasks.length, longestTask: Math.max(0, ...tasks), timerLate: window.__timerLate };
    })()`)) as PageStats;
    const articles = await page.locator('[role="feed"] > article').count();
    const heapEnd = await heapMb(cdp, true);
    await page.getByRole('button', { name: 'Stop' }).click({ timeout: WAIT_MS }).catch(() => undefined);
    await page.getByText('Stopped', { exact: true }).waitFor({ timeout: WAIT_MS }).catch(() => undefined);
    const heapStopped = await heapMb(cdp, true);
    // The kept events are reachable (issue 25 §4): Show all kept draws every one.
    const showAllAt = Date.now();
    const keptCards = await page
      .getByRole('button', { name: 'Show all kept' })
      .click({ timeout: WAIT_MS })
      .then(() => page.waitForFunction((n) => document.querySelectorAll('[role="feed"] > article.facet-feed-item').length >= n, Math.min(total, KEPT_EVENTS), { timeout: WAIT_MS }))
      .then(() => page.locator('[role="feed"] > article.facet-feed-item').count())
      .catch(() => 0);
    const showAllMs = Date.now() - showAllAt;
    const lag = isComplete ? `${formatNumber(Math.max(0, shownAt - sent.lastAt))} ms` : `never: the count stopped at ${formatNumber(counted)} of ${formatNumber(total)}`;

    printTable({
      title: `Live feed in Chromium: ${formatNumber(run.perSecond)} events/s for ${run.seconds} s into /subscription/readings (${run.source})`,
      columns: ['measure', 'value'],
      rows: [
        ['events sent by the server / counted by the feed', `${formatNumber(sent.count)} / ${formatNumber(counted)}`],
        ['sockets opened / subscriptions started', `${sent.sockets} / ${sent.subscriptions}`],
        ['event cards in the DOM (feed is bounded)', formatNumber(articles)],
        [`machine load average before starting (1 / 5 / 15 min, ${availableParallelism()} cores)`, load],
        ['lag: last event sent → count shown', lag],
        ['  of which last event sent → on the socket (waits while the page reads slowly)', `${formatNumber(Math.max(0, sent.writtenAt - sent.lastAt))} ms`],
        [
          `newest event: server sent → in the DOM, p50 / p95 / max over ${formatNumber(newestLags.length)} updates`,
          newestLags.length
            ? `${formatNumber(percentile(newestLags, 50))} / ${formatNumber(percentile(newestLags, 95))} / ${formatNumber(Math.max(...newestLags))} ms (${formatNumber((100 * newestLags.filter((ms) => ms <= NEWEST_SHOWN_WITHIN_MS).length) / newestLags.length, 1)} % within ${formatNumber(NEWEST_SHOWN_WITHIN_MS)} ms)`
            : 'no event shown',
        ],
        ['the count line at the end', keptLine],
        [
          `page main thread busy from Start to the full count (${formatNumber(streamedMs)} ms wall): tasks / script / style+layout`,
          `${busy('task')} (${formatNumber((100 * (busyAfter.task - busyBefore.task) * 1000) / streamedMs)} % of wall) / ${busy('script')} / ${busy('render')}`,
        ],
        ['animation frames while streaming', formatNumber(stats.frames)],
        ['dropped frames (60 Hz budget)', `${formatNumber(stats.dropped)} (${formatNumber((100 * stats.dropped) / Math.max(1, stats.frames + stats.dropped), 1)} %)`],
        ['longest frame', `${formatNumber(stats.longest, 1)} ms`],
        ['long tasks (> 50 ms): count / longest', `${formatNumber(stats.longTasks)} / ${formatNumber(stats.longestTask)} ms`],
        [`${PROBE_INTERVAL_MS} ms page timer: latest run`, `${formatNumber(stats.timerLate)} ms late`],
        ['JS heap at start (after GC)', `${formatNumber(heapStart, 1)} MB`],
        ['JS heap while streaming (highest sample, no GC)', `${formatNumber(heapPeak, 1)} MB`],
        ['JS heap at end (after GC)', `${formatNumber(heapEnd, 1)} MB`],
        ['JS heap after Stop (after GC)', `${formatNumber(heapStopped, 1)} MB`],
        ['Show all kept after Stop: cards drawn / time to draw', `${formatNumber(keptCards)} / ${formatNumber(showAllMs)} ms`],
      ],
      note: `Headless Chromium on this machine; the server runs in this process and shares its cores; load average ${load} before starting.`,
    });
  } finally {
    await context.close();
    await server.close();
  }
}

async function main() {
  if (!findChromium()) {
    console.log('\nLive feed in Chromium: skipped (no Chromium; set CHROMIUM_PATH or install Debian\'s chromium)');
    return;
  }
  await ensureBundles();
  const only = Number(process.env.FEED_BENCH_RATE ?? 0);
  const browser = await launchBrowser();
  try {
    for (const run of RUNS) if (!only || run.perSecond === only) await measure(run, browser);
  } finally {
    await browser.close();
  }
}

await main();
