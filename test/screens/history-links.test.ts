import { buildSchema } from 'graphql';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { operationScreenHref, reopenInEditorHref } from '../../src/screens/history-links.ts';

const schema = buildSchema('type Query { events(limit: Int, category: String): [String] venues: [String] } type Mutation { deleteEvent(id: ID!): Boolean }');

const links = suite('history links');

links('opens a run on its operation screen with its arguments, as that screen writes them', () => {
  assert.is(operationScreenHref(schema, { operationType: 'query', field: 'events', variables: { limit: 5, category: 'MUSIC' } }), '/query/events?limit=5&category=MUSIC&facet-op=query/events');
  assert.is(operationScreenHref(schema, { operationType: 'query', field: 'venues', variables: {} }), '/query/venues');
  assert.is(operationScreenHref(schema, { operationType: 'mutation', field: 'deleteEvent', variables: { id: 'e3' } }), '/mutation/deleteEvent?id=e3&facet-op=mutation/deleteEvent');
});

links('has no screen for a field the schema lacks, or before the schema is loaded', () => {
  assert.is(operationScreenHref(schema, { operationType: 'query', field: 'gone', variables: {} }), null);
  assert.is(operationScreenHref(null, { operationType: 'query', field: 'events', variables: {} }), null);
});

links('opens a run in the editor through the document link', () => {
  const href = reopenInEditorHref({ query: 'query A { venues }', variables: { n: 1 }, operationName: 'A' });
  const url = new URL(href, 'http://x/');
  assert.is(url.pathname, '/document');
  assert.is(url.searchParams.get('query'), 'query A { venues }');
  assert.equal(JSON.parse(url.searchParams.get('variables')!), { n: 1 });
});

links.run();
