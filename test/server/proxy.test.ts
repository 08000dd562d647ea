// What proxy.ts itself wires: the answers it gives on its own (/config.json, the app's files,
// refusals before anything is forwarded) and its URLs and shutdown. Forwarding is tested in
// proxy-http.test.ts and proxy-websocket.test.ts.
import { request as httpRequest } from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createProxyServer } from '../../src/server/proxy.ts';
import { parseProxyConfig } from '../../src/server/proxy-config.ts';
import { upstreamIdentity } from '../../src/server/upstream-identity.ts';
import { rawRequest, startProxyServer, type ProxyServerHandle } from '../helpers/proxy-server.ts';
import { startYogaServer, type YogaServer } from '../helpers/yoga-server.ts';

const SECRET = 'sk_live_very-secret-value';
const ECHO = { query: 'query Echo($text: String!) { echo(text: $text) }', variables: { text: 'hi' }, operationName: 'Echo' };

// ---

const own = suite('createProxyServer: its own answers');
let ownYoga: YogaServer;
let served: ProxyServerHandle;

own.before(async () => {
  ownYoga = await startYogaServer({ csrf: false });
  served = await startProxyServer({ endpoint: ownYoga.url, header: [`X-Api-Key: ${SECRET}`] });
});
own.before.each(() => {
  ownYoga.requests.length = 0;
});
own.after(async () => {
  await served.close();
  await ownYoga.close();
});

own('listens on 127.0.0.1 and names its page, GraphQL and WebSocket URLs', () => {
  assert.ok(served.port > 0);
  assert.is(served.url, `http://127.0.0.1:${served.port}/`);
  assert.is(served.graphqlUrl, `http://127.0.0.1:${served.port}/graphql`);
  assert.is(served.wsUrl, `ws://127.0.0.1:${served.port}/graphql`);
});

own('answers /config.json with itself as both endpoints and the hash naming its API, never cached, and HEAD without a body', async () => {
  const get = await rawRequest(served.port, { path: '/config.json?x=1' });
  assert.is(get.status, 200);
  const { endpoint, wsEndpoint } = parseProxyConfig({ endpoint: ownYoga.url }, {});
  assert.equal(JSON.parse(get.body), { endpoint: '/graphql', wsEndpoint: '/graphql', upstream: upstreamIdentity(endpoint, wsEndpoint) });
  assert.not.match(get.body, String(new URL(ownYoga.url).port), 'nothing of the address itself');
  assert.is(get.headers['cache-control'], 'no-store');
  assert.match(get.headers['content-type']!, /^application\/json/);
  const head = await rawRequest(served.port, { method: 'HEAD', path: '/config.json' });
  assert.is(head.status, 200);
  assert.is(head.body, '');
  assert.is(head.headers['content-length'], get.headers['content-length']);
  assert.is(ownYoga.requests.length, 0);
});

own('serves static/ files with the security headers, forwarding nothing', async () => {
  // (An app path such as `/` is rendered on the server, through /graphql: test/server/render-page.test.tsx.)
  const page = await rawRequest(served.port, { path: '/index.html' });
  assert.is(page.status, 200);
  assert.match(page.headers['content-type']!, /^text\/html/);
  assert.match(page.body, /<html/i);
  assert.ok(page.headers['content-security-policy'], 'a Content-Security-Policy');
  assert.is(page.headers['x-content-type-options'], 'nosniff');
  assert.is(ownYoga.requests.length, 0);
});

own('refuses a WebSocket upgrade on any path but /graphql with 404', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port: served.port,
      path: '/elsewhere',
      headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      reject(new Error('upgraded'));
    });
    req.on('error', reject);
    req.end();
  });
  assert.is(status, 404);
  assert.ok(served.logs.includes('proxy WS refused → 404'), served.logs.join('\n'));
});

own.run();

// ---

const shutdown = suite('createProxyServer: close');

shutdown('stops listening, and a second close waits for the same shutdown', async () => {
  const yoga = await startYogaServer({ csrf: false });
  const proxy = await createProxyServer({ endpoint: new URL(yoga.url), wsEndpoint: new URL(yoga.url.replace(/^http/, 'ws')), headers: {}, port: 0, log: () => {} });
  try {
    const first = proxy.close();
    assert.is(proxy.close(), first);
    await first;
    const refused = await fetch(proxy.url).then(() => false, () => true);
    assert.ok(refused, 'nothing listens any more');
  } finally {
    await yoga.close();
  }
});

shutdown.run();

// ---

const guard = suite('createProxyServer: no open proxy');
let guardYoga: YogaServer;
let guarded: ProxyServerHandle;

guard.before(async () => {
  guardYoga = await startYogaServer({ csrf: false });
  guarded = await startProxyServer({ endpoint: guardYoga.url, header: [`X-Api-Key: ${SECRET}`] });
});
guard.before.each(() => {
  guardYoga.requests.length = 0;
});
guard.after(async () => {
  await guarded.close();
  await guardYoga.close();
});

guard('refuses an absolute-URL request line for another target with 400, forwarding nothing', async () => {
  const answer = await rawRequest(guarded.port, { path: 'http://example.com/graphql' });
  assert.is(answer.status, 400);
  assert.match(answer.body, /not an open proxy/);
  assert.is(guardYoga.requests.length, 0);
});

guard('refuses a foreign Host (DNS rebinding) with 421', async () => {
  const answer = await rawRequest(guarded.port, {
    method: 'POST',
    path: '/graphql',
    headers: { host: 'attacker.example:80', 'content-type': 'application/json' },
    body: JSON.stringify(ECHO),
  });
  assert.is(answer.status, 421);
  assert.is(guardYoga.requests.length, 0);
});

guard('refuses a request from another origin with 403, and drops the upstream\'s CORS grants', async () => {
  const port = guarded.port;
  const foreign = await rawRequest(port, {
    method: 'POST',
    path: '/graphql',
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    body: JSON.stringify(ECHO),
  });
  assert.is(foreign.status, 403);
  assert.is(guardYoga.requests.length, 0);
  const own = await rawRequest(port, {
    method: 'POST',
    path: '/graphql',
    headers: { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' },
    body: JSON.stringify(ECHO),
  });
  assert.is(own.status, 200);
  assert.is(own.headers['access-control-allow-origin'], undefined);
  assert.is(guardYoga.requests[0]!.headers.origin, undefined, 'the page\'s origin is not sent upstream');
});

guard('refuses CONNECT tunnels and methods other than GET and POST', async () => {
  const connect = await new Promise<string>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: guarded.port, method: 'CONNECT', path: 'example.com:443' });
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve(String(res.statusCode));
    });
    req.on('response', (res) => resolve(String(res.statusCode)));
    req.on('error', reject);
    req.end();
  });
  assert.is(connect, '405');
  const put = await rawRequest(guarded.port, { method: 'PUT', path: '/graphql', body: '{}' });
  assert.is(put.status, 405);
  assert.is(put.headers.allow, 'GET, POST');
  assert.is(guardYoga.requests.length, 0);
});

guard('never forwards another path: /graphql/../x is an app page (the not-found screen, 404)', async () => {
  const other = await rawRequest(guarded.port, { path: '/graphql/../etc/passwd' });
  assert.is(other.status, 404);
  // The page is rendered against the schema, introspected through /graphql; nothing else went up.
  assert.ok(guardYoga.requests.every((r) => r.operationName === 'IntrospectionQuery'));
});

guard.run();

