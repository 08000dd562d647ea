import { GraphQLError } from 'graphql';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { connectionPage, encodeCursor, offsetPage } from '../../src/demo/paging.ts';

const items = Array.from({ length: 7 }, (_, i) => ({ id: `i${i + 1}` }));
const ids = (page: { edges: { node: { id: string } }[] }) => page.edges.map((e) => e.node.id);

function throwsCode(run: () => unknown, code: string): void {
  try {
    run();
  } catch (error) {
    assert.instance(error, GraphQLError);
    assert.is((error as GraphQLError).extensions.code, code);
    return;
  }
  assert.unreachable('expected an error');
}

const offset = suite('offsetPage');

offset('slices from offset and reports the total', () => {
  assert.equal(offsetPage(items, 3, 5), { items: [{ id: 'i6' }, { id: 'i7' }], total: 7 });
  assert.equal(offsetPage(items, 0, 0), { items: [], total: 7 });
});

offset('rejects negative, fractional and oversized arguments', () => {
  throwsCode(() => offsetPage(items, -1, 0), 'BAD_USER_INPUT');
  throwsCode(() => offsetPage(items, 101, 0), 'BAD_USER_INPUT');
  throwsCode(() => offsetPage(items, 2, -3), 'BAD_USER_INPUT');
});

offset.run();

// ---

const connection = suite('connectionPage');

connection('pages forward with first/after and reports both directions', () => {
  const page = connectionPage(items, { first: 3, after: encodeCursor('i2') });
  assert.equal(ids(page), ['i3', 'i4', 'i5']);
  assert.equal(page.pageInfo, { hasPreviousPage: true, hasNextPage: true, startCursor: encodeCursor('i3'), endCursor: encodeCursor('i5') });
  assert.is(page.totalCount, 7);
});

connection('pages backward with last/before', () => {
  const page = connectionPage(items, { last: 2, before: encodeCursor('i3') });
  assert.equal(ids(page), ['i1', 'i2']);
  assert.equal([page.pageInfo.hasPreviousPage, page.pageInfo.hasNextPage], [false, true]);
});

connection('defaults to the first page and handles an empty window', () => {
  assert.equal(ids(connectionPage(items, {})), items.map((i) => i.id));
  const empty = connectionPage(items, { after: encodeCursor('i5'), before: encodeCursor('i2') });
  assert.equal(empty.edges, []);
  assert.equal([empty.pageInfo.startCursor, empty.pageInfo.endCursor], [null, null]);
});

connection('rejects foreign cursors, vanished items and bad counts', () => {
  throwsCode(() => connectionPage(items, { after: 'bm9wZQ' }), 'BAD_USER_INPUT');
  throwsCode(() => connectionPage(items, { after: encodeCursor('gone') }), 'BAD_USER_INPUT');
  throwsCode(() => connectionPage(items, { first: -1 }), 'BAD_USER_INPUT');
  throwsCode(() => connectionPage(items, { last: 1000 }), 'BAD_USER_INPUT');
});

connection.run();
