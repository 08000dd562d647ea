// Per-subscription retry, driven by a manual clock: only transient failures by default (issue 25
// §2, review C5); 500, 1000, 2000, 4000, 8000 ms, then the terminal error; reset by any event;
// state (with its limit) visible at once.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  NetworkError,
  NoSubscriptionAddressError,
  ProtocolError,
  SocketClosedError,
  SubscriptionError,
  type TransportError,
  type RetryState,
  type SubscriptionSink,
} from '../../src/transport/index.ts';
import { isTransient, retrySubscription, type RetryOptions } from '../../src/transport/subscription-retry.ts';
import { createManualClock } from '../helpers/clock.ts';

/** A fake `start`: records each run's sink and counts stops. */
function harness(options: RetryOptions = {}) {
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
    { clock, onEnd_: () => ends++, ...options },
  );
  handle.retry.subscribe((s) => states.push(s));
  return { clock, runs, heard, states, handle, stops: () => stops, ends: () => ends, last: () => runs[runs.length - 1]! };
}

/** A transient failure: a socket that closed with a retryable code. */
const boom = () => new SocketClosedError(1006, '', false);
const NOT_RETRYING: RetryState = { attempt: 0, nextDelayMs: null, lastError: null, limit: 5 };

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
  assert.equal(h.handle.retry.get(), { attempt: 5, nextDelayMs: null, lastError: errors[5], limit: 5 });
  assert.is(h.ends(), 1);
});

retry('shows the first error at once, with the delay of the pending retry', () => {
  const h = harness();
  const error = boom();
  h.last().error(error);
  assert.equal(h.handle.retry.get(), { attempt: 1, nextDelayMs: 500, lastError: error, limit: 5 });
  h.clock.advance(500);
  assert.equal(h.handle.retry.get(), { attempt: 1, nextDelayMs: null, lastError: error, limit: 5 });
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

retry('by default retries only transient failures: a retryable close or a socket that could not be made', () => {
  assert.ok(isTransient(boom()));
  assert.ok(isTransient(new SocketClosedError(4499, 'Keep-alive timeout', false)));
  assert.ok(isTransient(new NetworkError(new Error('refused'))));
  for (const code of [4400, 4401, 4403, 4406, 4409, 4429, 4500, 1011]) assert.not.ok(isTransient(new SocketClosedError(code, '', true)), String(code));
  assert.not.ok(isTransient(new SubscriptionError([{ message: 'Cannot query field "nope"' }])));
  assert.not.ok(isTransient(new ProtocolError('Connection rejected', 'graphql-ws')));
  assert.not.ok(isTransient(new NoSubscriptionAddressError()));
});

for (const error of [
  new SubscriptionError([{ message: 'Cannot query field "nope"' }]),
  new SocketClosedError(4401, 'Unauthorized', true),
  new ProtocolError('Connection rejected', 'graphql-ws'),
  new NoSubscriptionAddressError(),
]) {
  retry(`hands ${error.name} (${error.message}) to the caller at once`, () => {
    const h = harness();
    h.last().error(error);
    assert.equal(h.heard, [['error', error]]);
    assert.equal(h.clock.pendingDelays(), []);
    assert.equal(h.handle.retry.get(), { attempt: 0, nextDelayMs: null, lastError: error, limit: 5 });
    assert.is(h.ends(), 1);
  });
}

retry('asks shouldRetry with the attempt, only below the limit; its yes follows the same ladder', () => {
  const asked: Array<[string, number]> = [];
  const h = harness({ limit: 3, shouldRetry: (error, attempt) => (asked.push([error.kind, attempt]), error instanceof SubscriptionError) });
  const refused = new SubscriptionError([{ message: 'no' }]);
  for (let n = 0; n < 3; n++) {
    h.last().error(refused);
    h.clock.runNext();
  }
  h.last().error(refused);
  assert.equal(asked, [['subscription', 0], ['subscription', 1], ['subscription', 2]]);
  assert.is(h.runs.length, 4);
  assert.equal(h.heard, [['error', refused]]);
  assert.equal(h.handle.retry.get(), { attempt: 3, nextDelayMs: null, lastError: refused, limit: 3 });
});

retry('uses the configured base and factor', () => {
  const h = harness({ baseMs: 100, factor: 3 });
  const delays: number[] = [];
  for (let n = 0; n < 3; n++) {
    h.last().error(boom());
    delays.push(h.clock.runNext()!);
  }
  assert.equal(delays, [100, 300, 900]);
});

retry('complete() stops the run, cancels a pending retry and completes the sink once', () => {
  const h = harness();
  h.last().error(boom());
  h.handle.complete();
  h.handle.complete();
  h.handle.unsubscribe();
  assert.equal(h.heard, [['complete']]);
  assert.equal(h.clock.pendingDelays(), []);
  assert.is(h.stops(), 1);
  assert.is(h.ends(), 1);
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
    { attempt: 1, nextDelayMs: 500, lastError: error, limit: 5 },
    { attempt: 1, nextDelayMs: null, lastError: error, limit: 5 },
    NOT_RETRYING,
  ]);
});

retry.run();
