import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createObservable } from '../../src/transport/observable.ts';

const observable = suite('createObservable');

observable('reads the current value and notifies on change only', () => {
  const state = createObservable('idle');
  const seen: string[] = [];
  const stop = state.subscribe((v) => seen.push(v));
  state.set('connecting');
  state.set('connecting');
  state.set('connected');
  stop();
  state.set('closed');
  assert.is(state.get(), 'closed');
  assert.equal(seen, ['connecting', 'connected']);
});

observable('a listener that unsubscribes another mid-notification does not break delivery', () => {
  const state = createObservable(0);
  const seen: number[] = [];
  let stopSecond = () => {};
  state.subscribe(() => stopSecond());
  stopSecond = state.subscribe((v) => seen.push(v));
  state.set(1);
  state.set(2);
  assert.equal(seen, [1]);
});

observable.run();
