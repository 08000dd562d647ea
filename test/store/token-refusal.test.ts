// "Token refused by the server" (issue 16 "States"): the store marks the stored token refused when
// the server answers UNAUTHENTICATED to a request that carried it (the demo backend refuses an
// unknown token), or refuses the WebSocket connection_init (graphql-ws's server closing 4403).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';
import { waitForSignals } from '../helpers/signals.ts';
import { REJECTED_TOKEN, startGraphqlWsServer, type WsTestServer } from '../helpers/ws-servers.ts';
import { createMemoryStorage, createStore, type Store } from '../../src/store/index.ts';
import { started } from '../helpers/started.ts';

const CREATE = 'mutation Create($input: EventInput!) { createEvent(input: $input) { id } }';
const INPUT = { input: { title: 'Refused', category: 'MUSIC', startsAt: '2026-12-24T19:30:00Z', venueId: 'v1' } };
const LOGIN = 'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

let demo: DemoServerHandle;
const stores: Store[] = [];
const open = () => {
  const store = createStore({ storage: createMemoryStorage(), events: null, defaults: { endpoint: demo.graphqlUrl } });
  stores.push(store);
  return store;
};

const http = suite('token refusal over HTTP, against the demo backend');
http.before(async () => {
  demo = await startDemoServer();
});
http.after(async () => {
  for (const store of stores) store.dispose();
  await demo.close();
});

http('marks a pasted garbage token refused once the server answers UNAUTHENTICATED, and a fresh token clears it', async () => {
  const store = open();
  store.session.signIn('pasted-garbage');
  assert.is(store.session.isRefused.value, false, 'nothing refused it yet');
  const refused = await store.mutation(CREATE).execute(INPUT);
  assert.is(refused.graphqlErrors[0]?.extensions?.code, 'UNAUTHENTICATED');
  assert.is(store.session.isRefused.value, true);

  const login = await store.mutation<{ login: { token: string } }>(LOGIN).execute({ email: 'demo@facet.dev', password: 'facet-demo' });
  store.session.signIn(login.data!.login.token);
  assert.is(store.session.isRefused.value, false, 'a fresh token clears it');
  const created = await store.mutation(CREATE).execute(INPUT);
  assert.equal(created.graphqlErrors, []);
  assert.is(store.session.isRefused.value, false);
});

http('does not blame the token for a sign-in refused for its password, nor a new token for an old answer', async () => {
  const store = open();
  const login = await store.mutation<{ login: { token: string } }>(LOGIN).execute({ email: 'demo@facet.dev', password: 'facet-demo' });
  store.session.signIn(login.data!.login.token);
  const wrong = await store.mutation(LOGIN).execute({ email: 'demo@facet.dev', password: 'nope' });
  assert.is(wrong.graphqlErrors[0]?.extensions?.code, 'UNAUTHENTICATED');
  assert.is(store.session.isRefused.value, false, 'the password was refused, not the token');

  store.session.signIn('stale');
  const pending = store.mutation(CREATE).execute(INPUT);
  store.session.signIn(login.data!.login.token);
  await pending;
  assert.is(store.session.isRefused.value, false, 'the answer was about the token sent, not the one stored now');
});

http('signing out clears it', async () => {
  const store = open();
  store.session.signIn('pasted-garbage');
  await store.mutation(CREATE).execute(INPUT);
  assert.is(store.session.isRefused.value, true);
  store.session.signOut();
  assert.is(store.session.isRefused.value, false);
});

http.run();

// ---

const ws = suite('token refusal over WebSocket, against graphql-ws');
let server: WsTestServer;
ws.before(async () => {
  server = await startGraphqlWsServer();
});
ws.after(async () => {
  await server.close();
});

ws('marks the token refused when the server refuses the connection_init that carried it', async () => {
  const store = createStore({
    storage: createMemoryStorage(),
    events: null,
    defaults: { endpoint: 'http://127.0.0.1:1/graphql', wsEndpoint: server.url },
    transportOptions: { WebSocket, events: null },
  });
  store.session.signIn(REJECTED_TOKEN);
  const feed = started(store.subscribe('subscription { feed }'));
  await waitForSignals(() => store.session.isRefused.value, 'the refusal');
  assert.is(store.connection.value.status, 'closed');
  feed.stop();
  store.dispose();
});

ws.run();

// ---

const hostile = suite('token refusal with answers of another shape');

hostile('passes answers whose errors are no list on untouched', async () => {
  const { fakeTransportFactory } = await import('./fake-transport.ts');
  const factory = fakeTransportFactory();
  const store = createStore({ createTransport: factory.createTransport, storage: createMemoryStorage(), events: null });
  store.session.signIn('t0ken');
  for (const errors of ['Internal error', [null], [{ message: 'x', extensions: null }]]) {
    const query = started(store.query('query Q { viewer }'));
    factory.last.requests.at(-1)!.resolve({ data: null, errors } as never);
    await query.settled();
    assert.is(query.error.value, null, `answered, not failed, for ${JSON.stringify(errors)}`);
    query.dispose();
  }
  assert.is(store.session.isRefused.value, false);
  store.dispose();
});

hostile.run();
