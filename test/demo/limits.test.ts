// How much one operation may ask of the demo (src/demo/limits.ts; security review findings 8 and 9):
// the measure itself, then the limits on every path a document arrives by (HTTP, both WebSocket
// dialects), against the real demo server with its real clients.
import { createClient } from 'graphql-ws';
import { parse } from 'graphql';
import { SubscriptionClient } from 'subscriptions-transport-ws';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { BASIC_INTROSPECTION_QUERY, INTROSPECTION_QUERY } from '../../src/schema/introspection.ts';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  MAX_ALIASES,
  MAX_INTROSPECTION_DEPTH,
  MAX_OPERATION_TOKENS,
  MAX_ROOT_FIELDS,
  MAX_SELECTION_DEPTH,
  OPERATION_LIMIT_CODE,
} from '../../src/demo/constants.ts';
import { limitProblems, parseWithinLimits } from '../../src/demo/limits.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

const EXPIRE_MS = 5000;

function within<T>(promise: Promise<T>, label: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: nothing within ${EXPIRE_MS} ms`)), EXPIRE_MS);
  });
  return Promise.race([promise, expiry]).finally(() => clearTimeout(timer));
}

/** `n` aliased copies of `field` at the root. */
const aliased = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
/** The review's reproduction of finding 8: one mutation, `n` sign-ins. */
const logins = (n: number) =>
  `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: login(email: "${DEMO_EMAIL}", password: "${DEMO_PASSWORD}") { token }`).join(' ')} }`;

// ---

const measure = suite('limitProblems');

measure('passes the documents Facet itself sends: introspection, a record page', () => {
  assert.equal(limitProblems(parse(INTROSPECTION_QUERY)), []);
  assert.equal(limitProblems(parse('query { event(id: "e1") { id title venue { name gallery { url alt } } reviews { author rating } } }')), []);
});

measure('counts root fields through aliases, inline fragments and fragment spreads', () => {
  const within = `{ ${Array.from({ length: MAX_ROOT_FIELDS }, (_, i) => `a${i}: serverTime`).join(' ')} }`;
  assert.equal(limitProblems(parse(within), { maxAliases: 1000 }), []);
  const spread = `query { ...F ... on Query { x: serverTime } } fragment F on Query { ${Array.from({ length: MAX_ROOT_FIELDS }, (_, i) => `f${i}: serverTime`).join(' ')} }`;
  assert.match(limitProblems(parse(spread), { maxAliases: 1000 }).join(), `at most ${MAX_ROOT_FIELDS} root fields; this one selects ${MAX_ROOT_FIELDS + 1}`);
});

measure('counts an aliased fragment as often as it is spread', () => {
  const aliases = Array.from({ length: 10 }, (_, i) => `t${i}: title`).join(' ');
  const document = `{ a: events { items { ...E } } b: events { items { ...E } } c: events { items { ...E } } d: events { items { ...E } } e: events { items { ...E } } f: events { items { ...E } } }
    fragment E on Event { ${aliases} }`;
  // 6 root aliases + 6 spreads × 10 aliases = 66
  assert.match(limitProblems(parse(document)).join(), `at most ${MAX_ALIASES} aliases; this one uses 66`);
});

measure('bounds depth, introspection by a bound of its own that the app\'s own introspection query fits', () => {
  const deep = (levels: number) => `{ ${'events { items { venue { '.repeat(1)}${'a { '.repeat(levels)}x${' }'.repeat(levels)} } } } }`;
  assert.equal(limitProblems(parse(deep(MAX_SELECTION_DEPTH - 4))), []);
  assert.match(limitProblems(parse(deep(MAX_SELECTION_DEPTH - 3))).join(), `at most ${MAX_SELECTION_DEPTH} deep; this one nests ${MAX_SELECTION_DEPTH + 1}`);
  // __type, n × ofType, name: n + 2 levels.
  const ofTypes = (n: number) => `{ __type(name: "Event") { ${'ofType { '.repeat(n)}name${' }'.repeat(n)} } }`;
  assert.equal(limitProblems(parse(ofTypes(MAX_INTROSPECTION_DEPTH - 2))), []);
  assert.match(limitProblems(parse(ofTypes(MAX_INTROSPECTION_DEPTH - 1))).join(), `introspection fields at most ${MAX_INTROSPECTION_DEPTH} deep; this one nests ${MAX_INTROSPECTION_DEPTH + 1}`);
  assert.equal(limitProblems(parse(BASIC_INTROSPECTION_QUERY)), []);
});

measure('counts aliases inside introspection fields (review finding 3)', () => {
  const schemaAliases = `{ __schema { ${Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: types { name }`).join(' ')} } }`;
  assert.match(limitProblems(parse(schemaAliases)).join(), `at most ${MAX_ALIASES} aliases; this one uses ${MAX_ALIASES + 1}`);
  const typeAliases = `{ __type(name: "Event") { ${Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `f${i}: fields { name }`).join(' ')} } }`;
  assert.match(limitProblems(parse(typeAliases)).join(), `at most ${MAX_ALIASES} aliases`);
});

measure('measures each fragment once, so a document cannot make the check expensive, and survives cycles', () => {
  // Each fragment spreads the next twice: 2^30 expansions if measured naively.
  const chain = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Event { t${i}: title ...F${i + 1} ...F${i + 1} }`).join('\n');
  const document = parse(`{ events { items { ...F0 } } }\n${chain}\nfragment F30 on Event { id }`);
  const started = performance.now();
  assert.match(limitProblems(document).join(), /at most \d+ aliases/);
  assert.ok(performance.now() - started < 100);
  assert.equal(limitProblems(parse('{ events { items { ...A } } } fragment A on Event { ...B } fragment B on Event { ...A }')), []);
});

