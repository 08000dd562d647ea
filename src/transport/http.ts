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
 * XMLHttpRequest when one exists (upload progress), else fetch. Against hostile or broken
 * servers (issue 12): a body that is JSON but no GraphQL response is a ParseError with the reason
 * (result-problem.ts); a per-request timeout (TimeoutError) and a response size limit counted
 * while streaming (ResponseTooLargeError). Configured headers on every request and a request's own headers (an
 * Idempotency-Key), with a fixed precedence (issue 14 §1; see headers()); the token and the
 * configured headers may come from async functions. The `signal` option (createTransport's
 * dispose) aborts every request in flight and refuses later ones (C9).
 * Leaves out: batching, incremental delivery (@defer), and redirects: fetch is told not to follow
 * them (a redirected POST would turn into a GET and lose its body), so a 3xx is a ServerError;
 * browsers hide an unfollowed redirect's status, so there it arrives as ServerError status 0.
 * XMLHttpRequest cannot refuse redirects, so an upload follows them.
 */
import {
  ACCEPT_HEADER,
  APQ_VERSION,
  BEARER_PREFIX,
  DEFAULT_HTTP_PATH,
  DEFAULT_PREFLIGHT_HEADER_NAME,
  DEFAULT_PREFLIGHT_HEADER_VALUE,
  DEFAULT_TOKEN_NAME,
  HTTP_MAX_RESPONSE_BYTES,
  HTTP_TIMEOUT_MS,
  JSON_CONTENT_TYPE,
  PARSE_ERROR_EXCERPT_CHARS,
  SERVER_ERROR_MIN_STATUS,
} from './constants.ts';
import { globalStorage, readToken } from './authorization.ts';
import { realClock } from './clock.ts';
import { CancelledError, NetworkError, ParseError, ResponseTooLargeError, ServerError, TimeoutError, TransportError } from './errors.ts';
import { sourceText } from './document-source.ts';
import { buildFormData, extractFiles, type FileMap } from './multipart.ts';
import { createHasher, operationType, persistedQueryError } from './persisted-queries.ts';
import { resultProblem } from './result-problem.ts';
import type { Clock, ExecutionResult, GetToken, HeadersOption, OperationInput, TokenStorage } from './types.ts';
import { sendWithXhr } from './upload.ts';

/** The HTTP half's options; createTransport takes them too. */
export interface HttpOptions {
  /** GraphQL over HTTP address; relative URLs resolve against the page. @default DEFAULT_HTTP_PATH */
  url?: string;
  /**
   * The bearer value, sent as `Authorization: Bearer <v>`; read before each request, and may be
   * async (refresh a token first). null, undefined or '' sends none.
   * @default the value stored under `tokenName` in `storage`
   */
  getToken?: GetToken;
  /** Storage key of the bearer value the default `getToken` reads. @default DEFAULT_TOKEN_NAME */
  tokenName?: string;
  /** Where the default `getToken` reads the bearer value, at send time; null for none. @default globalThis.localStorage, looked up at each read */
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
  /**
   * Sent on every request (queries, mutations, introspection, uploads, hashed GET): an object, or
   * a function read at each request, which may be async. Names are case-insensitive; the
   * transport's own headers win over them (Accept, Content-Type, the preflight header, and
   * Authorization when there is a token: a configured Authorization goes only while there is
   * none). @default none
   */
  headers?: HeadersOption;
  /** Aborting it cancels every request in flight with CancelledError, and every later one (createTransport's dispose() does). */
  signal?: AbortSignal;
  /** A request with no complete response this long after sending (an upload: after its body went) fails with TimeoutError; 0 for none. @default HTTP_TIMEOUT_MS */
  timeoutMs?: number;
  /** A response body larger than this fails with ResponseTooLargeError, unread past it. @default HTTP_MAX_RESPONSE_BYTES */
  maxResponseBytes?: number;
  /** Timer for the timeout. @default realClock */
  clock?: Clock;
}

export interface RequestOptions {
  /** Aborting rejects the request with CancelledError (not a TransportError). */
  signal?: AbortSignal;
  /** Upload progress, 0 to 1, for requests whose variables hold files. */
  onProgress?: (fraction: number) => void;
  /** Headers for this request only (e.g. an Idempotency-Key per confirmed mutation); they win over every other. */
  headers?: Record<string, string>;
}

