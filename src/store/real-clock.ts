/** The real timers and time: the default clock of the store and of the UI's widgets (the transport keeps its own, private: it is standalone). */
import type { Clock } from '../transport/index.ts';

export const realClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};
