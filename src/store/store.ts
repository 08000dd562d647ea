/**
 * createStore: the one object the UI reads. It owns the transport (re-created when the
 * connection settings change, and never handed out: the UI reads the connection state, the
 * schema and results through the store), the normalised cache, the session, the settings and the
 * notices, and creates query, mutation and subscription handles over them. After a lost
 * connection it refetches the mounted queries (notes/ui.md §2 #15 "missed state is refetched").
 */
import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { GraphQLSchema } from 'graphql';
import {
  createTransport as createDefaultTransport,
  type Clock,
  type ConnectionState,
  type Transport,
  type TransportOptions,
  type WsProtocol,
} from '../transport/index.ts';
import { watchConnection } from './connection.ts';
import { possibleTypesOf } from './cache-fields.ts';
import { createCache, type CacheOptions, type NormalizedCache, type SerializedCache, type Variables } from './cache.ts';
import { BYTES_PER_MIB, SERIALIZED_STATE_VERSION, SETTINGS_STORAGE_KEY, SSR_FORCE_FETCH_DELAY_MS, TOKEN_ORIGINS_KEY_PREFIX } from './constants.ts';
import { prepareDocument, type DocumentInput, type PreparedDocument } from './document.ts';
import { createDocumentDraft, type DocumentDraftStore } from './document-draft.ts';
import type { RunRecord } from './history.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { createMutation, type MutationHandle, type MutationOptions } from './mutation.ts';
import { createNotices, type Notices } from './notices.ts';
import type { OperationContext } from './operation-context.ts';
import { createQuery, type QueryHandle, type QueryOptions } from './query.ts';
import type { SchemaBuilder } from './schema-build.ts';
import { createSchemaSource, fixedSchemaSource, type SchemaSource } from './schema-source.ts';
import { reportMutationRuns, reportQueryRuns, reportSubscriptionRun, type RunReportContext } from './run-recorder.ts';
import { createSession, type Session } from './session.ts';
import { createTokenScope, upstreamOf, type TokenScope } from './token-scope.ts';
import { createTokenRefusal } from './token-refusal.ts';
import { realClock } from './real-clock.ts';
import { randomIdempotencyKey } from './idempotency.ts';
import { headersFromRows } from './header-rules.ts';
import { createSettings, resolveWebSocketUrl, type SettingsStore, type StoreStorage } from './settings.ts';
import { animationFrames, createSubscription, type FrameScheduler, type SubscriptionFeed, type SubscriptionOptions } from './subscription.ts';

/** What `store.serialize()` returns and `initialState` accepts: JSON-safe. */
export interface SerializedState {
  readonly version: number;
  readonly cache: SerializedCache;
}

/** Transport options the store does not derive from the settings. */
export type ExtraTransportOptions = Omit<
  TransportOptions,
  'url' | 'wsUrl' | 'tokenName' | 'storage' | 'persistedQueries' | 'useGetForHashedQueries' | 'preflightHeader' | 'headers' | 'clock' | 'timeoutMs' | 'maxResponseBytes'
>;

