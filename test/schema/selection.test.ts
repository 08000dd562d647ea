import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildClientSchema, introspectionFromSchema, parse, validate, type GraphQLSchema } from 'graphql';
import {
  OPERATION_KINDS,
  buildOperationDocument,
  buildSelection,
  documentSchemaProblems,
  findRootField,
  listOperations,
  listRootFields,
  operationNameFor,
} from '../../src/schema/index.ts';
import { FIXTURES, STYLE_FIXTURES, eventsSchema, largeSchema, relaySchema, styleSchema, unionsSchema, validateDocuments } from '../helpers/schemas.ts';

const events = eventsSchema();
const relay = relaySchema();
const unions = unionsSchema();
const large = largeSchema();

function rootField(schema: GraphQLSchema, kind: 'query' | 'mutation' | 'subscription', name: string) {
  const field = findRootField(schema, kind, name);
  if (!field) throw new Error(`no ${kind} field ${name}`);
  return field;
}

/** The trimmed lines of a selection text. */
function lines(text: string): string[] {
  return text.split('\n').map((line) => line.trim());
}

// ---

const buildSelectionSuite = suite('buildSelection');

buildSelectionSuite('selects scalars and enums, id first and __typename last', () => {
  const { text } = buildSelection(events, events.getType('Venue') as never, { depth: 1 });
  const keys = lines(text);
  assert.equal(keys, ['{', 'id', 'name', 'city', 'address', 'capacity', '__typename', '}']);
});

buildSelectionSuite('returns an empty text for leaf types', () => {
  const result = buildSelection(events, rootField(events, 'query', 'hello').type);
  assert.is(result.text, '');
  assert.is(result.fieldCount, 0);
});

buildSelectionSuite('opens nested objects only to the chosen depth', () => {
  const shallow = buildSelection(events, events.getType('Event') as never, { depth: 1 }).text;
  const deeper = buildSelection(events, events.getType('Event') as never, { depth: 2 }).text;
  assert.not.ok(shallow.includes('venue {'));
  assert.ok(deeper.includes('venue {'));
  assert.not.ok(deeper.includes('author {'), 'Review.author is a third level');
  assert.ok(buildSelection(events, events.getType('Event') as never, { depth: 3 }).text.includes('author {'));
});

buildSelectionSuite('leaves out fields with required arguments and deprecated fields', () => {
  const { text } = buildSelection(events, events.getType('Event') as never, { depth: 3 });
  assert.not.ok(text.includes('attendees'), 'attendees(first: Int!) needs an argument');
  assert.not.ok(text.includes('legacyCode'), 'deprecated');
  assert.ok(text.includes('events {'), 'Venue.events(limit: Int = 10) has a default, so it stays');
});

buildSelectionSuite('bounds cycles by depth', () => {
  const { text } = buildSelection(unions, rootField(unions, 'query', 'loop').type, { depth: 5 });
  assert.is(text.split('child {').length - 1, 4);
  assert.not.ok(text.includes('value'), 'value(at: Int!) is never selected');
});

buildSelectionSuite('writes inline fragments for union members and aliases conflicting fields', () => {
  const { text } = buildSelection(unions, rootField(unions, 'query', 'animals').type);
  assert.ok(text.includes('... on Dog {'));
  assert.ok(text.includes('... on Cat {'));
  assert.ok(text.includes('size_Cat: size'), 'Dog.size is Int, Cat.size is String');
  assert.ok(text.includes('name_Bird: name'), 'Bird.name is nullable, the others are not');
});

buildSelectionSuite('selects interface fields once and adds each implementation\'s own fields', () => {
  const { text } = buildSelection(unions, rootField(unions, 'query', 'entities').type);
  const keys = lines(text);
  assert.equal(keys.slice(0, 3), ['{', 'id', 'name']);
  assert.ok(text.includes('... on Person {'));
  assert.ok(text.includes('... on Company {'));
  assert.is(keys[keys.indexOf('... on Person {') + 1], 'createdAt', 'id and name are not repeated inside the fragment');
});

buildSelectionSuite('shapes Relay connections with edges, cursor, node, pageInfo and totalCount', () => {
  const { text } = buildSelection(relay, rootField(relay, 'query', 'search').type, { depth: 1 });
  const keys = lines(text);
  assert.ok(keys.includes('totalCount'));
  assert.ok(keys.includes('edges {'));
  assert.ok(keys.includes('cursor'));
  assert.ok(keys.includes('node {'));
  assert.ok(keys.includes('pageInfo {'));
  for (const name of ['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor']) assert.ok(keys.includes(name), name);
  assert.ok(keys.includes('nameWithOwner'), 'the node type\'s leaves are at depth 1');
});

