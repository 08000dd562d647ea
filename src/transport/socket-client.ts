/**
 * The WebSocket half of the transport: one lazily opened socket shared by every subscription,
 * speaking whichever of three dialects the server selects, and kept alive by the rules of
 * PRODUCT.md §1 "WS protocols / WS authorization / WS timings / Reconnect" (seed/spec.md §7–9).
 *
 * - Negotiation: offer WS_PROTOCOLS (the one that worked for this address first); a close with
 *   1002 or 4406 before the acknowledgement means "try the next dialect", not "reconnect".
 * - Lifecycle: connect on the first subscription; close WS_LAZY_CLOSE_MS after the last ends;
 *   one attempt in flight; reconnect (backo2 backoff, reset on ack) only while a subscription is
 *   registered, and at once on the `online` event; fatal close codes end the affected
 *   subscriptions, which subscription-retry.ts may start again.
 * - Timers: one "phase" timer per socket (connect timeout, then ack timeout, then liveness
 *   watchdog, which any valid inbound message feeds), plus the client ping of graphql-transport-ws.
 * - Resubscribe: after each ack every registered subscription is started exactly once; stopping
 *   one while disconnected only drops it from the registry, so nothing stale is sent.
 * - Connection params: the configured headers and the token, flattened and as `headers`, read at
 *   each open. Events that are no GraphQL response go to `problems` as ParseErrors, and only
 *   valid messages feed the watchdog (issue 12). The `online` listener lives only while a socket
 *   is wanted.
 * Avoids the flaws listed in the transport notes §8 (#2–#10).
 */
import { globalStorage, readToken } from './authorization.ts';
import { connectTimeoutMs, reconnectDelayMs } from './backoff.ts';
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
import { createObservable } from './observable.ts';
import { resultProblem } from './result-problem.ts';
import { subscriptionsTransportWs } from './subscriptions-transport-ws.ts';
import { retrySubscription } from './subscription-retry.ts';
import type {
  Clock,
  ConnectionState,
  Dialect,
  ExecutionResult,
  GetToken,
  HeadersOption,
  Operation,
  OperationInput,
  ReadonlyObservable,
  SubscriptionHandle,
  SubscriptionSink,
  TokenStorage,
  WsProtocol,
} from './types.ts';

/** The browser WebSocket surface we use; `ws`'s WebSocket class fits it too. */
export interface WebSocketLike {
  /** The subprotocol the server selected ('' for none). */
  readonly protocol: string;
  onopen: ((event: any) => void) | null;
  onmessage: ((event: any) => void) | null;
  onclose: ((event: any) => void) | null;
  onerror: ((event: any) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string, protocols: string[]) => WebSocketLike;

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
  /** Dialects to offer, in order of preference. @default WS_PROTOCOLS */
  protocols?: readonly WsProtocol[];
  /** @default realClock */
  clock?: Clock;
  /** Randomness for the backoff jitter. @default Math.random */
  random?: () => number;
  /** Source of `online` events. @default globalThis when it has addEventListener */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** @default WS_CONNECT_TIMEOUT_MIN_MS */
  connectTimeoutMinMs?: number;
  /** @default WS_TIMEOUT_MS */
  connectTimeoutMaxMs?: number;
  /** @default WS_CONNECT_TIMEOUT_FACTOR */
  connectTimeoutFactor?: number;
  /** @default WS_TIMEOUT_MS */
  ackTimeoutMs?: number;
  /** Longest silence before the socket counts as dead. @default WS_TIMEOUT_MS */
  keepAliveTimeoutMs?: number;
  /** graphql-transport-ws client ping interval. @default WS_KEEP_ALIVE_INTERVAL_MS */
  keepAliveIntervalMs?: number;
  /** @default WS_LAZY_CLOSE_MS */
  lazyCloseMs?: number;
  /** @default RECONNECT_MIN_MS */
  reconnectMinMs?: number;
  /** @default RECONNECT_MAX_MS */
  reconnectMaxMs?: number;
  /** @default RECONNECT_FACTOR */
  reconnectFactor?: number;
  /** @default RECONNECT_JITTER */
  reconnectJitter?: number;
  /** @default SUBSCRIPTION_RETRY_LIMIT */
  retryLimit?: number;
  /** @default SUBSCRIPTION_RETRY_BASE_MS */
  retryBaseMs?: number;
  /** @default SUBSCRIPTION_RETRY_FACTOR */
  retryFactor?: number;
}

