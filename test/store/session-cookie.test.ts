import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMemoryStorage, createStore } from '../../src/store/index.ts';
import { mirrorTokenToCookie } from '../../src/store/session-cookie.ts';
import { whenSchemaSettled } from '../../src/store/hydration.ts';
import { signal } from '@preact/signals-core';

const mirror = suite('mirrorTokenToCookie');

/** Sends run one after another, each after the one before settled. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

function setup(defaults: Record<string, unknown> = {}, isInStep = false) {
  const store = createStore({ storage: createMemoryStorage(), draftStorage: createMemoryStorage(), events: null, requestFrame: null, defaults, baseUrl: 'http://127.0.0.1:4000/query/me' });
  const sent: Array<string | null> = [];
  const stop = mirrorTokenToCookie(store, { pageUrl: 'http://127.0.0.1:4000/query/me', isInStep, send: async (token) => void sent.push(token) });
  return { store, sent, stop };
}

mirror('hands the token to the page\'s own server at sign-in and nothing at sign-out, once per change', async () => {
  const { store, sent, stop } = setup({ endpoint: '/graphql' });
  await flush();
  assert.equal(sent, [null], 'a page not drawn for this browser puts the cookie in step at once');
  store.session.signIn('abc def');
  store.settings.save({ selectionDepth: 3 }); // no change in what is handed over
  store.session.signOut();
  await flush();
  assert.equal(sent, [null, 'abc def', null]);
  stop();
  store.dispose();
});

mirror('sends nothing at start when the page was drawn with what this browser sends', async () => {
  const { store, sent, stop } = setup({ endpoint: '/graphql' }, true);
  await flush();
  assert.equal(sent, []);
  store.session.signIn('abc');
  await flush();
  assert.equal(sent, ['abc']);
  stop();
  store.dispose();
});

mirror('never hands over a token that goes to another origin, or one held back', async () => {
  const { store, sent, stop } = setup({ endpoint: 'https://api.example/graphql' });
  store.session.signIn('abc');
  await flush();
  assert.equal(sent, [null]);
  store.settings.save({ endpoint: '/graphql' });
  await flush();
  assert.equal(sent, [null], 'issued for api.example: held back from this server');
  stop();
  store.dispose();
});

mirror('hands nothing over once the same origin fronts another API (config.json upstream)', async () => {
  const storage = createMemoryStorage();
  const open = (upstream: string) => createStore({ storage, draftStorage: createMemoryStorage(), events: null, requestFrame: null, baseUrl: 'http://127.0.0.1:4000/', defaults: { endpoint: '/graphql', upstream } });
  const first = open('aaaaaaaaaaaaaaaa');
  first.session.signIn('for-a');
  first.dispose();
  const second = open('bbbbbbbbbbbbbbbb');
  const sent: Array<string | null> = [];
  const stop = mirrorTokenToCookie(second, { pageUrl: 'http://127.0.0.1:4000/', isInStep: false, send: async (token) => void sent.push(token) });
  await flush();
  assert.equal(sent, [null]);
  stop();
  second.dispose();
});

mirror('sends one change at a time, in order, and a failed send stops nothing', async () => {
  const store = createStore({ storage: createMemoryStorage(), draftStorage: createMemoryStorage(), events: null, requestFrame: null, defaults: { endpoint: '/graphql' }, baseUrl: 'http://127.0.0.1:4000/' });
  const order: string[] = [];
  let release = () => {};
  const stop = mirrorTokenToCookie(store, {
    pageUrl: 'http://127.0.0.1:4000/',
    isInStep: true,
    send: (token) => {
      order.push(`start ${token}`);
      if (token === 'one') return new Promise<void>((_resolve, reject) => (release = () => reject(new Error('offline'))));
      return Promise.resolve();
    },
  });
  store.session.signIn('one');
  store.session.signIn('two');
  await flush();
  assert.equal(order, ['start one'], 'the second waits for the first');
  release();
  await flush();
  assert.equal(order, ['start one', 'start two']);
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
