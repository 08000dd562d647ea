// Uploads: file extraction and the multipart body (the GraphQL multipart request spec). The
// XMLHttpRequest path that reports progress is in upload.test.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildFormData, extractFiles, type FileMap } from '../../src/transport/multipart.ts';

// ---

const extract = suite('extractFiles');

extract('leaves variables without files untouched (same object, no files)', () => {
  const files: FileMap = new Map();
  const variables = { a: 1, list: [1, 2, { b: 'c' }], date: new Date(0) };
  assert.is(extractFiles(variables, 'variables', files), variables);
  assert.is(files.size, 0);
});

extract('replaces files in nested objects and lists with null, recording their paths', () => {
  const files: FileMap = new Map();
  const one = new File(['1'], 'one.txt');
  const two = new Blob(['2']);
  const variables = { input: { cover: one, gallery: [two], label: 'x' }, other: 3 };
  const result = extractFiles(variables, 'variables', files);
  assert.equal(result, { input: { cover: null, gallery: [null], label: 'x' }, other: 3 });
  assert.equal([...files.entries()], [
    [one, ['variables.input.cover']],
    [two, ['variables.input.gallery.0']],
  ]);
  assert.is(variables.input.cover, one, 'the caller’s variables are not mutated');
  assert.is(variables.input.gallery[0], two);
});

extract('maps the same file object used twice to one entry with both paths', () => {
  const files: FileMap = new Map();
  const file = new File(['same'], 'same.txt');
  extractFiles({ files: [file, file], single: file }, 'variables', files);
  assert.equal([...files.values()], [['variables.files.0', 'variables.files.1', 'variables.single']]);
});

extract('terminates on cyclic values, still finding their files', () => {
  const files: FileMap = new Map();
  const file = new Blob(['x']);
  const cyclic: Record<string, unknown> = { file };
  cyclic.self = cyclic;
  const result = extractFiles(cyclic, 'variables', files) as Record<string, unknown>;
  assert.is(result.file, null);
  assert.is(result.self, cyclic);
  assert.equal([...files.values()], [['variables.file']]);
});

extract('enters only plain objects and arrays', () => {
  const files: FileMap = new Map();
  class Holder {
    file = new Blob(['hidden']);
  }
  const holder = new Holder();
  const bare = Object.assign(Object.create(null) as object, { file: new Blob(['found']) });
  const result = extractFiles({ holder, bare }, 'variables', files) as { holder: Holder };
  assert.is(result.holder, holder);
  assert.equal([...files.values()], [['variables.bare.file']]);
});

extract.run();

// ---

const form = suite('buildFormData');

form('orders operations, map, then one part per file named 1, 2, …', async () => {
  const a = new File(['a'], 'a.txt');
  const b = new Blob(['b']);
  const files: FileMap = new Map([
    [a, ['variables.a', 'variables.list.0']],
    [b, ['variables.b']],
  ]);
  const operations = { operationName: null, variables: { a: null, b: null, list: [null] }, query: 'q' };
  const body = buildFormData(operations, files);
  assert.equal([...body.keys()], ['operations', 'map', '1', '2']);
  assert.equal(JSON.parse(String(body.get('operations'))), operations);
  assert.equal(JSON.parse(String(body.get('map'))), { 1: ['variables.a', 'variables.list.0'], 2: ['variables.b'] });
  const first = body.get('1') as File;
  assert.is(first.name, 'a.txt');
  assert.is(await first.text(), 'a');
  assert.is(await (body.get('2') as File).text(), 'b');
});

form.run();
