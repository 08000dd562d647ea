// A hand-written client-side Transport for unit tests of the store's operations: each request
// waits until the test answers it, so ordering, cancellation and policies are asserted exactly.
// (Integration tests run the real transport against graphql-yoga: see store-server.test.ts.)
import {
  CancelledError,
  type ConnectionState,
  type ExecutionResult,
  type Operation,
  type OperationInput,
  type RetryState,
  type SubscriptionSink,
  type Transport,
  type TransportError,
  type TransportOptions,
} from '../../src/transport/index.ts';
// Not on the transport's public surface; a test double may reach in.
import { createObservable } from '../../src/transport/observable.ts';

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
  sink: SubscriptionSink;
  retry: ReturnType<typeof createObservable<RetryState>>;
  isUnsubscribed: boolean;
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
      return fake.subscriptions.filter((s) => !s.isUnsubscribed).length;
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
    subscribe(operation, sink) {
      const sub: FakeSubscription = {
        operation: operation as Operation,
        sink: sink as SubscriptionSink,
        retry: createObservable<RetryState>({ attempt: 0, nextDelayMs: null, lastError: null, limit: 5 }),
        isUnsubscribed: false,
      };
      fake.subscriptions.push(sub);
      return { unsubscribe: () => void (sub.isUnsubscribed = true), retry: sub.retry };
    },
    iterate() {
      throw new Error('iterate is not used by the store');
    },
    reconnect() {
      fake.reconnects++;
    },
    dispose() {
      fake.isDisposed = true;
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
