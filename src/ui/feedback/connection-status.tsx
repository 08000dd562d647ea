// The live connection's state in words: the one describer, for the header, the overview and the
// live feed's status line (ui.md §2.14: "connecting, live, retrying n/5, closed", at once and
// without a reload). Issue 11 item 4: one state is described one way everywhere. Issue 16
// "States": a wait to reconnect says it plainly and counts down ("Server unreachable — retrying
// in 7 s", the store's countdown); the header and the live feed offer Retry now beside it, and the
// feed keeps the technical reason as a tooltip (its status line is on no first screen).
import type { ConnectionState } from '../../store/index.ts';

/** The store's ConnectionState, structurally: errors need only a message (the live feed passes its own shape). */
export type DescribedConnection =
  | { status: 'idle' }
  | { status: 'connecting'; attempt: number }
  | { status: 'connected'; protocol: string }
  | { status: 'reconnecting'; attempt: number; delayMs: number; lastError: { message: string } | null }
  | { status: 'closed'; error: { message: string } | null };

/** The state in words. While reconnecting, `secondsToRetry` (the store's countdown) says when the next attempt is. */
export function describeConnection(state: DescribedConnection, secondsToRetry?: number | null): string {
  switch (state.status) {
    case 'idle':
      return 'Not connected';
    case 'connecting':
      return `Connecting (attempt ${state.attempt})…`;
    case 'connected':
      return `Live · ${state.protocol}`;
    case 'reconnecting':
      return `Server unreachable — retrying ${secondsToRetry ? `in ${secondsToRetry} s` : 'now…'}`;
    case 'closed':
      return state.error ? `Closed: ${state.error.message}` : 'Closed';
  }
}

export interface ConnectionStatusProps {
  state: ConnectionState | DescribedConnection;
  /** The store's countdown to the next attempt. */
  secondsToRetry?: number | null;
}

export function ConnectionStatus({ state, secondsToRetry }: ConnectionStatusProps) {
  return (
    <span className={`facet-connection facet-connection-${state.status}`} data-status={state.status}>
      {describeConnection(state, secondsToRetry)}
    </span>
  );
}
