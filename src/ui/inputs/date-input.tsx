// Date picker for Date-like scalars (Date, LocalDate, date): PRODUCT.md §4 "Date-like scalar →
// date picker with calendar"; ui.md §4.1 (DatePicker granularity=day, parseDate, YYYY-MM-DD).
// Built on react-aria-components' DatePicker: typed segments (arrow keys step each part; the
// order follows the reader's locale) and a button opening a Calendar in a popover dialog.
//
// Lazy-load this file (and date-time-input.tsx, time-input.tsx): the date widgets cost about
// 46 KB gzip (ui.md §3) and the first screen does not need them. No other non-date widget
// imports it. Wire value: 'YYYY-MM-DD' (ISO 8601 calendar date), or null when cleared.
import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { useContext, useRef, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Calendar, CalendarCell, CalendarGrid } from 'react-aria-components/Calendar';
import { DateInput as AriaDateInput, DateSegment } from 'react-aria-components/DateField';
import { DatePicker, DatePickerStateContext } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { FieldError } from 'react-aria-components/FieldError';
import { Group } from 'react-aria-components/Group';
import { Heading } from 'react-aria-components/Heading';
import { Popover } from 'react-aria-components/Popover';
import { Text } from 'react-aria-components/Text';
import { FieldLabel } from './field-label.tsx';
import { useFocusRestore } from '../hooks/index.ts';
import { fieldState, type FieldProps } from './field-props.ts';

export interface DateInputProps extends FieldProps {
  label: string;
  /** 'YYYY-MM-DD'; a longer ISO string is read by its date part. */
  value: string | null;
  onChange(value: string | null): void;
  /** Earliest and latest selectable dates, 'YYYY-MM-DD'. */
  minValue?: string;
  maxValue?: string;
}

/** Reads 'YYYY-MM-DD' (or the date part of an ISO date-time) as a CalendarDate; null if it is not one. */
export function readDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value.trim());
  if (!match) return null;
  try {
    return parseDate(match[0]);
  } catch {
    return null;
  }
}

/** The Calendar popover shared by the date pickers: month heading, previous/next, day grid. */
/**
 * What a DatePicker holds: label, the date segments with the calendar button, help text, error,
 * and the calendar popover. Shared by the date and the date-time inputs.
 */
export function DatePickerBody({ label, isRequired, description, message }: {
  label: string;
  isRequired: boolean;
  description?: ReactNode;
  message: string | null;
}) {
  const calendarButton = useRef<HTMLButtonElement>(null);
  useFocusRestore(useContext(DatePickerStateContext)?.isOpen ?? false, calendarButton);
  return (
    <>
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className="facet-date-group">
        <AriaDateInput className="facet-date-segments">
          {(segment) => <DateSegment className="facet-date-segment" segment={segment} />}
        </AriaDateInput>
        <Button ref={calendarButton} className="facet-button facet-button--icon facet-calendar-button"><span aria-hidden="true">▾</span></Button>
      </Group>
      {description && <Text slot="description" className="facet-description">{description}</Text>}
      <FieldError className="facet-error">{message}</FieldError>
      <CalendarPopover />
    </>
  );
}

// Its own facet-picker- classes: the result view's month calendar (display.css) owns facet-calendar-,
// and its full-width grid with 4.5 rem days made this popover 1,140 px wide (issue 16).
function CalendarPopover() {
  return (
    <Popover className="facet-popover facet-picker-popover">
      <Dialog className="facet-picker-dialog">
        <Calendar className="facet-picker-calendar">
          <header className="facet-picker-header">
            <Button slot="previous" className="facet-button facet-button--icon"><span aria-hidden="true">‹</span></Button>
            <Heading className="facet-picker-heading" />
            <Button slot="next" className="facet-button facet-button--icon"><span aria-hidden="true">›</span></Button>
          </header>
          <CalendarGrid className="facet-picker-grid">
            {(date) => <CalendarCell className="facet-picker-cell" date={date} />}
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}

export function DateInput(props: DateInputProps) {
  const { label, value, onChange, minValue, maxValue, description, isRequired = false, isDisabled = false,
    errorMessage, name } = props;
  const date = readDate(value);
  const unreadable = value && !date ? `“${value}” is not a date in the form YYYY-MM-DD` : null;
  const message = errorMessage ?? unreadable;

  return (
    <DatePicker<DateValue>
      className="facet-field facet-date-input"
      value={date}
      onChange={(next) => onChange(next ? next.toString().slice(0, 10) : null)}
      granularity="day"
      minValue={readDate(minValue)}
      maxValue={readDate(maxValue)}
      {...fieldState(isRequired, isDisabled, message, name)}
    >
      <DatePickerBody label={label} isRequired={isRequired} description={description} message={message} />
    </DatePicker>
  );
}
