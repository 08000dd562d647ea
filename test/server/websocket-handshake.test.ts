// The client handshake checks the proxy runs before opening anything upstream (security review
// findings 1 and 5); end to end in proxy-websocket.test.ts and proxy.test.ts.
import type { IncomingMessage } from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkClientHandshake, parseSubprotocols } from '../../src/server/websocket-handshake.ts';

const protocols = suite('parseSubprotocols');

protocols('reads the offered list in order, without spaces around commas', () => {
  assert.equal(parseSubprotocols('graphql-transport-ws,  graphql-ws'), ['graphql-transport-ws', 'graphql-ws']);
  assert.equal(parseSubprotocols(undefined), []);
});

protocols('refuses a repeated name, an empty element and anything that is not an RFC 7230 token', () => {
  for (const header of ['a, a', 'a b', '', 'a,,b', 'a,', 'graphql/ws', 'x"y"', 'gr\u00e4phql', 'a;b']) {
    assert.is(parseSubprotocols(header), null, header);
  }
});

protocols.run();

// ---

const handshake = suite('checkClientHandshake');
const KEY = 'dGhlIHNhbXBsZSBub25jZQ==';

function requestWith(headers: Record<string, string | undefined>, method = 'GET'): IncomingMessage {
  const all = { upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': KEY, ...headers };
  return { method, headers: all } as unknown as IncomingMessage;
}

handshake('accepts a browser\'s handshake and returns the offered subprotocols', () => {
  assert.equal(checkClientHandshake(requestWith({ upgrade: 'WebSocket', 'sec-websocket-protocol': 'graphql-transport-ws' })), { isValid: true, protocols: ['graphql-transport-ws'] });
});

handshake('refuses what ws\'s server would refuse, with the status to answer', () => {
  const status = (headers: Record<string, string | undefined>, method?: string) => {
    const checked = checkClientHandshake(requestWith(headers, method));
    return checked.isValid ? 101 : checked.status;
  };
  assert.is(status({}, 'POST'), 405);
  assert.is(status({ upgrade: 'h2c' }), 400);
  assert.is(status({ 'sec-websocket-version': '8' }), 426);
  assert.is(status({ 'sec-websocket-version': undefined }), 426);
  assert.is(status({ 'sec-websocket-key': 'x' }), 400);
  assert.is(status({ 'sec-websocket-key': `${KEY}, ${KEY}` }), 400);
  assert.is(status({ 'sec-websocket-protocol': 'graphql-ws, graphql-ws' }), 400);
});

handshake.run();
