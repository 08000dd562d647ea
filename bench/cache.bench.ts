// The normalised cache against Apollo Client's InMemoryCache, side by side in one run (issue 5
// "Measured"), rounds interleaved so a noisy neighbour hits both alike; each figure is the median
// round.
//
// 1. Write + read of a 1,000-entity result: a fresh cache per operation, the result written, then
//    read back complete (ours: cache.write + cache.read; Apollo: writeQuery + readQuery).
// 2. 10,000 subscription-like entity updates with 100 mounted readers: 1,000 items cached, 100
//    readers each following one item's query (ours: an effect re-reading `item(id)` from the cache;
//    Apollo: cache.watch with a callback), then 10,000 price updates spread over 200 items, so
//    half of them reach a reader (ours: cache.write of a subscription result, the store's own path
//    for events; Apollo: cache.writeFragment, as the issue asks).
import { effect } from '@preact/signals-core';
import { InMemoryCache } from '@apollo/client/cache';
import { gql } from '@apollo/client';
import { createCache, prepareDocument } from '../src/store/index.ts';
import { median } from './stats.ts';
import { formatNumber, printTable } from './table.ts';

const ENTITIES = 1000;
const WRITE_READ_OPS = 20;
const UPDATES = 10_000;
const READERS = 100;
/** Items the updates cycle through: ids 1..200, so half of the updates reach one of the 100 readers. */
const UPDATED_ITEMS = 200;
const ROUNDS = 5;
/** Apollo's update round takes seconds on a shared machine: fewer rounds there. */
const UPDATE_ROUNDS = 3;

const LIST = 'query Items { items { id name price owner { id name } tags } }';
const ITEM = 'query Item($id: ID!) { item(id: $id) { id name price } }';
const CHANGED = 'subscription Changed { itemChanged { id price } }';
const FRAGMENT = 'fragment Price on Item { price }';

const owners = Array.from({ length: 10 }, (_, i) => ({ __typename: 'User', id: `u${i}`, name: `User ${i}` }));
const items = Array.from({ length: ENTITIES }, (_, i) => ({
  __typename: 'Item',
  id: String(i + 1),
  name: `Item ${i + 1}`,
  price: i,
  owner: owners[i % owners.length]!,
  tags: ['a', 'b'],
}));
const listData = { items };
const itemData = (id: number) => ({ item: { __typename: 'Item', id: String(id), name: `Item ${id}`, price: id - 1 } });

const listPrepared = prepareDocument(LIST);
const itemPrepared = prepareDocument(ITEM);
const changedPrepared = prepareDocument(CHANGED);
const listDoc = gql(LIST);
const itemDoc = gql(ITEM);
const fragmentDoc = gql(FRAGMENT);


function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function oursWriteRead(): void {
  for (let n = 0; n < WRITE_READ_OPS; n++) {
    const cache = createCache();
    cache.write(listPrepared, {}, listData);
    const read = cache.read<typeof listData>(listPrepared, {});
    if (!read.isComplete || read.data!.items.length !== ENTITIES) throw new Error('ours: incomplete read');
  }
}

function apolloWriteRead(): void {
  for (let n = 0; n < WRITE_READ_OPS; n++) {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: listDoc, data: listData });
    const read = cache.readQuery<typeof listData>({ query: listDoc });
    if (read?.items.length !== ENTITIES) throw new Error('apollo: incomplete read');
  }
}

function oursUpdates(): number {
  const cache = createCache();
  cache.write(listPrepared, {}, listData);
  for (let id = 1; id <= READERS; id++) cache.write(itemPrepared, { id: String(id) }, itemData(id));
  let notified = 0;
  const stops = Array.from({ length: READERS }, (_, i) =>
    effect(() => {
      const read = cache.read<ReturnType<typeof itemData>>(itemPrepared, { id: String(i + 1) });
      if (read.data) notified++;
    }),
  );
  const ms = time(() => {
    for (let n = 0; n < UPDATES; n++) {
      const id = (n % UPDATED_ITEMS) + 1;
      cache.write(changedPrepared, {}, { itemChanged: { __typename: 'Item', id: String(id), price: 10_000 + n } });
    }
  });
  for (const stop of stops) stop();
  if (notified !== READERS + UPDATES / 2) throw new Error(`ours: expected ${READERS + UPDATES / 2} reader runs, got ${notified}`);
  return ms;
}

function apolloUpdates(): number {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: listDoc, data: listData });
  for (let id = 1; id <= READERS; id++) cache.writeQuery({ query: itemDoc, variables: { id: String(id) }, data: itemData(id) });
  let notified = 0;
  const stops = Array.from({ length: READERS }, (_, i) =>
    cache.watch({
      query: itemDoc,
      variables: { id: String(i + 1) },
      optimistic: true,
      immediate: true,
      callback: (diff) => {
        if (diff.result) notified++;
      },
    }),
  );
  const ms = time(() => {
    for (let n = 0; n < UPDATES; n++) {
      const id = (n % UPDATED_ITEMS) + 1;
      cache.writeFragment({ id: `Item:${id}`, fragment: fragmentDoc, data: { __typename: 'Item', price: 10_000 + n } });
    }
  });
  for (const stop of stops) stop();
  if (notified < UPDATES / 2) throw new Error(`apollo: expected at least ${UPDATES / 2} reader callbacks, got ${notified}`);
  return ms;
}

// Warm up both (JIT, graphql parsing memo), then interleave rounds.
oursWriteRead();
apolloWriteRead();
oursUpdates();
apolloUpdates();

const writeRead = { ours: [] as number[], apollo: [] as number[] };
const updates = { ours: [] as number[], apollo: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  writeRead.ours.push(time(oursWriteRead));
  writeRead.apollo.push(time(apolloWriteRead));
  if (round >= UPDATE_ROUNDS) continue;
  updates.ours.push(oursUpdates());
  updates.apollo.push(apolloUpdates());
}

const writeReadOursMs = median(writeRead.ours) / WRITE_READ_OPS;
const writeReadApolloMs = median(writeRead.apollo) / WRITE_READ_OPS;
const updatesOursMs = median(updates.ours);
const updatesApolloMs = median(updates.apollo);

printTable({
  title: `Cache: write + read of a ${formatNumber(ENTITIES)}-entity result (median of ${ROUNDS} rounds × ${WRITE_READ_OPS})`,
  columns: ['cache', 'ms per write+read', 'ops/ms', 'vs Apollo'],
  rows: [
    ['facet store', formatNumber(writeReadOursMs, 2), formatNumber(1 / writeReadOursMs, 3), `${formatNumber(writeReadApolloMs / writeReadOursMs, 2)}× faster`],
    ['Apollo InMemoryCache', formatNumber(writeReadApolloMs, 2), formatNumber(1 / writeReadApolloMs, 3), '1.00×'],
  ],
});

printTable({
  title: `Cache: ${formatNumber(UPDATES)} entity updates with ${READERS} mounted readers (median of ${UPDATE_ROUNDS} rounds)`,
  columns: ['cache', 'ms total', 'updates/ms', 'vs Apollo'],
  rows: [
    ['facet store', formatNumber(updatesOursMs, 1), formatNumber(UPDATES / updatesOursMs, 1), `${formatNumber(updatesApolloMs / updatesOursMs, 2)}× faster`],
    ['Apollo InMemoryCache', formatNumber(updatesApolloMs, 1), formatNumber(UPDATES / updatesApolloMs, 1), '1.00×'],
  ],
  note: 'Target (issue 5): faster than Apollo on both. Readers: ours are effects re-reading item(id); Apollo\'s are cache.watch callbacks.',
});
