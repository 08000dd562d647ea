// Subscription throughput and memory of the WebSocket half (issue 3 "Measured"; its size is in
// bench/size.bench.ts).
//
// 1. Events per second delivered to a callback: one graphql-ws server (in a child process, so
//    its CPU is not billed to the client) pushes N events as fast as it can to, in turn: a
//    minimal hand-written `ws` client (raw JSON, graphql-transport-ws), this transport,
//    graphql-ws's createClient, Apollo Client's GraphQLWsLink (ApolloLink.execute) and urql's
//    subscriptionExchange backed by a graphql-ws client. Two figures per client: wall-clock
//    events/s (bounded by the server) and events per second of *client* CPU (process.cpuUsage),
//    which is what differs between clients. Rounds are interleaved and rotated (each client goes
//    first once, so a position bias cancels out); the median round is shown.
// 2. The client's own CPU per event, without any socket library: an in-process socket hands each
//    client 200,000 pre-written `next` frames synchronously, for this transport and graphql-ws's
//    createClient, rounds interleaved; every check stays on (issue 25 §3: ≥ graphql-ws's client).
// 3. Heap before/after 100,000 events and 100 deliberate reconnects with this transport (after a
//    warm-up, with global.gc from bench/run.ts's --expose-gc).
import { fork, type ChildProcess } from 'node:child_process';
import { GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { WebSocket, WebSocketServer } from 'ws';
import { median } from './stats.ts';
import { formatNumber, printTable } from './table.ts';

const EVENTS = 60_000;
/** One round per client, each starting the order at a different client (position bias cancels out). */
const ROUNDS = 5;
const HEAP_EVENTS = 100_000;
const HEAP_RECONNECTS = 100;
const QUERY = `subscription Burst($n: Int!) { burst(n: $n) }`;

// ─── Clients ──────────────────────────────────────────────────────────────────────────────────

type Run = (url: string, n: number, onEvent: () => void) => Promise<void>;

const minimal: Run = (url, n, onEvent) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url, 'graphql-transport-ws');
    ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init' }));
    ws.onerror = reject;
    ws.onmessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.type === 'next') onEvent();
      else if (message.type === 'connection_ack') ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: QUERY, variables: { n } } }));
      else if (message.type === 'complete') {
        ws.close(1000);
        resolve();
      }
    };
  });

async function ours(): Promise<Run> {
  const { createTransport } = await import('../src/transport/index.ts');
  return (url, n, onEvent) =>
    new Promise((resolve, reject) => {
      const transport = createTransport({ wsUrl: url, WebSocket, storage: null, events: null });
      transport.subscribe({ query: QUERY, variables: { n } }, {
        next: onEvent,
        error: reject,
        complete() {
          transport.dispose();
          resolve();
        },
      });
    });
}

async function graphqlWs(): Promise<Run> {
  const { createClient } = await import('graphql-ws');
  return (url, n, onEvent) =>
    new Promise((resolve, reject) => {
      const client = createClient({ url, webSocketImpl: WebSocket, lazy: true });
      client.subscribe({ query: QUERY, variables: { n } }, {
        next: onEvent,
        error: reject,
        complete() {
          void client.dispose();
          resolve();
        },
      });
    });
}

async function apollo(): Promise<Run> {
  const { ApolloClient, ApolloLink, InMemoryCache, gql } = await import('@apollo/client');
  const { GraphQLWsLink } = await import('@apollo/client/link/subscriptions');
  const { createClient } = await import('graphql-ws');
  const query = gql(QUERY);
  return (url, n, onEvent) =>
    new Promise((resolve, reject) => {
      const wsClient = createClient({ url, webSocketImpl: WebSocket, lazy: true });
      const link = new GraphQLWsLink(wsClient);
      const client = new ApolloClient({ link, cache: new InMemoryCache() });
      ApolloLink.execute(link, { query, variables: { n } }, { client }).subscribe({
        next: onEvent,
        error: reject,
        complete() {
          void wsClient.dispose();
          client.stop();
          resolve();
        },
      });
    });
}

async function urql(): Promise<Run> {
  const { Client, subscriptionExchange } = await import('@urql/core');
  const { createClient } = await import('graphql-ws');
  return (url, n, onEvent) =>
    new Promise((resolve) => {
      const wsClient = createClient({ url, webSocketImpl: WebSocket, lazy: true });
      const client = new Client({
        url: 'http://127.0.0.1:1/unused',
        exchanges: [
          subscriptionExchange({
            forwardSubscription: (request) => ({
              subscribe: (sink) => ({ unsubscribe: wsClient.subscribe({ ...request, query: request.query ?? '' }, sink) }),
            }),
          }),
        ],
      });
      let seen = 0;
      const { unsubscribe } = client.subscription(QUERY, { n }).subscribe(() => {
        onEvent();
        if (++seen === n) {
          queueMicrotask(() => unsubscribe());
          void wsClient.dispose();
          resolve();
        }
      });
    });
}

