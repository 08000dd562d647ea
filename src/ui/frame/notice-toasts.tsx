// The store's toast notices, drawn by React Aria's toast region (notice-toast-region.tsx), which
// the overview does without: the first screen carries no toast, landmark or toast-state code
// (issue 13 item 10). The region loads at the first toast, or before, as soon as the page shows
// another screen: the toasts other screens raise ("Live connection lost", "outcome unknown") come
// when the server may be gone, and the region must not need the network then. Each toast's
// countdown is held on sight here too, so one pushed while the region loads is still shown for its
// full time; from then on the region's countdown decides.
import { lazy, Suspense, useEffect, useState } from 'react';
import { effect } from '@preact/signals-react';
import { useLocation } from 'wouter';
import { useApp } from './app-context.tsx';
import { ErrorBoundary } from '../feedback/index.ts';

let region: Promise<typeof import('./notice-toast-region.tsx')> | null = null;
/** Loads the region once; a failed load (the network was down) is tried again next time. */
function loadRegion() {
  region ??= import('./notice-toast-region.tsx').catch((error: unknown) => {
    region = null;
    throw error;
  });
  return region;
}

const NoticeToastRegion = lazy(() => loadRegion().then((m) => ({ default: m.NoticeToastRegion })));

export function NoticeToasts() {
  const { store } = useApp();
  const [location] = useLocation();
  const [hasToasts, setHasToasts] = useState(false);

  useEffect(() => {
    if (location !== '/') loadRegion().catch(() => {});
  }, [location]);

  useEffect(
    () =>
      effect(() => {
        const toasts = store.notices.toasts.value;
        for (const notice of toasts) store.notices.hold(notice.id);
        if (toasts.length > 0) setHasToasts(true);
      }),
    [store],
  );

  return hasToasts ? (
    <ErrorBoundary title="Notifications could not be shown">
      <Suspense fallback={null}>
        <NoticeToastRegion />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}
