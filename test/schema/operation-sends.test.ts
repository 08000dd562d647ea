import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { operationSends } from '../../src/schema/index.ts';

const DOCUMENT = 'query Few($n: Int) { events(limit: $n) { id } }\nmutation Del { deleteEvent(id: "e3") { id } }';

const sends = suite('operationSends');

sends('lists a mutation\'s literal arguments and none of another operation\'s variables (issue 16)', () => {
  assert.equal(operationSends(DOCUMENT, 'Del', { n: 3 }), { variables: {}, arguments: { id: 'e3' } });
});

sends('puts the typed variables the operation declares into its arguments, nested ones too', () => {
  const text = 'mutation Make($title: String!, $city: String, $unused: Int) { createEvent(input: { title: $title, venue: { city: $city } }, draft: true) { id } }';
  const plain = JSON.parse(JSON.stringify(operationSends(text, 'Make', { title: 'Gala', city: 'Oslo', unused: 1, stray: 2 }))); // graphql-js builds input objects without a prototype
  assert.equal(plain, {
    variables: { title: 'Gala', city: 'Oslo', unused: 1 },
    arguments: { input: { title: 'Gala', venue: { city: 'Oslo' } }, draft: true },
  });
});

sends('names arguments by field when the operation selects several root fields, and leaves out a variable with no value', () => {
  const text = 'mutation Two($id: ID) { a: deleteEvent(id: $id) { id } touch(at: 5) ... on Mutation { ping(times: 2) } }';
  assert.equal(operationSends(text, null, {}), { variables: {}, arguments: { 'touch.at': 5, 'ping.times': 2 } });
});

sends('is null for a document that does not parse, or an operation it lacks', () => {
  assert.is(operationSends('query {', null, {}), null);
  assert.is(operationSends(DOCUMENT, 'Nope', {}), null);
  assert.is(operationSends(DOCUMENT, null, {}), null, 'two operations and none named');
});

sends.run();
