// A real graphql-yoga server on 127.0.0.1 (port 0) for transport integration tests.
//
//   const server = await startYogaServer({ csrf: 'apollo', apq: true });
//   … createTransport({ url: server.url }) …
//   server.requests   // what reached GraphQL execution, in order (see RecordedRequest)
//   await server.close();
//
// Schema (SDL below): `echo(text)`, `add(a, b)`, `authorization` (the Authorization header the
// server received, or null), `partial { ok broken }` (`broken` throws, so the result carries
// data AND errors), `slow(ms)`; mutations `echo`, `readFile(file)`, `readFiles(files)` and
// `readNested(input: {label, cover, gallery})` that read the bytes of each `File` they receive
// and answer `{ name size text sha256 }` (sha256: hex digest of the bytes, for byte-exact checks).
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGraphQLError, createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { useAPQ } from '@graphql-yoga/plugin-apq';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { DEFAULT_HTTP_PATH } from '../../src/transport/constants.ts';

export interface YogaServerOptions {
  /**
   * CSRF prevention (@graphql-yoga/plugin-csrf-prevention): a multipart or GET request must carry
   * this header, otherwise the server answers 403. 'apollo' requires `apollo-require-preflight`
   * (what the transport sends by default), 'yoga' requires `x-graphql-yoga-csrf`, false turns the
   * plugin off. @default 'apollo'
   */
  csrf?: 'apollo' | 'yoga' | false;
  /**
   * Automatic persisted queries. true: @graphql-yoga/plugin-apq with its in-memory store (a miss
   * is PersistedQueryNotFound with status 404). 'unsupported': answers any request carrying
   * `extensions.persistedQuery` with PersistedQueryNotSupported and status 200, as Apollo Server
   * does with APQ off. false: neither (yoga then answers a hash-only request with 400 "Must provide
   * query string."). @default false
   */
  apq?: boolean | 'unsupported';
}

/** One request that reached parameter parsing (CSRF rejections never get here). */
export interface RecordedRequest {
  method: string;
  headers: Record<string, string>;
  /** Parameters as the client sent them, before the APQ plugin fills in a stored query. */
  query: string | undefined;
  operationName: string | undefined;
  variables: unknown;
  extensions: Record<string, unknown> | undefined;
}

export interface YogaServer {
  /** Absolute address of the GraphQL endpoint, e.g. http://127.0.0.1:40123/graphql. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const typeDefs = /* GraphQL */ `
  scalar File
  type Query {
    echo(text: String!): String!
    add(a: Int!, b: Int!): Int!
    authorization: String
    partial: Partial!
  }
  type Partial {
    ok: String!
    broken: String
  }
  type FileInfo {
    name: String!
    size: Int!
    text: String!
    sha256: String!
  }
  input NestedInput {
    label: String!
    cover: File!
    gallery: [File!]
  }
  type Mutation {
    echo(text: String!): String!
    readFile(file: File!): FileInfo!
    readFiles(files: [File!]!): [FileInfo!]!
    readNested(input: NestedInput!): [FileInfo!]!
  }
`;

async function describe(file: File) {
  const bytes = Buffer.from(await file.arrayBuffer());
  return { name: file.name, size: file.size, text: bytes.toString('utf8'), sha256: createHash('sha256').update(bytes).digest('hex') };
}

interface Context {
  request: Request;
}

const resolvers = {
  Query: {
    echo: (_: unknown, { text }: { text: string }) => text,
    add: (_: unknown, { a, b }: { a: number; b: number }) => a + b,
    authorization: (_: unknown, __: unknown, { request }: Context) => request.headers.get('authorization'),
    partial: () => ({}),
  },
  Partial: {
    ok: () => 'fine',
    broken: () => {
      throw new Error('broken on purpose');
    },
  },
  Mutation: {
    echo: (_: unknown, { text }: { text: string }) => text,
    readFile: (_: unknown, { file }: { file: File }) => describe(file),
    readFiles: (_: unknown, { files }: { files: File[] }) => Promise.all(files.map(describe)),
    readNested: (_: unknown, { input }: { input: { cover: File; gallery?: File[] } }) =>
      Promise.all([input.cover, ...(input.gallery ?? [])].map(describe)),
  },
};

/** Apollo Server's answer when APQ is off (requestPipeline.ts): NotSupported, with status 200. */
const rejectPersistedQueries: Plugin = {
  onParams({ params }) {
    if (params.extensions?.persistedQuery) {
      throw createGraphQLError('PersistedQueryNotSupported', {
        extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED', http: { status: 200 } },
      });
    }
  },
};

export async function startYogaServer({ csrf = 'apollo', apq = false }: YogaServerOptions = {}): Promise<YogaServer> {
  const requests: RecordedRequest[] = [];
  const record: Plugin = {
    onParams({ params, request }) {
      requests.push({
        method: request.method,
        headers: Object.fromEntries(request.headers),
        query: params.query,
        operationName: params.operationName,
        variables: params.variables,
        extensions: params.extensions,
      });
    },
  };
  const plugins: Plugin[] = [record];
  // The header names stay literal: they are Apollo's and yoga's conventions, which the client's
  // default must meet (importing DEFAULT_PREFLIGHT_HEADER_NAME would let both drift together).
  if (csrf) plugins.push(useCSRFPrevention({ requestHeaders: [csrf === 'apollo' ? 'apollo-require-preflight' : 'x-graphql-yoga-csrf'] }));
  if (apq === true) plugins.push(useAPQ());
  if (apq === 'unsupported') plugins.push(rejectPersistedQueries);
  const yoga = createYoga({
    schema: createSchema({ typeDefs, resolvers }),
    graphqlEndpoint: DEFAULT_HTTP_PATH,
    plugins,
    logging: false,
    // Errors from resolvers keep their message, so tests can assert it.
    maskedErrors: false,
  });
  const server: Server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${yoga.graphqlEndpoint}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
