// The Transport contract: cases that hold for any Transport, run against the fake the store's unit
// tests use (fake-transport.ts) and the real one against real servers
// (transport-contract.test.ts), so the fake cannot drift from what the store meets in production.
// A peer is the other end: real servers answer by themselves; the fake's peer answers by hand.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isCancelled, type OperationInput, type Transport, type TransportError } from '../../src/transport/index.ts';
import { record, waitUntil, watchChanges } from '../helpers/ws-servers.ts';

export interface ContractPeer {
  /** Wired to the peer: `request` reaches it, and so does `subscribe`. */
  transport: Transport;
  /** A transport whose requests cannot reach any server. */
  unreachable: Transport;
  /** Answers what the transports sent so far (a real server needs nothing). */
  serve(): void;
  /** Live `feed` subscriptions the peer holds. */
  feedSize(): number;
  /** Pushes `value` to every live `feed` subscription. */
  publish(value: number): void;
  close(): Promise<void>;
}

/** The operations every peer answers (test/helpers/yoga-server.ts and ws-servers.ts schemas). */
export const OPERATIONS = {
  /** → { echo: 'hi' } */
  echo: { query: 'query Echo { echo(text: "hi") }' },
  /** → data { partial: { ok: 'fine', broken: null } } and one error at ['partial', 'broken'] */
  partial: { query: '{ partial { ok broken } }' },
  /** → 1, 2, 3, then complete */
  count: { query: 'subscription { count(to: 3) }' },
  /** → 1, then an error */
  fail: { query: 'subscription { fail(after: 1) }' },
  /** → what publish() pushes; never completes */
  feed: { query: 'subscription { feed }' },
} satisfies Record<string, OperationInput>;

const EXPIRE_MS = 5000;