export interface SocketClient {
  /** Throws a TypeError at once when the query is a document without its source text. */
  subscribe<TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
    operation: OperationInput<TData, TVariables>,
    sink: SubscriptionSink<TData>,
  ): SubscriptionHandle;
  iterate<TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
    operation: OperationInput<TData, TVariables>,
  ): AsyncIterableIterator<ExecutionResult<TData>>;
  readonly connection: ReadonlyObservable<ConnectionState>;
  /** Latest connection-level problem that ended no subscription: a malformed or unknown frame, a connection_error after the ack. */
  readonly problems: ReadonlyObservable<TransportError | null>;
  /** Subscriptions registered on the socket (not those waiting for a retry); 0 once all ended. */
  readonly activeCount: number;
  /** Closes and reopens the socket (new connection params), keeping every subscription. */
  reconnect(): void;
  /** Closes the socket and stops every subscription silently. */
  dispose(): void;
}

interface Entry {
  id: string;
  /** With the query as text. */
  operation: Operation;
  sink: SubscriptionSink;
  /** Started on the current socket, so a stop must be sent. */
  isSent: boolean;
}

const DIALECTS = [graphqlTransportWs, subscriptionsTransportWs, graphqlSubscriptions];
const dialectNamed = (name: string | undefined) => DIALECTS.find((d) => d.name === name);

/** The dialect that last worked per address, shared by every client in this page. */
export const workingProtocols = new Map<string, WsProtocol>();

const noop = () => {};
const IDLE: ConnectionState = { status: 'idle' };