// ─── The client's own cost: an in-process socket ───────────────────────────────────────────────

const FRAMES = 200_000;
const FRAME_ROUNDS = 9;

/**
 * A WebSocket both clients accept: it opens, acknowledges, and answers the first subscribe with
 * FRAMES `next` frames in one synchronous loop, timing that loop's CPU, then completes.
 */
class FrameSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static onMeasured: (cpuMicros: number) => void = () => {};
  readyState = 0;
  readonly protocol = 'graphql-transport-ws';
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor() {
    queueMicrotask(() => ((this.readyState = 1), this.onopen?.({})));
  }
  send(data: string) {
    const { type, id } = JSON.parse(data) as { type: string; id?: string };
    if (type === 'connection_init') queueMicrotask(() => this.onmessage?.({ data: '{"type":"connection_ack"}' }));
    if (type === 'subscribe') queueMicrotask(() => this.burst(id!));
  }
  close() {
    this.readyState = 3;
  }
  private burst(id: string) {
    const frames = Array.from({ length: FRAMES }, (_, i) => `{"id":"${id}","type":"next","payload":{"data":{"burst":${i}}}}`);
    const cpu0 = process.cpuUsage();
    for (const data of frames) this.onmessage?.({ data });
    const cpu = process.cpuUsage(cpu0);
    FrameSocket.onMeasured(cpu.user + cpu.system);
    this.onmessage?.({ data: `{"id":"${id}","type":"complete"}` });
  }
}

/** Starts one client's subscription over FrameSocket; returns its teardown. */
type FrameRun = (count: () => void, complete: () => void) => () => void;

async function frameClients(): Promise<Array<[string, FrameRun]>> {
  const { createSocketClient } = await import('../src/transport/ws-index.ts');
  const { createClient } = await import('graphql-ws');
  return [
    ['this transport', (next, complete) => {
      const client = createSocketClient({ url: 'ws://in-process', WebSocket: FrameSocket, storage: null, events: null });
      client.subscribe({ query: QUERY, variables: { n: FRAMES } }, { next, error: complete, complete });
      return () => client.dispose();
    }],
    ['graphql-ws createClient', (next, complete) => {
      const client = createClient({ url: 'ws://in-process', webSocketImpl: FrameSocket, lazy: true, retryAttempts: 0 });
      client.subscribe({ query: QUERY, variables: { n: FRAMES } }, { next, error: complete, complete });
      return () => void client.dispose();
    }],
  ];
}

async function frameCost(run: FrameRun): Promise<number> {
  let count = 0;
  let cpuMicros = 0;
  FrameSocket.onMeasured = (micros) => (cpuMicros = micros);
  let stop = () => {};
  await new Promise<void>((resolve) => (stop = run(() => void count++, resolve)));
  stop();
  if (count !== FRAMES) throw new Error(`expected ${FRAMES} events, received ${count}`);
  return (cpuMicros * 1000) / FRAMES;
}

// ─── Measuring ────────────────────────────────────────────────────────────────────────────────

async function measure(run: Run, url: string, n: number): Promise<{ wall: number; cpu: number }> {
  let count = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await run(url, n, () => void count++);
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  if (count !== n) throw new Error(`expected ${n} events, received ${count}`);
  return { wall: n / (wallMs / 1000), cpu: n / ((cpu.user + cpu.system) / 1e6) };
}


async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(new URL(import.meta.url).pathname, [], {
    env: { ...process.env, WS_BENCH_SERVER: '1' },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('error', reject);
  });
  return { url: `ws://127.0.0.1:${port}/graphql`, child };
}

async function heapCheck(url: string): Promise<{ before: number; after: number }> {
  const { createTransport } = await import('../src/transport/index.ts');
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
  const transport = createTransport({ wsUrl: url, WebSocket, storage: null, events: null });
  const connected = () =>
    new Promise<void>((resolve) => {
      if (transport.connection.get().status === 'connected') return resolve();
      const stop = transport.connection.subscribe((s) => s.status === 'connected' && (stop(), resolve()));
    });
  // A long-lived subscription held across every reconnect, plus bursts that complete.
  transport.subscribe({ query: QUERY, variables: { n: 1 } }, { next() {}, error() {}, complete() {} });
  const burst = (n: number) =>
    new Promise<void>((resolve, reject) =>
      transport.subscribe({ query: QUERY, variables: { n } }, { next() {}, error: reject, complete: resolve }),
    );
  const round = async (events: number, reconnects: number) => {
    for (let i = 0; i < 10; i++) await burst(events / 10);
    for (let i = 0; i < reconnects; i++) {
      const hold = transport.subscribe({ query: 'subscription { burst(n: 1) }' }, { next() {}, error() {}, complete() {} });
      await connected();
      transport.reconnect();
      await connected();
      hold.unsubscribe();
    }
  };
  await round(10_000, 10); // warm-up: JIT, socket buffers
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  await round(HEAP_EVENTS, HEAP_RECONNECTS);
  gc();
  gc();
  const after = process.memoryUsage().heapUsed;
  transport.dispose();
  return { before, after };
}

