import { suite } from 'uvu';
import { waitForSignals } from '../helpers/signals.ts';
import * as assert from 'uvu/assert';
import { signal } from '@preact/signals-core';
import { WebSocket } from 'ws';
import { startStoreServer, type StoreServer } from '../helpers/store-server.ts';
import { createMemoryStorage, createStore, destinationOrigin, type Store } from '../../src/store/index.ts';
import { createTokenScope, upstreamOf } from '../../src/store/token-scope.ts';
import { started } from '../helpers/started.ts';

const BASE = 'https://app.example/facet/';

const waitFor = waitForSignals;

// ---

const originSuite = suite('destinationOrigin');

originSuite('names the origin a URL sends to, WebSocket schemes as their http twins', () => {
  assert.is(destinationOrigin('https://api.example/graphql', BASE), 'https://api.example');
  assert.is(destinationOrigin('wss://api.example:8443/graphql', BASE), 'https://api.example:8443');
  assert.is(destinationOrigin('ws://127.0.0.1:4000/graphql', BASE), 'http://127.0.0.1:4000');
  assert.is(destinationOrigin('/graphql', BASE), 'https://app.example');
});

originSuite('gives no origin to what no token may reach', () => {
  assert.is(destinationOrigin('javascript:alert(1)', BASE), null);
  assert.is(destinationOrigin('/graphql', undefined), null);
});

originSuite.run();

// ---

function scopeFixture(initial: Record<string, string>, endpoint = 'https://a.example/graphql', wsEndpoint: string | null = null) {
  const storage = createMemoryStorage(initial);
  const token = signal(storage.getItem('apollo-token'));
  const endpoints = signal({ url: endpoint, wsUrl: wsEndpoint });
  const scope = createTokenScope({ storage, tokenName: signal('apollo-token'), token, endpoints, baseUrl: BASE });
  return { storage, token, endpoints, scope };
}

const scopeSuite = suite('createTokenScope');

scopeSuite('takes a token it finds unrecorded as issued for the endpoints in use', () => {
  const { scope, storage } = scopeFixture({ 'apollo-token': 't' }, 'https://a.example/graphql', 'wss://live.a.example/graphql');
  assert.equal(scope.issuedFor.value, ['https://a.example', 'https://live.a.example']);
  assert.is(scope.isWithheld.value, false);
  assert.is(scope.transportStorage.getItem('apollo-token'), 't');
  assert.is(storage.getItem('apollo-token'), 't', 'the token stays where the spec keeps it');
});

scopeSuite('withholds the token from the transport when the endpoint moves to another origin', () => {
  const { scope, endpoints } = scopeFixture({ 'apollo-token': 't' });
  endpoints.value = { url: 'https://b.example/graphql', wsUrl: null };
  assert.is(scope.isWithheld.value, true);
  assert.is(scope.transportStorage.getItem('apollo-token'), null);
  assert.is(scope.transportStorage.getItem('other-key'), null, 'other keys pass through (none stored)');
});

scopeSuite('withholds it when only the WebSocket endpoint moves elsewhere', () => {
  const { scope, endpoints } = scopeFixture({ 'apollo-token': 't' });
  endpoints.value = { url: 'https://a.example/graphql', wsUrl: 'wss://evil.example/graphql' };
  assert.is(scope.isWithheld.value, true);
  assert.is(scope.transportStorage.getItem('apollo-token'), null);
});

scopeSuite('keeps sending it to another path or the same host over ws', () => {
  const { scope, endpoints } = scopeFixture({ 'apollo-token': 't' });
  endpoints.value = { url: 'https://a.example/v2/graphql', wsUrl: 'wss://a.example/graphql' };
  assert.is(scope.isWithheld.value, false);
});

scopeSuite('sends it again after the user carries it over, and remembers both origins', () => {
  const { scope, endpoints } = scopeFixture({ 'apollo-token': 't' });
  endpoints.value = { url: 'https://b.example/graphql', wsUrl: null };
  scope.carryOver();
  assert.equal(scope.issuedFor.value, ['https://a.example', 'https://b.example']);
  assert.is(scope.transportStorage.getItem('apollo-token'), 't');
  endpoints.value = { url: 'https://a.example/graphql', wsUrl: null };
  assert.is(scope.isWithheld.value, false);
});

scopeSuite('forgets the origins on sign-out, and a new sign-in is issued for the endpoints then in use', () => {
  const { scope, endpoints, token, storage } = scopeFixture({ 'apollo-token': 't' });
  scope.forget();
  token.value = null;
  endpoints.value = { url: 'https://b.example/graphql', wsUrl: null };
  scope.issueForCurrent();
  storage.setItem('apollo-token', 'u');
  token.value = 'u';
  assert.equal(scope.issuedFor.value, ['https://b.example']);
  assert.is(scope.isWithheld.value, false);
});

scopeSuite.run();

// ---

const upstreamSuite = suite('createTokenScope: a proxy\'s origin fronts one API at a time (security review finding 3)');

const PAGE = 'http://127.0.0.1:4000/query/me';
const API_A = 'aaaaaaaaaaaaaaaa';
const API_B = 'bbbbbbbbbbbbbbbb';

function proxyScope(storage: ReturnType<typeof createMemoryStorage>, upstream: string | null, endpoints = signal<{ url: string; wsUrl: string | null }>({ url: '/graphql', wsUrl: 'ws://127.0.0.1:4000/graphql' })) {
  const token = signal(storage.getItem('apollo-token'));
  return { token, endpoints, scope: createTokenScope({ storage, tokenName: signal('apollo-token'), token, endpoints, baseUrl: PAGE, upstream }) };
}