buildSelectionSuite('asks nested connections for their first page, one level down', () => {
  const shallow = buildSelection(relay, rootField(relay, 'query', 'viewer').type, { depth: 1 }).text;
  assert.not.ok(shallow.includes('repositories'));
  const viewer = lines(buildSelection(relay, rootField(relay, 'query', 'viewer').type, { depth: 2 }).text);
  const start = viewer.indexOf('repositories(first: 10) {');
  assert.ok(start > 0);
  assert.equal(viewer.slice(start + 1, start + 5), ['totalCount', 'edges {', 'cursor', 'node {']);
  assert.ok(viewer.includes('nameWithOwner'), 'the repositories\' leaves');
  assert.not.ok(viewer.includes('issues(first: 10) {'), 'the issues of each repository are a third level');
});

buildSelectionSuite('gives connections of scalars no sub-selection (issue 13 item 3)', () => {
  const storefront = styleSchema('storefront');
  const tags = lines(buildSelection(storefront, rootField(storefront, 'query', 'productTags').type).text);
  assert.equal(tags.slice(0, 5), ['{', 'edges {', 'cursor', 'node', '__typename']);
  const postgraphile = styleSchema('postgraphile');
  const names = lines(buildSelection(postgraphile, rootField(postgraphile, 'query', 'allTagNames').type).text);
  assert.ok(names.includes('node'), 'a String edges.node is a plain field');
  assert.not.ok(names.includes('node {'));
  const buckets = lines(buildSelection(postgraphile, rootField(postgraphile, 'query', 'postViewBuckets').type).text);
  assert.ok(buckets.includes('node') && !buckets.includes('node {'), 'a list of Int is a leaf too');
});

buildSelectionSuite('stops a selection over budget early and rebuilds it shallower', () => {
  const github = styleSchema('github');
  const type = rootField(github, 'query', 'node').type;
  let started = performance.now();
  const result = buildSelection(github, type);
  const budgeted = performance.now() - started;
  assert.is(result.depth, 1, 'two levels of ~200 Node implementations exceed the budget');
  assert.ok(result.text.includes('... on Repository {'));
  started = performance.now();
  const whole = buildSelection(github, type, { maxFields: Infinity });
  const unbounded = performance.now() - started;
  assert.is(whole.depth, 2);
  assert.ok(budgeted < unbounded, `the abandoned depth-2 attempt stops at the budget (${Math.round(budgeted)} ms, a whole depth 2 takes ${Math.round(unbounded)} ms)`);
});

buildSelectionSuite('keeps the fields a key needs past the depth', () => {
  const github = styleSchema('github');
  const repository = github.getType('Repository') as never;
  assert.not.ok(buildSelection(github, repository, { depth: 1 }).text.includes('owner {'));
  const kept = lines(buildSelection(github, repository, { depth: 1, keep: { Repository: [['owner', 'login']] } }).text);
  const at = kept.indexOf('owner {');
  assert.equal(kept.slice(at, at + 4), ['owner {', 'login', '__typename', '}']);
});

buildSelectionSuite('keeps page objects transparent', () => {
  const page = buildSelection(events, rootField(events, 'query', 'events').type, { depth: 1 }).text;
  assert.ok(page.includes('items {'));
  assert.ok(page.includes('total'));
  assert.ok(page.includes('title'), 'items are at the same depth as the page');
});

buildSelectionSuite('lowers the depth until the selection fits the field budget', () => {
  const result = buildSelection(events, events.getType('Event') as never, { depth: 4, maxFields: 40 });
  assert.ok(result.depth < 4);
  assert.ok(result.fieldCount <= 40 || result.depth === 1);
});

buildSelectionSuite('builds selections for every type of the 2,000-type schema', () => {
  let count = 0;
  for (const type of Object.values(large.getTypeMap())) {
    if (type.name.startsWith('__') || !('getFields' in type) || type.name.endsWith('Filter')) continue;
    const { text } = buildSelection(large, type as never, { depth: 3 });
    assert.ok(text.startsWith('{') && text.endsWith('}'), type.name);
    count += 1;
  }
  assert.ok(count > 1400);
});

buildSelectionSuite.run();

// ---

const buildOperationDocumentSuite = suite('buildOperationDocument');

buildOperationDocumentSuite('declares a variable per argument and passes each to the field', () => {
  const doc = buildOperationDocument(events, 'query', rootField(events, 'query', 'events'));
  assert.is(doc.operationName, 'Events');
  assert.ok(doc.text.startsWith('query Events($limit: Int, $offset: Int, $filter: EventFilter, $sort: EventSort, $order: SortOrder) {'));
  assert.ok(doc.text.includes('events(limit: $limit, offset: $offset, filter: $filter, sort: $sort, order: $order) {'));
  assert.equal(doc.variables.map((v) => v.name), ['limit', 'offset', 'filter', 'sort', 'order']);
});

