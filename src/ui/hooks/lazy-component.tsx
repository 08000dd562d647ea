// Components loaded on demand that a server-rendered page can hydrate without a fallback (issue
// 17): React.lazy suspends at its first render even when its module has already arrived, and
// during hydration that leaves the server's HTML dehydrated and renders the screen again later,
// after the store's 100 ms window. A component made here renders synchronously once its module is
// loaded; each one has an id, the server records the ids a page used (LazyUses), and the
// browser preloads those ids (preloadLazyComponents) before it hydrates.
import { createContext, lazy, useContext, useState, type ComponentType } from 'react';

/** id → a load of its module, filled as the modules that declare lazy components are evaluated. */
const registry = new Map<string, () => Promise<unknown>>();

/** Where a server render collects the ids of the lazy components it drew (`<LazyUses.Provider value={set}>`). */
export const LazyUses = createContext<Set<string> | null>(null);

/**
 * A component loaded by `load` on first render (inside a Suspense boundary, as React.lazy), or at
 * once when `preloadLazyComponents` named its id before. `id` is unique across the app.
 */
export function lazyComponent<P extends object>(id: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  // import() itself loads a module once; a second call only waits for it.
  const preload = () => load().then((component) => (loaded = component));
  registry.set(id, preload);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return (props: P) => {
    useContext(LazyUses)?.add(id);
    // Decided once per mount, so an instance never swaps one element type for the other (which
    // would remount it and lose its state): loaded before → drawn at once; else through React.lazy.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}

/**
 * Loads the named components' modules. A lazy component declared inside another lazy module is
 * registered only once that module is evaluated, so the ids are looked up again after each round
 * (four: deeper than screen → result view → table). Ids never registered are skipped.
 */
export async function preloadLazyComponents(ids: readonly string[]): Promise<void> {
  for (let round = 0; round < 4; round++) await Promise.all(ids.map((id) => registry.get(id)?.().catch(() => {})));
}

/** Loads every lazy component's module (a server at start, so no page waits for one). */
export function preloadAllLazyComponents(): Promise<void> {
  return preloadLazyComponents([...registry.keys()]).then(() => preloadLazyComponents([...registry.keys()]));
}
