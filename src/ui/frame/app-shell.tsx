// The page frame: skip link, header, a 320 px sidebar (a modal drawer on narrow screens) and the
// main landmark. Landmarks and the skip link make keyboard and screen-reader use direct
// (graphql/graphiql#1704, #3422: no landmarks, bad focus order).
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { PlainButton } from '../feedback/index.ts';
import { useLocation } from 'wouter';
import { NARROW_LAYOUT_MAX_WIDTH_PX, SIDEBAR_WIDTH_PX } from '../constants.ts';
import { useFocusRestore } from '../hooks/index.ts';

export interface AppShellProps {
  header: ReactNode;
  sidebar: ReactNode;
  children: ReactNode;
}

// The drawer (React Aria's modal) loads when first opened: most visits never open it.
const AppDrawer = lazy(() => import('./app-drawer.tsx').then((m) => ({ default: m.AppDrawer })));

const narrowQuery = `(max-width: ${NARROW_LAYOUT_MAX_WIDTH_PX}px)`;

function subscribeToNarrow(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(narrowQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isNarrowNow = () => globalThis.matchMedia?.(narrowQuery).matches ?? false;

/**
 * A server cannot know the viewport: it draws the wide frame, and hydration starts from the same
 * (the server snapshot, false), so the server's HTML is kept; React then re-renders a narrow screen
 * as narrow before the hydrated page is painted. Until main.js runs, shell.css hides the
 * server-drawn sidebar on a narrow screen. A client start reads the viewport at once.
 */
function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribeToNarrow, isNarrowNow, () => false);
}

export function AppShell({ header, sidebar, children }: AppShellProps) {
  const isNarrow = useIsNarrow();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [hasDrawer, setHasDrawer] = useState(false);
  if (isDrawerOpen && !hasDrawer) setHasDrawer(true);
  const drawerTrigger = useRef<HTMLButtonElement>(null);
  // Also after a link in the drawer closed it by navigating, when React Aria restores nothing.
  useFocusRestore(isDrawerOpen, drawerTrigger);
  const [location] = useLocation();
  // Following a link inside the drawer closes it.
  useEffect(() => setDrawerOpen(false), [location]);

  return (
    <div className="facet-shell" style={{ ['--facet-sidebar-width' as string]: `${SIDEBAR_WIDTH_PX}px` }}>
      <a className="facet-skip-link" href="#facet-main" onClick={focusMain}>
        Skip to content
      </a>
      <header className="facet-header">
        {isNarrow && (
          <PlainButton ref={drawerTrigger} className="facet-header-action facet-menu-button" onPress={() => setDrawerOpen(true)}>
            Operations
          </PlainButton>
        )}
        {header}
      </header>
      <div className="facet-body">
        {!isNarrow && <aside className="facet-sidebar">{sidebar}</aside>}
        <main id="facet-main" className="facet-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      {isNarrow && hasDrawer && (
        <Suspense fallback={null}>
          <AppDrawer isOpen={isDrawerOpen} onOpenChange={setDrawerOpen}>
            {sidebar}
          </AppDrawer>
        </Suspense>
      )}
    </div>
  );
}

/** Hash routing owns the URL fragment, so the skip link moves focus itself instead of navigating. */
function focusMain(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('facet-main')?.focus();
}
