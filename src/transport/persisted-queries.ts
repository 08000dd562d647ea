/**
 * Apollo's automatic persisted queries (APQ), the parts that are not HTTP plumbing.
 *
 * Implements: the hex SHA-256 of the exact query string via WebCrypto, memoised per document
 * (apollo-server docs apq.mdx, `extensions.persistedQuery = {version: 1, sha256Hash}`);
 * recognition of PersistedQueryNotFound / PersistedQueryNotSupported by `extensions.code` OR
 * message (apollo-client#10253); the operation type, so hashed GET never carries a mutation
 * (GraphQLOverHTTP.md: GET never runs mutations).
 * Leaves out: the legacy link's "a 400 or 500 disables APQ" (apollo-client PR #10806) and a GET
 * full-query retry (apollo-link-persisted-queries#27); see http.ts for the request flow.
 */
import {
  APQ_NOT_FOUND_CODE,
  APQ_NOT_FOUND_MESSAGE,
  APQ_NOT_SUPPORTED_CODE,
  APQ_NOT_SUPPORTED_MESSAGE,
} from './constants.ts';
import type { ExecutionResult } from './types.ts';

export type PersistedQueryErrorKind = 'not-found' | 'not-supported';

/**
 * A hasher with its own memo: one digest per distinct document string for the transport's life
 * (an app sends a bounded set of documents). A failed digest is forgotten so it can be retried.
 */
export function createHasher(subtle: SubtleCrypto): (query: string) => Promise<string> {
  const memo = new Map<string, Promise<string>>();
  return (query) => {
    let hash = memo.get(query);
    if (!hash) {
      hash = subtle
        .digest('SHA-256', new TextEncoder().encode(query))
        .then((buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join(''));
      memo.set(query, hash);
      hash.catch(() => memo.delete(query));
    }
    return hash;
  };
}

/** Which APQ error a result carries, if any; NotSupported wins when both appear. */
export function persistedQueryError(result: ExecutionResult | undefined): PersistedQueryErrorKind | undefined {
  let kind: PersistedQueryErrorKind | undefined;
  for (const error of Array.isArray(result?.errors) ? result.errors : []) {
    const code = error?.extensions?.code;
    const message = error?.message;
    if (code === APQ_NOT_SUPPORTED_CODE || message === APQ_NOT_SUPPORTED_MESSAGE) return 'not-supported';
    if (code === APQ_NOT_FOUND_CODE || message === APQ_NOT_FOUND_MESSAGE) kind = 'not-found';
  }
  return kind;
}

/**
 * Tokens that matter for finding operation keywords: comments, block strings and strings (skipped
 * whole, so braces inside them do not count), brackets, and names (with a `$` or `@` sigil kept,
 * so variables and directives are never mistaken for an operation's name).
 */
const TOKEN = /#[^\n\r]*|"""(?:\\"""|[^])*?"""|"(?:\\.|[^"\\\n])*"|[{}()]|[$@]?[_A-Za-z]\w*/g;

/**
 * The type of the operation a document runs — 'query', 'mutation' or 'subscription' — without
 * importing graphql: a scanner reads the keyword and name that open each top-level definition
 * (outside every brace and parenthesis), where a bare `{` is a query and `fragment` is skipped.
 * It picks the operation named `operationName`, or the first when none is named. Returns
 * undefined when nothing matches, so the caller takes the safe path (POST).
 */
export function operationType(query: string, operationName?: string | null): string | undefined {
  let depth = 0;
  let keyword: string | undefined;
  let name: string | undefined;
  for (const [token] of query.matchAll(TOKEN)) {
    if (token === '{' || token === '(') {
      if (depth++ === 0 && token === '{') {
        const type = keyword ?? 'query';
        if (type !== 'fragment' && (!operationName || name === operationName)) return type;
        keyword = name = undefined;
      }
    } else if (token === '}' || token === ')') {
      depth--;
    } else if (depth === 0 && /^\w/.test(token)) {
      if (keyword) name ??= token;
      else keyword = token;
    }
  }
  return undefined;
}
