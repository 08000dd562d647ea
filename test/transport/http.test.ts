// createTransport().request against a real graphql-yoga server with CSRF prevention on
// (PRODUCT.md §1 rows "Method / body", "Address", "Authorization", "GraphQL errors", "File upload").
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  CancelledError,
  DEFAULT_HTTP_PATH,
  createTransport,
  ResponseTooLargeError,
  ServerError,
  TimeoutError,
} from '../../src/transport/index.ts';
import { HTTP_MAX_RESPONSE_BYTES, HTTP_TIMEOUT_MS } from '../../src/transport/constants.ts';
import { createManualClock } from '../helpers/clock.ts';
import { startFaultServer, type FaultServer } from '../helpers/fault-server.ts';
import { parse, type DocumentNode } from 'graphql';
import { startYogaServer, type YogaServer } from '../helpers/yoga-server.ts';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { map, getItem: (key: string) => map.get(key) ?? null };
}

interface Sent {
  input: string;
  init: RequestInit;
}

/** Real fetch, recording what the transport handed to it. */
function recordingFetch(sent: Sent[]): typeof fetch {
  return (input, init = {}) => {
    sent.push({ input: String(input), init });
    return fetch(input, init);
  };
}

let server: YogaServer;

// ---

const request = suite('request');

request.before(async () => {
  server = await startYogaServer();
});
request.after(() => server.close());

request('runs a query and resolves with its data', async () => {
  const transport = createTransport({ url: server.url, storage: null });
  assert.equal(await transport.request({ query: '{ echo(text: "hi") }' }), { data: { echo: 'hi' } });
});

request('sends variables', async () => {
  const transport = createTransport({ url: server.url, storage: null });
  const result = await transport.request({ query: 'query Add($a: Int!, $b: Int!) { add(a: $a, b: $b) }', variables: { a: 2, b: 40 } });
  assert.equal(result, { data: { add: 42 } });
});

request('runs the operation named by operationName', async () => {
  const transport = createTransport({ url: server.url, storage: null });
  const query = 'query First { echo(text: "first") } query Second { echo(text: "second") }';
  assert.equal(await transport.request({ query, operationName: 'Second' }), { data: { echo: 'second' } });
  assert.equal(await transport.request({ query, operationName: 'First' }), { data: { echo: 'first' } });
});

request('resolves partial data together with GraphQL errors', async () => {
  const transport = createTransport({ url: server.url, storage: null });
  const result = await transport.request({ query: '{ partial { ok broken } }' });
  assert.equal(result.data, { partial: { ok: 'fine', broken: null } });
  assert.is(result.errors?.length, 1);
  assert.is(result.errors?.[0]?.message, 'broken on purpose');
  assert.equal(result.errors?.[0]?.path, ['partial', 'broken']);
});

request('an invalid document is a 400 ServerError that keeps the GraphQL errors', async () => {
  const transport = createTransport({ url: server.url, storage: null });
  const outcome = await transport.request({ query: '{ nope }' }).catch((e: unknown) => e);
  // yoga answers an invalid document with 400 when graphql-response+json is preferred.
  assert.instance(outcome, ServerError);
  const error = outcome as ServerError;
  assert.is(error.status, 400);
  assert.match(error.result?.errors?.[0]?.message ?? '', 'Cannot query field "nope"');
});

request('POSTs JSON {operationName, variables, query} with the Accept header in spec order', async () => {
  const sent: Sent[] = [];
  const transport = createTransport({ url: server.url, storage: null, fetch: recordingFetch(sent) });
  server.requests.length = 0;
  await transport.request({ query: 'query Hi { echo(text: "x") }', operationName: 'Hi', variables: {} });
  const [{ init }] = sent as [Sent];
  assert.is(init.method, 'POST');
  assert.equal(Object.keys(JSON.parse(String(init.body))), ['operationName', 'variables', 'query']);
  const [received] = server.requests;
  assert.is(received?.method, 'POST');
  assert.is(received?.headers['content-type'], 'application/json');
  assert.is(received?.headers.accept, 'application/graphql-response+json, application/json;q=0.9');
  assert.is(received?.headers['apollo-require-preflight'], undefined, 'no preflight header on plain JSON');
});

