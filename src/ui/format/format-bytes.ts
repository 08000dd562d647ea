// Byte sizes for people: chosen files, files in the mutation confirmation, the JSON view's cut notice.
import { BYTES_PER_KILOBYTE } from '../constants.ts';

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** "532 bytes", "1.2 kB", "3.4 MB" in the given locale (SI steps, like browsers' download lists). */
export function formatBytes(size: number, locale = 'en-US'): string {
  let unit = 0;
  let amount = size;
  while (amount >= BYTES_PER_KILOBYTE && unit < BYTE_UNITS.length - 1) {
    amount /= BYTES_PER_KILOBYTE;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(amount);
}