export function createSocketClient(options: SocketClientOptions = {}): SocketClient {
  const {
    url,
    WebSocket: Socket = globalThis.WebSocket as WebSocketConstructor | undefined,
    storage = globalStorage,
    tokenName = DEFAULT_TOKEN_NAME,
    getToken = () => readToken(storage, tokenName),
    headers,
    protocols = WS_PROTOCOLS,
    clock = realClock,
    random = Math.random,
    events = 'addEventListener' in globalThis ? globalThis : null,
    ackTimeoutMs = WS_TIMEOUT_MS,
    keepAliveTimeoutMs = WS_TIMEOUT_MS,
    keepAliveIntervalMs = WS_KEEP_ALIVE_INTERVAL_MS,
    lazyCloseMs = WS_LAZY_CLOSE_MS,
    // Passed on as given: backoff.ts and subscription-retry.ts default an undefined one to the
    // same constant, so each of these defaults is applied once, where its rule lives.
    connectTimeoutMinMs,
    connectTimeoutMaxMs,
    connectTimeoutFactor,
    reconnectMinMs,
    reconnectMaxMs,
    reconnectFactor,
    reconnectJitter,
    retryLimit: limit,
    retryBaseMs: baseMs,
    retryFactor: factor,
  } = options;
  const connection = createObservable(IDLE);
  const problems = createObservable<TransportError | null>(null);
  const registry = new Map<string, Entry>();
  const handles = new Set<SubscriptionHandle>();
  let socket: WebSocketLike | null = null;
  let dialect: Dialect | undefined;
  let isAcked = false;
  let isWatching = false;
  let isDisposed = false;
  let lastFrameAt = 0;
  /** Dialects rejected since the last ack. */
  let rejected: string[] = [];
  /** Consecutive connection attempts and reconnect delays since the last ack. */
  let connectAttempt = 0;
  let reconnectAttempt = 0;
  /** Subscriptions not yet ended, including those waiting for a retry. */
  let live = 0;
  let lastId = 0;
  let phaseTimer: unknown;
  let pingTimer: unknown;
  let closeTimer: unknown;
  let reconnectTimer: unknown;

  const after = (ms: number, callback: () => void) => clock.setTimeout(callback, ms);
  const send = (type: string | undefined, id?: string, payload?: unknown) => socket!.send(JSON.stringify({ id, type, payload }));
  const report = (message: string) => problems.set(new ProtocolError(message, dialect?.name));
  const timeout = (code: number, reason: string) => () => replace(new SocketClosedError(code, reason, false));

  /**
   * The configured headers and the token's Authorization, read at each (re)connection, both as
   * `headers` and flattened on top (servers read one or the other); `{}` when there are none.
   * A stored token replaces a configured Authorization, whatever its case, as over HTTP.
   */
  function connectionParams(configured: Record<string, string> | undefined, token: string | null | undefined): Record<string, unknown> {
    const params: Record<string, string> = { ...configured };
    if (token) {
      for (const name in params) if (name.toLowerCase() == 'authorization') delete params[name];
      params.Authorization = BEARER_PREFIX + token;
    }
    return Object.keys(params).length ? { ...params, headers: params } : {};
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
    phaseTimer = after(connectTimeoutMs(connectAttempt++, connectTimeoutMinMs, connectTimeoutMaxMs, connectTimeoutFactor), timeout(WS_CLOSE_TERMINATED, 'Connect timeout'));
    ws.onopen = () => {
      dialect = dialectNamed(ws.protocol) ?? dialectNamed(list[0])!;
      // getToken and headers may be async: the init goes once both settled (after a rejection it
      // never goes, and the acknowledgement timeout replaces the socket).
      const configured = typeof headers == 'function' ? headers() : headers;
      const token = getToken();
      const init = ([configured, token]: [Record<string, string> | undefined, string | null | undefined]) =>
        socket == ws && send(dialect!.types.init, undefined, connectionParams(configured, token));
      if (configured instanceof Promise || token instanceof Promise) Promise.all([configured, token]).then(init, noop);
      else init([configured, token]);
      clock.clearTimeout(phaseTimer);
      phaseTimer = after(ackTimeoutMs, timeout(WS_CLOSE_ACK_TIMEOUT, 'Acknowledgement timeout'));
    };
    ws.onmessage = (event: { data: string }) => {
      try {
        receive(event.data);
      } catch (error) {
        report(`Could not handle ${String(event.data).slice(0, WS_FRAME_EXCERPT_CHARS)}: ${error}`);
      }
    };
    ws.onclose = (event: { code: number; reason: string }) => closed(event.code, event.reason);
    ws.onerror = noop;
  }

  function receive(data: string) {
    const d = dialect!;
    let message: { type?: unknown; id?: string; payload?: any } | undefined;
    try {
      message = JSON.parse(data);
    } catch {}
    const type = message?.type;
    // The first role with this type: `done` comes before `stop` in each table, so an inbound
    // `complete` is `done`; outbound-only roles (init, subscribe, stop) fall to "unexpected".
    // A missing type must not match a role the dialect lacks.
    const role = type ? (Object.keys(d.types) as Array<keyof WsMessageTypes>).find((r) => d.types[r] === type) : undefined;
    const entry = registry.get(message?.id!);
    const payload = message?.payload;
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
        return send(d.types.pong);
      case 'fail': {
        const why = payload?.message ?? payload?.error ?? JSON.stringify(payload);
        return isAcked ? report(`Connection error: ${why}`) : fail(new ProtocolError(`Connection rejected: ${why}`, d.name));
      }
      case 'next':
        if (!problem) return entry?.sink.next(payload);
        return problems.set(new ParseError(null, String(data).slice(0, WS_FRAME_EXCERPT_CHARS), problem));
      case 'error':
      case 'done': {
        if (!entry) return; // stopped, or from an earlier socket
        const error = role == 'error' && new SubscriptionError(Array.isArray(payload) ? payload : (payload?.errors ?? [payload]));
        registry.delete(entry.id);
        return error ? entry.sink.error(error) : entry.sink.complete();
      }
      case 'skip':
        return;
    }
    report(`Expected a ${d.name} message, received ${String(data).slice(0, WS_FRAME_EXCERPT_CHARS)}`);
  }

  function acknowledged(d: Dialect) {
    isAcked = true;
    clock.clearTimeout(phaseTimer);
    connectAttempt = reconnectAttempt = 0;
    rejected = [];
    workingProtocols.set(url!, d.name);
    connection.set({ status: 'connected', protocol: d.name });
    for (const entry of registry.values()) start(entry);
    if (d.types.ping) {
      isWatching = true;
      watch(keepAliveTimeoutMs);
      const ping = () => (pingTimer = after(keepAliveIntervalMs, () => (send(d.types.ping), ping())));
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
    const { id, operation } = entry;
    const { types, isFlat } = dialect!;
    if (isFlat) socket!.send(JSON.stringify({ id, type: types.subscribe, ...operation }));
    else send(types.subscribe, id, operation);
    entry.isSent = true;
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
    for (const entry of registry.values()) entry.isSent = false;
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
    const name = isAcked ? undefined : dialect?.name;
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

  /** Ends every registered subscription with `error` (subscription retry decides what follows). */
  function fail(error: TransportError) {
    drop(WS_CLOSE_NORMAL);
    connection.set({ status: 'closed', error });
    for (const entry of [...registry.values()]) {
      registry.delete(entry.id);
      entry.sink.error(error);
    }
  }

  function reconnectLater(error: TransportError) {
    if (!registry.size) return connection.set(IDLE);
    const delayMs = reconnectDelayMs(reconnectAttempt++, random(), reconnectMinMs, reconnectMaxMs, reconnectFactor, reconnectJitter);
    connection.set({ status: 'reconnecting', attempt: reconnectAttempt, delayMs, lastError: error });
    reconnectTimer = after(delayMs, open);
  }

  /** A deliberate close: the legacy dialect says so first (connection_terminate). */
  function close(reason?: string) {
    if (isAcked && dialect!.types.terminate) send(dialect!.types.terminate);
    drop(WS_CLOSE_NORMAL, reason);
  }

  function checkIdle() {
    if (live) return;
    if (socket) closeTimer = after(lazyCloseMs, () => (close(), connection.set(IDLE)));
    else if (reconnectTimer) {
      clock.clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      connection.set(IDLE);
    }
  }

  function register(operation: Operation, sink: SubscriptionSink): () => void {
    const entry: Entry = { id: String(++lastId), operation, sink, isSent: false };
    registry.set(entry.id, entry);
    if (isAcked) start(entry);
    else if (!reconnectTimer) open();
    return () => {
      if (registry.delete(entry.id) && entry.isSent) send(dialect!.types.stop, entry.id);
    };
  }

  function subscribe(input: OperationInput, sink: SubscriptionSink): SubscriptionHandle {
    const operation: Operation = { ...input, query: sourceText(input.query) };
    live++;
    clock.clearTimeout(closeTimer);
    let isEnded = false;
    let handle: SubscriptionHandle | undefined;
    const start = (inner: SubscriptionSink) => {
      if (url && !isDisposed) return register(operation, inner);
      inner.error(url ? new SocketClosedError(WS_CLOSE_NORMAL, 'Disposed', false) : new NoSubscriptionAddressError());
      return noop;
    };
    handle = retrySubscription(start, sink, {
      clock,
      limit,
      baseMs,
      factor,
      onEnd() {
        isEnded = true;
        live--;
        handles.delete(handle!);
        checkIdle();
      },
    });
    if (!isEnded) handles.add(handle);
    return handle;
  }

  /**
   * Pull-based view of subscribe(); return() (e.g. `break` in for await) unsubscribes. Pending
   * next() calls settle in call order; at most ITERATE_QUEUE_LIMIT unread events are kept, the
   * oldest dropped beyond it (a live feed's reader wants the latest, and memory stays bounded).
   */
  function iterate(operation: OperationInput): AsyncIterableIterator<ExecutionResult> {
    const done = { value: undefined, done: true } as const;
    const values: ExecutionResult[] = [];
    const waiting: Array<[(result: IteratorResult<ExecutionResult>) => void, (error: unknown) => void]> = [];
    let end: { error?: TransportError } | undefined;
    const settle = () => {
      while (waiting.length && (values.length || end)) {
        const [resolve, reject] = waiting.shift()!;
        if (values.length) resolve({ value: values.shift()!, done: false });
        else if (end!.error) reject(end!.error), (end = {});
        else resolve(done);
      }
    };
    const handle = subscribe(operation, {
      next: (value) => (values.push(value) > ITERATE_QUEUE_LIMIT && values.shift(), settle()),
      error: (error) => ((end = { error }), settle()),
      complete: () => ((end = {}), settle()),
    });
    return {
      next: () => new Promise((resolve, reject) => (waiting.push([resolve, reject]), settle())),
      async return() {
        values.length = 0;
        end = {};
        handle.unsubscribe();
        settle();
        return done;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
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
    iterate: iterate as SocketClient['iterate'],
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
      isDisposed = true;
      for (const handle of [...handles]) handle.unsubscribe();
      clock.clearTimeout(reconnectTimer);
      close();
      connection.set({ status: 'closed', error: null });
    },
  };
}
