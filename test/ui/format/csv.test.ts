import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { csvFromList } from '../../../src/ui/format/index.ts';
import { EXPORT_TOO_DEEP } from '../../../src/ui/constants.ts';

const csv = suite('csvFromList');

csv('writes a header and one CRLF line per item, nested objects as dotted columns', () => {
  const text = csvFromList([
    { id: 1, title: 'Jazz', venue: { name: 'Hall', city: { name: 'Oslo' } } },
    { id: 2, title: 'Folk', venue: null },
  ]);
  assert.is(text, 'id,title,venue.name,venue.city.name,venue\r\n1,Jazz,Hall,Oslo,\r\n2,Folk,,,\r\n');
});

csv('takes columns from every row, in first-seen order, leaving gaps empty', () => {
  assert.is(csvFromList([{ a: 1 }, { b: 2, a: 3 }]), 'a,b\r\n1,\r\n3,2\r\n');
});

csv('quotes fields with commas, quotes and line breaks as RFC 4180 says', () => {
  assert.is(csvFromList([{ t: 'a,b' }, { t: 'say "hi"' }, { t: 'two\nlines' }]), 't\r\n"a,b"\r\n"say ""hi"""\r\n"two\nlines"\r\n');
});

csv('guards text a spreadsheet would run as a formula, but not numbers', () => {
  assert.is(csvFromList([{ t: '=HYPERLINK("x")' }, { t: '+1' }, { t: '-2' }, { t: '@SUM(A1)' }, { t: '\tx' }, { t: -5 }]),
    't\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2\r\n\'@SUM(A1)\r\n\'\tx\r\n-5\r\n');
});

csv('keeps lists inside an item as one JSON cell, and booleans and nulls readable', () => {
  assert.is(csvFromList([{ tags: ['a', 'b'], ok: true, none: null }]), 'tags,ok,none\r\n"[""a"",""b""]",true,\r\n');
});

csv('writes a value a hostile answer nests 100,000 levels deep as a mark, instead of overflowing the stack', () => {
  let deep: unknown = { end: 1 };
  for (let i = 0; i < 100_000; i++) deep = { next: deep };
  const text = csvFromList([{ id: 1, deep }, { id: 2, list: [deep] }]);
  const [, first, second] = text.split('\r\n');
  assert.ok(first!.startsWith('1,'));
  assert.ok(first!.includes(EXPORT_TOO_DEEP), 'the deep object ends in the mark');
  assert.ok(second!.includes(EXPORT_TOO_DEEP.replaceAll('"', '""')), 'a deep list in a cell too');
});

csv('writes a list of scalars as one value column', () => {
  assert.is(csvFromList(['x', 2]), 'value\r\nx\r\n2\r\n');
});

csv.run();
