// What proxy.ts itself wires: the answers it gives on its own (/config.json, the app's files,
// refusals before anything is forwarded) and its URLs and shutdown. Forwarding is tested in
// proxy-http.test.ts and proxy-websocket.test.ts.
import { request as httpRequest } from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { createProxyServer } from '../../src/server/proxy.ts';
import { DEFAULT_ANSWER, startEchoUpstream, type EchoUpstream } from '../helpers/echo-upstream.ts';
import { waitUntil } from '../helpers/ws-servers.ts';
import { parseProxyConfig } from '../../src/server/proxy-config.ts';
import { upstreamIdentity } from '../../src/server/upstream-identity.ts';
import { rawExchange, rawRequest, startProxyServer, type ProxyServerHandle } from '../helpers/proxy-server.ts';
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

guard('refuses /graphql requests another site started, with or without Origin (Sec-Fetch-Site), with 403', async () => {
  for (const site of ['cross-site', 'same-site']) {
    const get = await rawRequest(guarded.port, { path: '/graphql?query=%7Badd(a:1,b:1)%7D', headers: { 'sec-fetch-site': site, 'sec-fetch-dest': 'empty', 'apollo-require-preflight': 'true' } });
    const post = await rawRequest(guarded.port, { method: 'POST', path: '/graphql', headers: { 'sec-fetch-site': site, 'content-type': 'application/json' }, body: JSON.stringify(ECHO) });
    assert.equal([get.status, post.status], [403, 403], site);
  }
  assert.is(guardYoga.requests.length, 0);
  const own = await rawRequest(guarded.port, { method: 'POST', path: '/graphql', headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, body: JSON.stringify(ECHO) });
  assert.is(own.status, 200);
});

guard('refuses a GET on /graphql without a CSRF-prevention header, which an <img> elsewhere cannot send', async () => {
  const bare = await rawRequest(guarded.port, { path: '/graphql?query=%7Badd(a:1,b:1)%7D' });
  assert.is(bare.status, 403);
  assert.match(bare.body, /apollo-require-preflight/);
  const strayUpgrade = await rawRequest(guarded.port, { path: '/graphql?query=%7Badd(a:1,b:1)%7D', headers: { upgrade: 'foo' } });
  assert.is(strayUpgrade.status, 403, 'an Upgrade header without a handshake is no exemption');
  assert.is(guardYoga.requests.length, 0);
  const app = await rawRequest(guarded.port, { path: '/graphql?query=%7Badd(a:1,b:1)%7D', headers: { 'apollo-require-preflight': 'true' } });
  assert.equal([app.status, app.body], [200, '{"data":{"add":2}}']);
});

guard('renders a page another site navigated to sending nothing upstream, not even introspection; the app\'s own navigation runs it', async () => {
  // A proxy of its own, whose schema cache no earlier page has filled.
  const fresh = await startProxyServer({ endpoint: guardYoga.url, header: [`X-Api-Key: ${SECRET}`] });
  try {
    const path = '/query/echo?text=from-elsewhere';
    const navigation = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    for (let i = 0; i < 2; i++) {
      const elsewhere = await rawRequest(fresh.port, { path, headers: { ...navigation, 'sec-fetch-site': 'cross-site' } });
      assert.is(elsewhere.status, 200);
    }
    assert.equal(guardYoga.requests, [], 'no introspection, no query');
    const typed = await rawRequest(fresh.port, { path, headers: { ...navigation, 'sec-fetch-site': 'none' } });
    assert.is(typed.status, 200);
    assert.ok(guardYoga.requests.some((r) => r.operationName === 'IntrospectionQuery'), 'the schema was introspected');
    assert.ok(guardYoga.requests.some((r) => r.query?.includes('echo')), 'the route\'s query ran');
    assert.match(typed.body, /from-elsewhere/);
    // Once the schema is kept, another site's navigation is drawn with it, still sending nothing.
    guardYoga.requests.length = 0;
    const again = await rawRequest(fresh.port, { path, headers: { ...navigation, 'sec-fetch-site': 'cross-site' } });
    assert.is(again.status, 200);
    assert.equal(guardYoga.requests, []);
  } finally {
    await fresh.close();
  }
});

