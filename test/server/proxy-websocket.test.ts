// GraphQL over WebSocket through the proxy, in front of real graphql-ws and
// subscriptions-transport-ws servers on other ports, with Facet's own transport as the client: all
// three dialects end to end, negotiation answered with the upstream's choice, close codes and
// reasons passed through, server-added headers on the upstream handshake only.
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket, WebSocketServer } from 'ws';
import { MAX_WS_FRAME_BYTES } from '../../src/server/constants.ts';
import { createTransport, type Transport, type WsProtocol } from '../../src/transport/index.ts';
import { startDemoServer } from '../helpers/demo-server.ts';
import { startEchoUpstream, type EchoUpstream } from '../helpers/echo-upstream.ts';
import { rawExchange, startProxyServer, type ProxyServerHandle } from '../helpers/proxy-server.ts';
import {
  memoryStorage,
  record,
  startGraphqlWsServer,
  startSubscriptionsTransportWsServer,
  waitUntil,
  type WsTestServer,
} from '../helpers/ws-servers.ts';

const SECRET = 'sk_ws_secret-value';
const EXPIRE_MS = 5000;
const COUNT = { query: 'subscription { count(to: 3) }' };

function transportFor(proxy: ProxyServerHandle, protocols?: WsProtocol[], token?: string): Transport {
  return createTransport({
    url: proxy.graphqlUrl,
    wsUrl: proxy.wsUrl,
    WebSocket: WebSocket as never,
    storage: memoryStorage(token ? { 'apollo-token': token } : {}),
    events: null,
    ...(protocols ? { protocols } : {}),
  });
}

/** The events of `count(to: 3)`; the old dialect cannot say "complete", so it is waited for only where it exists. */
async function countThrough(transport: Transport, { hasComplete = true } = {}): Promise<unknown[]> {
  const recorder = record();
  try {
    transport.subscribe(COUNT, recorder.sink);
    if (hasComplete) await recorder.waitEnd(EXPIRE_MS);
    else await recorder.waitValues(3, EXPIRE_MS);
    assert.equal(recorder.errors, []);
    return recorder.values;
  } finally {
    transport.dispose();
  }
}

// ---

const dialects = suite('createWebSocketProxy: the three dialects');
let modern: WsTestServer;
let legacy: WsTestServer;
let toModern: ProxyServerHandle;
let toLegacy: ProxyServerHandle;

dialects.before(async () => {
  modern = await startGraphqlWsServer();
  legacy = await startSubscriptionsTransportWsServer();
  toModern = await startProxyServer({ endpoint: modern.url.replace('ws:', 'http:'), header: [`X-Api-Key: ${SECRET}`] });
  toLegacy = await startProxyServer({ endpoint: legacy.url.replace('ws:', 'http:'), header: [`X-Api-Key: ${SECRET}`] });
});
dialects.after(async () => {
  await Promise.all([toModern.close(), toLegacy.close()]);
  await Promise.all([modern.close(), legacy.close()]);
});

dialects('carries graphql-transport-ws end to end, with the token in the connection params', async () => {
  const transport = transportFor(toModern, undefined, 'user-token');
  let protocol = '';
  const stopWatching = transport.connection.subscribe((state) => {
    if (state.status === 'connected') protocol = state.protocol;
  });
  const values = await countThrough(transport);
  stopWatching();
  assert.equal(values, [{ count: 1 }, { count: 2 }, { count: 3 }]);
  assert.is(protocol, 'graphql-transport-ws');
  assert.equal(modern.stats.protocols.at(-1), 'graphql-transport-ws');
  assert.equal((modern.stats.params.at(-1) as { Authorization?: string }).Authorization, 'Bearer user-token');
});

dialects('carries the legacy graphql-ws dialect end to end', async () => {
  const transport = transportFor(toLegacy, ['graphql-ws']);
  assert.equal(await countThrough(transport), [{ count: 1 }, { count: 2 }, { count: 3 }]);
  assert.equal(legacy.stats.protocols.at(-1), 'graphql-ws');
});

dialects('carries the older graphql-subscriptions dialect end to end', async () => {
  const transport = transportFor(toLegacy, ['graphql-subscriptions']);
  assert.equal(await countThrough(transport, { hasComplete: false }), [{ count: 1 }, { count: 2 }, { count: 3 }]);
  assert.equal(legacy.stats.protocols.at(-1), 'graphql-subscriptions');
});

dialects('answers the client with the subprotocol the upstream selected from the full offer', async () => {
  const answered = await new Promise<string>((resolve, reject) => {
    const ws = new WebSocket(toLegacy.wsUrl, ['graphql-subscriptions', 'graphql-ws']);
    ws.once('open', () => {
      resolve(ws.protocol);
      ws.close(1000);
    });
    ws.once('error', reject);
  });
  // subscriptions-transport-ws prefers graphql-ws when both are offered; a proxy picking the first would say graphql-subscriptions.
  assert.is(answered, legacy.stats.protocols.at(-1));
});

