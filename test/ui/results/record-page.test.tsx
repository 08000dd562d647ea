import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RecordPage } from '../../../src/ui/results/record-page.tsx';
import { $, render } from '../../helpers/interact.ts';
import { event, recordSchema } from './records-fixture.ts';

function renderPage() {
  const { hook } = memoryLocation({ path: '/entity/Event/e1' });
  return render(
    <Router hook={hook}>
      <RecordPage record={event} schema={recordSchema} headingId="page-heading" actions={<button type="button">Edit</button>} />
    </Router>,
  );
}

const RecordPageSuite = suite('RecordPage');

RecordPageSuite('heads the page with the title, type, subtitle and the actions', () => {
  const view = renderPage();
  assert.is($(view.container, 'h1').textContent, 'Jazz After Dark');
  assert.is($(view.container, 'h1').id, 'page-heading');
  assert.match($(view.container, '.facet-record-header').textContent ?? '', 'Event');
  assert.match($(view.container, '.facet-record-header').textContent ?? '', 'Edit');
  view.unmount();
});

RecordPageSuite('lays the scalar fields out as a definition grid, and the JSON-like object with them', () => {
  const view = renderPage();
  const labels = [...view.container.querySelectorAll('.facet-record-fields dt')].map((dt) => dt.textContent);
  for (const label of ['ID', 'Starts at', 'Ends at', 'Category', 'Tags', 'Rating', 'Metadata']) assert.ok(labels.includes(label), label);
  view.unmount();
});

RecordPageSuite('links a related record by its title and lists related records as a table with links', () => {
  const view = renderPage();
  const related = $(view.container, '.facet-record-related a');
  assert.is(related.getAttribute('href'), '/entity/Venue/v1');
  assert.is(related.textContent, 'Harbour Hall');
  const list = $(view.container, '.facet-record-list');
  assert.match($(list, 'h2').textContent ?? '', 'Reviews (1)');
  assert.ok(list.querySelector('[role="grid"]'));
  assert.ok(list.querySelector('a[href="/entity/Review/r1"]'));
  view.unmount();
});

RecordPageSuite.run();
