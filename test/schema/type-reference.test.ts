import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildClientSchema, introspectionFromSchema } from 'graphql';
import { describeType, listTypes } from '../../src/schema/index.ts';
import { eventsSchema, largeSchema, relaySchema, unionsSchema } from '../helpers/schemas.ts';

const events = eventsSchema();

// ---

const describeTypeSuite = suite('describeType');

describeTypeSuite('describes an object type: fields, arguments, defaults, deprecations and links', () => {
  const event = describeType(events, 'Event');
  assert.ok(event);
  if (!event) return;
  assert.equal([event.kind, event.description, event.isBuiltIn, event.rootKind], ['OBJECT', 'Something happening at a venue.', false, null]);
  const title = event.fields.find((f) => f.name === 'title');
  assert.equal(title && [title.typeLabel, title.typeName, title.description], ['String!', 'String', 'The headline.']);
  const legacy = event.fields.find((f) => f.name === 'legacyCode');
  assert.equal(legacy && [legacy.isDeprecated, legacy.deprecationReason], [true, 'Use id.']);
  const attendees = event.fields.find((f) => f.name === 'attendees');
  assert.equal(attendees?.args.map((a) => [a.name, a.typeLabel, a.defaultValue]), [['first', 'Int!', null]]);
  assert.ok(event.referencedTypes.includes('Venue'));
  assert.ok(event.referencedTypes.includes('DateTime'));
  assert.not.ok(event.referencedTypes.includes('Event'), 'a type does not link to itself');
});

describeTypeSuite('prints argument and input field defaults as GraphQL literals', () => {
  const query = describeType(events, 'Query');
  const eventsField = query?.fields.find((f) => f.name === 'events');
  assert.equal(eventsField?.args.map((a) => a.defaultValue), ['20', '0', null, 'STARTS_AT', 'ASC']);
  assert.is(query?.rootKind, 'query');
  const input = describeType(buildClientSchema(introspectionFromSchema(events)), 'CreateEventInput');
  assert.equal(input?.fields.filter((f) => f.defaultValue !== null).map((f) => [f.name, f.defaultValue]), [['tags', '[]'], ['category', 'OTHER']]);
  assert.is(input?.kind, 'INPUT_OBJECT');
});

describeTypeSuite('describes enums, unions, interfaces and scalars', () => {
  const category = describeType(events, 'Category');
  assert.equal(category?.enumValues.map((v) => [v.name, v.isDeprecated]), [
    ['MUSIC', false], ['THEATRE', false], ['SPORTS', false], ['TALK', false], ['FOOD_AND_DRINK', false], ['OTHER', true],
  ]);
  const unions = unionsSchema();
  assert.equal(describeType(unions, 'Animal')?.possibleTypes, ['Dog', 'Cat', 'Bird']);
  assert.equal(describeType(unions, 'Entity')?.possibleTypes, ['Person', 'Company']);
  assert.equal(describeType(unions, 'Person')?.interfaces, ['Entity', 'Timestamped']);
  assert.equal(describeType(unions, 'Animal')?.referencedTypes, ['Bird', 'Cat', 'Dog']);
  const dateTime = describeType(events, 'DateTime');
  assert.equal(dateTime && [dateTime.kind, dateTime.description, dateTime.isBuiltIn, dateTime.fields], ['SCALAR', 'An instant, RFC 3339 with an offset.', false, []]);
  assert.is(describeType(events, 'String')?.isBuiltIn, true);
  assert.is(describeType(events, '__Schema')?.isBuiltIn, true);
});

describeTypeSuite('returns null for an unknown type', () => {
  assert.is(describeType(relaySchema(), 'Nope'), null);
});

describeTypeSuite.run();

// ---

const listTypesSuite = suite('listTypes');

listTypesSuite('lists every named type but introspection types, sorted by name', () => {
  const types = listTypes(unionsSchema());
  assert.is(types[0]?.name, 'Animal');
  assert.not.ok(types.some((t) => t.name.startsWith('__')));
  assert.equal(types.find((t) => t.name === 'PersonWhere')?.kind, 'INPUT_OBJECT');
  const names = types.map((t) => t.name);
  assert.equal(names, [...names].sort());
  assert.is(listTypes(largeSchema()).length, 2005);
});

listTypesSuite.run();