async function main() {
  const { url, child } = await startServer();
  try {
    const clients: Array<[string, Run]> = [
      ['minimal ws client (raw JSON)', minimal],
      ['this transport', await ours()],
      ['graphql-ws createClient', await graphqlWs()],
      ['Apollo GraphQLWsLink (execute)', await apollo()],
      ['urql subscriptionExchange + graphql-ws', await urql()],
    ];
    for (const [, run] of clients) await measure(run, url, 5_000); // warm-up
    const results = new Map<string, Array<{ wall: number; cpu: number }>>(clients.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = [...clients.slice(round % clients.length), ...clients.slice(0, round % clients.length)];
      for (const [name, run] of order) results.get(name)!.push(await measure(run, url, EVENTS));
    }
    const rows = clients.map(([name]) => {
      const r = results.get(name)!;
      return { name, wall: median(r.map((x) => x.wall)), cpu: median(r.map((x) => x.cpu)) };
    });
    const base = rows[0]!;
    printTable({
      title: `WebSocket subscription throughput: ${formatNumber(EVENTS)} events to a callback, median of ${ROUNDS} rotated rounds`,
      columns: ['client', 'events/s (wall)', 'vs minimal', 'events/s of client CPU', 'vs minimal'],
      rows: rows.map((r) => [
        r.name,
        formatNumber(r.wall),
        `${formatNumber(r.wall / base.wall, 2)}×`,
        formatNumber(r.cpu),
        `${formatNumber(r.cpu / base.cpu, 2)}×`,
      ]),
      note: 'Server: graphql-ws useServer in a child process. Wall-clock is bounded by the server; client CPU is what each client costs.',
    });

    const frameRuns = await frameClients();
    for (const [, run] of frameRuns) await frameCost(run); // warm-up
    const costs = new Map<string, number[]>(frameRuns.map(([name]) => [name, []]));
    for (let round = 0; round < FRAME_ROUNDS; round++) {
      for (const [name, run] of round % 2 ? [...frameRuns].reverse() : frameRuns) costs.get(name)!.push(await frameCost(run));
    }
    const ns = frameRuns.map(([name]) => [name, median(costs.get(name)!)] as const);
    const peer = ns[1]![1];
    printTable({
      title: `The client's own CPU per event: ${formatNumber(FRAMES)} frames from an in-process socket, median of ${FRAME_ROUNDS} alternating rounds`,
      columns: ['client', 'CPU ns per event', 'events per CPU-second', 'vs graphql-ws'],
      rows: ns.map(([name, cost]) => [name, formatNumber(cost), formatNumber(1e9 / cost), `${formatNumber(peer / cost, 2)}×`]),
      note: 'No socket library: the frames are strings handed to onmessage, so only parsing, checks and delivery are billed. Every check stays on (the GraphQL response shape, the watchdog stamp, the retry wrapper).',
    });

    const heap = await heapCheck(url);
    const kb = (bytes: number) => formatNumber(bytes / 1024, 1);
    printTable({
      title: `Heap with this transport: ${formatNumber(HEAP_EVENTS)} events and ${HEAP_RECONNECTS} reconnects (after a warm-up, gc before each reading)`,
      columns: ['heap before KB', 'heap after KB', 'growth KB'],
      rows: [[kb(heap.before), kb(heap.after), kb(heap.after - heap.before)]],
      note: (globalThis as { gc?: unknown }).gc ? undefined : 'global.gc was not exposed (run through bench/run.ts): figures include garbage.',
    });
  } finally {
    child.kill();
  }

}

// ─── Server role (the child process) ──────────────────────────────────────────────────────────

async function serve() {
  const { useServer } = await import('graphql-ws/use/ws');
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        burst: {
          type: new GraphQLNonNull(GraphQLInt),
          args: { n: { type: new GraphQLNonNull(GraphQLInt) } },
          async *subscribe(_root, { n }: { n: number }) {
            for (let i = 1; i <= n; i++) yield { burst: i };
          },
        },
      },
    }),
  });
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wss.on('listening', () => process.send!({ port: (wss.address() as { port: number }).port }));
  useServer({ schema }, wss, 0);
  process.on('disconnect', () => process.exit(0));
}

if (process.env.WS_BENCH_SERVER) await serve();
else await main();
