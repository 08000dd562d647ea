import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { connectionShape, detectPagination, findRootField, pageObjectShape, rootFieldShapes } from '../../src/schema/index.ts';
import { eventsSchema, largeSchema, relaySchema, schemaFromSdl, unionsSchema } from '../helpers/schemas.ts';

const events = eventsSchema();
const relay = relaySchema();

const offsets = schemaFromSdl(`
  type Item { id: ID! name: String }
  type CollectionSegment { items: [Item!] pageInfo: SegmentInfo totalCount: Int! }
  type SegmentInfo { hasNextPage: Boolean! }
  type StoryPage { results: [Item!]! total: Int }
  type Query {
    a(limit: Int, offset: Int): [Item!]!
    b(first: Int, skip: Int): [Item!]!
    c(page: Int, perPage: Int): [Item!]!
    d(page: Int = 1, per_page: Int): StoryPage!
    e(pageSize: Int = 25, page: Int = 0): [Item]
    f(skip: Int, take: Int): CollectionSegment
    g(limit: String, offset: String): [Item!]!
    h(limit: Int): [Item!]!
    i: Item
    j: [Item!]!
    k: StoryPage
  }
`);

const pagination = (schema: typeof events, name: string) => detectPagination(findRootField(schema, 'query', name)!);

// ---

const detectPaginationSuite = suite('detectPagination');

detectPaginationSuite('detects a Relay connection with both directions and a total', () => {
  const shape = pagination(events, 'eventsConnection');
  assert.is(shape.kind, 'relay');
  if (shape.kind !== 'relay') return;
  assert.equal([shape.forward, shape.backward, shape.hasTotal, shape.nodesShortcut, shape.offsetArg], [true, true, true, false, null]);
  assert.is(shape.connection.nodeType.name, 'Event');
});

detectPaginationSuite('detects forward-only connections, the nodes shortcut and a missing total', () => {
  const search = pagination(relay, 'search');
  assert.equal(search.kind === 'relay' && [search.forward, search.backward, search.nodesShortcut, search.hasTotal], [true, false, true, true]);
  const starred = pagination(relay, 'starred');
  assert.equal(starred.kind === 'relay' && [starred.forward, starred.hasTotal, starred.nodesShortcut], [true, false, false]);
});

detectPaginationSuite('notes an offset argument on a PostGraphile-style connection', () => {
  const shape = pagination(relay, 'allIssues');
  assert.equal(shape.kind === 'relay' && [shape.offsetArg, shape.forward], ['offset', false]);
});

detectPaginationSuite('detects limit/offset on a page object with items and total', () => {
  assert.equal(pagination(events, 'events'), {
    kind: 'offset', limitArg: 'limit', offsetArg: 'offset', style: 'offset', pageBase: 0, defaultLimit: 20, itemsField: 'items', totalField: 'total',
  });
});

detectPaginationSuite('covers first/skip, page/perPage, per_page, pageSize and skip/take', () => {
  const base = { kind: 'offset', defaultLimit: null };
  assert.equal(pagination(offsets, 'a'), { ...base, limitArg: 'limit', offsetArg: 'offset', style: 'offset', pageBase: 0 });
  assert.equal(pagination(offsets, 'b'), { ...base, limitArg: 'first', offsetArg: 'skip', style: 'offset', pageBase: 0 });
  assert.equal(pagination(offsets, 'c'), { ...base, limitArg: 'perPage', offsetArg: 'page', style: 'page', pageBase: 1 });
  assert.equal(pagination(offsets, 'd'), { ...base, limitArg: 'per_page', offsetArg: 'page', style: 'page', pageBase: 1, itemsField: 'results', totalField: 'total' });
  assert.equal(pagination(offsets, 'e'), { ...base, limitArg: 'pageSize', offsetArg: 'page', style: 'page', pageBase: 0, defaultLimit: 25 });
  assert.equal(pagination(offsets, 'f'), { ...base, limitArg: 'take', offsetArg: 'skip', style: 'offset', pageBase: 0, itemsField: 'items', totalField: 'totalCount' });
});