request('adds extensions after query only when the operation has them', async () => {
  const sent: Sent[] = [];
  const transport = createTransport({ url: server.url, storage: null, fetch: recordingFetch(sent) });
  await transport.request({ query: '{ echo(text: "x") }', extensions: { trace: true } });
  await transport.request({ query: '{ echo(text: "x") }' });
  const bodies = sent.map((s) => JSON.parse(String(s.init.body)));
  assert.equal(bodies[0], { operationName: null, variables: {}, query: '{ echo(text: "x") }', extensions: { trace: true } });
  assert.equal(Object.keys(bodies[0]), ['operationName', 'variables', 'query', 'extensions']);
  assert.equal(Object.keys(bodies[1]), ['operationName', 'variables', 'query']);
});

request('sends to /graphql when no address is configured', async () => {
  const sent: Sent[] = [];
  const transport = createTransport({
    storage: null,
    fetch: (input, init) => {
      sent.push({ input: String(input), init: init ?? {} });
      return fetch(server.url, init);
    },
  });
  assert.equal(await transport.request({ query: '{ echo(text: "default") }' }), { data: { echo: 'default' } });
  assert.is(sent[0]?.input, '/graphql');
  assert.is(DEFAULT_HTTP_PATH, '/graphql');
});

request.run();

// ---

const typed = suite('request: typed results and parsed documents');

/** graphql-typed-document-node's TypedDocumentNode, as code generators emit it (no runtime package). */
interface TypedDocumentNode<TResult, TVariables> extends DocumentNode {
  __apiType?: (variables: TVariables) => TResult;
}
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

typed.before(async () => {
  server = await startYogaServer();
});
typed.after(() => server.close());

typed('runs a graphql-js DocumentNode by the source text it carries', async () => {
  const transport = createTransport({ url: server.url, storage: null });
  const document = parse('query Echo($text: String!) { echo(text: $text) }');
  assert.equal(await transport.request({ query: document, variables: { text: 'parsed' } }), { data: { echo: 'parsed' } });
});

typed('infers the result type from a TypedDocumentNode, or takes it as a type argument', async () => {
  const transport = createTransport({ url: server.url, storage: null });
  const document = parse('query Echo($text: String!) { echo(text: $text) }') as TypedDocumentNode<{ echo: string }, { text: string }>;
  const inferred = await transport.request({ query: document, variables: { text: 'typed' } });
  const explicit = await transport.request<{ add: number }>({ query: '{ add(a: 1, b: 2) }' });
  const isInferred: Equal<typeof inferred.data, { echo: string } | null | undefined> = true;
  const isExplicit: Equal<typeof explicit.data, { add: number } | null | undefined> = true;
  assert.ok(isInferred && isExplicit);
  assert.is(inferred.data?.echo, 'typed');
  assert.is(explicit.data?.add, 3);
});

typed('hashes the carried text for persisted queries, as it would the string', async () => {
  const bodies: Array<{ query?: string; extensions?: unknown }> = [];
  const fetchStub: typeof fetch = async (_, init) => {
    bodies.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ errors: [{ message: 'PersistedQueryNotFound' }] }));
  };
  const transport = createTransport({ url: server.url, storage: null, persistedQueries: true, fetch: fetchStub });
  const text = '{ echo(text: "apq") }';
  await transport.request({ query: parse(text) });
  assert.is(bodies[0]?.query, undefined);
  assert.match(JSON.stringify(bodies[0]?.extensions), /"sha256Hash":"[0-9a-f]{64}"/);
  assert.is(bodies[1]?.query, text);
});

typed('rejects a document that carries no source text with a TypeError, sending nothing', async () => {
  const sent: Sent[] = [];
  const transport = createTransport({ url: server.url, storage: null, fetch: recordingFetch(sent) });
  const error = await transport.request({ query: parse('{ echo(text: "x") }', { noLocation: true }) }).catch((e: unknown) => e);
  assert.instance(error, TypeError);
  assert.match((error as Error).message, 'loc.source.body');
  assert.is(sent.length, 0);
});

