import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSchema, type GraphQLField } from 'graphql';
import { documentEditorHref, shareableVariables } from '../../src/screens/operation-common.tsx';

const schema = buildSchema(/* GraphQL */ `
  scalar File
  input Filter { text: String, apiToken: String }
  type Query { q: String }
  type Mutation { login(email: String!, password: String!, limit: Int, filter: Filter, photo: File): String }
`);
const login = schema.getMutationType()!.getFields().login as GraphQLField<unknown, unknown>;

const Shareable = suite('shareableVariables');

Shareable('keeps plain values and drops secrets and files', () => {
  const photo = new Blob(['x']);
  const shared = shareableVariables(login, { email: 'ada@example.com', password: 'hunter2', limit: 3, filter: { text: 'jazz', apiToken: 'k' }, photo });
  assert.equal(shared, { email: 'ada@example.com', limit: 3, filter: { text: 'jazz' } });
});

Shareable.run();

// ---

const EditorHref = suite('documentEditorHref');

EditorHref('puts the document and the variables in `query` and `variables`', () => {
  const href = documentEditorHref('query Q { q }', { a: 1 });
  const url = new URL(href, 'http://x');
  assert.is(url.pathname, '/document');
  assert.is(url.searchParams.get('query'), 'query Q { q }');
  assert.equal(JSON.parse(url.searchParams.get('variables')!), { a: 1 });
});

EditorHref.run();
