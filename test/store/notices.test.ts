import { effect } from '@preact/signals-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createManualClock } from '../helpers/clock.ts';
import { createNotices, storeConstants } from '../../src/store/index.ts';

const notices = suite('createNotices');

notices('queues toasts in order and dismisses each after 3000 ms by default', () => {
  const clock = createManualClock();
  const n = createNotices(clock);
  const a = n.push({ kind: 'success', message: 'Saved' });
  clock.advance(1000);
  n.push({ kind: 'info', message: 'Second' });
  assert.equal(n.toasts.value.map((t) => t.message), ['Saved', 'Second']);
  assert.is(n.toasts.value[0]!.timeoutMs, storeConstants.TOAST_DURATION_MS);
  clock.advance(1999);
  assert.is(n.toasts.value.length, 2);
  clock.advance(1);
  assert.equal(n.toasts.value.map((t) => t.id === a), [false]);
  clock.advance(1000);
  assert.equal(n.toasts.value, []);
});

notices('lets a watcher of the toasts hold a new toast the moment it shows', () => {
  const clock = createManualClock();
  const n = createNotices(clock);
  const held = new Set<number>();
  const stop = effect(() => {
    for (const toast of n.toasts.value) if (!held.has(toast.id)) (held.add(toast.id), n.hold(toast.id));
  });
  const id = n.push({ kind: 'info', message: 'Hovered' });
  clock.advance(60_000);
  assert.equal(n.toasts.value.map((t) => t.id), [id], 'held from the start');
  n.release(id);
  clock.advance(storeConstants.TOAST_DURATION_MS);
  assert.equal(n.toasts.value, []);
  stop();
});

notices('honours a custom timeout', () => {
  const clock = createManualClock();
  const n = createNotices(clock);
  n.push({ kind: 'error', message: 'x', timeoutMs: 500 });
  clock.advance(499);
  assert.is(n.toasts.value.length, 1);
  clock.advance(1);
  assert.is(n.toasts.value.length, 0);
});

notices('keeps alerts until dismissed, and dismiss removes a toast early', () => {
  const clock = createManualClock();
  const n = createNotices(clock);
  const alert = n.push({ kind: 'error', message: 'Endpoint unreachable', title: 'NetworkError', display: 'alert' });
  const toast = n.push({ kind: 'info', message: 't' });
  clock.advance(60_000);
  assert.is(n.alerts.value.length, 1);
  assert.is(n.alerts.value[0]!.timeoutMs, null);
  assert.is(n.alerts.value[0]!.title, 'NetworkError');
  n.dismiss(alert);
  n.dismiss(toast);
  n.dismiss(999);
  assert.equal(n.alerts.value, []);
  assert.equal(clock.pendingDelays(), []);
});

notices('logs every toast and alert, even after they are dismissed', () => {
  const clock = createManualClock(5);
  const n = createNotices(clock);
  n.push({ kind: 'info', message: 'one' });
  n.push({ kind: 'warning', message: 'two', display: 'alert' });
  clock.advance(5000);
  assert.equal(n.log.value.map((e) => [e.message, e.display, e.at]), [['one', 'toast', 5], ['two', 'alert', 5]]);
});

notices('bounds the log', () => {
  const n = createNotices(createManualClock());
  for (let i = 0; i < storeConstants.NOTICE_LOG_LIMIT + 3; i++) n.push({ kind: 'info', message: String(i) });
  assert.is(n.log.value.length, storeConstants.NOTICE_LOG_LIMIT);
  assert.is(n.log.value[0]!.message, '3');
  n.dispose();
  assert.equal(createManualClock().pendingDelays(), []);
});

notices('holds a toast while pointed at and resumes with the time it had left', () => {
  const clock = createManualClock();
  const n = createNotices(clock);
  const id = n.push({ kind: 'info', message: 'hover me' });
  clock.advance(1000);
  n.hold(id);
  clock.advance(10_000);
  assert.is(n.toasts.value.length, 1);
  n.release(id);
  assert.equal(clock.pendingDelays(), [2000]);
  clock.advance(2000);
  assert.is(n.toasts.value.length, 0);
});

notices.run();
