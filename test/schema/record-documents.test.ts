// The documents of a record screen (issue 15 §1–2): every one validates against its schema, and
// an update sends the key and only what changed, in the shape each style takes.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getVariableValues, parse, type OperationDefinitionNode } from 'graphql';
import { buildRecordDocuments, decodeRecordKey, deriveEntities, encodeRecordKey, keyVariables, updateVariables } from '../../src/schema/index.ts';
import { STYLE_FIXTURES, demoSchema, styleSchema, validateDocuments } from '../helpers/schemas.ts';

const demo = demoSchema();
const hasura = styleSchema('hasura');
const postgraphile = styleSchema('postgraphile');
const github = styleSchema('github');
const crud = styleSchema('crud');

/** graphql-js's own coercion of variables for a document's only operation: its error messages. */
function coercionErrors(schema: Parameters<typeof getVariableValues>[0], text: string, variables: Record<string, unknown>): string[] {
  const operation = parse(text).definitions[0] as OperationDefinitionNode;
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  return 'errors' in result && result.errors ? result.errors.map((e) => e.message) : [];
}

// ---

const buildSuite = suite('buildRecordDocuments');

buildSuite('builds documents that validate, for every entity of the demo and every schema style', () => {
  const started = performance.now();
  let count = 0;
  for (const { name, build } of STYLE_FIXTURES) {
    const schema = build();
    const documents = [];
    for (const entity of deriveEntities(schema).entities) {
      const docs = buildRecordDocuments(schema, entity.name)!;
      for (const kind of ['list', 'byKey', 'create', 'update', 'delete'] as const) {
        const doc = docs[kind];
        if (doc) documents.push({ label: `${name} ${entity.name} ${kind} ${doc.field}`, text: doc.text });
      }
    }
    assert.equal(validateDocuments(schema, documents), []);
    count += documents.length;
  }
  assert.ok(count > 700, `${count} documents`);
  console.log(`    ${count} record documents built and validated in ${Math.round(performance.now() - started)} ms`);
});

buildSuite('lists with a compact selection: the records\' leaves only', () => {
  const list = buildRecordDocuments(demo, 'Event')!.list!;
  assert.is(list.field, 'events');
  assert.ok(list.text.includes('items {') && list.text.includes('title'));
  assert.not.ok(list.text.includes('venue {'), 'related records are not opened in the list');
});

