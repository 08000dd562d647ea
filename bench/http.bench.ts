// Requests per second and client CPU per request over HTTP, side by side in one run (issue 2
// "Measured", issue 25 §3): raw fetch vs this transport vs graphql-request vs Apollo Client
// (HttpLink, fetchPolicy no-cache) vs urql core (fetchExchange, network-only). Sequential and 32
// in flight, a fixed request count after a warmup, rounds interleaved so a noisy neighbour hits
// every client alike. CPU is this process's (process.cpuUsage, user + system) over each round:
// the server runs elsewhere, so it is what each client costs the machine it runs on.
//
//   node --import tsx bench/http.bench.ts [--baseline path/to/an/older/src/transport/index.ts]
//
// --baseline adds that transport as one more client, so a change is measured before/after in
// the same run (e.g. `git archive main src/transport | tar -x -C /tmp/base`).
//
// The server is a plain node:http GraphQL echo in a child process, not graphql-yoga: it answers
// in microseconds, so the figures measure the clients (yoga's own cost would flatten them), and
// it does not share this process's event loop. Every request carries different variables, so no
// client can deduplicate in-flight requests.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { Client, fetchExchange } from '@urql/core';
import { GraphQLClient } from 'graphql-request';
import { parse } from 'graphql';
import { createTransport } from '../src/transport/index.ts';
import { median } from './stats.ts';
import { formatNumber, printTable } from './table.ts';

/** Requests per client per round; ROUNDS rounds, interleaved; each figure is the median round. */
const SEQUENTIAL_REQUESTS = 250;
const CONCURRENT_REQUESTS = 600;
const ROUNDS = 7;
/** In-flight requests in the concurrent mode (issue 2 "32 concurrent"). */
const CONCURRENCY = 32;
const WARMUP_REQUESTS = 200;
/** Requests per round with the in-process fetch stub. */
const STUB_REQUESTS = 1000;
/** The target: within 5 % of raw fetch. */
const TARGET_RATIO = 0.95;

type Send = (text: string) => Promise<unknown>;

const query = 'query Echo($text: String!) { echo(text: $text) }';
const document = parse(query);

const baselineAt = process.argv.indexOf('--baseline');
const baseline: typeof createTransport | undefined =
  baselineAt > 0 ? ((await import(process.argv[baselineAt + 1]!)) as { createTransport: typeof createTransport }).createTransport : undefined;

/** The five clients (six with a baseline), each sending through `fetchImpl`. */
function makeClients(url: string, fetchImpl: typeof fetch): Array<[string, Send]> {
  const transport = createTransport({ url, storage: null, fetch: fetchImpl });
  const before = baseline?.({ url, storage: null, fetch: fetchImpl });
  const graphqlRequest = new GraphQLClient(url, { fetch: fetchImpl });
  const apollo = new ApolloClient({ link: new HttpLink({ uri: url, fetch: fetchImpl }), cache: new InMemoryCache(), queryDeduplication: false });
  const urql = new Client({ url, exchanges: [fetchExchange], requestPolicy: 'network-only', preferGetMethod: false, fetch: fetchImpl });
  return [
    [
      'raw fetch',
      async (text) => {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json;q=0.9' },
          body: JSON.stringify({ operationName: 'Echo', variables: { text }, query }),
        });
        return ((await response.json()) as { data: { echo: string } }).data.echo;
      },
    ],
    ['createTransport (Facet)', async (text) => (await transport.request<{ echo: string }>({ query, variables: { text }, operationName: 'Echo' })).data?.echo],
    ...(before
      ? [['createTransport (baseline)', async (text: string) => (await before.request<{ echo: string }>({ query, variables: { text }, operationName: 'Echo' })).data?.echo] as [string, Send]]
      : []),
    ['graphql-request', async (text) => (await graphqlRequest.request<{ echo: string }>(query, { text })).echo],
    ['Apollo Client (HttpLink, no-cache)', async (text) => (await apollo.query<{ echo: string }>({ query: document, variables: { text }, fetchPolicy: 'no-cache' })).data?.echo],
    ['urql core (fetchExchange)', async (text) => (await urql.query(document, { text }, { requestPolicy: 'network-only' }).toPromise()).data?.echo],
  ];
}