export interface StoreOptions {
  /**
   * Makes a transport from the settings; called again whenever endpoint, WebSocket endpoint,
   * token name, persisted queries, hashed GET, the preflight header or the headers change (as
   * switching the saved endpoint does).
   * @default createTransport from src/transport
   */
  createTransport?: (options: TransportOptions) => Transport;
  /** Passed to every transport created (fetch, WebSocket, reconnect timings…). @default {} */
  transportOptions?: ExtraTransportOptions;
  /** Where settings and the token live; the transport reads the token from it too. @default globalThis.localStorage, else in memory */
  storage?: StoreStorage;
  /** Where the /document draft lives: one per tab, so a reload keeps it. @default globalThis.sessionStorage, else in memory */
  draftStorage?: StoreStorage;
  /** Where other tabs' `storage` events and the browser's `online` event arrive. @default globalThis when it is an EventTarget (the window) */
  events?: EventTarget | null;
  /** Timers and time: toasts, polling, the after-hydration window. @default realClock */
  clock?: Clock;
  /**
   * Animation frames: subscription events are applied once per frame (issue 12 item 7); null
   * applies them per FEED_FLUSH_INTERVAL_MS on the clock. @default requestAnimationFrame where it exists, else null
   */
  requestFrame?: FrameScheduler | null;
  /**
   * Deployment defaults (the optional config.json), under the user's settings; its `upstream` (proxy
   * mode) names the API behind the page's origin for the token's scope. @default {}
   */
  defaults?: Readonly<Record<string, unknown>>;
  /** State from `store.serialize()` (a server-rendered start). @default null */
  initialState?: SerializedState | null;
  /** Key fields per `__typename`; `false` never normalises that type. @default {} (`id` for every type) */
  keyFields?: CacheOptions['keyFields'];
  /** The page address relative WebSocket endpoints resolve against. @default globalThis.location?.href */
  baseUrl?: string;
  /** Makes the Idempotency-Key each mutation carries, one per execution. @default a random UUID (WebCrypto) */
  newIdempotencyKey?: () => string;
  /** Told of every run when it ends (the history records them; issue 18). @default null */
  onRun?: ((run: RunRecord) => void) | null;
  /**
   * A server render runs no effects, so no handle would ever get its first subscriber: each query
   * and feed starts as it is created instead, and ends with the store (src/server/render-page.tsx).
   * @default false
   */
  isServerRender?: boolean;
}

export interface StoreSchemaSourceOptions {
  /** Where the introspection result is cached per endpoint. @default the store's storage */
  storage?: StoreStorage;
  /** Parses and builds the schema without long tasks (`createSchemaBuilder`). @default none: in one call each */
  builder?: SchemaBuilder;
  /**
   * The schema already known, or null when it could not be had: no introspection runs. The server
   * render passes its cached one, so its cache matches fragments exactly as the browser's does.
   * @default none: introspected over the store's transport
   */
  schema?: GraphQLSchema | null;
}

/** The session, and whether the server refused its token. */
export interface StoreSession extends Session {
  /**
   * True once the server refused the stored token: UNAUTHENTICATED or HTTP 401 for a request that
   * carried it, or a refused connection_init (src/store/token-refusal.ts). A new token clears it.
   */
  readonly isRefused: ReadonlySignal<boolean>;
}

export interface Store {
  /** A query handle, not yet started: its first subscriber runs it and keeps its result current. */
  query<TData = Record<string, unknown>>(document: DocumentInput, variables?: Variables, options?: QueryOptions): QueryHandle<TData>;
  /** A mutation handle, not yet sent. */
  mutation<TData = Record<string, unknown>>(document: DocumentInput, options?: MutationOptions): MutationHandle<TData>;
  /** A mutation handle, sent at once. */
  mutate<TData = Record<string, unknown>>(document: DocumentInput, variables?: Variables, options?: MutationOptions): MutationHandle<TData>;
  /** A subscription feed, not yet started: its first subscriber starts it. */
  subscribe<TData = Record<string, unknown>>(document: DocumentInput, variables?: Variables, options?: SubscriptionOptions): SubscriptionFeed<TData>;
  readonly cache: NormalizedCache;
  readonly session: StoreSession;
  /** Where the stored token may be sent: withheld from endpoints outside the origins it was issued for. */
  readonly tokenScope: Pick<TokenScope, 'issuedFor' | 'destinations' | 'isWithheld' | 'carryOver'>;
  readonly settings: SettingsStore;
  readonly notices: Notices;
  /** The /document editor's draft, saved a moment after typing stops (with the store's clock). */
  readonly documentDraft: DocumentDraftStore;
  /**
   * The live (WebSocket) connection of the current transport, following it when the settings
   * re-create it. Drops and recoveries are also told as toasts, decided here once.
   */
  readonly connection: ReadonlySignal<ConnectionState>;
  /** While the live connection waits to reconnect: whole seconds until it tries, moving each second; else null. */
  readonly secondsToRetry: ReadonlySignal<number | null>;
  /** While the live connection waits to reconnect: tries at once (the transport's `reconnect()`). */
  retryConnectionNow(): void;
  /**
   * The endpoint's schema over this store's transport, endpoint, session token and storage
   * (introspected again when any of them changes); disposed with the store.
   */
  createSchemaSource(options?: StoreSchemaSourceOptions): SchemaSource;
  /** The cache as JSON-safe state for `createStore({ initialState })` or `hydrate()`. */
  serialize(): SerializedState;
  /**
   * A server-rendered start that could not pass `initialState` at creation (the browser waits for
   * the schema before hydrating, issue 17): restores the state now and returns `hydrated`, to call
   * once the hydrated screens are committed. Until then every fetch is answered as inside the
   * after-hydration window, which lasts SSR_FORCE_FETCH_DELAY_MS from that call, so a slow
   * hydration cannot use the window up before the screens have even asked.
   */
  hydrate(state: SerializedState): () => void;
  /** Stops every query, subscription, timer and listener, and disposes the transport. */
  dispose(): void;
}

