// The live connection's state in words: the one describer, for the header, the overview and the
// live feed's status line (ui.md §2.14: "connecting, live, retrying n/5, closed", at once and
// without a reload). Issue 11 item 4: one state is described one way everywhere.
import type { ConnectionState } from '../../store/index.ts';

/** The store's ConnectionState, structurally: errors need only a message (the live feed passes its own shape). */
export type DescribedConnection =
  | { status: 'idle' }
  | { status: 'connecting'; attempt: number }
  | { status: 'connected'; protocol: string }
  | { status: 'reconnecting'; attempt: number; delayMs: number; lastError: { message: string } | null }
  | { status: 'closed'; error: { message: string } | null };

export function describeConnection(state: DescribedConnection): string {
  switch (state.status) {
    case 'idle':
      return 'Not connected';
    case 'connecting':
      return `Connecting (attempt ${state.attempt})…`;
    case 'connected':
      return `Live · ${state.protocol}`;
    case 'reconnecting':
      return `Reconnecting (attempt ${state.attempt}) in ${Math.round(state.delayMs)} ms${state.lastError ? `: ${state.lastError.message}` : ''}`;
    case 'closed':
      return state.error ? `Closed: ${state.error.message}` : 'Closed';
  }
}

export function ConnectionStatus({ state }: { state: ConnectionState }) {
  return (
    <span className={`facet-connection facet-connection-${state.status}`} data-status={state.status}>
      {describeConnection(state)}
    </span>
  );
}
