// Dates for the reader: result values (date, date-time, time of day, epoch milliseconds) in their
// locale and time zone, and the month and weekday names of the calendar view. Which strings are
// dates is the schema layer's call (its ISO patterns); this module only turns them into text.
import { ISO_DATE, ISO_TIME } from '../../schema/index.ts';

export interface FormattedDate {
  /** The text shown to the reader. */
  text: string;
  /** A machine-readable value for `<time dateTime>`. */
  dateTime: string;
}

/**
 * Formats a date-like value for `locale`. Date-only strings ("2026-03-01") are calendar dates and
 * are formatted as such (in UTC, from their own digits), so no time zone moves them a day.
 * Time-only strings keep their wall-clock digits (with the offset named when one is given).
 * Date-times and epoch milliseconds are instants, shown in `timeZone` (the reader's by default),
 * to the second when they are not on a whole minute. Returns undefined when the value does not parse.
 */
export function formatDateValue(value: string | number, locale: string, timeZone?: string): FormattedDate | undefined {
  if (typeof value === 'string') {
    const date = ISO_DATE.exec(value);
    if (date) {
      const utc = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
      if (Number.isNaN(utc)) return undefined;
      return { text: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(utc), dateTime: value };
    }
    const time = ISO_TIME.exec(value);
    if (time) {
      const utc = Date.UTC(1970, 0, 1, Number(time[1]), Number(time[2]), Number(time[3] ?? 0));
      const style = time[3] !== undefined && time[3] !== '00' ? 'medium' : 'short';
      const text = new Intl.DateTimeFormat(locale, { timeStyle: style, timeZone: 'UTC' }).format(utc);
      const offset = time[4];
      return { text: offset === undefined ? text : offset === 'Z' ? `${text} UTC` : `${text} (UTC${offset})`, dateTime: value };
    }
  }
  const instant = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(instant)) return undefined;
  // Seconds shown when the instant has them, as for a time of day: events a second apart (a live
  // feed's timestamps) must not read the same.
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: instant % 60_000 === 0 ? 'short' : 'medium' };
  if (timeZone !== undefined) options.timeZone = timeZone;
  return { text: new Intl.DateTimeFormat(locale, options).format(instant), dateTime: new Date(instant).toISOString() };
}

/**
 * The instant a date-like value stands for, for ordering: a date-only string is UTC midnight of
 * that day, a date-time its instant, a number itself. Undefined when it does not parse.
 */
export function dateInstant(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const instant = ISO_DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);
  return Number.isNaN(instant) ? undefined : instant;
}

/** "March 2026" for a calendar month (1–12) in `locale`. */
export function formatMonthYear(year: number, month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/** The weekday of a calendar day in `locale`: "Mon" (`short`) or "Monday" (`long`). */
export function formatWeekday(year: number, month: number, day: number, locale: string, style: 'short' | 'long'): string {
  return new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}
