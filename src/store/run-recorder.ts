/**
 * Reports each run of a query, mutation or subscription handle once it ends, for the history
 * (issue 18 "every operation run (from any screen)"). Kept apart from the handles so store.ts
 * only attaches it. What counts as a run: a query's first answer and each answer to new
 * variables (a refetch or a poll with the same variables is not a new run); each mutation
 * execute; a subscription from start to its end (duration until stopped or ended).
 */
import { effect } from '@preact/signals-core';
import type { Clock } from '../transport/index.ts';
import type { RunOutcome, RunRecord } from './history.ts';
import type { MutationHandle } from './mutation.ts';
import type { QueryHandle } from './query.ts';
import type { SubscriptionFeed } from './subscription.ts';

export interface RunReportContext {
  clock: Pick<Clock, 'now'>;
  /** The endpoint at the time of the run. */
  endpoint: () => string;
  onRun: (run: RunRecord) => void;
  /** The document as the caller wrote it. */
  query: string;
  operationName: string | null;
}

type Errors = { error: { message: string } | null; graphqlErrors: readonly { message: string }[] };

function outcomeOf({ error, graphqlErrors }: Errors): { outcome: RunOutcome; message: string | null } {
  if (error) return { outcome: 'failed', message: error.message };
  if (graphqlErrors.length > 0) return { outcome: 'errors', message: graphqlErrors[0]!.message };
  return { outcome: 'ok', message: null };
}

/** Watches a query handle; returns the stop function (called when the handle is disposed). */
export function reportQueryRuns(handle: QueryHandle<unknown>, context: RunReportContext): () => void {
  if (handle.fetchPolicy === 'cache-only') return () => {};
  let startedAt: number | null = null;
  let lastReported: string | null = null;
  return effect(() => {
    const isLoading = handle.loading.value;
    if (isLoading) {
      startedAt ??= context.clock.now();
      return;
    }
    if (startedAt === null) return;
    const variables = handle.variables.peek();
    const key = JSON.stringify(variables);
    const began = startedAt;
    startedAt = null;
    if (key === lastReported) return;
    lastReported = key;
    const now = context.clock.now();
    context.onRun({
      endpoint: context.endpoint(),
      query: context.query,
      operationName: context.operationName,
      variables,
      startedAt: began,
      durationMs: now - began,
      ...outcomeOf({ error: handle.error.peek(), graphqlErrors: handle.graphqlErrors.peek() }),
    });
  });
}

/** The handle with an execute that reports each run when it settles. */
export function reportMutationRuns<TData>(handle: MutationHandle<TData>, context: RunReportContext): MutationHandle<TData> {
  const execute = handle.execute.bind(handle);
  return Object.assign(Object.create(handle) as MutationHandle<TData>, {
    async execute(variables: Record<string, unknown> = {}) {
      const startedAt = context.clock.now();
      const outcome = await execute(variables);
      context.onRun({
        endpoint: context.endpoint(),
        query: context.query,
        operationName: context.operationName,
        variables,
        startedAt,
        durationMs: context.clock.now() - startedAt,
        ...outcomeOf(outcome),
      });
      return outcome;
    },
  });
}

/** Reports a subscription once it ends (stopped, completed or failed). */
export function reportSubscriptionRun(feed: SubscriptionFeed<unknown>, variables: Record<string, unknown>, context: RunReportContext): () => void {
  const startedAt = context.clock.now();
  let isDone = false;
  let stop: (() => void) | null = null;
  stop = effect(() => {
    if (feed.isActive.value || isDone) return;
    isDone = true;
    const error = feed.error.peek();
    context.onRun({
      endpoint: context.endpoint(),
      query: context.query,
      operationName: context.operationName,
      variables,
      startedAt,
      durationMs: context.clock.now() - startedAt,
      ...outcomeOf({ error, graphqlErrors: feed.latest.peek()?.errors ?? [] }),
    });
    queueMicrotask(() => stop?.());
  });
  return () => stop?.();
}
