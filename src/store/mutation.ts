/**
 * Mutation handles. A mutation is sent once per `execute` and never retried by the store (the
 * server may have applied it even when the answer was lost). Calling `execute` while one is
 * pending sends nothing and returns the pending promise. The promise never rejects: it resolves
 * with the outcome, which is also in the signals. A successful answer is merged into the cache,
 * so every query showing a changed entity updates.
 *
 * When the answer is lost (a network failure or a timeout after sending, or `cancel()` while it
 * is on its way) the outcome is *unknown*, not failed: the server may have applied it (issue 12
 * item 8). `isOutcomeUnknown` says so, so the UI can tell the user to check before sending again.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  NetworkError,
  ServerError,
  TransportError,
  isCancelled,
  type ExecutionResult,
  type GraphQLFormattedError,
} from '../transport/index.ts';
import type { Variables } from './cache.ts';
import { ANSWER_LOST_KINDS } from './constants.ts';
import type { PreparedDocument } from './document.ts';
import { idempotencyHeaders } from './idempotency.ts';
import type { OperationContext } from './operation-context.ts';

export interface MutationOptions {
  /** Upload progress, 0–1, when the variables hold files. */
  onProgress?: (fraction: number) => void;
  /** The operation to run when the document holds several. @default the only one */
  operationName?: string;
}

export interface MutationOutcome<TData> {
  readonly data: TData | null;
  readonly graphqlErrors: readonly GraphQLFormattedError[];
  /** The transport failure; null on an answer, and after `cancel()`. */
  readonly error: TransportError | null;
  /** The mutation was sent but its answer was lost (network failure, timeout, cancel): it may have been applied. */
  readonly isOutcomeUnknown: boolean;
}

export interface MutationHandle<TData = Record<string, unknown>> {
  readonly pending: ReadonlySignal<boolean>;
  /** The last answer (GraphQL errors and partial data included), or null before one. */
  readonly result: ReadonlySignal<ExecutionResult<TData> | null>;
  /** The last answer's data (also a ServerError body's data), or null. */
  readonly data: ReadonlySignal<TData | null>;
  readonly error: ReadonlySignal<TransportError | null>;
  readonly graphqlErrors: ReadonlySignal<readonly GraphQLFormattedError[]>;
  /** Upload progress 0–1 of the pending mutation, null when it reports none. */
  readonly progress: ReadonlySignal<number | null>;
  /** The last mutation's answer was lost (see MutationOutcome.isOutcomeUnknown). */
  readonly isOutcomeUnknown: ReadonlySignal<boolean>;
  /** Sends the mutation; while one is pending, returns its promise and sends nothing. */
  execute(variables?: Variables): Promise<MutationOutcome<TData>>;
  /**
   * Stops waiting for the pending mutation (the request is aborted); its outcome is unknown, as
   * it may already have reached the server. Nothing when none is pending.
   */
  cancel(): void;
}

export function createMutation<TData>(
  context: OperationContext,
  prepared: PreparedDocument,
  options: MutationOptions,
): MutationHandle<TData> {
  const { onProgress } = options;
  const pending = signal(false);
  const result = signal<ExecutionResult<TData> | null>(null);
  const data = signal<TData | null>(null);
  const error = signal<TransportError | null>(null);
  const graphqlErrors = signal<readonly GraphQLFormattedError[]>([]);
  const progress = signal<number | null>(null);
  const isOutcomeUnknown = signal(false);
  let inFlight: Promise<MutationOutcome<TData>> | null = null;
  let controller: AbortController | null = null;

  const finish = (outcome: MutationOutcome<TData>, answer: ExecutionResult<TData> | null) => {
    batch(() => {
      result.value = answer;
      data.value = outcome.data;
      error.value = outcome.error;
      graphqlErrors.value = outcome.graphqlErrors;
      isOutcomeUnknown.value = outcome.isOutcomeUnknown;
      pending.value = false;
    });
    inFlight = null;
    controller = null;
    return outcome;
  };

  function execute(variables: Variables = {}): Promise<MutationOutcome<TData>> {
    if (inFlight) return inFlight;
    batch(() => {
      pending.value = true;
      progress.value = null;
    });
    const sending = (controller = new AbortController());
    const operation = { query: prepared.query, variables, operationName: prepared.operationName };
    const reportProgress = (fraction: number) => {
      progress.value = fraction;
      onProgress?.(fraction);
    };
    let request: Promise<ExecutionResult<TData>>;
    try {
      request = context.transport.peek().request<TData>(operation, {
        signal: sending.signal,
        onProgress: reportProgress,
        headers: idempotencyHeaders(context.newIdempotencyKey()),
      });
    } catch (thrown) {
      request = Promise.reject(thrown); // reported in the outcome like any other failure
    }
    inFlight = request.then(
        (answer) => {
          if (answer.data) context.cache.write(prepared, variables, answer.data);
          return finish({ data: answer.data ?? null, graphqlErrors: answer.errors ?? [], error: null, isOutcomeUnknown: false }, answer);
        },
        (failure: unknown) => {
          if (isCancelled(failure)) return finish({ data: null, graphqlErrors: [], error: null, isOutcomeUnknown: true }, null);
          const body = failure instanceof ServerError ? (failure.result as ExecutionResult<TData> | undefined) : undefined;
          const transportError = failure instanceof TransportError ? failure : new NetworkError(failure);
          const isLost = ANSWER_LOST_KINDS.includes(transportError.kind);
          return finish({ data: body?.data ?? null, graphqlErrors: body?.errors ?? [], error: transportError, isOutcomeUnknown: isLost }, body ?? null);
        },
      );
    return inFlight;
  }

  return {
    pending,
    result,
    data,
    error,
    graphqlErrors,
    progress,
    isOutcomeUnknown,
    execute,
    cancel: () => controller?.abort(),
  };
}
