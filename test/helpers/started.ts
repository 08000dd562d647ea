// Store handles start at their first subscriber (review C3); a test that drives one without a
// component subscribes as a mounted screen would, and lets go with dispose()/stop() or the store.
export function started<T extends { subscribe(): () => void }>(handle: T): T {
  handle.subscribe();
  return handle;
}
