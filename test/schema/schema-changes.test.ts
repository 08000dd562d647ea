// What a schema refresh changed, in words (issue 16 "Refresh schema gives no feedback").
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSchema } from 'graphql';
import { describeSchemaChanges, schemaChanges } from '../../src/schema/schema-changes.ts';

const before = buildSchema('type Event { id: ID! title: String venue: String } input EventInput { title: String } type Query { events: [Event!]! }');

const changes = suite('schemaChanges and describeSchemaChanges');

changes('says there were no changes for the same schema built again', () => {
  const again = buildSchema('type Event { id: ID! title: String venue: String } input EventInput { title: String } type Query { events: [Event!]! }');
  assert.is(describeSchemaChanges(schemaChanges(before, again)), 'Schema refreshed: no changes');
});

changes('counts types and fields added and removed, naming the first few', () => {
  const after = buildSchema(
    'type Event { id: ID! title: String startsAt: String rating: Int } type Ticket { id: ID! } input EventInput { title: String tags: [String] } type Query { events: [Event!]! tickets: [Ticket!]! }',
  );
  const found = schemaChanges(before, after);
  assert.equal(found, {
    addedTypes: ['Ticket'],
    removedTypes: [],
    addedFields: ['Event.startsAt', 'Event.rating', 'EventInput.tags', 'Query.tickets'],
    removedFields: ['Event.venue'],
  });
  assert.is(describeSchemaChanges(found), 'Schema refreshed: 1 type added (Ticket), 4 fields added (Event.startsAt, Event.rating, EventInput.tags, …), 1 field removed (Event.venue)');
});

changes.run();
