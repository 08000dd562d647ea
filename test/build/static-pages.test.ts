// The static pages build.mjs writes (issue 17): static/index.html holds the path-link script
// exactly as build.mjs generates it from src/path-link-start.ts (so a rebuild leaves the checked-in
// file unchanged), static/404.html (written by the build, which the browser tests run: see
// ensureBundles) holds the same script and a plain not-found page, and the docs give the CSP hash
// of the script that ships.
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { notFoundPage, pathLinkScript, scriptHashSource, withPathLinkScript } from '../../build.mjs';

/** In the head of every static page, before anything else loads: a few hundred bytes at most. */
const PATH_LINK_BUDGET_BYTES = 512;

const root = new URL('../..', import.meta.url).pathname;
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');
const code: string = await pathLinkScript();

const pages = suite('static pages');

pages('index.html holds the script build.mjs generates, once, right after <meta charset>', () => {
  const index = read('static/index.html');
  assert.is(withPathLinkScript(index, code), index, 'node build.mjs would change static/index.html: run it and commit the result');
  assert.is(index.split(`<script>${code}</script>`).length, 2);
  assert.match(index, /<meta charset="utf-8">\n    <!-- path-link:[^>]*-->\n    <script>/);
});

pages('404.html: the same script, then a plain not-found page', () => {
  const page = notFoundPage(code);
  assert.match(page, `<script>${code}</script>`);
  assert.match(page, '<html lang="en">');
  assert.match(page, '<title>Page not found</title>');
  assert.match(page, '<meta name="color-scheme" content="light dark">', 'dark when the system is, with no stylesheet');
  assert.match(page, '<h1>Page not found</h1>');
  assert.not.match(page, /\b(src|style)=|<style|rel="stylesheet"/, 'nothing that would not resolve at depth, nothing a strict policy refuses');
});

pages('the script stays tiny and needs no relative address', () => {
  assert.ok(Buffer.byteLength(code) <= PATH_LINK_BUDGET_BYTES, `${Buffer.byteLength(code)} B`);
  assert.not.match(code, /import|<\/script/i);
});

pages("docs/features.md gives the script's CSP hash source for hosts with a strict policy", () => {
  assert.match(read('docs/features.md'), scriptHashSource(code));
});

pages.run();
