// The store's toast notices, drawn by React Aria's toast region (notice-toast-region.tsx), which
// loads at the first toast: the first screen carries no toast, landmark or toast-state code
// (issue 13 item 10). Each toast's countdown is held on sight here too, so one pushed while the
// region loads is still shown for its full time; from then on the region's countdown decides.
import { lazy, Suspense, useEffect, useState } from 'react';
import { effect } from '@preact/signals-react';
import { useApp } from './app-context.tsx';
import { ErrorBoundary } from '../feedback/index.ts';

const NoticeToastRegion = lazy(() => import('./notice-toast-region.tsx').then((m) => ({ default: m.NoticeToastRegion })));

export function NoticeToasts() {
  const { store } = useApp();
  const [hasToasts, setHasToasts] = useState(false);

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
