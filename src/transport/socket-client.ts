/**
 * The WebSocket half of the transport: one lazily opened socket shared by every subscription,
 * speaking whichever of three dialects the server selects, and kept alive by the rules of
 * PRODUCT.md §1 "WS protocols / WS authorization / WS timings / Reconnect" (seed/spec.md §7–9).
 *
 * - Negotiation: offer the protocols (the one that worked for this address first, remembered per
 *   client); a close with 1002 or 4406 before the acknowledgement means "try the next dialect".
 * - Lifecycle: connect on the first subscription; close WS_LAZY_CLOSE_MS after the last ends;
 *   one attempt in flight; a transient drop (a retryable close, a timeout) ends nothing: the socket
 *   is replaced after the backoff (backo2, reset on ack) while a subscription is registered, and at
 *   once on the `online` event. A fatal close or a rejected init ends the affected subscriptions,
 *   which reach their callers at once unless the `retry` option's shouldRetry says otherwise.
 * - Timers: one "phase" timer per socket (connect timeout, then ack timeout, which also bounds
 *   async connection params, then liveness watchdog, which any valid inbound message feeds), plus
 *   the client ping of graphql-transport-ws.
 * - Resubscribe: after each ack every registered subscription is started exactly once; stopping
 *   one while disconnected only drops it from the registry, so nothing stale is sent.
 * - Connection params: the configured headers and the token, flattened and as `headers`, plus the
 *   `connectionParams` option, read at each open, awaited when any is a promise. Events that are
 *   no GraphQL response go to `problems` as ParseErrors, and only valid messages feed the watchdog
 *   (issue 12). The `online` listener lives only while a socket is wanted.
 * - Ending is an event: dispose() completes every live subscription's sink (graphql-ws).
 * Avoids the flaws listed in the transport notes §8 (#2–#10).
 */
import { globalStorage, readToken } from './authorization.ts';
import { connectTimeoutMs, reconnectDelayMs, type ConnectTimeoutOptions, type ReconnectOptions } from './backoff.ts';
import {
  BEARER_PREFIX,
  DEFAULT_TOKEN_NAME,
  ITERATE_QUEUE_LIMIT,
  WS_CLOSE_ACK_TIMEOUT,
  WS_CLOSE_NORMAL,
  WS_CLOSE_TERMINATED,
  WS_DIALECT_REJECTED_CLOSE_CODES,
  WS_FATAL_CLOSE_CODES,
  WS_FRAME_EXCERPT_CHARS,
  WS_KEEP_ALIVE_INTERVAL_MS,
  WS_LAZY_CLOSE_MS,
  WS_PROTOCOLS,
  WS_RETRYABLE_CLOSE_CODES,
  WS_TIMEOUT_MS,
  type WsMessageTypes,
} from './constants.ts';
import { NetworkError, NoSubscriptionAddressError, ParseError, ProtocolError, SocketClosedError, SubscriptionError, type TransportError } from './errors.ts';
import { graphqlSubscriptions } from './graphql-subscriptions.ts';
import { graphqlTransportWs } from './graphql-transport-ws.ts';
import { realClock } from './clock.ts';
import { sourceText } from './document-source.ts';
import { toIterator, type SubscriptionIterator } from './iterate.ts';
import { createObservable } from './observable.ts';
import { resultProblem } from './result-problem.ts';
import { subscriptionsTransportWs } from './subscriptions-transport-ws.ts';
import { isTransient, retrySubscription, type RetryingHandle, type RetryOptions } from './subscription-retry.ts';
import type {
  Clock,
  ConnectionState,
  Dialect,
  ExecutionResult,
  GetToken,
  GraphQLFormattedError,
  HeadersOption,
  Operation,
  OperationInput,
  ReadonlyObservable,
  SubscriptionHandle,
  SubscriptionSink,
  TokenStorage,
  WsProtocol,
} from './types.ts';

/**
 * An event handler the socket calls. Checked like a method (bivariantly), so the browser's and
 * `ws`'s WebSocket, whose handlers take richer event types, fit WebSocketLike.
 */
