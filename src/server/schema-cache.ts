// The schema a server render needs (issue 17 "the schema must be available to the renderer"):
// introspected once per endpoint and kept for the life of the server, as the browser keeps its
// copy per endpoint. Always without the user's credential, so one user's view of a schema never
// reaches another's page. A failure is not kept: the next page asks again.
//
// Deliberately left out: refreshing a kept schema (restart the server after the API's schema
// changes; the browser still refreshes its own and re-renders) and schemas that differ for a
// signed-in user (the page is then drawn with the public one, and the browser, whose own schema
// differs, starts afresh instead of hydrating).
import type { GraphQLSchema } from 'graphql';
import {
  BASIC_INTROSPECTION_QUERY,
  INTROSPECTION_OPERATION_NAME,
  INTROSPECTION_QUERY,
  buildSchemaFromIntrospection,
  rejectsNewerIntrospection,
} from '../schema/introspection.ts';

export interface SchemaCacheOptions {
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

export interface SchemaCache {
  /** The endpoint's schema, introspected on first use; null when it could not be had. */
  get(endpoint: string): Promise<GraphQLSchema | null>;
  /** The endpoint's schema if one is already kept; never asks the endpoint. */
  peek(endpoint: string): GraphQLSchema | null;
}

export function createSchemaCache(options: SchemaCacheOptions = {}): SchemaCache {
  const { fetch: fetchImpl = globalThis.fetch } = options;
  const schemas = new Map<string, Promise<GraphQLSchema | null>>();
  const settled = new Map<string, GraphQLSchema>();

  async function ask(endpoint: string, query: string): Promise<unknown> {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query, operationName: INTROSPECTION_OPERATION_NAME, variables: {} }),
    });
    return response.json();
  }

  async function introspect(endpoint: string): Promise<GraphQLSchema | null> {
    let result = await ask(endpoint, INTROSPECTION_QUERY);
    if (rejectsNewerIntrospection(result)) result = await ask(endpoint, BASIC_INTROSPECTION_QUERY);
    const outcome = buildSchemaFromIntrospection(result);
    return outcome.ok ? outcome.schema : null;
  }

  return {
    get(endpoint) {
      let found = schemas.get(endpoint);
      if (!found) {
        found = introspect(endpoint).catch(() => null);
        schemas.set(endpoint, found);
        // A failure is forgotten once settled, so the next page tries again.
        void found.then((schema) => {
          if (schema === null) schemas.delete(endpoint);
          else settled.set(endpoint, schema);
        });
      }
      return found;
    },
    peek: (endpoint) => settled.get(endpoint) ?? null,
  };
}
