// Waiting on the store's signals in tests: resolves once `check` (re-run whenever a signal it
// reads changes) is true; fails after `expireMs`. No polling, no sleeping.
import { effect } from '@preact/signals-core';

export function waitForSignals(check: () => boolean, what: string, expireMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => {
      stop?.();
      reject(new Error(`Timed out after ${expireMs} ms waiting for ${what}`));
    }, expireMs);
    stop = effect(() => {
      if (!check()) return;
      clearTimeout(timer);
      queueMicrotask(() => stop?.());
      resolve();
    });
  });
}