detectPaginationSuite('falls back to a client-side list without an integer pair', () => {
  assert.equal(pagination(offsets, 'g'), { kind: 'list' });
  assert.equal(pagination(offsets, 'h'), { kind: 'list' });
  assert.equal(pagination(offsets, 'j'), { kind: 'list' });
  assert.equal(pagination(offsets, 'k'), { kind: 'list', itemsField: 'results', totalField: 'total' });
  assert.equal(pagination(unionsSchema(), 'people'), { kind: 'offset', limitArg: 'limit', offsetArg: 'skip', style: 'offset', pageBase: 0, defaultLimit: null });
});

detectPaginationSuite('says none for a single object or scalar', () => {
  assert.equal(pagination(offsets, 'i'), { kind: 'none' });
  assert.equal(pagination(events, 'hello'), { kind: 'none' });
  assert.equal(pagination(relay, 'viewer'), { kind: 'none' });
});

detectPaginationSuite('classifies every query of the large schema', () => {
  const schema = largeSchema();
  const counts: Record<string, number> = {};
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    const kind = detectPagination(field).kind;
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  assert.equal(counts, { none: 100, offset: 100, relay: 100, list: 100 });
});

detectPaginationSuite.run();

// ---

const connectionShapeSuite = suite('connectionShape');

connectionShapeSuite('lists the pageInfo fields present and whether edges carry cursors', () => {
  const shape = connectionShape(relay.getType('RepositoryConnection') as never);
  assert.equal(shape && [shape.hasEdges, shape.hasCursor, shape.hasNodes, shape.totalField, shape.pageInfoFields], [
    true, true, true, 'totalCount', ['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor'],
  ]);
});

connectionShapeSuite('rejects objects without pageInfo, and accepts nodes without edges', () => {
  assert.is(connectionShape(events.getType('EventPage') as never), null);
  const nodesOnly = schemaFromSdl('type P { hasNextPage: Boolean! } type C { nodes: [Int!]! pageInfo: P! } type Query { c: C }');
  const shape = connectionShape(nodesOnly.getType('C') as never);
  assert.equal(shape && [shape.hasEdges, shape.hasNodes, shape.nodeType.name, shape.totalField], [false, true, 'Int', null]);
});

connectionShapeSuite.run();

// ---

const pageObjectShapeSuite = suite('pageObjectShape');

pageObjectShapeSuite('finds the items and total fields of a page object, never of a connection', () => {
  assert.equal(pageObjectShape(events.getType('EventPage') as never), { itemsField: 'items', totalField: 'total' });
  assert.is(pageObjectShape(events.getType('EventConnection') as never), null);
  assert.is(pageObjectShape(events.getType('Event') as never), null);
});

pageObjectShapeSuite.run();

// ---

const rootShapes = suite('rootFieldShapes');

rootShapes('gives each selected root field its shape by response key, through aliases and fragments', () => {
  const text = `
    query Two { page: events(limit: 2) { total items { id } } ...More }
    fragment More on Query { ... on Query { venues { id } } }
    query Other { venues { id } }`;
  const shapes = rootFieldShapes(events, text, 'Two');
  assert.equal(Object.keys(shapes).sort(), ['page', 'venues']);
  assert.is(shapes.page?.kind, 'offset');
  assert.is(shapes.venues?.kind, 'list');
  assert.is(rootFieldShapes(relay, '{ starred(first: 2) { edges { node { id } } } }', null).starred?.kind, 'relay');
});

rootShapes('gives nothing for a document that does not parse, an operation it lacks, or fields the schema lacks', () => {
  assert.equal(rootFieldShapes(events, 'query {', null), {});
  assert.equal(rootFieldShapes(events, 'query A { venues { id } } query B { venues { id } }', null), {}, 'two operations, none named');
  assert.equal(rootFieldShapes(events, '{ nothingLikeThis }', null), {});
});

rootShapes.run();
