import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { signal } from '@preact/signals-core';
import { createMemoryStorage, createSession } from '../../src/store/index.ts';

const session = suite('createSession');

session('reads the token stored under the token name; an empty value is no token', () => {
  const storage = createMemoryStorage({ 'apollo-token': 'abc', other: '' });
  const tokenName = signal('apollo-token');
  const s = createSession({ storage, tokenName, onChange() {} });
  assert.is(s.token.value, 'abc');
  assert.ok(s.isSignedIn.value);
  tokenName.value = 'other';
  assert.is(s.token.value, null);
  assert.is(s.isSignedIn.value, false);
});

session('signs in and out through storage and reports each change', () => {
  const storage = createMemoryStorage();
  let changes = 0;
  const s = createSession({ storage, tokenName: signal('t'), onChange: () => changes++ });
  s.signIn('secret');
  assert.is(storage.getItem('t'), 'secret');
  assert.is(s.token.value, 'secret');
  s.signOut();
  assert.is(storage.getItem('t'), null);
  assert.is(s.token.value, null);
  s.signIn('  ');
  assert.is(storage.getItem('t'), null);
  assert.is(changes, 3);
});

session('picks up a change made elsewhere on reload, and reports it only when it changed', () => {
  const storage = createMemoryStorage();
  let changes = 0;
  const s = createSession({ storage, tokenName: signal('t'), onChange: () => changes++ });
  assert.is(s.token.value, null);
  storage.setItem('t', 'from-other-tab');
  s.reload();
  s.reload();
  assert.is(s.token.value, 'from-other-tab');
  assert.is(changes, 1);
});

session.run();
