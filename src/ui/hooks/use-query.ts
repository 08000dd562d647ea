// The one way a component holds a store handle (review C3). React may render a component and
// throw the render away, and StrictMode creates state twice and runs an effect's cleanup before
// running it again, so a handle is created without side effects (in state, at render) and
// started by its first subscriber, from useSyncExternalStore's subscribe; the last unsubscribe
// stops it and the next starts it again. TanStack Query does the same with its QueryObserver
// (packages/react-query/src/useBaseQuery.ts). The handles' values are signals, which the
// component reads with useSignals(); the external store here is only the handle's lifetime.
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { MutationHandle, MutationOptions, QueryHandle, QueryOptions, Store } from '../../store/index.ts';

type Variables = Record<string, unknown>;

/** A store handle started by its subscribers: a query or a subscription feed. */
export interface StartedBySubscribers {
  subscribe(): () => void;
}

const noSnapshot = () => 0;

/**
 * Keeps `handle` (a query or a subscription feed) started while this component is mounted and
 * holds it; a new handle (a Run or Start that replaced the last) starts as the previous one stops.
 * For handles made in an event handler; `useQuery` makes its own.
 */
export function useStarted<T extends StartedBySubscribers | null>(handle: T): T {
  const subscribe = useCallback(() => (handle ? handle.subscribe() : () => {}), [handle]);
  useSyncExternalStore(subscribe, noSnapshot, noSnapshot);
  return handle;
}

/**
 * One query for the component's life, started while it is mounted: made again when the document
 * or the options change. `variables` are the first ones; later ones go through `setVariables`.
 */
export function useQuery<TData = Variables>(store: Store, document: string, variables: Variables = {}, options: QueryOptions = {}): QueryHandle<TData> {
  const key = `${options.fetchPolicy ?? ''} ${options.pollIntervalMs ?? 0} ${options.operationName ?? ''} ${document}`;
  const make = () => ({ key, store, handle: store.query<TData>(document, variables, options) });
  const [held, setHeld] = useState(make);
  // A new document: a new handle in this very render (making one has no side effect).
  const current = held.key === key && held.store === store ? held : make();
  if (current !== held) setHeld(current);
  return useStarted(current.handle);
}

/**
 * A mutation handle for the document, made again when it changes. Nothing is sent until
 * `execute`, and unmounting does not cancel one in flight: the server may apply it anyway.
 */
export function useMutation<TData = Variables>(store: Store, document: string, options?: MutationOptions): MutationHandle<TData>;
/** None while there is no document (a type without a delete mutation). */
export function useMutation<TData = Variables>(store: Store, document: string | null, options?: MutationOptions): MutationHandle<TData> | null;
export function useMutation<TData = Variables>(store: Store, document: string | null, options: MutationOptions = {}): MutationHandle<TData> | null {
  const key = `${options.operationName ?? ''} ${document}`;
  const make = () => ({ key, store, handle: document === null ? null : store.mutation<TData>(document, options) });
  const [held, setHeld] = useState(make);
  const current = held.key === key && held.store === store ? held : make();
  if (current !== held) setHeld(current);
  return current.handle;
}