typed.run();

// ---

const authorization = suite('request: Authorization');

authorization.before(async () => {
  server = await startYogaServer();
});
authorization.after(() => server.close());

authorization('sends Bearer <token> read from storage under apollo-token', async () => {
  const transport = createTransport({ url: server.url, storage: memoryStorage({ 'apollo-token': 'abc' }) });
  assert.equal(await transport.request({ query: '{ authorization }' }), { data: { authorization: 'Bearer abc' } });
});

authorization('leaves the header out when nothing or an empty string is stored', async () => {
  const storage = memoryStorage();
  const transport = createTransport({ url: server.url, storage });
  assert.equal(await transport.request({ query: '{ authorization }' }), { data: { authorization: null } });
  storage.map.set('apollo-token', '');
  assert.equal(await transport.request({ query: '{ authorization }' }), { data: { authorization: null } });
});

authorization('reads the token at send time, so a change applies to the next request', async () => {
  const storage = memoryStorage({ 'apollo-token': 'first' });
  const transport = createTransport({ url: server.url, storage });
  assert.equal(await transport.request({ query: '{ authorization }' }), { data: { authorization: 'Bearer first' } });
  storage.map.set('apollo-token', 'second');
  assert.equal(await transport.request({ query: '{ authorization }' }), { data: { authorization: 'Bearer second' } });
  storage.map.delete('apollo-token');
  assert.equal(await transport.request({ query: '{ authorization }' }), { data: { authorization: null } });
});

authorization('uses a configured token name', async () => {
  const storage = memoryStorage({ 'apollo-token': 'wrong', session: 'right' });
  const transport = createTransport({ url: server.url, storage, tokenName: 'session' });
  assert.equal(await transport.request({ query: '{ authorization }' }), { data: { authorization: 'Bearer right' } });
});

authorization('defaults to globalThis.localStorage when present', async () => {
  const stored = new Map([['apollo-token', 'from-local-storage']]);
  const local = { getItem: (key: string) => stored.get(key) ?? null };
  Object.defineProperty(globalThis, 'localStorage', { value: local, configurable: true });
  try {
    const transport = createTransport({ url: server.url });
    assert.equal(await transport.request({ query: '{ authorization }' }), { data: { authorization: 'Bearer from-local-storage' } });
  } finally {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  }
});

authorization('treats a localStorage that throws on access as no storage', async () => {
  Object.defineProperty(globalThis, 'localStorage', {
    get() {
      throw new Error('SecurityError: access denied');
    },
    configurable: true,
  });
  try {
    const transport = createTransport({ url: server.url });
    assert.equal(await transport.request({ query: '{ authorization }' }), { data: { authorization: null } });
  } finally {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  }
});

authorization.run();

// ---

const uploads = suite('request: uploads');

uploads.before(async () => {
  server = await startYogaServer({ csrf: 'apollo' });
});
uploads.after(() => server.close());

const fileInfo = 'name size text';

/** Real fetch that also records each multipart body's field names, in order. */
function partRecordingFetch(parts: string[][]): typeof fetch {
  return (input, init) => {
    if (init?.body instanceof FormData) parts.push([...init.body.keys()]);
    return fetch(input, init);
  };
}

uploads('uploads one file and the server reads its bytes', async () => {
  const transport = createTransport({ url: server.url, storage: null });
  const file = new File(['hello upload'], 'hello.txt', { type: 'text/plain' });
  const result = await transport.request({
    query: `mutation ($file: File!) { readFile(file: $file) { ${fileInfo} } }`,
    variables: { file },
  });
  assert.equal(result, { data: { readFile: { name: 'hello.txt', size: 12, text: 'hello upload' } } });
});

