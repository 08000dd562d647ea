// Automatic persisted queries (PRODUCT.md §1 "Persisted queries"; transport notes §4, §8 rows
// 12–13): against graphql-yoga's APQ plugin, a server that does not support APQ, and scripted
// servers for the edge cases. Plus the pure parts: hashing, error recognition, operation type.
import { createHash } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createTransport, ServerError } from '../../src/transport/index.ts';
import { createHasher, operationType, persistedQueryError } from '../../src/transport/persisted-queries.ts';
import { startFaultServer, type FaultServer } from '../helpers/fault-server.ts';
import { startYogaServer, type YogaServer } from '../helpers/yoga-server.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** WebCrypto, counting digest calls. */
function countingSubtle() {
  const calls: string[] = [];
  const subtle = {
    digest(algorithm: AlgorithmIdentifier, data: BufferSource) {
      calls.push(new TextDecoder().decode(data as Uint8Array));
      return crypto.subtle.digest(algorithm, data);
    },
  } as SubtleCrypto;
  return { subtle, calls };
}

const ECHO = 'query Echo($text: String!) { echo(text: $text) }';
let yoga: YogaServer;

// ---

const hasher = suite('createHasher');

hasher('hashes the exact query string as hex SHA-256', async () => {
  const hash = createHasher(crypto.subtle);
  assert.is(await hash(ECHO), sha256(ECHO));
  assert.is(await hash('{ a }'), sha256('{ a }'));
});

hasher('digests each document once, however often it is sent', async () => {
  const { subtle, calls } = countingSubtle();
  const hash = createHasher(subtle);
  await Promise.all([hash(ECHO), hash(ECHO)]);
  await hash(ECHO);
  await hash('{ other }');
  assert.equal(calls, [ECHO, '{ other }']);
});

hasher('forgets a failed digest so the next call tries again', async () => {
  let failures = 1;
  const subtle = {
    digest: (algorithm: AlgorithmIdentifier, data: BufferSource) =>
      failures-- > 0 ? Promise.reject(new Error('no crypto')) : crypto.subtle.digest(algorithm, data),
  } as SubtleCrypto;
  const hash = createHasher(subtle);
  await hash(ECHO).then(
    () => assert.unreachable('the first digest fails'),
    (error: Error) => assert.is(error.message, 'no crypto'),
  );
  assert.is(await hash(ECHO), sha256(ECHO));
});

hasher.run();

// ---

const recognition = suite('persistedQueryError');

