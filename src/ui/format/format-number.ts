// Numbers for the reader: result values, ratings and counts, in their locale.
import { FLOAT_MAX_FRACTION_DIGITS } from '../constants.ts';

/**
 * `value` in `locale` ("1,234.5"), keeping up to `maximumFractionDigits` decimals: by default
 * every digit a Float carries, so a result is never rounded on screen.
 */
export function formatNumber(value: number, locale: string, maximumFractionDigits = FLOAT_MAX_FRACTION_DIGITS): string {
  const key = `${locale}|${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { maximumFractionDigits })));
  return format.format(value);
}

// Making a NumberFormat costs far more than using one: a 10,000 events/s feed spent a third of
// its time here (issue 12 item 7). One per locale and precision; a page uses a handful.
const formats = new Map<string, Intl.NumberFormat>();
