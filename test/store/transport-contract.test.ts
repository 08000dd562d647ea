// The Transport contract (transport-contract.ts) against the fake the store's unit tests use and
// against the real transport with graphql-yoga (HTTP) and graphql-ws's server (WebSocket).
import { WebSocket } from 'ws';
import { createTransport, NetworkError, SubscriptionError } from '../../src/transport/index.ts';
import { createFakeTransport, type FakeTransport } from './fake-transport.ts';
import { OPERATIONS, transportContract, type ContractPeer } from './transport-contract.ts';
import { startYogaServer } from '../helpers/yoga-server.ts';
import { memoryStorage, startGraphqlWsServer } from '../helpers/ws-servers.ts';

/** An address nothing listens on (port 1 is refused on loopback). */
const UNREACHABLE_URL = 'http://127.0.0.1:1/graphql';

transportContract('the real transport', async (): Promise<ContractPeer> => {
  const [http, ws] = await Promise.all([startYogaServer(), startGraphqlWsServer()]);
  const options = { WebSocket, storage: memoryStorage(), events: null };
  return {
    transport: createTransport({ ...options, url: http.url, wsUrl: ws.url }),
    unreachable: createTransport({ ...options, url: UNREACHABLE_URL }),
    serve() {},
    feedSize: () => ws.feedSize,
    publish: (value) => ws.publish(value),
    close: async () => void (await Promise.all([http.close(), ws.close()])),
  };
}).run();

// ---

/** The fake's peer answers each operation of OPERATIONS by hand, as the real servers do. */
function fakePeer(): ContractPeer {
  const transport = createFakeTransport({ url: 'http://fake/graphql', wsUrl: 'ws://fake/graphql' });
  const unreachable = createFakeTransport({ url: UNREACHABLE_URL });
  const started = new Set<object>();
  const answered = new Set<object>();
  const is = (query: unknown, op: { query: string }) => query === op.query;
  const feeds = () => transport.subscriptions.filter((s) => !s.isEnded && is(s.operation.query, OPERATIONS.feed));
  const serveRequests = (fake: FakeTransport) => {
    for (const pending of fake.requests) {
      if (pending.isAborted || answered.has(pending)) continue;
      answered.add(pending);
      if (fake === unreachable) pending.reject(new NetworkError(new TypeError('fetch failed')));
      else if (is(pending.operation.query, OPERATIONS.echo)) pending.resolve({ data: { echo: 'hi' } });
      else if (is(pending.operation.query, OPERATIONS.partial)) {
        pending.resolve({ data: { partial: { ok: 'fine', broken: null } }, errors: [{ message: 'broken on purpose', path: ['partial', 'broken'] }] });
      }
    }
  };
  return {
    transport,
    unreachable,
    serve() {
      serveRequests(transport);
      serveRequests(unreachable);
      for (const sub of transport.subscriptions) {
        if (sub.isEnded || started.has(sub)) continue;
        started.add(sub);
        if (is(sub.operation.query, OPERATIONS.count)) {
          for (const count of [1, 2, 3]) sub.sink.next({ data: { count } });
          sub.sink.complete();
        } else if (is(sub.operation.query, OPERATIONS.fail)) {
          sub.sink.next({ data: { fail: 1 } });
          sub.sink.error(new SubscriptionError([{ message: 'boom' }]));
        }
      }
    },
    feedSize: () => feeds().length,
    publish: (feed) => feeds().forEach((sub) => sub.sink.next({ data: { feed } })),
    close: async () => {},
  };
}

transportContract('the fake transport', async () => fakePeer()).run();
