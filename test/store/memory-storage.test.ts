import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMemoryStorage } from '../../src/store/index.ts';

const memory = suite('createMemoryStorage');

memory('stores strings, forgets removed keys and answers null for unknown ones', () => {
  const storage = createMemoryStorage({ a: '1' });
  assert.is(storage.getItem('a'), '1');
  assert.is(storage.getItem('b'), null);
  storage.setItem('b', 2 as unknown as string);
  assert.is(storage.getItem('b'), '2', 'values are kept as strings, as Web Storage does');
  storage.removeItem('a');
  assert.is(storage.getItem('a'), null);
});

memory('keeps each storage apart from the initial object and from the others', () => {
  const initial = { k: 'v' };
  const one = createMemoryStorage(initial);
  const two = createMemoryStorage(initial);
  one.setItem('k', 'changed');
  assert.is(two.getItem('k'), 'v');
  assert.is(initial.k, 'v');
});

memory.run();
