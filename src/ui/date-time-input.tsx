// Date-and-time picker for DateTime-like scalars (DateTime, DateTimeISO, Datetime, timestamptz):
// PRODUCT.md §4 "DateTime-like scalar → date and time picker"; ui.md §4.1 (DatePicker
// granularity=minute with a ZonedDateTime). Built on react-aria-components' DatePicker with the
// shared Calendar popover from date-input.tsx (both are date widgets, lazy-loaded together).
//
// The value is shown in the reader's time zone (or `timeZone`), with the zone's abbreviation as a
// segment. Wire value: an RFC 3339 date-time with the zone's offset, seconds included, e.g.
// '2026-05-01T19:30:00+02:00' — the wall-clock time the user picked, and an exact instant.
// `isUtc` emits the same instant as '2026-05-01T17:30:00Z' instead, for servers that want UTC.
// Any RFC 3339 string ('…Z', '…+hh:mm', fractional seconds) is read. Null when cleared.
import { getLocalTimeZone, now, parseAbsolute, type DateValue, type ZonedDateTime } from '@internationalized/date';
import { useMemo } from 'react';
import { Button, DateInput as AriaDateInput, DatePicker, DateSegment, FieldError, Group, Label, Text } from 'react-aria-components';
import { CalendarPopover } from './date-input.tsx';

export interface DateTimeInputProps {
  label: string;
  /** RFC 3339 date-time, e.g. '2026-05-01T19:30:00+02:00' or '2026-05-01T17:30:00Z'. */
  value: string | null;
  onChange(value: string | null): void;
  /** IANA zone to show and edit in. @default the reader's zone (getLocalTimeZone()) */
  timeZone?: string;
  /** Emit UTC ('…Z') instead of the zone's offset. @default false */
  isUtc?: boolean;
  /** Finest editable unit. @default 'minute' */
  granularity?: 'minute' | 'second';
  description?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  errorMessage?: string | null;
  name?: string;
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

export function DateTimeInput(props: DateTimeInputProps) {
  const { label, value, onChange, timeZone: zone, isUtc = false, granularity = 'minute', description,
    isRequired = false, isDisabled = false, errorMessage, name } = props;
  const timeZone = zone ?? getLocalTimeZone();
  const date = readDateTime(value, timeZone);
  // A zoned placeholder makes segments typed into an empty field produce a ZonedDateTime too.
  const placeholder = useMemo(() => now(timeZone).set({ second: 0, millisecond: 0 }), [timeZone]);
  const unreadable = value && !date ? `“${value}” is not a date and time like 2026-05-01T19:30:00+02:00` : null;
  const message = errorMessage ?? unreadable;

  function change(next: DateValue | null) {
    if (!next) return onChange(null);
    // Always a ZonedDateTime here (value and placeholder are zoned); guard for the type system.
    if ('timeZone' in next) onChange(writeDateTime(next, isUtc));
  }

  return (
    <DatePicker<DateValue>
      className="facet-field facet-date-time-input"
      value={date}
      onChange={change}
      placeholderValue={placeholder}
      granularity={granularity}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={message !== null}
      validationBehavior="aria"
      name={name}
    >
      <Label className="facet-label">
        {label}
        {isRequired && <span className="facet-required" aria-hidden="true"> *</span>}
      </Label>
      <Group className="facet-date-group">
        <AriaDateInput className="facet-date-segments">
          {(segment) => <DateSegment className="facet-date-segment" segment={segment} />}
        </AriaDateInput>
        <Button className="facet-button facet-button--icon facet-calendar-button"><span aria-hidden="true">▾</span></Button>
      </Group>
      {description && <Text slot="description" className="facet-description">{description}</Text>}
      <FieldError className="facet-error">{message}</FieldError>
      <CalendarPopover />
    </DatePicker>
  );
}