uploads('uploads a list of files', async () => {
  const transport = createTransport({ url: server.url, storage: null });
  const files = [new File(['a'], 'a.txt'), new File(['bb'], 'b.txt'), new Blob(['ccc'])];
  const result = await transport.request({
    query: `mutation ($files: [File!]!) { readFiles(files: $files) { ${fileInfo} } }`,
    variables: { files },
  });
  assert.equal(result.data, {
    readFiles: [
      { name: 'a.txt', size: 1, text: 'a' },
      { name: 'b.txt', size: 2, text: 'bb' },
      { name: 'blob', size: 3, text: 'ccc' },
    ],
  });
});

uploads('uploads files nested in an input object', async () => {
  const transport = createTransport({ url: server.url, storage: null });
  const result = await transport.request({
    query: `mutation ($input: NestedInput!) { readNested(input: $input) { ${fileInfo} } }`,
    variables: { input: { label: 'x', cover: new File(['cover'], 'cover.png'), gallery: [new File(['g1'], 'g1.png')] } },
  });
  assert.equal(result.data, {
    readNested: [
      { name: 'cover.png', size: 5, text: 'cover' },
      { name: 'g1.png', size: 2, text: 'g1' },
    ],
  });
});

uploads('sends the same file object once, mapped to both paths', async () => {
  const parts: string[][] = [];
  const transport = createTransport({ url: server.url, storage: null, fetch: partRecordingFetch(parts) });
  const file = new File(['same bytes'], 'same.txt');
  const result = await transport.request({
    query: `mutation ($files: [File!]!) { readFiles(files: $files) { ${fileInfo} } }`,
    variables: { files: [file, file] },
  });
  const same = { name: 'same.txt', size: 10, text: 'same bytes' };
  assert.equal(result.data, { readFiles: [same, same] });
  assert.equal(parts, [['operations', 'map', '1']]);
});

uploads('sends operations with files as null and map with their paths', async () => {
  let form: FormData | undefined;
  const transport = createTransport({
    url: server.url,
    storage: null,
    fetch: (input, init) => ((form = init?.body as FormData), fetch(input, init)),
  });
  const file = new File(['z'], 'z.txt');
  await transport.request({
    query: `mutation ($files: [File!]!) { readFiles(files: $files) { name } }`,
    variables: { files: [file, file] },
  });
  assert.equal(JSON.parse(String(form?.get('operations'))), {
    operationName: null,
    variables: { files: [null, null] },
    query: 'mutation ($files: [File!]!) { readFiles(files: $files) { name } }',
  });
  assert.equal(JSON.parse(String(form?.get('map'))), { 1: ['variables.files.0', 'variables.files.1'] });
});

