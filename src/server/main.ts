// `npm start`: the demo backend from the command line.
//
//   node --import tsx src/server/main.ts [--port N] [--data DIR]
//
// Port: --port, else PORT, else DEFAULT_PORT; 0 picks a free one. Uploads go under --data
// (default: a temporary folder removed on exit). Prints the URL; Ctrl-C (SIGINT) or SIGTERM closes
// every socket and connection and exits 0. A second signal exits at once with 1.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDemoServer } from './app.ts';
import { DEFAULT_PORT, DEMO_EMAIL, DEMO_PASSWORD } from './constants.ts';

const USAGE = `Usage: npm start -- [--port N] [--data DIR]
  --port N    port on 127.0.0.1 (default: PORT or ${DEFAULT_PORT}; 0 picks a free one)
  --data DIR  folder for uploaded files (default: a temporary folder, removed on exit)`;

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new Error(`--port must be a whole number from 0 to 65535; got "${text}"`);
  return port;
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: { port: { type: 'string' }, data: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
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
  const dataDir = values.data === undefined ? undefined : resolve(values.data);
  if (dataDir) await mkdir(dataDir, { recursive: true });

  const server = await createDemoServer({ port, ...(dataDir ? { dataDir } : {}) });
  // Handlers before the first line of output: whoever reads the URL may signal at once.
  let isStopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) {
      console.error(`${signal} again: exiting now.`);
      process.exit(1);
    }
    isStopping = true;
    console.log(`${signal}: stopping…`);
    server.close().then(
      () => {
        console.log('Stopped.');
        process.exitCode = 0;
      },
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exitCode = 1;
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  console.log(`Facet demo running at ${server.url}`);
  console.log(`  GraphQL:   ${server.graphqlUrl} (WebSocket: ${server.wsUrl})`);
  console.log(`  Sign in:   ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  console.log(`  Uploads:   ${server.dataDir}`);
  console.log('Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? `That port is taken; try --port 0. (${(error as Error).message})` : error);
  process.exitCode = 1;
});
