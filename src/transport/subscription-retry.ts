/**
 * Per-subscription retry: when a failure ends a subscription and `shouldRetry` says it is worth
 * it (by default only a transient one, `isTransient`), it is started again after 500, 1000, 2000,
 * 4000, 8000 ms; any `next` resets the count; the failure after the fifth retry ends it with that
 * error. The state, with its limit, is observable and changes at once on the first error, so the
 * UI can show "retry 1 of 5 in 500 ms". seed/spec.md §8–9 (the ladder); issue 25 §2 / review C5
 * (only transient failures retry, as graphql-ws `shouldRetryConnectOrThrow`): a subscription the
 * server refuses (its `error` message, e.g. a validation error), a rejected init and a fatal close
 * reach the caller at once; so do a missing address, a completion and GraphQL errors inside a
 * `next` result (notes §8 #1).
 */
import { SUBSCRIPTION_RETRY_BASE_MS, SUBSCRIPTION_RETRY_FACTOR, SUBSCRIPTION_RETRY_LIMIT } from './constants.ts';
import { NetworkError, SocketClosedError, type TransportError } from './errors.ts';
import { createObservable } from './observable.ts';
import type { Clock, RetryState, SubscriptionHandle, SubscriptionSink } from './types.ts';

/** The `retry` option: how a subscription that a failure ended is started again. */
export interface RetryOptions {
  /** Retries per subscription, the count reset by any event; 0 for none. @default SUBSCRIPTION_RETRY_LIMIT (5) */
  limit?: number;
  /** Delay before the first retry. @default SUBSCRIPTION_RETRY_BASE_MS (500) */
  baseMs?: number;
  /** Growth of the delay per retry: baseMs · factor^n. @default SUBSCRIPTION_RETRY_FACTOR (2) */
  factor?: number;
  /**
   * Whether a failure that ended a subscription is worth starting it again; `attempt` counts the
   * retries since its last event (0 for the first), asked only while it is below `limit` and never
   * after dispose(). Return true for a `SubscriptionError` to retry what the server refused (as
   * vue-apollo's SmartSubscription did). If it throws, the subscription ends with what it threw.
   * @default isTransient
   */
  shouldRetry?: (error: TransportError, attempt: number) => boolean;
}

/**
 * A failure that may not happen again: a socket that closed with a retryable code or could not be
 * made. Never a fatal close (4400, 4401, 4403, 4406, 4409, 4429, 4500, most 1xxx), a rejected
 * init (ProtocolError), the server's `error` for the subscription (SubscriptionError) or a missing
 * address.
 */
export function isTransient(error: TransportError): boolean {
  return error instanceof SocketClosedError ? !error.isFatal : error instanceof NetworkError;
}

/** What retrySubscription needs beyond the caller's RetryOptions. */
export interface RetryContext extends RetryOptions {
  clock: Clock;
  /** Called once when the subscription ends for good (terminal event, unsubscribe or complete()). */
  onEnd_?: () => void;
}

/** A subscription handle the socket client can also end with a completion (dispose). */
export interface RetryingHandle extends SubscriptionHandle {
  /** Stops it and completes its sink, unless it has ended already. */
  complete(): void;
}

/** Runs `start` (which returns its stop function) and starts it again after each error `shouldRetry` accepts. */
export function retrySubscription(
  start: (sink: SubscriptionSink) => () => void,
  sink: SubscriptionSink,
  {
    clock,
    onEnd_: onEnd,
    limit = SUBSCRIPTION_RETRY_LIMIT,
    baseMs = SUBSCRIPTION_RETRY_BASE_MS,
    factor = SUBSCRIPTION_RETRY_FACTOR,
    shouldRetry = isTransient,
  }: RetryContext,
): RetryingHandle {
  const retry = createObservable<RetryState>({ attempt: 0, nextDelayMs: null, lastError: null, limit });
  let attempt = 0;
  let isEnded = false;
  let timer: unknown;
  let stop: (() => void) | undefined;
  const show = (nextDelayMs: number | null, lastError: TransportError | null) => retry.set({ attempt, nextDelayMs, lastError, limit });
  /** Ends it for good: no retry pending, the current run stopped when `isStopping`. */
  const end = (isStopping: boolean) => {
    if (isEnded) return false;
    isEnded = true;
    clock.clearTimeout(timer);
    if (isStopping) stop?.();
    onEnd?.();
    return true;
  };
  const run = () => {
    stop = start({
      next(result) {
        if (attempt) {
          attempt = 0;
          show(null, null); // not retrying
        }
        sink.next(result);
      },
      error(error) {
        try {
          if (attempt < limit && shouldRetry(error, attempt)) {
            const delayMs = baseMs * factor ** attempt++;
            show(delayMs, error);
            timer = clock.setTimeout(() => {
              show(null, error);
              run();
            }, delayMs);
            return;
          }
        } catch (thrown) {
          error = thrown as TransportError; // a hook that throws ends it with what it threw
        }
        show(null, error);
        if (end(false)) sink.error(error);
      },
      complete() {
        if (end(false)) sink.complete();
      },
    });
  };
  run();
  return {
    retry,
    unsubscribe: () => void end(true),
    complete() {
      if (end(true)) sink.complete();
    },
  };
}
