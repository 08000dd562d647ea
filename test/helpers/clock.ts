// A manual clock for the transport's injectable `Clock`: time moves only when a test says so,
// and every pending timer's delay can be read, so schedules are asserted exactly.
import type { Clock } from '../../src/transport/types.ts';

interface Timer { id: number; at: number; delay: number; callback: () => void }

export interface ManualClock extends Clock {
  /** Moves time forward, running each timer that falls due, in order. */
  advance(ms: number): void;
  /** Runs the next pending timer (moving time to it) and returns its delay, or undefined. */
  runNext(): number | undefined;
  /** Delays (as scheduled) of the timers still pending, soonest first. */
  pendingDelays(): number[];
}

export function createManualClock(start = 0): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const soonest = () => [...timers.values()].sort((a, b) => a.at - b.at || a.id - b.id)[0];

  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { id, at: now + Math.max(0, ms), delay: ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (let t = soonest(); t && t.at <= until; t = soonest()) {
        timers.delete(t.id);
        now = t.at;
        t.callback();
      }
      now = until;
    },
    runNext() {
      const t = soonest();
      if (!t) return undefined;
      timers.delete(t.id);
      now = Math.max(now, t.at);
      t.callback();
      return t.delay;
    },
    pendingDelays: () => [...timers.values()].sort((a, b) => a.at - b.at || a.id - b.id).map((t) => t.delay),
  };
}
