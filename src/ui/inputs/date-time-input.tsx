// Date-and-time picker for DateTime-like scalars (DateTime, DateTimeISO, Datetime, timestamptz,
// LocalDateTime, Timestamp): PRODUCT.md §4 "DateTime-like scalar → date and time picker"; ui.md
// §4.1 (DatePicker granularity=minute with a ZonedDateTime). Built on react-aria-components'
// DatePicker with the shared Calendar popover from date-input.tsx (both are date widgets,
// lazy-loaded together).
//
// The value is shown in the reader's time zone (or `timeZone`), with the zone's abbreviation as a
// segment. Wire value, by `encoding` (the names of src/schema's DateTimeEncoding):
// - 'rfc3339' (default): RFC 3339 with the zone's offset, seconds included, e.g.
//   '2026-05-01T19:30:00+02:00': the wall-clock time the user picked, and an exact instant.
//   `isUtc` sends the same instant as '2026-05-01T17:30:00Z' instead.
// - 'local' (LocalDateTime): '2026-05-01T19:30:00', no offset, no zone segment.
// - 'epoch-ms' (graphql-scalars Timestamp): milliseconds since 1970 as a number.
// Any RFC 3339 string ('…Z', '…+hh:mm', fractional seconds) is read. Null when cleared.
import {
  fromAbsolute, getLocalTimeZone, now, parseAbsolute, parseDateTime, toCalendarDateTime,
  type CalendarDateTime, type DateValue, type ZonedDateTime,
} from '@internationalized/date';
import { useMemo } from 'react';
import { DatePicker } from 'react-aria-components/DatePicker';
import { DatePickerBody } from './date-input.tsx';
import { fieldState, type FieldProps } from './field-props.ts';

export type DateTimeEncoding = 'rfc3339' | 'local' | 'epoch-ms';

export interface DateTimeInputProps extends FieldProps {
  label: string;
  /** By encoding: RFC 3339 ('2026-05-01T19:30:00+02:00', '…Z'), local ('2026-05-01T19:30:00') or epoch ms. */
  value: string | number | null;
  onChange(value: string | number | null): void;
  /** How the value goes on the wire. @default 'rfc3339' */
  encoding?: DateTimeEncoding;
  /** IANA zone to show and edit in. @default the reader's zone (getLocalTimeZone()) */
  timeZone?: string;
  /** With 'rfc3339': emit UTC ('…Z') instead of the zone's offset. @default false */
  isUtc?: boolean;
  /** Finest editable unit. @default 'minute' */
  granularity?: 'minute' | 'second';
}

// RFC 3339 requires an offset or Z; parseAbsolute needs them too.
const RFC_3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})$/;

/** Reads an RFC 3339 date-time into `timeZone`; null when it is not one. */
export function readDateTime(value: string | null | undefined, timeZone: string): ZonedDateTime | null {
  if (!value || !RFC_3339.test(value.trim())) return null;
  try {
    return parseAbsolute(value.trim().replace(' ', 'T').toUpperCase(), timeZone);
  } catch {
    return null;
  }
}

/** RFC 3339 for `date`: its own offset ('+02:00'), or UTC 'Z' when `isUtc`; milliseconds dropped when zero. */
export function writeDateTime(date: ZonedDateTime, isUtc = false): string {
  if (isUtc) return date.toAbsoluteString().replace('.000Z', 'Z');
  // ZonedDateTime.toString() is '2026-05-01T19:30:00+02:00[Europe/Berlin]'; RFC 3339 ends at the offset.
  return date.toString().replace(/\[[^\]]*\]$/, '');
}

/** Reads a wire value of `encoding` for the picker; null when it is not one. */
function readDateTimeValue(value: string | number | null | undefined, encoding: DateTimeEncoding, timeZone: string): ZonedDateTime | CalendarDateTime | null {
  if (value === null || value === undefined || value === '') return null;
  if (encoding === 'epoch-ms') {
    const ms = typeof value === 'number' ? value : /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    return Number.isSafeInteger(ms) ? fromAbsolute(ms, timeZone) : readDateTime(String(value), timeZone);
  }
  if (typeof value !== 'string') return null;
  if (encoding === 'local') {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value.trim())) return null;
    try {
      return parseDateTime(value.trim());
    } catch {
      return null;
    }
  }
  return readDateTime(value, timeZone);
}

const EXAMPLES: Record<DateTimeEncoding, string> = {
  'rfc3339': '2026-05-01T19:30:00+02:00',
  'local': '2026-05-01T19:30:00',
  'epoch-ms': '1777656600000',
};

export function DateTimeInput(props: DateTimeInputProps) {
  const { label, value, onChange, encoding = 'rfc3339', timeZone: zone, isUtc = false, granularity = 'minute',
    description, isRequired = false, isDisabled = false, errorMessage, name } = props;
  const timeZone = zone ?? getLocalTimeZone();
  const date = readDateTimeValue(value, encoding, timeZone);
  // The placeholder's type decides what typing into an empty field produces: zoned, or local.
  const placeholder = useMemo(() => {
    const current = now(timeZone).set({ second: 0, millisecond: 0 });
    return encoding === 'local' ? toCalendarDateTime(current) : current;
  }, [timeZone, encoding]);
  const unreadable = value !== null && value !== '' && !date ? `“${value}” is not a date and time like ${EXAMPLES[encoding]}` : null;
  const message = errorMessage ?? unreadable;

  function change(next: DateValue | null) {
    if (!next) return onChange(null);
    if (!('hour' in next)) return; // never a plain date at minute granularity
    if (!('timeZone' in next)) return onChange(next.toString());
    if (encoding === 'epoch-ms') return onChange(next.toDate().getTime());
    if (encoding === 'local') return onChange(toCalendarDateTime(next).toString());
    onChange(writeDateTime(next, isUtc));
  }

  return (
    <DatePicker<DateValue>
      className="facet-field facet-date-time-input"
      value={date}
      onChange={change}
      placeholderValue={placeholder}
      granularity={granularity}
      hideTimeZone={encoding === 'local'}
      {...fieldState(isRequired, isDisabled, message, name)}
    >
      <DatePickerBody label={label} isRequired={isRequired} description={description} message={message} />
    </DatePicker>
  );
}
