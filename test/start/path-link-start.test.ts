// The static pages' inline script as build.mjs builds it (src/path-link-start.ts, minified IIFE),
// run against real URLs with a fake `location` and `stop`: where each address ends, and that the
// page is stopped before it leaves.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pathLinkScript } from '../../build.mjs';

const code: string = await pathLinkScript();

/** What the script does on a page at `href`: the calls it makes, in order. */
function runAt(href: string): string[] {
  const calls: string[] = [];
  const location = { href, replace: (to: string) => calls.push(`replace ${to}`) };
  const stop = () => calls.push('stop');
  new Function('location', 'stop', code)(location, stop);
  return calls;
}

const moves = suite('path-link script: a path route');

moves('moves to the hash form under the sub-path the app lives in, stopping the page first', () => {
  assert.equal(runAt('https://pages.example/facet/query/events?limit=3'), ['stop', 'replace https://pages.example/facet/?limit=3#/query/events']);
  assert.equal(runAt('https://pages.example/tools/facet/type/Event'), ['stop', 'replace https://pages.example/tools/facet/#/type/Event']);
});

moves('moves to the hash form at the root of the host', () => {
  assert.equal(runAt('https://pages.example/entity/Event/e1'), ['stop', 'replace https://pages.example/#/entity/Event/e1']);
  assert.equal(runAt('http://127.0.0.1:8080/settings'), ['stop', 'replace http://127.0.0.1:8080/#/settings']);
  assert.equal(runAt('https://pages.example/document'), ['stop', 'replace https://pages.example/#/document']);
  assert.equal(runAt('https://pages.example/history'), ['stop', 'replace https://pages.example/#/history']);
});

moves('keeps the query string before the hash, as the screens read it', () => {
  assert.equal(runAt('https://pages.example/facet/query/search?tags=a%26b&tags=c'), ['stop', 'replace https://pages.example/facet/?tags=a%26b&tags=c#/query/search']);
  assert.equal(runAt('https://pages.example/mutation/createEvent?'), ['stop', 'replace https://pages.example/#/mutation/createEvent']);
});

moves('keeps encoded characters encoded, in the folder and in the route', () => {
  assert.equal(runAt('https://pages.example/my%20apps/entity/Event/a%2Fb?q=%C3%A9'), ['stop', 'replace https://pages.example/my%20apps/?q=%C3%A9#/entity/Event/a%2Fb']);
  assert.equal(runAt('https://pages.example/facet/type/Événement'), ['stop', 'replace https://pages.example/facet/#/type/%C3%89v%C3%A9nement']);
});

moves('drops a plain fragment (it is no route)', () => {
  assert.equal(runAt('https://pages.example/facet/type/Event#facet-main'), ['stop', 'replace https://pages.example/facet/#/type/Event']);
});

moves.run();

// ---

const stays = suite('path-link script: any other address');

stays('leaves the app folder and its index.html alone', () => {
  assert.equal(runAt('https://pages.example/facet/'), []);
  assert.equal(runAt('https://pages.example/facet/index.html'), []);
  assert.equal(runAt('https://pages.example/'), []);
});

stays('leaves an address already holding a hash route alone', () => {
  assert.equal(runAt('https://pages.example/facet/?limit=3#/query/events'), []);
  assert.equal(runAt('https://pages.example/facet/#/query/events?limit=3'), []);
  assert.equal(runAt('https://pages.example/facet/index.html#/settings'), []);
});

stays('leaves a path that holds no route alone (404.html then shows its not-found page)', () => {
  assert.equal(runAt('https://pages.example/facet/nothing/here'), []);
  assert.equal(runAt('https://pages.example/facet/querybuilder'), []);
  assert.equal(runAt('https://pages.example/facet/404.html'), []);
});

stays.run();
