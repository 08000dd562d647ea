import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatNumber } from '../../../src/ui/format/format-number.ts';

// ---

const FormatNumberSuite = suite('formatNumber');

FormatNumberSuite('groups digits for the locale and keeps every decimal by default', () => {
  assert.is(formatNumber(1234.5, 'en-US'), '1,234.5');
  assert.is(formatNumber(1234.5, 'de-DE'), '1.234,5');
  assert.is(formatNumber(0.123456789, 'en-US'), '0.123456789');
});

FormatNumberSuite('rounds to the decimals asked for', () => {
  assert.is(formatNumber(4.256, 'en-US', 2), '4.26');
});

FormatNumberSuite.run();
