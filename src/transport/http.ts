/**
 * The HTTP half of the transport: queries and mutations over fetch, hashed queries (APQ) and
 * uploads. PRODUCT.md §1 rows "Method / body", "Address", "Authorization", "Server error",
 * "Parse error", "Network error", "GraphQL errors", "Persisted queries", "File upload".
 *
 * Implements: POST JSON `{operationName, variables, query}` with the Accept order of
 * GraphQLOverHTTP.md; the status decides the error class before any parsing, so an HTML 502 stays
 * a ServerError with its status (apollo-client#7312); Apollo's APQ flow with a POST full-query
 * retry, once (apollo-link-persisted-queries#27), and hashing switched off only by
 * PersistedQueryNotSupported, never by a plain 400/500 (apollo-client PR #10806); optional GET for
 * hashed non-mutations with the preflight header; the GraphQL multipart request spec, sent with
 * XMLHttpRequest when one exists (upload progress), else fetch.
 * Leaves out: batching, incremental delivery (@defer), and redirects: fetch is told not to follow
 * them (a redirected POST would turn into a GET and lose its body), so a 3xx is a ServerError;
 * browsers hide an unfollowed redirect's status, so there it arrives as ServerError status 0.
 * XMLHttpRequest cannot refuse redirects, so an upload follows them.
 */
import {
  ACCEPT_HEADER,
  APQ_VERSION,
  DEFAULT_HTTP_PATH,
  DEFAULT_PREFLIGHT_HEADER_NAME,
  DEFAULT_PREFLIGHT_HEADER_VALUE,
  DEFAULT_TOKEN_NAME,
  JSON_CONTENT_TYPE,
  PARSE_ERROR_EXCERPT_CHARS,
  SERVER_ERROR_MIN_STATUS,
} from './constants.ts';
import { globalStorage, readBearer } from './authorization.ts';
import { CancelledError, NetworkError, ParseError, ServerError } from './errors.ts';
import { sourceText } from './document-source.ts';
import { buildFormData, extractFiles, type FileMap } from './multipart.ts';
import { createHasher, operationType, persistedQueryError } from './persisted-queries.ts';
import type { ExecutionResult, OperationInput, TokenStorage } from './types.ts';
import { sendWithXhr } from './upload.ts';

/** The HTTP half's options; createTransport takes them too. */
export interface HttpOptions {
  /** GraphQL over HTTP address; relative URLs resolve against the page. @default DEFAULT_HTTP_PATH */
  url?: string;
  /** Storage key of the bearer value. @default DEFAULT_TOKEN_NAME */
  tokenName?: string;
  /** Where the bearer value is read, at send time; null for none. @default globalThis.localStorage, looked up at each read */
  storage?: TokenStorage | null;
  /** @default globalThis.fetch, looked up at call time */
  fetch?: typeof fetch;
  /** SHA-256 for persisted queries. @default globalThis.crypto.subtle */
  subtle?: SubtleCrypto;
  /** Apollo automatic persisted queries. @default false */
  persistedQueries?: boolean;
  /** Send hashed queries (never mutations) as GET, with the preflight header. @default false */
  useGetForHashedQueries?: boolean;
  /** Non-empty header CSRF-protected servers demand on uploads and GET. @default DEFAULT_PREFLIGHT_HEADER_NAME: DEFAULT_PREFLIGHT_HEADER_VALUE */
  preflightHeader?: { name: string; value: string };
  /** Used for uploads (it reports progress); fetch otherwise. @default globalThis.XMLHttpRequest */
  XMLHttpRequest?: typeof XMLHttpRequest;
}

export interface RequestOptions {
  /** Aborting rejects the request with CancelledError (not a TransportError). */
  signal?: AbortSignal;
  /** Upload progress, 0 to 1, for requests whose variables hold files. */
  onProgress?: (fraction: number) => void;
}

export type HttpRequest = <TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
  operation: OperationInput<TData, TVariables>,
  options?: RequestOptions,
) => Promise<ExecutionResult<TData>>;

