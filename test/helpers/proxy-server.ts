// Starts the proxy (`npm start -- --endpoint …`) in-process on 127.0.0.1, port 0, in front of a
// test upstream, keeping every log line it writes. Close it at the end.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { createProxyServer, type ProxyServer } from '../../src/server/proxy.ts';
import { parseProxyConfig, type ProxyArgs } from '../../src/server/proxy-config.ts';
import { watchChanges } from './ws-servers.ts';

export interface ProxyServerHandle extends ProxyServer {
  /** Every line the proxy logged, in order (each one wakes ws-servers' waitUntil). */
  logs: string[];
}

export interface StartProxyOptions extends ProxyArgs {
  /** Environment for --header-env. @default {} */
  env?: Record<string, string>;
  /** @default UPSTREAM_TIMEOUT_MS */
  timeoutMs?: number;
  staticDir?: string;
}

export async function startProxyServer(options: StartProxyOptions): Promise<ProxyServerHandle> {
  const { env = {}, timeoutMs, staticDir, ...args } = options;
  const logs: string[] = [];
  const server = await createProxyServer({
    ...parseProxyConfig(args, env),
    port: 0,
    log: (line) => {
      logs.push(line);
      watchChanges.poke(); // wakes waitUntil() checks on the log
    },
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(staticDir === undefined ? {} : { staticDir }),
  });
  return Object.assign(server, { logs });
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request with the target and Host written exactly as given (fetch would normalise them). */
export function rawRequest(port: number, options: { method?: string; path: string; headers?: Record<string, string>; body?: string }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers ?? {}, setHost: !options.headers?.host }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}


/**
 * Writes `bytes` on a fresh TCP connection, half-closes it, and resolves with everything the server
 * sent back before closing (possibly nothing); rejects when it stays open past `expireMs`.
 */
export function rawExchange(port: number, bytes: string | Buffer, expireMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within ${expireMs} ms after ${JSON.stringify(String(bytes).slice(0, 80))}; got ${JSON.stringify(Buffer.concat(chunks).toString('latin1').slice(0, 80))}`));
    }, expireMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset is an answer too: 'close' follows
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    socket.end(bytes);
  });
}
