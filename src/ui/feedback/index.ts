// Feedback: what tells the user how things went (alerts, toasts, the connection state). The
// confirmation dialog (confirm-modal.tsx) is deliberately not listed: only lazily loaded screens
// use it, and a listed file lands in the first screen (esbuild assigns whole files to chunks).
export { Alert, alertFromError, alertFromGraphQLError, type AlertData, type AlertProps } from './alert.tsx';
export { ErrorBoundary, describeThrown, type ErrorBoundaryProps } from './error-boundary.tsx';
export { ConnectionStatus, describeConnection, type ConnectionStatusProps, type DescribedConnection } from './connection-status.tsx';
export {
  ToastRegion, createToastQueue, showToast,
  type ShowToastOptions, type ToastKind, type ToastMessage, type ToastQueue, type ToastQueueOptions, type ToastRegionProps,
} from './toast-region.tsx';
