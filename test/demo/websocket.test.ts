// The demo backend's WebSocket endpoint, driven by the two real clients of its two protocols
// (graphql-ws's createClient, subscriptions-transport-ws's SubscriptionClient) and by raw frames.
import { createClient, type Client } from 'graphql-ws';
import { SubscriptionClient } from 'subscriptions-transport-ws';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/demo/constants.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

const EXPIRE_MS = 5000;
const REPEAT_MS = 100;

let server: DemoServerHandle;
let token = '';

function within<T>(promise: Promise<T>, label: string, ms = EXPIRE_MS): Promise<T> {
  let timer: NodeJS.Timeout;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, expiry]).finally(() => clearTimeout(timer));
}

async function gql(query: string, variables?: Record<string, unknown>, withToken = false): Promise<any> {
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

/**
 * A subscription starts listening a moment after its start frame is sent, and neither protocol
 * says when. So the trigger repeats (every REPEAT_MS) until the first event arrives, bounded.
 */
async function triggerUntil<T>(received: Promise<T>, trigger: () => Promise<unknown>, label: string): Promise<T> {
  let isDone = false;
  const result = within(received, label).finally(() => (isDone = true));
  void (async () => {
    while (!isDone) {
      await trigger();
      await new Promise((r) => setTimeout(r, REPEAT_MS));
    }
  })();
  return result;
}

let created = 0;
const createEvent = (title: string) => {
  created += 1;
  return gql('mutation ($i: EventInput!) { createEvent(input: $i) { id } }', { i: { title: `${title} ${created}`, startsAt: '2026-06-01T18:00:00Z' } }, true);
};

function rawSocket(protocols: string | string[], path = '/graphql'): Promise<{ ws: WebSocket; frames: any[]; next(): Promise<any>; closed: Promise<{ code: number }> }> {
  const ws = new WebSocket(server.wsUrl.replace('/graphql', path), protocols);
  const frames: any[] = [];
  const waiters: ((frame: any) => void)[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data));
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  return within(
    new Promise((resolve, reject) => {
      ws.once('open', () =>
        resolve({
          ws,
          frames,
          next: () => within(frames.length > 0 ? Promise.resolve(frames.shift()) : new Promise((r) => waiters.push(r)), 'next frame'),
          closed,
        }),
      );
      ws.once('error', reject);
    }),
    'socket open',
  );
}

const sockets = suite('attachWebSockets');

sockets.before(async () => {
  server = await startDemoServer();
  const login = await gql('mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: DEMO_EMAIL, p: DEMO_PASSWORD });
  token = login.data.login.token;
});

sockets.after(async () => {
  await server.close();
});

sockets('delivers eventCreated over graphql-transport-ws (graphql-ws client)', async () => {
  const client: Client = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
  try {
    const received = new Promise<any>((resolve, reject) => {
      client.subscribe({ query: 'subscription { eventCreated { id title imageUrls } }' }, { next: resolve, error: reject, complete: () => {} });
    });
    const result = await triggerUntil(received, () => createEvent('Modern'), 'eventCreated (graphql-ws)');
    assert.match(result.data.eventCreated.title, /^Modern \d+$/);
    assert.ok(result.data.eventCreated.imageUrls[0].startsWith('http://127.0.0.1:'));
  } finally {
    await client.dispose();
  }
});

sockets('delivers eventCreated over the legacy graphql-ws protocol (subscriptions-transport-ws client)', async () => {
  const client = new SubscriptionClient(server.wsUrl, { reconnect: false }, WebSocket);
  try {
    const received = new Promise<any>((resolve, reject) => {
      client.request({ query: 'subscription { eventCreated { id title } }' }).subscribe({ next: resolve, error: reject });
    });
    const result = await triggerUntil(received, () => createEvent('Legacy'), 'eventCreated (subscriptions-transport-ws)');
    assert.match(result.data.eventCreated.title, /^Legacy \d+$/);
  } finally {
    client.close();
  }
});

sockets('reads the token from connection params in both protocols', async () => {
  const mutation = 'mutation { addReview(eventId: "e7", rating: 5, body: "Over a socket") { author } }';
  const modern = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { Authorization: `Bearer ${token}` } });
  const anonymous = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
  const legacy = new SubscriptionClient(server.wsUrl, { reconnect: false, connectionParams: { headers: { Authorization: `Bearer ${token}` } } }, WebSocket);
  try {
    const once = (client: Client) =>
      new Promise<any>((resolve, reject) => client.subscribe({ query: mutation }, { next: resolve, error: reject, complete: () => {} }));
    const signedIn = await within(once(modern), 'mutation over graphql-ws');
    assert.is(signedIn.data.addReview.author, 'Demo User');
    const refused = await within(once(anonymous), 'anonymous mutation');
    assert.is(refused.errors[0].extensions.code, 'UNAUTHENTICATED');
    const viaLegacy = await within(
      new Promise<any>((resolve, reject) => legacy.request({ query: mutation }).subscribe({ next: resolve, error: reject })),
      'mutation over subscriptions-transport-ws',
    );
    assert.is(viaLegacy.data.addReview.author, 'Demo User');
  } finally {
    await modern.dispose();
    await anonymous.dispose();
    legacy.close();
  }
});

