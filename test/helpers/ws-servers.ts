// Real WebSocket servers on 127.0.0.1 (port 0) for the socket client's tests: graphql-ws's own
// server (`useServer` on a `ws` WebSocketServer), subscriptions-transport-ws's SubscriptionServer
// (legacy `graphql-ws` and old `graphql-subscriptions`), and a raw `ws` server a test scripts by
// hand for faults. Each can restart on the same port. Also a FakeWebSocket driven by hand, for
// exact timer schedules (protocol behaviour is always tested against the real servers).
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import {
  GraphQLError,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  execute,
  subscribe,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { SubscriptionServer } from 'subscriptions-transport-ws';
import { WebSocket, WebSocketServer } from 'ws';
import { createSocketClient, type SocketClient, type SocketClientOptions } from '../../src/transport/ws-index.ts';
import { DEFAULT_HTTP_PATH } from '../../src/transport/constants.ts';

/** Fires on every server-side or recorded change, so waits re-check on events, never on a timer. */
export const changes = new EventEmitter();
changes.setMaxListeners(0);
const poke = () => changes.emit('change');

/** Resolves once `check()` holds, re-checking on every change; rejects after `expireMs`. */
export function waitUntil(check: () => boolean, expireMs = 3000, what = 'condition'): Promise<void> {
  if (check()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onChange = () => {
      if (!check()) return;
      clearTimeout(timer);
      changes.off('change', onChange);
      resolve();
    };
    const timer = setTimeout(() => {
      changes.off('change', onChange);
      reject(new Error(`Timed out after ${expireMs} ms waiting for ${what}`));
    }, expireMs);
    changes.on('change', onChange);
  });
}

// ─── The schema ────────────────────────────────────────────────────────────────────────────────

interface Context { authorization: string | null }

/** Authorization from connection params, either form (servers read either). */
function readAuthorization(params: unknown): string | null {
  const p = params as { Authorization?: string; headers?: { Authorization?: string } } | undefined;
  return p?.Authorization ?? p?.headers?.Authorization ?? null;
}

/** Pushes values to every live `feed` subscription. */
function createFeed() {
  const listeners = new Set<(value: number) => void>();
  return {
    publish: (value: number) => listeners.forEach((l) => l(value)),
    get size() {
      return listeners.size;
    },
    iterate(): AsyncIterableIterator<{ feed: number }> {
      const queue: number[] = [];
      let wake: (() => void) | undefined;
      let isDone = false;
      const listener = (value: number) => {
        queue.push(value);
        wake?.();
      };
      listeners.add(listener);
      poke();
      const it: AsyncIterableIterator<{ feed: number }> = {
        async next() {
          while (!queue.length && !isDone) await new Promise<void>((r) => (wake = r));
          if (isDone) return { value: undefined, done: true };
          return { value: { feed: queue.shift()! }, done: false };
        },
        async return() {
          isDone = true;
          listeners.delete(listener);
          wake?.();
          poke();
          return { value: undefined, done: true };
        },
        [Symbol.asyncIterator]: () => it,
      };
      return it;
    },
  };
}

function createSchema(feed: ReturnType<typeof createFeed>) {
  const Int = new GraphQLNonNull(GraphQLInt);
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { hello: { type: GraphQLString, resolve: () => 'world' } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        /** 1, 2, … `to`, then complete. */
        count: {
          type: Int,
          args: { to: { type: Int } },
          async *subscribe(_root, { to }: { to: number }) {
            for (let i = 1; i <= to; i++) yield { count: i };
          },
        },
        /** Values the test publishes; never completes. */
        feed: { type: Int, subscribe: () => feed.iterate() },
        /** `after` values, then the source throws "boom". */
        fail: {
          type: Int,
          args: { after: { type: GraphQLInt } },
          async *subscribe(_root, { after }: { after?: number }) {
            for (let i = 1; i <= (after ?? 0); i++) yield { fail: i };
            throw new Error('boom');
          },
        },
        /** The Authorization the server read from the connection params, then complete. */
        whoami: {
          type: GraphQLString,
          async *subscribe(_root, _args, context: Context) {
            yield { whoami: context.authorization };
          },
        },
        /** Refused without a token (a GraphQL error before any event). */
        secret: {
          type: GraphQLString,
          subscribe(_root, _args, context: Context) {
            if (!context.authorization) throw new GraphQLError('Unauthorized: no token in the connection params');
            return (async function* () {
              yield { secret: `for ${context.authorization}` };
            })();
          },
        },
      },
    }),
  });
}

// ─── Servers ───────────────────────────────────────────────────────────────────────────────────

