import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readSavedOperationsFile, SavedOperationsFileError, writeSavedOperationsFile } from '../../src/store/workbench.ts';

const OP = { name: 'Venues', query: '{ venues { id } }', variables: { limit: 2 }, endpoint: 'https://api.example/graphql' };

const write = suite('writeSavedOperationsFile');

write('writes the versioned format with every operation', () => {
  const file = JSON.parse(writeSavedOperationsFile([OP], new Date(Date.UTC(2026, 10, 25, 12))));
  assert.equal(file, { format: 'facet.saved-operations', version: 1, exportedAt: '2026-11-25T12:00:00.000Z', operations: [OP] });
});

write('never writes credentials, in variables or in the document', () => {
  const text = writeSavedOperationsFile(
    [{ ...OP, query: 'mutation { login(password: "hunter2") { token } }', variables: { token: 'abc', input: { secret: 's', name: 'n' } } }],
    new Date(0),
  );
  assert.not.match(text, /hunter2|abc|"s"/);
  assert.equal(JSON.parse(text).operations[0].variables, { input: { name: 'n' } });
});

write.run();

// ---

const read = suite('readSavedOperationsFile');
const file = (operations: unknown, over: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 'facet.saved-operations', version: 1, exportedAt: '2026-11-25T00:00:00Z', operations, ...over });
const refusal = (text: string): string => {
  try {
    readSavedOperationsFile(text);
  } catch (error) {
    assert.instance(error, SavedOperationsFileError);
    return (error as Error).message;
  }
  assert.unreachable('read a bad file');
  return '';
};

read('reads back what was written', () => {
  assert.equal(readSavedOperationsFile(writeSavedOperationsFile([OP], new Date(0))), [OP]);
});

read('fills missing variables and endpoint, and ignores unknown fields', () => {
  assert.equal(readSavedOperationsFile(file([{ name: ' A ', query: '{ a }', color: 'red' }])), [{ name: 'A', query: '{ a }', variables: {}, endpoint: null }]);
});

read('says what is wrong: not JSON, another format, another version', () => {
  assert.match(refusal('nope'), /^Not a saved-operations file: the text is not JSON/);
  assert.is(refusal('{"format":"x"}'), 'Not a saved-operations file: expected "format": "facet.saved-operations".');
  assert.is(refusal(file([], { version: 2 })), 'Unsupported saved-operations file version 2: this Facet reads version 1.');
});

read('names the first wrong field of an operation', () => {
  assert.is(refusal(file({})), 'operations: expected a list.');
  assert.is(refusal(file([1])), 'operations[0]: expected an object.');
  assert.is(refusal(file([OP, { query: '{ a }' }])), 'operations[1].name: expected a non-empty string.');
  assert.is(refusal(file([{ name: 'x'.repeat(121), query: '{ a }' }])), 'operations[0].name: longer than 120 characters.');
  assert.is(refusal(file([{ name: 'A', query: 3 }])), 'operations[0].query: expected a string.');
  assert.match(refusal(file([{ name: 'A', query: '{ a' }])), /^operations\[0\]\.query: Syntax Error/);
  assert.is(refusal(file([{ name: 'A', query: '{ a }', variables: [] }])), 'operations[0].variables: expected an object.');
  assert.is(refusal(file([{ name: 'A', query: '{ a }', endpoint: 1 }])), 'operations[0].endpoint: expected a string or null.');
});

read.run();
