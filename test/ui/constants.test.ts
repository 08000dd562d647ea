// Pins each interface constant, so changing a spec number is a deliberate edit (STYLE.md
// "Constants"; lukeed/worktop src/internal/constants.test.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as constants from '../../src/ui/constants.ts';

const constantsSuite = suite('ui constants');

constantsSuite('keeps the interface defaults of seed/spec.md', () => {
  assert.is(constants.TOAST_DURATION_MS, 3000);
  assert.is(constants.FOCUS_RESTORE_DELAY_MS, 100);
  assert.is(constants.SIDEBAR_WIDTH_PX, 320);
  assert.is(constants.LINK_MAX_CHARS, 2000);
});

constantsSuite('bounds Int to the signed 32-bit range of the GraphQL spec', () => {
  assert.is(constants.MAX_INT_32, 2 ** 31 - 1);
  assert.is(constants.MIN_INT_32, -(2 ** 31));
});

constantsSuite('keeps the widget defaults', () => {
  assert.is(constants.DEFAULT_RATING_MAX, 5);
  assert.is(constants.RADIO_MAX_OPTIONS, 5);
  assert.is(constants.SELECT_MAX_OPTIONS, 15);
  assert.is(constants.MAX_NAMED_CHOICES, 8);
  assert.is(constants.TAG_SEPARATOR, ',');
  assert.is(constants.BYTES_PER_KILOBYTE, 1000);
  assert.is(constants.JSON_INDENT_SPACES, 2);
  assert.is(constants.FLOAT_MAX_FRACTION_DIGITS, 20);
  assert.is(constants.NARROW_LAYOUT_MAX_WIDTH_PX, 767);
  assert.is(constants.RATING_STARS_MAX_SCALE, 10);
  assert.is(constants.RATING_FRACTION_DIGITS, 2);
  assert.is(constants.JSON_INDENT_MAX_LEVELS, 64);
  assert.is(constants.RESULT_MAX_DEPTH, 24);
  assert.is(constants.TABLE_MAX_COLUMNS, 8);
  assert.is(constants.TABLE_CELL_MAX_CHARS, 80);
  assert.is(constants.TABLE_SUMMARY_FIELDS, 2);
  assert.is(constants.JSON_SHOWN_MAX_CHARS, 100_000);
  assert.is(constants.JSON_FIND_MAX_MATCHES, 10_000);
  assert.is(constants.JSON_FIND_HIGHLIGHT_WINDOW, 200);
  assert.is(constants.COLLAPSIBLE_FIELDSET_DEPTH, 3);
  assert.is(constants.FORM_FIELDS_UP_FRONT_MAX, 40);
});

constantsSuite('keeps the compact results rules of issue 15 §3', () => {
  assert.is(constants.COMPACT_KEY_FIELDS_MAX, 3);
  assert.is(constants.COMPACT_FIELD_MAX_CHARS, 60);
  assert.is(constants.COMPACT_SUBTITLE_LINES, 2);
  assert.is(constants.COMPACT_SUBTITLE_CHARS, 90);
  assert.is(constants.FLAT_LIST_MAX_FIELDS, constants.TABLE_MAX_COLUMNS);
});

constantsSuite.run();