recognition('recognises PersistedQueryNotFound by code or by message', () => {
  assert.is(persistedQueryError({ errors: [{ message: 'x', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }), 'not-found');
  assert.is(persistedQueryError({ errors: [{ message: 'PersistedQueryNotFound' }] }), 'not-found');
});

recognition('recognises PersistedQueryNotSupported by code or by message, ahead of NotFound', () => {
  assert.is(persistedQueryError({ errors: [{ message: 'x', extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } }] }), 'not-supported');
  assert.is(persistedQueryError({ errors: [{ message: 'PersistedQueryNotFound' }, { message: 'PersistedQueryNotSupported' }] }), 'not-supported');
});

recognition('finds nothing in other errors, results without errors, or malformed errors', () => {
  assert.is(persistedQueryError({ errors: [{ message: 'Must provide query string.', extensions: { code: 'BAD_REQUEST' } }] }), undefined);
  assert.is(persistedQueryError({ data: { a: 1 } }), undefined);
  assert.is(persistedQueryError(undefined), undefined);
  assert.is(persistedQueryError({ errors: 'PersistedQueryNotFound' } as never), undefined);
  assert.is(persistedQueryError({ errors: [null] } as never), undefined);
});

recognition.run();

// ---

const scanner = suite('operationType');

scanner('reads the keyword of the only operation, a bare selection set being a query', () => {
  assert.is(operationType('{ a }'), 'query');
  assert.is(operationType('query { a }'), 'query');
  assert.is(operationType('mutation Save($x: In = {a: 1}) { save(x: $x) }'), 'mutation');
  assert.is(operationType('subscription { ticks }'), 'subscription');
});

scanner('picks the operation named by operationName', () => {
  const document = 'query Read { a } mutation Write { b } subscription Watch { c }';
  assert.is(operationType(document, 'Read'), 'query');
  assert.is(operationType(document, 'Write'), 'mutation');
  assert.is(operationType(document, 'Watch'), 'subscription');
  assert.is(operationType(document, 'Missing'), undefined);
});

scanner('skips fragments, comments, strings, block strings, variables and directives', () => {
  const document = `
    # mutation Fake { x }   (a comment)
    fragment F on Query { a(s: "mutation M { }") }
    query Q($mutation: String = "{") @live(if: true) {
      a(b: """ mutation { } "quoted" \\""" still in """) { ...F }
    }
    mutation M { m }`;
  assert.is(operationType(document, 'Q'), 'query');
  assert.is(operationType(document, 'M'), 'mutation');
  assert.is(operationType(document), 'query');
  assert.is(operationType('query @cached { a }'), 'query');
});

scanner('returns undefined for a document without an operation', () => {
  assert.is(operationType('fragment F on Query { a }'), undefined);
  assert.is(operationType(''), undefined);
});

scanner.run();

// ---

const apq = suite('request with persistedQueries: graphql-yoga APQ plugin');

apq.before(async () => {
  yoga = await startYogaServer({ apq: true });
});
apq.after(() => yoga.close());

apq('is off by default: the full query goes, without a hash', async () => {
  yoga.requests.length = 0;
  const transport = createTransport({ url: yoga.url, storage: null });
  await transport.request({ query: ECHO, variables: { text: 'plain' } });
  assert.is(yoga.requests[0]?.query, ECHO);
  assert.is(yoga.requests[0]?.extensions, undefined);
});

apq('misses first, resends the query once, then hits with the hash alone', async () => {
  yoga.requests.length = 0;
  const { subtle, calls } = countingSubtle();
  const transport = createTransport({ url: yoga.url, storage: null, persistedQueries: true, subtle });
  const query = `${ECHO} # fresh-1`;
  assert.equal(await transport.request({ query, variables: { text: 'one' }, operationName: 'Echo' }), { data: { echo: 'one' } });
  assert.equal(await transport.request({ query, variables: { text: 'two' }, operationName: 'Echo' }), { data: { echo: 'two' } });
  const persistedQuery = { version: 1, sha256Hash: sha256(query) };
  assert.equal(
    yoga.requests.map((r) => [r.method, r.query === query, r.extensions]),
    [
      ['POST', false, { persistedQuery }],
      ['POST', true, { persistedQuery }],
      ['POST', false, { persistedQuery }],
    ],
  );
  assert.is(yoga.requests[0]?.query, undefined);
  assert.equal(calls, [query]);
});

apq('keeps the operation’s own extensions beside persistedQuery', async () => {
  yoga.requests.length = 0;
  const transport = createTransport({ url: yoga.url, storage: null, persistedQueries: true });
  const query = `${ECHO} # fresh-2`;
  await transport.request({ query, variables: { text: 'x' }, extensions: { trace: 1 } });
  assert.equal(yoga.requests[0]?.extensions, { trace: 1, persistedQuery: { version: 1, sha256Hash: sha256(query) } });
});

apq('sends hashed queries as GET with the preflight header, retries a miss as POST, mutations always POST', async () => {
  yoga.requests.length = 0;
  const transport = createTransport({ url: yoga.url, storage: null, persistedQueries: true, useGetForHashedQueries: true });
  const query = `${ECHO} # fresh-3`;
  assert.equal(await transport.request({ query, variables: { text: 'g1' }, operationName: 'Echo' }), { data: { echo: 'g1' } });
  assert.equal(await transport.request({ query, variables: { text: 'g2' }, operationName: 'Echo' }), { data: { echo: 'g2' } });
  const mutation = 'mutation Shout($text: String!) { echo(text: $text) }';
  assert.equal(await transport.request({ query: mutation, variables: { text: 'm' } }), { data: { echo: 'm' } });
  assert.equal(
    yoga.requests.map((r) => [r.method, r.query !== undefined]),
    [
      ['GET', false],
      ['POST', true],
      ['GET', false],
      ['POST', false],
      ['POST', true],
    ],
  );
  const get = yoga.requests[2]!;
  assert.is(get.headers['apollo-require-preflight'], 'true');
  assert.is(get.operationName, 'Echo');
  assert.equal(get.variables, { text: 'g2' });
  assert.equal(get.extensions, { persistedQuery: { version: 1, sha256Hash: sha256(query) } });
});

apq('sends a document without a findable operation as POST, never GET', async () => {
  yoga.requests.length = 0;
  const transport = createTransport({ url: yoga.url, storage: null, persistedQueries: true, useGetForHashedQueries: true });
  await transport.request({ query: `query Echo { echo(text: "n") } # fresh-4`, operationName: 'Missing' }).catch(() => undefined);
  assert.ok(yoga.requests.length > 0);
  assert.ok(yoga.requests.every((r) => r.method === 'POST'));
});

apq.run();

// ---

const unsupported = suite('request with persistedQueries: a server without APQ');

unsupported.before(async () => {
  yoga = await startYogaServer({ apq: 'unsupported' });
});
unsupported.after(() => yoga.close());

unsupported('falls back to the full query and stops hashing for this transport', async () => {
  yoga.requests.length = 0;
  const { subtle, calls } = countingSubtle();
  const transport = createTransport({ url: yoga.url, storage: null, persistedQueries: true, subtle });
  assert.equal(await transport.request({ query: ECHO, variables: { text: 'a' } }), { data: { echo: 'a' } });
  assert.equal(await transport.request({ query: '{ echo(text: "b") }' }), { data: { echo: 'b' } });
  assert.equal(
    yoga.requests.map((r) => [r.query !== undefined, r.extensions]),
    [
      [false, { persistedQuery: { version: 1, sha256Hash: sha256(ECHO) } }],
      [true, undefined],
      [true, undefined],
    ],
  );
  assert.equal(calls, [ECHO]);
  // Another transport starts hashing again: the switch is per transport.
  yoga.requests.length = 0;
  await createTransport({ url: yoga.url, storage: null, persistedQueries: true }).request({ query: ECHO, variables: { text: 'c' } });
  assert.is(yoga.requests[0]?.query, undefined);
});

unsupported.run();

// ---

const scripted = suite('request with persistedQueries: status and error edge cases');
let fault: FaultServer;

const pqError = (code: string, message: string) => JSON.stringify({ errors: [{ message, extensions: { code } }] });

scripted.before(async () => {
  fault = await startFaultServer({
    // NotSupported inside a 400, as some servers send it.
    '/unsupported-400': (_, res, body) => {
      if (JSON.parse(body).query) res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":true}}');
      else res.writeHead(400, { 'content-type': 'application/json' }).end(pqError('PERSISTED_QUERY_NOT_SUPPORTED', 'not supported here'));
    },
    // NotFound recognised by message alone (no code), with status 200.
    '/not-found-message': (_, res, body) => {
      if (JSON.parse(body).query) res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":true}}');
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"errors":[{"message":"PersistedQueryNotFound"}]}');
    },
    // A server that keeps saying NotFound, even with the query.
    '/always-not-found': (_, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(pqError('PERSISTED_QUERY_NOT_FOUND', 'PersistedQueryNotFound')),
  });
});
scripted.after(() => fault.close());

const bodiesOf = (path: string) => fault.requests.filter((r) => r.path === path).map((r) => JSON.parse(r.body));

scripted('recognises NotSupported inside a ≥ 300 response and turns hashing off', async () => {
  const transport = createTransport({ url: `${fault.origin}/unsupported-400`, storage: null, persistedQueries: true });
  assert.equal(await transport.request({ query: '{ ok }' }), { data: { ok: true } });
  assert.equal(await transport.request({ query: '{ ok }' }), { data: { ok: true } });
  assert.equal(
    bodiesOf('/unsupported-400').map((b) => [b.query, b.extensions]),
    [
      [undefined, { persistedQuery: { version: 1, sha256Hash: sha256('{ ok }') } }],
      ['{ ok }', undefined],
      ['{ ok }', undefined],
    ],
  );
});

scripted('recognises NotFound by message on a 200 and resends with query and hash', async () => {
  const transport = createTransport({ url: `${fault.origin}/not-found-message`, storage: null, persistedQueries: true });
  assert.equal(await transport.request({ query: '{ ok }' }), { data: { ok: true } });
  const sent = bodiesOf('/not-found-message');
  assert.is(sent.length, 2);
  assert.equal(sent[1], { operationName: null, variables: {}, query: '{ ok }', extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ ok }') } } });
});

scripted('resends the query once only, then resolves with what the server said', async () => {
  const transport = createTransport({ url: `${fault.origin}/always-not-found`, storage: null, persistedQueries: true });
  const result = await transport.request({ query: '{ ok }' });
  assert.is(result.errors?.[0]?.message, 'PersistedQueryNotFound');
  assert.is(bodiesOf('/always-not-found').length, 2);
});

for (const code of [400, 500]) {
  scripted(`a plain ${code} is a ServerError, is not retried, and never turns hashing off`, async () => {
    const path = `/status/${code}/json`;
    const transport = createTransport({ url: fault.origin + path, storage: null, persistedQueries: true });
    for (let i = 0; i < 2; i++) {
      const error = await transport.request({ query: '{ ok }' }).catch((e: unknown) => e);
      assert.instance(error, ServerError);
      assert.is((error as ServerError).status, code);
    }
    const sent = bodiesOf(path);
    assert.is(sent.length, 2, 'one request each, no retry');
    assert.ok(sent.every((b) => b.query === undefined && b.extensions.persistedQuery), 'both hash-only');
  });
}

scripted('sends the full query when WebCrypto is missing or fails', async () => {
  const failing = { digest: () => Promise.reject(new Error('insecure context')) } as unknown as SubtleCrypto;
  const path = '/ok';
  const before = fault.requests.length;
  await createTransport({ url: fault.origin + path, storage: null, persistedQueries: true, subtle: failing }).request({ query: '{ ok }' });
  assert.is(JSON.parse(fault.requests[before]!.body).query, '{ ok }');
});

scripted.run();
