/**
 * A value that can be read now and watched for changes: the transport's only reactive primitive,
 * so the store can wrap it in signals without this module depending on any framework.
 */
import type { ReadonlyObservable } from './types.ts';

export interface Observable<T> extends ReadonlyObservable<T> {
  set(value: T): void;
}

export function createObservable<T>(initial: T): Observable<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
