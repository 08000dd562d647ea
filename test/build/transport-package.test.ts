// The transport as a package a stranger installs (issue 23 §1): build.mjs writes the package
// folder, `npm pack` packs it, and a fresh project in a temporary folder installs the tarball
// offline (it has no dependencies). From there, with no path into this repository, one Node
// process imports the package by name and runs a query, an upload and a subscription in all
// three WebSocket dialects against real servers; its declarations type-check a consumer that
// imports every subpath by name under NodeNext resolution.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { transportPackageName, writeTransportPackage } from '../../build.mjs';
import { startGraphqlWsServer, startSubscriptionsTransportWsServer, type WsTestServer } from '../helpers/ws-servers.ts';
import { startYogaServer, type YogaServer } from '../helpers/yoga-server.ts';

const execFileAsync = promisify(execFile);

/** execFile, its error message carrying the child's stderr (what a failing step said). */
async function run(file: string, args: string[], options: Parameters<typeof execFileAsync>[2]): Promise<{ stdout: string }> {
  try {
    const { stdout } = await execFileAsync(file, args, { ...options, encoding: 'utf8' });
    return { stdout: String(stdout) };
  } catch (error) {
    const { message, stderr } = error as { message: string; stderr?: string };
    throw new Error(`${message}\n${stderr ?? ''}`);
  }
}
const root = new URL('../..', import.meta.url).pathname;
/** npm pack, npm install and the client each well within this; the whole file takes a few seconds. */
const STEP_TIMEOUT_MS = 60_000;

/** The consumer's script: what a stranger would write, importing the package by name only. */
const CLIENT = `
import { createTransport, ServerError, ParseError } from '${transportPackageName}';
import { createHttpRequest, ServerError as HttpServerError } from '${transportPackageName}/http';
import { createSocketClient } from '${transportPackageName}/ws';

const { HTTP_URL, GRAPHQL_WS_URL, LEGACY_URL } = process.env;

/** Every event of one subscription and how it ended; the old dialect cannot say "complete", so there the third event ends it. */
function collect(client, query, isOld) {
  return new Promise((resolve) => {
    const events = [];
    const handle = client.subscribe({ query }, {
      next: (result) => {
        events.push(result.data);
        if (isOld && events.length == 3) resolve({ events, end: 'third event' }), handle.unsubscribe();
      },
      error: (error) => resolve({ events, end: 'error: ' + error.message }),
      complete: () => resolve({ events, end: 'complete' }),
    });
  });
}

const transport = createTransport({ url: HTTP_URL, wsUrl: GRAPHQL_WS_URL });
const out = {};
out.query = await transport.request({ query: 'query Echo($text: String!) { echo(text: $text) }', variables: { text: 'from the package' } });
const file = new File(['uploaded bytes'], 'note.txt', { type: 'text/plain' });
out.upload = await transport.request({ query: 'mutation Read($file: File!) { readFile(file: $file) { name size text } }', variables: { file } });
out.httpOnly = await createHttpRequest({ url: HTTP_URL })({ query: '{ add(a: 2, b: 3) }' });
out.sameErrorClass = ServerError === HttpServerError && typeof ParseError === 'function';
out['graphql-transport-ws'] = await collect(transport, 'subscription { count(to: 3) }');
out.connected = transport.connection.get();
transport.dispose();
for (const protocol of ['graphql-ws', 'graphql-subscriptions']) {
  const client = createSocketClient({ url: LEGACY_URL, protocols: [protocol] });
  out[protocol] = await collect(client, 'subscription { count(to: 3) }', protocol == 'graphql-subscriptions');
  out[protocol].protocol = client.connection.get().protocol;
  client.dispose();
}
console.log(JSON.stringify(out));
`;

/** A consumer in TypeScript, checked against the installed declarations. */
const TYPED_CONSUMER = `
import { createTransport, isCancelled, type ExecutionResult, type TransportOptions } from '${transportPackageName}';
import { createHttpRequest, type HttpOptions } from '${transportPackageName}/http';
import { createSocketClient, type ConnectionState } from '${transportPackageName}/ws';
const options: TransportOptions = { url: '/graphql', getToken: async () => 'token', headers: async () => ({ 'x-api-key': 'k' }) };
const result: Promise<ExecutionResult<{ a: number }>> = createHttpRequest({ url: '/graphql' } satisfies HttpOptions)<{ a: number }>({ query: '{ a }' });
const state: ConnectionState = createSocketClient().connection.get();
export { createTransport, isCancelled, options, result, state };
`;