export type SocketEventHandler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** The browser WebSocket surface we use; `ws`'s WebSocket class fits it too. */
export interface WebSocketLike {
  /** The subprotocol the server selected ('' for none). */
  readonly protocol: string;
  onopen: SocketEventHandler<unknown> | null;
  onmessage: SocketEventHandler<{ data: unknown }> | null;
  onclose: SocketEventHandler<{ code: number; reason: string }> | null;
  onerror: SocketEventHandler<unknown> | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string, protocols: string[]) => WebSocketLike;

/** A value, or a promise of it (connection params, the token). */
export type MaybePromise<T> = T | Promise<T>;

export interface SocketClientOptions {
  /** WebSocket address; none → subscribe() fails at once with NoSubscriptionAddressError. */
  url?: string | null;
  /** @default globalThis.WebSocket */
  WebSocket?: WebSocketConstructor;
  /** The bearer value for the connection params, read at each (re)connection; may be async. @default the value stored under `tokenName` in `storage` */
  getToken?: GetToken;
  /** Where the default `getToken` reads the bearer value. @default globalThis.localStorage, looked up at each read */
  storage?: TokenStorage | null;
  /** @default DEFAULT_TOKEN_NAME */
  tokenName?: string;
  /**
   * Sent in the connection parameters (as `headers` and flattened), read at each (re)connection
   * like the token: an object, or a function, which may be async. The token's Authorization wins. @default none
   */
  headers?: HeadersOption;
  /**
   * More connection parameters, merged over the headers' and the token's at each (re)connection:
   * an object, or a function returning one or a promise of one (a token refreshed before each
   * connect). Awaited before connection_init, within the acknowledgement timeout; one that throws
   * or rejects ends the subscriptions with a ProtocolError. @default none
   */
  connectionParams?: Record<string, unknown> | (() => MaybePromise<Record<string, unknown>>);
  /** Dialects to offer, in order of preference. @default WS_PROTOCOLS */
  protocols?: readonly WsProtocol[];
  /**
   * The dialect that last worked per address, offered first next time. Pass one Map to several
   * clients to share what they learnt. @default a new Map per client
   */
  workingProtocols?: Map<string, WsProtocol>;
  /** How long each consecutive attempt may take to open (1000 ms ×1.2 up to 30000). */
  connectTimeout?: ConnectTimeoutOptions;
  /** The backoff before a new socket after a transient drop (backo2: 100 ms ×2 up to 10000, jitter 0.5). */
  reconnect?: ReconnectOptions;
  /** Per-subscription retry after a failure ends it (500 ms doubling, 5 times; only transient failures by default). */
  retry?: RetryOptions;
  /** @default WS_TIMEOUT_MS */
  ackTimeoutMs?: number;
  /** Longest silence before the socket counts as dead. @default WS_TIMEOUT_MS */
  keepAliveTimeoutMs?: number;
  /** graphql-transport-ws client ping interval. @default WS_KEEP_ALIVE_INTERVAL_MS */
  keepAliveIntervalMs?: number;
  /** @default WS_LAZY_CLOSE_MS */
  lazyCloseMs?: number;
  /** Unread events iterate() keeps per loop; beyond it the oldest is dropped. Infinity for no bound. @default ITERATE_QUEUE_LIMIT (1000) */
  iterateQueueLimit?: number;
  /** For tests: timers. @default realClock */
  clock?: Clock;
  /** For tests: randomness for the backoff jitter. @default Math.random */
  random?: () => number;
  /** Source of `online` events. @default globalThis when it has addEventListener */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

export interface SocketClient {
  /** Throws a TypeError at once when the query is a document without its source text. */
  subscribe<TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
    operation: OperationInput<TData, TVariables>,
    sink: SubscriptionSink<TData>,
  ): SubscriptionHandle;
  /** The subscription as `for await`; dispose() ends the loop. */
  iterate<TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
    operation: OperationInput<TData, TVariables>,
  ): SubscriptionIterator<ExecutionResult<TData>>;
  readonly connection: ReadonlyObservable<ConnectionState>;
  /** Latest connection-level problem that ended no subscription: a malformed or unknown frame, a connection_error after the ack. */
  readonly problems: ReadonlyObservable<TransportError | null>;
  /** Subscriptions registered on the socket (not those waiting for a retry); 0 once all ended. */
  readonly activeCount: number;
  /** Closes and reopens the socket (new connection params), keeping every subscription. */
  reconnect(): void;
  /** Completes every live subscription's sink (iterate loops end), closes the socket, and refuses new subscriptions. */
  dispose(): void;
}

