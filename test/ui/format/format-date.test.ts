import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dateInstant, formatDateValue, formatMonthYear, formatWeekday } from '../../../src/ui/format/format-date.ts';

// ---

const FormatDateValueSuite = suite('formatDateValue');

FormatDateValueSuite('formats epoch milliseconds as an instant in the given zone', () => {
  const ms = Date.UTC(2026, 0, 31, 23, 0);
  const expected = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(ms);
  assert.equal(formatDateValue(ms, 'en-GB', 'Europe/Berlin'), { text: expected, dateTime: '2026-01-31T23:00:00.000Z' });
});

FormatDateValueSuite('formats a date-only value as that calendar day in every time zone', () => {
  for (const timeZone of ['Pacific/Honolulu', 'UTC', 'Pacific/Kiritimati']) {
    assert.equal(formatDateValue('2026-03-01', 'en-US', timeZone), { text: 'Mar 1, 2026', dateTime: '2026-03-01' }, timeZone);
  }
});

FormatDateValueSuite('names the offset of a time with one', () => {
  const time = (style: 'short' | 'medium', h: number, m: number, s = 0) =>
    new Intl.DateTimeFormat('en-US', { timeStyle: style, timeZone: 'UTC' }).format(Date.UTC(1970, 0, 1, h, m, s));
  assert.is(formatDateValue('09:15Z', 'en-US')?.text, `${time('short', 9, 15)} UTC`);
  assert.is(formatDateValue('09:15:30+02:00', 'en-US')?.text, `${time('medium', 9, 15, 30)} (UTC+02:00)`);
});

FormatDateValueSuite('shows a date-time to the second when it is not on a whole minute, so events a second apart differ', () => {
  const at = (iso: string) => formatDateValue(iso, 'en-US', 'UTC')?.text;
  assert.is(at('2026-11-28T06:35:00Z'), 'Nov 28, 2026, 6:35 AM');
  assert.is(at('2026-11-28T06:35:07Z'), 'Nov 28, 2026, 6:35:07 AM');
  assert.is.not(at('2026-11-28T06:35:07Z'), at('2026-11-28T06:35:08Z'));
});

FormatDateValueSuite('returns undefined for text that is no date', () => {
  assert.is(formatDateValue('soon', 'en-US'), undefined);
});

FormatDateValueSuite.run();

// ---

const DateInstantSuite = suite('dateInstant');

DateInstantSuite('orders a date-only value as UTC midnight and a date-time by its instant', () => {
  assert.is(dateInstant('2026-03-10'), Date.UTC(2026, 2, 10));
  assert.is(dateInstant('2026-03-10T20:00:00+05:00'), Date.UTC(2026, 2, 10, 15));
  assert.is(dateInstant(42), 42);
  assert.is(dateInstant('later'), undefined);
});

DateInstantSuite.run();

// ---

const FormatMonthYearSuite = suite('formatMonthYear');

FormatMonthYearSuite('names a month and its year in the locale', () => {
  assert.is(formatMonthYear(2026, 3, 'en-US'), 'March 2026');
  assert.is(formatMonthYear(2026, 3, 'de-DE'), 'März 2026');
});

FormatMonthYearSuite.run();

// ---

const FormatWeekdaySuite = suite('formatWeekday');

FormatWeekdaySuite('names the weekday of a calendar day, short or long', () => {
  assert.is(formatWeekday(2026, 3, 2, 'en-US', 'short'), 'Mon');
  assert.is(formatWeekday(2026, 3, 2, 'en-US', 'long'), 'Monday');
});

FormatWeekdaySuite.run();
