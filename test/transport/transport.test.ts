// createTransport, the façade: both halves in one object, sharing the options they both read
// (token name, storage). Each half's rules are tested in its own files.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createTransport, NoSubscriptionAddressError } from '../../src/transport/index.ts';
import { createManualClock } from '../helpers/clock.ts';
import { FakeWebSocket, record } from '../helpers/ws-servers.ts';

const storage = { getItem: (key: string) => (key === 'session' ? 'tok' : null) };

const transport = suite('createTransport');

transport('sends requests over HTTP with the shared token name and storage', async () => {
  const headers: Array<Record<string, string>> = [];
  const fetchStub: typeof fetch = async (_, init) => {
    headers.push(init?.headers as Record<string, string>);
    return new Response('{"data":{"ok":true}}');
  };
  const t = createTransport({ url: 'http://api.test/graphql', tokenName: 'session', storage, fetch: fetchStub, events: null });
  assert.equal(await t.request({ query: '{ ok }' }), { data: { ok: true } });
  assert.is(headers[0]?.authorization, 'Bearer tok');
});

transport('subscribes over wsUrl with the same token in the connection params', () => {
  FakeWebSocket.instances = [];
  const t = createTransport({ wsUrl: 'ws://api.test/graphql', tokenName: 'session', storage, WebSocket: FakeWebSocket, clock: createManualClock(), events: null });
  t.subscribe({ query: 'subscription { s }' }, record().sink);
  FakeWebSocket.last.open();
  assert.is(FakeWebSocket.last.url, 'ws://api.test/graphql');
  assert.equal(FakeWebSocket.last.sent[0], { type: 'connection_init', payload: { Authorization: 'Bearer tok', headers: { Authorization: 'Bearer tok' } } });
  t.dispose();
});

transport('without wsUrl, subscribe fails at once with NoSubscriptionAddressError', () => {
  const r = record();
  createTransport({ storage: null, events: null }).subscribe({ query: 'subscription { s }' }, r.sink);
  assert.instance(r.errors[0], NoSubscriptionAddressError);
});

transport('keeps activeCount live (a getter, not a copied number)', () => {
  FakeWebSocket.instances = [];
  const t = createTransport({ wsUrl: 'ws://api.test/graphql', storage: null, WebSocket: FakeWebSocket, clock: createManualClock(), events: null });
  assert.is(t.activeCount, 0);
  const handle = t.subscribe({ query: 'subscription { s }' }, record().sink);
  assert.is(t.activeCount, 1);
  handle.unsubscribe();
  assert.is(t.activeCount, 0);
  t.dispose();
});

transport.run();
