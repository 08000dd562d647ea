// Issue 12 item 4: every answer of the demo server and of the proxy carries the strict policy and
// the usual security headers, over real HTTP.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CONTENT_SECURITY_POLICY, GRAPHQL_SECURITY_HEADERS, ISSUE_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../src/server/constants.ts';
import { startDemoServer } from '../helpers/demo-server.ts';
import { startProxyServer } from '../helpers/proxy-server.ts';
import { startYogaServer } from '../helpers/yoga-server.ts';

function assertSecured(response: Response, what: string, expected: Record<string, string> = SECURITY_HEADERS): void {
  for (const [name, value] of Object.entries(expected)) assert.is(response.headers.get(name), value, `${name} on ${what}`);
}

const secured = suite('applySecurityHeaders');

secured('sends the policy issue 12 names, with only loopback http added to connect-src', () => {
  assert.is(
    CONTENT_SECURITY_POLICY,
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data: blob:; connect-src 'self' ws: wss: https: http://localhost:* http://127.0.0.1:*; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  );
  assert.is(
    ISSUE_CONTENT_SECURITY_POLICY,
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data: blob:; connect-src 'self' ws: wss: https:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  );
  assert.is(SECURITY_HEADERS['X-Content-Type-Options'], 'nosniff');
  assert.is(SECURITY_HEADERS['Referrer-Policy'], 'strict-origin-when-cross-origin');
  assert.is(SECURITY_HEADERS['X-Frame-Options'], 'DENY');
});

secured('sets them on every demo answer: the page, config.json, GraphQL, images, a 404', async () => {
  const demo = await startDemoServer();
  try {
    const graphql = await fetch(demo.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
    assertSecured(graphql, 'POST /graphql');
    assert.is(graphql.status, 200);
    for (const path of ['', 'config.json', 'images/venue-1.svg?label=x', 'missing']) {
      const response = await fetch(demo.url + path);
      await response.arrayBuffer();
      assertSecured(response, `/${path}`);
    }
  } finally {
    await demo.close();
  }
});

secured('sets them on every proxy answer, forwarded ones with the sandboxing GraphQL policy instead', async () => {
  const upstream = await startYogaServer({ csrf: false });
  const proxy = await startProxyServer({ endpoint: upstream.url });
  try {
    const graphql = await fetch(proxy.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ add(a: 1, b: 1) }"}' });
    assert.equal(await graphql.json(), { data: { add: 2 } });
    assertSecured(graphql, 'POST /graphql (forwarded)', { ...SECURITY_HEADERS, ...GRAPHQL_SECURITY_HEADERS });
    for (const path of ['', 'config.json']) {
      const response = await fetch(proxy.url + path);
      await response.arrayBuffer();
      assertSecured(response, `/${path}`);
    }
  } finally {
    await proxy.close();
    await upstream.close();
  }
});

secured.run();
