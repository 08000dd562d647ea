// Idempotency-Key on mutations (issue 12 item 8), over real HTTP: against the demo backend, and a
// small yoga server for the bounds.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_EMAIL, DEMO_PASSWORD, IDEMPOTENCY_TTL_MS } from '../../src/demo/constants.ts';
import { useIdempotencyKeys } from '../../src/demo/idempotency.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

interface Answer {
  status: number;
  replayed: string | null;
  body: { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function post(url: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json;q=0.9', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: (await response.json()) as Answer['body'] };
}

const CREATE = 'mutation Create($input: EventInput!) { createEvent(input: $input) { id title } }';
const TOTAL = '{ events(limit: 1) { total } }';
const LOGIN = 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }';
const input = (title: string) => ({ input: { title, startsAt: '2030-01-01T10:00:00Z' } });

// ---

const keys = suite('useIdempotencyKeys (demo backend)');
let server: DemoServerHandle;
let clockMs = Date.parse('2030-01-01T00:00:00Z');
let auth: Record<string, string>;

keys.before(async () => {
  server = await startDemoServer({ now: () => new Date(clockMs) });
  const login = await post(server.graphqlUrl, LOGIN, { e: DEMO_EMAIL, p: DEMO_PASSWORD });
  auth = { authorization: `Bearer ${login.body.data!.login.token}` };
});
keys.after(() => server.close());

const total = async () => (await post(server.graphqlUrl, TOTAL, {})).body.data!.events.total as number;

keys('answers a replay with the first answer and applies the mutation once', async () => {
  const before = await total();
  const first = await post(server.graphqlUrl, CREATE, input('Once'), { ...auth, 'idempotency-key': 'k-once' });
  const replay = await post(server.graphqlUrl, CREATE, input('Once'), { ...auth, 'idempotency-key': 'k-once' });
  assert.is(first.status, 200);
  assert.equal(replay.body, first.body);
  assert.is(first.replayed, null);
  assert.is(replay.replayed, 'true');
  assert.is(await total(), before + 1);
});

keys('applies concurrent replays (the browser\'s own resend) once, each getting the same answer', async () => {
  const before = await total();
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => post(server.graphqlUrl, CREATE, input('Burst'), { ...auth, 'idempotency-key': 'k-burst' })),
  );
  const ids = new Set(answers.map((a) => a.body.data?.createEvent.id));
  assert.is(ids.size, 1);
  assert.is(answers.filter((a) => a.replayed === 'true').length, 4);
  assert.is(await total(), before + 1);
});

keys('applies a new key (the user\'s own retry) again', async () => {
  const before = await total();
  await post(server.graphqlUrl, CREATE, input('Twice'), { ...auth, 'idempotency-key': 'k-a' });
  await post(server.graphqlUrl, CREATE, input('Twice'), { ...auth, 'idempotency-key': 'k-b' });
  assert.is(await total(), before + 2);
});

keys('refuses a key reused with other variables with 422 IDEMPOTENCY_KEY_REUSED, applying nothing', async () => {
  await post(server.graphqlUrl, CREATE, input('First'), { ...auth, 'idempotency-key': 'k-reuse' });
  const before = await total();
  const other = await post(server.graphqlUrl, CREATE, input('Other'), { ...auth, 'idempotency-key': 'k-reuse' });
  assert.is(other.status, 422);
  assert.is(other.body.errors?.[0]?.extensions?.code, 'IDEMPOTENCY_KEY_REUSED');
  assert.is(await total(), before);
});

keys('keeps one caller\'s key apart from another\'s (scoped by Authorization)', async () => {
  const mine = await post(server.graphqlUrl, LOGIN, { e: DEMO_EMAIL, p: DEMO_PASSWORD }, { 'idempotency-key': 'k-login' });
  const replay = await post(server.graphqlUrl, LOGIN, { e: DEMO_EMAIL, p: DEMO_PASSWORD }, { 'idempotency-key': 'k-login' });
  const someoneElse = await post(server.graphqlUrl, LOGIN, { e: DEMO_EMAIL, p: DEMO_PASSWORD }, { 'idempotency-key': 'k-login', ...auth });
  assert.is(replay.replayed, 'true');
  assert.is(replay.body.data!.login.token, mine.body.data!.login.token);
  assert.is(someoneElse.replayed, null);
});

