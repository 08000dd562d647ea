import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { upstreamRequestHeaders } from '../../src/server/proxy-headers.ts';

const upstream = suite('upstreamRequestHeaders');

upstream('drops hop-by-hop headers, those Connection names, Host, Origin and Referer', () => {
  const out = upstreamRequestHeaders(
    {
      host: '127.0.0.1:4000',
      connection: 'keep-alive, X-Hop',
      'x-hop': 'gone',
      'keep-alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      'proxy-authorization': 'Basic eA==',
      te: 'trailers',
      upgrade: 'h2c',
      origin: 'http://127.0.0.1:4000',
      referer: 'http://127.0.0.1:4000/',
      'content-type': 'application/json',
      'content-length': '12',
      authorization: 'Bearer mine',
    },
    {},
  );
  assert.equal(out, { 'content-type': 'application/json', 'content-length': '12', authorization: 'Bearer mine' });
});

upstream('sends no cookie by default, and only the --forward-cookies names when given (never facet-token)', () => {
  const cookie = 'other-local-app=s1; session=mine; facet-token=t; csrftoken=c';
  assert.equal(upstreamRequestHeaders({ cookie }, {}), {});
  assert.equal(upstreamRequestHeaders({ cookie }, {}, ['session', 'csrftoken']), { cookie: 'session=mine; csrftoken=c' });
  assert.equal(upstreamRequestHeaders({ cookie: 'other=1' }, {}, ['session']), {});
});

upstream('lets the server-added headers replace the client\'s of the same name', () => {
  assert.equal(upstreamRequestHeaders({ 'x-api-key': 'browser', accept: 'application/json' }, { 'x-api-key': 'server' }), {
    accept: 'application/json',
    'x-api-key': 'server',
  });
});

upstream.run();

