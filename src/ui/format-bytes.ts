// Byte sizes for people: files in the mutation confirmation, the JSON view's cut notice.
import { BYTES_PER_KILOBYTE } from './constants.ts';

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "512 bytes", "1.5 kB", "2 MB" (SI steps of BYTES_PER_KILOBYTE). */
export function formatBytes(size: number, locale: string): string {
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
    maximumFractionDigits: 1,
  }).format(amount);
}
