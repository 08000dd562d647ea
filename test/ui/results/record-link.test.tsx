import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RecordLink, recordHref, recordPath } from '../../../src/ui/results/record-link.tsx';
import { render } from '../../helpers/interact.ts';
import { event, recordSchema } from './records-fixture.ts';

const recordPathSuite = suite('recordPath');

recordPathSuite('gives the record page of a type with a by-key fetcher, from the record key alone', () => {
  assert.is(recordPath(recordSchema, event), '/entity/Event/e1');
  assert.is(recordPath(recordSchema, { __typename: 'Venue', id: 'a b/c' }), '/entity/Venue/a%20b%2Fc');
});

recordPathSuite('gives none without a schema, a type name, a fetcher or the key', () => {
  assert.is(recordPath(null, event), null);
  assert.is(recordPath(recordSchema, { id: 'e1', title: 'x' }), null);
  assert.is(recordPath(recordSchema, { __typename: 'Note', text: 'x' }), null);
  assert.is(recordPath(recordSchema, { __typename: 'Event', title: 'no id' }), null);
});

recordPathSuite.run();

// ---

const RecordLinkSuite = suite('RecordLink');

RecordLinkSuite('links its children to the record page, or leaves them as they are', () => {
  const { hook } = memoryLocation({ path: '/' });
  const view = render(
    <Router hook={hook}>
      <RecordLink schema={recordSchema} record={event}>Jazz</RecordLink>
      <RecordLink schema={recordSchema} record={{ __typename: 'Note' }}>Plain</RecordLink>
    </Router>,
  );
  const links = [...view.container.querySelectorAll('a')];
  assert.equal(links.map((a) => [a.getAttribute('href'), a.textContent]), [['/entity/Event/e1', 'Jazz']]);
  assert.match(view.container.textContent ?? '', 'Plain');
  view.unmount();
});

RecordLinkSuite.run();

// ---

const recordHrefSuite = suite('recordHref');

recordHrefSuite('gives a hash-route href for a plain link (calendar entries), empty without a page', () => {
  assert.is(recordHref(recordSchema, event), '#/entity/Event/e1');
  assert.is(recordHref(recordSchema, { __typename: 'Note' }), '');
});

recordHrefSuite.run();
