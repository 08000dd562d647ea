import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { computed, effect } from '@preact/signals-core';
import { createCache } from '../../src/store/index.ts';

const ITEMS = `query Items($limit: Int) { items(limit: $limit) { id name price owner { id name } tags } }`;
const ITEM = `query Item($id: ID!) { item(id: $id) { id name price } }`;
const itemsData = {
  items: [
    { __typename: 'Item', id: '1', name: 'Lamp', price: 10, owner: { __typename: 'User', id: 'u1', name: 'Ada' }, tags: ['a'] },
    { __typename: 'Item', id: '2', name: 'Desk', price: 99, owner: { __typename: 'User', id: 'u1', name: 'Ada' }, tags: [] },
  ],
};

const cacheSuite = suite('createCache');

cacheSuite('normalises entities by __typename and id, and rebuilds the result', () => {
  const cache = createCache();
  cache.write(ITEMS, { limit: 2 }, itemsData);
  assert.ok(cache.has('Item:1'));
  assert.ok(cache.has('User:u1'));
  const serialized = cache.serialize();
  assert.equal(serialized.ROOT_QUERY, { 'items({"limit":2})': [{ __ref: 'Item:1' }, { __ref: 'Item:2' }] });
  assert.equal(serialized['Item:1']!.owner, { __ref: 'User:u1' });
  const read = cache.read(ITEMS, { limit: 2 });
  assert.ok(read.isComplete);
  assert.equal(read.data, itemsData);
});

cacheSuite('keys root fields by arguments, so other arguments are a miss', () => {
  const cache = createCache();
  cache.write(ITEMS, { limit: 2 }, itemsData);
  const miss = cache.read(ITEMS, { limit: 5 });
  assert.is(miss.isComplete, false);
  assert.is(miss.data, null);
});

cacheSuite('reads a query from entities another query wrote', () => {
  const cache = createCache();
  cache.write(ITEMS, { limit: 2 }, itemsData);
  cache.write('query { item(id: "1") { id } }', {}, { item: { __typename: 'Item', id: '1' } });
  const read = cache.read(ITEM, { id: '1' });
  assert.ok(read.isComplete);
  assert.equal(read.data, { item: { __typename: 'Item', id: '1', name: 'Lamp', price: 10 } });
});

cacheSuite('reports a missing field as incomplete but keeps what is there', () => {
  const cache = createCache();
  cache.write('query { item(id: "1") { id name } }', {}, { item: { __typename: 'Item', id: '1', name: 'Lamp' } });
  const read = cache.read('query { item(id: "1") { id name price } }');
  assert.is(read.isComplete, false);
  assert.equal(read.data, { item: { __typename: 'Item', id: '1', name: 'Lamp' } });
});

cacheSuite('uses configured key fields, and stores types with keyFields false inline by path', () => {
  const cache = createCache({ keyFields: { Book: ['isbn', 'edition'], Stats: false } });
  cache.write('{ book { isbn edition title } stats { id count } }', {}, {
    book: { __typename: 'Book', isbn: 'x', edition: 2, title: 'T' },
    stats: { __typename: 'Stats', id: 's', count: 3 },
  });
  assert.ok(cache.has('Book:{"edition":2,"isbn":"x"}'));
  assert.is(cache.has('Stats:s'), false);
  assert.ok(cache.has('$ROOT_QUERY.stats'));
  assert.is(cache.identify({ __typename: 'Item', id: 7 }), 'Item:7');
  assert.is(cache.identify({ id: 7 }), null);
});

cacheSuite('stores objects without an id by path and lists of them by index', () => {
  const cache = createCache();
  const data = { report: { __typename: 'Report', rows: [{ __typename: 'Row', n: 1 }, { __typename: 'Row', n: 2 }] } };
  cache.write('{ report { rows { n } } }', {}, data);
  assert.ok(cache.has('$ROOT_QUERY.report.rows.1'));
  assert.equal(cache.read('{ report { rows { n } } }').data, data);
});

