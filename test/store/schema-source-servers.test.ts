// createSchemaSource with the real transport against servers of two ages: graphql-yoga on
// graphql 16 (one request, @oneOf kept) and graphql-js 15 (the full query is rejected with 400,
// the basic one loads the schema, and later refreshes go straight to the basic one).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { effect, signal } from '@preact/signals-core';
import { isInputObjectType } from 'graphql';
import { startCurrentServer, startGraphql15Server, type IntrospectionServer } from '../helpers/introspection-servers.ts';
import { createMemoryStorage, createSchemaSource, type SchemaSource } from '../../src/store/index.ts';
import { createTransport } from '../../src/transport/index.ts';

function load(server: IntrospectionServer): SchemaSource {
  return createSchemaSource({
    transport: signal(createTransport({ url: server.url, storage: null })),
    endpoint: signal(server.url),
    storage: createMemoryStorage(),
  });
}

/** Resolves once the first introspection (with its fallback, if any) has settled. */
function settled(source: SchemaSource): Promise<void> {
  return new Promise((resolve) => {
    const stop = effect(() => {
      if (source.status.value === 'loading' || source.isRefreshing.value) return;
      resolve();
      queueMicrotask(() => stop());
    });
  });
}

const servers = suite('createSchemaSource against real servers');

servers('graphql-yoga (graphql 16): one request, and the @oneOf input is marked', async () => {
  const server = await startCurrentServer();
  const source = load(server);
  await settled(source);
  assert.is(source.status.value, 'ready', source.failure.value?.message);
  const lookup = source.schema.value?.getType('VenueLookup');
  assert.ok(isInputObjectType(lookup) && lookup.isOneOf, 'VenueLookup is @oneOf');
  assert.is(server.queries.length, 1);
  source.dispose();
  await server.close();
});

servers('graphql-js 15: the full query is rejected, the basic one loads, refreshes skip the failing try', async () => {
  const server = await startGraphql15Server();
  const source = load(server);
  await settled(source);
  assert.is(source.status.value, 'ready', source.failure.value?.message);
  assert.is(source.failure.value, null);
  assert.ok(source.schema.value?.getQueryType()?.getFields().venue, 'Query.venue is there');
  assert.equal(server.queries.map((q) => q.includes('isOneOf')), [true, false]);
  await source.refresh();
  assert.equal(server.queries.map((q) => q.includes('isOneOf')), [true, false, false]);
  assert.is(source.status.value, 'ready');
  source.dispose();
  await server.close();
});

servers.run();
