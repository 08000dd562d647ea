// Per-subscription retry, driven by a manual clock: 500, 1000, 2000, 4000, 8000 ms, then the
// terminal error; reset by any event; state visible at once.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  NoSubscriptionAddressError,
  ProtocolError,
  SocketClosedError,
  SubscriptionError,
  type TransportError,
  type RetryState,
  type SubscriptionSink,
} from '../../src/transport/index.ts';
import { NOT_RETRYING, isRetryable, retrySubscription } from '../../src/transport/subscription-retry.ts';
import { createManualClock } from '../helpers/clock.ts';

/** A fake `start`: records each run's sink and counts stops. */
function harness() {
  const clock = createManualClock();
  const runs: SubscriptionSink[] = [];
  let stops = 0;
  let ends = 0;
  const heard: Array<['next', unknown] | ['error', TransportError] | ['complete']> = [];
  const states: RetryState[] = [];
  const handle = retrySubscription(
    (sink) => {
      runs.push(sink);
      return () => stops++;
    },
    {
      next: (result) => heard.push(['next', result.data]),
      error: (error) => heard.push(['error', error]),
      complete: () => heard.push(['complete']),
    },
    { clock, onEnd: () => ends++ },
  );
  handle.retry.subscribe((s) => states.push(s));
  return { clock, runs, heard, states, handle, stops: () => stops, ends: () => ends, last: () => runs[runs.length - 1]! };
}

const boom = () => new SubscriptionError([{ message: 'boom' }]);

// ---

const retry = suite('retrySubscription');

retry('retries after 500, 1000, 2000, 4000, 8000 ms, then ends with the last error', () => {
  const h = harness();
  const delays: number[] = [];
  const errors = Array.from({ length: 6 }, boom);
  for (const error of errors.slice(0, 5)) {
    h.last().error(error);
    delays.push(h.clock.pendingDelays()[0]!);
    assert.is(h.runs.length, delays.length, 'not restarted before the delay');
    h.clock.runNext();
  }
  assert.equal(delays, [500, 1000, 2000, 4000, 8000]);
  assert.is(h.runs.length, 6);
  h.last().error(errors[5]!);
  assert.equal(h.heard, [['error', errors[5]]]);
  assert.equal(h.clock.pendingDelays(), []);
  assert.equal(h.handle.retry.get(), { attempt: 5, nextDelayMs: null, lastError: errors[5] });
  assert.is(h.ends(), 1);
});

retry('shows the first error at once, with the delay of the pending retry', () => {
  const h = harness();
  const error = boom();
  h.last().error(error);
  assert.equal(h.handle.retry.get(), { attempt: 1, nextDelayMs: 500, lastError: error });
  h.clock.advance(500);
  assert.equal(h.handle.retry.get(), { attempt: 1, nextDelayMs: null, lastError: error });
  assert.equal(h.heard, []);
});

retry('resets the count on any event', () => {
  const h = harness();
  h.last().error(boom());
  h.clock.advance(500);
  h.last().error(boom());
  assert.is(h.clock.pendingDelays()[0], 1000);
  h.clock.advance(1000);
  h.last().next({ data: { n: 1 } });
  assert.equal(h.handle.retry.get(), NOT_RETRYING);
  h.last().error(boom());
  assert.is(h.clock.pendingDelays()[0], 500);
  assert.equal(h.heard, [['next', { n: 1 }]]);
});

retry('retries fatal closes and protocol errors, never a missing address or a retryable close', () => {
  assert.ok(isRetryable(boom()));
  assert.ok(isRetryable(new SocketClosedError(4401, 'Unauthorized', true)));
  assert.ok(isRetryable(new ProtocolError('Connection rejected', 'graphql-ws')));
  assert.not.ok(isRetryable(new SocketClosedError(1006, '', false)));
  assert.not.ok(isRetryable(new NoSubscriptionAddressError()));
  const h = harness();
  const error = new NoSubscriptionAddressError();
  h.last().error(error);
  assert.equal(h.heard, [['error', error]]);
  assert.equal(h.clock.pendingDelays(), []);
  assert.equal(h.handle.retry.get(), { attempt: 0, nextDelayMs: null, lastError: error });
});

retry('unsubscribe during the wait cancels the retry and ends once', () => {
  const h = harness();
  h.last().error(boom());
  h.handle.unsubscribe();
  h.handle.unsubscribe();
  assert.equal(h.clock.pendingDelays(), []);
  assert.is(h.runs.length, 1);
  assert.is(h.ends(), 1);
  assert.equal(h.heard, []);
});

retry('unsubscribe while running stops the current run', () => {
  const h = harness();
  h.handle.unsubscribe();
  assert.is(h.stops(), 1);
  assert.is(h.ends(), 1);
});

retry('complete is terminal and ends once', () => {
  const h = harness();
  h.last().complete();
  h.handle.unsubscribe();
  assert.equal(h.heard, [['complete']]);
  assert.is(h.ends(), 1);
  assert.is(h.stops(), 0);
});

retry('publishes every state change to watchers', () => {
  const h = harness();
  const error = boom();
  h.last().error(error);
  h.clock.advance(500);
  h.last().next({ data: {} });
  assert.equal(h.states, [
    { attempt: 1, nextDelayMs: 500, lastError: error },
    { attempt: 1, nextDelayMs: null, lastError: error },
    NOT_RETRYING,
  ]);
});

retry.run();
