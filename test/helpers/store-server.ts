// A real graphql-yoga server on 127.0.0.1 (port 0) with entities that have ids, for the store's
// integration tests: normalisation, mutations updating queries, subscription events, auth.
//
//   const server = await startStoreServer();
//   createStore({ defaults: { endpoint: server.url, wsEndpoint: server.wsUrl } … })
//   server.requests   // operation name and Authorization header of each HTTP request, in order
//   await server.close();
//
// Schema: Item { id name price owner: User }, User { id name }; queries `items(limit)`,
// `item(id, delayMs)` (delayMs holds the answer back, for cancellation tests), `viewer` (the
// Authorization header the server received, or null); mutations `renameItem(id, name)` and
// `setPrice(id, price)`, each publishing the changed item to subscription `itemChanged`, which
// is served over WebSocket by graphql-ws's server (graphql-transport-ws) on the same path.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPubSub, createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { execute, subscribe } from 'graphql';
import { DEFAULT_HTTP_PATH } from '../../src/transport/constants.ts';

export interface StoreServerRequest {
  operationName: string | undefined;
  /** The Authorization header as received, or null. */
  authorization: string | null;
}

export interface StoreServer {
  /** e.g. http://127.0.0.1:40123/graphql */
  url: string;
  /** e.g. ws://127.0.0.1:40123/graphql */
  wsUrl: string;
  requests: StoreServerRequest[];
  /** Connection params of each WebSocket connection, in order. */
  connectionParams: unknown[];
  /** Current server-side items (tests change them to see refetches). */
  items: Map<string, ItemRecord>;
  close(): Promise<void>;
}

interface ItemRecord { id: string; name: string; price: number; ownerId: string }

const typeDefs = /* GraphQL */ `
  type User { id: ID! name: String! }
  type Item { id: ID! name: String! price: Int! owner: User! }
  type Query {
    items(limit: Int): [Item!]!
    item(id: ID!, delayMs: Int): Item
    viewer: String
  }
  type Mutation {
    renameItem(id: ID!, name: String!): Item!
    setPrice(id: ID!, price: Int!): Item!
  }
  type Subscription { itemChanged: Item! }
`;

const USERS: Record<string, { id: string; name: string }> = { u1: { id: 'u1', name: 'Ada' }, u2: { id: 'u2', name: 'Grace' } };

export async function startStoreServer(): Promise<StoreServer> {
  const items = new Map<string, ItemRecord>([
    ['1', { id: '1', name: 'Lamp', price: 10, ownerId: 'u1' }],
    ['2', { id: '2', name: 'Desk', price: 99, ownerId: 'u2' }],
    ['3', { id: '3', name: 'Chair', price: 45, ownerId: 'u1' }],
  ]);
  const pubsub = createPubSub<{ itemChanged: [ItemRecord] }>();
  const requests: StoreServerRequest[] = [];
  const connectionParams: unknown[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const update = (id: string, change: Partial<ItemRecord>) => {
    const current = items.get(id);
    if (!current) throw new Error(`No item ${id}`);
    const next = { ...current, ...change };
    items.set(id, next);
    pubsub.publish('itemChanged', next);
    return next;
  };

  const schema = createSchema({
    typeDefs,
    resolvers: {
      Query: {
        items: (_: unknown, { limit }: { limit?: number | null }) => [...items.values()].slice(0, limit ?? undefined),
        item: (_: unknown, { id, delayMs }: { id: string; delayMs?: number | null }) =>
          delayMs
            ? new Promise((resolve) => {
                const t = setTimeout(() => { timers.delete(t); resolve(items.get(id) ?? null); }, delayMs);
                timers.add(t);
              })
            : items.get(id) ?? null,
        viewer: (_: unknown, __: unknown, context: { request?: Request }) => context.request?.headers.get('authorization') ?? null,
      },
      Item: { owner: (item: ItemRecord) => USERS[item.ownerId] },
      Mutation: {
        renameItem: (_: unknown, { id, name }: { id: string; name: string }) => update(id, { name }),
        setPrice: (_: unknown, { id, price }: { id: string; price: number }) => update(id, { price }),
      },
      Subscription: {
        itemChanged: { subscribe: () => pubsub.subscribe('itemChanged'), resolve: (item: ItemRecord) => item },
      },
    },
  });

  const record: Plugin = {
    onParams({ params, request }) {
      requests.push({ operationName: params.operationName, authorization: request.headers.get('authorization') });
    },
  };
  const yoga = createYoga({ schema, graphqlEndpoint: DEFAULT_HTTP_PATH, plugins: [record], logging: false, maskedErrors: false });
  const server: Server = createServer(yoga);
  const wss = new WebSocketServer({ server, path: yoga.graphqlEndpoint });
  const wsServer = useServer(
    {
      schema,
      execute,
      subscribe,
      onConnect: (ctx) => {
        connectionParams.push(ctx.connectionParams ?? null);
      },
    },
    wss,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${yoga.graphqlEndpoint}`,
    wsUrl: `ws://127.0.0.1:${port}${yoga.graphqlEndpoint}`,
    requests,
    connectionParams,
    items,
    async close() {
      for (const t of timers) clearTimeout(t);
      await wsServer.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
