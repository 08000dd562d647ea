// The bearer value both halves send (PRODUCT.md §1 "Authorization"): readToken, their default
// getToken's read, and the default storage both halves read it from; `Bearer ` is put in front
// by each half. Sending it is tested with each half (http.test.ts "request:
// Authorization", the ws-*.test.ts connection params).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { globalStorage, readToken } from '../../src/transport/authorization.ts';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null };
}

// ---

const bearer = suite('readToken');

bearer('reads the stored value', () => {
  assert.is(readToken(memoryStorage({ t: 'v' }), 't'), 'v');
});

bearer('returns undefined for missing, empty, absent or throwing storage', () => {
  assert.is(readToken(memoryStorage(), 't'), undefined);
  assert.is(readToken(memoryStorage({ t: '' }), 't'), undefined);
  assert.is(readToken(null, 't'), undefined);
  const throwing = {
    getItem(): string | null {
      throw new Error('SecurityError');
    },
  };
  assert.is(readToken(throwing, 't'), undefined);
});

bearer.run();

// ---

const global = suite('globalStorage');

global('reads globalThis.localStorage at each call, so one installed later is seen', () => {
  assert.is(globalStorage.getItem('t'), null);
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage({ t: 'late' }), configurable: true });
  try {
    assert.is(globalStorage.getItem('t'), 'late');
    assert.is(readToken(globalStorage, 't'), 'late');
  } finally {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  }
});

global('a localStorage that throws on access reads as nothing stored through readToken', () => {
  Object.defineProperty(globalThis, 'localStorage', {
    get() {
      throw new Error('SecurityError: access denied');
    },
    configurable: true,
  });
  try {
    assert.is(readToken(globalStorage, 't'), undefined);
  } finally {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  }
});

global.run();
