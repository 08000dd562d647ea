// `npm start`'s entry as a real child process: prints its URL, serves, stops cleanly on a signal.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { startYogaServer } from '../helpers/yoga-server.ts';
import { upstreamIdentity } from '../../src/server/upstream-identity.ts';

const root = new URL('../..', import.meta.url).pathname;
const EXPIRE_MS = 20_000;

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function start(args: string[], env: Record<string, string> = {}): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** Resolves with the first match of `pattern` in the output, or rejects at exit or expiry. */
function waitForOutput(running: Running, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(running.output());
      if (!match) return false;
      cleanup();
      resolve(match);
      return true;
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`no ${pattern} within ${EXPIRE_MS} ms; output:\n${running.output()}`));
    }, EXPIRE_MS);
    const onData = () => void check();
    const onExit = () => {
      if (!check()) {
        cleanup();
        reject(new Error(`exited before ${pattern}; output:\n${running.output()}`));
      }
    };
    const cleanup = () => {
      clearTimeout(timer);
      running.child.stdout!.off('data', onData);
      running.child.off('exit', onExit);
    };
    running.child.stdout!.on('data', onData);
    running.child.once('exit', onExit);
    check();
  });
}

function expire<T>(promise: Promise<T>, label: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${label} within ${EXPIRE_MS} ms`)), EXPIRE_MS))),
  ]).finally(() => clearTimeout(timer));
}

const main = suite('main (npm start)');

main('prints the URL for --port 0, serves GraphQL there, and exits 0 on SIGTERM', async () => {
  const running = start(['--port', '0'], { NODE_ENV: '' });
  try {
    const [, url] = await waitForOutput(running, /running at (http:\/\/127\.0\.0\.1:\d+\/)/);
    assert.not.match(url!, /:0\//);
    const response = await fetch(`${url}graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ events(limit: 1) { total } }' }),
    });
    assert.equal(await response.json(), { data: { events: { total: 40 } } });
    // Pages rendered with React's production build unless told otherwise (issue 17).
    await waitForOutput(running, /Mode:\s+production \(NODE_ENV\)/);
    const page = await fetch(`${url}query/events?limit=2`);
    assert.is(page.status, 200);
    assert.match(await page.text(), /Jazz After Dark[\s\S]*id="facet-page-state"/);
    const [, dataDir] = await waitForOutput(running, /Uploads:\s+(\S+)/);
    assert.ok(existsSync(dataDir!));
    running.child.kill('SIGTERM');
    const { code } = await expire(running.exited, 'exit after SIGTERM');
    assert.is(code, 0);
    assert.match(running.output(), /Stopped\./);
    assert.not.ok(existsSync(dataDir!), 'the temporary data folder is removed');
  } finally {
    running.child.kill('SIGKILL');
  }
});

main('takes the port from PORT, keeps uploads in --data, and stops on SIGINT', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'facet-main-test-'));
  const running = start(['--data', dir], { PORT: '0', NODE_ENV: 'development' });
  try {
    const [, uploads] = await waitForOutput(running, /Uploads:\s+(\S+)/);
    assert.is(uploads, dir);
    await waitForOutput(running, /Mode:\s+development \(NODE_ENV\)/);
    running.child.kill('SIGINT');
    const { code } = await expire(running.exited, 'exit after SIGINT');
    assert.is(code, 0);
    assert.ok(existsSync(dir), 'a folder given with --data is kept');
    assert.equal(readdirSync(dir), []);
  } finally {
    running.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

main('on SIGTERM closes open WebSockets of both protocols with 1012 (service restart) and still exits 0', async () => {
  const running = start(['--port', '0']);
  try {
    const [, url] = await waitForOutput(running, /running at (http:\/\/127\.0\.0\.1:\d+\/)/);
    const wsUrl = `${url!.replace('http', 'ws')}graphql`;
    const open = (protocol: string, init: string) =>
      expire(
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(wsUrl, protocol);
          ws.once('open', () => {
            ws.send(JSON.stringify({ type: 'connection_init' }));
            ws.once('message', (data) => (JSON.parse(String(data)).type === init ? resolve(ws) : reject(new Error(String(data)))));
          });
          ws.once('error', reject);
        }),
        `${protocol} acknowledged`,
      );
    const sockets = [await open('graphql-transport-ws', 'connection_ack'), await open('graphql-ws', 'connection_ack')];
    const codes = sockets.map((ws) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code))));
    running.child.kill('SIGTERM');
    assert.equal(await expire(Promise.all(codes), 'sockets closed'), [1012, 1012]);
    const { code } = await expire(running.exited, 'exit after SIGTERM');
    assert.is(code, 0);
  } finally {
    running.child.kill('SIGKILL');
  }
});