measure.run();

// ---

const parsing = suite('parseWithinLimits');

parsing('stops parsing past MAX_OPERATION_TOKENS, with the limit as the reason', () => {
  const checked = parseWithinLimits(`{ ${'serverTime '.repeat(MAX_OPERATION_TOKENS)} }`);
  assert.is(checked.document, undefined);
  assert.is(checked.errors![0]!.extensions.code, OPERATION_LIMIT_CODE);
  assert.match(checked.errors![0]!.message, `at most ${MAX_OPERATION_TOKENS} tokens`);
});

parsing('gives a syntax error as graphql-js words it, and the document when all is well', () => {
  assert.match(parseWithinLimits('{ events').errors![0]!.message, /^Syntax Error/);
  assert.ok(parseWithinLimits('{ serverTime }').document);
});

parsing.run();

// ---

const server = suite('the demo server applies the limits');
let demo: DemoServerHandle;

async function post(query: string): Promise<{ status: number; body: any }> {
  const response = await fetch(demo.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json;q=0.9' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: await response.json() };
}

server.before(async () => {
  demo = await startDemoServer();
});
server.after(() => demo.close());

server('refuses the review\'s 300 aliased lists over HTTP with 400, before running them', async () => {
  const answer = await post(aliased(300, 'events(limit: 100) { items { id venue { gallery { url alt } } } }'));
  assert.is(answer.status, 400);
  assert.is(answer.body.data, undefined);
  assert.is(answer.body.errors[0].extensions.code, OPERATION_LIMIT_CODE);
  assert.match(answer.body.errors[0].message, `at most ${MAX_OPERATION_TOKENS} tokens`);
  const shorter = await post(aliased(MAX_ALIASES + 1, 'events(limit: 100) { items { id } }'));
  assert.is(shorter.status, 400);
  assert.match(shorter.body.errors.map((e: { message: string }) => e.message).join(' '), /root fields.*aliases/);
});

server('refuses the review\'s aliased introspection over HTTP with 400, and answers the app\'s own introspection', async () => {
  const answer = await post(`{ __schema { ${Array.from({ length: 170 }, (_, i) => `a${i}: types { name fields { name } }`).join(' ')} } }`);
  assert.is(answer.status, 400);
  assert.is(answer.body.data, undefined);
  assert.match(answer.body.errors[0].message, `at most ${MAX_ALIASES} aliases; this one uses 170`);
  const own = await post(INTROSPECTION_QUERY);
  assert.is(own.status, 200);
  assert.ok(own.body.data.__schema.types.length > 0);
});

server('refuses a mutation of thousands of sign-ins, and creates none', async () => {
  const answer = await post(logins(MAX_ROOT_FIELDS + 1));
  assert.is(answer.status, 400);
  assert.match(answer.body.errors[0].message, `at most ${MAX_ROOT_FIELDS} root fields`);
  const tokens = await post(logins(MAX_ROOT_FIELDS));
  assert.is(Object.keys(tokens.body.data).length, MAX_ROOT_FIELDS);
});

server('refuses an over-long document over HTTP', async () => {
  const answer = await post(`{ ${'serverTime '.repeat(MAX_OPERATION_TOKENS)} }`);
  assert.is(answer.status, 400);
  assert.match(answer.body.errors[0].message, `at most ${MAX_OPERATION_TOKENS} tokens`);
});

server('refuses over graphql-transport-ws with an error for that operation, the socket staying open', async () => {
  const client = createClient({ url: demo.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
  const run = (query: string) =>
    within(
      new Promise<any>((resolve) => client.subscribe({ query }, { next: resolve, error: (errors) => resolve({ errors }), complete: () => {} })),
      'graphql-ws answer',
    );
  try {
    const refused = await run(logins(MAX_ROOT_FIELDS + 1));
    assert.is(refused.errors[0].extensions.code, OPERATION_LIMIT_CODE);
    const after = await run('{ serverTime }');
    assert.ok(after.data.serverTime);
  } finally {
    await client.dispose();
  }
});

server('refuses over the legacy protocol too', async () => {
  const client = new SubscriptionClient(demo.wsUrl, { reconnect: false }, WebSocket);
  const run = (query: string) =>
    within(new Promise<any>((resolve) => client.request({ query }).subscribe({ next: resolve, error: (error) => resolve({ errors: [error] }) })), 'legacy answer');
  try {
    const refused = await run(aliased(MAX_ROOT_FIELDS + 1, 'serverTime'));
    assert.is(refused.errors[0].extensions.code, OPERATION_LIMIT_CODE);
    assert.match(refused.errors[0].message, `at most ${MAX_ROOT_FIELDS} root fields`);
    const after = await run('{ serverTime }');
    assert.ok(after.data.serverTime);
  } finally {
    client.close();
  }
});

server.run();
