// `npm start`: the demo backend from the command line, or with --endpoint the app in front of
// any GraphQL API (proxy mode, issue 14 §2; docs/proxy.md).
//
//   node --import tsx src/server/main.ts [--port N] [--data DIR]
//   node --import tsx src/server/main.ts --endpoint URL [--ws-endpoint URL]
//        [--header 'Name: value']… [--header-env 'Name=ENV_VAR']… [--forward-cookies A,B] [--port N]
//        [--log-format json]
//
// Every flag can also come from a FACET_* variable (env-config.ts); a flag wins over its variable.
// Port: --port, else FACET_PORT, else PORT, else DEFAULT_PORT; 0 picks a free one. Uploads go under
// --data (default: a temporary folder removed on exit). Prints the URL; Ctrl-C (SIGINT) or SIGTERM
// stops within a bound, live sockets closed with 1012 (shutdown.ts, docs/deploy.md).
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../demo/constants.ts';
import { DEFAULT_PORT, WS_CLOSE_SERVICE_RESTART } from './constants.ts';
import { withEnvironment } from './env-config.ts';
import type { RunningServer } from './operations.ts';
import { parseProxyConfig } from './proxy-config.ts';
import { LOG_FORMATS, type LogFormat } from './request-log.ts';
import { installShutdown } from './shutdown.ts';

const USAGE = `Usage: npm start -- [--port N] [--data DIR]
       npm start -- --endpoint URL [--ws-endpoint URL] [--header 'Name: value']… [--header-env 'Name=VAR']… [--port N]
  --port N                 port on 127.0.0.1 (default: PORT or ${DEFAULT_PORT}; 0 picks a free one)
  --data DIR               demo backend: folder for uploaded files (default: a temporary folder, removed on exit)
  --endpoint URL           proxy mode: serve the app in front of this GraphQL API (http or https)
  --ws-endpoint URL        its WebSocket address (ws or wss; default: the endpoint's, http → ws)
  --header 'Name: value'   a header the server adds to every upstream request (repeatable)
  --header-env 'Name=VAR'  the same, the value read from environment variable VAR (for secrets)
  --forward-cookies A,B    browser cookies sent upstream, and upstream cookies set (default: none)
  --log-format text|json   proxy mode: one log line per request, as text (default) or JSON
Each flag may instead come from its variable: FACET_PORT, FACET_DATA, FACET_ENDPOINT, FACET_WS_ENDPOINT,
FACET_HEADER (one 'Name: value' per line), FACET_HEADER_ENV (comma-separated), FACET_FORWARD_COOKIES,
FACET_LOG_FORMAT.`;

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new Error(`--port must be a whole number from 0 to 65535; got "${text}"`);
  return port;
}

async function main(): Promise<void> {
  // React's production build renders the pages (issue 17): its development build is several times
  // slower and checks for mistakes a user cannot fix. Read when react-dom/server is first loaded,
  // hence the servers' modules are imported below, after this. NODE_ENV=development keeps the checks.
  process.env.NODE_ENV ||= 'production';
  const mode = `  Mode:      ${process.env.NODE_ENV} (NODE_ENV)`;
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        data: { type: 'string' },
        endpoint: { type: 'string' },
        'ws-endpoint': { type: 'string' },
        header: { type: 'string', multiple: true },
        'header-env': { type: 'string', multiple: true },
        'forward-cookies': { type: 'string', multiple: true },
        'log-format': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
    values = withEnvironment(values, process.env);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  let port: number;
  try {
    port = parsePort(values.port ?? process.env.PORT ?? String(DEFAULT_PORT));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const logFormat = (values['log-format'] ?? 'text') as LogFormat;
  if (!LOG_FORMATS.includes(logFormat)) {
    console.error(`--log-format must be one of ${LOG_FORMATS.join(', ')}; got "${logFormat}"\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const isProxy = values.endpoint !== undefined;
  const proxyOnly = (['ws-endpoint', 'header', 'header-env', 'forward-cookies'] as const).filter((flag) => values[flag] !== undefined);
  if (!isProxy && proxyOnly.length > 0) {
    console.error(`--${proxyOnly[0]} needs --endpoint\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (isProxy && values.data !== undefined) {
    console.error(`--data is for the demo backend; a proxy stores nothing\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  let server: RunningServer;
  let banner: string[];
  if (isProxy) {
    let config;
    try {
      config = parseProxyConfig(
        { endpoint: values.endpoint!, wsEndpoint: values['ws-endpoint'], header: values.header, headerEnv: values['header-env'], forwardCookies: values['forward-cookies'] },
        process.env,
      );
    } catch (error) {
      console.error(`${(error as Error).message}\n${USAGE}`);
      process.exitCode = 2;
      return;
    }
    const { createProxyServer } = await import('./proxy.ts');
    const proxy = await createProxyServer({ ...config, port, logFormat });
    server = proxy;
    // Names only: a header value may be a secret. Origins only: some APIs keep the key in the
    // path or query string (security review finding 10).
    const names = Object.keys(config.headers);
    const cookies = config.forwardCookies ?? [];
    banner = [
      `Facet running at ${proxy.url}, in front of ${config.endpoint.origin}`,
      `  GraphQL:   ${proxy.graphqlUrl} → ${config.endpoint.origin}`,
      `  WebSocket: ${proxy.wsUrl} → ${config.wsEndpoint.origin}`,
      `  Adds:      ${names.length ? names.join(', ') : '(no headers)'}`,
      `  Cookies:   ${cookies.length ? cookies.join(', ') : 'none forwarded (--forward-cookies)'}`,
      mode,
    ];
  } else {
    const dataDir = values.data === undefined ? undefined : resolve(values.data);
    if (dataDir) await mkdir(dataDir, { recursive: true });
    const { createDemoServer } = await import('../demo/app.ts');
    const demo = await createDemoServer({ port, ...(dataDir ? { dataDir } : {}) });
    server = demo;
    banner = [
      `Facet demo running at ${demo.url}`,
      `  GraphQL:   ${demo.graphqlUrl} (WebSocket: ${demo.wsUrl})`,
      `  Sign in:   ${DEMO_EMAIL} / ${DEMO_PASSWORD}`,
      `  Uploads:   ${demo.dataDir}`,
      mode,
    ];
  }
  // Handlers before the first line of output: whoever reads the URL may signal at once.
  installShutdown({ close: () => server.close({ code: WS_CLOSE_SERVICE_RESTART }) });

  for (const line of banner) console.log(line);
  console.log('Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? `That port is taken; try --port 0. (${(error as Error).message})` : error);
  process.exitCode = 1;
});
