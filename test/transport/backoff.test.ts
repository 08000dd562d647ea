// The two growing delays, value by value: the connect timeout (1000·1.2^n up to 30000) and the
// backo2 reconnect backoff (100·2^n, ±50 % jitter, capped at 10000 after jitter).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { connectTimeoutMs, reconnectDelayMs } from '../../src/transport/backoff.ts';

const connect = suite('connectTimeoutMs');

connect('grows from 1000 ms by 1.2 per attempt, capped at 30000 ms', () => {
  const schedule = Array.from({ length: 22 }, (_, n) => connectTimeoutMs(n));
  assert.equal(schedule, [
    1000, 1200, 1440, 1728, 2073.6, 2488.32, 2985.984, 3583.181, 4299.817, 5159.78, 6191.736, 7430.084,
    8916.1, 10699.321, 12839.185, 15407.022, 18488.426, 22186.111, 26623.333, 30000, 30000, 30000,
  ]);
});

connect('never exceeds the cap, however many attempts', () => {
  assert.is(connectTimeoutMs(1000), 30000);
  assert.is(connectTimeoutMs(5, { minMs: 100, maxMs: 1000, factor: 2 }), 1000);
});

connect.run();

// ---

const reconnect = suite('reconnectDelayMs');

reconnect('without jitter (r = 0) doubles from 100 ms and caps at 10000 ms', () => {
  const schedule = Array.from({ length: 10 }, (_, n) => reconnectDelayMs(n, 0));
  assert.equal(schedule, [100, 200, 400, 800, 1600, 3200, 6400, 10000, 10000, 10000]);
});

reconnect('subtracts floor(r·0.5·nominal) when floor(10r) is even', () => {
  assert.is(reconnectDelayMs(0, 0.25), 88); // floor(12.5) = 12; floor(2.5) = 2 is even
  assert.is(reconnectDelayMs(3, 0.4), 640); // 800 − floor(160)
  assert.is(reconnectDelayMs(1, 0.0999), 191); // 200 − floor(9.99); floor(0.999) = 0 is even
});

reconnect('adds it when floor(10r) is odd', () => {
  assert.is(reconnectDelayMs(0, 0.15), 107); // floor(7.5) = 7; floor(1.5) = 1 is odd
  assert.is(reconnectDelayMs(2, 0.99), 598); // 400 + floor(198)
  assert.is(reconnectDelayMs(3, 0.5), 1000); // 800 + floor(200); floor(5) = 5 is odd
});

reconnect('applies the cap after jitter', () => {
  assert.is(reconnectDelayMs(6, 0.99), 9568); // 6400 + floor(3168)
  assert.is(reconnectDelayMs(7, 0.25), 10000); // 12800 − 1600 = 11200 → 10000
  assert.is(reconnectDelayMs(7, 0.75), 10000); // floor(7.5) = 7 is odd: 12800 + 4800 → 10000
});

reconnect('stays within ±50 % of nominal and never above 10000 ms', () => {
  for (let n = 0; n < 12; n++) {
    const nominal = 100 * 2 ** n;
    for (let i = 0; i < 1000; i++) {
      const delay = reconnectDelayMs(n, i / 1000);
      assert.ok(delay >= Math.min(Math.floor(nominal / 2), 10000) && delay <= Math.min(nominal * 1.5, 10000), `${n} ${i / 1000} → ${delay}`);
    }
  }
});

reconnect('still waits the maximum after thousands of attempts (backo2 overflowed to 0)', () => {
  assert.is(reconnectDelayMs(5000, 0.3), 10000);
  assert.is(reconnectDelayMs(5000, 0), 10000);
});

reconnect.run();