guard.run();


// ---

const hostile = suite('createProxyServer: no request ends the process');
let echo: EchoUpstream;
let target: ProxyServerHandle;

hostile.before(async () => {
  echo = await startEchoUpstream();
  target = await startProxyServer({ endpoint: echo.url, header: [`X-Api-Key: ${SECRET}`] });
});
hostile.after(async () => {
  await target.close();
  await echo.close();
});

const KEY = 'dGhlIHNhbXBsZSBub25jZQ==';

/** An upgrade request to /graphql, valid but for what `fields` changes (null drops a field). */
function upgradeRequest(port: number, fields: Record<string, string | string[] | null>, { method = 'GET', path = '/graphql' } = {}): string {
  const all: Record<string, string | string[] | null> = {
    Host: `127.0.0.1:${port}`,
    Connection: 'Upgrade',
    Upgrade: 'websocket',
    'Sec-WebSocket-Version': '13',
    'Sec-WebSocket-Key': KEY,
    'Sec-WebSocket-Protocol': 'graphql-transport-ws',
    ...fields,
  };
  const lines = Object.entries(all).flatMap(([name, value]) => (value === null ? [] : [value].flat().map((v) => `${name}: ${v}`)));
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** Broken WebSocket handshakes (security review findings 1 and 5), each answered with a 4xx before anything opens upstream. */
const BROKEN_UPGRADES: Array<[string, Record<string, string | string[] | null>, { method?: string; path?: string }?]> = [
  ['a repeated subprotocol', { 'Sec-WebSocket-Protocol': 'graphql-ws, graphql-ws' }],
  ['a subprotocol repeated over two lines', { 'Sec-WebSocket-Protocol': ['graphql-ws', 'graphql-ws'] }],
  ['a subprotocol with a space', { 'Sec-WebSocket-Protocol': 'a b' }],
  ['an empty subprotocol list', { 'Sec-WebSocket-Protocol': '' }],
  ['an empty subprotocol between commas', { 'Sec-WebSocket-Protocol': 'graphql-ws,,graphql-transport-ws' }],
  ['a subprotocol with a separator', { 'Sec-WebSocket-Protocol': 'graphql/ws' }],
  ['a subprotocol with non-ASCII bytes', { 'Sec-WebSocket-Protocol': 'gr\xe4phql' }],
  ['8 KB of subprotocols', { 'Sec-WebSocket-Protocol': Array.from({ length: 1000 }, (_, i) => `p${i}`).join(', ') + ', p1' }],
  ['a short key', { 'Sec-WebSocket-Key': 'x' }],
  ['no key', { 'Sec-WebSocket-Key': null }],
  ['two keys', { 'Sec-WebSocket-Key': [KEY, KEY] }],
  ['version 8', { 'Sec-WebSocket-Version': '8' }],
  ['version 14', { 'Sec-WebSocket-Version': '14' }],
  ['no version', { 'Sec-WebSocket-Version': null }],
  ['Upgrade: h2c', { Upgrade: 'h2c', 'HTTP2-Settings': 'AAMAAABkAARAAAAAAAIAAAAA' }],
  ['a POST upgrade', {}, { method: 'POST' }],
  ['an upgrade of another path', {}, { path: '/elsewhere' }],
  ['an upgrade of an absolute URL', {}, { path: 'ws://evil.example/graphql' }],
  ['an upgrade from another origin', { Origin: 'https://evil.example' }],
  ['an upgrade for a foreign Host', { Host: 'evil.example' }],
];

/** Broken HTTP (and not-HTTP) bytes: each is answered with an error or a close, never a crash. */
const BROKEN_REQUESTS: Array<[string, (port: number) => string]> = [
  ['a truncated request line', () => 'GET /grap'],
  ['truncated headers', (port) => `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-A`],
  ['a truncated body', (port) => `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":`],
  ['a broken chunk size', (port) => `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`],
  ['Content-Length with Transfer-Encoding', (port) => `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`],
  ['a 100 KB header', (port) => `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`],
  ['10,000 headers', (port) => `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${'X: y\r\n'.repeat(10_000)}\r\n`],
  ['a NUL in a header', (port) => `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX: a\0b\r\n\r\n`],
  ['an unknown method', (port) => `BREW /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`],
  ['the HTTP/2 preface', () => 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
  ['binary noise', () => '\x00\x01\x02\xff\xfe\r\n\r\n'],
  ['a TLS ClientHello', () => '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03'],
  ['bad percent-encoding in a page path', (port) => `GET /query/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`],
  ['bad percent-encoding in a file path', (port) => `GET /dist/%ff%fe.js HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`],
  ['bad percent-encoding in /graphql\'s query', (port) => `GET /graphql?query=%zz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`],
  ['the asterisk target', (port) => `OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`],
  ['HTTP/1.0 without Host', () => 'GET /graphql HTTP/1.0\r\n\r\n'],
  ['two Host headers', (port) => `GET /config.json HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nHost: evil.example\r\n\r\n`],
  ['CONNECT', () => 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n'],
];

hostile('answers every broken WebSocket handshake with a 4xx, opening nothing upstream', async () => {
  for (const [what, fields, where] of BROKEN_UPGRADES) {
    const answer = await rawExchange(target.port, upgradeRequest(target.port, fields, where));
    assert.match(answer, /^HTTP\/1\.1 4\d\d /, `${what}: ${answer.slice(0, 60)}`);
  }
  assert.is(echo.upgrades.length, 0, 'no upstream WebSocket was opened');
});

hostile('survives broken HTTP requests and bytes that are not HTTP', async () => {
  for (const [what, bytes] of BROKEN_REQUESTS) {
    const answer = await rawExchange(target.port, bytes(target.port));
    assert.not.match(answer, /^HTTP\/1\.1 [23]/, `${what}: ${answer.slice(0, 60)}`);
  }
});

hostile('still answers HTTP and WebSocket afterwards', async () => {
  const config = await rawRequest(target.port, { path: '/config.json' });
  assert.is(config.status, 200);
  const echoed = await new Promise<string>((resolve, reject) => {
    const ws = new WebSocket(target.wsUrl, ['graphql-transport-ws']);
    ws.once('open', () => ws.send('ping'));
    ws.once('message', (data) => {
      resolve(String(data));
      ws.close(1000);
    });
    ws.once('error', reject);
  });
  assert.is(echoed, 'ping');
});

hostile('never logs an endpoint\'s path or query string, nor a request\'s (an API key may sit in either)', async () => {
  const keyed = await startProxyServer({ endpoint: `${echo.url.replace('/graphql', '')}/api/KEY-IN-PATH-0123456789abcdef/graphql?apikey=KEY-IN-QUERY` });
  try {
    await rawRequest(keyed.port, { method: 'POST', path: '/graphql?variables=VAR-IN-QUERY', headers: { 'content-type': 'application/json' }, body: '{"query":"{ok}"}' });
    await rawRequest(keyed.port, { path: '/graphql?query=VAR-IN-QUERY', headers: { 'apollo-require-preflight': 'true' } });
    await rawRequest(keyed.port, { path: '/graphql?query=VAR-IN-QUERY' });
    await new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${keyed.wsUrl}?token=VAR-IN-QUERY`, ['graphql-transport-ws']);
      ws.once('open', () => ws.close(1000));
      ws.once('close', () => resolve());
      ws.once('error', reject);
    });
    await rawExchange(keyed.port, upgradeRequest(keyed.port, { 'Sec-WebSocket-Key': 'x' }, { path: '/graphql?token=VAR-IN-QUERY' }));
    echo.answer = (_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<p>VAR-IN-QUERY</p>');
    const refused = await rawRequest(keyed.port, { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.is(refused.status, 502);
    assert.not.match(refused.body, /KEY-IN/);
    await waitUntil(() => keyed.logs.some((line) => line.includes('closed by')), 5000, 'the WebSocket log line');
    assert.ok(keyed.logs.length >= 6, keyed.logs.join('\n'));
    for (const line of keyed.logs) assert.not.match(line, /KEY-IN|VAR-IN/, line);
  } finally {
    echo.answer = DEFAULT_ANSWER;
    await keyed.close();
  }
});

hostile.run();
