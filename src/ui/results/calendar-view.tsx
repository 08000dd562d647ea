/**
 * A month calendar of list items placed on their days (issue 7 "Calendar view"). React Aria's
 * Calendar is a date *picker*: its cells are buttons for choosing a date, so items (themselves
 * buttons or links) cannot live inside them. This is a plain data table instead, which screen
 * readers navigate by row and column: `caption` with the month, weekday column headers (`abbr`
 * carries the full name), one cell per day listing its items, today marked `aria-current="date"`,
 * and Previous/Next month buttons whose result is announced politely.
 *
 * Date-only values ("2026-03-01") are calendar dates and land on that day everywhere; date-times
 * and epoch milliseconds are instants, placed on their day in `timeZone` (the reader's by default).
 * Imported on its own, so screens can lazy-load it.
 */
import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import {
  CalendarDate,
  fromAbsolute,
  getLocalTimeZone,
  getWeeksInMonth,
  parseDate,
  startOfMonth,
  startOfWeek,
  today,
} from '@internationalized/date';
import { ISO_DATE, recordName, safeLinkUrl } from '../../schema/index.ts';
import { formatMonthYear, formatWeekday } from '../format/format-date.ts';
import { formatNumber } from '../format/format-number.ts';

export interface CalendarMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export type CalendarItem = Record<string, unknown>;

export interface CalendarViewProps {
  items: readonly CalendarItem[];
  /** The field holding each item's date (date, date-time or epoch milliseconds). */
  dateKey: string;
  /** The field naming each item. @default `__typename #id`, else "Item" */
  titleKey?: string;
  /** Makes each item a button. */
  onItemPress?: (item: CalendarItem) => void;
  /** Makes each item a link (used when onItemPress is absent). */
  getItemHref?: (item: CalendarItem) => string;
  /** The shown month, controlled. */
  month?: CalendarMonth;
  /** @default the month of the first dated item, else the current month */
  defaultMonth?: CalendarMonth;
  onMonthChange?: (month: CalendarMonth) => void;
  /** @default navigator.language */
  locale?: string;
  /** IANA zone that decides an instant's day. @default the reader's */
  timeZone?: string;
  /** Names the calendar region, e.g. "Events by start date". @default 'Calendar' */
  label?: string;
  /** The items are one page of a longer list: month counts say "on this page". @default false */
  isPartial?: boolean;
}

