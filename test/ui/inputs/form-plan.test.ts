import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSchema, type GraphQLField } from 'graphql';
import { buildArgumentForm } from '../../../src/schema/index.ts';
import { planOpenObjects } from '../../../src/ui/inputs/form-plan.ts';
import { hasuraLikeSchema } from '../../helpers/hasura-like.ts';

const schema = buildSchema(/* GraphQL */ `
  input Geo { lat: Float! lng: Float! }
  input Address { street: String city: String geo: Geo }
  input Contact { email: String! phone: String }
  input Venue { name: String! address: Address contact: Contact! }
  input Order { note: String venue: Venue! }
  type Query { book(order: Order!, extra: Address, venues: [Venue!]): String }
`);
const form = buildArgumentForm(schema.getQueryType()!.getFields().book as GraphQLField<unknown, unknown>);

const Plan = suite('planOpenObjects');

Plan('opens the objects that will be sent, breadth first, and leaves blank optional ones closed', () => {
  assert.equal([...planOpenObjects(form.fields, {})], ['order', 'order.venue', 'order.venue.contact']);
});

Plan('opens an optional object that holds a value, and the sent objects inside it', () => {
  assert.equal([...planOpenObjects(form.fields, { extra: { city: 'Oslo' } })], ['order', 'extra', 'order.venue', 'order.venue.contact']);
});

Plan('stops opening once the next object would not fit the budget', () => {
  // 3 arguments, then order (2 fields) fits in 6, venue (3) no longer does.
  assert.equal([...planOpenObjects(form.fields, {}, 6)], ['order']);
});

Plan('follows the items a list already holds', () => {
  assert.equal([...planOpenObjects(form.fields, { venues: [{ name: 'A' }] })], ['order', 'order.venue', 'venues.0.contact', 'order.venue.contact']);
});

Plan('opens the required `where` of a Hasura-like delete and none of its recursive parts', () => {
  const hasura = hasuraLikeSchema();
  const del = buildArgumentForm(hasura.getMutationType()!.getFields().delete_users as GraphQLField<unknown, unknown>);
  assert.equal([...planOpenObjects(del.fields, {})], ['where']);
});

Plan.run();
