/**
 * Mutation handles. A mutation is sent once per `execute` and never retried by the store (the
 * server may have applied it even when the answer was lost). Calling `execute` while one is
 * pending sends nothing and returns the pending promise. The promise never rejects: it resolves
 * with the outcome, which is also in the signals. A successful answer is merged into the cache,
 * so every query showing a changed entity updates.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  NetworkError,
  ServerError,
  TransportError,
  type ExecutionResult,
  type GraphQLFormattedError,
} from '../transport/index.ts';
import type { Variables } from './cache.ts';
import type { PreparedDocument } from './document.ts';
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
  readonly error: TransportError | null;
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
  /** Sends the mutation; while one is pending, returns its promise and sends nothing. */
  execute(variables?: Variables): Promise<MutationOutcome<TData>>;
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
  let inFlight: Promise<MutationOutcome<TData>> | null = null;

  const finish = (outcome: MutationOutcome<TData>, answer: ExecutionResult<TData> | null) => {
    batch(() => {
      result.value = answer;
      data.value = outcome.data;
      error.value = outcome.error;
      graphqlErrors.value = outcome.graphqlErrors;
      pending.value = false;
    });
    inFlight = null;
    return outcome;
  };

  function execute(variables: Variables = {}): Promise<MutationOutcome<TData>> {
    if (inFlight) return inFlight;
    batch(() => {
      pending.value = true;
      progress.value = null;
    });
    const operation = { query: prepared.query, variables, operationName: prepared.operationName };
    const reportProgress = (fraction: number) => {
      progress.value = fraction;
      onProgress?.(fraction);
    };
    let request: Promise<ExecutionResult<TData>>;
    try {
      request = context.transport.peek().request<TData>(operation, { onProgress: reportProgress });
    } catch (thrown) {
      request = Promise.reject(thrown); // reported in the outcome like any other failure
    }
    inFlight = request.then(
        (answer) => {
          if (answer.data) context.cache.write(prepared, variables, answer.data);
          return finish({ data: answer.data ?? null, graphqlErrors: answer.errors ?? [], error: null }, answer);
        },
        (failure: unknown) => {
          const body = failure instanceof ServerError ? (failure.result as ExecutionResult<TData> | undefined) : undefined;
          const transportError = failure instanceof TransportError ? failure : new NetworkError(failure);
          return finish({ data: body?.data ?? null, graphqlErrors: body?.errors ?? [], error: transportError }, body ?? null);
        },
      );
    return inFlight;
  }

  return { pending, result, data, error, graphqlErrors, progress, execute };
}