export type HttpRequest = <TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
  operation: OperationInput<TData, TVariables>,
  options?: RequestOptions,
) => Promise<ExecutionResult<TData>>;

/** One request's abort signal (the caller's, the transport's, the timeout's), its token and its headers, read once per request. */
interface Exchange {
  signal: AbortSignal;
  token: string | null | undefined;
  extra: Record<string, string> | undefined;
  own: Record<string, string> | undefined;
}

export function createHttpRequest(options: HttpOptions = {}): HttpRequest {
  const {
    url = DEFAULT_HTTP_PATH,
    tokenName = DEFAULT_TOKEN_NAME,
    storage = globalStorage,
    getToken = () => readToken(storage, tokenName),
    headers: configured,
    signal: transportSignal,
    fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
    subtle = globalThis.crypto?.subtle,
    persistedQueries = false,
    useGetForHashedQueries = false,
    preflightHeader = { name: DEFAULT_PREFLIGHT_HEADER_NAME, value: DEFAULT_PREFLIGHT_HEADER_VALUE },
    XMLHttpRequest = globalThis.XMLHttpRequest,
    timeoutMs = HTTP_TIMEOUT_MS,
    maxResponseBytes = HTTP_MAX_RESPONSE_BYTES,
    clock = realClock,
  } = options;
  const hash = subtle && createHasher(subtle);
  // Per transport: PersistedQueryNotSupported turns hashing off for every later request.
  let isHashing = persistedQueries;
  // The abort of each request in flight: one listener on the transport's signal ends them all (a
  // listener per request would pass EventTarget's limit of 10 at 11 in flight, and cost more).
  const inflight = new Set<() => void>();
  transportSignal?.addEventListener('abort', () => inflight.forEach((abort) => abort()));

  /**
   * Header names lower-cased, so a configured `Authorization` and the token's never both go.
   * Precedence, lowest first: configured headers, then the transport's own (Accept, Content-Type,
   * the token's Authorization when there is one, the preflight header), then the request's own.
   */
  function headers({ token, extra, own }: Exchange, isPreflighted: boolean, isJson?: boolean): Record<string, string> {
    const result: Record<string, string> = {};
    const add = (source: Record<string, string> | undefined) => {
      for (const name in source) result[name.toLowerCase()] = source[name]!;
    };
    add(extra);
    result.accept = ACCEPT_HEADER;
    // Multipart needs fetch to set Content-Type with its boundary.
    delete result['content-type'];
    if (isJson) result['content-type'] = JSON_CONTENT_TYPE;
    if (token) result.authorization = BEARER_PREFIX + token;
    // Never an empty name or value: CSRF guards demand a non-empty header (GHSA-2p3c-p3qw-69r4).
    if (isPreflighted && preflightHeader.name && preflightHeader.value) result[preflightHeader.name.toLowerCase()] = preflightHeader.value;
    add(own);
    return result;
  }

  async function send(input: string, init: RequestInit, { signal }: Exchange): Promise<ExecutionResult> {
    init.signal = signal;
    init.redirect = 'manual';
    try {
      const response = await fetchImpl(input, init);
      return classify(response.status, await readText(response, maxResponseBytes));
    } catch (cause) {
      // classify's ServerError and ParseError, and ResponseTooLargeError, pass as they are.
      throw cause instanceof TransportError ? cause : signal.aborted ? new CancelledError() : new NetworkError(cause);
    }
  }

  function post(body: object, exchange: Exchange): Promise<ExecutionResult> {
    return send(url, { method: 'POST', headers: headers(exchange, false, true), body: JSON.stringify(body) }, exchange);
  }

  async function request(operation: OperationInput, { signal: callerSignal, onProgress, headers: own }: RequestOptions = {}): Promise<ExecutionResult> {
    // One controller per request, aborted by the caller's signal, the transport's (dispose) and the timeout.
    const controller = new AbortController();
    const { signal } = controller;
    const abort = () => controller.abort();
    let timer: unknown;
    let isTimedOut = false;
    // TIMEOUT ms after sending (an upload over XMLHttpRequest: after its body went) the request is
    // aborted as a TimeoutError: one timer per request, none when timeoutMs is 0.
    const arm = () => (timer ??= timeoutMs > 0 ? clock.setTimeout(() => ((isTimedOut = true), abort()), timeoutMs) : 0);
    if (callerSignal?.aborted || transportSignal?.aborted) abort();
    callerSignal?.addEventListener('abort', abort);
    inflight.add(abort);
    try {
      const { operationName = null, extensions } = operation;
      const query = sourceText(operation.query);
      const files: FileMap = new Map();
      const variables = extractFiles(operation.variables ?? {}, 'variables', files);
      // Key order of apollo-link-http-common; JSON.stringify drops an undefined `extensions`.
      const body = { operationName, variables, query, extensions };
      const isXhr = files.size && XMLHttpRequest;
      if (!isXhr) arm();
      // Read once per request; a function may be async (each await of a plain value costs one microtask).
      const context: Exchange = { signal, own, extra: await (typeof configured == 'function' ? configured() : configured), token: await getToken() };
      if (signal.aborted) throw new CancelledError();

      if (files.size) {
        // APQ never applies to multipart. Without XMLHttpRequest, fetch cannot report upload
        // progress: 0 when sending starts, 1 once a GraphQL result arrived.
        const form = buildFormData(body, files);
        if (isXhr) {
          const progress = (fraction: number) => (fraction == 1 && arm(), onProgress?.(fraction));
          return classify(...(await sendWithXhr(XMLHttpRequest, url, headers(context, true), form, signal, progress, maxResponseBytes)));
        }
        onProgress?.(0);
        const result = await send(url, { method: 'POST', headers: headers(context, true), body: form }, context);
        onProgress?.(1);
        return result;
      }

      // A failed digest (no WebCrypto outside a secure context) sends the full query instead.
      const sha256Hash = isHashing && (await hash?.(query).catch(() => undefined));
      if (!sha256Hash) return await post(body, context);
      const persisted = { ...extensions, persistedQuery: { version: APQ_VERSION, sha256Hash } };
      const type = useGetForHashedQueries && operationType(query, operationName);
      let result: ExecutionResult | undefined;
      let error: unknown;
      try {
        if (type && type !== 'mutation') {
          const params = new URLSearchParams({ variables: JSON.stringify(variables), extensions: JSON.stringify(persisted) });
          if (operationName) params.set('operationName', operationName);
          result = await send(`${url}${url.includes('?') ? '&' : '?'}${params}`, { headers: headers(context, true) }, context);
        } else {
          result = await post({ ...body, query: undefined, extensions: persisted }, context);
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
      return await post(isHashing ? { ...body, extensions: persisted } : body, context);
    } catch (error) {
      throw isTimedOut ? new TimeoutError(timeoutMs) : error;
    } finally {
      clock.clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abort);
      inflight.delete(abort);
    }
  }

  return request as HttpRequest;
}

/**
 * The body as text, refused with ResponseTooLargeError past `maxBytes` (counted as received,
 * after content decoding, so a compressed bomb is caught too); the rest is not downloaded.
 * Streamed whatever Content-Length says: reading it whole with response.text() when the length
 * is declared measured no cheaper per request (issue 25 §3, fetch stubbed in process), and the
 * count then trusts no header.
 */
async function readText(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (let chunk; reader && !(chunk = await reader.read()).done; ) {
    if ((size += chunk.value.length) > maxBytes) {
      reader.cancel().catch(() => {});
      throw new ResponseTooLargeError(maxBytes);
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * The result of a response, or the error it amounts to. The status decides the class: ≥ 300 (or
 * 0, an opaque redirect) is a ServerError that keeps the body and, when the body is a GraphQL
 * response, its data and errors; below 300 a body that is not a GraphQL response (not JSON, or
 * JSON of another shape: result-problem.ts) is a ParseError saying why.
 */
function classify(status: number, text: string): ExecutionResult {
  let parsed: unknown;
  let problem: string | undefined = 'not JSON';
  try {
    parsed = JSON.parse(text);
    problem = resultProblem(parsed);
  } catch {
    // Not JSON: `problem` says so.
  }
  const result = problem ? undefined : (parsed as ExecutionResult);
  if (!status || status >= SERVER_ERROR_MIN_STATUS) throw new ServerError(status, text, result);
  if (result) return result;
  throw new ParseError(status, text.slice(0, PARSE_ERROR_EXCERPT_CHARS), problem!);
}
