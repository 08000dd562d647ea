import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { exportFileName, listsIn, resultJson } from '../../../src/ui/format/index.ts';
import { EXPORT_MAX_DEPTH, EXPORT_TOO_DEEP } from '../../../src/ui/constants.ts';

/** `{ next: { next: … { end } } }`, `levels` objects deep. */
function nested(levels: number, end: unknown): unknown {
  let value = end;
  for (let i = 0; i < levels; i++) value = { next: value };
  return value;
}

const json = suite('resultJson');

json('writes the whole result, data and errors, indented', () => {
  const result = { data: { a: 1 }, errors: [{ message: 'x' }] };
  assert.equal(JSON.parse(resultJson(result)), result);
  assert.ok(resultJson(result).includes('\n  "data"'));
});

json('writes a value as JSON.stringify does, up to the export depth', () => {
  // The result is level 1 and its deepest object ({ x: null }) exactly at the export depth.
  const result = { data: nested(EXPORT_MAX_DEPTH - 4, { end: [1, { x: null }] }), errors: [{ message: 'x', path: ['a', 0] }] };
  assert.is(resultJson(result), `${JSON.stringify(result, null, 2)}\n`);
});

json('writes what a hostile answer nests 100,000 levels deep as a mark, instead of overflowing the stack', () => {
  const text = resultJson({ data: nested(100_000, 1) });
  assert.ok(text.includes(JSON.stringify(EXPORT_TOO_DEEP)));
  assert.is(text.split('"next"').length - 1, EXPORT_MAX_DEPTH - 1, 'levels down to the mark');
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