export interface ServerStats {
  /** Sockets accepted. */
  connections: number;
  /** Subscribe/start operations received. */
  subscribes: number;
  /** Connection params of each init, in order. */
  params: unknown[];
  /** Subprotocol selected for each accepted socket. */
  protocols: string[];
  /** Close codes the server saw from clients. */
  closes: number[];
}

export interface WsTestServer {
  readonly url: string;
  readonly stats: ServerStats;
  /** Live `feed` subscriptions on the server. */
  readonly feedSize: number;
  publish(value: number): void;
  /** The server-side sockets currently open. */
  readonly sockets: WebSocket[];
  /** Stops (clients see 1001) and starts again on the same port. */
  restart(): Promise<void>;
  /** Stops (clients see 1001; new connections are refused) until `start()`. */
  stop(): Promise<void>;
  /** Starts again on the same port after `stop()`. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Token value whose init the servers reject. */
export const REJECTED_TOKEN = 'rejected';

function newStats(): ServerStats {
  return { connections: 0, subscribes: 0, params: [], protocols: [], closes: [] };
}

async function listen(port: number, handleProtocols?: (protocols: Set<string>) => string | false): Promise<WebSocketServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port, ...(handleProtocols ? { handleProtocols } : {}) });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  return wss;
}

async function shut(wss: WebSocketServer): Promise<void> {
  for (const client of wss.clients) client.close(1001, 'Going away');
  await new Promise<void>((resolve) => wss.close(() => resolve()));
}

function track(wss: WebSocketServer, stats: ServerStats) {
  wss.on('connection', (socket) => {
    stats.connections++;
    stats.protocols.push(socket.protocol);
    // Counted after the servers' own close handlers ran (they stop that socket's subscriptions).
    socket.on('close', (code) => {
      setImmediate(() => {
        stats.closes.push(code);
        poke();
      });
    });
    poke();
  });
}

function makeServer(
  start: (wss: WebSocketServer) => { dispose(): Promise<void> | void },
  handleProtocols?: (protocols: Set<string>) => string | false,
) {
  return async (): Promise<WsTestServer & { feed: ReturnType<typeof createFeed> }> => {
    let wss = await listen(0, handleProtocols);
    const port = (wss.address() as AddressInfo).port;
    const stats = newStats();
    track(wss, stats);
    let running = start(wss);
    const server = {
      url: `ws://127.0.0.1:${port}${DEFAULT_HTTP_PATH}`,
      stats,
      feed: undefined as unknown as ReturnType<typeof createFeed>,
      get feedSize() {
        return server.feed.size;
      },
      publish: (value: number) => server.feed.publish(value),
      get sockets() {
        return [...wss.clients];
      },
      async restart() {
        await server.stop();
        await server.start();
      },
      async stop() {
        await running.dispose();
        await shut(wss);
      },
      async start() {
        wss = await listen(port, handleProtocols);
        track(wss, stats);
        running = start(wss);
      },
      async close() {
        await running.dispose();
        await shut(wss);
      },
    };
    return server;
  };
}

/**
 * graphql-ws's server. `pickFirst` replaces its subprotocol choice with "the first offered", as
 * a proxy or a naive server would, so its real 4406 close for other dialects can be seen.
 */
export async function startGraphqlWsServer(options: { pickFirst?: boolean } = {}): Promise<WsTestServer> {
  const feed = createFeed();
  const schema = createSchema(feed);
  let stats!: ServerStats;
  const server = await makeServer((wss) => {
    const disposable = useServer<Record<string, unknown>>(
      {
        schema,
        context: (ctx) => ({ authorization: readAuthorization(ctx.connectionParams) }),
        onConnect(ctx) {
          stats.params.push(ctx.connectionParams);
          poke();
          return readAuthorization(ctx.connectionParams) !== `Bearer ${REJECTED_TOKEN}`;
        },
        onSubscribe() {
          stats.subscribes++;
          poke();
        },
      },
      wss,
      0, // no WS-level pings: the client's own keep-alive is under test
    );
    if (options.pickFirst) wss.options.handleProtocols = (protocols: Set<string>) => protocols.values().next().value ?? false;
    return disposable;
  })();
  stats = server.stats;
  server.feed = feed;
  return server;
}

