// `Idempotency-Key` on mutations (issue 12 item 8; draft-ietf-httpapi-idempotency-key-header),
// as a graphql-yoga plugin of the demo backend. A POST whose operation is a mutation and which
// carries the header is remembered by (caller, key): the caller is the Authorization it sent, so
// one user's key never answers another's request.
//   - first time: executed; its result (data and errors alike) kept for IDEMPOTENCY_TTL_MS;
//   - same key, same operation and variables: the kept result, not executed again, with
//     `Idempotent-Replayed: true`; a replay arriving while the first is still running waits for it;
//   - same key, different operation or variables: refused, 422 IDEMPOTENCY_KEY_REUSED (draft §2.7);
//   - a key longer than MAX_IDEMPOTENCY_KEY_CHARS: refused, 400.
// Memory is bounded: at most MAX_IDEMPOTENCY_KEYS entries holding at most MAX_IDEMPOTENCY_BYTES of
// results (their JSON; security review finding 9), the oldest forgotten first. Queries and
// subscriptions ignore the header (they change nothing). docs/idempotency.md is the server authors' guide.
//
// Deliberately left out: persistence (a restart forgets every key), keys over WebSocket (the header
// is HTTP's), and incremental results (a mutation's result is one ExecutionResult here).
import { createHash } from 'node:crypto';
import { getOperationAST, parse, type ExecutionResult } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { IDEMPOTENCY_KEY_HEADER } from '../store/constants.ts';
import {
  IDEMPOTENCY_KEY_REUSED_CODE,
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENT_REPLAYED_HEADER,
  MAX_IDEMPOTENCY_KEY_CHARS,
  MAX_IDEMPOTENCY_BYTES,
  MAX_IDEMPOTENCY_KEYS,
  MAX_OPERATION_TOKENS,
  BAD_USER_INPUT_CODE,
} from './constants.ts';

export interface IdempotencyOptions {
  /** The clock keys expire by. @default () => new Date() */
  now?: () => Date;
  /** How long a key is remembered. @default IDEMPOTENCY_TTL_MS */
  ttlMs?: number;
  /** Most keys remembered at once. @default MAX_IDEMPOTENCY_KEYS */
  maxKeys?: number;
  /** Most bytes of kept results (as JSON) at once. @default MAX_IDEMPOTENCY_BYTES */
  maxBytes?: number;
}

interface Entry {
  fingerprint: string;
  expiresAtMs: number;
  /** Settles with the first answer, or with null when the first request ended without one. */
  result: Promise<ExecutionResult | null>;
  settle(result: ExecutionResult | null): void;
  isSettled: boolean;
  /** Size of the kept result as JSON; 0 until it settles. */
  bytes: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Files (uploads) count by name, size and type: their bytes are not held for a fingerprint. */
function fingerprintOf(query: string, operationName: string | undefined, variables: unknown): string {
  return sha256(
    JSON.stringify({ query, operationName: operationName ?? null, variables: variables ?? null }, (_key, value) =>
      value instanceof Blob ? { file: (value as File).name ?? '', size: value.size, type: value.type } : value,
    ),
  );
}

function isMutation(query: string, operationName: string | undefined): boolean {
  try {
    // The token bound as limits.ts's: a document over it is refused before it runs, never parsed whole here.
    return getOperationAST(parse(query, { maxTokens: MAX_OPERATION_TOKENS }), operationName)?.operation === 'mutation';
  } catch {
    return false; // yoga answers the syntax error itself
  }
}

export function useIdempotencyKeys(options: IdempotencyOptions = {}): Plugin & { readonly size: number } {
  const { now = () => new Date(), ttlMs = IDEMPOTENCY_TTL_MS, maxKeys = MAX_IDEMPOTENCY_KEYS, maxBytes = MAX_IDEMPOTENCY_BYTES } = options;
  const entries = new Map<string, Entry>();
  let keptBytes = 0;
  /** The entry each first request fills in. */
  const owners = new WeakMap<Request, Entry>();
  const replays = new WeakSet<Request>();

  function forget(scope: string): void {
    keptBytes -= entries.get(scope)?.bytes ?? 0;
    entries.delete(scope);
  }

  function forgetExpired(nowMs: number): void {
    // Insertion order is expiry order (one TTL for all), so the scan stops at the first live key.
    for (const [scope, entry] of entries) {
      if (entry.expiresAtMs > nowMs) break;
      forget(scope);
    }
  }

  /** Oldest first, until both bounds hold (a result larger than maxBytes alone is not kept either). */
  function forgetOverBounds(): void {
    while (entries.size > maxKeys || keptBytes > maxBytes) forget(entries.keys().next().value!);
  }

  const plugin: Plugin & { readonly size: number } = {
    get size() {
      return entries.size;
    },
    async onParams({ request, params, setResult }) {
      const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
      if (key === null || request.method !== 'POST' || !params.query || !isMutation(params.query, params.operationName)) return;
      if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_CHARS) {
        setResult({
          errors: [
            createGraphQLError(`Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_CHARS} characters.`, {
              extensions: { code: BAD_USER_INPUT_CODE, http: { status: 400 } },
            }),
          ],
        });
        return;
      }
      const nowMs = now().getTime();
      forgetExpired(nowMs);
      const scope = sha256(`${request.headers.get('authorization') ?? ''}\n${key}`);
      const fingerprint = fingerprintOf(params.query, params.operationName, params.variables);
      for (;;) {
        const known = entries.get(scope);
        if (!known) break;
        if (known.fingerprint !== fingerprint) {
          setResult({
            errors: [
              createGraphQLError('This Idempotency-Key was already used for a different operation or different variables.', {
                extensions: { code: IDEMPOTENCY_KEY_REUSED_CODE, http: { status: 422 } },
              }),
            ],
          });
          return;
        }
        const first = await known.result;
        if (first) {
          replays.add(request);
          setResult(first);
          return;
        }
        // The first request ended without an answer (it was cut off): this one runs instead.
        if (entries.get(scope) === known) forget(scope);
      }
      let settle!: (result: ExecutionResult | null) => void;
      const entry: Entry = {
        fingerprint,
        expiresAtMs: nowMs + ttlMs,
        result: new Promise((resolve) => (settle = resolve)),
        settle: (result) => {
          entry.isSettled = true;
          settle(result);
          if (result && entries.get(scope) === entry) {
            entry.bytes = Buffer.byteLength(JSON.stringify(result));
            keptBytes += entry.bytes;
            forgetOverBounds();
          }
        },
        isSettled: false,
        bytes: 0,
      };
      entries.set(scope, entry);
      owners.set(request, entry);
      forgetOverBounds();
    },
    onExecutionResult({ request, result }) {
      const entry = owners.get(request);
      if (!entry || entry.isSettled) return;
      const isSingle = result !== undefined && !(Symbol.asyncIterator in result);
      entry.settle(isSingle ? (result as ExecutionResult) : null);
    },
    onResponse({ request, response }) {
      const entry = owners.get(request);
      if (entry && !entry.isSettled) entry.settle(null);
      if (replays.has(request)) response.headers.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    },
  };
  return plugin;
}