main('refuses a bad --port with usage and exit code 2', async () => {
  const running = start(['--port', 'eighty']);
  const { code } = await expire(running.exited, 'exit on a bad port');
  assert.is(code, 2);
  assert.match(running.output(), /--port must be a whole number/);
  assert.match(running.output(), /Usage:/);
});

main('with --endpoint, serves the app in front of that API, adding headers it never prints', async () => {
  const upstream = await startYogaServer({ csrf: false });
  const running = start(['--port', '0', '--endpoint', upstream.url, '--header', 'X-Plain: plain-secret', '--header-env', 'X-Api-Key=FACET_TEST_KEY'], {
    FACET_TEST_KEY: 'env-secret',
  });
  try {
    const [, url] = await waitForOutput(running, /running at (http:\/\/127\.0\.0\.1:\d+\/)/);
    await waitForOutput(running, /Adds:\s+x-plain, x-api-key/);
    const config = await fetch(`${url}config.json`);
    assert.equal(await config.json(), { endpoint: '/graphql', wsEndpoint: '/graphql', upstream: upstreamIdentity(new URL(upstream.url), new URL(upstream.url.replace(/^http/, 'ws'))) });
    const response = await fetch(`${url}graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ add(a: 2, b: 3) }' }),
    });
    assert.equal(await response.json(), { data: { add: 5 } });
    assert.is(upstream.requests[0]!.headers['x-plain'], 'plain-secret');
    assert.is(upstream.requests[0]!.headers['x-api-key'], 'env-secret');
    await waitForOutput(running, /proxy POST \/graphql → 200/);
    running.child.kill('SIGTERM');
    const { code } = await expire(running.exited, 'exit after SIGTERM');
    assert.is(code, 0);
    assert.not.match(running.output(), /plain-secret|env-secret/);
  } finally {
    running.child.kill('SIGKILL');
    await upstream.close();
  }
});

main('refuses proxy flags without --endpoint, and a missing --header-env variable, with exit code 2', async () => {
  const orphan = start(['--header', 'X-A: b']);
  assert.is((await expire(orphan.exited, 'exit on --header alone')).code, 2);
  assert.match(orphan.output(), /--header needs --endpoint/);
  const missing = start(['--endpoint', 'https://api.example.com/graphql', '--header-env', 'X-Api-Key=FACET_TEST_UNSET']);
  assert.is((await expire(missing.exited, 'exit on a missing variable')).code, 2);
  assert.match(missing.output(), /FACET_TEST_UNSET \(for X-Api-Key\) is not set or empty/);
});

main('prints the upstream\'s origin only, and never echoes an endpoint in a config error (a key may sit in its path or query)', async () => {
  const running = start(['--port', '0', '--endpoint', 'http://127.0.0.1:9/api/KEY-IN-PATH-0123456789abcdef/graphql?apikey=KEY-IN-QUERY', '--forward-cookies', 'session,csrftoken']);
  try {
    await waitForOutput(running, /Cookies:\s+session, csrftoken/);
    assert.match(running.output(), /in front of http:\/\/127\.0\.0\.1:9\n/);
    assert.not.match(running.output(), /KEY-IN/);
  } finally {
    running.child.kill('SIGKILL');
  }
  for (const args of [['--endpoint', 'not a URL KEY-IN-BAD-URL'], ['--endpoint', 'ftp://h/KEY-IN-PROTOCOL'], ['--endpoint', 'http://h/', '--ws-endpoint', 'http://h/KEY-IN-WS']]) {
    const refused = start(args);
    assert.is((await expire(refused.exited, 'exit on a bad endpoint')).code, 2);
    assert.match(refused.output(), /--(ws-)?endpoint must/);
    assert.not.match(refused.output(), /KEY-IN/);
  }
});

main.run();
