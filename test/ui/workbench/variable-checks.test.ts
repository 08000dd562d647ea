import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { definedVariables, variableDiagnostics } from '../../../src/ui/workbench/index.ts';
import { topLevelKeys } from '../../../src/ui/workbench/variable-checks.ts';
import { eventsSchema } from '../../helpers/schemas.ts';

const schema = eventsSchema();
const DOC = 'query Q($id: ID!, $limit: Int = 10, $cats: [Category!]) { event(id: $id) { id } events(limit: $limit) { total } search(text: "", categories: $cats) { id } }';

// ---

const defined = suite('definedVariables');

defined('lists the operation\'s variables in order with their written types', () => {
  assert.equal(definedVariables(DOC), [
    { name: 'id', type: 'ID!', hasDefault: false },
    { name: 'limit', type: 'Int', hasDefault: true },
    { name: 'cats', type: '[Category!]', hasDefault: false },
  ]);
});

defined('keeps to the picked operation, and gives nothing for a broken document', () => {
  const two = 'query A($a: Int) { hello } query B($b: String) { hello }';
  assert.equal(definedVariables(two, 'B').map((v) => v.name), ['b']);
  assert.equal(definedVariables(two).map((v) => v.name), ['a', 'b']);
  assert.equal(definedVariables('query ($x: Int) {'), []);
});

defined.run();

// ---

const checks = suite('variableDiagnostics');
const marked = (variables: string, doc = DOC) =>
  variableDiagnostics(schema, doc, variables).map((d) => [variables.slice(d.from, d.to), d.severity, d.message]);

checks('finds nothing wrong with values of the right types', () => {
  assert.equal(marked('{ "id": "1", "limit": 3, "cats": ["MUSIC"] }'), []);
});

checks('places a wrong value\'s error on its variable name', () => {
  const [[where, severity, message]] = marked('{\n  "id": "1",\n  "limit": "ten"\n}') as [[string, string, string]];
  assert.is(where, '"limit"');
  assert.is(severity, 'error');
  assert.match(message, /Variable "\$limit" got an invalid value; Int cannot represent non-integer value: "ten"/);
});

checks('names the path inside a list or input object', () => {
  const [[where, , message]] = marked('{ "id": "1", "cats": ["MUSIC", "JAZZ"] }') as [[string, string, string]];
  assert.is(where, '"cats"');
  assert.match(message, /at "cats\[1\]"/);
  assert.match(message, /Value "JAZZ" does not exist in "Category" enum/);
});

checks('marks the object when a required variable is missing, not when it has a default', () => {
  assert.equal(marked('{ "limit": 1 }'), [['{', 'error', 'Variable "$id" of required type "ID!" was not provided.']]);
});

checks('warns about a key the operation does not define', () => {
  assert.equal(marked('{ "id": "1", "extra": true }'), [['"extra"', 'warning', '"extra" is not a variable of this operation; it is sent but unused.']]);
});

checks('refuses variables that are not an object', () => {
  assert.equal(marked('[1]').map((d) => d[2]), ['Variables must be a JSON object of names to values.']);
});

checks('leaves JSON syntax, broken documents, an unpicked operation among several and no schema alone', () => {
  assert.equal(marked('{ "id": '), []);
  assert.equal(marked('{ "limit": "x" }', 'query ($limit: Int) {'), []);
  assert.equal(marked('{ "a": "x" }', 'query A($a: Int) { hello } query B { hello }'), []);
  assert.equal(variableDiagnostics(null, DOC, '{}'), []);
});

checks('checks the picked operation', () => {
  const doc = 'query A($a: Int) { hello } query B($b: Int!) { hello }';
  assert.equal(variableDiagnostics(schema, doc, '{ "a": 1 }', 'B').map((d) => d.message), [
    'Variable "$b" of required type "Int!" was not provided.',
    '"a" is not a variable of this operation; it is sent but unused.',
  ]);
});

checks.run();

// ---

const keys = suite('topLevelKeys');

keys('gives each top-level key\'s range, not nested ones', () => {
  const text = '{ "a": { "b": 1 }, "c": 2 }';
  const { objectFrom, ranges } = topLevelKeys(text);
  assert.is(objectFrom, 0);
  assert.equal([...ranges.keys()], ['a', 'c']);
  assert.is(text.slice(ranges.get('c')!.from, ranges.get('c')!.to), '"c"');
});

keys.run();
