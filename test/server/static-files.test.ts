import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contentTypeFor } from '../../src/server/static-files.ts';
import { startDemoServer, type DemoServerHandle } from '../helpers/demo-server.ts';

/** The 8-byte PNG signature: enough for a byte-exact check. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A page with the static hosts' inline script between build.mjs's markers. */
const NOT_FOUND_HTML =
  '<!doctype html>\n<head>\n    <meta charset="utf-8">\n    <!-- path-link: a note\n         on two lines -->\n    <script>stop()</script>\n    <!-- /path-link -->\n    <title>t</title>\n</head>\n';
let dir = '';
let outside = '';
let server: DemoServerHandle;

/** A GET with the path sent exactly as written (fetch would normalise `..` away). */
function rawGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(server.url.replace(/\/$/, '') + '/', { path }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

const serve = suite('serveStatic');

serve.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'facet-static-'));
  mkdirSync(join(dir, 'dist'));
  mkdirSync(join(dir, 'styles'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(dir, 'dist/main.js'), 'export {};');
  writeFileSync(join(dir, 'dist/main.js.map'), '{}');
  writeFileSync(join(dir, 'styles/base.css'), 'body{}');
  writeFileSync(join(dir, 'data.json'), '[]');
  writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'icon.png'), PNG);
  writeFileSync(join(dir, '404.html'), NOT_FOUND_HTML);
  // Links: two leading out of the folder (a file, a folder), one staying inside.
  outside = mkdtempSync(join(tmpdir(), 'facet-outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'outside');
  symlinkSync(join(outside, 'secret.txt'), join(dir, 'link.txt'));
  symlinkSync(outside, join(dir, 'dist/out'));
  symlinkSync(join(dir, 'data.json'), join(dir, 'dist/data.json'));
  server = await startDemoServer({ staticDir: dir });
});

serve.after(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

serve('serves index.html at / and each file with its content type', async () => {
  const expected: [string, string][] = [
    ['', 'text/html; charset=utf-8'],
    ['index.html', 'text/html; charset=utf-8'],
    ['dist/main.js', 'text/javascript; charset=utf-8'],
    ['dist/main.js.map', 'application/json; charset=utf-8'],
    ['styles/base.css', 'text/css; charset=utf-8'],
    ['data.json', 'application/json; charset=utf-8'],
    ['logo.svg', 'image/svg+xml'],
    ['icon.png', 'image/png'],
  ];
  for (const [path, type] of expected) {
    const response = await fetch(server.url + path);
    assert.is(response.status, 200, path);
    assert.is(response.headers.get('content-type'), type, path);
    await response.arrayBuffer();
  }
  const png = await fetch(server.url + 'icon.png');
  assert.equal(new Uint8Array(await png.arrayBuffer()), PNG);
});

serve('answers HEAD without a body and refuses other methods', async () => {
  const head = await fetch(server.url + 'styles/base.css', { method: 'HEAD' });
  assert.is(head.status, 200);
  assert.is(head.headers.get('content-length'), '6');
  assert.is(await head.text(), '');
  const post = await fetch(server.url + 'index.html', { method: 'POST', body: 'x' });
  assert.is(post.status, 405);
  assert.is(post.headers.get('allow'), 'GET, HEAD');
});

serve('has no SPA fallback: unknown paths and folders without a slash are 404', async () => {
  assert.is((await fetch(server.url + 'settings')).status, 404);
  assert.is((await fetch(server.url + 'dist')).status, 404);
  assert.is((await fetch(server.url + 'dist/')).status, 404);
  assert.is((await fetch(server.url + 'uploads/f999')).status, 404);
});

serve('sends an HTML page without the static hosts\' inline script (the policy refuses inline scripts)', async () => {
  const expected = '<!doctype html>\n<head>\n    <meta charset="utf-8">\n    <title>t</title>\n</head>\n';
  const get = await fetch(server.url + '404.html');
  assert.is(get.status, 200);
  assert.is(await get.text(), expected);
  assert.is(get.headers.get('content-length'), String(Buffer.byteLength(expected)));
  const head = await fetch(server.url + '404.html', { method: 'HEAD' });
  assert.is(head.headers.get('content-length'), String(Buffer.byteLength(expected)));
  assert.is(await head.text(), '');
});

serve('never serves a file outside its folder', async () => {
  assert.is(await rawGet('/../package.json'), 404);
  assert.is(await rawGet('/%2e%2e/%2e%2e/etc/passwd'), 404);
  assert.is(await rawGet('/dist/..%2f..%2fpackage.json'), 404);
  assert.is(await rawGet('/%E0%A4%A'), 400);
  assert.is(await rawGet('/index.html%00.png'), 404);
});

serve('never follows a symbolic link out of its folder; one that stays inside is served', async () => {
  assert.is(await rawGet('/link.txt'), 404);
  assert.is(await rawGet('/dist/out/secret.txt'), 404);
  assert.is(await rawGet('/dist/data.json'), 200);
});

serve.run();

// ---

const types = suite('contentTypeFor');

types('maps known extensions case-insensitively and falls back to bytes', () => {
  assert.is(contentTypeFor('a/B.JS'), 'text/javascript; charset=utf-8');
  assert.is(contentTypeFor('x.woff2'), 'font/woff2');
  assert.is(contentTypeFor('README'), 'application/octet-stream');
});

types.run();