uploads('sends Authorization and the preflight header, and no hand-set Content-Type', async () => {
  const sent: Sent[] = [];
  const transport = createTransport({ url: server.url, storage: memoryStorage({ 'apollo-token': 'up' }), fetch: recordingFetch(sent) });
  server.requests.length = 0;
  await transport.request({ query: `mutation ($file: File!) { readFile(file: $file) { name } }`, variables: { file: new Blob(['x']) } });
  const headers = sent[0]?.init.headers as Record<string, string>;
  assert.is(headers.authorization, 'Bearer up');
  // Header names go lower-cased, so a configured header and the transport's never both go.
  assert.is(headers['apollo-require-preflight'], 'true');
  assert.not.ok(Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'));
  assert.match(server.requests[0]?.headers['content-type'] ?? '', /^multipart\/form-data; boundary=/);
  assert.is(server.requests[0]?.headers['apollo-require-preflight'], 'true');
});

uploads('reports progress 0 then 1 over fetch', async () => {
  const transport = createTransport({ url: server.url, storage: null });
  const seen: number[] = [];
  await transport.request(
    { query: `mutation ($file: File!) { readFile(file: $file) { name } }`, variables: { file: new Blob(['x']) } },
    { onProgress: (fraction) => seen.push(fraction) },
  );
  assert.equal(seen, [0, 1]);
});

uploads('an empty preflight value is not sent, so the CSRF rejection surfaces as a ServerError', async () => {
  const transport = createTransport({ url: server.url, storage: null, preflightHeader: { name: 'Apollo-Require-Preflight', value: '' } });
  const error = await transport
    .request({ query: `mutation ($file: File!) { readFile(file: $file) { name } }`, variables: { file: new Blob(['x']) } })
    .catch((e: unknown) => e);
  assert.instance(error, ServerError);
  assert.is((error as ServerError).status, 403);
  assert.is((error as ServerError).result?.errors?.[0]?.message, 'Required CSRF header(s) not present');
});

uploads.run();

// ---

const csrfYoga = suite('request: uploads to a server requiring x-graphql-yoga-csrf');

csrfYoga.before(async () => {
  server = await startYogaServer({ csrf: 'yoga' });
});
csrfYoga.after(() => server.close());

const upload = { query: `mutation ($file: File!) { readFile(file: $file) { text } }`, variables: { file: new Blob(['ok']) } };

csrfYoga('the default Apollo-Require-Preflight header is rejected with a 403 ServerError', async () => {
  const error = await createTransport({ url: server.url, storage: null }).request(upload).catch((e: unknown) => e);
  assert.instance(error, ServerError);
  assert.is((error as ServerError).status, 403);
});

csrfYoga('a configured x-graphql-yoga-csrf header is accepted', async () => {
  const transport = createTransport({ url: server.url, storage: null, preflightHeader: { name: 'x-graphql-yoga-csrf', value: '1' } });
  assert.equal(await transport.request(upload), { data: { readFile: { text: 'ok' } } });
});

csrfYoga.run();

// ---

const limits = suite('request: timeout and response size (issue 12 "Nothing waits forever")');

let fault: FaultServer;
const BIG_BODY = JSON.stringify({ data: { text: 'x'.repeat(5000) } });

limits.before(async () => {
  fault = await startFaultServer({
    // Chunked, no Content-Length: the limit must be counted while reading.
    '/big': (_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      for (let at = 0; at < BIG_BODY.length; at += 1000) response.write(BIG_BODY.slice(at, at + 1000));
      response.end();
    },
  });
});
limits.after(() => fault.close());

limits('a request with no answer fails with TimeoutError after timeoutMs, and the connection is closed', async () => {
  const clock = createManualClock();
  const transport = createTransport({ url: `${fault.origin}/hang`, storage: null, clock, timeoutMs: 5000 });
  const pending = transport.request({ query: '{ ok }' }).catch((e: unknown) => e);
  const closed = fault.waitForHangingClose(5000);
  await fault.waitForRequest('/hang', 5000);
  assert.equal(clock.pendingDelays(), [5000]);
  clock.advance(4999);
  clock.advance(1);
  const error = (await pending) as TimeoutError;
  assert.instance(error, TimeoutError);
  assert.is(error.timeoutMs, 5000);
  assert.is(error.message, 'Expected a response within 5000 ms, received none in time');
  await closed;
});

limits('defaults to HTTP_TIMEOUT_MS; 0 turns the timeout off; an answer in time clears the timer', async () => {
  const clock = createManualClock();
  await createTransport({ url: `${fault.origin}/ok`, storage: null, clock }).request({ query: '{ ok }' });
  assert.equal(clock.pendingDelays(), []);
  const pending = createTransport({ url: `${fault.origin}/ok`, storage: null, clock }).request({ query: '{ ok }' });
  assert.equal(clock.pendingDelays(), [HTTP_TIMEOUT_MS]);
  await pending;
  const off = createTransport({ url: `${fault.origin}/ok`, storage: null, clock, timeoutMs: 0 }).request({ query: '{ ok }' });
  assert.equal(clock.pendingDelays(), []);
  await off;
});

limits('the caller aborting before the timeout is still a CancelledError', async () => {
  const clock = createManualClock();
  const controller = new AbortController();
  const pending = createTransport({ url: `${fault.origin}/hang`, storage: null, clock }).request({ query: '{ ok }' }, { signal: controller.signal }).catch((e: unknown) => e);
  controller.abort();
  assert.instance(await pending, CancelledError);
  assert.equal(clock.pendingDelays(), []);
});

limits('a body past maxResponseBytes fails with ResponseTooLargeError naming the limit', async () => {
  const error = (await createTransport({ url: `${fault.origin}/big`, storage: null, maxResponseBytes: 2000 }).request({ query: '{ ok }' }).catch((e: unknown) => e)) as ResponseTooLargeError;
  assert.instance(error, ResponseTooLargeError);
  assert.is(error.maxBytes, 2000);
  assert.is(error.message, 'Expected a response of at most 2000 bytes, received more');
  const result = await createTransport({ url: `${fault.origin}/big`, storage: null }).request({ query: '{ ok }' });
  assert.is((result.data as { text: string }).text.length, 5000);
  assert.is(HTTP_MAX_RESPONSE_BYTES, 64 * 1024 * 1024);
});

limits.run();

// ---

const extra = suite('request: headers');

extra.before(async () => {
  server = await startYogaServer({ apq: true });
});
extra.after(() => server.close());

const headerUpload = { query: 'mutation ($file: File!) { readFile(file: $file) { name } }', variables: { file: new Blob(['x']) } };

extra('sends configured headers on queries, mutations, uploads and hashed GET', async () => {
  const transport = createTransport({ url: server.url, storage: null, headers: { 'X-Api-Key': 'k1' }, persistedQueries: true, useGetForHashedQueries: true });
  server.requests.length = 0;
  await transport.request({ query: '{ echo(text: "q") }' });
  await transport.request({ query: 'mutation { echo(text: "m") }' });
  await transport.request(headerUpload);
  assert.ok(server.requests.length >= 3);
  assert.ok(server.requests.some((r) => r.method === 'GET'), 'a hashed GET was sent');
  assert.ok(server.requests.some((r) => String(r.headers['content-type']).startsWith('multipart/form-data')), 'an upload was sent');
  assert.equal(server.requests.map((r) => r.headers['x-api-key']), server.requests.map(() => 'k1'));
});

extra('reads a headers function at each request', async () => {
  let n = 0;
  const transport = createTransport({ url: server.url, storage: null, headers: () => ({ 'x-count': String(++n) }) });
  server.requests.length = 0;
  await transport.request({ query: '{ echo(text: "a") }' });
  await transport.request({ query: '{ echo(text: "b") }' });
  assert.equal(server.requests.map((r) => r.headers['x-count']), ['1', '2']);
});

extra("the stored token's Authorization wins over a configured one, which goes only while no token is stored", async () => {
  const storage = memoryStorage({ 'apollo-token': 'tok' });
  const transport = createTransport({ url: server.url, storage, headers: { Authorization: 'Basic abc' } });
  assert.equal(await transport.request({ query: '{ authorization }' }), { data: { authorization: 'Bearer tok' } });
  storage.map.delete('apollo-token');
  assert.equal(await transport.request({ query: '{ authorization }' }), { data: { authorization: 'Basic abc' } });
});

extra("a request's own headers (an Idempotency-Key) go with that request only, over every other", async () => {
  const transport = createTransport({ url: server.url, storage: null, headers: { 'idempotency-key': 'configured' } });
  server.requests.length = 0;
  await transport.request({ query: 'mutation { echo(text: "once") }' }, { headers: { 'Idempotency-Key': 'k-1' } });
  await transport.request(headerUpload, { headers: { 'Idempotency-Key': 'k-2' } });
  await transport.request({ query: 'mutation { echo(text: "plain") }' });
  assert.equal(server.requests.map((r) => r.headers['idempotency-key']), ['k-1', 'k-2', 'configured']);
});

extra('the transport keeps its own Accept and Content-Type', async () => {
  const sent: Sent[] = [];
  const transport = createTransport({ url: server.url, storage: null, fetch: recordingFetch(sent), headers: { Accept: 'text/html', 'Content-Type': 'text/plain' } });
  await transport.request({ query: '{ echo(text: "a") }' });
  await transport.request(headerUpload);
  const [json, multipart] = sent.map((s) => s.init.headers as Record<string, string>);
  assert.is(json!.accept, 'application/graphql-response+json, application/json;q=0.9');
  assert.is(json!['content-type'], 'application/json');
  assert.is(multipart!['content-type'], undefined);
});

extra.run();
