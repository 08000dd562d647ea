import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { humanize } from '../../src/schema/index.ts';

// ---

const humanizeSuite = suite('humanize');

humanizeSuite('turns camelCase, snake_case and CONST_CASE into a sentence-case label', () => {
  assert.is(humanize('createdAt'), 'Created at');
  assert.is(humanize('per_page'), 'Per page');
  assert.is(humanize('FOOD_AND_DRINK'), 'Food and drink');
  assert.is(humanize('doorsOpen'), 'Doors open');
  assert.is(humanize('title'), 'Title');
});

humanizeSuite('keeps known acronyms in capitals, plural ones with a small s', () => {
  assert.is(humanize('imageUrls'), 'Image URLs');
  assert.is(humanize('imageURLs'), 'Image URLs');
  assert.is(humanize('userId'), 'User ID');
  assert.is(humanize('ids'), 'IDs');
  assert.is(humanize('XMLHttpRequest'), 'Xml http request');
  assert.is(humanize('id'), 'ID');
  assert.is(humanize('HTMLBody'), 'HTML body');
  assert.is(humanize('venueIDs'), 'Venue IDs');
  assert.is(humanize('doors_open'), 'Doors open');
});

humanizeSuite('splits digits and leaves a name without letters alone', () => {
  assert.is(humanize('address2Line'), 'Address 2 line');
  assert.is(humanize('__'), '__');
});

humanizeSuite.run();
