/**
 * A subscription's kept events (issue 25 §4 "older ones are not silently gone"): a ring of fixed
 * capacity, so pushing is O(1) and memory stays bounded however long a feed runs; once full, each
 * push overwrites the oldest and counts it as dropped. Read newest first, a page at a time.
 * Deliberately left out: removal and resizing (a feed only grows at its new end).
 */

export interface FeedBuffer<T> {
  /** Adds the newest item; when full, the oldest is dropped. */
  push(item: T): void;
  /** Items held (at most the capacity). */
  readonly size: number;
  /** Items pushed out by newer ones. */
  readonly dropped: number;
  /** Items newest first, from `start` (0 is the newest) up to `end` (exclusive). @default all */
  read(start?: number, end?: number): T[];
}

export function createFeedBuffer<T>(capacity: number): FeedBuffer<T> {
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`A feed buffer holds at least 1 item, got ${capacity}`);
  const slots: (T | undefined)[] = [];
  let next = 0; // where the next push goes
  let size = 0;
  let dropped = 0;
  return {
    push(item) {
      if (size === capacity) dropped += 1;
      else size += 1;
      slots[next] = item;
      next = (next + 1) % capacity;
    },
    get size() {
      return size;
    },
    get dropped() {
      return dropped;
    },
    read(start = 0, end = size) {
      const from = Math.max(0, start);
      const to = Math.min(size, end);
      const out: T[] = [];
      for (let i = from; i < to; i++) out.push(slots[(next - 1 - i + capacity) % capacity] as T);
      return out;
    },
  };
}