/** Internal-only properties end with `_`: the transport's builds shorten them (build.mjs). */
interface Entry {
  id_: string;
  /** With the query as text. */
  operation_: Operation;
  sink_: SubscriptionSink;
  /** The socket it was started on; a stop is sent only on that one while it is current. */
  socket_?: WebSocketLike;
}

type Role = keyof WsMessageTypes;
/** A dialect with its inbound roles by message type. */
interface SpokenDialect extends Dialect {
  roles_: Map<string, Role>;
}
/**
 * Each dialect with its inbound roles by message type, built once (the event path looks one up
 * per frame). The first role with a type wins: `done` comes before `stop` in each table, so an
 * inbound `complete` is `done`; outbound-only roles (init, subscribe, stop) fall to "unexpected" below.
 */
const DIALECTS: SpokenDialect[] = [graphqlTransportWs, subscriptionsTransportWs, graphqlSubscriptions].map((d) => ({
  ...d,
  roles_: new Map((Object.keys(d.types_) as Role[]).reverse().map((role) => [d.types_[role]!, role])),
}));
const dialectNamed = (name: string | undefined) => DIALECTS.find((d) => d.name_ === name);

const noop = () => {};
const IDLE: ConnectionState = { status: 'idle' };
const asMap = (value: unknown): Record<string, unknown> => (value && typeof value == 'object' ? (value as Record<string, unknown>) : {});
const isThenable = <T,>(value: MaybePromise<T>): value is Promise<T> => typeof (value as { then?: unknown } | null)?.then == 'function';

