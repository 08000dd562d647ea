/**
 * A pull-based view of a push subscription, for `for await`: what `iterate()` returns. Ending is an
 * event (issue 25 §2, review C2): the sink's complete or error ends the loop, and so does the
 * client's dispose(), which completes every sink. Follows graphql-ws `iterate` (next, return,
 * throw), with one difference it documents: unread events are bounded (`queueLimit`).
 */
import type { TransportError } from './errors.ts';
import type { ExecutionResult, SubscriptionSink } from './types.ts';

/** `for await` over a subscription: next(), return() (also `break`) and throw() both unsubscribe. */
export interface SubscriptionIterator<T> extends AsyncIterableIterator<T> {
  next(): Promise<IteratorResult<T, undefined>>;
  /** Unsubscribes; pending next() calls resolve `done`. */
  return(): Promise<IteratorReturnResult<undefined>>;
  /** Unsubscribes like return(), then rejects with `error` (an async generator's throw with no catch). */
  throw(error?: unknown): Promise<never>;
}

/**
 * Subscribes with a sink that queues events until pulled. next() calls made without awaiting
 * settle in call order; the terminal error rejects one next(), later ones resolve `done`. At most
 * `queueLimit` unread events are kept, the oldest dropped beyond it, so a stalled reader keeps
 * memory bounded and reads the latest (Infinity keeps all).
 */
export function toIterator<TData>(
  subscribe: (sink: SubscriptionSink<TData>) => () => void,
  queueLimit: number,
): SubscriptionIterator<ExecutionResult<TData>> {
  type T = ExecutionResult<TData>;
  const done = { value: undefined, done: true } as const;
  const values: T[] = [];
  const waiting: Array<[(result: IteratorResult<T, undefined>) => void, (error: unknown) => void]> = [];
  let end: { error?: TransportError } | undefined;
  const settle = () => {
    while (waiting.length && (values.length || end)) {
      const [resolve, reject] = waiting.shift()!;
      if (values.length) resolve({ value: values.shift()!, done: false });
      else if (end!.error) reject(end!.error), (end = {});
      else resolve(done);
    }
  };
  const unsubscribe = subscribe({
    next: (value) => (values.push(value) > queueLimit && values.shift(), settle()),
    error: (error) => ((end = { error }), settle()),
    complete: () => ((end = {}), settle()),
  });
  const stop = () => {
    values.length = 0;
    end = {};
    unsubscribe();
    settle();
  };
  return {
    next: () => new Promise((resolve, reject) => (waiting.push([resolve, reject]), settle())),
    async return() {
      stop();
      return done;
    },
    async throw(error) {
      stop();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
