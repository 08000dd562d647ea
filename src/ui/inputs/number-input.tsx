// Number input for Int and Float (and ranged custom scalars such as PositiveInt): PRODUCT.md §4
// "Int: integer in 32-bit range; Float: finite"; ui.md §4.1. Built on react-aria-components'
// NumberField (spin button, arrow keys step, locale-aware parsing). Int formatting allows no
// fraction digits, so a decimal separator cannot be typed at all.
//
// Out-of-range numbers are NOT clamped silently (NumberField's minValue/maxValue would): the
// number stays as typed, the reason is shown next to the field, nothing is emitted, and
// `onValidationChange` tells the form not to send. Wire value: a JSON number, or null when the
// field is emptied. onChange fires when the value is committed (blur, Enter, or a step).
//
// A Float steps by 1 from where it is, without snapping (↑ on 12.5 gives 13.5; issue 16):
// NumberField snaps a stepped value to a multiple of its step, so the Float's arrow keys and
// stepper buttons are handled here instead.
import { useState, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { FieldError } from 'react-aria-components/FieldError';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { NumberField } from 'react-aria-components/NumberField';
import { Text } from 'react-aria-components/Text';
import { FLOAT_MAX_FRACTION_DIGITS, MAX_INT_32, MIN_INT_32 } from '../constants.ts';
import { FieldLabel } from './field-label.tsx';
import { useValidationReport } from './use-validation-report.ts';
import { fieldState, type FieldProps } from './field-props.ts';

export interface NumberInputProps extends FieldProps {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  /** Int: whole numbers in the signed 32-bit range; Float: any finite number. @default 'Int' */
  kind?: 'Int' | 'Float';
  /** Extra bounds (e.g. PositiveInt, Latitude); combined with Int's 32-bit range. */
  minValue?: number;
  maxValue?: number;
  /**
   * Amount the stepper buttons and arrow keys add. NumberField also snaps committed values to it,
   * so Float has none by default (steps by 1 without snapping). @default 1 for Int
   */
  step?: number;
  onValidationChange?(message: string | null): void;
}

/** The problem with `value` as a `kind` within the bounds, or null. Exported for form checks. */
export function validateNumber(value: number | null, kind: 'Int' | 'Float', minValue?: number, maxValue?: number): string | null {
  if (value === null) return null;
  if (!Number.isFinite(value)) return 'Enter a finite number';
  if (kind === 'Int' && !Number.isInteger(value)) return 'Enter a whole number';
  const min = kind === 'Int' ? Math.max(minValue ?? MIN_INT_32, MIN_INT_32) : minValue;
  const max = kind === 'Int' ? Math.min(maxValue ?? MAX_INT_32, MAX_INT_32) : maxValue;
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    // A lower bound too small to print (PositiveFloat's Number.MIN_VALUE) means "more than 0".
    if (min !== undefined && min > 0 && format(min) === '0') return max === undefined ? 'Enter a number greater than 0' : `Enter a number greater than 0 and at most ${format(max)}`;
    if (min !== undefined && max !== undefined) return `Enter a number from ${format(min)} to ${format(max)}`;
    return min !== undefined ? `Enter a number of at least ${format(min)}` : `Enter a number of at most ${format(max!)}`;
  }
  return null;
}

function format(n: number): string {
  return n.toLocaleString('en-US');
}

export function NumberInput(props: NumberInputProps) {
  const { label, value, onChange, kind = 'Int', minValue, maxValue, step, description,
    isRequired = false, isDisabled = false, errorMessage, onValidationChange, name } = props;
  // The shown number may differ from `value` while it is invalid (kept as typed, not emitted).
  const [draft, setDraft] = useState<number | null>(value);
  const [lastValue, setLastValue] = useState(value);
  if (!Object.is(value, lastValue)) {
    setLastValue(value);
    setDraft(value);
  }
  const ownMessage = validateNumber(draft, kind, minValue, maxValue);
  useValidationReport(ownMessage, onValidationChange);
  const message = ownMessage ?? errorMessage ?? null;

  function commit(next: number) {
    const number = Number.isNaN(next) ? null : next;
    setDraft(number);
    if (validateNumber(number, kind, minValue, maxValue) === null && !Object.is(number, value)) onChange(number);
  }

  const isFloatStep = kind === 'Float';
  /** Steps a Float from the number in the field (typed but not yet committed counts). */
  function stepFloat(direction: 1 | -1, typed?: string) {
    const fromText = typed !== undefined && typed.trim() !== '' ? Number(typed) : Number.NaN;
    const from = Number.isFinite(fromText) ? fromText : (draft ?? 0);
    commit(Number((from + direction * (step ?? 1)).toPrecision(15)));
  }
  function onKeyDownCapture(event: KeyboardEvent<HTMLInputElement>) {
    if (!isFloatStep || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    // Before NumberField's own handler, which would snap.
    event.preventDefault();
    event.stopPropagation();
    stepFloat(event.key === 'ArrowUp' ? 1 : -1, event.currentTarget.value);
  }
  const stepper = (direction: 1 | -1) =>
    isFloatStep ? (
      <Button slot={null} className="facet-step-button" excludeFromTabOrder aria-label={`${direction === 1 ? 'Increase' : 'Decrease'} ${label}`}
        isDisabled={isDisabled} onPress={() => stepFloat(direction)}>
        {direction === 1 ? '+' : '−'}
      </Button>
    ) : (
      <Button slot={direction === 1 ? 'increment' : 'decrement'} className="facet-step-button">{direction === 1 ? '+' : '−'}</Button>
    );

  return (
    <NumberField
      className={`facet-field facet-number-input`}
      value={draft ?? Number.NaN}
      onChange={commit}
      step={step ?? (kind === 'Int' ? 1 : undefined)}
      formatOptions={kind === 'Int'
        ? { maximumFractionDigits: 0, useGrouping: false }
        : { maximumFractionDigits: FLOAT_MAX_FRACTION_DIGITS, useGrouping: false }}
      {...fieldState(isRequired, isDisabled, message, name)}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className="facet-number-group">
        {stepper(-1)}
        <Input className="facet-input" onKeyDownCapture={onKeyDownCapture} />
        {stepper(1)}
      </Group>
      {description && <Text slot="description" className="facet-description">{description}</Text>}
      <FieldError className="facet-error">{message}</FieldError>
    </NumberField>
  );
}
