import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { signal } from '@preact/signals-core';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { createFakeTransport, fakeTransportFactory, flush } from './fake-transport.ts';
import { createManualClock } from '../helpers/clock.ts';
import {
  createMemoryStorage,
  createSchemaBuilder,
  createSchemaSource,
  createStore,
  NetworkError,
  ParseError,
  ServerError,
  storeConstants,
} from '../../src/store/index.ts';
import type { Transport } from '../../src/transport/index.ts';

const introspection = { data: introspectionFromSchema(buildSchema('type Query { hello: String }')) as unknown as Record<string, unknown> };

function setup(storage = createMemoryStorage()) {
  const first = createFakeTransport();
  const transport = signal<Transport>(first);
  const endpoint = signal('/graphql');
  const source = createSchemaSource({ transport, endpoint, storage });
  return { source, first, transport, endpoint, storage };
}

const schemaSource = suite('createSchemaSource');

schemaSource('introspects the endpoint and caches the result per endpoint', async () => {
  const { source, first, storage } = setup();
  assert.is(source.status.value, 'loading');
  assert.ok(source.isRefreshing.value);
  const sent = first.next();
  assert.is(sent.operation.operationName, 'IntrospectionQuery');
  sent.resolve(introspection);
  await flush();
  assert.is(source.status.value, 'ready');
  assert.ok(source.schema.value?.getQueryType());
  assert.is(source.isRefreshing.value, false);
  assert.ok(storage.getItem(`${storeConstants.SCHEMA_CACHE_KEY_PREFIX}/graphql`));
  source.dispose();
});

schemaSource('shows the cached schema at once and refreshes it in the background', async () => {
  const storage = createMemoryStorage({ [`${storeConstants.SCHEMA_CACHE_KEY_PREFIX}/graphql`]: JSON.stringify(introspection) });
  const { source, first } = setup(storage);
  assert.is(source.status.value, 'ready');
  assert.ok(source.schema.value);
  first.next().reject(new NetworkError(new Error('offline')));
  await flush();
  assert.is(source.status.value, 'ready', 'a failed background refresh keeps the cached schema');
  assert.is(source.failure.value?.kind, 'network');
  source.dispose();
});

schemaSource('says which failure happened', async () => {
  const run = async (answer: (t: ReturnType<typeof createFakeTransport>) => void) => {
    const { source, first } = setup();
    answer(first);
    await flush();
    const failure = source.failure.value;
    source.dispose();
    assert.is(source.status.value, 'error');
    return failure;
  };
  assert.is((await run((t) => t.next().reject(new NetworkError(new Error('refused')))))?.kind, 'network');
  const server = await run((t) => t.next().reject(new ServerError(502, '<html>', undefined)));
  assert.equal([server?.kind, server?.status], ['server', 502]);
  assert.is((await run((t) => t.next().reject(new ParseError(200, '<!doctype html>'))))?.kind, 'not-graphql');
  const disabledBody = { errors: [{ message: 'GraphQL introspection is not allowed' }] };
  const disabled = await run((t) => t.next().reject(new ServerError(400, JSON.stringify(disabledBody), disabledBody)));
  assert.equal([disabled?.kind, disabled?.status], ['introspection-disabled', 400]);
  assert.is((await run((t) => t.next().resolve({ data: { something: 1 } })))?.kind, 'not-introspection');
});

schemaSource('introspects again for another endpoint and aborts the previous request', async () => {
  const { source, first, endpoint } = setup();
  const pending = first.next();
  endpoint.value = 'http://127.0.0.1:9/graphql';
  assert.ok(pending.isAborted);
  first.next().resolve(introspection);
  await flush();
  assert.is(source.status.value, 'ready');
  assert.is(source.failure.value, null);
  source.dispose();
});

schemaSource('falls back to the basic query when the server rejects a newer meta-field, and keeps to it', async () => {
  const { source, first } = setup();
  const full = first.next();
  assert.match(full.operation.query, 'isOneOf');
  full.resolve({ errors: [{ message: 'Cannot query field "isOneOf" on type "__Type".' }] });
  await flush();
  const basic = first.next();
  assert.is(basic.operation.operationName, 'IntrospectionQuery');
  assert.not.match(basic.operation.query, 'isOneOf');
  basic.resolve(introspection);
  await flush();
  assert.is(source.status.value, 'ready');
  assert.is(source.failure.value, null);
  void source.refresh();
  assert.not.match(first.next().operation.query, 'isOneOf', 'the endpoint is remembered: no second failed try');
  source.dispose();
});