dialects('relays live events and the client\'s unsubscribe', async () => {
  const transport = transportFor(toModern);
  const recorder = record();
  const handle = transport.subscribe({ query: 'subscription { feed }' }, recorder.sink);
  await waitUntil(() => modern.feedSize === 1, EXPIRE_MS, 'the feed to start upstream');
  modern.publish(7);
  modern.publish(8);
  await recorder.waitValues(2, EXPIRE_MS);
  handle.unsubscribe();
  await waitUntil(() => modern.feedSize === 0, EXPIRE_MS, 'the feed to stop upstream');
  assert.equal(recorder.values, [{ feed: 7 }, { feed: 8 }]);
  transport.dispose();
});

dialects.run();

// ---

const edges = suite('createWebSocketProxy: handshake, close codes, headers');
let raw: WebSocketServer;
let lastUpgrade: IncomingMessage | undefined;
let closeWith: { code: number; reason: string } = { code: 4403, reason: 'Forbidden' };
let rawProxy: ProxyServerHandle;

edges.before(async () => {
  raw = new WebSocketServer({ host: '127.0.0.1', port: 0, handleProtocols: (offered) => (offered.has('graphql-transport-ws') ? 'graphql-transport-ws' : false) });
  await new Promise<void>((resolve) => raw.once('listening', resolve));
  raw.on('connection', (socket, request) => {
    lastUpgrade = request;
    socket.on('message', () => socket.close(closeWith.code, closeWith.reason));
  });
  rawProxy = await startProxyServer({ endpoint: `http://127.0.0.1:${(raw.address() as AddressInfo).port}/graphql`, header: [`X-Api-Key: ${SECRET}`] });
});
edges.after(async () => {
  await rawProxy.close();
  await new Promise<void>((resolve) => raw.close(() => resolve()));
});

function openAndSend(url: string, headers: Record<string, string> = {}): Promise<{ code: number; reason: string; upgradeHeaders: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, ['graphql-transport-ws'], { headers });
    let upgradeHeaders: Record<string, unknown> = {};
    ws.once('upgrade', (response) => (upgradeHeaders = response.headers));
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.once('close', (code, reason) => resolve({ code, reason: String(reason), upgradeHeaders }));
    ws.once('error', reject);
  });
}

edges('passes the upstream\'s close code and reason to the client', async () => {
  closeWith = { code: 4403, reason: 'Forbidden' };
  const closed = await openAndSend(rawProxy.wsUrl);
  assert.equal({ code: closed.code, reason: closed.reason }, { code: 4403, reason: 'Forbidden' });
  await waitUntil(() => rawProxy.logs.some((l) => l.includes('closed by upstream 4403')), EXPIRE_MS, 'the log line');
});

edges('adds server headers to the upstream handshake only, and none of the browser\'s cookies', async () => {
  closeWith = { code: 1000, reason: '' };
  const closed = await openAndSend(rawProxy.wsUrl, { cookie: 'session=abc', 'x-api-key': 'from-browser' });
  assert.is(lastUpgrade!.headers['x-api-key'], SECRET);
  assert.is(lastUpgrade!.headers.cookie, undefined);
  assert.is(lastUpgrade!.headers.origin, undefined);
  assert.not.ok(JSON.stringify(closed.upgradeHeaders).includes(SECRET));
  assert.is(closed.upgradeHeaders['sec-websocket-protocol'], 'graphql-transport-ws');
  for (const line of rawProxy.logs) assert.not.ok(line.includes(SECRET), line);
});

edges('refuses an upgrade from another origin with 403, opening nothing upstream', async () => {
  lastUpgrade = undefined;
  const status = await new Promise<number>((resolve) => {
    const ws = new WebSocket(rawProxy.wsUrl, ['graphql-transport-ws'], { headers: { origin: 'https://evil.example' } });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(-1));
  });
  assert.is(status, 403);
  assert.is(lastUpgrade, undefined);
});

edges('answers the upstream\'s refusal status to the client (404 for a path it does not serve)', async () => {
  const { createServer } = await import('node:http');
  const plain = createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  const proxy = await startProxyServer({ endpoint: `http://127.0.0.1:${(plain.address() as AddressInfo).port}/graphql` });
  try {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(proxy.wsUrl, ['graphql-transport-ws']);
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', () => resolve(-1));
    });
    assert.is(status, 404);
  } finally {
    await proxy.close();
    await new Promise<void>((resolve) => plain.close(() => resolve()));
  }
});

