// Feedback: what tells the user how things went (alerts, toasts, the confirmation dialog,
// the connection state).
export { Alert, alertFromError, alertFromGraphQLError, type AlertData, type AlertProps } from './alert.tsx';
export { ConfirmModal, type ConfirmModalProps } from './confirm-modal.tsx';
export { ConnectionStatus, describeConnection, type DescribedConnection } from './connection-status.tsx';
export {
  ToastRegion, createToastQueue, showToast,
  type ShowToastOptions, type ToastKind, type ToastMessage, type ToastQueue, type ToastQueueOptions, type ToastRegionProps,
} from './toast-region.tsx';
