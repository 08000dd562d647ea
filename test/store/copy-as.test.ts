import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyAsCurl, copyAsFetch, facetLink, operationRequest } from '../../src/store/workbench.ts';
import { startDemoServer } from '../helpers/demo-server.ts';

const BASE = 'https://app.example/facet/';
const request = (over: Partial<Parameters<typeof operationRequest>[0]> = {}) =>
  operationRequest({ endpoint: '/graphql', baseUrl: BASE, query: 'query V { venues { id } }', operationName: 'V', token: 'tok-123', ...over });

// ---

const build = suite('operationRequest');

build('resolves the endpoint and sends the transport\'s headers, Authorization only when signed in', () => {
  const r = request();
  assert.is(r.url, 'https://app.example/graphql');
  assert.equal(r.headers, {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json;q=0.9',
    authorization: 'Bearer tok-123',
  });
  assert.not.ok('authorization' in request({ token: null }).headers);
});

build.run();

// ---

// The demo server runs in this process: curl is run asynchronously, or the server could not answer it.
const sh = async (command: string) => (await promisify(execFile)('sh', ['-c', command], { timeout: 10_000 })).stdout;
const hasCurl = spawnSync('curl', ['--version']).status === 0;
const curl = suite('copyAsCurl');

curl('writes a POST with JSON body in the transport\'s key order and placeholders for credentials', () => {
  const text = copyAsCurl(request({ variables: { password: 'hunter2', input: { apiKey: 'k', n: 1 } } }));
  assert.ok(text.startsWith("curl 'https://app.example/graphql' \\\n  -H 'content-type: application/json'"), text);
  assert.ok(text.includes("-H 'authorization: Bearer <token>'"), text);
  assert.not.match(text, /tok-123|hunter2|"k"/);
  const body = JSON.parse(/--data-raw '(.*)'$/s.exec(text)![1]!);
  assert.equal(Object.keys(body), ['operationName', 'variables', 'query']);
  assert.equal(body.variables, { password: '<password>', input: { apiKey: '<apiKey>', n: 1 } });
});

curl('includes the real values when asked', () => {
  const text = copyAsCurl(request({ variables: { password: 'hunter2' } }), { includeSecrets: true });
  assert.ok(text.includes("'authorization: Bearer tok-123'") && text.includes('hunter2'), text);
});

curl('quotes single quotes so the shell passes them through', () => {
  const text = copyAsCurl(request({ query: "{ search(text: \"it's\") { id } }" }));
  assert.is(execFileSync('sh', ['-c', `printf '%s' ${/--data-raw (.*)$/s.exec(text)![1]}`]).toString().includes("it's"), true);
});

curl('runs against the demo backend and returns what the transport gets', async () => {
  if (!hasCurl) return void console.log('  (curl is not installed: the run is skipped)');
  const server = await startDemoServer();
  try {
    const login = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { login(email: "demo@facet.dev", password: "facet-demo") { token } }' }),
    }).then((r) => r.json() as Promise<{ data: { login: { token: string } } }>);
    const token = login.data.login.token;
    const query = 'query Mine($n: Int) { me { email } events(limit: $n) { items { id title } } }';
    const r = operationRequest({ endpoint: server.graphqlUrl, baseUrl: server.url, query, variables: { n: 2 }, operationName: 'Mine', token });
    const viaFetch = await fetch(r.url, { method: 'POST', headers: r.headers, body: JSON.stringify({ operationName: 'Mine', variables: { n: 2 }, query }) }).then((x) => x.json());
    const out = await sh(`${copyAsCurl(r, { includeSecrets: true })} --silent`);
    const viaCurl = JSON.parse(out) as { data: { me: { email: string } } };
    assert.equal(viaCurl, viaFetch);
    assert.is(viaCurl.data.me.email, 'demo@facet.dev');
    // With the placeholder, the server does not know the caller.
    const anonymous = JSON.parse(await sh(`${copyAsCurl(r)} --silent`)) as { data: { me: unknown } };
    assert.is(anonymous.data.me, null);
  } finally {
    await server.close();
  }
});

curl.run();

// ---

const fetchText = suite('copyAsFetch');

fetchText('writes a fetch call with the same request, credentials as placeholders', async () => {
  const text = copyAsFetch(request());
  assert.ok(text.startsWith('const response = await fetch("https://app.example/graphql", {'), text);
  const init = JSON.parse(/fetch\("[^"]+", ([\s\S]*)\);\nconsole/.exec(text)![1]!);
  assert.is(init.method, 'POST');
  assert.is(init.headers.authorization, 'Bearer <token>');
  assert.equal(JSON.parse(init.body), { operationName: 'V', variables: {}, query: 'query V { venues { id } }' });
});

fetchText.run();

// ---

const link = suite('facetLink');

link('opens the document screen with the query and variables before the hash', () => {
  const url = new URL(facetLink('https://app.example/facet/#/query/venues', '{ venues { id } }', { n: 1 }));
  assert.is(url.hash, '#/document');
  assert.is(url.pathname, '/facet/');
  assert.is(url.searchParams.get('query'), '{ venues { id } }');
  assert.is(url.searchParams.get('variables'), '{"n":1}');
});

link('never carries credentials, and leaves out empty variables', () => {
  const text = facetLink(BASE, 'mutation { login(email: "a", password: "hunter2") { token } }', { token: 't' });
  assert.not.match(decodeURIComponent(text), /hunter2|"t"/);
  assert.is(new URL(text).searchParams.get('variables'), null);
});

link.run();
