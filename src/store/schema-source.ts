/**
 * The endpoint's schema as signals: introspected with the full query (falling back to the basic
 * one for servers that reject a newer meta-field such as `isOneOf`), cached per endpoint
 * in storage so a reload shows the screens at once, refreshed in the background and on demand.
 * A failure says which: unreachable, a server error, not GraphQL, introspection disabled…
 * (issue 6 "Introspection … Failure → an alert that says which"). Signing in or out introspects
 * again: an API may show its schema (or more of it) only to a signed-in user.
 */
import { batch, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { GraphQLSchema } from 'graphql';
import {
  BASIC_INTROSPECTION_QUERY,
  INTROSPECTION_OPERATION_NAME,
  INTROSPECTION_QUERY,
  buildSchemaFromIntrospection,
  rejectsNewerIntrospection,
  type IntrospectionFailureKind,
} from '../schema/introspection.ts';
import { ServerError, TransportError, isCancelled, type ExecutionResult, type Transport } from '../transport/index.ts';
import { SCHEMA_CACHE_KEY_PREFIX } from './constants.ts';
import type { SchemaBuilder } from './schema-build.ts';
import type { StoreStorage } from './settings.ts';

export type SchemaFailureKind = IntrospectionFailureKind | 'network' | 'server' | 'not-graphql';

export interface SchemaFailure {
  kind: SchemaFailureKind;
  /** One sentence for the alert: what was expected and what arrived. */
  message: string;
  /** HTTP status when the server answered with one. */
  status: number | null;
}

export type SchemaStatus = 'loading' | 'ready' | 'error';

export interface SchemaSource {
  readonly schema: ReadonlySignal<GraphQLSchema | null>;
  readonly status: ReadonlySignal<SchemaStatus>;
  /** Why the last introspection failed; null after a success. A cached schema may still be shown. */
  readonly failure: ReadonlySignal<SchemaFailure | null>;
  /** True while an introspection request is in flight (also a background refresh). */
  readonly isRefreshing: ReadonlySignal<boolean>;
  /** Introspects again now; resolves when settled, never rejects. */
  refresh(): Promise<void>;
  dispose(): void;
}

export interface SchemaSourceOptions {
  transport: ReadonlySignal<Transport>;
  endpoint: ReadonlySignal<string>;
  storage: StoreStorage;
  /** The signed-in token (`store.session.token`); a change introspects again. @default none: only the endpoint and transport count */
  token?: ReadonlySignal<string | null>;
  /**
   * Parses and builds without long tasks (issue 13 item 9): the cached copy then shows a moment
   * after the endpoint is set, not at once. @default none: parsed and built in one call each
   */
  builder?: SchemaBuilder;
}

/**
 * A source that has the schema (or has failed to get it) from the start and never introspects:
 * the server render's, whose schema comes from its own per-endpoint cache.
 */
export function fixedSchemaSource(known: GraphQLSchema | null): SchemaSource {
  return {
    schema: signal(known),
    status: signal(known ? 'ready' : 'error'),
    failure: signal(known ? null : { kind: 'network', message: 'The schema could not be loaded on the server.', status: null }),
    isRefreshing: signal(false),
    refresh: async () => {},
    dispose() {},
  };
}

export function createSchemaSource({ transport, endpoint, storage, token, builder }: SchemaSourceOptions): SchemaSource {
  const schema = signal<GraphQLSchema | null>(null);
  const status = signal<SchemaStatus>('loading');
  const failure = signal<SchemaFailure | null>(null);
  const isRefreshing = signal(false);
  let inFlight: AbortController | null = null;
  /** Endpoints that rejected a newer meta-field: they get the basic query from then on. */
  const needsBasicQuery = new Set<string>();

  async function introspect(url: string, signal: AbortSignal): Promise<ExecutionResult> {
    const ask = (query: string) => transport.peek().request({ query, operationName: INTROSPECTION_OPERATION_NAME, variables: {} }, { signal });
    if (needsBasicQuery.has(url)) return ask(BASIC_INTROSPECTION_QUERY);
    let result: ExecutionResult | undefined;
    try {
      result = await ask(INTROSPECTION_QUERY);
    } catch (error) {
      // GraphQL-over-HTTP servers answer a validation error with a 4xx whose body says which field.
      if (!(error instanceof ServerError && rejectsNewerIntrospection(error.result))) throw error;
      result = error.result;
    }
    if (!rejectsNewerIntrospection(result)) return result!;
    needsBasicQuery.add(url);
    return ask(BASIC_INTROSPECTION_QUERY);
  }

  async function refresh(): Promise<void> {
    inFlight?.abort();
    const controller = (inFlight = new AbortController());
    const url = endpoint.peek();
    isRefreshing.value = true;
    try {
      const result = await introspect(url, controller.signal);
      if (builder) {
        // Each step below is a task of its own: the transport's parse, the text (for the cache
        // and the comparison), the slices of the build, the cache write, the render.
        await builder.yieldToMain();
        if (controller !== inFlight) return;
        // The same answer as the cached copy: nothing to build, write or re-render once it shows.
        const text = stringify(result);
        if (text !== null && text === cachedText) {
          await cachedShown;
          if (controller !== inFlight) return;
          if (schema.peek()) {
            batch(() => {
              failure.value = null;
              status.value = 'ready';
            });
            return;
          }
        }
        await builder.yieldToMain();
        if (controller !== inFlight) return;
        const outcome = await builder.build(result);
        if (controller !== inFlight) return;
        if (outcome.ok) {
          if (text !== null && text !== cachedText) {
            // A task of its own too: writing megabytes to localStorage is not short.
            await builder.yieldToMain();
            if (controller !== inFlight) return;
            writeCacheText(storage, url, text);
            await builder.yieldToMain();
            if (controller !== inFlight) return;
          }
          // What is shown (and cached) now: a later identical answer changes nothing.
          cachedText = text;
          cachedShown = Promise.resolve();
          batch(() => {
            schema.value = outcome.schema;
            failure.value = null;
            status.value = 'ready';
          });
        } else {
          fail({ kind: outcome.failure.kind, message: outcome.failure.message, status: null });
        }
        return;
      }
      const outcome = buildSchemaFromIntrospection(result);
      if (controller !== inFlight) return;
      if (outcome.ok) {
        writeCache(storage, url, result);
        batch(() => {
          schema.value = outcome.schema;
          failure.value = null;
          status.value = 'ready';
        });
      } else {
        fail({ kind: outcome.failure.kind, message: outcome.failure.message, status: null });
      }
    } catch (error) {
      if (isCancelled(error) || controller !== inFlight) return;
      fail(describeTransportFailure(error, url));
    } finally {
      if (controller === inFlight) {
        inFlight = null;
        isRefreshing.value = false;
      }
    }
  }

  function fail(reason: SchemaFailure) {
    batch(() => {
      failure.value = reason;
      // A cached schema stays usable when a background refresh fails.
      status.value = schema.peek() ? 'ready' : 'error';
    });
  }

  // A new endpoint (or a new transport for it) means another schema: show its cached copy, if
  // any, at once, and introspect in the background. A new token is the same endpoint seen by
  // someone else: keep what is shown and introspect again.
  let shown: { url: string; transport: Transport } | null = null;
  /** With a builder: the cached JSON for the shown endpoint, and when its schema has been shown (or has failed to). */
  let cachedText: string | null = null;
  let cachedShown: Promise<void> = Promise.resolve();

  /** With a builder: shows the cached copy once parsed and built, unless an answer came first. */
  async function showCached(text: string, shownFor: typeof shown) {
    let outcome: Awaited<ReturnType<SchemaBuilder['build']>>;
    try {
      outcome = await builder!.build(await builder!.parse(text));
    } catch {
      return; // an unreadable cache entry is simply a miss
    }
    if (shown !== shownFor || !outcome.ok || schema.peek()) return;
    batch(() => {
      schema.value = outcome.schema;
      // A cached schema stays usable when the refresh fails (the failure stays said).
      status.value = 'ready';
    });
  }

  const stop = effect(() => {
    const url = endpoint.value;
    const current = transport.value;
    void token?.value;
    if (builder && (shown?.url !== url || shown.transport !== current)) {
      shown = { url, transport: current };
      cachedText = readCacheText(storage, url);
      batch(() => {
        schema.value = null;
        failure.value = null;
        status.value = 'loading';
      });
      cachedShown = cachedText ? showCached(cachedText, shown) : Promise.resolve();
    } else if (shown?.url !== url || shown.transport !== current) {
      shown = { url, transport: current };
      const cached = readCache(storage, url);
      batch(() => {
        schema.value = cached;
        failure.value = null;
        status.value = cached ? 'ready' : 'loading';
      });
    }
    void refresh();
  });

  return {
    schema,
    status,
    failure,
    isRefreshing,
    refresh,
    dispose() {
      stop();
      inFlight?.abort();
    },
  };
}

function describeTransportFailure(error: unknown, url: string): SchemaFailure {
  if (error instanceof TransportError) {
    switch (error.kind) {
      case 'network':
        return { kind: 'network', message: `Could not reach ${url}: ${error.message}`, status: null };
      case 'server': {
        const { status, result } = error as ServerError;
        // A ≥ 300 answer may still be a GraphQL result saying why (introspection disabled).
        const outcome = result ? buildSchemaFromIntrospection(result) : null;
        if (outcome && !outcome.ok && outcome.failure.kind !== 'not-introspection') {
          return { kind: outcome.failure.kind, message: outcome.failure.message, status };
        }
        return { kind: 'server', message: `${url} answered with HTTP ${status}: ${error.message}`, status };
      }
      case 'parse': {
        const status = (error as TransportError & { status: number }).status;
        return { kind: 'not-graphql', message: `${url} is not a GraphQL endpoint: ${error.message}`, status };
      }
      default:
        return { kind: 'network', message: error.message, status: null };
    }
  }
  return { kind: 'network', message: error instanceof Error ? error.message : String(error), status: null };
}

function readCache(storage: StoreStorage, url: string): GraphQLSchema | null {
  try {
    const text = storage.getItem(SCHEMA_CACHE_KEY_PREFIX + url);
    if (!text) return null;
    const outcome = buildSchemaFromIntrospection(JSON.parse(text));
    return outcome.ok ? outcome.schema : null;
  } catch {
    return null; // an unreadable cache entry is simply a miss
  }
}

function readCacheText(storage: StoreStorage, url: string): string | null {
  try {
    return storage.getItem(SCHEMA_CACHE_KEY_PREFIX + url);
  } catch {
    return null;
  }
}

function stringify(result: unknown): string | null {
  try {
    return JSON.stringify(result);
  } catch {
    return null;
  }
}

function writeCacheText(storage: StoreStorage, url: string, text: string) {
  try {
    storage.setItem(SCHEMA_CACHE_KEY_PREFIX + url, text);
  } catch {
    // Quota exceeded (a very large schema): keep working without the cache.
  }
}

function writeCache(storage: StoreStorage, url: string, result: unknown) {
  try {
    storage.setItem(SCHEMA_CACHE_KEY_PREFIX + url, JSON.stringify(result));
  } catch {
    // Quota exceeded (a very large schema): keep working without the cache.
  }
}