export function createStore(options: StoreOptions = {}): Store {
  const {
    createTransport = createDefaultTransport,
    transportOptions = {},
    storage = browserStorage('localStorage'),
    draftStorage = browserStorage('sessionStorage'),
    events = defaultEvents(),
    clock = realClock,
    requestFrame = animationFrames(),
    defaults = {},
    initialState = null,
    keyFields = {},
    baseUrl = globalThis.location?.href,
    newIdempotencyKey = randomIdempotencyKey,
    onRun = null,
    isServerRender = false,
  } = options;

  const cache = createCache({ keyFields });
  const settings = createSettings(storage, defaults);
  const notices = createNotices(clock);
  const documentDraft = createDocumentDraft({ storage: draftStorage, clock });

  const connectionSettings = computed(() => {
    const { endpoint, wsEndpoint, tokenName, persistedQueries, useGetForHashedQueries, preflightHeaderName, preflightHeaderValue, headers, requestTimeoutSeconds, maxResponseMiB } =
      settings.values.value;
    return {
      url: endpoint,
      wsUrl: resolveWebSocketUrl(wsEndpoint, baseUrl),
      tokenName,
      persistedQueries,
      useGetForHashedQueries,
      preflightHeader: { name: preflightHeaderName, value: preflightHeaderValue },
      // A plain object per transport, not a function over the settings: a request or reconnect of
      // the transport being replaced can never read the next profile's headers (issue 14 §1).
      headers: headersFromRows(headers),
      timeoutMs: requestTimeoutSeconds * 1000,
      maxResponseBytes: maxResponseMiB * BYTES_PER_MIB,
    };
  });
  const tokenName = computed(() => settings.values.value.tokenName);
  // Declared before the transport it reconnects; only called after the store is built.
  const storedSession = createSession({
    storage,
    tokenName,
    onChange: () => {
      refusal.clear(); // a new token (or none): nothing has refused it
      transport.peek().reconnect();
    },
  });
  const tokenScope = createTokenScope({
    storage,
    tokenName,
    token: storedSession.token,
    endpoints: computed(() => ({ url: connectionSettings.value.url, wsUrl: connectionSettings.value.wsUrl })),
    baseUrl,
    upstream: upstreamOf(defaults),
  });
  const refusal = createTokenRefusal(() => tokenScope.transportStorage.getItem(tokenName.peek()) || null);
  const session: StoreSession = {
    ...storedSession,
    isRefused: refusal.isRefused,
    signIn(value) {
      tokenScope.issueForCurrent(); // recorded before the reconnect reads the token
      storedSession.signIn(value);
    },
    signOut() {
      storedSession.signOut();
      tokenScope.forget();
    },
  };

  // One memo of the dialect each address speaks for every transport the store makes: a settings
  // edit does not make a legacy server pay the refused first try again (review finding 9).
  const workingProtocols = new Map<string, WsProtocol>();
  const make = (c: typeof connectionSettings.value) =>
    refusal.watch(createTransport({ workingProtocols, ...transportOptions, ...c, storage: tokenScope.transportStorage, clock }));
  const transport = signal<Transport>(make(connectionSettings.peek()));

  const queries = new Set<Pick<QueryHandle<unknown>, 'fetchPolicy' | 'refetch' | 'dispose'>>();
  const subscriptions = new Set<{ stop(): void }>();

  const schemaSources = new Set<SchemaSource>();

  let previous = JSON.stringify(connectionSettings.peek());
  const stopRecreating = effect(() => {
    const next = connectionSettings.value;
    const key = JSON.stringify(next);
    if (key === previous) return;
    const before = JSON.parse(previous) as typeof next;
    // Other headers (another role, another key) may see other records on the same address.
    const isOtherEndpoint = before.url !== next.url || JSON.stringify(before.headers) !== JSON.stringify(next.headers);
    previous = key;
    const old = transport.peek();
    if (key === JSON.stringify({ ...before, timeoutMs: next.timeoutMs, maxResponseBytes: next.maxResponseBytes })) {
      // Only the HTTP limits, which the socket does not use: requests go through a new transport
      // whose socket never opens, and live subscriptions keep theirs (review finding 9). Requests
      // in flight finish under the limits they started with; the store's dispose ends them too.
      const half = make(next);
      const { dispose } = old;
      old.request = half.request;
      old.dispose = () => {
        dispose.call(old);
        half.dispose();
      };
      return;
    }
    batch(() => {
      transport.value = make(next);
      if (isOtherEndpoint) {
        cache.clear(); // another server's entities are not this one's
        cache.setPossibleTypes(undefined); // nor its types, until its schema arrives
      }
    });
    old.dispose();
    if (isOtherEndpoint) for (const q of queries) void q.refetch();
  });

  /** Once per event: mutations are never repeated, and cache-only queries never reach the network. */
  function refetchActiveQueries() {
    for (const q of [...queries]) if (q.fetchPolicy !== 'cache-only') void q.refetch();
  }

  // Subscriptions resume after a reconnect, but what changed while the socket was down reached
  // no query (notes/ui.md §2 #15): refetch when a transport that was connected is back.
  const connection = watchConnection(transport, { notices, clock, onRestored: () => refetchActiveQueries() });
  // The browser fires `online` only after it was offline: any answer may be stale by now.
  const onOnline = () => refetchActiveQueries();
  events?.addEventListener('online', onOnline);

  /** When the after-hydration window opened; Infinity while hydrating; null for no window. */
  let hydratedAt: number | null = null;
  function hydrate(state: SerializedState): () => void {
    if (state.version === SERIALIZED_STATE_VERSION) cache.restore(state.cache);
    hydratedAt = Infinity;
    return () => void (hydratedAt = clock.now());
  }
  if (initialState) hydrate(initialState)();
  const context: OperationContext = {
    cache,
    transport,
    connection: connection.state,
    clock,
    newIdempotencyKey,
    isHydrating: () => hydratedAt !== null && clock.now() - hydratedAt < SSR_FORCE_FETCH_DELAY_MS,
  };

  const onStorage = (event: Event) => {
    const { key, storageArea } = event as StorageEvent;
    if (storageArea && storageArea !== (storage as unknown)) return;
    if (key === null || key === tokenName.peek()) session.reload();
    if (key === null || key.startsWith(TOKEN_ORIGINS_KEY_PREFIX)) tokenScope.reload();
    if (key === null || key === SETTINGS_STORAGE_KEY) settings.reload();
  };
  events?.addEventListener('storage', onStorage);

  const runContext = (document: DocumentInput, prepared: PreparedDocument): RunReportContext | null =>
    onRun && {
      clock,
      onRun,
      endpoint: () => settings.values.peek().endpoint,
      query: typeof document === 'string' ? document : prepared.query,
      operationName: prepared.operationName,
    };

  function query<TData>(document: DocumentInput, variables: Variables = {}, queryOptions: QueryOptions = {}): QueryHandle<TData> {
    const prepared = prepareDocument(document, queryOptions.operationName);
    const report = runContext(document, prepared);
    let stopReporting = () => {};
    // Held only while started: a handle nobody subscribed to is refetched by nothing.
    const handle: QueryHandle<TData> = createQuery<TData>(context, prepared, variables, queryOptions, {
      onStart() {
        queries.add(handle);
        if (report) stopReporting = reportQueryRuns(handle, report);
      },
      onStop() {
        queries.delete(handle);
        stopReporting();
      },
    });
    if (isServerRender) handle.subscribe();
    return handle;
  }

  function mutation<TData>(document: DocumentInput, mutationOptions: MutationOptions = {}): MutationHandle<TData> {
    const prepared = prepareDocument(document, mutationOptions.operationName);
    const handle = createMutation<TData>(context, prepared, mutationOptions);
    const report = runContext(document, prepared);
    return report ? reportMutationRuns(handle, report) : handle;
  }

  function subscribe<TData>(document: DocumentInput, variables: Variables = {}, subscriptionOptions: SubscriptionOptions = {}): SubscriptionFeed<TData> {
    const prepared = prepareDocument(document, subscriptionOptions.operationName);
    const report = runContext(document, prepared);
    const feed: SubscriptionFeed<TData> = createSubscription<TData>(
      context,
      prepared,
      variables,
      {
        onStart() {
          subscriptions.add(feed);
          if (report) reportSubscriptionRun(feed, variables, report);
        },
        onStop: () => subscriptions.delete(feed),
      },
      requestFrame,
    );
    if (isServerRender) feed.subscribe();
    return feed;
  }

  return {
    query,
    mutation,
    mutate<TData>(document: DocumentInput, variables: Variables = {}, mutationOptions: MutationOptions = {}) {
      const handle = mutation<TData>(document, mutationOptions);
      void handle.execute(variables);
      return handle;
    },
    subscribe,
    cache,
    session,
    tokenScope: {
      issuedFor: tokenScope.issuedFor,
      destinations: tokenScope.destinations,
      isWithheld: tokenScope.isWithheld,
      carryOver() {
        tokenScope.carryOver();
        transport.peek().reconnect(); // live connections re-authenticate with the token
      },
    },
    settings,
    notices,
    documentDraft,
    connection: connection.state,
    secondsToRetry: connection.secondsToRetry,
    retryConnectionNow: connection.retryNow,
    createSchemaSource(sourceOptions: StoreSchemaSourceOptions = {}) {
      const source = sourceOptions.schema !== undefined ? fixedSchemaSource(sourceOptions.schema) : createSchemaSource({
        transport,
        endpoint: computed(() => settings.values.value.endpoint),
        storage: sourceOptions.storage ?? storage,
        token: session.token,
        ...(sourceOptions.builder ? { builder: sourceOptions.builder } : {}),
      });
      // Fragments on interfaces and unions match exactly once the schema is known (issue 25 §1).
      const stopTyping = effect(() => {
        const schema = source.schema.value;
        if (schema) cache.setPossibleTypes(possibleTypesOf(schema));
      });
      // A source its caller disposes is no longer the store's to dispose (review C8).
      const owned: SchemaSource = {
        ...source,
        dispose() {
          stopTyping();
          schemaSources.delete(owned);
          source.dispose();
        },
      };
      schemaSources.add(owned);
      return owned;
    },
    serialize: () => ({ version: SERIALIZED_STATE_VERSION, cache: cache.serialize() }),
    hydrate,
    dispose() {
      for (const q of [...queries]) q.dispose();
      for (const s of [...subscriptions]) s.stop();
      for (const source of [...schemaSources]) source.dispose();
      stopRecreating();
      connection.dispose();
      notices.dispose();
      documentDraft.dispose();
      events?.removeEventListener('storage', onStorage);
      events?.removeEventListener('online', onOnline);
      transport.peek().dispose();
    },
  };
}


/** The browser's storage of that name, else memory (Node, or storage disabled: access can throw). */
function browserStorage(name: 'localStorage' | 'sessionStorage'): StoreStorage {
  try {
    const storage = globalThis[name];
    if (storage) return storage;
  } catch {
    // Storage disabled: fall back to memory.
  }
  return createMemoryStorage();
}

function defaultEvents(): EventTarget | null {
  const target = globalThis as unknown as Partial<EventTarget>;
  return typeof target.addEventListener === 'function' && 'localStorage' in globalThis ? (target as EventTarget) : null;
}
