// Star rating for rating-like Int arguments: PRODUCT.md §4 "Int named like rating/stars/score →
// rating", when the scale allows stars (src/schema `ratingStars`: rating and stars are 5 stars, a
// score only with a stated scale, any stated scale of 2 to 10 gives that many stars, a wider one
// is a number input instead). React Aria has no rating widget, so this follows the WAI-ARIA APG
// "Rating Radio Group" example (w3.org/WAI/ARIA/apg/patterns/radio/examples/radio-rating/): a
// horizontal RadioGroup with one radio per star, each named "N stars", arrow keys move and
// select, the stars up to the chosen one are drawn filled. An optional rating starts with a
// "No rating" radio (scottaohara a11y_styled_form_controls, radio-button--rating) that emits
// null. The read-only display of ratings in results lives in rating-display.tsx.
//
// Wire value: the number of stars (Int, 1…max), or null.
import { FieldError } from 'react-aria-components/FieldError';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { Text } from 'react-aria-components/Text';
import { DEFAULT_RATING_MAX } from '../constants.ts';
import { FieldLabel } from './field-label.tsx';
import { fieldState, type FieldProps } from './field-props.ts';

export interface RatingInputProps extends FieldProps {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  /** Number of stars. @default DEFAULT_RATING_MAX (5) */
  max?: number;
}

/** Accessible name of the radio for `n` stars: "1 star", "3 stars". */
export function starLabel(n: number): string {
  return n === 1 ? '1 star' : `${n} stars`;
}

/** Name of the radio that leaves an optional rating out. */
export const NO_RATING_LABEL = 'No rating';

const NO_RATING_KEY = 'none';

function Star({ isFilled }: { isFilled: boolean }) {
  return (
    <svg className="facet-star" data-filled={isFilled || undefined} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

export function RatingInput(props: RatingInputProps) {
  const { label, value, onChange, max = DEFAULT_RATING_MAX, description, isRequired = false,
    isDisabled = false, errorMessage, name } = props;
  const message = errorMessage ?? null;
  // A value outside 1…max (e.g. from a URL) selects no star rather than a phantom one.
  const selected = value !== null && Number.isInteger(value) && value >= 1 && value <= max ? value : null;
  const stars = Array.from({ length: max }, (_, i) => i + 1);

  return (
    <RadioGroup
      className="facet-field facet-rating-input"
      orientation="horizontal"
      value={selected === null ? (isRequired ? null : NO_RATING_KEY) : String(selected)}
      onChange={(key) => onChange(key === NO_RATING_KEY ? null : Number(key))}
      {...fieldState(isRequired, isDisabled, message, name)}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className="facet-rating-stars">
        {!isRequired && (
          <Radio className="facet-rating-none" value={NO_RATING_KEY}>{NO_RATING_LABEL}</Radio>
        )}
        {stars.map((n) => (
          <Radio key={n} className="facet-rating-star" value={String(n)} aria-label={starLabel(n)}>
            <Star isFilled={selected !== null && n <= selected} />
          </Radio>
        ))}
      </div>
      {description && <Text slot="description" className="facet-description">{description}</Text>}
      <FieldError className="facet-error">{message}</FieldError>
    </RadioGroup>
  );
}
