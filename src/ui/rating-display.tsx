/**
 * Read-only rating: stars for sighted readers, the text "4 out of 5" for everyone. APG has no
 * read-only rating pattern (its rating example is an input radio group); the stars are
 * decorative, so they are hidden from assistive technology and the text carries the value.
 */
import { DEFAULT_RATING_MAX } from './constants.ts';

export interface RatingDisplayProps {
  /** The rating; fractions are rounded to the nearest half star. */
  value: number;
  /** The best possible rating. @default DEFAULT_RATING_MAX (5) */
  max?: number;
  /** Locale for the number in the text. @default navigator.language */
  locale?: string;
}

export function RatingDisplay({ value, max = DEFAULT_RATING_MAX, locale }: RatingDisplayProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const halves = Math.round(clamped * 2);
  const full = Math.floor(halves / 2);
  const hasHalf = halves % 2 === 1;
  const empty = max - full - (hasHalf ? 1 : 0);
  const number = new Intl.NumberFormat(locale ?? defaultLocale(), { maximumFractionDigits: 2 });
  return (
    <span className="facet-rating">
      <span className="facet-rating-stars" aria-hidden="true">
        {'★'.repeat(full)}
        {hasHalf ? <span className="facet-rating-half">★</span> : null}
        {'☆'.repeat(Math.max(0, empty))}
      </span>{' '}
      <span className="facet-rating-text">{`${number.format(value)} out of ${number.format(max)}`}</span>
    </span>
  );
}

function defaultLocale(): string {
  return globalThis.navigator?.language ?? 'en-US';
}
