import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NoSchemaIntrospectionCustomRule, execute, parse, printSchema, specifiedRules, validate, type ExecutionResult, type GraphQLSchema } from 'graphql';
import {
  BASIC_INTROSPECTION_QUERY,
  INTROSPECTION_OPERATION_NAME,
  INTROSPECTION_QUERY,
  buildSchemaFromIntrospection,
  rejectsNewerIntrospection,
  summarizeSchema,
} from '../../src/schema/index.ts';
import { FIXTURES, eventsSchema, largeSchema, relaySchema, unionsSchema } from '../helpers/schemas.ts';

/** Runs the introspection query the way a server would, optionally with introspection disabled. */
function introspect(schema: GraphQLSchema, { disabled = false, query = INTROSPECTION_QUERY } = {}): ExecutionResult {
  const document = parse(query);
  const errors = validate(schema, document, disabled ? [...specifiedRules, NoSchemaIntrospectionCustomRule] : specifiedRules);
  if (errors.length > 0) return { errors };
  return execute({ schema, document }) as ExecutionResult;
}

// ---

const introspectionQuerySuite = suite('INTROSPECTION_QUERY');

introspectionQuerySuite('asks for descriptions, specifiedByURL, repeatable directives, deprecated input values and @oneOf', () => {
  assert.ok(INTROSPECTION_QUERY.includes(`query ${INTROSPECTION_OPERATION_NAME}`));
  assert.ok(INTROSPECTION_QUERY.includes('specifiedByURL'));
  assert.ok(INTROSPECTION_QUERY.includes('isRepeatable'));
  assert.ok(INTROSPECTION_QUERY.includes('args(includeDeprecated: true)'));
  assert.ok(INTROSPECTION_QUERY.includes('inputFields(includeDeprecated: true)'));
  assert.ok(INTROSPECTION_QUERY.includes('isOneOf'));
  assert.ok(INTROSPECTION_QUERY.includes('description'));
});

introspectionQuerySuite('the basic query asks for none of the newer meta-fields, under the same operation name', () => {
  assert.ok(BASIC_INTROSPECTION_QUERY.includes(`query ${INTROSPECTION_OPERATION_NAME}`));
  assert.ok(BASIC_INTROSPECTION_QUERY.includes('description'));
  // fields/enumValues(includeDeprecated:) are in the spec since 2015; on args and input fields it is new.
  for (const name of ['specifiedByURL', 'isRepeatable', 'args(includeDeprecated', 'inputFields(includeDeprecated', 'isOneOf']) {
    assert.not.ok(BASIC_INTROSPECTION_QUERY.includes(name), name);
  }
});

introspectionQuerySuite('rejectsNewerIntrospection recognises each implementation\'s wording, and nothing else', () => {
  const said = (message: string) => rejectsNewerIntrospection({ errors: [{ message }] });
  assert.ok(said('Cannot query field "isOneOf" on type "__Type".'));
  assert.ok(said('Cannot query field "specifiedByURL" on type "__Type". Did you mean "specifiedByUrl"?'));
  assert.ok(said('Unknown argument "includeDeprecated" on field "__Field.args".'));
  assert.ok(said("Validation error (FieldUndefined@[__schema/directives/isRepeatable]) : Field 'isRepeatable' in type '__Directive' is undefined"));
  assert.ok(said('The field `isOneOf` does not exist on the type `__Type`.'));
  assert.not.ok(said('GraphQL introspection is not allowed'));
  assert.not.ok(said('isOneOfThem is not a field'));
  assert.not.ok(rejectsNewerIntrospection({ data: { __schema: {} } }));
  assert.not.ok(rejectsNewerIntrospection(undefined));
});

introspectionQuerySuite.run();

// ---

const buildSuite = suite('buildSchemaFromIntrospection');

buildSuite('rebuilds every fixture schema from its introspection result', () => {
  for (const fixture of FIXTURES) {
    const original = fixture.build();
    const outcome = buildSchemaFromIntrospection(introspect(original));
    assert.ok(outcome.ok, fixture.name);
    if (outcome.ok) assert.is(printSchema(outcome.schema), printSchema(original), fixture.name);
  }
});

