import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatBytes } from '../../../src/ui/format/format-bytes.ts';

const FormatBytesSuite = suite('formatBytes');

FormatBytesSuite('steps through SI units', () => {
  const nf = (unit: string, display: 'long' | 'short', n: number) =>
    new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay: display, maximumFractionDigits: 1 }).format(n);
  assert.is(formatBytes(512, 'en-US'), nf('byte', 'long', 512));
  assert.is(formatBytes(1500, 'en-US'), nf('kilobyte', 'short', 1.5));
  assert.is(formatBytes(2_000_000, 'en-US'), nf('megabyte', 'short', 2));
});

FormatBytesSuite('uses SI steps with one fraction digit, whole bytes below a kilobyte', () => {
  assert.is(formatBytes(999), '999 bytes');
  assert.is(formatBytes(1_000), '1 kB');
  assert.is(formatBytes(3_400_000), '3.4 MB');
});

FormatBytesSuite.run();
