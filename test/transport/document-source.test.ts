// sourceText: the text request, subscribe and iterate send for a string or a parsed document
// (issue 11 item 9: DocumentNode/TypedDocumentNode carrying loc.source.body, no graphql import).
import { parse } from 'graphql';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sourceText } from '../../src/transport/document-source.ts';

const text = suite('sourceText');

text('returns a query string as it is', () => {
  assert.is(sourceText('{ a }'), '{ a }');
});

text("returns a graphql-js document's source body", () => {
  assert.is(sourceText(parse('query A { a }')), 'query A { a }');
});

text('returns the body of a graphql-tag-shaped document (locations stripped but loc.source kept)', () => {
  assert.is(sourceText({ loc: { source: { body: 'query B { b }' } } }), 'query B { b }');
});

text('throws a TypeError naming loc.source.body for a document without it', () => {
  assert.throws(() => sourceText(parse('{ a }', { noLocation: true })), /loc\.source\.body/);
  assert.throws(() => sourceText(null as never), (e: unknown) => e instanceof TypeError);
});

text.run();
