// What of an upstream's answer reaches the page (issue 24 §1, security review finding 2); end to
// end in proxy-http.test.ts ("a hostile upstream").
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { clientResponseHeaders, errorAnswerHeaders, refusedMediaType } from '../../src/server/proxy-response-headers.ts';

const headers = suite('clientResponseHeaders');

headers('passes how to read the body, caching and rate-limit advice; drops everything that acts on the origin', () => {
  const out = clientResponseHeaders({
    'content-type': 'application/graphql-response+json; charset=utf-8',
    'content-encoding': 'gzip',
    'cache-control': 'no-store',
    'x-request-id': 'r1',
    'retry-after': '3',
    'set-cookie': ['facet-token=attacker; Path=/'],
    'content-security-policy': "script-src 'unsafe-inline' *",
    'clear-site-data': '"*"',
    refresh: '0; url=http://evil.example/',
    link: '</graphql?sw=1>; rel=serviceworker',
    location: 'http://evil.example/',
    'service-worker-allowed': '/',
    'www-authenticate': 'Basic realm="sign in"',
    nel: '{"report_to":"x","max_age":1e9}',
    'x-frame-options': 'ALLOWALL',
    'access-control-allow-origin': '*',
    'transfer-encoding': 'chunked',
    connection: 'keep-alive',
  });
  assert.equal(out, {
    'content-type': 'application/graphql-response+json; charset=utf-8',
    'content-encoding': 'gzip',
    'cache-control': 'no-store',
    'x-request-id': 'r1',
    'retry-after': '3',
  });
});

headers('drops a passed header its Connection names (hop-by-hop)', () => {
  assert.equal(clientResponseHeaders({ connection: 'x-request-id', 'x-request-id': 'r1', etag: '"1"' }), { etag: '"1"' });
});

headers.run();

// ---

const media = suite('refusedMediaType');

media('passes the GraphQL media types in any case, with parameters', () => {
  for (const type of ['application/graphql-response+json; charset=utf-8', 'Application/JSON', 'multipart/mixed; boundary="-"; deferSpec=20220824', 'text/event-stream']) {
    assert.is(refusedMediaType(200, { 'content-type': type }), null, type);
  }
});

media('passes an answer without a body, and names any other type', () => {
  assert.is(refusedMediaType(204, {}), null);
  assert.is(refusedMediaType(401, { 'content-length': '0' }), null);
  assert.is(refusedMediaType(200, {}), 'no Content-Type');
  assert.is(refusedMediaType(200, { 'content-type': 'text/html; charset=utf-8' }), 'text/html');
  assert.is(refusedMediaType(200, { 'content-type': 'text/javascript' }), 'text/javascript');
  assert.is(refusedMediaType(200, { 'content-type': 'application/json-seq' }), 'application/json-seq');
});

media.run();

// ---

const errorAnswer = suite('errorAnswerHeaders');

errorAnswer('keeps rate-limit advice and caching, drops what described the replaced body', () => {
  assert.equal(
    errorAnswerHeaders({ 'content-type': 'text/html', 'content-length': '12', 'content-encoding': 'gzip', etag: '"1"', 'retry-after': '30', 'x-ratelimit-reset': '9', 'cache-control': 'no-store', 'www-authenticate': 'Bearer' }),
    { 'retry-after': '30', 'x-ratelimit-reset': '9', 'cache-control': 'no-store' },
  );
});

errorAnswer.run();

// ---

const sessionCookies = suite('clientResponseHeaders: the app\'s own session cookies (review finding 10)');

sessionCookies('never passes an upstream Set-Cookie for facet-token or facet-token-*, even when listed', () => {
  const listed = ['facet-token-4000-abcd', 'facet-token', 'session'];
  const out = clientResponseHeaders({ 'set-cookie': ['facet-token-4000-abcd=planted; Path=/', 'facet-token=x', 'session=s; HttpOnly'] }, listed);
  assert.equal(out['set-cookie'], ['session=s; HttpOnly']);
});

sessionCookies.run();
