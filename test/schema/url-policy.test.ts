import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isWebUrl, safeImageUrl, safeLinkUrl } from '../../src/schema/index.ts';

/** Values a hostile server may put where a URL is expected (issue 12 item 2). */
const HOSTILE: readonly string[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'javascript:alert(1) ',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript\u0000:alert(1)',
  '\u0001javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  'DATA:IMAGE/SVG+XML;base64,PHN2Zz4=',
  'data:image/svg,<svg/>',
  'data:,hello',
  '//evil.example/a.png',
  '\\\\evil.example/a.png',
  '/\\evil.example/a.png',
  '\\/evil.example/a.png',
  'file:///etc/passwd',
  'ftp://files.example/a.png',
  'mailto:someone@example.com',
  'about:blank',
  'intent://scan/#Intent;scheme=zxing;end',
  '',
];

// ---

const SafeLinkUrlSuite = suite('safeLinkUrl');

SafeLinkUrlSuite('keeps http(s) and relative links as they are', () => {
  for (const url of ['https://example.com/a?b=1#c', 'http://example.com', 'HTTPS://EXAMPLE.COM/', '/events/1', 'events/1', '#top', '?page=2', './a', '../b']) {
    assert.is(safeLinkUrl(url), url, url);
  }
});

SafeLinkUrlSuite('refuses every other scheme, protocol-relative URLs, control characters and surrounding space', () => {
  for (const url of HOSTILE) assert.is(safeLinkUrl(url), null, JSON.stringify(url));
  assert.is(safeLinkUrl('blob:https://app.example/4b1c'), null, 'blob: is for images only');
  assert.is(safeLinkUrl('data:image/png;base64,iVBORw0KGgo='), null, 'data: is for images only');
});

SafeLinkUrlSuite('refuses what is not a string', () => {
  for (const value of [null, undefined, 42, { href: 'https://x.example' }, ['https://x.example']]) assert.is(safeLinkUrl(value), null);
});

SafeLinkUrlSuite.run();

// ---

const SafeImageUrlSuite = suite('safeImageUrl');

SafeImageUrlSuite('keeps http(s), relative, blob: and raster data:image sources', () => {
  for (const url of ['https://cdn.example/a.png', 'http://cdn.example/a', '/img/a.png', 'img/a.png', 'blob:https://app.example/4b1c', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/webp;base64,UklGRg==', 'DATA:IMAGE/JPEG;base64,/9j/']) {
    assert.is(safeImageUrl(url), url, url);
  }
});

SafeImageUrlSuite('refuses SVG from data:, every other scheme, protocol-relative URLs, control characters and surrounding space', () => {
  for (const url of HOSTILE) assert.is(safeImageUrl(url), null, JSON.stringify(url));
});

SafeImageUrlSuite.run();

// ---

const IsWebUrlSuite = suite('isWebUrl');

IsWebUrlSuite('is true only for absolute http(s) URLs', () => {
  assert.ok(isWebUrl('https://example.com/jazz'));
  assert.ok(isWebUrl('http://127.0.0.1:4000/graphql'));
  for (const url of ['/events/1', 'example.com', ...HOSTILE]) assert.not.ok(isWebUrl(url), JSON.stringify(url));
});

IsWebUrlSuite.run();
