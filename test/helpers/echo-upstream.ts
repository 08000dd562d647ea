// A plain upstream for the proxy's security tests (security review, port 4711): node:http answering
// every request with `answer` (by default a GraphQL JSON result), recording what it received, and a
// ws server on the same port echoing every message, counting its connections. `answer` may be
// swapped per test to play a hostile or broken API.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import { watchChanges } from './ws-servers.ts';

export interface EchoRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface EchoUpstream {
  /** `http://127.0.0.1:<port>/graphql` */
  url: string;
  /** Every HTTP request received, in order. */
  requests: EchoRequest[];
  /** Every WebSocket handshake the ws server accepted, in order. */
  upgrades: EchoRequest[];
  /** WebSocket connections open now. */
  openSockets(): number;
  /** Size of every WebSocket message received, in order. */
  messageSizes: number[];
  /** Answers each HTTP request; replace it to play another upstream. */
  answer: (request: IncomingMessage, response: ServerResponse) => void;
  close(): Promise<void>;
}

export const DEFAULT_ANSWER = (_request: IncomingMessage, response: ServerResponse) => {
  const body = JSON.stringify({ data: { ok: true } });
  response.writeHead(200, { 'Content-Type': 'application/graphql-response+json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
};

export async function startEchoUpstream(): Promise<EchoUpstream> {
  const sockets = new Set<Socket>();
  const upstream: EchoUpstream = {
    url: '',
    requests: [],
    upgrades: [],
    openSockets: () => wss.clients.size,
    messageSizes: [],
    answer: DEFAULT_ANSWER,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request, response) => {
    upstream.requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    watchChanges.poke();
    request.resume();
    request.once('end', () => upstream.answer(request, response));
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const wss = new WebSocketServer({ server, maxPayload: 64 * 1024 * 1024, handleProtocols: (offered) => [...offered][0] ?? false });
  wss.on('connection', (socket, request) => {
    upstream.upgrades.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    watchChanges.poke();
    socket.on('message', (data: Buffer, isBinary) => {
      upstream.messageSizes.push(data.length);
      watchChanges.poke();
      socket.send(data, { binary: isBinary });
    });
    socket.once('close', () => watchChanges.poke());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return upstream;
}
