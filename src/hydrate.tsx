// The browser entry's second half for a page Facet's server rendered (issue 17), loaded on demand
// so a static host's first screen carries none of it: the token is handed to the server for the
// cookie it renders with; the page's state is read (once) and, when this browser would draw what
// the server drew, restored once the schema and the screen's modules are here, so the store's
// 100 ms window opens as main.tsx hydrates. Modules by path, not the store's index, and nothing
// main.js holds: a module shared with it would split main's chunks and grow the first screen.
import { hashRouteAsPath } from './screens/hash-route.ts';
import { readPageState, renderKey } from './store/page-state.ts';
import { mirrorTokenToCookie } from './store/session-cookie.ts';
import { whenSchemaSettled } from './store/hydration.ts';
import { holdEarlyInput } from './early-input.ts';
import type { SchemaSource } from './store/schema-source.ts';
import type { Store } from './store/store.ts';

/** The browser's side of a server-rendered page, from as soon as this chunk runs. */
export interface ServerPage {
  /**
   * `hydrated` when the page's state is restored and main.tsx hydrates, to call once hydration
   * is committed; null when the app must start afresh.
   */
  prepare(
    store: Store,
    schemaSource: SchemaSource,
    /** src/ui/hooks' preloadLazyComponents, handed in so this chunk imports nothing main.js holds. */
    preloadLazyComponents: (ids: readonly string[]) => Promise<void>,
  ): Promise<(() => void) | null>;
}

/** Starts at once to hold what the user does on the drawn page (src/early-input.ts). */
export function startServerPage(): ServerPage {
  const early = holdEarlyInput(document.getElementById('root')!);
  // A hash link followed later (pasted, or written by hand) opens its path in place: the router
  // follows replaceState.
  addEventListener('hashchange', () => {
    const path = hashRouteAsPath(location.href);
    if (path !== null) history.replaceState(history.state, '', path);
  });
  return {
    async prepare(store, schemaSource, preloadLazyComponents) {
      const page = readPageState(document);
      mirrorTokenToCookie(store, { pageUrl: location.href, isInStep: page !== null && page.renderedFor === renderKey(store) });
      // Another browser's settings or sign-in would draw another page: start afresh instead.
      if (!page || page.renderedFor !== renderKey(store)) {
        early.release();
        return null;
      }
      // The screen's modules load while the schema is fetched: neither needs the other.
      await Promise.all([whenSchemaSettled(schemaSource), preloadLazyComponents(page.lazy)]);
      // Inline styles the server wrote as data (the policy refuses style attributes in markup),
      // applied through the CSSOM, which it allows: React hydrates as if they were attributes.
      for (const element of document.querySelectorAll<HTMLElement>('#root [data-facet-style]')) {
        element.style.cssText = element.dataset.facetStyle ?? '';
        element.removeAttribute('data-facet-style');
      }
      const openWindow = store.hydrate(page.state);
      let isDone = false;
      return () => {
        if (isDone) return; // once: the first screen's commit (or its failure), not a later one
        isDone = true;
        openWindow();
        void early.replay();
      };
    },
  };
}