export function createSocketClient(options: SocketClientOptions = {}): SocketClient {
  const {
    url,
    WebSocket: Socket = globalThis.WebSocket as WebSocketConstructor | undefined,
    storage = globalStorage,
    tokenName = DEFAULT_TOKEN_NAME,
    getToken = () => readToken(storage, tokenName),
    headers,
    connectionParams: extraParams,
    protocols = WS_PROTOCOLS,
    workingProtocols = new Map<string, WsProtocol>(),
    clock = realClock,
    random = Math.random,
    events = 'addEventListener' in globalThis ? globalThis : null,
    ackTimeoutMs = WS_TIMEOUT_MS,
    keepAliveTimeoutMs = WS_TIMEOUT_MS,
    keepAliveIntervalMs = WS_KEEP_ALIVE_INTERVAL_MS,
    lazyCloseMs = WS_LAZY_CLOSE_MS,
    iterateQueueLimit = ITERATE_QUEUE_LIMIT,
    // Passed on as given: backoff.ts and subscription-retry.ts apply each group's defaults once,
    // where its rule lives.
    connectTimeout,
    reconnect: reconnectOptions,
    retry = {},
  } = options;
  const connection = createObservable(IDLE);
  const problems = createObservable<TransportError | null>(null);
  const registry = new Map<string, Entry>();
  /** Completes each subscription not yet ended, including those waiting for a retry (dispose). */
  const live = new Set<() => void>();
  let socket: WebSocketLike | null = null;
  let dialect: SpokenDialect | undefined;
  let isAcked = false;
  let isWatching = false;
  let isDisposed = false;
  let lastFrameAt = 0;
  /** Dialects rejected since the last ack. */
  let rejected: string[] = [];
  /** Consecutive connection attempts and reconnect delays since the last ack. */
  let connectAttempt = 0;
  let reconnectAttempt = 0;
  let lastId = 0;
  let phaseTimer: unknown;
  let pingTimer: unknown;
  let closeTimer: unknown;
  let reconnectTimer: unknown;

  const after = (ms: number, callback: () => void) => clock.setTimeout(callback, ms);
  const send = (type: string | undefined, id?: string, payload?: unknown) => socket!.send(JSON.stringify({ id, type, payload }));
  const report = (message: string) => problems.set(new ProtocolError(message, dialect?.name_));
  const timeout = (code: number, reason: string) => () => replace(new SocketClosedError(code, reason, false));

  /**
   * The configured headers and the token's Authorization, read at each (re)connection, both as
   * `headers` and flattened on top (servers read one or the other), then the connectionParams
   * option over them; `{}` when there are none. A stored token replaces a configured
   * Authorization, whatever its case, as over HTTP. A promise when any source is one.
   */
  function connectionParams(): MaybePromise<Record<string, unknown>> {
    const sources = [typeof headers == 'function' ? headers() : headers, getToken(), typeof extraParams == 'function' ? extraParams() : extraParams] as const;
    const build = ([configured, token, extra]: readonly [Record<string, string> | undefined, string | null | undefined, Record<string, unknown> | undefined]) => {
      const params: Record<string, string> = { ...configured };
      if (token) {
        for (const name in params) if (name.toLowerCase() == 'authorization') delete params[name];
        params.Authorization = BEARER_PREFIX + token;
      }
      return { ...(Object.keys(params).length ? { ...params, headers: params } : {}), ...extra };
    };
    return sources.some(isThenable) ? Promise.all(sources).then(build) : build(sources as never);
  }

  function offered(): string[] {
    const known = workingProtocols.get(url!);
    const list = known && protocols.includes(known) ? [known, ...protocols.filter((p) => p !== known)] : protocols;
    return list.filter((p) => !rejected.includes(p));
  }

  function open() {
    clock.clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    if (socket || isDisposed) return;
    const list = offered();
    let ws: WebSocketLike;
    try {
      ws = socket = new Socket!(url!, list);
    } catch (error) {
      return fail(new NetworkError(error));
    }
    connection.set({ status: 'connecting', attempt: connectAttempt });
    phaseTimer = after(connectTimeoutMs(connectAttempt++, connectTimeout), timeout(WS_CLOSE_TERMINATED, 'Connect timeout'));
    ws.onopen = () => {
      const d = (dialect = dialectNamed(ws.protocol) ?? dialectNamed(list[0])!);
      // The ack timeout starts now, so params that never resolve are bounded by it too.
      clock.clearTimeout(phaseTimer);
      phaseTimer = after(ackTimeoutMs, timeout(WS_CLOSE_ACK_TIMEOUT, 'Acknowledgement timeout'));
      // Sent at once when every source is synchronous; otherwise once they resolve, unless this
      // socket was dropped meanwhile.
      const init = (params: Record<string, unknown>) => socket == ws && send(d.types_.init, undefined, params);
      const refuse = (error: unknown) => socket == ws && fail(new ProtocolError(`Connection params failed: ${error}`, d.name_));
      try {
        const params = connectionParams();
        isThenable(params) ? params.then(init, refuse) : init(params);
      } catch (error) {
        refuse(error);
      }
    };
    ws.onmessage = (event) => {
      try {
        receive(event.data);
      } catch (error) {
        report(`Could not handle ${String(event.data).slice(0, WS_FRAME_EXCERPT_CHARS)}: ${error}`);
      }
    };
    ws.onclose = (event) => closed(event.code, event.reason);
    ws.onerror = noop;
  }

  function receive(data: unknown) {
    const d = dialect!;
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(data));
    } catch {}
    const { type, id, payload } = asMap(parsed);
    // Lookups by whatever arrived: only a string can be a message type or one of our ids.
    const role = d.roles_.get(type as string);
    const entry = registry.get(id as string);
    // An event must be a GraphQL response (result-problem.ts), as over HTTP. Only a valid message
    // proves the peer alive: garbage must not feed the watchdog (PROTOCOL.md §6).
    const problem = role == 'next' ? resultProblem(payload) : undefined;
    if (role && !problem) lastFrameAt = clock.now();
    switch (role) {
      case 'ack':
        if (!isAcked) acknowledged(d);
        return;
      case 'ka':
      case 'pong':
        // Before the ack the phase timer is the ack timeout, which a keep-alive must not replace.
        if (isAcked && !isWatching) {
          isWatching = true;
          watch(keepAliveTimeoutMs);
        }
        return;
      case 'ping':
        return send(d.types_.pong);
      case 'fail': {
        const { message, error } = asMap(payload);
        const why = String(message ?? error ?? JSON.stringify(payload));
        return isAcked ? report(`Connection error: ${why}`) : fail(new ProtocolError(`Connection rejected: ${why}`, d.name_));
      }
      case 'next':
        if (!problem) return entry?.sink_.next(payload as ExecutionResult);
        return problems.set(new ParseError(null, String(data).slice(0, WS_FRAME_EXCERPT_CHARS), problem));
      case 'error':
      case 'done': {
        if (!entry) return; // stopped, or from an earlier socket
        registry.delete(entry.id_);
        // graphql-transport-ws sends a list, the legacy dialects one error (or `{errors}`).
        const errors = Array.isArray(payload) ? payload : (asMap(payload).errors ?? [payload]);
        return role == 'error' ? entry.sink_.error(new SubscriptionError(errors as GraphQLFormattedError[])) : entry.sink_.complete();
      }
      case 'skip':
        return;
    }
    report(`Expected a ${d.name_} message, received ${String(data).slice(0, WS_FRAME_EXCERPT_CHARS)}`);
  }

  function acknowledged(d: Dialect) {
    isAcked = true;
    clock.clearTimeout(phaseTimer);
    connectAttempt = reconnectAttempt = 0;
    rejected = [];
    workingProtocols.set(url!, d.name_);
    connection.set({ status: 'connected', protocol: d.name_ });
    for (const entry of registry.values()) start(entry);
    if (d.types_.ping) {
      isWatching = true;
      watch(keepAliveTimeoutMs);
      const ping = () => (pingTimer = after(keepAliveIntervalMs, () => (send(d.types_.ping), ping())));
      ping();
    }
  }

  /** Liveness watchdog: replaces the socket once no frame has arrived for keepAliveTimeoutMs. */
  function watch(ms: number) {
    phaseTimer = after(ms, () => {
      const silentMs = clock.now() - lastFrameAt;
      if (silentMs < keepAliveTimeoutMs) watch(keepAliveTimeoutMs - silentMs);
      else timeout(WS_CLOSE_TERMINATED, 'Keep-alive timeout')();
    });
  }

  function start(entry: Entry) {
    const { id_: id, operation_: operation } = entry;
    const { types_: types, isFlat_: isFlat } = dialect!;
    if (isFlat) socket!.send(JSON.stringify({ id, type: types.subscribe, ...operation }));
    else send(types.subscribe, id, operation);
    entry.socket_ = socket!;
  }

  /** Forgets the socket (closing it with `code` when given) and every timer bound to it. */
  function drop(code?: number, reason?: string) {
    const ws = socket;
    socket = null;
    dialect = undefined;
    isAcked = isWatching = false;
    clock.clearTimeout(phaseTimer);
    clock.clearTimeout(pingTimer);
    clock.clearTimeout(closeTimer);
    if (!ws) return;
    ws.onopen = ws.onmessage = ws.onclose = ws.onerror = noop;
    if (code) ws.close(code, reason);
  }

  /** A socket we gave up on (timeouts): replaced like a retryable close. */
  function replace(error: SocketClosedError) {
    drop(error.code, error.reason);
    reconnectLater(error);
  }

  function closed(code: number, reason: string) {
    const name = isAcked ? undefined : dialect?.name_;
    drop();
    if (name && WS_DIALECT_REJECTED_CLOSE_CODES.includes(code)) {
      rejected.push(name);
      if (offered().length) return open();
      rejected = [];
      workingProtocols.delete(url!);
    }
    const isFatal = code < 4000 ? !WS_RETRYABLE_CLOSE_CODES.includes(code) : WS_FATAL_CLOSE_CODES.includes(code);
    const error = new SocketClosedError(code, reason, isFatal);
    if (isFatal) fail(error);
    else reconnectLater(error);
  }

  /** Ends every registered subscription with `error` (the `retry` option decides what follows). */
  function fail(error: TransportError) {
    drop(WS_CLOSE_NORMAL);
    connection.set({ status: 'closed', error });
    for (const entry of [...registry.values()]) {
      registry.delete(entry.id_);
      entry.sink_.error(error);
    }
  }

  function reconnectLater(error: TransportError) {
    if (!registry.size) return connection.set(IDLE);
    const delayMs = reconnectDelayMs(reconnectAttempt++, random(), reconnectOptions);
    connection.set({ status: 'reconnecting', attempt: reconnectAttempt, delayMs, lastError: error });
    reconnectTimer = after(delayMs, open);
  }

  /** A deliberate close: the legacy dialect says so first (connection_terminate). */
  function close(reason?: string) {
    if (isAcked && dialect!.types_.terminate) send(dialect!.types_.terminate);
    drop(WS_CLOSE_NORMAL, reason);
  }

  function checkIdle() {
    if (live.size) return;
    if (socket) closeTimer = after(lazyCloseMs, () => (close(), connection.set(IDLE)));
    else if (reconnectTimer) {
      clock.clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      connection.set(IDLE);
    }
  }

  function register(operation: Operation, sink: SubscriptionSink): () => void {
    const entry: Entry = { id_: String(++lastId), operation_: operation, sink_: sink };
    registry.set(entry.id_, entry);
    if (isAcked) start(entry);
    else if (!reconnectTimer) open();
    return () => {
      if (registry.delete(entry.id_) && entry.socket_ === socket) send(dialect!.types_.stop, entry.id_);
    };
  }

  /** Never after dispose() (graphql-ws: no retry once disposed), whatever the caller's hook says. */
  const { shouldRetry = isTransient } = retry;
  const retryOptions: RetryOptions = { ...retry, shouldRetry: (error, attempt) => !isDisposed && shouldRetry(error, attempt) };

  function subscribe(input: OperationInput, sink: SubscriptionSink): SubscriptionHandle {
    const operation: Operation = { ...input, query: sourceText(input.query) };
    clock.clearTimeout(closeTimer);
    const start = (inner: SubscriptionSink) => {
      if (url && !isDisposed) return register(operation, inner);
      inner.error(url ? new SocketClosedError(WS_CLOSE_NORMAL, 'Disposed', false) : new NoSubscriptionAddressError());
      return noop;
    };
    // In `live` before it starts, since a failure can end it at once.
    let handle: RetryingHandle | undefined;
    const complete = () => handle?.complete();
    live.add(complete);
    handle = retrySubscription(start, sink, {
      ...retryOptions,
      clock,
      onEnd_() {
        live.delete(complete);
        checkIdle();
      },
    });
    return { retry: handle.retry, unsubscribe: handle.unsubscribe };
  }

  // The `online` listener lives while a socket is wanted (connecting, connected, reconnecting):
  // attached with the first socket, removed with the last, none for an HTTP-only transport.
  const onOnline = () => reconnectTimer && open();
  let isListening = false;
  connection.subscribe(({ status }) => {
    const isWanted = status != 'idle' && status != 'closed';
    if (isWanted != isListening) events?.[(isListening = isWanted) ? 'addEventListener' : 'removeEventListener']('online', onOnline);
  });

  return {
    subscribe: subscribe as SocketClient['subscribe'],
    iterate: ((operation: OperationInput) => toIterator<Record<string, unknown>>((sink) => subscribe(operation, sink).unsubscribe, iterateQueueLimit)) as SocketClient['iterate'],
    connection,
    problems,
    get activeCount() {
      return registry.size;
    },
    reconnect() {
      close('Reconnect');
      if (registry.size) open();
      else connection.set(IDLE);
    },
    dispose() {
      if (isDisposed) return;
      isDisposed = true;
      // Ending is an event: each live subscription stops (a stop frame on a live socket) and its
      // sink completes, so iterate() loops end (graphql-ws dispose; review C2).
      for (const complete of [...live]) complete();
      clock.clearTimeout(reconnectTimer);
      close();
      connection.set({ status: 'closed', error: null });
    },
  };
}