edges('answers 504 when the upstream never completes the handshake', async () => {
  const { createServer } = await import('node:net');
  const held: import('node:net').Socket[] = [];
  const mute = createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
  const proxy = await startProxyServer({ endpoint: `http://127.0.0.1:${(mute.address() as AddressInfo).port}/graphql`, timeoutMs: 150 });
  try {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(proxy.wsUrl, ['graphql-transport-ws']);
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', () => resolve(-1));
    });
    assert.is(status, 504);
  } finally {
    held.forEach((s) => s.destroy());
    await proxy.close();
    await new Promise<void>((resolve) => mute.close(() => resolve()));
  }
});

edges.run();

// ---

const hostile = suite('createWebSocketProxy: hostile handshakes and frames');
let echo: EchoUpstream;
let toEcho: ProxyServerHandle;

hostile.before(async () => {
  echo = await startEchoUpstream();
  toEcho = await startProxyServer({ endpoint: echo.url, header: [`X-Api-Key: ${SECRET}`] });
});
hostile.after(async () => {
  await toEcho.close();
  await echo.close();
});

/** One upgrade request on a raw socket, its fields as given; resolves with the status line. */
async function handshake(port: number, fields: Record<string, string>): Promise<string> {
  const head = Object.entries({ Host: `127.0.0.1:${port}`, Connection: 'Upgrade', Upgrade: 'websocket', ...fields }).map(([n, v]) => `${n}: ${v}\r\n`);
  const answer = await rawExchange(port, `GET /graphql HTTP/1.1\r\n${head.join('')}\r\n`);
  return answer.split('\r\n', 1)[0]!;
}

hostile('refuses a repeated or malformed subprotocol with 400 and keeps serving', async () => {
  const key = { 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' };
  assert.is(await handshake(toEcho.port, { ...key, 'Sec-WebSocket-Protocol': 'graphql-ws, graphql-ws' }), 'HTTP/1.1 400 Bad Request');
  assert.is(await handshake(toEcho.port, { ...key, 'Sec-WebSocket-Protocol': 'a b' }), 'HTTP/1.1 400 Bad Request');
  const echoed = await new Promise<string>((resolve, reject) => {
    const ws = new WebSocket(toEcho.wsUrl, ['graphql-transport-ws']);
    ws.once('open', () => ws.send('still here'));
    ws.once('message', (data) => (resolve(String(data)), ws.close(1000)));
    ws.once('error', reject);
  });
  assert.is(echoed, 'still here');
});

hostile('opens no upstream WebSocket for a client handshake ws would refuse (bad key, wrong version, h2c)', async () => {
  const before = echo.upgrades.length;
  const statuses = [
    await handshake(toEcho.port, { 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'x' }),
    await handshake(toEcho.port, { 'Sec-WebSocket-Version': '12', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' }),
    await handshake(toEcho.port, { Upgrade: 'h2c', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' }),
  ];
  assert.equal(statuses, ['HTTP/1.1 400 Bad Request', 'HTTP/1.1 426 Upgrade Required', 'HTTP/1.1 400 Bad Request']);
  assert.is(echo.upgrades.length, before);
  assert.is(echo.openSockets(), 0);
});

hostile('closes a leg that sends a message over MAX_WS_FRAME_BYTES with 1009, relaying nothing of it', async () => {
  const sizes = echo.messageSizes.length;
  const closed = await new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(toEcho.wsUrl, ['graphql-transport-ws']);
    ws.once('open', () => {
      ws.send(Buffer.alloc(MAX_WS_FRAME_BYTES), { binary: true }); // at the limit: relayed and echoed
      ws.once('message', () => ws.send(Buffer.alloc(MAX_WS_FRAME_BYTES + 1), { binary: true }));
    });
    ws.once('close', resolve);
    ws.once('error', reject);
  });
  assert.is(closed, 1009);
  assert.equal(echo.messageSizes.slice(sizes), [MAX_WS_FRAME_BYTES]);
  await waitUntil(() => echo.openSockets() === 0, EXPIRE_MS, 'the upstream leg to close too');
});

hostile('takes the same largest message as the demo server, direct and through the proxy', async () => {
  const demo = await startDemoServer();
  const front = await startProxyServer({ endpoint: demo.graphqlUrl });
  /** The close code after sending one text message of `bytes` (the demo refuses it as a message either way). */
  const closeAfter = (url: string, bytes: number) =>
    new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(url, ['graphql-transport-ws']);
      ws.once('open', () => ws.send('x'.repeat(bytes)));
      ws.once('close', resolve);
      ws.once('error', reject);
    });
  try {
    for (const url of [demo.wsUrl, front.wsUrl]) {
      assert.is.not(await closeAfter(url, MAX_WS_FRAME_BYTES), 1009, `${url}: at the limit`);
      assert.is(await closeAfter(url, MAX_WS_FRAME_BYTES + 1), 1009, `${url}: one byte over`);
    }
  } finally {
    await front.close();
    await demo.close();
  }
});

hostile.run();