keys('replays a refusal too (the first answer, errors included)', async () => {
  const first = await post(server.graphqlUrl, CREATE, input('No token'), { 'idempotency-key': 'k-refused' });
  const replay = await post(server.graphqlUrl, CREATE, input('No token'), { 'idempotency-key': 'k-refused' });
  assert.is(first.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  assert.equal(replay.body, first.body);
  assert.is(replay.status, first.status);
});

keys('forgets a key after IDEMPOTENCY_TTL_MS, on the server\'s clock', async () => {
  await post(server.graphqlUrl, CREATE, input('Later'), { ...auth, 'idempotency-key': 'k-ttl' });
  const before = await total();
  clockMs += IDEMPOTENCY_TTL_MS + 1;
  const again = await post(server.graphqlUrl, CREATE, input('Later'), { ...auth, 'idempotency-key': 'k-ttl' });
  assert.is(again.replayed, null);
  assert.is(await total(), before + 1);
});

keys('ignores the header on queries, and refuses an over-long key with 400', async () => {
  const query = await post(server.graphqlUrl, TOTAL, {}, { 'idempotency-key': 'k-query' });
  const queryAgain = await post(server.graphqlUrl, TOTAL, {}, { 'idempotency-key': 'k-query' });
  assert.is(queryAgain.replayed, null);
  assert.equal(query.body, queryAgain.body);
  const long = await post(server.graphqlUrl, CREATE, input('Long'), { ...auth, 'idempotency-key': 'k'.repeat(256) });
  assert.is(long.status, 400);
  assert.match(long.body.errors![0]!.message, /1 to 255 characters/);
});

keys.run();

// ---

const bounds = suite('useIdempotencyKeys: bounded memory');

bounds('remembers at most maxKeys keys, forgetting the oldest first', async () => {
  let applied = 0;
  const plugin = useIdempotencyKeys({ maxKeys: 3 });
  const yoga = createYoga({
    schema: createSchema({ typeDefs: 'type Query { n: Int } type Mutation { bump: Int }', resolvers: { Mutation: { bump: () => ++applied } } }),
    plugins: [plugin],
    logging: false,
  });
  const http = createServer(yoga);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/graphql`;
  try {
    for (const key of ['a', 'b', 'c', 'd', 'e']) await post(url, 'mutation { bump }', {}, { 'idempotency-key': key });
    assert.is(plugin.size, 3);
    const oldest = await post(url, 'mutation { bump }', {}, { 'idempotency-key': 'a' });
    const newest = await post(url, 'mutation { bump }', {}, { 'idempotency-key': 'e' });
    assert.is(oldest.replayed, null, 'the oldest key was forgotten');
    assert.is(newest.replayed, 'true');
    assert.is(newest.body.data!.bump, 5);
    assert.is(applied, 6);
  } finally {
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  }
});

bounds('keeps at most maxBytes of results, forgetting the oldest first, and no result larger than that alone', async () => {
  let applied = 0;
  const plugin = useIdempotencyKeys({ maxBytes: 250 });
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { n: Int } type Mutation { pad(chars: Int!): String }',
      resolvers: { Mutation: { pad: (_: unknown, { chars }: { chars: number }) => `${++applied}`.padEnd(chars, '.') } },
    }),
    plugins: [plugin],
    logging: false,
  });
  const http = createServer(yoga);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/graphql`;
  const pad = (key: string, chars: number) => post(url, `mutation { pad(chars: ${chars}) }`, {}, { 'idempotency-key': key });
  try {
    // Each answer's JSON is about 100 bytes: the third pushes the first out.
    for (const key of ['a', 'b', 'c']) await pad(key, 80);
    assert.is(plugin.size, 2);
    assert.is((await pad('c', 80)).replayed, 'true');
    assert.is((await pad('b', 80)).replayed, 'true');
    const first = await pad('a', 80);
    assert.is(first.replayed, null, 'the oldest result was forgotten');
    assert.is(first.body.data!.pad.startsWith('4'), true, 'and ran again');
    const huge = await pad('huge', 300);
    assert.is(huge.replayed, null);
    assert.is((await pad('huge', 300)).replayed, null, 'a result over the budget alone is not kept');
    assert.is(plugin.size, 0);
  } finally {
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  }
});

bounds.run();
