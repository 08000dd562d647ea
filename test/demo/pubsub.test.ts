import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createDemoPubSub } from '../../src/demo/pubsub.ts';

const WAIT_MS = 2000;

/** The next value of an async iterator, or a failure after `expire` ms. */
function next<T>(iterator: AsyncIterator<T>, expire = WAIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([
    iterator.next().then((r) => r.value as T),
    new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`no value within ${expire} ms`)), expire))),
  ]).finally(() => clearTimeout(timer));
}

const pubsub = suite('createDemoPubSub');

pubsub('delivers a published event to every subscriber of that topic', async () => {
  const ps = createDemoPubSub();
  const a = ps.subscribe('eventDeleted')[Symbol.asyncIterator]();
  const b = ps.subscribe('eventDeleted')[Symbol.asyncIterator]();
  // A subscription listens from its first pull on (graphql-yoga's iterators are lazy).
  const [fromA, fromB] = [next(a), next(b)];
  ps.publish('eventDeleted', 'e7');
  assert.is(await fromA, 'e7');
  assert.is(await fromB, 'e7');
  await a.return?.();
  await b.return?.();
});

pubsub('keeps topics apart', async () => {
  const ps = createDemoPubSub();
  const deleted = ps.subscribe('eventDeleted')[Symbol.asyncIterator]();
  const created = ps.subscribe('eventCreated')[Symbol.asyncIterator]();
  const [firstDeleted, firstCreated] = [next(deleted), next(created)];
  ps.publish('eventDeleted', 'e1');
  assert.is(await firstDeleted, 'e1');
  const secondDeleted = next(deleted);
  ps.publish('eventDeleted', 'e2');
  assert.is(await secondDeleted, 'e2');
  // eventCreated got nothing from eventDeleted: its first value is the one published to it.
  ps.publish('eventCreated', { id: 'e3' } as never);
  assert.equal(await firstCreated, { id: 'e3' });
  await deleted.return?.();
  await created.return?.();
});

pubsub('keeps two pubsubs apart', async () => {
  const first = createDemoPubSub();
  const second = createDemoPubSub();
  const iterator = second.subscribe('eventDeleted')[Symbol.asyncIterator]();
  const value = next(iterator);
  first.publish('eventDeleted', 'from-first');
  second.publish('eventDeleted', 'from-second');
  assert.is(await value, 'from-second');
  await iterator.return?.();
});

pubsub.run();