export function createHttpRequest(options: HttpOptions = {}): HttpRequest {
  const {
    url = DEFAULT_HTTP_PATH,
    tokenName = DEFAULT_TOKEN_NAME,
    storage = globalStorage,
    fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
    subtle = globalThis.crypto?.subtle,
    persistedQueries = false,
    useGetForHashedQueries = false,
    preflightHeader = { name: DEFAULT_PREFLIGHT_HEADER_NAME, value: DEFAULT_PREFLIGHT_HEADER_VALUE },
    XMLHttpRequest = globalThis.XMLHttpRequest,
  } = options;
  const hash = subtle && createHasher(subtle);
  // Per transport: PersistedQueryNotSupported turns hashing off for every later request.
  let isHashing = persistedQueries;

  function headers(isPreflighted?: boolean): Record<string, string> {
    const result: Record<string, string> = { accept: ACCEPT_HEADER };
    const bearer = readBearer(storage, tokenName);
    if (bearer) result.authorization = bearer;
    // Never an empty name or value: CSRF guards demand a non-empty header (GHSA-2p3c-p3qw-69r4).
    if (isPreflighted && preflightHeader.name && preflightHeader.value) result[preflightHeader.name] = preflightHeader.value;
    return result;
  }

  async function send(input: string, init: RequestInit, signal?: AbortSignal): Promise<ExecutionResult> {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(input, { ...init, signal, redirect: 'manual' });
      text = await response.text();
    } catch (cause) {
      throw signal?.aborted ? new CancelledError() : new NetworkError(cause);
    }
    return classify(response.status, text);
  }

  function post(body: object, signal?: AbortSignal): Promise<ExecutionResult> {
    return send(url, { method: 'POST', headers: { 'content-type': JSON_CONTENT_TYPE, ...headers() }, body: JSON.stringify(body) }, signal);
  }

  async function request(operation: OperationInput, { signal, onProgress }: RequestOptions = {}): Promise<ExecutionResult> {
    const { operationName = null, extensions } = operation;
    const query = sourceText(operation.query);
    const files: FileMap = new Map();
    const variables = extractFiles(operation.variables ?? {}, 'variables', files);
    // Key order of apollo-link-http-common; JSON.stringify drops an undefined `extensions`.
    const body = { operationName, variables, query, extensions };

    if (files.size) {
      // APQ never applies to multipart. Without XMLHttpRequest, fetch cannot report upload
      // progress: 0 when sending starts, 1 once a GraphQL result arrived.
      const form = buildFormData(body, files);
      if (XMLHttpRequest) return classify(...(await sendWithXhr(XMLHttpRequest, url, headers(true), form, signal, onProgress)));
      onProgress?.(0);
      const result = await send(url, { method: 'POST', headers: headers(true), body: form }, signal);
      onProgress?.(1);
      return result;
    }

    // A failed digest (no WebCrypto outside a secure context) sends the full query instead.
    const sha256Hash = isHashing && (await hash?.(query).catch(() => undefined));
    if (!sha256Hash) return post(body, signal);
    const persisted = { ...extensions, persistedQuery: { version: APQ_VERSION, sha256Hash } };
    const type = useGetForHashedQueries && operationType(query, operationName);
    let result: ExecutionResult | undefined;
    let error: unknown;
    try {
      if (type && type !== 'mutation') {
        const params = new URLSearchParams({ variables: JSON.stringify(variables), extensions: JSON.stringify(persisted) });
        if (operationName) params.set('operationName', operationName);
        result = await send(`${url}${url.includes('?') ? '&' : '?'}${params}`, { headers: headers(true) }, signal);
      } else {
        result = await post({ ...body, query: undefined, extensions: persisted }, signal);
      }
    } catch (caught) {
      // PQ errors come with any status (yoga answers a miss with 404): read the ServerError's body.
      if (!(caught instanceof ServerError)) throw caught;
      error = caught;
      result = caught.result;
    }
    const kind = persistedQueryError(result);
    if (!kind) {
      if (error) throw error;
      return result!;
    }
    if (kind === 'not-supported') isHashing = false;
    // The full query goes once, always as POST (a GET could exceed URL limits).
    return post(isHashing ? { ...body, extensions: persisted } : body, signal);
  }

  return request as HttpRequest;
}

/**
 * The result of a response, or the error it amounts to. The status decides the class: ≥ 300 (or
 * 0, an opaque redirect) is a ServerError that keeps the body and, when the body is a GraphQL
 * result, its data and errors; below 300 a body that is not a JSON GraphQL result is a ParseError.
 */
function classify(status: number, text: string): ExecutionResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the status decides below.
  }
  const result = parsed && typeof parsed === 'object' && ('data' in parsed || 'errors' in parsed) ? (parsed as ExecutionResult) : undefined;
  if (!status || status >= SERVER_ERROR_MIN_STATUS) throw new ServerError(status, text, result);
  if (result) return result;
  throw new ParseError(status, text.slice(0, PARSE_ERROR_EXCERPT_CHARS));
}
