// POST /session (security review finding 3) on the real demo backend and the real proxy: the
// cookie is HttpOnly, for the browser session, named for the server's port (and, for a proxy, the
// API it fronts); only the page itself may set it; the unscoped cookie of earlier versions goes.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createProxyServer, type ProxyServer } from '../../src/server/proxy.ts';
import { parseProxyConfig } from '../../src/server/proxy-config.ts';
import { sessionCookieName, tokenFromCookieHeader } from '../../src/server/session-endpoint.ts';
import { upstreamIdentity } from '../../src/server/upstream-identity.ts';
import { SESSION_COOKIE_NAME, SESSION_PATH } from '../../src/store/session-cookie.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';
import { rawRequest } from '../helpers/proxy-server.ts';

const read = suite('tokenFromCookieHeader');

read('finds the named cookie among others, decoded; nothing else is a token', () => {
  const name = sessionCookieName('4000', null);
  assert.is(name, 'facet-token-4000');
  assert.is(sessionCookieName('4000', 'abcd'), 'facet-token-4000-abcd');
  assert.is(tokenFromCookieHeader(`a=1; ${name}=t%3Dk; b=2`, name), 't=k');
  assert.is(tokenFromCookieHeader(`a=1; ${SESSION_COOKIE_NAME}=x; facet-token-4001=y; ${name}-abcd=z`, name), null, 'the unscoped one, another port\'s, another API\'s');
  assert.is(tokenFromCookieHeader(`${name}=`, name), null);
  assert.is(tokenFromCookieHeader(`${name}=%E0%A4%A`, name), null, 'an undecodable value is no token');
  assert.is(tokenFromCookieHeader(undefined, name), null);
});

read('takes two cookies of its own name as no credential (cookie tossing from another port)', () => {
  const name = sessionCookieName('4000', null);
  assert.is(tokenFromCookieHeader(`${name}=attacker; a=1; ${name}=mine`, name), null);
  assert.is(tokenFromCookieHeader(`${name}=mine; a=1`, name), 'mine');
});

read.run();

// ---

const endpoint = suite('POST /session');
let demo: DemoServerHandle;
let proxy: ProxyServer;

endpoint.before(async () => {
  demo = await startDemoServer();
  proxy = await createProxyServer({ ...parseProxyConfig({ endpoint: demo.graphqlUrl }, {}), port: 0, log: () => {} });
});
endpoint.after(async () => {
  await proxy.close();
  await demo.close();
});

const portOf = (url: string) => Number(new URL(url).port);

function post(base: string, body: string, headers: Record<string, string> = {}) {
  const origin = new URL(base).origin;
  return rawRequest(portOf(base), { method: 'POST', path: SESSION_PATH, headers: { origin, 'content-type': 'application/json', ...headers }, body });
}

const cookiesOf = (answer: { headers: Record<string, unknown> }) => (answer.headers['set-cookie'] as string[] | undefined) ?? [];

endpoint('sets an HttpOnly, SameSite=Strict session cookie named for the demo\'s port, and clears it with null', async () => {
  const set = await post(demo.url, JSON.stringify({ token: 'a b;c' }));
  assert.is(set.status, 204);
  assert.is(set.headers['cache-control'], 'no-store');
  assert.equal(cookiesOf(set), [`facet-token-${portOf(demo.url)}=a%20b%3Bc; Path=/; HttpOnly; SameSite=Strict`]);
  const cleared = await post(demo.url, JSON.stringify({ token: null }));
  assert.is(cleared.status, 204);
  assert.equal(cookiesOf(cleared), [`facet-token-${portOf(demo.url)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`]);
});

endpoint('names a proxy\'s cookie for its port and the API it fronts', async () => {
  const set = await post(proxy.url, JSON.stringify({ token: 't' }));
  assert.is(set.status, 204);
  const { endpoint: api, wsEndpoint } = parseProxyConfig({ endpoint: demo.graphqlUrl }, {});
  assert.match(cookiesOf(set)[0]!, `facet-token-${proxy.port}-${upstreamIdentity(api, wsEndpoint)}=t;`);
});

endpoint('clears the unscoped cookie of earlier versions when it comes along', async () => {
  const set = await post(demo.url, JSON.stringify({ token: 't' }), { cookie: `${SESSION_COOKIE_NAME}=old; other=1` });
  assert.equal(cookiesOf(set).slice(1), [`${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0`]);
});

for (const [name, base] of [['demo backend', () => demo.url], ['proxy', () => proxy.url]] as const) {
  endpoint(`${name}: only the page itself may set it`, async () => {
    const token = JSON.stringify({ token: 't' });
    const otherPort = `http://127.0.0.1:${portOf(base()) === 1 ? 2 : portOf(base()) - 1}`;
    const refusals = [
      await post(base(), token, { origin: otherPort }), // another server on the host: same site, another origin
      await post(base(), token, { origin: 'http://evil.example' }),
      await rawRequest(portOf(base()), { method: 'POST', path: SESSION_PATH, headers: { 'content-type': 'application/json' }, body: token }), // no Origin: a form, curl
      await post(base(), token, { 'sec-fetch-site': 'same-site' }),
    ];
    for (const answer of refusals) assert.ok(answer.status === 403 && cookiesOf(answer).length === 0, `${answer.status} ${cookiesOf(answer).join()}`);
    const plain = await post(base(), token, { 'content-type': 'text/plain' }); // what a cross-origin page could send without a preflight
    assert.is(plain.status, 415);
    const get = await rawRequest(portOf(base()), { path: SESSION_PATH });
    assert.is(get.status, 405);
    for (const body of ['not json', '{"token": 42}', '{"token": ""}', '[]']) {
      const bad = await post(base(), body);
      assert.is(bad.status, 400, body);
      assert.equal(cookiesOf(bad), []);
    }
  });
}

endpoint('refuses a token too long for a cookie, and clears the old one', async () => {
  const long = await post(demo.url, JSON.stringify({ token: 'x'.repeat(5000) }));
  assert.is(long.status, 413);
  assert.match(cookiesOf(long)[0]!, 'Max-Age=0');
  const huge = await post(demo.url, JSON.stringify({ token: 'x'.repeat(100_000) }));
  assert.is(huge.status, 413);
});

endpoint.run();
