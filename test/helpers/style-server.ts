// A real graphql-yoga server on 127.0.0.1 (port 0) serving one of the fixture schema styles
// (test/fixtures/schemas: crud, hasura, postgraphile, storefront, github) or the demo schema, for
// the Chromium tests and benches that open the app on them. It answers every query, mutation and
// subscription with made-up values of the right types (three items per list, an enum's values in
// turn, each custom scalar a value of its kind), so the app's documents are really executed.
//
//   const server = await startStyleServer('hasura');
//   … localStorage 'facet:settings' = { endpoint: server.url } …
//   await server.close();
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildSchema,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { createYoga } from 'graphql-yoga';
import { typeDefs } from '../../src/demo/type-defs.ts';
import { styleSdl, type SchemaStyle } from './schemas.ts';
import { DEFAULT_HTTP_PATH } from '../../src/transport/constants.ts';

export interface StyleServer {
  /** e.g. http://127.0.0.1:40123/graphql */
  url: string;
  close(): Promise<void>;
}

/** Items in every list answered. */
const LIST_LENGTH = 3;

interface Made { __typename?: string; __index: number }

/** A value of a scalar named `scalar` for a field named `field`, the `index`th of its list. */
function scalarValue(scalar: string, field: string, index: number): unknown {
  const n = index + 1;
  switch (scalar) {
    case 'ID': return `${field}-${n}`;
    case 'String': return `${field} ${n}`;
    case 'Int': return n;
    case 'Float': return n + 0.5;
    case 'Boolean': return index % 2 === 0;
  }
  if (/date.?time|timestamp/i.test(scalar)) return `2026-03-${String(10 + n).padStart(2, '0')}T19:30:00Z`;
  if (/^date$/i.test(scalar)) return `2026-03-${String(10 + n).padStart(2, '0')}`;
  if (/ur[il]/i.test(scalar)) return `https://example.com/${field}/${n}`;
  if (/html/i.test(scalar)) return `<p>${field} ${n}</p>`;
  if (/json/i.test(scalar)) return { key: n };
  if (/uuid/i.test(scalar)) return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  if (/int|numeric|decimal|float/i.test(scalar)) return String(n * 10);
  if (/objectid/i.test(scalar)) return String(n).repeat(40);
  return `${field}-${n}`;
}

function makeValue(schema: GraphQLSchema, type: GraphQLOutputType, field: string, index: number): unknown {
  if (isNonNullType(type)) return makeValue(schema, type.ofType, field, index);
  if (isListType(type)) return Array.from({ length: LIST_LENGTH }, (_, i) => makeValue(schema, type.ofType, field, i));
  if (isEnumType(type)) {
    const values = type.getValues();
    return values[index % values.length]!.value;
  }
  if (isScalarType(type)) return scalarValue(type.name, field, index);
  if (isAbstractType(type)) {
    const possible = schema.getPossibleTypes(type);
    return { __typename: possible[index % possible.length]!.name, __index: index } satisfies Made;
  }
  return { __index: index } satisfies Made;
}

/** The style's schema, every field answering with made-up values (a fresh schema: the shared cached ones stay untouched). */
function answeringSchema(sdl: string): GraphQLSchema {
  const schema = buildSchema(sdl);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isAbstractType(type)) type.resolveType = (value) => (value as Made).__typename;
    if (!isObjectType(type)) continue;
    const isSubscription = type === schema.getSubscriptionType();
    for (const field of Object.values(type.getFields())) {
      field.resolve = (source) => makeValue(schema, field.type, field.name, (source as Made | undefined)?.__index ?? 0);
      // One event, then the end of the stream.
      if (isSubscription) field.subscribe = async function* () { yield { __index: 0 }; };
    }
  }
  return schema;
}

export async function startStyleServer(style: SchemaStyle | 'demo'): Promise<StyleServer> {
  return serveSchema(answeringSchema(style === 'demo' ? typeDefs : styleSdl(style)));
}

/** graphql-yoga serving `schema` at `/graphql` on 127.0.0.1, on a port the OS picks. */
export async function serveSchema(schema: GraphQLSchema): Promise<StyleServer> {
  const yoga = createYoga({ schema, logging: false });
  const server: Server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${DEFAULT_HTTP_PATH}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
