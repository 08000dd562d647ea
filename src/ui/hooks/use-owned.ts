// A component's own disposable object (a run history, the saved operations), held the one way a
// store handle is (use-query.ts, review C3): made at render without side effects (each opens its
// database at first use) and disposed when the last component holding it goes, a microtask later,
// so StrictMode's simulated unmount (cleanup, then the effect again at once) never disposes the
// live instance (review finding 14).
import { useState } from 'react';
import { useStarted, type StartedBySubscribers } from './use-query.ts';

export interface Disposable {
  dispose(): void;
}

/** Holders count; the last release disposes `owned` unless a holder came back meanwhile. */
function lifetimeOf(owned: Disposable): StartedBySubscribers {
  let holders = 0;
  return {
    subscribe() {
      holders += 1;
      let isHeld = true;
      return () => {
        if (!isHeld) return;
        isHeld = false;
        holders -= 1;
        queueMicrotask(() => holders === 0 && owned.dispose());
      };
    },
  };
}

/** What `make` returns, made once for this component and disposed after it unmounts; null stays null. */
export function useOwned<T extends Disposable | null>(make: () => T): T {
  const [held] = useState(() => {
    const owned = make();
    return { owned, lifetime: owned && lifetimeOf(owned) };
  });
  useStarted(held.lifetime);
  return held.owned;
}