buildSuite('keeps a key held by a related object in every selection (GitHub owner { login })', () => {
  const docs = buildRecordDocuments(github, 'Repository')!;
  assert.match(docs.byKey!.text, /repository\(owner: \$owner, name: \$name, followRenames: \$followRenames\)/);
  assert.match(docs.byKey!.text, /owner \{\s+login\s+__typename\s+\}/);
  assert.match(docs.update!.text, /repository \{[\s\S]*owner \{\s+login/);
});

buildSuite('wraps a node(id:) fetch in a type condition', () => {
  const byKey = buildRecordDocuments(github, 'Issue')!.byKey!;
  assert.is(byKey.operationName, 'IssueByNode');
  assert.match(byKey.text, /^query IssueByNode\(\$id: ID!\) \{\n {2}node\(id: \$id\) \{\n {4}\.\.\. on Issue \{/);
});

buildSuite('selects the record inside a mutation payload', () => {
  const update = buildRecordDocuments(postgraphile, 'User')!.update!;
  assert.is(update.field, 'updateUserById');
  assert.match(update.text, /user \{\s+id\s+nodeId\s+email/);
});

buildSuite('returns null for a type that is not an entity', () => {
  assert.is(buildRecordDocuments(crud, 'Stats'), null);
  assert.is(buildRecordDocuments(crud, 'Nope'), null);
});

buildSuite.run();

// ---

const keySuite = suite('keyVariables');

keySuite('builds the key variables from a record, nested where the key is', () => {
  const repository = deriveEntities(github).byName.get('Repository')!;
  assert.equal(keyVariables(repository.byKey!.key, { id: 'R_1', name: 'facet', owner: { login: 'octo', __typename: 'User' } }), { owner: 'octo', name: 'facet' });
  const venue = deriveEntities(demo).byName.get('Venue')!;
  assert.equal(keyVariables(venue.byKey!.key, { id: 'v1', name: 'Hall' }), { by: { id: 'v1' } });
  const postTags = deriveEntities(hasura).byName.get('post_tags')!;
  assert.equal(keyVariables(postTags.update!.key, { post_id: 'p', tag_id: 3 }), { pk_columns: { post_id: 'p', tag_id: 3 } });
});

keySuite('returns null when the record lacks a part of its key', () => {
  const repository = deriveEntities(github).byName.get('Repository')!;
  assert.is(keyVariables(repository.byKey!.key, { id: 'R_1', name: 'facet' }), null);
  assert.is(keyVariables(repository.byKey!.key, { name: 'facet', owner: null }), null);
});

keySuite.run();

// ---

const updateSuite = suite('updateVariables');

const event = {
  id: 'e1', title: 'Jazz night', description: 'Live.', startsAt: '2026-03-14T19:30:00.000Z', date: '2026-03-14', tags: ['music'],
  category: 'MUSIC', rating: 4, price: 12.5, isPublic: true, metadata: { age: 18 }, venue: { id: 'v1', name: 'Hall' },
};

updateSuite('sends the key, the changed fields, and unchanged required inputs (demo updateEvent(id, input))', () => {
  const result = updateVariables(demo, 'Event', event, { ...event, title: 'Jazz night II', venue: { id: 'v2' } })!;
  assert.equal(result.changed, ['title', 'venueId']);
  assert.equal(result.variables, { id: 'e1', input: { title: 'Jazz night II', startsAt: '2026-03-14T19:30:00.000Z', venueId: 'v2' } });
  assert.equal(result.missing, []);
  const update = buildRecordDocuments(demo, 'Event')!.update!;
  assert.equal(coercionErrors(demo, update.text, result.variables), []);
});

updateSuite('sends nothing but the key and required inputs when nothing changed', () => {
  const result = updateVariables(demo, 'Event', event, { ...event, tags: ['music'], metadata: { age: 18 } })!;
  assert.equal(result.changed, []);
  assert.equal(Object.keys(result.variables.input as object), ['title', 'startsAt']);
});

updateSuite('uses Hasura\'s pk_columns and _set', () => {
  const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', is_admin: false, created_at: '2026-01-01T00:00:00Z' };
  const result = updateVariables(hasura, 'users', user, { ...user, is_admin: true })!;
  assert.equal(result.variables, { pk_columns: { id: 'u1' }, _set: { is_admin: true } });
  assert.equal(coercionErrors(hasura, buildRecordDocuments(hasura, 'users')!.update!.text, result.variables), []);
});

updateSuite('uses PostGraphile\'s input { id, userPatch }', () => {
  const user = { nodeId: 'WyJ1c2VycyIsMV0=', id: 1, email: 'ada@example.com', name: 'Ada', about: null };
  const result = updateVariables(postgraphile, 'User', user, { ...user, about: 'Maths.' })!;
  assert.equal(result.variables, { input: { id: 1, userPatch: { about: 'Maths.' } } });
  assert.equal(coercionErrors(postgraphile, buildRecordDocuments(postgraphile, 'User')!.update!.text, result.variables), []);
});

updateSuite('uses GitHub\'s input holding the id beside the changes', () => {
  const issue = { id: 'I_1', number: 7, title: 'Bug', body: 'It breaks.', state: 'OPEN' };
  const result = updateVariables(github, 'Issue', issue, { ...issue, state: 'CLOSED' })!;
  assert.equal(result.variables, { input: { id: 'I_1', state: 'CLOSED' } });
  assert.equal(coercionErrors(github, buildRecordDocuments(github, 'Issue')!.update!.text, result.variables), []);
});

updateSuite('uses plain arguments when the mutation takes its changes that way (updatePerson(id, fullName, …))', () => {
  const person = { id: 'p1', fullName: 'Ada Lovelace', email: 'ada@example.com', phone: null };
  const result = updateVariables(crud, 'Person', person, { ...person, phone: '+44 20 0000' })!;
  assert.equal(result.variables, { id: 'p1', phone: '+44 20 0000' });
});

updateSuite('says which required inputs the record cannot fill', () => {
  const result = updateVariables(crud, 'Venue', { id: 'v1', name: 'Hall' }, { id: 'v1', name: 'Big hall' })!;
  assert.equal([result.changed, result.missing], [['name'], ['city']]);
});

updateSuite('returns null without an update action or a key', () => {
  assert.is(updateVariables(demo, 'Review', { id: 'r1' }, { id: 'r1' }), null);
  assert.is(updateVariables(demo, 'Event', { title: 'x' }, { title: 'y' }), null);
});

updateSuite.run();

// ---

const encodeSuite = suite('encodeRecordKey');

encodeSuite('writes the by-key fetcher\'s key as route text, composite parts joined by /', () => {
  assert.is(encodeRecordKey(github, 'Repository', { id: 'R_1', name: 'facet', owner: { login: 'octo' } }), 'octo/facet');
  assert.is(encodeRecordKey(hasura, 'post_tags', { post_id: '0b6f…', tag_id: 3 }), '0b6f%E2%80%A6/3');
  assert.is(encodeRecordKey(github, 'Issue', { id: 'I_kw/DO+a=' }), 'I_kw%2FDO%2Ba%3D', 'a / inside a part is escaped');
  assert.is(encodeRecordKey(demo, 'Venue', { id: 'v1', name: 'Hall' }), 'v1');
});

encodeSuite('returns null without a fetcher or a key', () => {
  assert.is(encodeRecordKey(demo, 'User', { id: 'u1' }), null, 'no by-key fetcher');
  assert.is(encodeRecordKey(github, 'Repository', { name: 'facet' }), null);
});

encodeSuite.run();

// ---

const decodeSuite = suite('decodeRecordKey');

decodeSuite('reads route text back into the fetcher\'s variables, typed by its arguments', () => {
  assert.equal(decodeRecordKey(github, 'Repository', 'octo/facet'), { owner: 'octo', name: 'facet' });
  assert.equal(decodeRecordKey(hasura, 'post_tags', '0b6f%E2%80%A6/3'), { post_id: '0b6f…', tag_id: 3 });
  assert.equal(decodeRecordKey(postgraphile, 'User', '42'), { id: 42 });
  assert.equal(decodeRecordKey(demo, 'Venue', 'v1'), { by: { id: 'v1' } });
  assert.equal(decodeRecordKey(github, 'Issue', 'I_kw%2FDO%2Ba%3D'), { id: 'I_kw/DO+a=' });
});

decodeSuite('gives back what keyVariables gives for the same record', () => {
  const user = { id: 7, nodeId: 'WyJ1c2VycyIsN10=', email: 'ada@example.com' };
  const text = encodeRecordKey(postgraphile, 'User', user)!;
  assert.equal(decodeRecordKey(postgraphile, 'User', text), keyVariables(deriveEntities(postgraphile).byName.get('User')!.byKey!.key, user));
});

decodeSuite('returns null for text that does not fit the key', () => {
  assert.is(decodeRecordKey(github, 'Repository', 'octo'), null, 'one part of two');
  assert.is(decodeRecordKey(postgraphile, 'User', 'forty-two'), null, 'not an Int');
  assert.is(decodeRecordKey(postgraphile, 'User', '4.5'), null, 'not an integer');
  assert.is(decodeRecordKey(github, 'Issue', '%E0%A4%A'), null, 'malformed escape');
  assert.is(decodeRecordKey(demo, 'User', 'u1'), null, 'no by-key fetcher');
});

decodeSuite.run();
