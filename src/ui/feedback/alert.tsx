/**
 * Inline alert for transport failures, GraphQL errors and information (APG Alert pattern):
 * errors use `role="alert"` (assertive), information uses `role="status"` (polite). React Aria
 * Components 1.22.1 ships no Alert (it exists only unreleased at the repo's HEAD), so this is a
 * plain element. An alert never steals focus; it sits beside any partial data it explains.
 */
import { PlainButton } from './plain-button.tsx';
import { ALERT_DETAILS_MAX_CHARS, JSON_INDENT_SPACES } from '../constants.ts';

/** What an alert shows. Plain data, so the store's errors map onto it without classes. */
export interface AlertData {
  /** A transport error kind ('server', 'network', …), 'graphql', or anything the screen names. */
  kind: string;
  title: string;
  message: string;
  /** HTTP status, when the failure had one. */
  status?: number;
  /** The GraphQL error's `path`, e.g. ['events', 0, 'title']. */
  path?: ReadonlyArray<string | number>;
  /** Longer text (a response body excerpt, extensions as JSON), shown collapsed. */
  details?: string;
}

export interface AlertProps {
  alert: AlertData;
  /** 'error' and 'warning' are announced at once (role alert); 'info' politely (role status). @default 'error' */
  severity?: 'error' | 'warning' | 'info';
  /** An optional action, e.g. { label: 'Open settings', onPress }. */
  action?: { label: string; onPress: () => void };
  /** An optional dismiss handler; adds a "Dismiss" button. */
  onDismiss?: () => void;
}

export function Alert({ alert, severity = 'error', action, onDismiss }: AlertProps) {
  const role = severity === 'info' ? 'status' : 'alert';
  const meta: string[] = [kindLabel(alert.kind)];
  if (alert.status !== undefined) meta.push(`HTTP ${alert.status}`);
  return (
    <div role={role} className={`facet-alert facet-alert-${severity}`} data-kind={alert.kind}>
      <p className="facet-alert-title">
        <strong>{alert.title}</strong> <span className="facet-alert-meta">({meta.join(', ')})</span>
      </p>
      <p className="facet-alert-message">{alert.message}</p>
      {alert.path && alert.path.length > 0 ? (
        <p className="facet-alert-path">
          Path: <code>{alert.path.join('.')}</code>
        </p>
      ) : null}
      {alert.details ? (
        <details className="facet-alert-details">
          <summary>Details</summary>
          <pre>{alert.details}</pre>
        </details>
      ) : null}
      {action || onDismiss ? (
        <div className="facet-alert-actions">
          {action ? (
            <PlainButton className="facet-button" onPress={action.onPress}>
              {action.label}
            </PlainButton>
          ) : null}
          {onDismiss ? (
            <PlainButton className="facet-button facet-button-quiet" onPress={onDismiss}>
              Dismiss
            </PlainButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

const KIND_LABELS: Record<string, string> = {
  server: 'server error',
  parse: 'not a GraphQL response',
  network: 'network error',
  timeout: 'timed out',
  'too-large': 'response too large',
  'socket-closed': 'connection closed',
  'no-subscription-address': 'no subscription address',
  protocol: 'protocol error',
  'token-held-back': 'credential kept for its origin',
  subscription: 'subscription error',
  graphql: 'GraphQL error',
};

function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

const TITLES: Record<string, string> = {
  server: 'The server answered with an error',
  parse: 'The response was not GraphQL',
  network: 'The server could not be reached',
  timeout: 'The server did not answer in time',
  'too-large': 'The answer was too large to read',
  'socket-closed': 'The live connection closed',
  'no-subscription-address': 'No subscription address is configured',
  protocol: 'The live connection broke the protocol',
  subscription: 'The subscription failed',
  graphql: 'The server reported an error',
};

/**
 * Maps a transport error (anything with `kind` and `message`; `status`, `bodyText`, `excerpt`
 * read when present) or a thrown value onto AlertData.
 */
export function alertFromError(error: unknown): AlertData {
  if (error && typeof error === 'object' && 'kind' in error && typeof error.kind === 'string') {
    const e = error as { kind: string; message?: unknown; status?: unknown; bodyText?: unknown; excerpt?: unknown; protocol?: unknown };
    const body = typeof e.bodyText === 'string' ? e.bodyText : typeof e.excerpt === 'string' ? e.excerpt : '';
    const title = TITLES[e.kind] ?? 'Something went wrong';
    return {
      kind: e.kind,
      // Which WebSocket protocol was spoken, so a dialect mismatch is visible (altair#852, #1924).
      title: typeof e.protocol === 'string' ? `${title} (${e.protocol})` : title,
      message: typeof e.message === 'string' ? e.message : String(error),
      ...(typeof e.status === 'number' ? { status: e.status } : {}),
      ...(body ? { details: body.slice(0, ALERT_DETAILS_MAX_CHARS) } : {}),
    };
  }
  return { kind: 'error', title: 'Something went wrong', message: error instanceof Error ? error.message : String(error) };
}

/** Maps one GraphQL `errors` entry onto AlertData (path kept; extensions shown as details). */
export function alertFromGraphQLError(error: {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}): AlertData {
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
  return {
    kind: 'graphql',
    title: code ? `${TITLES.graphql} (${code})` : TITLES.graphql!,
    message: error.message,
    ...(error.path ? { path: error.path } : {}),
    ...(error.extensions && Object.keys(error.extensions).length > 0
      ? { details: JSON.stringify(error.extensions, null, JSON_INDENT_SPACES).slice(0, ALERT_DETAILS_MAX_CHARS) }
      : {}),
  };
}
