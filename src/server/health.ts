// Liveness and readiness (issue 24 §2), for a load balancer or an orchestrator:
//   /healthz  200 while the process serves, stopping included (a stop is not a failure to restart)
//   /readyz   200 once the upstream's schema is known (the pages can be rendered and the API
//             answers through this server) and the server is not stopping; 503 otherwise, with
//             the reason, so a balancer sends no new work to an instance that cannot do it.
// Both answer with a small JSON body, never cached.
import type { ServerResponse } from 'node:http';
import { HEALTH_PATH, READINESS_WAIT_MS, READY_PATH } from './constants.ts';

export interface HealthOptions {
  /** True once the upstream's schema is known; may start finding out (bounded by `waitMs`). */
  isUpstreamKnown(): Promise<boolean>;
  /** True once the server has begun to stop. */
  isStopping(): boolean;
  /** Longest wait for isUpstreamKnown. @default READINESS_WAIT_MS */
  waitMs?: number;
}

export interface Health {
  /** Answers `path` when it is HEALTH_PATH or READY_PATH (true), else leaves it (false). */
  serve(path: string, method: string, response: ServerResponse): Promise<boolean>;
}

function send(response: ServerResponse, method: string, status: number, body: object): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  response.end(method === 'HEAD' ? undefined : text);
}

export function createHealth(options: HealthOptions): Health {
  const { isUpstreamKnown, isStopping, waitMs = READINESS_WAIT_MS } = options;

  async function ready(): Promise<{ ok: boolean; reason?: string }> {
    if (isStopping()) return { ok: false, reason: 'stopping' };
    let timer: NodeJS.Timeout | undefined;
    const known = await Promise.race([
      isUpstreamKnown().catch(() => false),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
    ]);
    clearTimeout(timer);
    if (isStopping()) return { ok: false, reason: 'stopping' };
    return known ? { ok: true } : { ok: false, reason: 'upstream schema not known yet' };
  }

  return {
    async serve(path, method, response) {
      if (path !== HEALTH_PATH && path !== READY_PATH) return false;
      if (method !== 'GET' && method !== 'HEAD') {
        response.setHeader('Allow', 'GET, HEAD');
        send(response, method, 405, { status: 'method not allowed' });
        return true;
      }
      if (path === HEALTH_PATH) {
        send(response, method, 200, { status: 'ok' });
        return true;
      }
      const state = await ready();
      send(response, method, state.ok ? 200 : 503, state.ok ? { status: 'ready' } : { status: 'not ready', reason: state.reason });
      return true;
    },
  };
}
