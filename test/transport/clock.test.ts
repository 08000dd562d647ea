// realClock: the default of every `clock` option delegates to the global timers and Date.now.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { realClock } from '../../src/transport/clock.ts';

const clock = suite('realClock');

clock('reads the current time from Date.now', () => {
  const before = Date.now();
  const now = realClock.now();
  assert.ok(now >= before && now <= Date.now());
});

clock('schedules with the global setTimeout and cancels with clearTimeout', async () => {
  const fired: string[] = [];
  const cancelled = realClock.setTimeout(() => fired.push('cancelled'), 0);
  realClock.clearTimeout(cancelled);
  await new Promise<void>((resolve) => realClock.setTimeout(() => (fired.push('ran'), resolve()), 0));
  assert.equal(fired, ['ran']);
});

clock.run();