let work: string;
let project: string;
let yoga: YogaServer;
let graphqlWs: WsTestServer;
let legacy: WsTestServer;

const pkg = suite('the transport package, installed from its tarball into a fresh project');

pkg.before(async () => {
  work = mkdtempSync(join(tmpdir(), 'facet-package-'));
  const folder = join(work, 'package');
  await writeTransportPackage(folder);
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work], { cwd: folder, timeout: STEP_TIMEOUT_MS });
  const tarball = join(work, (JSON.parse(stdout) as Array<{ filename: string }>)[0]!.filename);
  project = join(work, 'project');
  rmSync(folder, { recursive: true, force: true }); // nothing but the tarball reaches the project
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'stranger', version: '1.0.0', private: true, type: 'module' }));
  await run('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--no-package-lock'], { cwd: project, timeout: STEP_TIMEOUT_MS });
  [yoga, graphqlWs, legacy] = await Promise.all([startYogaServer(), startGraphqlWsServer(), startSubscriptionsTransportWsServer()]);
});

pkg.after(async () => {
  await Promise.all([yoga?.close(), graphqlWs?.close(), legacy?.close()]);
  rmSync(work, { recursive: true, force: true });
});

pkg('the tarball holds the entries, their declarations, package.json, README and LICENSE', () => {
  const installed = join(project, 'node_modules', ...transportPackageName.split('/'));
  const files = readdirSync(installed);
  for (const name of ['index.js', 'http.js', 'ws.js', 'index.d.ts', 'http.d.ts', 'ws.d.ts', 'package.json', 'README.md', 'LICENSE']) assert.ok(files.includes(name), name);
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  assert.is(manifest.license, 'MIT');
  assert.is(manifest.type, 'module');
  assert.equal(Object.keys(manifest.exports), ['.', './http', './ws', './package.json']);
  assert.equal(manifest.exports['./http'], { types: './http.d.ts', default: './http.js' });
  assert.not.ok('dependencies' in manifest);
  assert.match(readFileSync(join(installed, 'README.md'), 'utf8'), 'npm install @facet/transport');
});

pkg('a query, an upload and a subscription in all three dialects, through the installed package by name', async () => {
  writeFileSync(join(project, 'client.mjs'), CLIENT);
  // Node 20 has WebSocket behind a flag (undici's, the one Node 22 ships): no `ws` package needed.
  const { stdout } = await run(process.execPath, ['--experimental-websocket', '--no-warnings', 'client.mjs'], {
    cwd: project,
    timeout: STEP_TIMEOUT_MS,
    env: { PATH: process.env.PATH, HTTP_URL: yoga.url, GRAPHQL_WS_URL: graphqlWs.url, LEGACY_URL: legacy.url },
  });
  const out = JSON.parse(stdout);
  assert.equal(out.query, { data: { echo: 'from the package' } });
  assert.equal(out.upload, { data: { readFile: { name: 'note.txt', size: 14, text: 'uploaded bytes' } } });
  assert.equal(out.httpOnly, { data: { add: 5 } });
  assert.ok(out.sameErrorClass, 'both entries share one ServerError class');
  const counted = { events: [{ count: 1 }, { count: 2 }, { count: 3 }], end: 'complete' };
  assert.equal(out['graphql-transport-ws'], counted);
  assert.equal(out.connected, { status: 'connected', protocol: 'graphql-transport-ws' });
  assert.equal(out['graphql-ws'], { ...counted, protocol: 'graphql-ws' });
  assert.equal(out['graphql-subscriptions'], { ...counted, end: 'third event', protocol: 'graphql-subscriptions' });
  assert.equal(legacy.stats.protocols, ['graphql-ws', 'graphql-subscriptions']);
});

pkg('its declarations type-check a TypeScript consumer importing every subpath by name (NodeNext)', () => {
  const consumer = join(project, 'consumer.ts');
  writeFileSync(consumer, TYPED_CONSUMER);
  const program = ts.createProgram([consumer], {
    strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [],
  });
  const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  assert.equal(diagnostics, []);
  const read = program.getSourceFiles().map((f) => f.fileName).filter((f) => f.includes('node_modules/@facet/transport/'));
  assert.ok(read.length > 3, 'the types came from the installed package');
  assert.equal(read.filter((f) => f.startsWith(root)), []);
});

pkg.run();
