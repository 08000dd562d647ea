// Starts the proxy (`npm start -- --endpoint …`) in-process on 127.0.0.1, port 0, in front of a
// test upstream, keeping every log line it writes. Close it at the end.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
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

