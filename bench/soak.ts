// Soak (issue 24 §2): Facet's server as a team runs it — `npm start -- --endpoint` in its own
// process, in front of the demo backend (another process) — driven for a while with
// server-rendered pages, proxied queries and 100 live sockets at once, then judged:
//   - memory stays flat: the server's RSS (its own /metrics) at the end is at most
//     MAX_RSS_GROWTH_MB above the level after the warm-up;
//   - nothing errors: every page and query answered 200 without GraphQL errors, no socket closed
//     or failed, every socket still receiving its ticks at the end.
// Exit 1 when either fails. The demo's pictures and the browser are not involved: this is the
// server's load.
//
//   npm run soak [-- --seconds 300]          (FACET_SOAK_SECONDS too; default 300: 5 minutes)
import { parseArgs } from 'node:util';
import { availableParallelism, loadavg } from 'node:os';
import { WebSocket } from 'ws';
import { startServerProcess, within, type ServerProcess } from '../test/helpers/server-process.ts';
import { formatNumber, printTable } from './table.ts';

const DEFAULT_SECONDS = 300;
const SOCKETS = 100;
/** Each socket's subscription: the demo's clock, once a second (100 events/s in all). */
const TICK_MS = 1000;
/** Pages and queries in flight at once: a steady load a 2-core machine carries beside the sockets. */
const PAGE_CONCURRENCY = 2;
const QUERY_CONCURRENCY = 4;
/** RSS is taken as the start once the server has been under load this long (V8 sizes its heap, JIT warms). */
const WARMUP_FRACTION = 1 / 3;
const MAX_WARMUP_MS = 30_000;
/**
 * Flat: growth beyond this from the end of the warm-up to the end fails. The server's RSS under
 * this load is about 340 MB and swings ±15 MB between V8's collections (335–361 MB sampled in one
 * 150 s run); 5 minutes carry about 30,000 requests and 30,000 events, so a leak of 1 KB on each
 * (60 MB) fails.
 */
const MAX_RSS_GROWTH_MB = 48;
const PAGES = ['/query/events?limit=5', '/entity/Event/e1', '/query/venues', '/'];
const QUERY = JSON.stringify({ query: '{ events(limit: 5) { total items { id title startsAt } } }' });
const START_MS = 60_000;
/** The server's RSS and the load average are sampled this often, for the trend line. */
const SAMPLE_MS = 30_000;

const { values } = parseArgs({ options: { seconds: { type: 'string' } } });
const seconds = Number(values.seconds ?? process.env.FACET_SOAK_SECONDS ?? DEFAULT_SECONDS);
if (!(seconds > 0)) throw new Error(`--seconds must be a positive number; got ${values.seconds}`);
const durationMs = seconds * 1000;
const warmupMs = Math.min(MAX_WARMUP_MS, durationMs * WARMUP_FRACTION);

const errors: string[] = [];
const fail = (what: string) => {
  if (errors.length < 20) console.error(`error: ${what}`);
  errors.push(what);
};

/** The server's URL once `probe` (a path) answers 200. */
async function ready(running: ServerProcess, probe: string): Promise<string> {
  const url = await within(running.url, START_MS, 'server started');
  const deadline = Date.now() + START_MS;
  while ((await fetch(`${url}${probe}`).catch(() => null))?.status !== 200) {
    if (Date.now() > deadline) throw new Error(`${url} not ready:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return url;
}

async function metrics(url: string): Promise<{ rssMb: number; sockets: number }> {
  const text = await (await fetch(`${url}metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { rssMb: value('process_resident_memory_bytes') / 1048576, sockets: value('facet_open_websockets') };
}

interface LiveSocket {
  events: number;
  lastEventAt: number;
  close(): void;
}

function openSocket(wsUrl: string, origin: string, id: number): Promise<LiveSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, 'graphql-transport-ws', { headers: { origin } });
    const live: LiveSocket = { events: 0, lastEventAt: 0, close: () => ws.close(1000) };
    let isClosing = false;
    live.close = () => {
      isClosing = true;
      ws.close(1000);
    };
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; payload?: { errors?: unknown } };
      if (message.type === 'connection_ack') {
        ws.send(JSON.stringify({ id: String(id), type: 'subscribe', payload: { query: `subscription { tick(intervalMs: ${TICK_MS}) }` } }));
        resolve(live);
      } else if (message.type === 'next') {
        if (message.payload?.errors) fail(`socket ${id}: ${JSON.stringify(message.payload.errors)}`);
        live.events += 1;
        live.lastEventAt = performance.now();
      } else if (message.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
      else if (message.type !== 'pong') fail(`socket ${id}: unexpected ${message.type}`);
    });
    ws.once('error', (error) => {
      fail(`socket ${id}: ${error.message}`);
      reject(error);
    });
    ws.once('close', (code) => {
      if (!isClosing) fail(`socket ${id} closed with ${code}`);
    });
  });
}

const children: ServerProcess[] = [];
/** Children are stopped whatever happens: a failed soak must not leave servers behind. */
process.on('exit', () => {
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
});

