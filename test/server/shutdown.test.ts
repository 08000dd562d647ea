// Issue 24 §2 "graceful shutdown", with a real process: `npm start -- --endpoint …` in a child
// process in front of the demo backend, a WebSocket through it and a page in flight; SIGTERM
// closes the socket with 1012, refuses new work while the page finishes, and exits 0 within
// SHUTDOWN_DEADLINE_MS. The lines it logged (--log-format json) are JSON and hold no secret.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { SHUTDOWN_DEADLINE_MS, WS_CLOSE_SERVICE_RESTART } from '../../src/server/constants.ts';
import { installShutdown } from '../../src/server/shutdown.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';
import { startServerProcess, within } from '../helpers/server-process.ts';

const EXPIRE_MS = 20_000;
const SECRET = 'sk_shutdown_secret';

interface HoldingRelay {
  url: string;
  /** While true, the next query that is not an introspection is held until release(). */
  hold: boolean;
  /** Resolves when a query is being held. */
  held: Promise<void>;
  release(): void;
  close(): Promise<void>;
}

/** An upstream in front of the demo's /graphql that can hold one query: a page's data, in flight. */
async function startHoldingRelay(target: string): Promise<HoldingRelay> {
  let onHeld = () => {};
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const relay: HoldingRelay = {
    url: '',
    hold: false,
    held: new Promise<void>((resolve) => (onHeld = resolve)),
    release: () => release(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString();
      if (relay.hold && !body.includes('__schema')) {
        relay.hold = false;
        onHeld();
        await released;
      }
      const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return relay;
}

async function untilStatus(url: string, status: number): Promise<void> {
  const deadline = Date.now() + EXPIRE_MS;
  for (;;) {
    if ((await fetch(url)).status === status) return;
    if (Date.now() > deadline) throw new Error(`${url} never answered ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function openSocket(url: string): Promise<WebSocket> {
  return within(
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url, 'graphql-transport-ws', { headers: { origin: new URL(url).origin.replace('ws', 'http') } });
      ws.once('open', () => {
        ws.send(JSON.stringify({ type: 'connection_init' }));
        ws.once('message', (data) => (JSON.parse(String(data)).type === 'connection_ack' ? resolve(ws) : reject(new Error(String(data)))));
      });
      ws.once('error', reject);
    }),
    EXPIRE_MS,
    'socket acknowledged',
  );
}

const shutdown = suite('npm start --endpoint: SIGTERM');
let demo: DemoServerHandle;
let relay: HoldingRelay;

shutdown.before(async () => {
  demo = await startDemoServer();
  relay = await startHoldingRelay(demo.graphqlUrl);
});
shutdown.after(async () => {
  relay.release();
  await relay.close();
  await demo.close();
});

shutdown('closes live sockets with 1012, finishes the page in flight, refuses new work, exits 0 within the bound', async () => {
  const running = startServerProcess(['--port', '0', '--endpoint', relay.url, '--ws-endpoint', demo.wsUrl, '--header-env', 'X-Api-Key=FACET_TEST_KEY'], {
    FACET_TEST_KEY: SECRET,
    FACET_LOG_FORMAT: 'json',
  });
  try {
    const url = await running.url;
    assert.is((await fetch(`${url}healthz`)).status, 200);
    await untilStatus(`${url}readyz`, 200); // the schema, introspected through the proxy

    const socket = await openSocket(`${url.replace('http', 'ws')}graphql`);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    relay.hold = true;
    const page = fetch(`${url}query/events?limit=2`).then(async (response) => ({ status: response.status, text: await response.text() }));
    await within(relay.held, EXPIRE_MS, "the page's query reached the upstream");
    const signalled = performance.now();
    running.child.kill('SIGTERM');

    assert.is(await within(closed, EXPIRE_MS, 'the socket closed'), WS_CLOSE_SERVICE_RESTART);
    // Stopping: not ready, still alive, new pages refused so a balancer tries another instance.
    const ready = await fetch(`${url}readyz`);
    assert.is(ready.status, 503);
    assert.equal(await ready.json(), { status: 'not ready', reason: 'stopping' });
    assert.is((await fetch(`${url}healthz`)).status, 200);
    const refused = await fetch(`${url}query/events?limit=1`);
    assert.is(refused.status, 503);
    assert.is(refused.headers.get('connection'), 'close');

    relay.release();
    const answered = await within(page, EXPIRE_MS, 'the page in flight');
    assert.is(answered.status, 200);
    assert.match(answered.text, /<\/html>\s*$/);
    const { code } = await within(running.exited, SHUTDOWN_DEADLINE_MS, 'exit after SIGTERM');
    assert.is(code, 0);
    assert.ok(performance.now() - signalled < SHUTDOWN_DEADLINE_MS);

    const output = running.output();
    assert.not.ok(output.includes(SECRET), 'no secret in the log');
    assert.not.ok(output.includes('limit='), 'no query string in the log');
    const records = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const pageRecord = records.find((r) => r.msg === 'request' && r.route === 'page' && r.status === 200);
    assert.ok(pageRecord, output);
    assert.equal(Object.keys(pageRecord!).sort(), ['bytes', 'complete', 'durationMs', 'level', 'method', 'msg', 'route', 'status', 'time']);
    assert.ok(records.some((r) => r.msg === 'request' && r.route === '/graphql' && r.method === 'POST'), 'the relayed queries are logged as JSON too');
    assert.ok(records.some((r) => typeof r.msg === 'string' && r.msg.includes('closed by')), 'the socket line, as JSON');
  } finally {
    running.child.kill('SIGKILL');
  }
});

shutdown.run();

const signals = suite('installShutdown');

/** A signal target and an exit that records its code instead of exiting. */
function harness(close: () => Promise<void>, deadlineMs = 50) {
  const handlers = new Map<string, (signal: NodeJS.Signals) => void>();
  const lines: string[] = [];
  let onExit: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => (onExit = resolve));
  installShutdown({
    close,
    deadlineMs,
    log: (line) => lines.push(line),
    exit: (code) => onExit(code),
    target: { on: ((signal: string, handler: (signal: NodeJS.Signals) => void) => handlers.set(signal, handler)) as never },
  });
  return { signal: (name: NodeJS.Signals) => handlers.get(name)!(name), exited, lines };
}

signals('exits 0 once the server has closed, on SIGTERM and on SIGINT', async () => {
  for (const name of ['SIGTERM', 'SIGINT'] as const) {
    let closed = false;
    const run = harness(async () => void (closed = true), 60_000);
    run.signal(name);
    assert.is(await within(run.exited, EXPIRE_MS, 'exit'), 0);
    assert.ok(closed);
    assert.equal(run.lines, [`${name}: stopping (at most 60 s)…`, 'Stopped.']);
  }
});

signals('exits 1 at the deadline when the close never ends, and at once on a second signal', async () => {
  const stuck = harness(() => new Promise<void>(() => {}));
  stuck.signal('SIGTERM');
  assert.is(await within(stuck.exited, EXPIRE_MS, 'exit at the deadline'), 1);
  assert.match(stuck.lines.at(-1)!, /Still running 0\.05 s after SIGTERM: exiting now\./);

  const twice = harness(() => new Promise<void>(() => {}), 60_000);
  twice.signal('SIGINT');
  twice.signal('SIGINT');
  assert.is(await within(twice.exited, EXPIRE_MS, 'exit on the second signal'), 1);
  assert.match(twice.lines.at(-1)!, /SIGINT again: exiting now\./);
});

signals.run();
