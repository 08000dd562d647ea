import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSchema, type GraphQLField } from 'graphql';
import { detectPagination } from '../../../src/schema/index.ts';
import { listItems } from '../../../src/ui/results/list-items.ts';

const schema = buildSchema(/* GraphQL */ `
  type Event { id: ID! }
  type EventPage { items: [Event!]! total: Int! }
  type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
  type EventEdge { cursor: String! node: Event! }
  type EventConnection { edges: [EventEdge!]! pageInfo: PageInfo! totalCount: Int! }
  type Query { events(limit: Int, offset: Int): EventPage! eventsConnection(first: Int, after: String): EventConnection! }
`);
const shapeOf = (name: string) => detectPagination(schema.getQueryType()!.getFields()[name] as GraphQLField<unknown, unknown>);
const connection = { __typename: 'EventConnection', edges: [{ cursor: 'c1', node: { id: 'e1' } }], pageInfo: { hasNextPage: false }, totalCount: 9 };

// ---

const ListItemsSuite = suite('listItems');

ListItemsSuite('takes an array as it is, with no total', () => {
  assert.equal(listItems([1, 2]), { items: [1, 2], total: null });
});

ListItemsSuite('reads a connection by its shape, or by its keys alone', () => {
  assert.equal(listItems(connection, shapeOf('eventsConnection')), { items: [{ id: 'e1' }], total: 9 });
  assert.equal(listItems(connection), { items: [{ id: 'e1' }], total: 9 });
  assert.equal(listItems({ nodes: [{ id: 'e2' }] }), { items: [{ id: 'e2' }], total: null });
});

ListItemsSuite('reads a page object by its shape', () => {
  assert.equal(listItems({ items: [{ id: 'e1' }], total: 5 }, shapeOf('events')), { items: [{ id: 'e1' }], total: 5 });
});

ListItemsSuite('is no list for an object with other fields, or a connection without edges or nodes', () => {
  assert.is(listItems({ edges: [], name: 'x' }), null);
  assert.is(listItems({ totalCount: 9 }, shapeOf('eventsConnection')), null);
  assert.is(listItems({ totalCount: 9 }), null);
  assert.is(listItems('text'), null);
});

ListItemsSuite.run();