schemaSource('falls back on a 400 whose body names the meta-field too; other failures are reported as they are', async () => {
  const { source, first } = setup();
  const rejected = { errors: [{ message: 'Cannot query field "specifiedByURL" on type "__Type".' }] };
  first.next().reject(new ServerError(400, JSON.stringify(rejected), rejected));
  await flush();
  first.next().resolve(introspection);
  await flush();
  assert.is(source.status.value, 'ready');
  source.dispose();

  const other = setup();
  const unauthorized = { errors: [{ message: 'Not signed in' }] };
  other.first.next().reject(new ServerError(401, JSON.stringify(unauthorized), unauthorized));
  await flush();
  assert.is(other.first.requests.length, 1, 'no second try for an unrelated error');
  assert.equal([other.source.failure.value?.kind, other.source.failure.value?.status], ['graphql-errors', 401]);
  other.source.dispose();
});

schemaSource.run();

// ---

const session = suite('store.createSchemaSource with the session token');

/** A store over fake transports and the schema source it makes (as src/main.tsx does): wired to its session token. */
function setupWithSession() {
  const factory = fakeTransportFactory();
  const storage = createMemoryStorage();
  const store = createStore({ createTransport: factory.createTransport, storage, events: null, clock: createManualClock() });
  const source = store.createSchemaSource();
  return { store, source, factory, storage };
}

const notSignedIn = { errors: [{ message: 'Introspection needs a signed-in user' }] };

session('introspects again on sign-in, when the API shows its schema only to signed-in users', async () => {
  const { store, source, factory, storage } = setupWithSession();
  factory.last.next().reject(new ServerError(401, JSON.stringify(notSignedIn), notSignedIn));
  await flush();
  assert.is(source.status.value, 'error');
  store.session.signIn('t0k3n');
  assert.ok(source.isRefreshing.value);
  const again = factory.last.next();
  assert.is(again.operation.operationName, 'IntrospectionQuery');
  assert.is(storage.getItem('apollo-token'), 't0k3n', 'the token is stored before the request reads it');
  again.resolve(introspection);
  await flush();
  assert.is(source.status.value, 'ready');
  assert.is(source.failure.value, null);
  assert.is(factory.made.length, 1, 'the same transport: only the token changed');
  source.dispose();
  store.dispose();
});

session('introspects again on sign-out, keeping the schema shown while it asks', async () => {
  const { store, source, factory } = setupWithSession();
  factory.last.next().resolve(introspection);
  await flush();
  store.session.signIn('t0k3n');
  factory.last.next().resolve(introspection);
  await flush();
  const shown = source.schema.value;
  store.session.signOut();
  const again = factory.last.next();
  assert.is(source.schema.value, shown, 'no reset to the cached copy: the endpoint is the same');
  assert.is(source.status.value, 'ready');
  again.reject(new ServerError(401, JSON.stringify(notSignedIn), notSignedIn));
  await flush();
  assert.is(source.status.value, 'ready', 'the schema seen before stays usable');
  assert.equal([source.failure.value?.kind, source.failure.value?.status], ['graphql-errors', 401]);
  source.dispose();
  store.dispose();
});

session('asks once per change: the same token again, or a change after dispose, sends nothing', async () => {
  const { store, source, factory } = setupWithSession();
  factory.last.next().resolve(introspection);
  await flush();
  store.session.signIn('t0k3n');
  factory.last.next().resolve(introspection);
  await flush();
  const sent = factory.last.requests.length;
  store.session.signIn('t0k3n');
  assert.is(factory.last.requests.length, sent, 'the same token: nothing to reload');
  source.dispose();
  store.session.signOut();
  assert.is(factory.last.requests.length, sent);
  store.dispose();
});

session.run();

// ---

const typing = suite('store.createSchemaSource gives the cache the schema\'s possible types');

const unionSchema = buildSchema(`
  type Query { search: [Result!]! }
  union Result = Book | Film
  type Book { id: ID! title: String! }
  type Film { id: ID! title: String! minutes: Int! }
`);

typing('a fragment on another member of a union is not required once the schema is known', async () => {
  const { store, source, factory } = setupWithSession();
  const document = '{ search { __typename ... on Book { id title } ... on Film { id title minutes } } }';
  // A Book read with Film's fragment: without the schema, Film's fields match loosely; with it,
  // they do not apply to a Book at all, as graphql-js executes the document.
  store.cache.write(document, undefined, { search: [{ __typename: 'Book', id: '1', title: 'Dune' }] });
  factory.last.next().resolve({ data: introspectionFromSchema(unionSchema) as unknown as Record<string, unknown> });
  await flush();
  assert.is(source.status.value, 'ready');
  const film = '{ search { __typename ... on Film { id minutes } } }';
  assert.equal(store.cache.read(film).data, { search: [{ __typename: 'Book' }] });
  assert.is(store.cache.read(film).isComplete, true, 'Film\'s fields are not asked of a Book');
  source.dispose();
  store.dispose();
});