export function transportContract(name: string, makePeer: () => Promise<ContractPeer>) {
  const contract = suite<{ peer: ContractPeer }>(`Transport contract: ${name}`, {} as { peer: ContractPeer });
  contract.before.each(async (context) => {
    context.peer = await makePeer();
    watchChanges(context.peer.transport.connection);
  });
  contract.after.each(async ({ peer }) => {
    peer.transport.dispose();
    peer.unreachable.dispose();
    await peer.close();
  });

  /** Waits until the peer holds `n` feed subscriptions. */
  const feedReaches = (peer: ContractPeer, n: number) => {
    peer.serve();
    return waitUntil(() => (peer.serve(), peer.feedSize() === n), EXPIRE_MS, `${n} feed subscriptions (have ${peer.feedSize()})`);
  };

  contract('request resolves with the result', async ({ peer }) => {
    const pending = peer.transport.request(OPERATIONS.echo);
    peer.serve();
    assert.equal(await pending, { data: { echo: 'hi' } });
  });

  contract('request resolves with data and GraphQL errors together, not a rejection', async ({ peer }) => {
    const pending = peer.transport.request(OPERATIONS.partial);
    peer.serve();
    const result = await pending;
    assert.equal(result.data, { partial: { ok: 'fine', broken: null } });
    assert.equal(result.errors?.map((e) => e.path), [['partial', 'broken']]);
  });

  contract('an aborted request rejects with a CancelledError', async ({ peer }) => {
    const controller = new AbortController();
    const pending = peer.transport.request(OPERATIONS.echo, { signal: controller.signal });
    controller.abort();
    peer.serve();
    const error = await pending.then(() => null, (e: unknown) => e);
    assert.ok(isCancelled(error), String(error));
  });

  contract('a request whose signal is already aborted rejects with a CancelledError', async ({ peer }) => {
    const controller = new AbortController();
    controller.abort();
    const pending = peer.transport.request(OPERATIONS.echo, { signal: controller.signal });
    peer.serve();
    const error = await pending.then(() => null, (e: unknown) => e);
    assert.ok(isCancelled(error), String(error));
  });

  contract('an unreachable server rejects with kind "network"', async ({ peer }) => {
    const pending = peer.unreachable.request(OPERATIONS.echo);
    peer.serve();
    const error = (await pending.then(() => null, (e: unknown) => e)) as TransportError;
    assert.is(error?.kind, 'network');
    assert.not.ok(isCancelled(error));
  });

  contract('subscribe delivers each event, then completes, and no longer counts as active', async ({ peer }) => {
    const heard = record();
    peer.transport.subscribe(OPERATIONS.count, heard.sink);
    peer.serve();
    await heard.waitEnd(EXPIRE_MS);
    assert.equal(heard.values, [{ count: 1 }, { count: 2 }, { count: 3 }]);
    assert.equal([heard.completed, heard.errors.length], [1, 0]);
    await waitUntil(() => peer.transport.activeCount === 0, EXPIRE_MS, 'activeCount 0');
  });

  contract('a failing subscription ends with one error of kind "subscription"', async ({ peer }) => {
    const heard = record();
    peer.transport.subscribe(OPERATIONS.fail, heard.sink);
    peer.serve();
    await heard.waitEnd(EXPIRE_MS);
    assert.equal(heard.values, [{ fail: 1 }]);
    assert.equal(heard.errors.map((e) => (e as TransportError).kind), ['subscription']);
    assert.is(heard.completed, 0);
  });

  contract('unsubscribe stops the events without completing, and the peer drops it', async ({ peer }) => {
    const heard = record();
    const handle = peer.transport.subscribe(OPERATIONS.feed, heard.sink);
    await feedReaches(peer, 1);
    peer.publish(1);
    await heard.waitValues(1, EXPIRE_MS);
    handle.unsubscribe();
    await feedReaches(peer, 0);
    peer.publish(2);
    assert.equal(heard.values, [{ feed: 1 }]);
    assert.equal([heard.completed, heard.errors.length, peer.transport.activeCount], [0, 0, 0]);
  });

  contract('reconnect keeps every live subscription: no end, and events keep arriving', async ({ peer }) => {
    const heard = record();
    peer.transport.subscribe(OPERATIONS.feed, heard.sink);
    await feedReaches(peer, 1);
    peer.transport.reconnect();
    // The peer may still hold the old socket's subscription a moment: publish until one arrives.
    for (let n = 1; heard.values.length === 0 && n <= 25; n++) {
      await feedReaches(peer, 1);
      peer.publish(n);
      await heard.waitValues(1, 200).catch(() => undefined);
    }
    assert.is(heard.values.length, 1);
    assert.equal([heard.completed, heard.errors.length, peer.transport.activeCount], [0, 0, 1]);
  });

  contract('dispose completes every live subscription, closes, and refuses new ones', async ({ peer }) => {
    const first = record();
    const second = record();
    peer.transport.subscribe(OPERATIONS.feed, first.sink);
    peer.transport.subscribe(OPERATIONS.feed, second.sink);
    await feedReaches(peer, 2);
    peer.transport.dispose();
    assert.equal([first.completed, second.completed, first.errors.length, second.errors.length], [1, 1, 0, 0]);
    assert.is(peer.transport.activeCount, 0);
    assert.is(peer.transport.connection.get().status, 'closed');
    const late = record();
    peer.transport.subscribe(OPERATIONS.feed, late.sink);
    await late.waitEnd(EXPIRE_MS);
    assert.equal(late.errors.map((e) => (e as TransportError).kind), ['socket-closed']);
  });

  contract('iterate yields each result and ends when the subscription completes', async ({ peer }) => {
    const iterator = peer.transport.iterate(OPERATIONS.count);
    peer.serve();
    const values: unknown[] = [];
    for await (const result of iterator) values.push(result.data);
    assert.equal(values, [{ count: 1 }, { count: 2 }, { count: 3 }]);
  });

  contract('iterate rejects next() with the subscription error', async ({ peer }) => {
    const iterator = peer.transport.iterate(OPERATIONS.fail);
    peer.serve();
    assert.equal((await iterator.next()).value?.data, { fail: 1 });
    const error = (await iterator.next().then(() => null, (e: unknown) => e)) as TransportError;
    assert.is(error?.kind, 'subscription');
    assert.is((await iterator.next()).done, true);
  });

  contract('dispose ends a for-await loop', async ({ peer }) => {
    const iterator = peer.transport.iterate(OPERATIONS.feed);
    const values: unknown[] = [];
    const loop = (async () => {
      for await (const result of iterator) values.push(result.data), watchChanges.poke();
    })();
    await feedReaches(peer, 1);
    peer.publish(7);
    await waitUntil(() => values.length === 1, EXPIRE_MS, 'the published value');
    peer.transport.dispose();
    await loop;
    assert.equal(values, [{ feed: 7 }]);
  });

  contract('iterate return() unsubscribes and ends the loop', async ({ peer }) => {
    const iterator = peer.transport.iterate(OPERATIONS.feed);
    await feedReaches(peer, 1);
    peer.publish(1);
    assert.equal((await iterator.next()).value?.data, { feed: 1 });
    assert.equal(await iterator.return(), { value: undefined, done: true });
    await feedReaches(peer, 0);
    assert.is((await iterator.next()).done, true);
    assert.is(peer.transport.activeCount, 0);
  });

  contract('iterate throw() unsubscribes and rejects with the given error', async ({ peer }) => {
    const iterator = peer.transport.iterate(OPERATIONS.feed);
    await feedReaches(peer, 1);
    const reason = new Error('stop reading');
    const thrown = await iterator.throw(reason).then(() => null, (e: unknown) => e);
    assert.is(thrown, reason);
    await feedReaches(peer, 0);
    assert.is((await iterator.next()).done, true);
  });

  return contract;
}
