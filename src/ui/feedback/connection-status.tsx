// The live connection's state in words: the one describer, for the header, the overview and the
// live feed's status line (ui.md §2.14: "connecting, live, retrying n/5, closed", at once and
// without a reload). Issue 11 item 4: one state is described one way everywhere. Issue 16
// "States": a wait to reconnect says it plainly and counts down ("Server unreachable — retrying
// in 7 s", the store's countdown), with the technical reason as a tooltip and Retry now beside it.
import { Button } from 'react-aria-components/Button';
import type { ConnectionState } from '../../store/index.ts';

/** The store's ConnectionState, structurally: errors need only a message (the live feed passes its own shape). */
export type DescribedConnection =
  | { status: 'idle' }
  | { status: 'connecting'; attempt: number }
  | { status: 'connected'; protocol: string }
  | { status: 'reconnecting'; attempt: number; delayMs: number; lastError: { message: string } | null }
  | { status: 'closed'; error: { message: string } | null };

/**
 * The state in words. While reconnecting, `secondsToRetry` (the store's countdown) says when the
 * next attempt is; without it, the whole wait is given.
 */
export function describeConnection(state: DescribedConnection, secondsToRetry?: number | null): string {
  switch (state.status) {
    case 'idle':
      return 'Not connected';
    case 'connecting':
      return `Connecting (attempt ${state.attempt})…`;
    case 'connected':
      return `Live · ${state.protocol}`;
    case 'reconnecting': {
      const seconds = secondsToRetry ?? Math.ceil(state.delayMs / 1000);
      return seconds > 0 ? `Server unreachable — retrying in ${seconds} s` : 'Server unreachable — retrying now…';
    }
    case 'closed':
      return state.error ? `Closed: ${state.error.message}` : 'Closed';
  }
}

/** The reason behind a wait or a close, for a tooltip: "Attempt 13: WebSocket closed with 1006". */
export function connectionDetail(state: DescribedConnection): string | undefined {
  if (state.status !== 'reconnecting') return undefined;
  return `Attempt ${state.attempt}${state.lastError ? `: ${state.lastError.message}` : ''}`;
}

export interface ConnectionStatusProps {
  state: ConnectionState | DescribedConnection;
  /** The store's countdown to the next attempt. */
  secondsToRetry?: number | null;
  /** Shown as Retry now while reconnecting. */
  onRetryNow?: () => void;
}

export function ConnectionStatus({ state, secondsToRetry, onRetryNow }: ConnectionStatusProps) {
  return (
    <>
      <span className={`facet-connection facet-connection-${state.status}`} data-status={state.status} title={connectionDetail(state)}>
        {describeConnection(state, secondsToRetry)}
      </span>
      {onRetryNow && state.status === 'reconnecting' ? (
        <Button className="facet-button facet-button-quiet" onPress={onRetryNow}>
          Retry now
        </Button>
      ) : null}
    </>
  );
}
