// Shows the store's toast notices through the one toast region. The store keeps the log and the
// queue; React Aria renders, announces, and pauses a toast while it is hovered or focused. When
// React Aria closes one, the store forgets it. Loaded by NoticeToasts at the first toast, so the
// first screen carries no toast code (issue 13 item 10).
import { useEffect, useRef } from 'react';
import { effect } from '@preact/signals-react';
import { useApp } from './app-context.tsx';
import { createToastQueue, showToast, type ToastQueue, ToastRegion } from '../feedback/toast-region.tsx';

export function NoticeToastRegion() {
  const { store } = useApp();
  const queueRef = useRef<ToastQueue | null>(null);
  queueRef.current ??= createToastQueue();
  const queue = queueRef.current;
  // Kept with the queue, not per effect run: StrictMode runs the effect twice, and a toast already
  // in the queue must not be shown again.
  const shownRef = useRef<Set<number> | null>(null);
  shownRef.current ??= new Set();
  const shown = shownRef.current;

  useEffect(() => {
    return effect(() => {
      for (const notice of store.notices.toasts.value) {
        if (shown.has(notice.id)) continue;
        shown.add(notice.id);
        store.notices.hold(notice.id); // React Aria's countdown (with hover/focus pause) decides
        showToast(
          queue,
          { kind: notice.kind, message: notice.message, ...(notice.title ? { title: notice.title } : {}) },
          { ...(notice.timeoutMs !== null ? { timeoutMs: notice.timeoutMs } : {}), onClose: () => store.notices.dismiss(notice.id) },
        );
      }
    });
  }, [store, queue, shown]);

  return <ToastRegion queue={queue} />;
}
