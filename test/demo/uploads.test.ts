import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GraphQLError } from 'graphql';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BAD_USER_INPUT_CODE, MAX_UPLOAD_BYTES, UPLOADS_PATH } from '../../src/demo/constants.ts';
import { createUploads, isFileLike, type Uploads } from '../../src/demo/uploads.ts';

const fileLike = suite('isFileLike');

fileLike('accepts a WHATWG File and anything shaped like one', () => {
  assert.ok(isFileLike(new File(['hi'], 'a.txt', { type: 'text/plain' })));
  assert.ok(isFileLike({ name: 'a', type: '', size: 0, arrayBuffer: async () => new ArrayBuffer(0) }));
});

fileLike('refuses strings, null and objects without size or bytes', () => {
  assert.not.ok(isFileLike('a.txt'));
  assert.not.ok(isFileLike(null));
  assert.not.ok(isFileLike({ name: 'a', size: 3 }));
  assert.not.ok(isFileLike({ name: 'a', size: '3', arrayBuffer: async () => new ArrayBuffer(0) }));
});

fileLike.run();

// ---

const uploads = suite('createUploads');
let dir: string;
let store: Uploads;
let server: Server;
let base: string;

uploads.before.each(async () => {
  dir = await mkdtemp(join(tmpdir(), 'facet-uploads-'));
  store = createUploads(join(dir, 'nested', 'uploads'));
  server = createServer((req, res) => {
    const id = req.url!.slice(UPLOADS_PATH.length);
    if (!store.serve(id, req.method!, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

uploads.after.each(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function refusal(promise: Promise<unknown>): Promise<GraphQLError> {
  try {
    await promise;
  } catch (error) {
    assert.instance(error, GraphQLError);
    return error as GraphQLError;
  }
  throw new Error('expected a refusal');
}

uploads('stores the bytes under its directory, creating it, and returns /uploads/<id>', async () => {
  const path = await store.save(new File(['hello'], 'hello.txt', { type: 'text/plain' }), 'photo');
  assert.is(path, `${UPLOADS_PATH}f1`);
  assert.is(await readFile(join(dir, 'nested', 'uploads', 'f1'), 'utf8'), 'hello');
  assert.is(await store.save(new File(['again'], 'b.txt'), 'photo'), `${UPLOADS_PATH}f2`);
});

uploads('serves an upload back with its type and headers that keep it from running script', async () => {
  const path = await store.save(new File(['<svg/>'], 'x.svg', { type: 'Image/SVG+xml' }), 'photo');
  const response = await fetch(`${base}${path}`);
  assert.is(response.status, 200);
  assert.is(await response.text(), '<svg/>');
  assert.is(response.headers.get('content-type'), 'image/svg+xml');
  assert.is(response.headers.get('content-length'), '6');
  assert.is(response.headers.get('x-content-type-options'), 'nosniff');
  assert.match(response.headers.get('content-security-policy')!, /default-src 'none'.*sandbox/);
});

uploads('answers HEAD with the headers and no body', async () => {
  const path = await store.save(new File(['12345'], 'a.bin'), 'photo');
  const response = await fetch(`${base}${path}`, { method: 'HEAD' });
  assert.is(response.status, 200);
  assert.is(response.headers.get('content-length'), '5');
  assert.is(await response.text(), '');
});

uploads('serves a missing or malformed type as application/octet-stream', async () => {
  const none = await store.save(new File(['a'], 'a'), 'photo');
  const odd = await store.save(new File(['b'], 'b', { type: 'text/html; charset=utf-8' }), 'photo');
  assert.is((await fetch(`${base}${none}`)).headers.get('content-type'), 'application/octet-stream');
  assert.is((await fetch(`${base}${odd}`)).headers.get('content-type'), 'application/octet-stream');
});

uploads('serves nothing for an id it never stored', async () => {
  assert.is((await fetch(`${base}${UPLOADS_PATH}f1`)).status, 404);
  assert.is((await fetch(`${base}${UPLOADS_PATH}..%2Fetc`)).status, 404);
});

uploads('refuses a value that is not a file, naming the argument', async () => {
  const error = await refusal(store.save('not a file', 'input.photos.0'));
  assert.equal(error.extensions, { code: BAD_USER_INPUT_CODE, argument: 'input.photos.0' });
  assert.match(error.message, /^input\.photos\.0 must be a file/);
});

uploads('refuses a file over the size limit without reading it', async () => {
  let read = false;
  const big = { name: 'big', type: 'image/png', size: MAX_UPLOAD_BYTES + 1, arrayBuffer: async () => ((read = true), new ArrayBuffer(0)) };
  const error = await refusal(store.save(big, 'photo'));
  assert.equal(error.extensions, { code: BAD_USER_INPUT_CODE, argument: 'photo' });
  assert.match(error.message, `the limit is ${MAX_UPLOAD_BYTES}`);
  assert.not.ok(read);
});

uploads.run();
