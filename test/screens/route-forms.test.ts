import '../setup/dom.ts';
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hashRouteAsPath } from '../../src/screens/hash-route.ts';
import { SERVER_PAGE_MARK, pathRouteAsHash, routeFormOf } from '../../src/screens/route-forms.ts';
import { PAGE_STATE_ELEMENT_ID } from '../../src/store/page-state.ts';

const toPath = suite('hashRouteAsPath');

toPath('moves a hash route to its path, with the arguments from either place', () => {
  assert.is(hashRouteAsPath('http://127.0.0.1:4000/#/query/events?limit=3'), 'http://127.0.0.1:4000/query/events?limit=3');
  assert.is(hashRouteAsPath('http://127.0.0.1:4000/?limit=3#/query/events'), 'http://127.0.0.1:4000/query/events?limit=3');
  assert.is(hashRouteAsPath('http://127.0.0.1:4000/#/entity/Event/e1'), 'http://127.0.0.1:4000/entity/Event/e1');
  assert.is(hashRouteAsPath('http://127.0.0.1:4000/#/'), 'http://127.0.0.1:4000/');
});

toPath('leaves an address without a hash route alone (a plain fragment is no route)', () => {
  assert.is(hashRouteAsPath('http://127.0.0.1:4000/query/events?limit=3'), null);
  assert.is(hashRouteAsPath('http://127.0.0.1:4000/type/Event#facet-main'), null);
});

toPath.run();

// ---

const toHash = suite('pathRouteAsHash');

toHash('moves a path route to the hash form under the folder the app lives in', () => {
  assert.is(pathRouteAsHash('https://pages.example/facet/query/events?limit=3'), 'https://pages.example/facet/?limit=3#/query/events');
  assert.is(pathRouteAsHash('https://pages.example/entity/Event/e1'), 'https://pages.example/#/entity/Event/e1');
  assert.is(pathRouteAsHash('https://pages.example/type/Event'), 'https://pages.example/#/type/Event');
});

toHash('knows every route root of the app (src/screens/app.tsx)', () => {
  const app = readFileSync(new URL('../../src/screens/app.tsx', import.meta.url), 'utf8');
  const roots = new Set([...app.matchAll(/<Route path="\/(\w+)/g)].map((m) => m[1]!));
  assert.ok(roots.size >= 8, [...roots].join(', '));
  for (const root of roots) assert.is(pathRouteAsHash(`https://pages.example/facet/${root}`), `https://pages.example/facet/#/${root}`, root);
});

toHash('leaves the app folder itself and hash addresses alone', () => {
  assert.is(pathRouteAsHash('https://pages.example/facet/'), null);
  assert.is(pathRouteAsHash('https://pages.example/facet/index.html'), null);
  assert.is(pathRouteAsHash('https://pages.example/facet/?limit=3#/query/events'), null);
});

toHash.run();

// ---

const routeForm = suite('routeFormOf');

routeForm('is path only on a page holding the server\'s page state (its id is page-state.ts\'s)', () => {
  const page = (body: string) => new DOMParser().parseFromString(`<!doctype html><html><head></head><body>${body}</body></html>`, 'text/html');
  assert.is(SERVER_PAGE_MARK, PAGE_STATE_ELEMENT_ID);
  const served = page(`<div id="root"></div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">{}</script>`);
  assert.is(routeFormOf(page('<div id="root"></div>'), ''), 'hash');
  assert.is(routeFormOf(served, ''), 'path');
  assert.is(routeFormOf(served, '#facet-main'), 'path', 'a plain fragment is no route');
  assert.is(routeFormOf(served, '#/settings'), 'hash', 'a hash link opens as it always did');
});

routeForm.run();
