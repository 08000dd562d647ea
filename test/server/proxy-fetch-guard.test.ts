// Who may ask for /graphql by what the browser says (issue 24 §1, security review findings 2 and
// 6); end to end in proxy.test.ts, proxy-http.test.ts and test/e2e/proxy-takeover.test.ts.
import type { IncomingMessage } from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { graphqlRefusalFor } from '../../src/server/proxy-fetch-guard.ts';

const request = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as IncomingMessage;
const PREFLIGHT = { 'apollo-require-preflight': 'true' };
const guard = suite('graphqlRefusalFor');

guard('lets the app\'s own fetch, XMLHttpRequest and WebSocket through, and clients without Fetch Metadata', () => {
  assert.is(graphqlRefusalFor(request('POST', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' })), null);
  assert.is(graphqlRefusalFor(request('GET', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty', ...PREFLIGHT })), null);
  assert.is(graphqlRefusalFor(request('GET', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'websocket', connection: 'Upgrade', upgrade: 'websocket' }), true), null);
  assert.is(graphqlRefusalFor(request('POST', {})), null);
  assert.is(graphqlRefusalFor(request('GET', { 'x-graphql-yoga-csrf': '1' })), null);
});

guard('refuses what another site or another port started, with or without Origin', () => {
  for (const site of ['cross-site', 'same-site']) assert.is(graphqlRefusalFor(request('POST', { 'sec-fetch-site': site }))?.status, 403, site);
});

guard('refuses /graphql as a page, frame, script or service worker', () => {
  for (const dest of ['document', 'iframe', 'frame', 'object', 'embed', 'script', 'style', 'worker', 'sharedworker', 'serviceworker', 'image']) {
    assert.is(graphqlRefusalFor(request('GET', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': dest, ...PREFLIGHT }))?.status, 403, dest);
  }
  assert.is(graphqlRefusalFor(request('GET', { 'service-worker': 'script', ...PREFLIGHT }))?.status, 403);
});

guard('refuses a GET without a non-empty CSRF-prevention header', () => {
  assert.is(graphqlRefusalFor(request('GET', {}))?.status, 403);
  assert.is(graphqlRefusalFor(request('GET', { 'apollo-require-preflight': '' }))?.status, 403);
  assert.is(graphqlRefusalFor(request('GET', { accept: 'application/json' }))?.status, 403);
});

guard('exempts only a request from the upgrade event, not a plain GET that merely carries an Upgrade header (review finding 13)', () => {
  assert.is(graphqlRefusalFor(request('GET', { upgrade: 'foo' }))?.status, 403);
  assert.is(graphqlRefusalFor(request('GET', { upgrade: 'websocket' }))?.status, 403, 'no Connection: upgrade');
});

guard.run();