cacheSuite('resolves aliases, fragments, @skip and @include', () => {
  const cache = createCache();
  const doc = `query Q($full: Boolean!) { first: item(id: "1") { ...F price @include(if: $full) } }
    fragment F on Item { id name }`;
  cache.write(doc, { full: true }, { first: { __typename: 'Item', id: '1', name: 'Lamp', price: 10 } });
  assert.equal(cache.read(doc, { full: false }).data, { first: { __typename: 'Item', id: '1', name: 'Lamp' } });
  assert.equal(cache.field('Item:1', 'price').value, 10);
});

cacheSuite('matches a fragment on another type loosely: present fields are read, absent ones are no miss', () => {
  const cache = createCache();
  const doc = '{ node(id: "1") { id ... on Item { name } ... on User { email } } }';
  cache.write(doc, {}, { node: { __typename: 'Item', id: '1', name: 'Lamp' } });
  const read = cache.read(doc);
  assert.ok(read.isComplete);
  assert.equal(read.data, { node: { __typename: 'Item', id: '1', name: 'Lamp' } });
});

cacheSuite('notifies a reader of one field only when that field changes', () => {
  const cache = createCache();
  cache.write(ITEMS, { limit: 2 }, itemsData);
  let nameRuns = 0;
  let priceRuns = 0;
  const stopName = effect(() => { void cache.field('Item:1', 'name').value; nameRuns++; });
  const stopPrice = effect(() => { void cache.field('Item:1', 'price').value; priceRuns++; });
  cache.write(ITEM, { id: '1' }, { item: { __typename: 'Item', id: '1', name: 'Lamp 2', price: 10 } });
  cache.write(ITEM, { id: '1' }, { item: { __typename: 'Item', id: '1', name: 'Lamp 2', price: 10 } });
  stopName();
  stopPrice();
  assert.is(nameRuns, 2);
  assert.is(priceRuns, 1);
});

cacheSuite('gives a view whose shape ignores leaf changes while its getters read the new value', () => {
  const cache = createCache();
  cache.write(ITEMS, { limit: 2 }, itemsData);
  let shapeRuns = 0;
  const shape = computed(() => { shapeRuns++; return cache.view<typeof itemsData>(ITEMS, { limit: 2 }); });
  const first = shape.value;
  cache.write(ITEM, { id: '2' }, { item: { __typename: 'Item', id: '2', name: 'Table', price: 99 } });
  assert.is(shape.value, first);
  assert.is(first.data!.items[1]!.name, 'Table');
  assert.equal(JSON.parse(JSON.stringify(first.data)).items[1].name, 'Table');
  cache.write(ITEMS, { limit: 2 }, { items: [itemsData.items[1]] });
  assert.is.not(shape.value, first);
  assert.is(shape.value.data!.items.length, 1);
  assert.is(shapeRuns, 2);
});

cacheSuite('makes a view complete once a missing field arrives', () => {
  const cache = createCache();
  const view = computed(() => cache.view('{ item(id: "1") { id name } }'));
  assert.is(view.value.isComplete, false);
  cache.write('{ item(id: "1") { id name } }', {}, { item: { __typename: 'Item', id: '1', name: 'Lamp' } });
  assert.ok(view.value.isComplete);
});

cacheSuite('serialises to JSON and restores into a new cache', () => {
  const cache = createCache();
  cache.write(ITEMS, { limit: 2 }, itemsData);
  const copy = createCache();
  copy.restore(JSON.parse(JSON.stringify(cache.serialize())));
  assert.equal(copy.read(ITEMS, { limit: 2 }).data, itemsData);
});

