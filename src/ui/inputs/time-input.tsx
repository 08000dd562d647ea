// Time field for Time-like scalars (Time, LocalTime, LocalEndTime, timetz): PRODUCT.md §4
// "Time-like scalar → time field"; ui.md §4.1 (TimeField, parseTime). Built on
// react-aria-components' TimeField: hour/minute (and second) segments, arrow keys step them, the
// 12/24-hour display follows the reader's locale. A date widget: lazy-load it with the others.
//
// Wire value: 'HH:mm:ss' (24-hour, seconds always written, e.g. '19:30:00'), or null when
// cleared. `isUtc` appends 'Z' ('19:30:00Z') for scalars such as graphql-scalars' Time, which
// wants a UTC time. Reads 'HH:mm', 'HH:mm:ss', fractional seconds, and a trailing Z or offset
// (the offset is dropped: a time field edits wall-clock time).
import { parseTime, type Time } from '@internationalized/date';
import { DateInput, DateSegment } from 'react-aria-components/DateField';
import { FieldError } from 'react-aria-components/FieldError';
import { Text } from 'react-aria-components/Text';
import { TimeField, type TimeValue } from 'react-aria-components/TimeField';
import { FieldLabel } from './field-label.tsx';
import { fieldState, type FieldProps } from './field-props.ts';

export interface TimeInputProps extends FieldProps {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
  /** Finest editable unit. @default 'minute' */
  granularity?: 'hour' | 'minute' | 'second';
  /** Append 'Z' to emitted times. @default false */
  isUtc?: boolean;
}

/** Reads 'HH:mm[:ss[.sss]]' with an optional Z or ±hh:mm; null when it is not a time. */
export function readTime(value: string | null | undefined): Time | null {
  if (!value) return null;
  const match = /^(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(?:[Zz]|[+-]\d{2}:?\d{2})?$/.exec(value.trim());
  if (!match) return null;
  try {
    return parseTime(match[1]!);
  } catch {
    return null;
  }
}

/** 'HH:mm:ss' (milliseconds dropped), plus 'Z' when `isUtc`. */
export function writeTime(time: TimeValue, isUtc = false): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}${isUtc ? 'Z' : ''}`;
}

export function TimeInput(props: TimeInputProps) {
  const { label, value, onChange, granularity = 'minute', isUtc = false, description, isRequired = false,
    isDisabled = false, errorMessage, name } = props;
  const time = readTime(value);
  const unreadable = value && !time ? `“${value}” is not a time like 19:30 or 19:30:00` : null;
  const message = errorMessage ?? unreadable;

  return (
    <TimeField<TimeValue>
      className="facet-field facet-time-input"
      value={time}
      onChange={(next) => onChange(next ? writeTime(next, isUtc) : null)}
      granularity={granularity}
      {...fieldState(isRequired, isDisabled, message, name)}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <DateInput className="facet-date-group facet-date-segments">
        {(segment) => <DateSegment className="facet-date-segment" segment={segment} />}
      </DateInput>
      {description && <Text slot="description" className="facet-description">{description}</Text>}
      <FieldError className="facet-error">{message}</FieldError>
    </TimeField>
  );
}
