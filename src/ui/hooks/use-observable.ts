// Reads a transport observable (connection state) in React without the transport knowing React.
import { useSyncExternalStore } from 'react';
import type { ReadonlyObservable } from '../../store/index.ts';

export function useObservable<T>(observable: ReadonlyObservable<T>): T {
  return useSyncExternalStore(observable.subscribe, observable.get, observable.get);
}
