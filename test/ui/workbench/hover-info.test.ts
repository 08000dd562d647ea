import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hoverInfo } from '../../../src/ui/workbench/index.ts';
import { eventsSchema } from '../../helpers/schemas.ts';

const schema = eventsSchema();
const at = (text: string, word: string, nth = 0) => {
  let index = -1;
  for (let i = 0; i <= nth; i++) index = text.indexOf(word, index + 1);
  return hoverInfo(schema, text, index + 1);
};

const hover = suite('hoverInfo');

hover('names a field with its parent, type and description, and the type to jump to', () => {
  assert.equal(at('{ event(id: "1") { title venue { id } } }', 'title'), {
    heading: 'Event.title: String!',
    description: 'The headline.',
    typeName: 'String',
  });
  assert.is(at('{ event(id: "1") { title venue { id } } }', 'venue')!.typeName, 'Venue');
  assert.is(at('{ events { items { id } } }', 'events')!.description, 'Events, a page at a time.');
});

hover('names an argument with its type', () => {
  assert.equal(at('{ events(limit: 5) { total } }', 'limit'), { heading: 'limit: Int', description: null, typeName: 'Int' });
});

hover('names an enum value with its enum, and a directive', () => {
  assert.is(at('{ events(sort: TITLE) { total } }', 'TITLE')!.heading, 'EventSort.TITLE');
  const directive = at('{ hello @include(if: true) }', 'include')!;
  assert.is(directive.heading, '@include');
  assert.ok(directive.description);
});

hover('names a type in a fragment condition', () => {
  assert.equal(at('fragment F on Venue { id }', 'Venue'), { heading: 'Venue', description: null, typeName: 'Venue' });
});

hover('gives nothing on punctuation or an unknown field', () => {
  assert.is(hoverInfo(schema, '{ hello }', 0), null);
  assert.is(at('{ nothingHere }', 'nothingHere'), null);
});

hover.run();
