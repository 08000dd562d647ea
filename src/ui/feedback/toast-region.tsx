/**
 * Toasts (PRODUCT.md §4, issue 7): the one module that touches React Aria's alpha toast API
 * (`UNSTABLE_ToastRegion`, `UNSTABLE_Toast`, `UNSTABLE_ToastQueue`), so an API change is a
 * one-file edit (notes/ui.md §5). What the alpha gives us: a landmark region named
 * "Notifications" (F6 reaches it), each toast a non-modal alertdialog that is announced, timers
 * that pause while the region is hovered or focused, focus moved sensibly when a toast closes.
 *
 * Toasts close after TOAST_DURATION_MS (3000 ms, PRODUCT.md §1), shorter than React Aria's
 * advised 5 s; pausing on hover/focus and the close button mitigate that, and screens must never
 * put an error only in a toast (errors also get an Alert).
 */
import { Button } from 'react-aria-components/Button';
import { Text } from 'react-aria-components/Text';
import { UNSTABLE_Toast as AriaToast, UNSTABLE_ToastContent as AriaToastContent, UNSTABLE_ToastQueue as AriaToastQueue, UNSTABLE_ToastRegion as AriaToastRegion } from 'react-aria-components/Toast';
import { TOAST_DURATION_MS } from '../constants.ts';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastMessage {
  kind: ToastKind;
  message: string;
  /** A short heading; @default by kind ("Done", "Note", "Warning", "Error") */
  title?: string;
}

export type ToastQueue = AriaToastQueue<ToastMessage>;

export interface ToastQueueOptions {
  /** How many toasts show at once; the rest wait. @default all */
  maxVisibleToasts?: number;
}

export function createToastQueue(options: ToastQueueOptions = {}): ToastQueue {
  return new AriaToastQueue<ToastMessage>(options.maxVisibleToasts !== undefined ? { maxVisibleToasts: options.maxVisibleToasts } : {});
}

export interface ShowToastOptions {
  /** @default TOAST_DURATION_MS; 0 keeps the toast until dismissed */
  timeoutMs?: number;
  onClose?: () => void;
}

/** Queues a toast; returns its key (for `queue.close(key)`). */
export function showToast(queue: ToastQueue, toast: ToastMessage, options: ShowToastOptions = {}): string {
  const { timeoutMs = TOAST_DURATION_MS, onClose } = options;
  return queue.add(toast, {
    ...(timeoutMs > 0 ? { timeout: timeoutMs } : {}),
    ...(onClose ? { onClose } : {}),
  });
}

const DEFAULT_TITLES: Record<ToastKind, string> = { success: 'Done', info: 'Note', warning: 'Warning', error: 'Error' };

export interface ToastRegionProps {
  queue: ToastQueue;
  /** @default 'Notifications' */
  label?: string;
}

/** Renders the queue's visible toasts in a "Notifications" landmark (portalled to the body). */
export function ToastRegion({ queue, label = 'Notifications' }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} aria-label={label} className="facet-toast-region">
      {({ toast }) => (
        <AriaToast toast={toast} className={`facet-toast facet-toast-${toast.content.kind}`}>
          <AriaToastContent className="facet-toast-content">
            <Text slot="title" className="facet-toast-title">
              {toast.content.title ?? DEFAULT_TITLES[toast.content.kind]}
            </Text>
            <Text slot="description" className="facet-toast-message">
              {toast.content.message}
            </Text>
          </AriaToastContent>
          <Button slot="close" className="facet-button facet-button-quiet facet-toast-close" aria-label="Dismiss">
            <span aria-hidden="true">×</span>
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
