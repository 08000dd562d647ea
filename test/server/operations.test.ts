// Issue 24 §2 in one proxy process: /healthz and /readyz (ready once the upstream's schema is
// known), /metrics in Prometheus' text format, one log line per request without secrets, and the
// FACET_* variables behind the flags. Shutdown with a real process: shutdown.test.ts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket, WebSocketServer } from 'ws';
import { withEnvironment } from '../../src/server/env-config.ts';
import { createProxyServer, type ProxyServer } from '../../src/server/proxy.ts';
import { parseProxyConfig } from '../../src/server/proxy-config.ts';
import { formatRecord, routeOf } from '../../src/server/request-log.ts';
import { startYogaServer, type YogaServer } from '../helpers/yoga-server.ts';

const SECRET = 'sk_ops_secret';

/** In front of `target`: 503 until `open` is set, then a plain relay. */
async function startGate(target: string): Promise<{ url: string; open: boolean; close(): Promise<void> }> {
  const gate = { url: '', open: false, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      if (!gate.open) return void response.writeHead(503, { 'content-type': 'text/plain' }).end('starting');
      const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) });
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gate.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return gate;
}

const ops = suite('proxy: health, metrics, request log');
let yoga: YogaServer;
let gate: Awaited<ReturnType<typeof startGate>>;
let proxy: ProxyServer;
let wsUpstream: WebSocketServer;
const lines: string[] = [];

ops.before(async () => {
  yoga = await startYogaServer({ csrf: false });
  gate = await startGate(yoga.url);
  wsUpstream = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => wsUpstream.once('listening', resolve));
  proxy = await createProxyServer({
    ...parseProxyConfig({ endpoint: gate.url, wsEndpoint: `ws://127.0.0.1:${(wsUpstream.address() as AddressInfo).port}/graphql`, header: [`X-Api-Key: ${SECRET}`] }, {}),
    port: 0,
    logFormat: 'json',
    log: (line) => lines.push(line),
  });
});
ops.after(async () => {
  await proxy.close();
  await gate.close();
  await new Promise((resolve) => wsUpstream.close(resolve));
  await yoga.close();
});

ops('/healthz answers 200 at once; /readyz 503 until the upstream schema is known, then 200', async () => {
  const live = await fetch(`${proxy.url}healthz`);
  assert.is(live.status, 200);
  assert.is(live.headers.get('cache-control'), 'no-store');
  assert.equal(await live.json(), { status: 'ok' });
  const early = await fetch(`${proxy.url}readyz`);
  assert.is(early.status, 503);
  assert.equal(await early.json(), { status: 'not ready', reason: 'upstream schema not known yet' });
  gate.open = true;
  const ready = await fetch(`${proxy.url}readyz`);
  assert.is(ready.status, 200);
  assert.equal(await ready.json(), { status: 'ready' });
  assert.is((await fetch(`${proxy.url}readyz`, { method: 'POST' })).status, 405);
});