upstreamSuite('records the API behind the page\'s own origin beside it, for HTTP and WebSocket alike', () => {
  const { scope } = proxyScope(createMemoryStorage({ 'apollo-token': 't' }), API_A);
  assert.equal(scope.issuedFor.value, [`http://127.0.0.1:4000 (upstream ${API_A})`]);
  assert.is(scope.transportStorage.getItem('apollo-token'), 't');
});

upstreamSuite('holds the token back when the same origin now fronts another API', () => {
  const storage = createMemoryStorage({ 'apollo-token': 't' });
  proxyScope(storage, API_A); // signed in while the proxy fronted A
  const { scope } = proxyScope(storage, API_B); // restarted on the same port in front of B
  assert.is(scope.isWithheld.value, true);
  assert.is(scope.transportStorage.getItem('apollo-token'), null);
  assert.equal(scope.destinations.value, [`http://127.0.0.1:4000 (upstream ${API_B})`]);
});

upstreamSuite('holds back a token recorded for the bare origin (the demo, or before upstreams were recorded) from a proxy there, and the reverse', () => {
  const storage = createMemoryStorage({ 'apollo-token': 't' });
  proxyScope(storage, null);
  assert.is(proxyScope(storage, API_A).scope.isWithheld.value, true);
  const other = createMemoryStorage({ 'apollo-token': 't' });
  proxyScope(other, API_A);
  assert.is(proxyScope(other, null).scope.isWithheld.value, true);
});

upstreamSuite('names the upstream only for the page\'s own origin: another origin is its own API', () => {
  const { scope } = proxyScope(createMemoryStorage({ 'apollo-token': 't' }), API_A, signal({ url: 'https://api.example/graphql', wsUrl: null }));
  assert.equal(scope.issuedFor.value, ['https://api.example']);
});

upstreamSuite('reads the upstream from config.json only when it is a hash', () => {
  assert.is(upstreamOf({ upstream: API_A }), API_A);
  assert.is(upstreamOf({ upstream: 'http://api.example' }), null);
  assert.is(upstreamOf({ upstream: 42 }), null);
  assert.is(upstreamOf({}), null);
});

upstreamSuite('createStore: config.json\'s upstream scopes the token; another one holds it back', () => {
  const storage = createMemoryStorage();
  const open = (upstream: string) => createStore({ storage, draftStorage: createMemoryStorage(), events: null, requestFrame: null, baseUrl: PAGE, defaults: { endpoint: '/graphql', upstream } });
  const first = open(API_A);
  first.session.signIn('t');
  assert.is(first.tokenScope.isWithheld.value, false);
  first.dispose();
  const again = open(API_A);
  assert.is(again.tokenScope.isWithheld.value, false, 'the same API after a restart');
  again.dispose();
  const other = open(API_B);
  assert.is(other.tokenScope.isWithheld.value, true);
  other.dispose();
});

upstreamSuite.run();

// ---

let serverA: StoreServer;
let serverB: StoreServer;
const stores: Store[] = [];
const VIEWER = 'query Viewer { viewer }';

const storeSuite = suite('createStore: the token stays with its origin (two real servers)');

storeSuite.before(async () => {
  [serverA, serverB] = await Promise.all([startStoreServer(), startStoreServer()]);
});
storeSuite.after(async () => {
  for (const store of stores) store.dispose();
  await Promise.all([serverA.close(), serverB.close()]);
});

function open(): Store {
  const store = createStore({
    storage: createMemoryStorage(),
    events: null,
    defaults: { endpoint: serverA.url, wsEndpoint: serverA.wsUrl },
    transportOptions: { WebSocket, events: null },
  });
  stores.push(store);
  return store;
}

async function askViewer(store: Store): Promise<void> {
  const viewer = started(store.query(VIEWER, {}, { fetchPolicy: 'network-only' }));
  await viewer.settled();
  viewer.dispose();
}

storeSuite('sends nothing to another origin until the user carries the token over', async () => {
  const store = open();
  store.session.signIn('issued-for-a');
  await askViewer(store);
  store.settings.save({ endpoint: serverB.url });
  assert.is(store.tokenScope.isWithheld.value, true);
  await askViewer(store);
  store.tokenScope.carryOver();
  await askViewer(store);
  assert.equal(serverA.requests.map((r) => r.authorization), ['Bearer issued-for-a']);
  assert.equal(serverB.requests.map((r) => r.authorization), [null, 'Bearer issued-for-a']);
});

storeSuite('leaves the token out of connection_init when only the WebSocket endpoint moves', async () => {
  const store = open();
  store.session.signIn('issued-for-a');
  store.settings.save({ wsEndpoint: serverB.wsUrl });
  const feed = started(store.subscribe('subscription { itemChanged { id price } }'));
  await waitFor(() => feed.status.value.status === 'connected', 'the connection to server B');
  feed.stop();
  assert.ok(serverB.connectionParams.length > 0, 'the socket reached server B');
  const params = serverB.connectionParams[0] as Record<string, unknown> | undefined;
  assert.is(params?.Authorization, undefined);
  assert.is((params?.headers as Record<string, unknown> | undefined)?.Authorization, undefined);
});

storeSuite.run();
