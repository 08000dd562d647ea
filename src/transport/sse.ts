/**
 * Subscriptions over Server-Sent Events, graphql-sse's *distinct connections* mode
 * (github.com/enisdenjo/graphql-sse PROTOCOL.md; issue 26 §1): one `text/event-stream` response
 * per subscription, `next` events carrying results and a `complete` event ending it. graphql-yoga
 * answers subscriptions this way too. fetch, not EventSource: EventSource cannot POST nor send
 * `Authorization`.
 *
 * - Request: POST JSON `{query, variables, operationName, extensions}`, `Accept:
 *   text/event-stream` (exactly: graphql-sse's handler compares the whole header), the configured
 *   headers and the token's `Authorization` read at send time, as over HTTP.
 * - The stream is parsed as it arrives, per the HTML standard's event-stream rules: lines end with
 *   CRLF, LF or CR; `event`/`data`/`id` fields, several `data` lines joined by LF; comments
 *   (graphql-sse's `:` heartbeats) and other fields ignored; a blank line dispatches.
 * - `next`: the data must be a GraphQL response (result-problem.ts, as over HTTP and WebSocket),
 *   else a ParseError at that event; one with `errors` and no `data` is a request error
 *   (graphql-sse sends validation errors this way, GraphQLOverHTTP.md "no data entry") and ends
 *   the subscription with a SubscriptionError, as graphql-transport-ws's `error` message does.
 * - Every ending reaches the sink once and stops the request: `complete`; a status ≥ 300
 *   (ServerError); a response that is no event stream, an unknown event, or a stream that ends
 *   without `complete` (ProtocolError); a reset (NetworkError); an event past the size bound
 *   (ResponseTooLargeError); no response within the timeout (TimeoutError). unsubscribe() aborts
 *   the request, and the sink hears nothing more.
 * Leaves out (later slices of issue 26): single-connection mode, reconnects and retries, `id`
 * (Last-Event-ID resumption, which graphql-sse's distinct mode does not use), a watchdog on a
 * stream gone silent (graphql-sse and yoga send a heartbeat comment every 12 s),
 * and iterate() (toIterator over subscribe would add about 240 B gzip to this entry).
 */
import { globalStorage, readToken } from './authorization.ts';
import { realClock } from './clock.ts';
import { BEARER_PREFIX, DEFAULT_HTTP_PATH, DEFAULT_TOKEN_NAME, HTTP_MAX_RESPONSE_BYTES, HTTP_TIMEOUT_MS, JSON_CONTENT_TYPE, PARSE_ERROR_EXCERPT_CHARS, SERVER_ERROR_MIN_STATUS } from './constants.ts';
import { NetworkError, ParseError, ProtocolError, ResponseTooLargeError, ServerError, SubscriptionError, TimeoutError, TransportError } from './errors.ts';
import { sourceText } from './document-source.ts';
import { resultProblem } from './result-problem.ts';
import type { Clock, ExecutionResult, GetToken, HeadersOption, OperationInput, SubscriptionSink, TokenStorage } from './types.ts';

/** The media type asked for and required of the response. graphql-sse PROTOCOL.md; HTML "Server-sent events". */
export const SSE_CONTENT_TYPE = 'text/event-stream';

/** Named in ProtocolErrors. */
const PROTOCOL = 'graphql-sse';

/**
 * Largest event, and so the most the parser ever holds (the unfinished line plus the event's
 * `data`), in characters: the HTTP half's response limit, since one event is one result. Past it
 * the subscription fails with ResponseTooLargeError, so a hostile stream (one endless line,
 * `data:` lines never closed by a blank line) cannot grow memory without bound (issue 26 "Bad
 * input"; issue 12 "Nothing waits forever"). Comments and dispatched events are dropped as read.
 */
export const SSE_MAX_EVENT_CHARS = HTTP_MAX_RESPONSE_BYTES;

export interface SseOptions {
  /** The GraphQL endpoint; relative URLs resolve against the page. @default DEFAULT_HTTP_PATH */
  url?: string;
  /** The bearer value, read at each subscribe, as over HTTP; may be async. @default the value `storage` holds under `tokenName` */
  getToken?: GetToken;
  /** Storage key of the bearer value the default `getToken` reads. @default DEFAULT_TOKEN_NAME */
  tokenName?: string;
  /** Where the default `getToken` reads the bearer value, at each subscribe; null for none. @default globalThis.localStorage, looked up at each read */
  storage?: TokenStorage | null;
  /** @default globalThis.fetch, looked up at call time */
  fetch?: typeof fetch;
  /** Sent with each subscription (an object, or a function read at each, which may be async); names case-insensitive, the transport's own headers win. @default none */
  headers?: HeadersOption;
  /** An event (or the body of an error status) longer than this ends the subscription with ResponseTooLargeError. @default SSE_MAX_EVENT_CHARS */
  maxEventChars?: number;
  /**
   * No response (status and headers) this long after sending fails with TimeoutError; 0 for none.
   * Only the response's start is timed: a subscription may then stay quiet as long as it likes.
   * @default HTTP_TIMEOUT_MS
   */
  timeoutMs?: number;
  /** Timer for the timeout. @default realClock */
  clock?: Clock;
}

