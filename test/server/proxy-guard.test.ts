import type { IncomingMessage } from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { refusalFor } from '../../src/server/proxy-guard.ts';

const request = (url: string, headers: Record<string, string>, rawHeaders = Object.entries(headers).flat()) =>
  ({ url, headers, rawHeaders }) as unknown as IncomingMessage;
const guard = suite('refusalFor');

guard('lets a same-origin request for a path through', () => {
  assert.is(refusalFor(request('/graphql?x=1', { host: '127.0.0.1:4000' })), null);
  assert.is(refusalFor(request('/graphql', { host: 'localhost:4000', origin: 'http://localhost:4000' })), null);
  assert.is(refusalFor(request('/graphql', { host: '[::1]:4000' })), null);
});

guard('normalises a Host as a browser would before checking it (case, IPv4 shorthand)', () => {
  assert.is(refusalFor(request('/graphql', { host: 'LOCALHOST:4000' })), null);
  assert.is(refusalFor(request('/graphql', { host: '127.1:4000' })), null);
  assert.is(refusalFor(request('/graphql', { host: 'localhost:4000x' }))?.status, 421);
  assert.is(refusalFor(request('/graphql', { host: '127.0.0.1:4000:4000' }))?.status, 421);
});

guard('refuses absolute-form and scheme-relative targets with 400', () => {
  assert.is(refusalFor(request('http://example.com/graphql', { host: '127.0.0.1:4000' }))?.status, 400);
  assert.is(refusalFor(request('//example.com/graphql', { host: '127.0.0.1:4000' }))?.status, 400);
  assert.is(refusalFor(request('example.com:443', { host: '127.0.0.1:4000' }))?.status, 400);
});

guard('refuses a missing or foreign Host with 421, userinfo tricks included', () => {
  assert.is(refusalFor(request('/graphql', {}))?.status, 421);
  assert.is(refusalFor(request('/graphql', { host: 'evil.example' }))?.status, 421);
  assert.is(refusalFor(request('/graphql', { host: '127.0.0.1@evil.example' }))?.status, 421);
  assert.is(refusalFor(request('/graphql', { host: '127.0.0.1.evil.example' }))?.status, 421);
});

guard('refuses another Origin with 403', () => {
  assert.is(refusalFor(request('/graphql', { host: '127.0.0.1:4000', origin: 'https://evil.example' }))?.status, 403);
  assert.is(refusalFor(request('/graphql', { host: '127.0.0.1:4000', origin: 'http://127.0.0.1:4001' }))?.status, 403);
  assert.is(refusalFor(request('/graphql', { host: '127.0.0.1:4000', origin: 'null' }))?.status, 403);
});

guard('refuses a request carrying Host twice with 400, whichever comes first (RFC 9112 §3.2)', () => {
  const host = '127.0.0.1:4000';
  assert.is(refusalFor(request('/graphql', { host }, ['Host', host, 'host', 'evil.example']))?.status, 400);
  assert.is(refusalFor(request('/graphql', { host }, ['HOST', host, 'X-Host', 'evil.example']))?.status, undefined);
});

guard.run();
