// A GraphQL server built to misbehave, for the fault and abuse matrix (issue 12): it answers
// introspection truthfully from HOSTILE_SDL (so the app builds real screens from it) and every
// other operation with the hostile answer named by its root field. HTTP on /graphql (CORS open,
// so a page served elsewhere can call it) and graphql-transport-ws on the same path, whose
// subscriptions send hostile `next` payloads. 127.0.0.1, port 0; every request is counted.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql, parse, type OperationDefinitionNode, type FieldNode } from 'graphql';
import { WebSocketServer } from 'ws';
import { DEFAULT_HTTP_PATH, WS_PROTOCOL_TRANSPORT } from '../../src/transport/constants.ts';

/** Strings that must stay text wherever they are drawn. */
export const SCRIPT_TEXT = '</script><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';
export const HOSTILE_URLS = {
  javascript: 'javascript:window.__pwned=3',
  mixedCase: ' JaVaScRiPt:window.__pwned=4',
  dataHtml: 'data:text/html,<script>window.__pwned=5</script>',
  dataSvg: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=6"/>',
  vbscript: 'vbscript:msgbox(1)',
} as const;

export const HOSTILE_SDL = /* GraphQL */ `
  "Arbitrary JSON."
  scalar JSON @specifiedBy(url: "data:text/html,<script>window.__pwned=7</script>")

  type Image { url: String, alt: String }
  "A record whose URLs were chosen by the server."
  type Link {
    id: ID!
    title: String
    "Where it points."
    url: String
    homepage: String
    imageUrl: String
    imageUrls: [String!]
    photo: Image
    note: String
  }

  type Query {
    "Records with javascript:, data:text/html and SVG URLs in link and image fields."
    links: [Link!]!
    "A JSON value nested 1,000 levels deep."
    deep: JSON
    "errors is a string."
    stringErrors: Int
    "An error whose message is an object."
    objectMessage: Int
    "errors holds null."
    nullError: Int
    "data is a number."
    dataNumber: Int
    "data is fine, errors is a number."
    numberErrors: Int
    "A 200 answer that is an HTML page."
    htmlPage: Int
    "A string that tries to end a script element."
    script: String
  }

  type Subscription {
    "Each event's payload.errors is a string."
    badEvents: Int
    "Events with hostile strings and URLs."
    hostileEvents: Link
  }
`;

const schema = buildSchema(HOSTILE_SDL);

function nested(depth: number): unknown {
  let value: unknown = { leaf: 'bottom' };
  for (let i = 0; i < depth; i += 1) value = { level: depth - i, child: value };
  return value;
}

const links = Object.entries(HOSTILE_URLS).map(([kind, url], i) => ({
  __typename: 'Link',
  id: `l${i + 1}`,
  title: `${kind} ${SCRIPT_TEXT}`,
  url,
  homepage: url,
  imageUrl: url,
  imageUrls: [url, HOSTILE_URLS.dataSvg],
  photo: { url, alt: SCRIPT_TEXT },
  note: SCRIPT_TEXT,
}));

/** The raw HTTP answer for each root field: [status, content-type, body]. */
const ANSWERS: Record<string, () => [number, string, string]> = {
  links: () => [200, 'application/json', JSON.stringify({ data: { links } })],
  deep: () => [200, 'application/json', JSON.stringify({ data: { deep: nested(1000) } })],
  stringErrors: () => [200, 'application/json', '{"errors":"boom"}'],
  objectMessage: () => [200, 'application/json', '{"data":null,"errors":[{"message":{"nested":"object"}}]}'],
  nullError: () => [200, 'application/json', '{"data":null,"errors":[null]}'],
  dataNumber: () => [200, 'application/json', '{"data":1}'],
  numberErrors: () => [200, 'application/json', '{"data":{"numberErrors":1},"errors":5}'],
  htmlPage: () => [200, 'text/html', `<!doctype html><p>${SCRIPT_TEXT}</p>`],
  script: () => [200, 'application/json', JSON.stringify({ data: { script: SCRIPT_TEXT } })],
};

/** The `next` payloads a subscription gets, per root field. */
const EVENTS: Record<string, unknown[]> = {
  badEvents: [{ errors: 'boom' }, { data: { badEvents: 1 }, errors: [{ message: { x: 1 } }] }],
  hostileEvents: links.map((link) => ({ data: { hostileEvents: link } })),
};

function rootFieldOf(query: string, operationName?: string): string | null {
  try {
    const document = parse(query);
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
    const operation = operations.find((o) => !operationName || o.name?.value === operationName) ?? operations[0];
    const field = operation?.selectionSet.selections.find((s): s is FieldNode => s.kind === 'Field' && s.name.value !== '__typename');
    return field?.name.value ?? null;
  } catch {
    return null;
  }
}

export interface HostileServer {
  /** http://127.0.0.1:<port>/graphql */
  url: string;
  /** ws://127.0.0.1:<port>/graphql */
  wsUrl: string;
  /** Operations received, by root field (introspection as `__schema`). */
  counts: Map<string, number>;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

export async function startHostileServer(): Promise<HostileServer> {
  const counts = new Map<string, number>();
  const count = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      let payload: { query?: string; operationName?: string; variables?: Record<string, unknown> } = {};
      try {
        payload = JSON.parse(body);
      } catch {
        return void response.writeHead(400, { ...CORS, 'content-type': 'text/plain' }).end('not JSON');
      }
      const query = payload.query ?? '';
      if (query.includes('__schema')) {
        count('__schema');
        const result = await graphql({ schema, source: query, variableValues: payload.variables, operationName: payload.operationName });
        return void response.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(result));
      }
      const field = rootFieldOf(query, payload.operationName) ?? '';
      count(field);
      const [status, type, text] = (ANSWERS[field] ?? (() => [400, 'application/json', '{"errors":[{"message":"unknown field"}]}']))();
      response.writeHead(status, { ...CORS, 'content-type': type }).end(text);
    });
  });

  // graphql-transport-ws, just enough to deliver hostile events: ack, then the field's payloads.
  const sockets = new WebSocketServer({ server, path: DEFAULT_HTTP_PATH, handleProtocols: () => WS_PROTOCOL_TRANSPORT });
  sockets.on('connection', (socket) => {
    socket.on('message', (raw) => {
      let message: { type?: string; id?: string; payload?: { query?: string; operationName?: string } };
      try {
        message = JSON.parse(String(raw));
      } catch {
        return;
      }
      if (message.type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }));
      if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      if (message.type === 'subscribe' && message.id) {
        const field = rootFieldOf(message.payload?.query ?? '', message.payload?.operationName) ?? '';
        count(field);
        for (const payload of EVENTS[field] ?? []) socket.send(JSON.stringify({ type: 'next', id: message.id, payload }));
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${DEFAULT_HTTP_PATH}`,
    wsUrl: `ws://127.0.0.1:${port}${DEFAULT_HTTP_PATH}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
