import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OPERATION_KINDS, filterRootFields, findRootField, listRootFields, rootType } from '../../src/schema/index.ts';
import { eventsSchema, largeSchema, unionsSchema } from '../helpers/schemas.ts';

const events = eventsSchema();
const large = largeSchema();

// ---

const listRootFieldsSuite = suite('listRootFields');

listRootFieldsSuite('lists root fields in schema order with description, deprecation and argument counts', () => {
  const queries = listRootFields(events, 'query');
  assert.is(queries[0]?.name, 'events');
  assert.equal(queries[0] && [queries[0].description, queries[0].argCount, queries[0].requiredArgCount, queries[0].typeLabel, queries[0].typeName], [
    'Events, a page at a time.', 5, 0, 'EventPage!', 'EventPage',
  ]);
  const old = queries.find((q) => q.name === 'oldEvents');
  assert.equal(old && [old.isDeprecated, old.deprecationReason], [true, 'Use events.']);
  const login = listRootFields(events, 'mutation').find((m) => m.name === 'login');
  assert.equal(login && [login.kind, login.requiredArgCount], ['mutation', 2]);
});

listRootFieldsSuite('returns nothing for an operation kind the schema lacks', () => {
  assert.equal(listRootFields(unionsSchema(), 'mutation'), []);
  assert.equal(listRootFields(unionsSchema(), 'subscription'), []);
});

listRootFieldsSuite('lists all 600 root fields of the large schema', () => {
  assert.is(OPERATION_KINDS.reduce((n, kind) => n + listRootFields(large, kind).length, 0), 600);
});

listRootFieldsSuite.run();

// ---

const filterRootFieldsSuite = suite('filterRootFields');

filterRootFieldsSuite('keeps names containing the text, ignoring case and spaces, in order', () => {
  const queries = listRootFields(events, 'query');
  assert.equal(filterRootFields(queries, ' EVENTS ').map((f) => f.name), ['events', 'eventsConnection', 'eventsOn', 'oldEvents']);
  assert.equal(filterRootFields(queries, 'zzz'), []);
});

filterRootFieldsSuite('returns the same list for an empty filter', () => {
  const queries = listRootFields(events, 'query');
  assert.is(filterRootFields(queries, '   '), queries);
});

filterRootFieldsSuite('filters the 600 root fields of the large schema exactly', () => {
  const all = OPERATION_KINDS.flatMap((kind) => listRootFields(large, kind));
  assert.equal(filterRootFields(all, 'entity0001').map((f) => f.name), ['getEntity0001List', 'deleteEntity0001List', 'onEntity0001List']);
  assert.is(filterRootFields(all, 'connection').length, 100 + 37 + 12, 'every fourth field of each kind');
  assert.is(filterRootFields(all, 'DELETE').length, 75);
  for (const text of ['e', 'en', 'ent', 'enti', 'entit', 'entity', 'entity0', 'entity04', 'entity049']) {
    const expected = all.filter((f) => f.name.toLowerCase().includes(text));
    assert.equal(filterRootFields(all, text), expected, text);
  }
});

filterRootFieldsSuite.run();

// ---

const findRootFieldSuite = suite('findRootField');

findRootFieldSuite('finds a root field by kind and name, or null', () => {
  assert.is(findRootField(events, 'mutation', 'login')?.name, 'login');
  assert.is(findRootField(events, 'query', 'login'), null);
  assert.is(findRootField(unionsSchema(), 'subscription', 'x'), null);
});

findRootFieldSuite.run();

// ---

const rootTypeSuite = suite('rootType');

rootTypeSuite('returns the root object type of each kind, or null', () => {
  assert.equal(OPERATION_KINDS.map((kind) => rootType(events, kind)?.name ?? null), ['Query', 'Mutation', 'Subscription']);
  assert.equal(OPERATION_KINDS.map((kind) => rootType(unionsSchema(), kind)?.name ?? null), ['Query', null, null]);
});

rootTypeSuite.run();
