// Pins the demo's idempotency constants, so changing one is a deliberate edit. (The request header
// itself is the store's IDEMPOTENCY_KEY_HEADER, pinned in test/store/idempotency.test.ts.)
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as c from '../../src/demo/constants.ts';

const idempotency = suite('idempotency constants');

idempotency('pins the replay header, TTL and bounds', () => {
  assert.is(c.IDEMPOTENT_REPLAYED_HEADER, 'idempotent-replayed');
  assert.is(c.IDEMPOTENCY_TTL_MS, 86_400_000);
  assert.is(c.MAX_IDEMPOTENCY_KEYS, 1000);
  assert.is(c.MAX_IDEMPOTENCY_KEY_CHARS, 255);
  assert.is(c.IDEMPOTENCY_KEY_REUSED_CODE, 'IDEMPOTENCY_KEY_REUSED');
});

idempotency.run();