async function main(): Promise<void> {
  const demo = startServerProcess(['--port', '0'], { NODE_ENV: 'production' });
  children.push(demo);
  const demoUrl = await ready(demo, 'config.json');
  const server = startServerProcess(['--port', '0', '--endpoint', `${demoUrl}graphql`], { NODE_ENV: 'production' });
  children.push(server);
  const url = await ready(server, 'readyz');
  const origin = url.slice(0, -1);
  const stopAt = performance.now() + durationMs;
  const counts = { pages: 0, queries: 0 };

  const sockets: LiveSocket[] = [];
  for (let i = 0; i < SOCKETS; i++) sockets.push(await openSocket(`${origin.replace('http', 'ws')}/graphql`, origin, i));

  const loop = async (work: () => Promise<void>) => {
    while (performance.now() < stopAt) {
      try {
        await work();
      } catch (error) {
        fail((error as Error).message);
      }
    }
  };
  let page = 0;
  const pageLoop = () =>
    loop(async () => {
      const path = PAGES[page++ % PAGES.length]!;
      const response = await fetch(`${url}${path.slice(1)}`);
      const text = await response.text();
      if (response.status !== 200 || !text.includes('id="facet-page-state"')) fail(`page ${path}: ${response.status}`);
      counts.pages += 1;
    });
  const queryLoop = () =>
    loop(async () => {
      const response = await fetch(`${url}graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: QUERY });
      const body = (await response.json()) as { data?: unknown; errors?: unknown };
      if (response.status !== 200 || body.errors || !body.data) fail(`query: ${response.status} ${JSON.stringify(body.errors ?? null)}`);
      counts.queries += 1;
    });
  const running = [...Array.from({ length: PAGE_CONCURRENCY }, pageLoop), ...Array.from({ length: QUERY_CONCURRENCY }, queryLoop)];

  const startedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, warmupMs));
  const start = await metrics(url);
  const load = [loadavg()[0]!];
  const rss = [start.rssMb];
  const sampler = setInterval(() => {
    load.push(loadavg()[0]!);
    void metrics(url).then((m) => rss.push(m.rssMb), (error: Error) => fail(`metrics: ${error.message}`));
  }, SAMPLE_MS);
  await Promise.all(running);
  clearInterval(sampler);
  const end = await metrics(url);
  const elapsedS = (performance.now() - startedAt) / 1000;

  // Every socket still live: an event within the last three periods.
  const now = performance.now();
  const stalled = sockets.filter((s) => now - s.lastEventAt > 3 * TICK_MS).length;
  if (stalled > 0) fail(`${stalled} sockets received nothing in the last ${(3 * TICK_MS) / 1000} s`);
  if (end.sockets !== SOCKETS) fail(`the server counts ${end.sockets} open sockets, not ${SOCKETS}`);
  const events = sockets.reduce((sum, s) => sum + s.events, 0);
  for (const s of sockets) s.close();

  const growth = end.rssMb - start.rssMb;
  if (growth > MAX_RSS_GROWTH_MB) fail(`RSS grew ${formatNumber(growth, 1)} MB (bound ${MAX_RSS_GROWTH_MB} MB)`);
  printTable({
    title: `Soak: Facet's server (proxy mode, in front of the demo backend) for ${formatNumber(elapsedS, 0)} s, Node ${process.version}`,
    columns: ['measure', 'value'],
    rows: [
      ['server-rendered pages answered', `${formatNumber(counts.pages)} (${formatNumber(counts.pages / elapsedS, 1)}/s, ${PAGE_CONCURRENCY} in flight)`],
      ['proxied queries answered', `${formatNumber(counts.queries)} (${formatNumber(counts.queries / elapsedS, 1)}/s, ${QUERY_CONCURRENCY} in flight)`],
      ['live sockets / events received', `${SOCKETS} / ${formatNumber(events)}`],
      [`server RSS after ${formatNumber(warmupMs / 1000)} s warm-up → end`, `${formatNumber(start.rssMb, 1)} MB → ${formatNumber(end.rssMb, 1)} MB (${growth >= 0 ? '+' : ''}${formatNumber(growth, 1)} MB; bound +${MAX_RSS_GROWTH_MB} MB)`],
      [`server RSS every ${SAMPLE_MS / 1000} s (MB)`, [...rss, end.rssMb].map((mb) => formatNumber(mb, 0)).join(' ')],
      ['errors', String(errors.length)],
    ],
    note: `Client, server and demo backend on the same ${availableParallelism()} cores; load average ${formatNumber(Math.min(...load), 1)}–${formatNumber(Math.max(...load), 1)}. ${errors.length === 0 && growth <= MAX_RSS_GROWTH_MB ? 'PASS' : 'FAIL'}.`,
  });

  for (const child of [server, demo]) {
    child.child.kill('SIGTERM');
    const { code } = await within(child.exited, 15_000, 'stop');
    if (code !== 0) fail(`a server exited with ${code}`);
  }
  process.exitCode = errors.length > 0 || growth > MAX_RSS_GROWTH_MB ? 1 : 0;
}

await main();
