// Two real GraphQL servers on 127.0.0.1 (port 0) of different ages, for the introspection
// fallback: one that knows every meta-field Facet asks for, one that rejects the newer ones.
//
//   const server = await startCurrentServer();   // graphql-yoga on graphql 16 (@oneOf known)
//   const server = await startGraphql15Server();  // graphql-js 15.11 (no isOneOf, specifiedByUrl)
//   server.queries   // the query text of each request, in order
//   await server.close();
//
// The graphql-js 15 server is the engine itself behind node:http, answering as express-graphql
// (the usual server of the graphql 15 era) did: 400 when a result has errors and no data.
// Schema: `venue(by: VenueLookup!): Venue`, VenueLookup being @oneOf where the engine knows it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import * as graphql15 from 'graphql15';
import { DEFAULT_HTTP_PATH } from '../../src/transport/constants.ts';

export interface IntrospectionServer {
  /** e.g. http://127.0.0.1:40123/graphql */
  url: string;
  /** The query text of each request, in order. */
  queries: string[];
  close(): Promise<void>;
}

const VENUES = [
  { id: 'v1', name: 'Harbour Hall' },
  { id: 'v2', name: 'The Loft' },
];

const sdl = (oneOf: string) => /* GraphQL */ `
  type Venue { id: ID! name: String! }
  "How to find one venue: by id or by name, not both."
  input VenueLookup ${oneOf} { id: ID name: String }
  type Query { venue(by: VenueLookup!): Venue }
`;

const resolvers = {
  venue: (_: unknown, { by }: { by: { id?: string; name?: string } }) => VENUES.find((v) => v.id === by.id || v.name === by.name) ?? null,
};

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void, queries: string[]): Promise<IntrospectionServer> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${DEFAULT_HTTP_PATH}`,
    queries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** graphql-yoga on this project's graphql 16: knows isOneOf, specifiedByURL and the rest. */
export function startCurrentServer(): Promise<IntrospectionServer> {
  const queries: string[] = [];
  const yoga = createYoga({
    schema: createSchema({ typeDefs: sdl('@oneOf'), resolvers: { Query: resolvers } }),
    logging: false,
    plugins: [{ onParams: ({ params }) => void queries.push(params.query ?? '') }],
  });
  return listen(yoga, queries);
}

/** graphql-js 15.11 itself: rejects `isOneOf` and `specifiedByURL` (it spells it specifiedByUrl). */
export function startGraphql15Server(): Promise<IntrospectionServer> {
  const queries: string[] = [];
  const schema = graphql15.buildSchema(sdl(''));
  const rootValue = { venue: (args: { by: { id?: string; name?: string } }) => resolvers.venue(null, args) };
  return listen((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', async () => {
      const { query = '', variables, operationName } = JSON.parse(body || '{}') as { query?: string; variables?: Record<string, unknown>; operationName?: string };
      queries.push(query);
      const result = await graphql15.graphql({ schema, source: query, rootValue, variableValues: variables, operationName });
      response.writeHead(result.errors && !result.data ? 400 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result));
    });
  }, queries);
}