typing('a schema already known (the server render\'s) matches as the introspected one does, without introspecting', async () => {
  // Review finding 6: the server rendered with a schema source of its own that never gave the
  // cache the possible types, so its read of an interface or union fragment was loose where the
  // browser's, whose source introspects, was exact: a hydration mismatch.
  const factory = fakeTransportFactory();
  const server = createStore({ createTransport: factory.createTransport, storage: createMemoryStorage(), events: null, clock: createManualClock() });
  const known = server.createSchemaSource({ schema: unionSchema });
  assert.is(known.status.value, 'ready');
  assert.is(known.schema.value, unionSchema);
  const browser = setupWithSession();
  browser.factory.last.next().resolve({ data: introspectionFromSchema(unionSchema) as unknown as Record<string, unknown> });
  await flush();
  const written = { search: [{ __typename: 'Book', id: '1', title: 'Dune' }] };
  const film = '{ search { __typename ... on Film { id minutes } } }';
  for (const store of [server, browser.store]) store.cache.write('{ search { __typename ... on Book { id title } } }', undefined, written);
  assert.equal(server.cache.read(film), browser.store.cache.read(film));
  assert.equal(server.cache.read(film).data, { search: [{ __typename: 'Book' }] });
  assert.is(factory.last.requests.length, 0, 'nothing is introspected');
  const failed = server.createSchemaSource({ schema: null });
  assert.is(failed.status.value, 'error');
  known.dispose();
  failed.dispose();
  browser.source.dispose();
  browser.store.dispose();
  server.dispose();
});

typing('another endpoint forgets the types until its own schema arrives', async () => {
  const { store, source, factory } = setupWithSession();
  factory.last.next().resolve({ data: introspectionFromSchema(unionSchema) as unknown as Record<string, unknown> });
  await flush();
  store.settings.save({ endpoint: 'https://other.example/graphql' });
  const film = '{ search { __typename ... on Film { id minutes } } }';
  store.cache.write('{ search { __typename ... on Book { id title } } }', undefined, { search: [{ __typename: 'Book', id: '1', title: 'Dune' }] });
  assert.equal(store.cache.read(film).data, { search: [{ __typename: 'Book', id: '1' }] }, 'loose again: what another type\'s fragment shares is used, never required');
  source.dispose();
  store.dispose();
});

typing.run();

// ---

const withBuilder = suite('createSchemaSource with a builder (issue 13 item 9)');

/** Waits for the sliced build's yields (zero-delay timeouts) and the promises after them. */
const settle = async () => {
  for (let i = 0; i < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flush();
  }
};

function setupWithBuilder(storage = createMemoryStorage()) {
  const first = createFakeTransport();
  const builder = createSchemaBuilder({ yieldToMain: () => new Promise((resolve) => setTimeout(resolve, 0)) });
  const source = createSchemaSource({ transport: signal<Transport>(first), endpoint: signal('/graphql'), storage, builder });
  return { source, first, storage };
}

withBuilder('shows the cached schema once built, and keeps it when the answer is the same', async () => {
  const key = `${storeConstants.SCHEMA_CACHE_KEY_PREFIX}/graphql`;
  const storage = createMemoryStorage({ [key]: JSON.stringify(introspection) });
  let writes = 0;
  const counting = { ...storage, getItem: (k: string) => storage.getItem(k), removeItem: (k: string) => storage.removeItem(k), setItem: (k: string, v: string) => ((writes += 1), storage.setItem(k, v)) };
  const { source, first } = setupWithBuilder(counting);
  assert.is(source.status.value, 'loading');
  await settle();
  assert.is(source.status.value, 'ready');
  const cached = source.schema.value;
  assert.ok(cached?.getQueryType());
  first.next().resolve(JSON.parse(JSON.stringify(introspection)));
  await settle();
  assert.is(source.schema.value, cached, 'the same answer is not built again');
  assert.is(writes, 0, 'nor written again');
  source.dispose();
});

withBuilder('builds and caches a new answer, and says which failure happened', async () => {
  const { source, first, storage } = setupWithBuilder();
  first.next().resolve(introspection);
  await settle();
  assert.is(source.status.value, 'ready');
  assert.ok(source.schema.value?.getQueryType()?.getFields().hello);
  assert.ok(storage.getItem(`${storeConstants.SCHEMA_CACHE_KEY_PREFIX}/graphql`));
  source.dispose();
  const failing = setupWithBuilder();
  failing.first.next().resolve({ data: { something: 1 } });
  await settle();
  assert.is(failing.source.status.value, 'error');
  assert.is(failing.source.failure.value?.kind, 'not-introspection');
  failing.source.dispose();
});

withBuilder.run();