buildSuite('rebuilds a schema from the basic query too, @oneOf aside', () => {
  for (const fixture of FIXTURES) {
    const original = fixture.build();
    const outcome = buildSchemaFromIntrospection(introspect(original, { query: BASIC_INTROSPECTION_QUERY }));
    assert.ok(outcome.ok, fixture.name);
    if (outcome.ok) assert.is(printSchema(outcome.schema).replace(/ @specifiedBy\(url: "[^"]*"\)/g, ''), printSchema(original).replace(' @oneOf', '').replace(/ @specifiedBy\(url: "[^"]*"\)/g, ''), fixture.name);
  }
});

buildSuite('accepts the data part on its own', () => {
  const result = introspect(relaySchema());
  const outcome = buildSchemaFromIntrospection(result.data);
  assert.is(outcome.ok && outcome.schema.getQueryType()?.name, 'Query');
});

buildSuite('names disabled introspection, with the server message', () => {
  const outcome = buildSchemaFromIntrospection(introspect(eventsSchema(), { disabled: true }));
  assert.is(outcome.ok, false);
  if (outcome.ok) return;
  assert.is(outcome.failure.kind, 'introspection-disabled');
  assert.match(outcome.failure.serverMessages[0] ?? '', /introspection has been disabled/);
  assert.match(outcome.failure.message, /^The server does not allow introspection: /);
  const apollo = buildSchemaFromIntrospection({ errors: [{ message: 'GraphQL introspection is not allowed by Apollo Server, but the query contained __schema or __type.' }] });
  assert.equal(!apollo.ok && apollo.failure.kind, 'introspection-disabled');
  const stripped = buildSchemaFromIntrospection({ errors: [{ message: 'Cannot query field "__schema" on type "Query".' }] });
  assert.equal(!stripped.ok && stripped.failure.kind, 'introspection-disabled');
});

buildSuite('reports other GraphQL errors without a schema', () => {
  const outcome = buildSchemaFromIntrospection({ data: null, errors: [{ message: 'Not authorised' }] });
  assert.equal(outcome, {
    ok: false,
    failure: { kind: 'graphql-errors', message: 'Expected a schema, got GraphQL errors: Not authorised', serverMessages: ['Not authorised'] },
  });
});

buildSuite('says what arrived when the answer is not an introspection result', () => {
  const html = buildSchemaFromIntrospection('<html>');
  assert.equal(!html.ok && [html.failure.kind, html.failure.message], ['not-introspection', 'Expected a GraphQL result holding "__schema", got a string.']);
  const other = buildSchemaFromIntrospection({ hello: 'world' });
  assert.equal(!other.ok && other.failure.message, 'Expected a GraphQL result holding "__schema", got an object with "hello".');
  const nothing = buildSchemaFromIntrospection(null);
  assert.equal(!nothing.ok && nothing.failure.message, 'Expected a GraphQL result holding "__schema", got null.');
});

buildSuite('reports an inconsistent schema as invalid', () => {
  const result = introspect(unionsSchema()) as { data: { __schema: { types: Array<{ name: string }> } } };
  result.data.__schema.types = result.data.__schema.types.filter((type) => type.name !== 'Person');
  const outcome = buildSchemaFromIntrospection(result);
  assert.equal(!outcome.ok && outcome.failure.kind, 'invalid-schema');
  assert.match(!outcome.ok ? outcome.failure.message : '', /Person/);
});

buildSuite.run();

// ---

const summarizeSchemaSuite = suite('summarizeSchema');

summarizeSchemaSuite('counts types by kind and root fields per operation', () => {
  const summary = summarizeSchema(eventsSchema());
  assert.equal(
    [summary.queryCount, summary.mutationCount, summary.subscriptionCount, summary.enumCount, summary.inputObjectCount],
    [11, 8, 4, 3, 4],
  );
  assert.equal([summary.queryTypeName, summary.mutationTypeName, summary.subscriptionTypeName], ['Query', 'Mutation', 'Subscription']);
  const unions = summarizeSchema(unionsSchema());
  assert.equal([unions.unionCount, unions.interfaceCount, unions.mutationTypeName, unions.mutationCount], [2, 2, null, 0]);
});

summarizeSchemaSuite('counts the 2,000 types and 600 root fields of the large schema', () => {
  const summary = summarizeSchema(largeSchema());
  assert.is(summary.typeCount - 5, 2000, 'besides the five built-in scalars');
  assert.is(summary.queryCount + summary.mutationCount + summary.subscriptionCount, 600);
});

summarizeSchemaSuite.run();
