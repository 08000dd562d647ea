// What /document runs, as one reducer: idle, confirming a mutation, or running a query, a
// mutation or a subscription. One press, one request (issue 16): a Run while a query or mutation
// still waits, or while the confirmation is open, is ignored. The reducer decides that from the
// state the previous press left, even when presses come faster than React renders, so no ref has
// to mirror the state. Handles are made by the caller (making one has no side effect, so an
// ignored Run leaves nothing behind) and kept started while shown (useStarted).
import { useReducer } from 'react';
import type { MutationHandle, QueryHandle, Store, SubscriptionFeed } from '../store/index.ts';
import { useStarted } from '../ui/hooks/index.ts';

/** What was sent, kept with its handle: the text may be edited while the answer is shown. */
interface Sent {
  text: string;
  operationName: string | null;
}

export type Running =
  | ({ kind: 'query'; handle: QueryHandle } & Sent)
  | ({ kind: 'mutation'; handle: MutationHandle; variables: Record<string, unknown> } & Sent)
  | { kind: 'subscription'; feed: SubscriptionFeed; name: string };

/** A mutation waiting for the user's confirmation: what it sends, and what the dialog lists. */
export interface PendingMutation {
  text: string;
  variables: Record<string, unknown>;
  shown: Record<string, unknown>;
  name: string | null;
}

interface RunnerState {
  running: Running | null;
  confirming: PendingMutation | null;
}

type RunnerAction =
  | { type: 'run'; next: Running }
  | { type: 'confirm'; pending: PendingMutation }
  | { type: 'sent'; next: Running }
  | { type: 'closed' };

function isWaiting(running: Running | null): boolean {
  return (running?.kind === 'query' && running.handle.loading.peek()) || (running?.kind === 'mutation' && running.handle.pending.peek());
}

function reduce(state: RunnerState, action: RunnerAction): RunnerState {
  switch (action.type) {
    case 'run':
    case 'confirm':
      if (state.confirming || isWaiting(state.running)) return state;
      return action.type === 'run' ? { ...state, running: action.next } : { ...state, confirming: action.pending };
    case 'sent':
      return { ...state, running: action.next };
    case 'closed':
      return { ...state, confirming: null };
  }
}

const IDLE: RunnerState = { running: null, confirming: null };

export function useRunner(store: Store) {
  const [{ running, confirming }, dispatch] = useReducer(reduce, IDLE);
  // What runs is started while shown; a new run stops what the previous one left going.
  useStarted(running?.kind === 'query' ? running.handle : running?.kind === 'subscription' ? running.feed : null);
  const isMutationPending = running?.kind === 'mutation' && running.handle.pending.value;

  return {
    running,
    confirming,
    isMutationPending,
    isWaiting: (running?.kind === 'query' && running.handle.loading.value) || isMutationPending,
    runQuery(text: string, variables: Record<string, unknown>, operationName: string | null) {
      const handle = store.query(text, variables, { operationName: operationName ?? undefined, fetchPolicy: 'network-only' });
      dispatch({ type: 'run', next: { kind: 'query', handle, text, operationName } });
    },
    runSubscription(text: string, variables: Record<string, unknown>, operationName: string | null) {
      const feed = store.subscribe(text, variables, { operationName: operationName ?? undefined });
      dispatch({ type: 'run', next: { kind: 'subscription', feed, name: operationName ?? 'subscription' } });
    },
    /** Asks before a mutation is sent. */
    confirmMutation: (pending: PendingMutation) => dispatch({ type: 'confirm', pending }),
    closeConfirmation: () => dispatch({ type: 'closed' }),
    /** Sends the mutation being confirmed; the dialog closes when it is answered. */
    sendMutation() {
      if (!confirming) return;
      const { text, variables, name } = confirming;
      const handle = store.mutation(text, { operationName: name ?? undefined });
      dispatch({ type: 'sent', next: { kind: 'mutation', handle, variables, text, operationName: name } });
      void handle.execute(variables).then((outcome) => {
        dispatch({ type: 'closed' });
        const label = name ?? 'The mutation';
        if (outcome.isOutcomeUnknown) {
          store.notices.push({ kind: 'warning', message: `${label}: outcome unknown. The answer was lost, so it may or may not have been applied` });
        } else if (outcome.error === null && outcome.graphqlErrors.length === 0) {
          store.notices.push({ kind: 'success', message: `${label} done` });
        }
      });
    },
    /** Gives up waiting for a query's or mutation's answer (a mutation's outcome is then unknown). */
    cancel() {
      if (running?.kind === 'query' || running?.kind === 'mutation') running.handle.cancel();
    },
  };
}

export type Runner = ReturnType<typeof useRunner>;
