// A hand-written client-side Transport for unit tests of the store's operations: each request
// waits until the test answers it, so ordering, cancellation and policies are asserted exactly.
// test/store/transport-contract.test.ts runs the same cases against it and the real transport
// (dispose, iterate, unsubscribe, error kinds, aborts), so the two cannot drift apart.
// (Integration tests run the real transport against graphql-yoga: see store-server.test.ts.)
import {
  CancelledError,
  type ConnectionState,
  type ExecutionResult,
  type Operation,
  type OperationInput,
  type RetryState,
  SocketClosedError,
  type SubscriptionSink,
  type Transport,
  type TransportError,
  type TransportOptions,
} from '../../src/transport/index.ts';
// Not on the transport's public surface; a test double may reach in.
import { createObservable } from '../../src/transport/observable.ts';
import { toIterator } from '../../src/transport/iterate.ts';
import { ITERATE_QUEUE_LIMIT, WS_CLOSE_NORMAL } from '../../src/transport/constants.ts';

export interface PendingRequest {
  operation: Operation;
  signal: AbortSignal | undefined;
  onProgress: ((fraction: number) => void) | undefined;
  /** Per-request headers the store asked for (a mutation's Idempotency-Key). */
  headers: Record<string, string> | undefined;
  isAborted: boolean;
  resolve(result: ExecutionResult): void;
  reject(error: TransportError): void;
}

export interface FakeSubscription {
  operation: Operation;
  /** Pushes to the caller's sink until the subscription ends (as the real one: nothing after an end). */
  sink: SubscriptionSink;
  retry: ReturnType<typeof createObservable<RetryState>>;
  isUnsubscribed: boolean;
  /** Unsubscribed, completed, errored or disposed. */
  isEnded: boolean;
}

export interface FakeTransport extends Transport {
  options: TransportOptions;
  requests: PendingRequest[];
  subscriptions: FakeSubscription[];
  connectionState: ReturnType<typeof createObservable<ConnectionState>>;
  /** Settable `problems`. */
  problemsState: ReturnType<typeof createObservable<TransportError | null>>;
  reconnects: number;
  isDisposed: boolean;
  /** The oldest request not yet answered or aborted. */
  next(): PendingRequest;
}

export function createFakeTransport(options: TransportOptions = {}): FakeTransport {
  const connectionState = createObservable<ConnectionState>({ status: 'idle' });
  const problemsState = createObservable<TransportError | null>(null);
  const fake: FakeTransport = {
    options,
    requests: [],
    subscriptions: [],
    connectionState,
    connection: connectionState,
    problemsState,
    problems: problemsState,
    get activeCount() {
      return fake.subscriptions.filter((s) => !s.isEnded).length;
    },
    reconnects: 0,
    isDisposed: false,
    next() {
      const pending = fake.requests.find((r) => !r.isAborted && !settled.has(r));
      if (!pending) throw new Error(`Expected a pending request, found none of ${fake.requests.length}`);
      return pending;
    },
    request<TData, TVariables>(
      input: OperationInput<TData, TVariables>,
      requestOptions: { signal?: AbortSignal; onProgress?: (f: number) => void; headers?: Record<string, string> } = {},
    ) {
      return new Promise<ExecutionResult<TData>>((resolve, reject) => {
        // As the real one: an already aborted signal sends nothing.
        if (requestOptions.signal?.aborted) return reject(new CancelledError());
        const pending: PendingRequest = {
          // The store sends text, never a parsed document.
          operation: input as Operation,
          signal: requestOptions.signal,
          onProgress: requestOptions.onProgress,
          headers: requestOptions.headers,
          isAborted: false,
          resolve: (r) => { settled.add(pending); resolve(r as ExecutionResult<TData>); },
          reject: (e) => { settled.add(pending); reject(e); },
        };
        requestOptions.signal?.addEventListener('abort', () => {
          pending.isAborted = true;
          reject(new CancelledError());
        });
        fake.requests.push(pending);
      });
    },
    subscribe(operation, callerSink) {
      const target = callerSink as SubscriptionSink;
      const end = () => !sub.isEnded && (sub.isEnded = true);
      const sub: FakeSubscription = {
        operation: operation as Operation,
        sink: {
          next: (result) => void (!sub.isEnded && target.next(result)),
          error: (error) => void (end() && target.error(error)),
          complete: () => void (end() && target.complete()),
        },
        retry: createObservable<RetryState>({ attempt: 0, nextDelayMs: null, lastError: null, limit: 5 }),
        isUnsubscribed: false,
        isEnded: false,
      };
      fake.subscriptions.push(sub);
      // As the real one: a disposed transport refuses with a normal close.
      if (fake.isDisposed) sub.sink.error(new SocketClosedError(WS_CLOSE_NORMAL, 'Disposed', false));
      return { unsubscribe: () => void ((sub.isUnsubscribed = true), end()), retry: sub.retry };
    },
    iterate(operation) {
      return toIterator((sink) => fake.subscribe(operation, sink).unsubscribe, options.iterateQueueLimit ?? ITERATE_QUEUE_LIMIT);
    },
    reconnect() {
      fake.reconnects++;
    },
    dispose() {
      if (fake.isDisposed) return;
      fake.isDisposed = true;
      // Ending is an event: every live subscription completes, so iterate() loops end.
      for (const sub of fake.subscriptions) sub.sink.complete();
      connectionState.set({ status: 'closed', error: null });
    },
  };
  const settled = new Set<PendingRequest>();
  return fake;
}

/** A createTransport for StoreOptions that remembers every transport it made. */
export function fakeTransportFactory() {
  const made: FakeTransport[] = [];
  return {
    made,
    get last(): FakeTransport {
      const t = made.at(-1);
      if (!t) throw new Error('Expected a transport to have been created');
      return t;
    },
    createTransport(options: TransportOptions): Transport {
      const t = createFakeTransport(options);
      made.push(t);
      return t;
    },
  };
}

/** Lets queued promise callbacks run. */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
