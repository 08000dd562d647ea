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
