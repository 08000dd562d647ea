/**
 * Per-subscription retry: when the server ends a subscription with an error, or a fatal
 * connection error ends it, it is started again after 500, 1000, 2000, 4000, 8000 ms; any `next`
 * resets the count; the failure after the fifth retry ends it with that error. The state is
 * observable and changes at once on the first error, so the UI can show "retrying in 500 ms".
 * seed/spec.md §8–9; PRODUCT.md §1 "Subscription retry"; vue-apollo SmartSubscription (transport
 * notes §6). Only transport failures and server-ended subscriptions retry: a missing address, a
 * completed subscription and GraphQL errors inside a `next` result never do (notes §8 #1).
 */
import { SUBSCRIPTION_RETRY_BASE_MS, SUBSCRIPTION_RETRY_FACTOR, SUBSCRIPTION_RETRY_LIMIT } from './constants.ts';
import { ProtocolError, SocketClosedError, SubscriptionError, type TransportError } from './errors.ts';
import { createObservable } from './observable.ts';
import type { Clock, RetryState, SubscriptionHandle, SubscriptionSink } from './types.ts';

export interface RetryOptions {
  clock: Clock;
  /** Called once when the subscription ends for good (terminal event or unsubscribe). */
  onEnd?: () => void;
  /** @default SUBSCRIPTION_RETRY_LIMIT */
  limit?: number;
  /** @default SUBSCRIPTION_RETRY_BASE_MS */
  baseMs?: number;
  /** @default SUBSCRIPTION_RETRY_FACTOR */
  factor?: number;
}

export const NOT_RETRYING: RetryState = { attempt: 0, nextDelayMs: null, lastError: null };

/** Whether an error that ended a subscription is worth starting it again. */
export function isRetryable(error: TransportError): boolean {
  return error instanceof SubscriptionError || error instanceof ProtocolError || (error instanceof SocketClosedError && error.isFatal);
}

/** Runs `start` (which returns its stop function) and starts it again after each retryable error. */
export function retrySubscription(
  start: (sink: SubscriptionSink) => () => void,
  sink: SubscriptionSink,
  { clock, onEnd, limit = SUBSCRIPTION_RETRY_LIMIT, baseMs = SUBSCRIPTION_RETRY_BASE_MS, factor = SUBSCRIPTION_RETRY_FACTOR }: RetryOptions,
): SubscriptionHandle {
  const retry = createObservable(NOT_RETRYING);
  let attempt = 0;
  let isEnded = false;
  let timer: unknown;
  let stop: (() => void) | undefined;
  const end = () => {
    isEnded = true;
    onEnd?.();
  };
  const run = () => {
    stop = start({
      next(result) {
        if (attempt) retry.set(NOT_RETRYING);
        attempt = 0;
        sink.next(result);
      },
      error(error) {
        if (attempt < limit && isRetryable(error)) {
          const delayMs = baseMs * factor ** attempt++;
          retry.set({ attempt, nextDelayMs: delayMs, lastError: error });
          timer = clock.setTimeout(() => {
            retry.set({ ...retry.get(), nextDelayMs: null });
            run();
          }, delayMs);
          return;
        }
        retry.set({ attempt, nextDelayMs: null, lastError: error });
        end();
        sink.error(error);
      },
      complete() {
        end();
        sink.complete();
      },
    });
  };
  run();
  return {
    retry,
    unsubscribe() {
      if (isEnded) return;
      clock.clearTimeout(timer);
      stop?.();
      end();
    },
  };
}
