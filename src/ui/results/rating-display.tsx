/**
 * Read-only rating: stars for sighted readers, the text "4 out of 5" for everyone. APG has no
 * read-only rating pattern (its rating example is an input radio group); the stars are
 * decorative, so they are hidden from assistive technology and the text carries the value.
 *
 * {@link RatingValue} decides, for a result field named like a rating, between stars and a plain
 * number ({@link ratingPresentation}).
 */
import { DEFAULT_RATING_MAX, RATING_FRACTION_DIGITS, RATING_STARS_MAX_SCALE } from '../constants.ts';
import { formatNumber } from '../format/format-number.ts';

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
  const number = { format: (n: number) => formatNumber(n, locale ?? defaultLocale(), RATING_FRACTION_DIGITS) };
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

/** Stars out of `max`, or a plain number ("87 / 100" when the maximum is known, else "87"). */
export type RatingPresentation = { kind: 'stars'; max: number } | { kind: 'number'; max: number | null };

/**
 * How to show a rating-like number, from the scale its field's name states (`ratingOutOf10` → 10,
 * or null) and the value itself:
 * - a stated scale wins: up to RATING_STARS_MAX_SCALE (10) it is that many stars, a wider one a
 *   number out of it;
 * - no stated scale: 0–5 is the common five-star rating; anything above is a plain number, since
 *   its maximum is unknown (a score of 87 is no "87 out of 5");
 * - a value below 0 or above its scale is a plain number without a maximum: the scale is wrong.
 */
export function ratingPresentation(value: number, statedScale: number | null = null): RatingPresentation {
  if (!Number.isFinite(value) || value < 0) return { kind: 'number', max: null };
  if (statedScale !== null) {
    if (value > statedScale) return { kind: 'number', max: null };
    return statedScale <= RATING_STARS_MAX_SCALE ? { kind: 'stars', max: statedScale } : { kind: 'number', max: statedScale };
  }
  return value <= DEFAULT_RATING_MAX ? { kind: 'stars', max: DEFAULT_RATING_MAX } : { kind: 'number', max: null };
}

export interface RatingValueProps {
  value: number;
  /** The scale the field's name states, if any. @default null */
  scale?: number | null;
  /** @default navigator.language */
  locale?: string;
}

/** A rating-like result value as stars, "87 / 100" (read as "87 out of 100"), or a plain number. */
export function RatingValue({ value, scale = null, locale }: RatingValueProps) {
  const shown = ratingPresentation(value, scale);
  if (shown.kind === 'stars') return <RatingDisplay value={value} max={shown.max} {...(locale ? { locale } : {})} />;
  const number = { format: (n: number) => formatNumber(n, locale ?? defaultLocale()) };
  if (shown.max === null) return <span className="facet-rating facet-rating-number">{number.format(value)}</span>;
  return (
    <span className="facet-rating facet-rating-number">
      <span aria-hidden="true">{`${number.format(value)} / ${number.format(shown.max)}`}</span>
      <span className="facet-visually-hidden">{`${number.format(value)} out of ${number.format(shown.max)}`}</span>
    </span>
  );
}

function defaultLocale(): string {
  return globalThis.navigator?.language ?? 'en-US';
}