sockets('filters reviewAdded by event and streams tick', async () => {
  const client = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
  try {
    const reviews: any[] = [];
    const received = new Promise<void>((resolve, reject) => {
      client.subscribe({ query: 'subscription { reviewAdded(eventId: "e5") { eventId body } }' }, {
        next: (r) => {
          reviews.push(r.data!.reviewAdded);
          resolve();
        },
        error: reject,
        complete: () => {},
      });
    });
    await triggerUntil(received, async () => {
      await gql('mutation { addReview(eventId: "e4", rating: 3, body: "other") { id } }', undefined, true);
      await gql('mutation { addReview(eventId: "e5", rating: 3, body: "mine") { id } }', undefined, true);
    }, 'reviewAdded');
    assert.ok(reviews.every((r) => r.eventId === 'e5' && r.body === 'mine'));

    const ticks: string[] = [];
    await within(
      new Promise<void>((resolve, reject) => {
        const stop = client.subscribe({ query: 'subscription { tick(intervalMs: 100) }' }, {
          next: (r) => {
            ticks.push(r.data!.tick as string);
            if (ticks.length === 2) {
              stop();
              resolve();
            }
          },
          error: reject,
          complete: () => {},
        });
      }),
      'two ticks',
    );
    assert.ok(Date.parse(ticks[1]!) > Date.parse(ticks[0]!));
    const tooFast = await within(
      new Promise<any>((resolve, reject) => client.subscribe({ query: 'subscription { tick(intervalMs: 1) }' }, { next: resolve, error: reject, complete: () => {} })),
      'tick refusal',
    ).catch((errors: unknown) => ({ errors }));
    const errors = (tooFast as { errors: any[] }).errors;
    assert.is(errors[0].extensions.code, 'BAD_USER_INPUT');
  } finally {
    await client.dispose();
  }
});

sockets('speaks the older graphql-subscriptions dialect and keeps legacy sockets alive', async () => {
  const old = await rawSocket('graphql-subscriptions');
  assert.is(old.ws.protocol, 'graphql-subscriptions');
  old.ws.send(JSON.stringify({ type: 'init', payload: {} }));
  assert.equal(await old.next(), { type: 'init_success' });
  assert.equal(await old.next(), { type: 'keepalive' });
  old.ws.send(JSON.stringify({ type: 'subscription_start', id: 1, query: 'subscription { tick(intervalMs: 100) }' }));
  assert.equal(await old.next(), { type: 'subscription_success', id: 1 });
  const data = await old.next();
  assert.is(data.type, 'subscription_data');
  assert.type(data.payload.data.tick, 'string');
  old.ws.close();

  const legacy = await rawSocket(['graphql-ws']);
  legacy.ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  assert.equal(await legacy.next(), { type: 'connection_ack' });
  assert.equal(await legacy.next(), { type: 'ka' });
  legacy.ws.close();
});

sockets('picks the protocol by offered subprotocol, current first', async () => {
  const both = await rawSocket(['graphql-ws', 'graphql-transport-ws']);
  assert.is(both.ws.protocol, 'graphql-transport-ws');
  both.ws.close();
  const none = await rawSocket([]);
  assert.is((await within(none.closed, 'close without subprotocol')).code, 4406);
  const wrongPath = await within(rawSocket('graphql-transport-ws', '/elsewhere').then(() => 'opened', (error: Error) => error.message), 'wrong path');
  assert.match(wrongPath, /404/);
});

sockets('survives bad frames in both protocols', async () => {
  const modern = await rawSocket('graphql-transport-ws');
  modern.ws.send('{not json');
  assert.is((await within(modern.closed, 'graphql-ws close')).code, 4400);

  const legacy = await rawSocket('graphql-ws');
  for (const frame of ['{not json', 'null', '42', '{"type":"start","id":"1"}', '{"type":"start","id":"2","payload":{"query":"{ nope }"}}', '{"type":"what"}']) {
    legacy.ws.send(frame);
  }
  legacy.ws.send(JSON.stringify({ type: 'connection_init' }));
  const answers: any[] = [];
  for (let i = 0; i < 8; i += 1) answers.push(await legacy.next());
  const of = (type: string, id?: string) => answers.filter((a) => a.type === type && (id === undefined || a.id === id));
  assert.is(of('connection_error').length, 2, JSON.stringify(answers));
  assert.is(of('error').length, 3);
  assert.ok(of('error', '1')[0].payload.message);
  assert.match(of('data', '2')[0].payload.errors[0].message, /nope/);
  assert.is(of('complete', '2').length, 1);
  assert.is(of('connection_ack').length, 1);
  legacy.ws.close();

  const alive = await gql('{ serverTime }');
  assert.type(alive.data.serverTime, 'string');
});

sockets.run();
