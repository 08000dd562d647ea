// A plain node:http server (127.0.0.1, port 0) that misbehaves on purpose, for the transport's
// fault tests. Each path is one behaviour; every request is recorded (method, path, headers,
// body). Extra routes can be passed in for protocol tests (e.g. a scripted APQ server).
//
//   /status/<code>/json      <code> with a JSON GraphQL result {data: null, errors: [{message}]}
//   /status/<code>/html      <code> with an HTML page (what a proxy sends)
//   /status/<code>/other     <code> with JSON that is not a GraphQL result
//   /status/<code>/empty     <code> with an empty body
//   /redirect/<code>         <code> with Location: /ok (must not be followed)
//   /ok                      200 {"data":{"ok":true}}
//   /truncated               200 with JSON cut off mid-way
//   /hang                    never answers (see waitForHangingClose)
//   /half-body               200, sends part of the body, never finishes
//   /reset                   destroys the socket before answering
//   /reset-mid-body          sends part of the body, then destroys the socket
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { EventEmitter } from 'node:events';

export type Route = (request: IncomingMessage, response: ServerResponse, body: string) => void;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FaultServer {
  /** The server's origin, e.g. http://127.0.0.1:40123 (append a path). */
  origin: string;
  requests: RecordedRequest[];
  /** Resolves when a request for `path` has arrived (at once if one did); rejects after `expireMs`. */
  waitForRequest(path: string, expireMs?: number): Promise<void>;
  /** Resolves when the socket of a /hang request has closed; rejects after `expireMs`. */
  waitForHangingClose(expireMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const HTML_PAGE = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
export const TRUNCATED_JSON = '{"data":{"echo":"hel';

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const builtIn: Array<[RegExp, (match: RegExpMatchArray) => Route]> = [
  [/^\/status\/(\d+)\/json$/, ([, code]) => (_, res) => json(res, Number(code), { data: null, errors: [{ message: `status ${code}` }] })],
  [/^\/status\/(\d+)\/html$/, ([, code]) => (_, res) => res.writeHead(Number(code), { 'content-type': 'text/html' }).end(HTML_PAGE)],
  [/^\/status\/(\d+)\/other$/, ([, code]) => (_, res) => json(res, Number(code), { hello: 'world' })],
  [/^\/status\/(\d+)\/empty$/, ([, code]) => (_, res) => res.writeHead(Number(code)).end()],
  [/^\/redirect\/(\d+)$/, ([, code]) => (_, res) => res.writeHead(Number(code), { location: '/ok', 'content-type': 'text/plain' }).end('moved')],
  [/^\/ok$/, () => (_, res) => json(res, 200, { data: { ok: true } })],
  [/^\/truncated$/, () => (_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(TRUNCATED_JSON)],
  [/^\/half-body$/, () => (_, res) => res.writeHead(200, { 'content-type': 'application/json' }).write('{"data":')],
  [/^\/reset$/, () => (req) => req.socket.destroy()],
  [
    /^\/reset-mid-body$/,
    () => (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"data":', () => req.socket.destroy());
    },
  ],
];

export async function startFaultServer(routes: Record<string, Route> = {}): Promise<FaultServer> {
  const requests: RecordedRequest[] = [];
  const hanging: Socket[] = [];
  const events = new EventEmitter();
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0]!;
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      events.emit('request', path);
      if (path === '/hang') return void (hanging.push(request.socket), events.emit('hang'));
      const custom = routes[path];
      if (custom) return custom(request, response, body);
      for (const [pattern, make] of builtIn) {
        const match = pattern.exec(path);
        if (match) return make(match)(request, response, body);
      }
      json(response, 404, { errors: [{ message: `no route ${path}` }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    waitForRequest(path, expireMs = 2000) {
      return new Promise((resolve, reject) => {
        if (requests.some((r) => r.path === path)) return resolve();
        const timer = setTimeout(() => (events.off('request', seen), reject(new Error(`no request for ${path} within ${expireMs} ms`))), expireMs);
        const seen = (arrived: string) => {
          if (arrived !== path) return;
          clearTimeout(timer);
          events.off('request', seen);
          resolve();
        };
        events.on('request', seen);
      });
    },
    waitForHangingClose(expireMs = 2000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no /hang socket closed within ${expireMs} ms`)), expireMs);
        const done = () => (clearTimeout(timer), resolve());
        const watch = () => {
          const socket = hanging[0]!;
          if (socket.destroyed) done();
          else socket.once('close', done);
        };
        if (hanging.length > 0) watch();
        else events.once('hang', watch);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