/** subscriptions-transport-ws's SubscriptionServer (legacy `graphql-ws` and old `graphql-subscriptions`). */
export async function startSubscriptionsTransportWsServer(options: { keepAliveMs?: number } = {}): Promise<WsTestServer> {
  const feed = createFeed();
  const schema = createSchema(feed);
  let stats!: ServerStats;
  const server = await makeServer((wss) => {
    const s = SubscriptionServer.create(
      {
        schema,
        execute,
        subscribe,
        ...(options.keepAliveMs ? { keepAlive: options.keepAliveMs } : {}),
        onConnect(params: unknown) {
          stats.params.push(params);
          poke();
          const authorization = readAuthorization(params);
          return authorization === `Bearer ${REJECTED_TOKEN}` ? false : { authorization };
        },
        onOperation(_message: unknown, params: unknown) {
          stats.subscribes++;
          poke();
          return params;
        },
      },
      wss,
    );
    return { dispose: () => s.close() };
  })();
  stats = server.stats;
  server.feed = feed;
  return server;
}

export interface RawServer {
  readonly url: string;
  readonly stats: ServerStats;
  /** Frames received from clients, parsed. */
  readonly received: Array<{ type?: string; id?: string; payload?: unknown }>;
  readonly sockets: WebSocket[];
  close(): Promise<void>;
}

/**
 * A bare `ws` server that selects `protocol` and hands each socket to `onSocket`, which scripts
 * the server's side (never ack, go silent, send garbage, close with a code…).
 */
export async function startRawServer(protocol: string, onSocket: (socket: WebSocket, server: RawServer) => void): Promise<RawServer> {
  const wss = await listen(0, (offered) => (offered.has(protocol) ? protocol : false));
  const stats = newStats();
  track(wss, stats);
  const server: RawServer = {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}${DEFAULT_HTTP_PATH}`,
    stats,
    received: [],
    get sockets() {
      return [...wss.clients];
    },
    close: () => shut(wss),
  };
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      server.received.push(frame);
      if (frame.type === 'connection_init' || frame.type === 'init') stats.params.push(frame.payload);
      if (frame.type === 'subscribe' || frame.type === 'start' || frame.type === 'subscription_start') stats.subscribes++;
      poke();
    });
    onSocket(socket, server);
  });
  return server;
}

// ─── A hand-driven fake, for exact schedules ───────────────────────────────────────────────────

/** Records what the client sent; the test opens, feeds and closes it. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static get last(): FakeWebSocket {
    return FakeWebSocket.instances[FakeWebSocket.instances.length - 1]!;
  }
  readyState = 0;
  protocol = '';
  sent: Array<{ type: string; id?: string; payload?: unknown }> = [];
  closedWith: { code?: number; reason?: string } | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }
  /** Server side: accept with `protocol` (default: the first offered). */
  open(protocol = this.protocols[0] ?? '') {
    this.protocol = protocol;
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  serverClose(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  sentTypes(): string[] {
    return this.sent.map((f) => f.type);
  }
}

// ─── Recording what a subscription hears ───────────────────────────────────────────────────────

export interface Recorder {
  values: unknown[];
  errors: Error[];
  completed: number;
  sink: {
    next(result: { data?: unknown; errors?: unknown }): void;
    error(error: Error): void;
    complete(): void;
  };
  /** Waits for `n` values in total. */
  waitValues(n: number, expireMs?: number): Promise<void>;
  waitEnd(expireMs?: number): Promise<void>;
}

/** A sink that records each event (the `data` of results) and wakes waiters. */
export function record(): Recorder {
  const r: Recorder = {
    values: [],
    errors: [],
    completed: 0,
    sink: {
      next(result) {
        r.values.push(result.errors ? result : result.data);
        poke();
      },
      error(error) {
        r.errors.push(error);
        poke();
      },
      complete() {
        r.completed++;
        poke();
      },
    },
    waitValues: (n, expireMs) => waitUntil(() => r.values.length >= n, expireMs, `${n} values (have ${r.values.length})`),
    waitEnd: (expireMs) => waitUntil(() => r.errors.length + r.completed > 0, expireMs, 'the subscription to end'),
  };
  return r;
}

/** Wakes waiters whenever an observable changes (e.g. the connection state). */
export function watchChanges(observable: { subscribe(listener: () => void): () => void }): () => void {
  return observable.subscribe(poke);
}
/** Wakes waiters by hand, for changes a test observes itself. */
watchChanges.poke = poke;

/** In-memory TokenStorage. */
export function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

/**
 * Socket clients for tests against real servers: `ws`'s WebSocket, in-memory storage, no `online`
 * events, waiters woken on every connection or problem change. `clients` keeps each one made, so
 * a file's teardown can dispose them and check none is left open.
 */
export function socketClients(defaults: SocketClientOptions = {}) {
  const clients: SocketClient[] = [];
  function client(options: SocketClientOptions = {}): SocketClient {
    const c = createSocketClient({ WebSocket, storage: memoryStorage(), events: null, ...defaults, ...options });
    clients.push(c);
    watchChanges(c.connection);
    watchChanges(c.problems);
    return c;
  }
  return { client, clients };
}
