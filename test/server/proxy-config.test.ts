import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseProxyConfig } from '../../src/server/proxy-config.ts';

const parse = suite('parseProxyConfig');

parse('derives the WebSocket address from the endpoint (https → wss, http → ws)', () => {
  assert.is(parseProxyConfig({ endpoint: 'https://api.example.com/graphql' }, {}).wsEndpoint.href, 'wss://api.example.com/graphql');
  assert.is(parseProxyConfig({ endpoint: 'http://127.0.0.1:9/gql?x=1' }, {}).wsEndpoint.href, 'ws://127.0.0.1:9/gql?x=1');
});

parse('takes an explicit --ws-endpoint', () => {
  const config = parseProxyConfig({ endpoint: 'https://api.example.com/graphql', wsEndpoint: 'wss://live.example.com/ws' }, {});
  assert.is(config.wsEndpoint.href, 'wss://live.example.com/ws');
});

parse('collects --header and --header-env under lower-case names, the latter read from the environment', () => {
  const config = parseProxyConfig(
    { endpoint: 'https://a.example/graphql', header: ['X-Shopify-Storefront-Access-Token: abc', 'X-Role:  admin '], headerEnv: ['X-Api-Key=API_KEY'] },
    { API_KEY: 'from-env' },
  );
  assert.equal(config.headers, { 'x-shopify-storefront-access-token': 'abc', 'x-role': 'admin', 'x-api-key': 'from-env' });
});

parse('refuses endpoints that are not http(s), ws endpoints that are not ws(s), and URLs with credentials', () => {
  assert.throws(() => parseProxyConfig({ endpoint: 'ftp://a.example/graphql' }, {}), /--endpoint must start with http:\/\/ or https:\/\//);
  assert.throws(() => parseProxyConfig({ endpoint: '/graphql' }, {}), /--endpoint must be an absolute URL/);
  assert.throws(() => parseProxyConfig({ endpoint: 'https://a.example/', wsEndpoint: 'https://a.example/' }, {}), /--ws-endpoint must start with ws:\/\/ or wss:\/\//);
  assert.throws(() => parseProxyConfig({ endpoint: 'https://user:pw@a.example/' }, {}), /must not carry a user name or password/);
});

parse('refuses malformed headers and headers the proxy manages, never echoing a value', () => {
  assert.throws(() => parseProxyConfig({ endpoint: 'https://a.example/', header: ['no colon here'] }, {}), /--header must look like 'Name: value'/);
  assert.throws(() => parseProxyConfig({ endpoint: 'https://a.example/', header: ['Bad Name: x'] }, {}), /"Bad Name" is not a valid header name/);
  assert.throws(() => parseProxyConfig({ endpoint: 'https://a.example/', header: ['Host: evil.example'] }, {}), /sets "Host" itself/);
  let message = '';
  try {
    parseProxyConfig({ endpoint: 'https://a.example/', header: ['X-Key: secret\u0000value'] }, {});
  } catch (error) {
    message = (error as Error).message;
  }
  assert.match(message, /cannot carry/);
  assert.not.match(message, /secret/);
});

parse('refuses a --header-env whose variable is missing or empty', () => {
  assert.throws(() => parseProxyConfig({ endpoint: 'https://a.example/', headerEnv: ['X-Api-Key=NOPE'] }, {}), /environment variable NOPE \(for X-Api-Key\) is not set or empty/);
  assert.throws(() => parseProxyConfig({ endpoint: 'https://a.example/', headerEnv: ['X-Api-Key=EMPTY'] }, { EMPTY: '' }), /not set or empty/);
  assert.throws(() => parseProxyConfig({ endpoint: 'https://a.example/', headerEnv: ['X-Api-Key'] }, {}), /--header-env must look like 'Name=ENV_VAR'/);
});

parse('never echoes an endpoint in an error: an API key may sit in its path or query', () => {
  for (const args of [{ endpoint: 'KEY-SECRET' }, { endpoint: 'ftp://a.example/KEY-SECRET' }, { endpoint: 'https://a.example/', wsEndpoint: 'https://a.example/?k=KEY-SECRET' }]) {
    assert.throws(() => parseProxyConfig(args, {}), (error: Error) => !error.message.includes('KEY-SECRET'));
  }
});

parse('reads --forward-cookies as comma-separated names (none by default), refusing facet-token and bad names', () => {
  assert.equal(parseProxyConfig({ endpoint: 'https://a.example/' }, {}).forwardCookies, []);
  assert.equal(parseProxyConfig({ endpoint: 'https://a.example/', forwardCookies: ['session, csrftoken', 'session'] }, {}).forwardCookies, ['session', 'csrftoken']);
  for (const name of ['facet-token', 'facet-token-4000', 'facet-token-4000-abcd']) {
    assert.throws(() => parseProxyConfig({ endpoint: 'https://a.example/', forwardCookies: [name] }, {}), /app's own sign-in cookies/, name);
  }
  assert.throws(() => parseProxyConfig({ endpoint: 'https://a.example/', forwardCookies: ['a b'] }, {}), /not a valid cookie name/);
});

parse.run();
