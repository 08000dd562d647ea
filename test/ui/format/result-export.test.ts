import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { exportFileName, listsIn, resultJson } from '../../../src/ui/format/index.ts';

const json = suite('resultJson');

json('writes the whole result, data and errors, indented', () => {
  const result = { data: { a: 1 }, errors: [{ message: 'x' }] };
  assert.equal(JSON.parse(resultJson(result)), result);
  assert.ok(resultJson(result).includes('\n  "data"'));
});

json.run();

// ---

const lists = suite('listsIn');

lists('finds the outermost lists with their dotted paths', () => {
  const data = { events: { items: [{ id: 1, tags: ['a'] }], total: 1 }, venues: [{ id: 'v1' }], me: null };
  assert.equal(listsIn(data).map((l) => [l.path, l.items.length]), [['events.items', 1], ['venues', 1]]);
});

lists('finds nothing in scalars and null', () => {
  assert.equal(listsIn(null), []);
  assert.equal(listsIn({ hello: 'x' }), []);
});

lists('stops at the result view\'s depth, so a value nested 10,000 levels deep does not overflow the stack', () => {
  let deep: unknown = { end: [1] };
  for (let i = 0; i < 10_000; i++) deep = { next: deep };
  assert.equal(listsIn(deep), []);
  assert.equal(listsIn({ a: { b: [1, 2] } }).map((l) => l.path), ['a.b']);
});

lists.run();

// ---

const name = suite('exportFileName');

name('names the file by its path and time, without characters file systems refuse', () => {
  assert.is(exportFileName('events.items', 'csv', new Date(Date.UTC(2026, 10, 25, 10, 30))), 'facet-events.items-2026-11-25T10-30-00.csv');
  assert.is(exportFileName('a/b: c', 'json', new Date(0)), 'facet-a-b-c-1970-01-01T00-00-00.json');
  assert.is(exportFileName('///', 'json', new Date(0)), 'facet-result-1970-01-01T00-00-00.json');
});

name.run();
