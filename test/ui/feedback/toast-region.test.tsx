import '../../setup/dom.ts';
import axe from 'axe-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { TOAST_DURATION_MS } from '../../../src/ui/constants.ts';
import { ToastRegion, createToastQueue, showToast, type ToastQueue } from '../../../src/ui/feedback/toast-region.tsx';
import { createManualClock, type ManualClock } from '../../helpers/clock.ts';
import { $, click, focus, render } from '../../helpers/interact.ts';

/** axe-core's serious and critical findings inside `root` (contrast needs layout, so it is checked in e2e). */
async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

/**
 * React Aria's toast timers call the global setTimeout/clearTimeout and Date.now; this file alone
 * swaps them for a manual clock while a test runs, so the 3000 ms rule is checked without waiting.
 */
function withFakeTimers(run: (clock: ManualClock) => void): void {
  const clock = createManualClock(Date.now());
  const saved = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout, now: Date.now };
  globalThis.setTimeout = ((callback: () => void, ms?: number) => clock.setTimeout(callback, ms ?? 0)) as typeof setTimeout;
  globalThis.clearTimeout = ((handle: unknown) => clock.clearTimeout(handle)) as typeof clearTimeout;
  Date.now = () => clock.now();
  try {
    run(clock);
  } finally {
    globalThis.setTimeout = saved.setTimeout;
    globalThis.clearTimeout = saved.clearTimeout;
    Date.now = saved.now;
  }
}

function region(): HTMLElement | null {
  return document.querySelector('[role="region"][aria-label="Notifications"]');
}

function toasts(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.facet-toast')];
}

function show(queue: ToastQueue, message: string, kind: 'success' | 'error' = 'success', timeoutMs?: number): void {
  act(() => void showToast(queue, { kind, message }, timeoutMs !== undefined ? { timeoutMs } : {}));
}

const ToastRegionSuite = suite('ToastRegion');

ToastRegionSuite('announces a toast in a "Notifications" landmark with its title and message', () => {
  const queue = createToastQueue();
  const view = render(<ToastRegion queue={queue} />);
  show(queue, 'Event created');
  const landmark = region();
  assert.ok(landmark, 'the region is there');
  const toast = $(landmark!, '.facet-toast');
  assert.is(toast.getAttribute('role'), 'alertdialog');
  assert.is(document.getElementById(toast.getAttribute('aria-labelledby')!.split(' ')[0]!)!.textContent, 'Done');
  assert.match(toast.textContent ?? '', 'Event created');
  assert.ok(toast.classList.contains('facet-toast-success'));
  act(() => queue.clear());
  view.unmount();
});

ToastRegionSuite('dismisses a toast with its close button', () => {
  const queue = createToastQueue();
  const closed: string[] = [];
  const view = render(<ToastRegion queue={queue} />);
  act(() => void showToast(queue, { kind: 'error', message: 'Failed', title: 'Upload' }, { onClose: () => closed.push('closed') }));
  const close = $(toasts()[0]!, 'button');
  assert.is(close.getAttribute('aria-label'), 'Dismiss');
  click(close);
  assert.is(toasts().length, 0);
  assert.equal(closed, ['closed']);
  view.unmount();
});

ToastRegionSuite(`closes a toast by itself after ${TOAST_DURATION_MS} ms`, () => {
  withFakeTimers((clock) => {
    const queue = createToastQueue();
    const view = render(<ToastRegion queue={queue} />);
    show(queue, 'Saved');
    assert.ok(clock.pendingDelays().includes(3000), 'a 3000 ms timer is set');
    act(() => clock.advance(TOAST_DURATION_MS - 1));
    assert.is(toasts().length, 1, 'still there at 2999 ms');
    act(() => clock.advance(1));
    assert.is(toasts().length, 0, 'gone at 3000 ms');
    view.unmount();
  });
});

ToastRegionSuite('pauses while focus is inside the region and resumes after', () => {
  withFakeTimers((clock) => {
    const queue = createToastQueue();
    const outside = document.createElement('button');
    document.body.append(outside);
    const view = render(<ToastRegion queue={queue} />);
    show(queue, 'Saved');
    act(() => clock.advance(1000));
    focus($(toasts()[0]!, 'button'));
    act(() => clock.advance(10_000));
    assert.is(toasts().length, 1, 'kept while focused');
    focus(outside);
    act(() => clock.advance(TOAST_DURATION_MS - 1000 - 1));
    assert.is(toasts().length, 1, 'the remaining time is kept');
    act(() => clock.advance(1));
    assert.is(toasts().length, 0);
    view.unmount();
    outside.remove();
  });
});

ToastRegionSuite('keeps a toast with timeoutMs 0 until it is dismissed', () => {
  withFakeTimers((clock) => {
    const queue = createToastQueue();
    const view = render(<ToastRegion queue={queue} />);
    show(queue, 'Sticky', 'error', 0);
    act(() => clock.advance(60_000));
    assert.is(toasts().length, 1);
    act(() => queue.clear());
    view.unmount();
  });
});

ToastRegionSuite('shows at most maxVisibleToasts at once, the rest after', () => {
  const queue = createToastQueue({ maxVisibleToasts: 1 });
  const view = render(<ToastRegion queue={queue} />);
  show(queue, 'First');
  show(queue, 'Second');
  assert.is(toasts().length, 1);
  const firstShown = toasts()[0]!.textContent;
  click($(toasts()[0]!, 'button'));
  assert.is(toasts().length, 1);
  assert.is.not(toasts()[0]!.textContent, firstShown);
  assert.match(toasts()[0]!.textContent ?? '', /First|Second/);
  act(() => queue.clear());
  view.unmount();
});

ToastRegionSuite('passes axe-core checks with toasts shown', async () => {
  const queue = createToastQueue();
  const view = render(<main><ToastRegion queue={queue} /></main>);
  show(queue, 'Saved');
  show(queue, 'Failed', 'error');
  assert.equal(await axeViolations(document.body), []);
  act(() => queue.clear());
  view.unmount();
});

ToastRegionSuite.run();
