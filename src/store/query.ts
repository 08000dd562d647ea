/**
 * Query handles: a query's result as signals, kept current by the normalised cache, with fetch
 * policies, variables, refetch, polling and cancellation.
 *
 * - `data` is a live view of the cache (see NormalizedCache.view): it changes identity only when
 *   the shape changes (a list gets another item); a field's new value is read through the object,
 *   so a component re-renders only when a field it read changed.
 * - A superseded or disposed fetch is aborted; its CancelledError is swallowed, never shown.
 * - The after-hydration window rewrites network-only and cache-and-network to cache-first for one
 *   fetch at a time and never changes `fetchPolicy`, so refetch and polling reach the network once
 *   it has passed (apollo-client#7791, react-apollo#3682; notes/transport.md §7).
 * - Creating a handle has no side effect: React may create one for a render it throws away (review
 *   C3). Its first subscriber starts it (the store holds it, it fetches by its policy and polls),
 *   the last one stops it, and it can start again: TanStack Query's QueryObserver, subscribed
 *   from useSyncExternalStore (packages/react-query/src/useBaseQuery.ts). Before the start its
 *   signals already read as they will once started (the cache's answer, or loading), so a first
 *   render, a hydrating one too, draws what the started query will show.
 */
import { batch, computed, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import {
  NetworkError,
  ServerError,
  TransportError,
  isCancelled,
  type ExecutionResult,
  type GraphQLFormattedError,
} from '../transport/index.ts';
import { stableStringify, type Variables } from './cache.ts';
import type { PreparedDocument } from './document.ts';
import type { OperationContext } from './operation-context.ts';

export type FetchPolicy = 'cache-first' | 'cache-and-network' | 'network-only' | 'cache-only';

export interface QueryOptions {
  /**
   * cache-first: the cache when it has everything, else the network. cache-and-network: the cache
   * at once (when complete), and the network. network-only: the network, then the cache keeps it
   * current. cache-only: never the network.
   * @default 'cache-first'
   */
  fetchPolicy?: FetchPolicy;
  /** Fetch again this long after each answer, with `refetch` semantics; 0 = no polling. @default 0 */
  pollIntervalMs?: number;
  /** The operation to run when the document holds several. @default the only one */
  operationName?: string;
}

export interface QueryHandle<TData = Record<string, unknown>> {
  /** The result (cache view), or null while there is none. Kept while new variables load. */
  readonly data: ReadonlySignal<TData | null>;
  /** The transport failure of the last fetch; null after a fetch that got an answer. */
  readonly error: ReadonlySignal<TransportError | null>;
  /** GraphQL errors of the last answer (also from a ServerError's body); they travel with any partial data. */
  readonly graphqlErrors: ReadonlySignal<readonly GraphQLFormattedError[]>;
  /** A network fetch is in flight. */
  readonly loading: ReadonlySignal<boolean>;
  /** `data` is shown but is not the answer to the current variables yet (loading) or the last fetch failed. */
  readonly isStale: ReadonlySignal<boolean>;
  readonly variables: ReadonlySignal<Readonly<Variables>>;
  readonly fetchPolicy: FetchPolicy;
  /** Fetches again from the network (cache-only: re-reads the cache); resolves when settled, never rejects. */
  refetch(): Promise<void>;
  /** Changes the variables and fetches by the query's policy; equal variables change nothing. */
  setVariables(variables: Variables): Promise<void>;
  /** Resolves once no fetch of this query is in flight. */
  settled(): Promise<void>;
  /**
   * Stops the fetch in flight (aborted: a cancellation, never shown as an error) and the polling;
   * the last answer for these variables stays shown. Nothing when no fetch is in flight; the next
   * refetch or new variables fetch again.
   */
  cancel(): void;
  /**
   * Starts the query at its first subscriber (fetched by its policy, polled, refetched after a lost
   * connection) and returns what unsubscribes. The last unsubscribe stops it a microtask later
   * (the fetch aborted, polling stopped, released by the store), so a subscriber that comes straight
   * back (StrictMode re-running an effect) keeps the fetch in flight and sends nothing twice. A
   * stopped query starts again at its next subscriber. Until started, `refetch` does nothing and
   * `setVariables` only records the variables.
   */
  subscribe(): () => void;
  /** Stops it for good: aborts any fetch, stops polling; later subscribers start nothing. */
  dispose(): void;
}

/** What the store does when a query starts and stops (hold it, report its runs). */
export interface QueryLifecycle {
  onStart(): void;
  onStop(): void;
}

type FetchMode = 'policy' | 'network';

export function createQuery<TData>(
  context: OperationContext,
  prepared: PreparedDocument,
  initialVariables: Variables,
  options: QueryOptions,
  lifecycle: QueryLifecycle,
): QueryHandle<TData> {
  const { fetchPolicy = 'cache-first', pollIntervalMs = 0 } = options;
  const { cache, clock } = context;

  const variables = signal<Readonly<Variables>>(initialVariables);
  const mayReadCache = signal(false);
  const answerData = signal<TData | null>(null);
  const previousData = signal<TData | null>(null);
  const loading = signal(false);
  const error = signal<TransportError | null>(null);
  const graphqlErrors = signal<readonly GraphQLFormattedError[]>([]);

  const view = computed(() => cache.view<TData>(prepared, variables.value));
  const data = computed<TData | null>(() => {
    if (mayReadCache.value) {
      const current = view.value;
      if (current.isComplete) return current.data;
    }
    if (answerData.value !== null) return answerData.value;
    return loading.value ? previousData.value : null;
  });
  const isStale = computed(() => data.value !== null && (loading.value || error.value !== null));

  let inFlight: AbortController | null = null;
  let pollTimer: unknown = null;
  let current: Promise<void> = Promise.resolve();
  let isDisposed = false;
  let isStarted = false;
  let subscribers = 0;

  const schedulePoll = () => {
    if (pollIntervalMs > 0 && isStarted) pollTimer = clock.setTimeout(() => void run('network'), pollIntervalMs);
  };

  /** Aborts the fetch in flight (a cancellation, never shown) and the next poll. */
  function halt(): void {
    inFlight?.abort();
    inFlight = null;
    if (pollTimer !== null) clock.clearTimeout(pollTimer);
    pollTimer = null;
  }

  /** Fetches by `mode`; before the start it only sets the signals to what the start will show. */
  function run(mode: FetchMode): Promise<void> {
    if (isDisposed || (!isStarted && mode === 'network')) return current;
    halt();

    let policy: FetchPolicy = mode === 'network' && fetchPolicy !== 'cache-only' ? 'network-only' : fetchPolicy;
    if ((policy === 'network-only' || policy === 'cache-and-network') && context.isHydrating()) policy = 'cache-first';

    const isCacheComplete = untracked(() => cache.view(prepared, variables.peek()).isComplete);
    if (policy === 'cache-only' || (policy === 'cache-first' && isCacheComplete)) {
      batch(() => {
        mayReadCache.value = true;
        loading.value = false;
        if (isCacheComplete) {
          error.value = null;
          graphqlErrors.value = [];
        }
      });
      schedulePoll();
      return (current = Promise.resolve());
    }
    if (policy === 'cache-and-network') mayReadCache.value = true;
    if (!isStarted) {
      loading.value = true; // what the start will do at once
      return current;
    }
    return (current = fetchNetwork());
  }

  function stop(): void {
    isStarted = false;
    halt();
    loading.value = false;
    lifecycle.onStop();
  }

  function fetchNetwork(): Promise<void> {
    const controller = new AbortController();
    inFlight = controller;
    loading.value = true;
    const sentVariables = variables.peek();
    const operation = { query: prepared.query, variables: sentVariables, operationName: prepared.operationName };
    const settle = (apply: () => void) => {
      if (inFlight !== controller) return; // superseded or disposed: a newer fetch owns the signals
      inFlight = null;
      batch(() => {
        apply();
        loading.value = false;
        previousData.value = null;
      });
      schedulePoll();
    };
    let request: Promise<ExecutionResult<TData>>;
    try {
      request = context.transport.peek().request<TData>(operation, { signal: controller.signal });
    } catch (thrown) {
      request = Promise.reject(thrown); // reported like any other failure, never thrown at the caller
    }
    return request.then(
      (result) =>
        settle(() => {
          if (result.data) cache.write(prepared, sentVariables, result.data);
          answerData.value = result.data ?? null;
          graphqlErrors.value = result.errors ?? [];
          error.value = null;
          mayReadCache.value = true;
        }),
      (failure: unknown) => {
        if (isCancelled(failure)) return;
        settle(() => {
          // A ≥ 300 answer whose body was a GraphQL result keeps its data and errors for the UI;
          // it is not written to the cache, the status says it is not a normal answer.
          const body = failure instanceof ServerError ? failure.result : undefined;
          error.value = failure instanceof TransportError ? failure : new NetworkError(failure);
          graphqlErrors.value = body?.errors ?? [];
          answerData.value = (body?.data as TData | null | undefined) ?? null;
        });
      },
    );
  }

  const handle: QueryHandle<TData> = {
    data,
    error,
    graphqlErrors,
    loading,
    isStale,
    variables,
    fetchPolicy,
    refetch: () => run('network'),
    setVariables(next) {
      if (stableStringify(next) === stableStringify(variables.peek())) return current;
      batch(() => {
        previousData.value = data.peek();
        variables.value = next;
        answerData.value = null;
        mayReadCache.value = false;
        error.value = null;
        graphqlErrors.value = [];
      });
      return run('policy');
    },
    async settled() {
      for (let awaited = current; ; awaited = current) {
        await awaited;
        if (awaited === current) return;
      }
    },
    cancel() {
      if (!inFlight) return;
      halt();
      batch(() => {
        loading.value = false;
        previousData.value = null;
      });
    },
    subscribe() {
      if (isDisposed) return () => {};
      subscribers += 1;
      if (!isStarted) {
        isStarted = true;
        lifecycle.onStart();
        void run('policy');
      }
      let isSubscribed = true;
      return () => {
        if (!isSubscribed) return;
        isSubscribed = false;
        subscribers -= 1;
        if (subscribers === 0) queueMicrotask(() => subscribers === 0 && isStarted && !isDisposed && stop());
      };
    },
    dispose() {
      if (isDisposed) return;
      if (isStarted) stop();
      isDisposed = true;
      loading.value = false;
    },
  };
  // Only this handle's own signals: what the start will show, with nothing sent.
  untracked(() => void run('policy'));
  return handle;
}