cacheSuite('evicts an entity: its fields become misses and lists drop it', () => {
  const cache = createCache();
  cache.write(ITEMS, { limit: 2 }, itemsData);
  const list = computed(() => cache.view<typeof itemsData>(ITEMS, { limit: 2 }));
  assert.is(list.value.data!.items.length, 2);
  assert.ok(cache.evict('Item:1'));
  assert.is(cache.evict('Item:1'), false);
  assert.is(cache.has('Item:1'), false);
  assert.ok(list.value.isComplete);
  assert.equal(list.value.data!.items.map((i) => i.id), ['2']);
  assert.is(cache.read(ITEM, { id: '1' }).isComplete, false);
});

cacheSuite('clears every value and notifies readers', () => {
  const cache = createCache();
  cache.write(ITEMS, { limit: 2 }, itemsData);
  const name = cache.field('Item:1', 'name');
  cache.clear();
  assert.is(name.value, undefined);
  assert.equal(cache.keys(), []);
  assert.is(cache.read(ITEMS, { limit: 2 }).isComplete, false);
});

cacheSuite('writeBatch writes results in order and notifies each field once, of its last value', () => {
  const cache = createCache();
  cache.write(ITEM, { id: '1' }, { item: { __typename: 'Item', id: '1', name: 'Lamp', price: 1 } });
  const seen: unknown[] = [];
  const stop = cache.field('Item:1', 'price').subscribe((price) => seen.push(price));
  const results = [2, 3, 4].map((price) => ({ item: { __typename: 'Item', id: '1', name: 'Lamp', price } }));
  cache.writeBatch(ITEM, { id: '1' }, results);
  assert.equal(seen, [1, 4]);
  stop();
});

cacheSuite('writeBatch with isKnownOnly updates held entities, also inside new ones, and adds none', () => {
  const cache = createCache();
  cache.write(ITEMS, { limit: 2 }, itemsData);
  const before = cache.keys().sort();
  const CHANGED = 'subscription { itemChanged { id name owner { id name } } }';
  cache.writeBatch(CHANGED, {}, [
    { itemChanged: { __typename: 'Item', id: '9', name: 'New', owner: { __typename: 'User', id: 'u1', name: 'Renamed' } } },
    { itemChanged: { __typename: 'Item', id: '1', name: 'Lamp 2', owner: null } },
  ], { isKnownOnly: true });
  assert.equal(cache.keys().sort(), before);
  assert.is(cache.field('User:u1', 'name').peek(), 'Renamed');
  assert.is(cache.field('Item:1', 'name').peek(), 'Lamp 2');
});

cacheSuite('merges fields with the same response key: every sub-selection is written and read (review C1)', () => {
  const cache = createCache();
  const doc = 'query { viewer { __typename id } ...F } fragment F on Query { viewer { name } }';
  // The fragment on Query gets a __typename too (addTypename), which the server answers.
  const data = { viewer: { __typename: 'User', id: '1', name: 'Ada' }, __typename: 'Query' };
  cache.write(doc, {}, data);
  const read = cache.read(doc);
  assert.ok(read.isComplete);
  assert.equal(read.data, data);
  assert.is(cache.read('{ viewer { id name email } }').isComplete, false);
});

cacheSuite('keeps path keys apart from entity keys, whatever an id holds (review C4)', () => {
  const cache = createCache();
  const doc = '{ a: user(id: "alice") { __typename id profile { bio } } b: user(id: "x") { __typename id bio } }';
  const data = {
    a: { __typename: 'User', id: 'alice', profile: { __typename: 'Profile', bio: 'one' } },
    b: { __typename: 'User', id: 'alice.profile', bio: 'two' },
  };
  cache.write(doc, {}, data);
  assert.equal(cache.read(doc).data, data);
});

cacheSuite('keeps the paths below two entities apart when an id holds a dot', () => {
  const cache = createCache();
  const doc = '{ a: user(id: "a") { id profile { link { url } } } b: user(id: "a.profile") { id link { url } } }';
  const data = {
    a: { __typename: 'User', id: 'a', profile: { __typename: 'Profile', link: { __typename: 'Link', url: 'one' } } },
    b: { __typename: 'User', id: 'a.profile', link: { __typename: 'Link', url: 'two' } },
  };
  cache.write(doc, {}, data);
  assert.equal(cache.read(doc).data, data);
});

