import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execute, introspectionFromSchema, parse, printSchema, type GraphQLSchema } from 'graphql';
import { INTROSPECTION_QUERY, buildSchemaFromIntrospection, buildSchemaFromIntrospectionInSlices } from '../../src/schema/index.ts';
import { FIXTURES, largeSchema } from '../helpers/schemas.ts';

const introspect = (schema: GraphQLSchema): unknown => JSON.parse(JSON.stringify(execute({ schema, document: parse(INTROSPECTION_QUERY) })));

const slices = suite('buildSchemaFromIntrospectionInSlices');

slices('builds the schema buildSchemaFromIntrospection builds, for every fixture', async () => {
  for (const { name, build } of FIXTURES) {
    const result = introspect(build());
    const once = buildSchemaFromIntrospection(result);
    const sliced = await buildSchemaFromIntrospectionInSlices(result);
    assert.ok(once.ok && sliced.ok, name);
    if (!once.ok || !sliced.ok) continue;
    assert.is(printSchema(sliced.schema), printSchema(once.schema), name);
    assert.equal(introspectionFromSchema(sliced.schema), introspectionFromSchema(once.schema), name);
  }
});

slices('yields between slices of a large schema, each slice short', async () => {
  let clock = 0;
  const now = () => clock;
  let yields = 0;
  // Every type costs 1 "ms" on this clock, so a 8 ms slice holds about 8 types.
  const result = introspect(largeSchema({ types: 400, rootFields: 100 }));
  const outcome = await buildSchemaFromIntrospectionInSlices(result, {
    now: () => (clock += 1, now()),
    sliceMs: 8,
    yieldToMain: async () => {
      yields += 1;
    },
  });
  assert.ok(outcome.ok);
  assert.ok(yields > 50, `${yields} yields`);
});

slices('constructs the schema (its walk over every type) in a slice of its own', async () => {
  let yields = 0;
  // No slice ever runs out on this clock: the one yield left is the one before the constructor.
  const outcome = await buildSchemaFromIntrospectionInSlices(introspect(largeSchema({ types: 400, rootFields: 100 })), {
    now: () => 0,
    yieldToMain: async () => {
      yields += 1;
    },
  });
  assert.ok(outcome.ok);
  assert.is(yields, 1);
});

slices('fails as buildSchemaFromIntrospection does, with the same words', async () => {
  const broken = { data: { __schema: { queryType: { name: 'Q' }, types: [{ kind: 'OBJECT', name: 'Q', interfaces: [], fields: [{ name: 'a', args: [], type: { kind: 'OBJECT', name: 'Missing' } }] }] } } };
  for (const input of [null, {}, { errors: [{ message: 'GraphQL introspection has been disabled' }] }, broken]) {
    assert.equal(await buildSchemaFromIntrospectionInSlices(input), buildSchemaFromIntrospection(input));
  }
});

slices.run();