/** One subscription, as the socket client's subscribe returns it (without retries, a later slice). */
export interface SseSubscription {
  /** Aborts the request; the sink hears nothing more. */
  unsubscribe(): void;
}

export interface SseClient {
  subscribe<TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
    operation: OperationInput<TData, TVariables>,
    sink: SubscriptionSink<TData>,
  ): SseSubscription;
}

/** Parsed JSON and, when it is no GraphQL response, why (result-problem.ts). */
function parseResult(text: string): [ExecutionResult | undefined, string | undefined] {
  try {
    const value = JSON.parse(text);
    return [value, resultProblem(value)];
  } catch {
    return [undefined, 'not JSON'];
  }
}

export function createSseClient(options: SseOptions = {}): SseClient {
  const {
    url = DEFAULT_HTTP_PATH,
    tokenName = DEFAULT_TOKEN_NAME,
    storage = globalStorage,
    getToken = () => readToken(storage, tokenName),
    headers: configured,
    fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
    maxEventChars = SSE_MAX_EVENT_CHARS,
    timeoutMs = HTTP_TIMEOUT_MS,
    clock = realClock,
  } = options;

  function subscribe(operation: OperationInput, sink: SubscriptionSink): SseSubscription {
    const controller = new AbortController();
    let isDone = false;
    const stop = () => {
      isDone = true;
      clock.clearTimeout(timer);
      controller.abort();
    };
    /** Ends once: the sink hears the error (or complete), and the request stops. */
    const end = (error?: unknown) => {
      if (isDone) return;
      stop();
      if (!error) sink.complete();
      else sink.error(error instanceof TransportError ? error : new NetworkError(error));
    };

    const { operationName = null, variables = {}, extensions } = operation;
    const body = JSON.stringify({ query: sourceText(operation.query), variables, operationName, extensions });

    const timer = timeoutMs > 0 ? clock.setTimeout(() => end(new TimeoutError(timeoutMs)), timeoutMs) : 0;
    (async () => {
      // As over HTTP: configured headers lower-cased, the transport's own winning; both read now.
      const headers: Record<string, string> = {};
      const own = await (typeof configured == 'function' ? configured() : configured);
      for (const name in own) headers[name.toLowerCase()] = own[name]!;
      headers.accept = SSE_CONTENT_TYPE;
      headers['content-type'] = JSON_CONTENT_TYPE;
      const token = await getToken();
      if (token) headers.authorization = BEARER_PREFIX + token;
      const response = await fetchImpl(url, { method: 'POST', headers, body, signal: controller.signal, redirect: 'manual' });
      clock.clearTimeout(timer);
      const { status } = response;
      const type = response.headers.get('content-type') ?? '';
      // Below 300 the body must be an event stream; from 300 up (or 0, an opaque redirect) it is read whole for the ServerError.
      const isStream = status > 0 && status < SERVER_ERROR_MIN_STATUS;
      if (isStream && !type.toLowerCase().startsWith(SSE_CONTENT_TYPE)) throw new ProtocolError(`Expected Content-Type ${SSE_CONTENT_TYPE}, received "${type}"`, PROTOCOL);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      // The parser's state: the unfinished line, and the type and data of the event being read.
      let buffer = '';
      let event = '';
      let data: string | undefined;
      for (let chunk; !(chunk = await reader.read()).done; ) {
        buffer += decoder.decode(chunk.value, { stream: true });
        // A CR at the end of what arrived may be the first half of a CRLF: it waits for more.
        const lines = isStream ? buffer.split(/\r\n|\r(?!$)|\n/) : [];
        if (isStream) buffer = lines.pop()!;
        for (const line of lines) {
          if (line) {
            // `field: value` (one space after the colon dropped); `:` starts a comment, a heartbeat.
            const [, field, value] = /^([^:]*):? ?(.*)/.exec(line)!;
            if (field == 'event') event = value!;
            else if (field == 'data') data = data == null ? value : `${data}\n${value}`;
            continue;
          }
          // A blank line dispatches the event read so far, if any.
          if (event == 'complete') return;
          if (event == 'next') {
            const [result, problem] = parseResult(data ?? '');
            if (problem) throw new ParseError(null, (data ?? '').slice(0, PARSE_ERROR_EXCERPT_CHARS), problem);
            if (result!.data === undefined) throw new SubscriptionError(result!.errors!);
            if (isDone) return;
            sink.next(result!);
          } else if (event || data != null) throw new ProtocolError(`Expected a "next" or "complete" event, received "${event}"`, PROTOCOL);
          event = '';
          data = undefined;
        }
        if (buffer.length + (data?.length ?? 0) > maxEventChars) throw new ResponseTooLargeError(maxEventChars);
      }
      if (isStream) throw new ProtocolError('The event stream ended without a "complete" event', PROTOCOL);
      buffer += decoder.decode();
      const [result, problem] = parseResult(buffer);
      throw new ServerError(status, buffer, problem ? undefined : result);
    })().then(() => end(), end);

    return { unsubscribe: stop };
  }

  return {
    subscribe: subscribe as SseClient['subscribe'],
  };
}
