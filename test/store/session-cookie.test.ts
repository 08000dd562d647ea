import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMemoryStorage, createStore } from '../../src/store/index.ts';
import { SESSION_COOKIE_NAME, mirrorTokenToCookie, tokenFromCookieHeader } from '../../src/store/session-cookie.ts';
import { whenSchemaSettled } from '../../src/store/hydration.ts';
import { signal } from '@preact/signals-core';

const read = suite('tokenFromCookieHeader');

read('finds the session cookie among others, decoded; nothing else is a token', () => {
  assert.is(tokenFromCookieHeader(`a=1; ${SESSION_COOKIE_NAME}=t%3Dk; b=2`), 't=k');
  assert.is(tokenFromCookieHeader('a=1; facet-token-other=x'), null);
  assert.is(tokenFromCookieHeader(`${SESSION_COOKIE_NAME}=`), null);
  assert.is(tokenFromCookieHeader(`${SESSION_COOKIE_NAME}=%E0%A4%A`), null, 'an undecodable value is no token');
  assert.is(tokenFromCookieHeader(undefined), null);
});

read.run();

// ---

const mirror = suite('mirrorTokenToCookie');

function setup(defaults: Record<string, unknown> = {}) {
  const store = createStore({ storage: createMemoryStorage(), draftStorage: createMemoryStorage(), events: null, requestFrame: null, defaults, baseUrl: 'http://127.0.0.1:4000/query/me' });
  const doc = { cookie: '' };
  const stop = mirrorTokenToCookie(store, doc, 'http://127.0.0.1:4000/query/me');
  return { store, doc, stop };
}

mirror('sets the cookie at sign-in for the page\'s own endpoint and clears it at sign-out', () => {
  const { store, doc, stop } = setup({ endpoint: '/graphql' });
  assert.match(doc.cookie, `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0`);
  store.session.signIn('abc def');
  assert.match(doc.cookie, `${SESSION_COOKIE_NAME}=abc%20def; Path=/; Max-Age=`);
  assert.match(doc.cookie, 'SameSite=Strict');
  store.session.signOut();
  assert.match(doc.cookie, 'Max-Age=0');
  stop();
  store.dispose();
});

mirror('never sets it for a token that goes to another origin', () => {
  const { store, doc, stop } = setup({ endpoint: 'https://api.example/graphql' });
  store.session.signIn('abc');
  assert.match(doc.cookie, 'Max-Age=0');
  stop();
  store.dispose();
});

mirror.run();

// ---

const settled = suite('whenSchemaSettled');

settled('resolves once the schema is no longer loading and no introspection runs', async () => {
  const status = signal<'loading' | 'ready' | 'error'>('loading');
  const isRefreshing = signal(true);
  let isDone = false;
  const done = whenSchemaSettled({ status, isRefreshing }).then(() => (isDone = true));
  status.value = 'ready';
  await Promise.resolve();
  assert.is(isDone, false, 'a cached copy shown while the introspection runs is not enough');
  isRefreshing.value = false;
  await done;
  assert.ok(isDone);
});

settled.run();
