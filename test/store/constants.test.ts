// Pins every store constant, so changing a rule's number is a deliberate edit (STYLE.md "Constants").
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { storeConstants as c } from '../../src/store/index.ts';
import { DEFAULT_SELECTION_DEPTH } from '../../src/schema/index.ts';

const constants = suite('store constants');

constants('keeps the interface and feed limits', () => {
  assert.is(c.TOAST_DURATION_MS, 3000);
  assert.is(c.NOTICE_LOG_LIMIT, 500);
  assert.is(c.SUBSCRIPTION_FEED_LIMIT, 50);
  assert.is(c.FEED_KEEP_LIMIT, 1000);
  assert.is(c.FEED_FLUSH_INTERVAL_MS, 16);
  assert.is(c.DOCUMENT_CACHE_LIMIT, 1000);
  assert.equal(c.ANSWER_LOST_KINDS, ['network', 'timeout']);
});

constants('keeps the storage keys and the draft delay', () => {
  assert.is(c.SETTINGS_STORAGE_KEY, 'facet:settings');
  assert.is(c.SCHEMA_CACHE_KEY_PREFIX, 'facet:schema:v1:');
  assert.is(c.DOCUMENT_DRAFT_STORAGE_KEY, 'facet:document-draft');
  assert.is(c.DRAFT_SAVE_DELAY_MS, 300);
  assert.is(c.SERIALIZED_STATE_VERSION, 1);
});

constants('offers the colour schemes, following the system first', () => {
  assert.equal(c.COLOR_SCHEME_CHOICES, ['system', 'light', 'dark']);
});

constants('keeps the cache keys and the selection depth bounds', () => {
  assert.equal(c.DEFAULT_KEY_FIELDS, ['id']);
  assert.is(c.ROOT_QUERY_KEY, 'ROOT_QUERY');
  assert.is(c.DEFAULT_SELECTION_DEPTH, DEFAULT_SELECTION_DEPTH);
  assert.is(c.MIN_SELECTION_DEPTH, 1);
  assert.is(c.MAX_SELECTION_DEPTH, 6);
});

constants('accepts RFC 9110 header names and values only', () => {
  assert.ok(c.HEADER_NAME_PATTERN.test('Apollo-Require-Preflight'));
  assert.not.ok(c.HEADER_NAME_PATTERN.test('Bad Header'));
  assert.ok(c.HEADER_VALUE_PATTERN.test('a b'));
  assert.not.ok(c.HEADER_VALUE_PATTERN.test(' padded'));
  assert.not.ok(c.HEADER_VALUE_PATTERN.test('line\nbreak'));
});

constants.run();