export function CalendarView(props: CalendarViewProps) {
  const { items, dateKey, titleKey, onItemPress, getItemHref, label = 'Calendar', isPartial = false } = props;
  const locale = props.locale ?? globalThis.navigator?.language ?? 'en-US';
  const timeZone = props.timeZone ?? getLocalTimeZone();
  const days = new Map<string, CalendarItem[]>();
  let undated = 0;
  let firstDay: CalendarDate | undefined;
  for (const item of items) {
    const day = dayOf(item[dateKey], timeZone);
    if (!day) {
      undated++;
      continue;
    }
    firstDay ??= day;
    const key = day.toString();
    const list = days.get(key);
    if (list) list.push(item);
    else days.set(key, [item]);
  }

  const [ownMonth, setOwnMonth] = useState<CalendarMonth>(() => {
    if (props.defaultMonth) return props.defaultMonth;
    const start = firstDay ?? today(timeZone);
    return { year: start.year, month: start.month };
  });
  const shown = props.month ?? ownMonth;
  const first = new CalendarDate(shown.year, shown.month, 1);
  const setMonth = (date: CalendarDate) => {
    const next = { year: date.year, month: date.month };
    if (!props.month) setOwnMonth(next);
    props.onMonthChange?.(next);
  };

  const monthName = formatMonthYear(first.year, first.month, locale);
  const gridStart = startOfWeek(startOfMonth(first), locale);
  const weekCount = getWeeksInMonth(first, locale);
  const todayKey = today(timeZone).toString();
  const inMonthCount = [...days.entries()].filter(([key]) => key.startsWith(`${first.toString().slice(0, 7)}-`)).reduce((n, [, list]) => n + list.length, 0);

  const renderItem = (item: CalendarItem, index: number): ReactNode => {
    const text = itemTitle(item, titleKey, index);
    if (onItemPress) {
      return (
        <Button className="facet-button facet-button-link facet-calendar-item" onPress={() => onItemPress(item)}>
          {text}
        </Button>
      );
    }
    // The URL policy (issue 12 item 2): an href built from an item's data is a link only when allowed.
    const href = getItemHref ? safeLinkUrl(getItemHref(item)) : null;
    if (href !== null) {
      return (
        <a className="facet-link facet-calendar-item" href={href}>
          {text}
        </a>
      );
    }
    return <span className="facet-calendar-item">{text}</span>;
  };

  return (
    <section className="facet-calendar" aria-label={label}>
      <div className="facet-calendar-nav">
        <Button className="facet-button" onPress={() => setMonth(first.subtract({ months: 1 }))}>
          <span aria-hidden="true">‹ </span>Previous month
        </Button>
        <p className="facet-calendar-month" aria-live="polite" aria-atomic="true">
          {monthName}
          <span className="facet-calendar-summary">{` · ${formatNumber(inMonthCount, locale)} ${inMonthCount === 1 ? 'item' : 'items'}${isPartial ? ' on this page' : ''}`}</span>
        </p>
        <Button className="facet-button" onPress={() => setMonth(first.add({ months: 1 }))}>
          Next month<span aria-hidden="true"> ›</span>
        </Button>
      </div>
      <div className="facet-calendar-scroll">
        <table className="facet-calendar-grid">
          <caption className="facet-visually-hidden">{monthName}</caption>
          <thead>
            <tr>
              {Array.from({ length: 7 }, (_, d) => {
                const date = gridStart.add({ days: d });
                return (
                  <th key={d} scope="col" abbr={formatWeekday(date.year, date.month, date.day, locale, 'long')}>
                    {formatWeekday(date.year, date.month, date.day, locale, 'short')}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: weekCount }, (_, w) => (
              <tr key={w}>
                {Array.from({ length: 7 }, (_, d) => {
                  const date = gridStart.add({ days: w * 7 + d });
                  const key = date.toString();
                  if (date.month !== first.month) return <td key={key} className="facet-calendar-outside" />;
                  const list = days.get(key) ?? [];
                  return (
                    <td key={key} className="facet-calendar-day" aria-current={key === todayKey ? 'date' : undefined}>
                      <span className="facet-calendar-date">{date.day}</span>
                      {list.length > 0 ? (
                        <ul className="facet-calendar-items">
                          {list.map((item, i) => (
                            <li key={i}>{renderItem(item, i)}</li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {undated > 0 ? (
        <p className="facet-calendar-undated">{`${formatNumber(undated, locale)} ${undated === 1 ? 'item has' : 'items have'} no date and ${undated === 1 ? 'is' : 'are'} not shown.`}</p>
      ) : null}
    </section>
  );
}

/** The calendar day of a date-like value in `timeZone`, or undefined when it does not parse. */
export function dayOf(value: unknown, timeZone: string): CalendarDate | undefined {
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    try {
      return parseDate(value);
    } catch {
      return undefined;
    }
  }
  const instant = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(instant)) return undefined;
  const zoned = fromAbsolute(instant, timeZone);
  return new CalendarDate(zoned.year, zoned.month, zoned.day);
}

function itemTitle(item: CalendarItem, titleKey: string | undefined, index: number): string {
  const name = recordName(item, titleKey);
  if (name !== null) return name;
  const typename = typeof item.__typename === 'string' ? item.__typename : 'Item';
  return typeof item.id === 'string' || typeof item.id === 'number' ? `${typename} #${item.id}` : `${typename} ${index + 1}`;
}
