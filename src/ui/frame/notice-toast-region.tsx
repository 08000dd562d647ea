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

  useEffect(() => {
    const shown = new Set<number>();
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
  }, [store, queue]);

  return <ToastRegion queue={queue} />;
}
