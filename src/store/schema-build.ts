/**
 * Turns introspection into a schema without a long task on the main thread (issue 13 item 9:
 * "keep every task under 50 ms on start-up"): a cached result's JSON is parsed in a module Worker
 * (src/store/schema-worker.ts, its own esbuild entry) and comes back in small messages; the schema
 * is built in slices (src/schema/introspection-slices.ts). The schema source uses one when the
 * browser entry gives it (`store.createSchemaSource({ builder })`).
 *
 * Deliberately left out: parsing the network answer in the worker (the transport parses it, as it
 * parses every answer) and writing the cache from the worker (its text is made on the main thread).
 * Where Workers are unavailable or fail, the JSON is parsed on the main thread in one piece; the
 * build is sliced either way.
 */
import { buildSchemaFromIntrospectionInSlices } from '../schema/introspection-slices.ts';
import type { IntrospectionOutcome } from '../schema/introspection.ts';
import { SCHEMA_BUILD_SLICE_MS, SCHEMA_WORKER_TYPES_PER_MESSAGE } from './constants.ts';

export interface SchemaBuilder {
  /** Parses introspection JSON (a cached result); rejects when it is not JSON. */
  parse(text: string): Promise<unknown>;
  /** The outcome of buildSchemaFromIntrospection, built in slices. */
  build(result: unknown): Promise<IntrospectionOutcome>;
  /** Resolves in a later task, so the next piece of work is a task of its own. */
  yieldToMain(): Promise<void>;
  dispose(): void;
}

export interface SchemaBuilderOptions {
  /** Address of the built schema worker (static/dist/schema-worker.js). @default none: JSON is parsed on the main thread */
  workerUrl?: string | URL | null;
  /** @default a module Worker at `workerUrl`, when the browser has Workers */
  createWorker?: (url: string | URL) => Worker;
  /** @default SCHEMA_BUILD_SLICE_MS */
  sliceMs?: number;
  /** Resolves in a later task. @default a MessageChannel message (a zero-delay timeout without one) */
  yieldToMain?: () => Promise<void>;
}

type WorkerMessage =
  | { id: number; head: unknown; hasTypes: boolean }
  | { id: number; types: unknown[] }
  | { id: number; done: true }
  | { id: number; error: string };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  head: unknown;
  types: unknown[] | null;
}

export function createSchemaBuilder(options: SchemaBuilderOptions = {}): SchemaBuilder {
  const {
    workerUrl = null,
    createWorker = (url: string | URL) => new Worker(url, { type: 'module' }),
    sliceMs = SCHEMA_BUILD_SLICE_MS,
    yieldToMain = defaultYield(),
  } = options;
  let worker: Worker | null = null;
  let isWorkerBroken = workerUrl === null || typeof Worker === 'undefined';
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function breakWorker() {
    isWorkerBroken = true;
    worker?.terminate();
    worker = null;
    for (const [id, request] of pending) {
      pending.delete(id);
      request.reject(new Error('schema worker failed'));
    }
  }

  function onMessage({ data }: MessageEvent<WorkerMessage>) {
    const request = pending.get(data.id);
    if (!request) return;
    if ('error' in data) {
      pending.delete(data.id);
      request.reject(new SyntaxError(data.error));
    } else if ('head' in data) {
      request.head = data.head;
      request.types = data.hasTypes ? [] : null;
    } else if ('types' in data) {
      for (const type of data.types) request.types?.push(type);
    } else {
      pending.delete(data.id);
      if (request.types) schemaOf(request.head)!.types = request.types;
      request.resolve(request.head);
    }
  }

  function startWorker(): Worker | null {
    if (worker || isWorkerBroken) return worker;
    try {
      worker = createWorker(workerUrl!);
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', breakWorker);
      worker.addEventListener('messageerror', breakWorker);
    } catch {
      breakWorker();
    }
    return worker;
  }

  async function parseInWorker(text: string): Promise<unknown> {
    const running = startWorker();
    if (!running) throw new Error('no schema worker');
    const id = (nextId += 1);
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, head: null, types: null });
      running.postMessage({ id, text, typesPerMessage: SCHEMA_WORKER_TYPES_PER_MESSAGE });
    });
  }

  return {
    async parse(text) {
      if (!isWorkerBroken) {
        try {
          return await parseInWorker(text);
        } catch (error) {
          if (error instanceof SyntaxError) throw error;
          // The worker could not start or died: parse here instead.
        }
      }
      return JSON.parse(text) as unknown;
    },
    build: (result) => buildSchemaFromIntrospectionInSlices(result, { sliceMs, yieldToMain }),
    yieldToMain,
    dispose: breakWorker,
  };
}

/** A MessageChannel message runs in a new task without the 4 ms clamp of nested timeouts. */
function defaultYield(): () => Promise<void> {
  if (typeof MessageChannel === 'undefined') return () => new Promise((resolve) => setTimeout(resolve, 0));
  return () =>
    new Promise<void>((resolve) => {
      // A channel per yield, closed once used: no open port outlives the build.
      const { port1, port2 } = new MessageChannel();
      port1.onmessage = () => {
        port1.close();
        resolve();
      };
      port2.postMessage(null);
    });
}

function schemaOf(value: unknown): Record<string, unknown> | null {
  if (value === null || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const data = '__schema' in record ? record : record.data;
  const schema = data !== null && typeof data === 'object' ? (data as Record<string, unknown>).__schema : null;
  return schema !== null && typeof schema === 'object' ? (schema as Record<string, unknown>) : null;
}
