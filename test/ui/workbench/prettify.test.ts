import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { prettifyDocument } from '../../../src/ui/workbench/index.ts';

const prettify = suite('prettifyDocument');

prettify('prints a document in graphql-js layout', () => {
  assert.equal(prettifyDocument('query  Q($id:ID!){event(id:$id){id title}}'), {
    text: 'query Q($id: ID!) {\n  event(id: $id) {\n    id\n    title\n  }\n}',
  });
});

prettify('refuses a document that does not parse, saying why', () => {
  const result = prettifyDocument('{ event(id: 1 { id }');
  assert.is(result.text, undefined);
  assert.match(result.problem!, /^Not prettified: Syntax Error/);
});

prettify('leaves a document with comments alone, since the printer would drop them', () => {
  assert.equal(prettifyDocument('# the venue\n{ venues { id } }'), { problem: 'Not prettified: the printer would drop the comments.' });
  assert.equal(prettifyDocument('{ venues { id } } # trailing'), { problem: 'Not prettified: the printer would drop the comments.' });
});

prettify('keeps a # inside a string, which is not a comment', () => {
  assert.equal(prettifyDocument('{ search(text: "#1") { id } }'), { text: '{\n  search(text: "#1") {\n    id\n  }\n}' });
});

prettify.run();
