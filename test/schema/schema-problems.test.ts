import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { documentSchemaProblems } from '../../src/schema/index.ts';
import { eventsSchema } from '../helpers/schemas.ts';

const events = eventsSchema();

const problems = suite('documentSchemaProblems');

problems('lists what the schema refuses, with positions', () => {
  const found = documentSchemaProblems(events, 'query {\n  event { id nope }\n}');
  assert.equal(found.map((p) => [p.line, p.column]), [[2, 3], [2, 14]]);
  assert.match(found[0]!.message, 'argument "id" of type "ID!" is required');
  assert.match(found[1]!.message, 'Cannot query field "nope" on type "Event"');
});

problems('finds nothing wrong with a valid document', () => {
  assert.equal(documentSchemaProblems(events, 'query One($id: ID!) { event(id: $id) { id } }'), []);
});

problems('leaves syntax errors to listOperations', () => {
  assert.equal(documentSchemaProblems(events, 'query {'), []);
  assert.equal(documentSchemaProblems(events, ''), []);
});

problems('lists problems in document order, whichever rule found them', () => {
  // graphql-js reports rule by rule (unknown fields, then unused variables); the list reads top down.
  const found = documentSchemaProblems(events, 'query One($unused: ID) {\n  nope\n}\nquery Two { alsoNope }');
  const positions = found.map((p) => [p.line ?? 0, p.column ?? 0] as const);
  const sorted = [...positions].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  assert.equal(positions, sorted);
  assert.ok(found.length >= 3, JSON.stringify(found));
  assert.ok(found.some((p) => /unused/.test(p.message)));
  assert.ok(found.some((p) => /alsoNope/.test(p.message)));
});

problems.run();
