// Prometheus metrics at `/metrics` (issue 24 §2), in the text exposition format 0.0.4
// (prometheus.io/docs/instrumenting/exposition_formats), written here rather than with prom-client:
// four series and two process gauges need ~100 lines, keep the server free of a dependency, and
// cost the proxy one Map lookup per request (its CPU per request is held to 1.3× a bare pipe's,
// issue 24 §3). Label values come from a fixed set (routes, status codes), never from a request.
import type { ServerResponse } from 'node:http';
import { LATENCY_BUCKETS_SECONDS } from './constants.ts';

/** The text format's media type (what Prometheus asks for and expects). */
const METRICS_MEDIA_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export interface Histogram {
  /** Records one observation, in seconds. */
  observe(seconds: number): void;
}

export interface Metrics {
  /** One answered request (`route` from a fixed set, see routeOf in request-log.ts). */
  countRequest(route: string, status: number): void;
  /** Time to answer a /graphql request through the proxy (the upstream's latency plus the relay's). */
  upstreamLatency: Histogram;
  /** Time to answer a server-rendered page. */
  renderTime: Histogram;
  /** A live socket opened (+1) or closed (−1). */
  changeOpenSockets(delta: number): void;
  /** The exposition text, as of now. */
  render(): string;
  /** Answers a GET or HEAD of `/metrics`. */
  serve(method: string, response: ServerResponse): void;
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

/** `0.005` as Prometheus writes `le` labels, `+Inf` for the last. */
const formatBound = (bound: number) => (bound === Infinity ? '+Inf' : String(bound));

function createHistogram(buckets: readonly number[]): Histogram & { lines(name: string): string[] } {
  const counts = new Array<number>(buckets.length).fill(0);
  let sum = 0;
  let count = 0;
  return {
    observe(seconds) {
      // Cumulative buckets are computed at render time: one increment per observation here.
      const index = buckets.findIndex((bound) => seconds <= bound);
      if (index >= 0) counts[index]! += 1;
      sum += seconds;
      count += 1;
    },
    lines(name) {
      const lines: string[] = [];
      let cumulative = 0;
      buckets.forEach((bound, i) => {
        cumulative += counts[i]!;
        lines.push(`${name}_bucket{le="${formatBound(bound)}"} ${cumulative}`);
      });
      lines.push(`${name}_bucket{le="+Inf"} ${count}`, `${name}_sum ${sum}`, `${name}_count ${count}`);
      return lines;
    },
  };
}

export function createMetrics(): Metrics {
  /** `route\0status` → count. */
  const requests = new Map<string, number>();
  const upstream = createHistogram(LATENCY_BUCKETS_SECONDS);
  const render = createHistogram(LATENCY_BUCKETS_SECONDS);
  let openSockets = 0;

  function text(): string {
    const out: string[] = [];
    out.push('# HELP facet_http_requests_total HTTP requests answered, by route and status.', '# TYPE facet_http_requests_total counter');
    for (const [key, value] of requests) {
      const [route, status] = key.split('\0') as [string, string];
      out.push(`facet_http_requests_total{route="${escapeLabel(route)}",status="${status}"} ${value}`);
    }
    out.push(
      '# HELP facet_upstream_request_duration_seconds Time to answer a /graphql request through the proxy (upstream latency plus the relay).',
      '# TYPE facet_upstream_request_duration_seconds histogram',
      ...upstream.lines('facet_upstream_request_duration_seconds'),
      '# HELP facet_page_render_duration_seconds Time to answer a server-rendered page.',
      '# TYPE facet_page_render_duration_seconds histogram',
      ...render.lines('facet_page_render_duration_seconds'),
      '# HELP facet_open_websockets Live WebSocket connections (handshakes in progress included).',
      '# TYPE facet_open_websockets gauge',
      `facet_open_websockets ${openSockets}`,
    );
    // The two standard process series (prometheus.io/docs/instrumenting/writing_clientlibs, "Process metrics").
    const cpu = process.cpuUsage();
    out.push(
      '# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.',
      '# TYPE process_cpu_seconds_total counter',
      `process_cpu_seconds_total ${(cpu.user + cpu.system) / 1e6}`,
      '# HELP process_resident_memory_bytes Resident memory size in bytes.',
      '# TYPE process_resident_memory_bytes gauge',
      `process_resident_memory_bytes ${process.memoryUsage.rss()}`,
    );
    return `${out.join('\n')}\n`;
  }

  return {
    countRequest(route, status) {
      const key = `${route}\0${status}`;
      requests.set(key, (requests.get(key) ?? 0) + 1);
    },
    upstreamLatency: upstream,
    renderTime: render,
    changeOpenSockets(delta) {
      openSockets += delta;
    },
    render: text,
    serve(method, response) {
      const body = text();
      response.writeHead(200, { 'Content-Type': METRICS_MEDIA_TYPE, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
      response.end(method === 'HEAD' ? undefined : body);
    },
  };
}
