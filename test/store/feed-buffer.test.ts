// The kept events of a feed (src/store/feed-buffer.ts): a fixed ring, newest first, that counts
// what it drops (issue 25 §4).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createFeedBuffer } from '../../src/store/feed-buffer.ts';

const buffer = suite('createFeedBuffer');

buffer('reads what it holds newest first, a page at a time', () => {
  const b = createFeedBuffer<number>(5);
  for (let i = 1; i <= 3; i++) b.push(i);
  assert.is(b.size, 3);
  assert.is(b.dropped, 0);
  assert.equal(b.read(), [3, 2, 1]);
  assert.equal(b.read(1, 2), [2]);
  assert.equal(b.read(2, 50), [1], 'a page past the end stops at the oldest');
});

buffer('keeps the newest up to its capacity and counts the oldest it drops', () => {
  const b = createFeedBuffer<number>(1000);
  for (let i = 1; i <= 2345; i++) b.push(i);
  assert.is(b.size, 1000);
  assert.is(b.dropped, 1345);
  const all = b.read();
  assert.is(all.length, 1000);
  assert.is(all[0], 2345);
  assert.is(all[999], 1346);
  assert.equal(b.read(50, 53), [2295, 2294, 2293]);
});

buffer('refuses a capacity below one', () => {
  assert.throws(() => createFeedBuffer(0), /at least 1 item, got 0/);
});

buffer.run();
