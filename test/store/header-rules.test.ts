import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  checkHeaderName,
  checkHeaderValue,
  forbiddenHeaderReason,
  headersFromRows,
  isSecretHeaderName,
  validateHeaderRows,
} from '../../src/store/index.ts';

const forbidden = suite('forbiddenHeaderReason');

forbidden('explains in words why the browser drops Host, Cookie, Content-Length, Connection, Origin, Proxy-* and Sec-*', () => {
  assert.match(forbiddenHeaderReason('Host')!, /sets "Host" itself/);
  assert.match(forbiddenHeaderReason('cookie')!, /sends its own cookies/);
  assert.match(forbiddenHeaderReason('Content-Length')!, /manages itself/);
  assert.match(forbiddenHeaderReason('Connection')!, /manages itself/);
  assert.match(forbiddenHeaderReason('Origin')!, /sets "Origin" itself/);
  assert.match(forbiddenHeaderReason('Proxy-Authorization')!, /starting with "proxy-"/);
  assert.match(forbiddenHeaderReason('Sec-Fetch-Mode')!, /starting with "sec-"/);
  assert.match(forbiddenHeaderReason('Via')!, /does not let a page set "Via"/);
});

forbidden('lets a page set API headers and the ones the transport also sets', () => {
  for (const name of ['x-api-key', 'X-Hasura-Admin-Secret', 'Authorization', 'Accept', 'X-Shopify-Storefront-Access-Token']) {
    assert.is(forbiddenHeaderReason(name), null, name);
  }
});

forbidden.run();

// ---

const names = suite('checkHeaderName');

names('refuses an empty name, a name that is no RFC 9110 token, and a forbidden one', () => {
  assert.match(checkHeaderName(' ')!, /Enter a header name/);
  assert.match(checkHeaderName('x api key')!, /no spaces or colons\), got "x api key"/);
  assert.match(checkHeaderName('x-key:')!, /got "x-key:"/);
  assert.match(checkHeaderName('Cookie')!, /cookies/);
  assert.is(checkHeaderName(' x-api-key '), null);
});

names.run();

// ---

const values = suite('checkHeaderValue');

values('refuses an empty value and one with a line break or non-ASCII, without repeating the value', () => {
  assert.match(checkHeaderValue('')!, /Enter a value/);
  const broken = checkHeaderValue('s3cret\nInjected: 1')!;
  assert.match(broken, /one line/);
  assert.not.match(broken, /s3cret/);
  assert.match(checkHeaderValue('clé')!, /printable ASCII/);
  assert.is(checkHeaderValue('Bearer abc.def'), null);
});

values.run();

// ---

const rows = suite('validateHeaderRows');

rows('returns null for valid rows and a message per wrong row, a repeated name included', () => {
  assert.is(validateHeaderRows([{ name: 'x-a', value: '1' }, { name: 'x-b', value: '2' }]), null);
  assert.equal(validateHeaderRows([{ name: 'x-a', value: '1' }, { name: 'X-A', value: '2' }])!.map((e) => Object.keys(e)), [[], ['name']]);
  assert.is(validateHeaderRows([]), null);
});

rows.run();

// ---

const secret = suite('isSecretHeaderName');

secret('treats API keys, admin secrets, access tokens and Authorization as secrets, and roles or ids as not', () => {
  for (const name of ['x-api-key', 'X-Hasura-Admin-Secret', 'Authorization', 'X-Shopify-Storefront-Access-Token', 'api-token', 'x-auth-token', 'x-password']) {
    assert.ok(isSecretHeaderName(name), name);
  }
  for (const name of ['x-hasura-role', 'x-request-id', 'accept-language', 'x-tenant']) assert.is(isSecretHeaderName(name), false, name);
});

secret.run();

// ---

const toHeaders = suite('headersFromRows');

toHeaders('gives the transport one trimmed entry per row', () => {
  assert.equal(headersFromRows([{ name: ' x-api-key ', value: ' k ' }, { name: 'X-Hasura-Role', value: 'user' }]), { 'x-api-key': 'k', 'X-Hasura-Role': 'user' });
  assert.equal(headersFromRows([]), {});
});

toHeaders.run();
