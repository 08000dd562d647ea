/** The real timers and time, the store's default clock (the transport keeps its own private: issue 11 item 9). */
import type { Clock } from '../transport/index.ts';

export const realClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};