/** A fetch that answers at once, in process: what is left is each client's own cost. */
const stubFetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
  const text = JSON.parse(String(init?.body)).variables.text;
  return new Response(JSON.stringify({ data: { echo: text } }), { status: 200, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

async function main() {
  const child: ChildProcess = fork(new URL(import.meta.url).pathname, ['--server'], { execArgv: ['--import', 'tsx'] });
  const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve(m as number)));
  const url = `http://127.0.0.1:${port}/graphql`;
  const clients = makeClients(url, fetch);
  let counter = 0;
  /** Wall-clock ms of the run; its CPU µs per request is added to `cpu` when given. */
  async function run(send: Send, total: number, concurrency: number, cpu?: number[]): Promise<number> {
    let started = 0;
    const worker = async () => {
      while (started++ < total) {
        const text = `t${counter++}`;
        const echoed = await send(text);
        if (echoed !== text) throw new Error(`expected echo "${text}", got ${JSON.stringify(echoed)}`);
      }
    };
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const elapsed = performance.now() - start;
    const used = process.cpuUsage(cpuStart);
    cpu?.push((used.user + used.system) / total);
    return elapsed;
  }

  for (const [, send] of clients) await run(send, WARMUP_REQUESTS, CONCURRENCY);
  const empty = () => ({ sequential: [] as number[], concurrent: [] as number[], sequentialCpu: [] as number[], concurrentCpu: [] as number[] });
  const rates = new Map(clients.map(([name]) => [name, empty()]));
  const loadBefore = loadavg()[0]!;
  for (let round = 0; round < ROUNDS; round++) {
    // Rotate the order each round, so no client always runs first (or right after a GC-heavy one).
    const order = [...clients.slice(round % clients.length), ...clients.slice(0, round % clients.length)];
    for (const [name, send] of order) {
      const r = rates.get(name)!;
      r.sequential.push((SEQUENTIAL_REQUESTS * 1000) / (await run(send, SEQUENTIAL_REQUESTS, 1, r.sequentialCpu)));
    }
    for (const [name, send] of order) {
      const r = rates.get(name)!;
      r.concurrent.push((CONCURRENT_REQUESTS * 1000) / (await run(send, CONCURRENT_REQUESTS, CONCURRENCY, r.concurrentCpu)));
    }
  }

  const raw = rates.get('raw fetch')!;
  const rawSequential = median(raw.sequential);
  const rawConcurrent = median(raw.concurrent);
  const rawSequentialCpu = median(raw.sequentialCpu);
  const rawConcurrentCpu = median(raw.concurrentCpu);
  printTable({
    title: `HTTP requests/s and client CPU per request against a plain node:http GraphQL echo server (child process), Node ${process.version}`,
    columns: [
      'client', 'sequential req/s', 'vs fetch', 'CPU µs/req', 'fetch CPU ÷ this',
      `${CONCURRENCY} in flight req/s`, 'vs fetch', 'CPU µs/req', 'fetch CPU ÷ this',
    ],
    rows: clients.map(([name]) => {
      const r = rates.get(name)!;
      const [s, c, sCpu, cCpu] = [median(r.sequential), median(r.concurrent), median(r.sequentialCpu), median(r.concurrentCpu)];
      return [
        name, formatNumber(s), formatNumber(s / rawSequential, 2), formatNumber(sCpu, 1), formatNumber(rawSequentialCpu / sCpu, 2),
        formatNumber(c), formatNumber(c / rawConcurrent, 2), formatNumber(cCpu, 1), formatNumber(rawConcurrentCpu / cCpu, 2),
      ];
    }),
    note:
      `Median of ${ROUNDS} interleaved rounds of ${SEQUENTIAL_REQUESTS} sequential and ${CONCURRENT_REQUESTS} concurrent requests per ` +
      `client, after ${WARMUP_REQUESTS} warmup requests each; load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores. ` +
      `Target: client CPU ≥ ${TARGET_RATIO} of raw fetch's efficiency (fetch CPU ÷ this) and ahead of every peer.`,
  });

  // Client cost alone: the same requests through an in-process fetch stub, sequential.
  const stubbed = makeClients('http://stub.invalid/graphql', stubFetch);
  const cost = new Map(stubbed.map(([name]) => [name, [] as number[]]));
  for (const [, send] of stubbed) await run(send, STUB_REQUESTS, 1);
  for (let round = 0; round < ROUNDS; round++) {
    const order = [...stubbed.slice(round % stubbed.length), ...stubbed.slice(0, round % stubbed.length)];
    for (const [name, send] of order) cost.get(name)!.push(((await run(send, STUB_REQUESTS, 1)) * 1000) / STUB_REQUESTS);
  }
  const rawCost = median(cost.get('raw fetch')!);
  printTable({
    title: 'Client cost per request with fetch stubbed in process (no network), sequential',
    columns: ['client', 'µs/request', 'overhead over raw fetch µs'],
    rows: stubbed.map(([name]) => {
      const us = median(cost.get(name)!);
      return [name, formatNumber(us, 1), formatNumber(us - rawCost, 1)];
    }),
    note: `Median of ${ROUNDS} rounds of ${STUB_REQUESTS} requests. The stub still builds a real Response, as fetch would.`,
  });

  child.kill();
}

if (process.argv[2] === '--server') {
  // Child: answer every POST with {data: {echo: variables.text}}.
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const text = JSON.parse(body).variables?.text ?? null;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { echo: text } }));
    });
  });
  server.listen(0, '127.0.0.1', () => process.send!((server.address() as AddressInfo).port));
} else {
  await main();
}