buildOperationDocumentSuite('keeps required arguments non-null and writes no selection for leaves', () => {
  const doc = buildOperationDocument(events, 'query', rootField(events, 'query', 'hello'));
  assert.is(doc.text, 'query Hello {\n  hello\n}\n');
  const login = buildOperationDocument(events, 'mutation', rootField(events, 'mutation', 'login'));
  assert.ok(login.text.startsWith('mutation Login($username: String!, $password: String!) {'));
  assert.ok(login.text.includes('token'));
});

buildOperationDocumentSuite('declares non-null arguments with defaults as nullable variables', () => {
  const schema = eventsSchema();
  const doc = buildOperationDocument(schema, 'mutation', rootField(schema, 'mutation', 'uploadPhotos'));
  assert.ok(doc.text.includes('$files: [File!]!'));
  const relayDoc = buildOperationDocument(relay, 'query', rootField(relay, 'query', 'allIssues'));
  assert.ok(relayDoc.text.includes('$orderBy: [IssueOrderField!]'));
});

buildOperationDocumentSuite('produces documents valid against their schema for every root field of every fixture', () => {
  let checked = 0;
  for (const fixture of FIXTURES) {
    const schema = fixture.name === 'large' ? large : fixture.build();
    for (const kind of OPERATION_KINDS) {
      for (const entry of listRootFields(schema, kind)) {
        for (const depth of fixture.name === 'large' ? [2] : [1, 2, 3]) {
          const doc = buildOperationDocument(schema, kind, rootField(schema, kind, entry.name), { depth });
          const errors = validate(schema, parse(doc.text));
          assert.equal(errors.map((e) => e.message), [], `${fixture.name} ${kind} ${entry.name} depth ${depth}`);
          checked += 1;
        }
      }
    }
  }
  assert.ok(checked > 600);
});

buildOperationDocumentSuite('produces valid documents for every root field of the demo and every schema style (issue 13 item 3)', () => {
  const started = performance.now();
  let checked = 0;
  for (const fixture of STYLE_FIXTURES) {
    const schema = fixture.build();
    const documents = [];
    for (const kind of OPERATION_KINDS) {
      for (const entry of listRootFields(schema, kind)) {
        for (const depth of fixture.name === 'github' ? [2] : [1, 2, 3]) {
          const doc = buildOperationDocument(schema, kind, rootField(schema, kind, entry.name), { depth });
          documents.push({ label: `${fixture.name} ${kind} ${entry.name} depth ${depth}`, text: doc.text });
        }
      }
    }
    assert.equal(validateDocuments(schema, documents), []);
    checked += documents.length;
  }
  assert.ok(checked > 1300, `${checked} documents`);
  console.log(`    ${checked} documents built and validated in ${Math.round(performance.now() - started)} ms`);
});

buildOperationDocumentSuite('produces valid documents on schemas rebuilt from introspection, as the app gets them', () => {
  for (const fixture of FIXTURES.filter((f) => f.name !== 'large')) {
    const schema = buildClientSchema(introspectionFromSchema(fixture.build()));
    for (const kind of OPERATION_KINDS) {
      for (const entry of listRootFields(schema, kind)) {
        const doc = buildOperationDocument(schema, kind, rootField(schema, kind, entry.name));
        assert.equal(validate(schema, parse(doc.text)).map((e) => e.message), [], `${fixture.name} ${entry.name}`);
      }
    }
  }
});

buildOperationDocumentSuite.run();

// ---

const listOperationsSuite = suite('listOperations');

listOperationsSuite('lists each operation with its name and kind, in order', () => {
  const result = listOperations('query A { a } mutation B { b } subscription { c } fragment F on T { x }');
  assert.equal(result, { ok: true, operations: [{ name: 'A', kind: 'query' }, { name: 'B', kind: 'mutation' }, { name: null, kind: 'subscription' }] });
});

listOperationsSuite('reports a syntax error with its line and column', () => {
  const result = listOperations('query A {\n  a(\n}');
  assert.is(result.ok, false);
  if (result.ok) return;
  assert.is(result.error.line, 3);
  assert.is(result.error.column, 1);
  assert.match(result.error.message, /Syntax Error/);
});

listOperationsSuite('every generated document passes the schema\'s own validation', () => {
  for (const fixture of FIXTURES) {
    const schema = fixture.build();
    for (const kind of ['query', 'mutation', 'subscription'] as const) {
      for (const { name } of listRootFields(schema, kind)) {
        const { text } = buildOperationDocument(schema, kind, rootField(schema, kind, name));
        assert.equal(documentSchemaProblems(schema, text), [], `${fixture.name} ${kind} ${name}`);
      }
    }
  }
});

listOperationsSuite.run();

// ---

const operationNameForSuite = suite('operationNameFor');

operationNameForSuite('capitalises the field name and strips leading underscores', () => {
  assert.is(operationNameFor('events'), 'Events');
  assert.is(operationNameFor('_entities'), 'Entities');
  assert.is(operationNameFor('__'), 'Operation');
});

operationNameForSuite.run();
