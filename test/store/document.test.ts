// Documents as the store sends them (src/store/document.ts): __typename added, parsed and printed once.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse, print } from 'graphql';
import { addTypename, prepareDocument, storeConstants } from '../../src/store/index.ts';

const ITEM = `query Item($id: ID!) { item(id: $id) { id name price } }`;

const addTypenameSuite = suite('addTypename');

addTypenameSuite('adds __typename to every nested selection set but not the operation root', () => {
  const out = print(addTypename(parse('subscription { changed { id owner { name } } }')));
  assert.equal(out.replace(/\s+/g, ' '), 'subscription { changed { id owner { name __typename } __typename } }');
});

addTypenameSuite('leaves a selection set that already selects __typename alone, and fills fragments', () => {
  const out = print(addTypename(parse('query { a { __typename id } ...F } fragment F on Query { b { id } }')));
  // a's own, then b's and the fragment's top level (a fragment may be spread below the root).
  assert.is(out.match(/__typename/g)?.length, 3);
  assert.is(out.match(/a \{\s+__typename/g)?.length, 1);
});

addTypenameSuite.run();

// ---

const prepareSuite = suite('prepareDocument');

prepareSuite('memoises per document text and names the operation', () => {
  const a = prepareDocument(ITEM);
  assert.is(prepareDocument(ITEM), a);
  assert.is(a.operationName, 'Item');
  assert.is(a.operationType, 'query');
  assert.match(a.query, /__typename/);
});

prepareSuite('keeps DOCUMENT_CACHE_LIMIT documents, forgetting the oldest first', () => {
  const first = prepareDocument('{ first }');
  for (let n = 1; n < storeConstants.DOCUMENT_CACHE_LIMIT; n++) prepareDocument(`{ f${n} }`);
  assert.is(prepareDocument('{ first }'), first, 'still held at the limit');
  for (let n = 1; n <= storeConstants.DOCUMENT_CACHE_LIMIT; n++) prepareDocument(`{ g${n} }`);
  assert.is.not(prepareDocument('{ first }'), first, 'forgotten once the limit was passed');
});

prepareSuite('picks a named operation and refuses an ambiguous document', () => {
  const doc = 'query A { a } mutation B { b }';
  assert.is(prepareDocument(doc, 'B').operationType, 'mutation');
  assert.throws(() => prepareDocument(doc), /exactly one operation/);
  assert.throws(() => prepareDocument(doc, 'C'), /named "C"/);
});

prepareSuite.run();

// ---

const prepared = suite('prepareDocument: what it hands the transport');

prepared('collects fragments and memoises a DocumentNode by identity', () => {
  const node = parse('query Named { item(id: "1") { ...Parts } } fragment Parts on Item { id name }');
  const a = prepareDocument(node);
  assert.is(prepareDocument(node), a);
  assert.equal([...a.fragments.keys()], ['Parts']);
  assert.is(a.operationName, 'Named');
  assert.match(a.query, /fragment Parts on Item \{\s+id\s+name\s+__typename\s+\}/);
});

prepared('refuses a document without an operation, naming what it found', () => {
  assert.throws(() => prepareDocument('fragment F on Item { id }'), /exactly one operation.*found 0/);
  assert.throws(() => prepareDocument('query A { a } query B { b }', 'C'), /found A, B/);
});

prepared.run();
