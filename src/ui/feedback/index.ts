// Feedback: what tells the user how things went (alerts, toasts, the connection state). The
// confirmation dialog (confirm-modal.tsx) and the toast region (toast-region.tsx) are deliberately
// not listed: they load when first used (a lazy screen, the first toast), and a listed file lands
// in the first screen (esbuild assigns whole files to chunks).
export { Alert, alertFromError, alertFromGraphQLError, type AlertData, type AlertProps } from './alert.tsx';
export { ErrorBoundary, describeThrown, type ErrorBoundaryProps } from './error-boundary.tsx';
export { ConnectionStatus, describeConnection, type ConnectionStatusProps, type DescribedConnection } from './connection-status.tsx';
export { PlainButton, type PlainButtonProps } from './plain-button.tsx';
