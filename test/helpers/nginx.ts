// Debian's nginx as the load balancer in front of several Facet instances (issue 24 §2), started
// as a child process from a generated configuration in a temporary folder: the snippet of
// docs/deploy.md (round robin, no sticky sessions, WebSocket upgrade headers, the next instance
// tried on a refused connection or a 503), plus an access log naming the instance of each request.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function findNginx(): string | null {
  return existsSync(NGINX_PATH) ? NGINX_PATH : null;
}

/** A port free right now on 127.0.0.1 (for a server that must keep its port across restarts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The `http { … }` body for `listen` in front of `instances` (ports on 127.0.0.1). */
export function nginxHttpBlock(listen: number, instances: readonly number[], dir: string): string {
  return `
  log_format instances '$upstream_addr $request_method $uri $status';
  access_log ${dir}/access.log instances;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;

  # WebSocket upgrades pass; other requests keep the upstream connection alive.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    ''      '';
  }
  upstream facet {
    ${instances.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=1s;`).join('\n    ')}
    keepalive 16;
    # Under Node's own 5 s (server.keepAliveTimeout): nginx never reuses a connection the instance
    # is closing, which would fail a POST it may not retry.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${listen};
    # Scrape each instance on its own port; the public name does not serve metrics.
    location = /metrics { return 404; }
    location / {
      proxy_pass http://facet;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # A stopping instance answers 503 (or refuses the connection): try the next one.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
  }`;
}

export interface Nginx {
  url: string;
  port: number;
  /** Access log lines: `<instance address> <method> <path> <status>`. */
  accessLog(): string[];
  close(): Promise<void>;
}

export async function startNginx(instances: readonly number[]): Promise<Nginx> {
  const binary = findNginx();
  if (!binary) throw new Error(`No nginx at ${NGINX_PATH}: .ci/run installs Debian's`);
  const dir = mkdtempSync(join(tmpdir(), 'facet-nginx-'));
  mkdirSync(join(dir, 'tmp'));
  const port = await freePort();
  const config = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {${nginxHttpBlock(port, instances, dir)}
}
`;
  writeFileSync(join(dir, 'nginx.conf'), config);
  const child: ChildProcess = spawn(binary, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${url}healthz`);
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${output}\n${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    port,
    accessLog: () => (existsSync(join(dir, 'access.log')) ? readFileSync(join(dir, 'access.log'), 'utf8').trim().split('\n').filter(Boolean) : []),
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM'); // nginx's fast stop: a graceful one would wait for the open WebSockets
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
