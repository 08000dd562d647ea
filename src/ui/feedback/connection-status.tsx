// The transport's connection state in words, for the header and the live feed
// (ui.md §2.14: "connecting, live, retrying n/5, closed", at once and without a reload).
import type { ConnectionState } from '../../store/index.ts';

export function describeConnection(state: ConnectionState): string {
  switch (state.status) {
    case 'idle':
      return 'Live updates idle';
    case 'connecting':
      return state.attempt > 1 ? `Connecting (attempt ${state.attempt})` : 'Connecting';
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
