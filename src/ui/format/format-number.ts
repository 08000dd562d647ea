// Numbers for the reader: result values, ratings and counts, in their locale.
import { FLOAT_MAX_FRACTION_DIGITS } from '../constants.ts';

/**
 * `value` in `locale` ("1,234.5"), keeping up to `maximumFractionDigits` decimals: by default
 * every digit a Float carries, so a result is never rounded on screen.
 */
export function formatNumber(value: number, locale: string, maximumFractionDigits = FLOAT_MAX_FRACTION_DIGITS): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}
