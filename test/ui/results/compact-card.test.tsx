import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createHintsResolver } from '../../../src/schema/index.ts';
import { COMPACT_KEY_FIELDS_MAX } from '../../../src/ui/constants.ts';
import { CompactCard, compactFields } from '../../../src/ui/results/compact-card.tsx';
import { $, byLabel, click, render } from '../../helpers/interact.ts';
import { event, recordSchema } from './records-fixture.ts';

function renderCard(value: Record<string, unknown> = event) {
  const { hook } = memoryLocation({ path: '/' });
  return render(
    <Router hook={hook}>
      <CompactCard value={value} schema={recordSchema} label="events" />
    </Router>,
  );
}

const compactFieldsSuite = suite('compactFields');

compactFieldsSuite('takes the first short scalar fields in selection order, one date, no id, images, objects or long text', () => {
  const keys = compactFields(event, createHintsResolver(recordSchema)(event));
  assert.equal(keys, ['startsAt', 'category', 'tags']);
  assert.is(keys.length, COMPACT_KEY_FIELDS_MAX);
});

compactFieldsSuite.run();

// ---

const CompactCardSuite = suite('CompactCard');

CompactCardSuite('shows the title linked to the record, a thumbnail and the key fields only', () => {
  const view = renderCard();
  assert.is($(view.container, '.facet-compact-title a').getAttribute('href'), '/entity/Event/e1');
  assert.is($(view.container, '.facet-compact-thumb').getAttribute('src'), 'https://example.com/cover.png');
  const labels = [...view.container.querySelectorAll('.facet-compact-fields dt')].map((dt) => dt.textContent);
  assert.equal(labels, ['Starts at', 'Category', 'Tags']);
  assert.not.match(view.container.textContent ?? '', 'free entry');
  view.unmount();
});

CompactCardSuite('links a related record by its title and counts related lists', () => {
  const view = renderCard();
  const chips = $(view.container, '.facet-compact-chips');
  assert.is($(chips, 'a').getAttribute('href'), '/entity/Venue/v1');
  assert.is($(chips, 'a').textContent, 'Harbour Hall');
  assert.match(chips.textContent ?? '', 'Reviews (1)');
  view.unmount();
});

CompactCardSuite('clamps a long subtitle and opens it with More text', () => {
  const view = renderCard();
  const subtitle = $(view.container, '.facet-compact-subtitle > span');
  assert.ok(subtitle.classList.contains('facet-clamped'));
  const more = byLabel(view.container, 'More text');
  assert.is(more.getAttribute('aria-expanded'), 'false');
  click(more);
  assert.not.ok($(view.container, '.facet-compact-subtitle > span').classList.contains('facet-clamped'));
  assert.is(byLabel(view.container, 'Less text').getAttribute('aria-expanded'), 'true');
  view.unmount();
});

CompactCardSuite('opens every field in one click with Show all fields', () => {
  const view = renderCard();
  click(byLabel(view.container, 'Show all fields'));
  assert.match($(view.container, '.facet-compact-all').textContent ?? '', 'free entry');
  assert.is(byLabel(view.container, 'Hide the fields').getAttribute('aria-expanded'), 'true');
  view.unmount();
});

CompactCardSuite('has no More text for a short subtitle', () => {
  const view = renderCard({ ...event, description: 'Short.' });
  assert.is([...view.container.querySelectorAll('button')].filter((b) => b.textContent === 'More text').length, 0);
  view.unmount();
});

CompactCardSuite.run();