cacheSuite('stores an object whose __typename is no GraphQL name by path, never as an entity', () => {
  const cache = createCache();
  const doc = '{ a: user(id: "1") { id profile { x } } b: other { id x } }';
  const data = {
    a: { __typename: 'User', id: '1', profile: { __typename: 'Profile', x: 'one' } },
    b: { __typename: '$User', id: '1.profile', x: 'two' },
  };
  cache.write(doc, {}, data);
  assert.equal(cache.read(doc).data, data);
  assert.is(cache.identify(data.b), null);
});

cacheSuite('methods work detached from the cache (review C7)', () => {
  const cache = createCache();
  cache.write(ITEMS, { limit: 2 }, itemsData);
  const { keys, has, evict } = cache;
  assert.ok(keys().includes('Item:1'));
  assert.ok(has('Item:1'));
  assert.ok(evict('Item:1'));
  assert.is(has('Item:1'), false);
});

cacheSuite('applies the operation\'s variable defaults to @include/@skip and to field keys, as graphql-js does', () => {
  const cache = createCache();
  const doc = 'query Q($full: Boolean! = true, $n: Int = 2) { items(limit: $n) { id name @include(if: $full) } }';
  const data = { items: [{ __typename: 'Item', id: '1', name: 'Lamp' }] };
  cache.write(doc, {}, data);
  assert.equal(cache.read(doc, {}).data, data);
  assert.is(cache.read('{ items { id name } }').isComplete, false);
  assert.ok(cache.read('{ items(limit: 2) { id name } }').isComplete);
});

cacheSuite('matches fragments exactly when given possibleTypes: a fragment on another type is not read', () => {
  const cache = createCache({ possibleTypes: { Node: ['Repository', 'Organization'] } });
  cache.write('{ org { id name } }', {}, { org: { __typename: 'Organization', id: '1', name: 'Acme' } });
  const doc = '{ node(id: "1") { id ... on Repository { name } ... on Node { createdAt } } }';
  cache.write('{ node(id: "1") { id } }', {}, { node: { __typename: 'Organization', id: '1' } });
  const read = cache.read(doc);
  assert.equal(read.data, { node: { __typename: 'Organization', id: '1' } });
  assert.is(read.isComplete, false); // createdAt, on the interface Organization implements, is missing
});

cacheSuite('counts a fragment spread on the root type as part of the query: its missing fields are a miss', () => {
  const cache = createCache();
  const read = cache.read('query { ...F } fragment F on query_root { hello }');
  assert.is(read.isComplete, false);
  assert.is(read.data, null);
});

cacheSuite('matches fragments on the root against its __typename: one on another type inside is not read', () => {
  const cache = createCache({ possibleTypes: { Node: ['Query', 'User'] } });
  cache.write('{ name }', {}, { name: 'root name' });
  const doc = '{ ...F } fragment F on Node { nodeId ... on User { name } }';
  const data = { nodeId: 'q', __typename: 'Query' };
  cache.write(doc, {}, data);
  assert.equal(cache.read(doc), { data, isComplete: true });
});

cacheSuite('misses, never answers wrongly, when another query stored the same field\'s object without its id', () => {
  const cache = createCache();
  const keyed = '{ viewer { id name } }';
  cache.write(keyed, {}, { viewer: { __typename: 'User', id: '1', name: 'Ada' } });
  cache.write('{ viewer { name } }', {}, { viewer: { __typename: 'User', name: 'Grace' } });
  const read = cache.read(keyed);
  assert.is(read.isComplete, false);
  assert.equal(read.data, { viewer: { __typename: 'User', name: 'Grace' } });
});

cacheSuite.run();
