// Pins the proxy constants, so changing one is a deliberate edit.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as c from '../../src/server/constants.ts';

const proxy = suite('proxy constants');

proxy('pins the timeout, replay bound, hop-by-hop list and allowed hosts', () => {
  assert.is(c.UPSTREAM_TIMEOUT_MS, 30_000);
  assert.is(c.MAX_REPLAY_BODY_BYTES, 1024 * 1024);
  assert.equal(
    [...c.HOP_BY_HOP_HEADERS].sort(),
    ['connection', 'host', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'],
  );
  assert.equal(c.PROXY_DROPPED_REQUEST_HEADERS, ['origin', 'referer']);
  assert.equal(c.PROXY_ALLOWED_HOSTNAMES, ['127.0.0.1', 'localhost', '[::1]']);
  assert.is(c.CONFIG_PATH, '/config.json');
  assert.equal([c.WS_CLOSE_NO_STATUS, c.WS_CLOSE_ABNORMAL], [1005, 1006]);
  assert.is(c.WS_PROTOCOL_HEADER, 'sec-websocket-protocol');
});

proxy.run();

// ---

const operations = suite('operations constants (issue 24 §2)');

operations('pins the stop bound, the restart close code, the paths, the readiness wait and the buckets', () => {
  assert.is(c.SHUTDOWN_DEADLINE_MS, 8000);
  assert.ok(c.SHUTDOWN_DEADLINE_MS < 10_000, "under docker stop's 10 s");
  assert.ok(c.SSR_DATA_WAIT_MS + 2 * c.SHUTDOWN_GRACE_MS < c.SHUTDOWN_DEADLINE_MS, 'pages in flight and the grace fit in the bound');
  assert.is(c.WS_CLOSE_SERVICE_RESTART, 1012);
  assert.equal([c.HEALTH_PATH, c.READY_PATH, c.METRICS_PATH], ['/healthz', '/readyz', '/metrics']);
  assert.is(c.READINESS_WAIT_MS, 500);
  assert.equal(c.LATENCY_BUCKETS_SECONDS, [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
});

operations.run();