ops('/metrics counts requests by route and status, times relayed queries and pages, and counts live sockets', async () => {
  gate.open = true;
  const query = await fetch(`${proxy.graphqlUrl}?secret=${SECRET}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `session=${SECRET}`, authorization: `Bearer ${SECRET}` },
    body: JSON.stringify({ query: '{ add(a: 1, b: 2) }' }),
  });
  assert.equal(await query.json(), { data: { add: 3 } });
  assert.is((await fetch(`${proxy.url}nowhere/${SECRET}`)).status, 404); // the not-found page
  const ws = new WebSocket(proxy.wsUrl, 'graphql-transport-ws', { headers: { origin: proxy.url.slice(0, -1) } });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));

  const response = await fetch(`${proxy.url}metrics`);
  assert.is(response.status, 200);
  assert.is(response.headers.get('content-type'), 'text/plain; version=0.0.4; charset=utf-8');
  const text = await response.text();
  assert.match(text, /^facet_http_requests_total\{route="\/graphql",status="200"\} [1-9]\d*$/m);
  assert.match(text, /^facet_http_requests_total\{route="page",status="404"\} 1$/m);
  assert.match(text, /^# TYPE facet_upstream_request_duration_seconds histogram$/m);
  assert.match(text, /^facet_upstream_request_duration_seconds_bucket\{le="\+Inf"\} [1-9]\d*$/m);
  assert.match(text, /^facet_page_render_duration_seconds_count 1$/m);
  assert.match(text, /^facet_open_websockets 1$/m);
  assert.match(text, /^process_resident_memory_bytes \d+$/m);
  // Every sample line is `name{labels} number`: what Prometheus parses.
  for (const line of text.trim().split('\n').filter((l) => !l.startsWith('#'))) assert.match(line, /^[a-z_]+(\{[^}]*\})? [\d.e+-]+$/, line);

  ws.close();
  await new Promise((resolve) => ws.once('close', resolve));
  const deadline = Date.now() + 5000;
  while (!/^facet_open_websockets 0$/m.test(await (await fetch(`${proxy.url}metrics`)).text())) {
    assert.ok(Date.now() < deadline, 'the gauge comes back to 0');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});

ops('logs one JSON line per request: method, route, status, duration, bytes; nothing the client wrote', () => {
  const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((r) => r.msg === 'request');
  assert.ok(records.length >= 5, lines.join('\n'));
  const relayed = records.find((r) => r.route === '/graphql' && r.method === 'POST' && r.status === 200);
  assert.ok(relayed);
  assert.is(relayed!.complete, true);
  assert.type(relayed!.durationMs, 'number');
  assert.ok((relayed!.bytes as number) > 0);
  const joined = lines.join('\n');
  assert.not.ok(joined.includes(SECRET), 'no query string, path, cookie, token or header value');
  assert.not.ok(joined.includes('nowhere'), 'an app path is logged as its route only');
  assert.ok(records.some((r) => r.route === 'page' && r.status === 404));
});

ops('the text format is one plain line per request', () => {
  assert.is(formatRecord({ method: 'GET', route: 'page', status: 200, complete: true, durationMs: 12.3, bytes: 456 }, 'text'), 'GET page → 200  456 B  12.3 ms');
  assert.is(formatRecord({ method: 'POST', route: '/graphql', status: 0, complete: false, durationMs: 1, bytes: 0 }, 'text'), 'POST /graphql → - cut  0 B  1 ms');
  assert.is(routeOf('/dist/app.js'), 'static');
  assert.is(routeOf('/entity/Event/e1'), 'page');
  assert.is(routeOf('/metrics'), '/metrics');
});

ops.run();

const env = suite('withEnvironment: FACET_* variables behind the flags');

env('fills flags not given from their variables; a flag given wins; empty counts as unset', () => {
  const values = withEnvironment(
    { port: '5000', endpoint: undefined, 'ws-endpoint': undefined, header: undefined, 'header-env': undefined, 'log-format': undefined, data: undefined },
    {
      FACET_PORT: '6000',
      FACET_ENDPOINT: 'https://api.example.com/graphql',
      FACET_WS_ENDPOINT: '',
      FACET_HEADER: 'X-Role: admin, editor\nX-Team: a',
      FACET_HEADER_ENV: 'X-Api-Key=API_KEY, X-Other=OTHER',
      FACET_LOG_FORMAT: 'json',
    },
  );
  assert.equal(values, {
    port: '5000',
    endpoint: 'https://api.example.com/graphql',
    'ws-endpoint': undefined,
    header: ['X-Role: admin, editor', 'X-Team: a'],
    'header-env': ['X-Api-Key=API_KEY', 'X-Other=OTHER'],
    'log-format': 'json',
    data: undefined,
  });
  assert.equal(withEnvironment({ header: ['X-A: b'] }, { FACET_HEADER: 'X-C: d' }), { header: ['X-A: b'] });
});

env.run();
