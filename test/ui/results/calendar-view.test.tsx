import '../../setup/dom.ts';
import axe from 'axe-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CalendarView, dayOf, type CalendarItem } from '../../../src/ui/results/calendar-view.tsx';
import { $, click, render } from '../../helpers/interact.ts';

/** axe-core's serious and critical findings inside `root` (contrast needs layout, so it is checked in e2e). */
async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const EVENTS: CalendarItem[] = [
  { __typename: 'Event', id: '1', title: 'Jazz night', day: '2026-03-01', startsAt: '2026-03-01T23:30:00Z' },
  { __typename: 'Event', id: '2', title: 'Folk morning', day: '2026-03-14', startsAt: '2026-03-14T09:00:00Z' },
  { __typename: 'Event', id: '3', title: 'Rock evening', day: '2026-03-14', startsAt: '2026-03-14T19:00:00Z' },
  { __typename: 'Event', id: '4', title: 'April fool', day: '2026-04-01', startsAt: '2026-04-01T12:00:00Z' },
  { __typename: 'Event', id: '5', title: 'Undated', day: null, startsAt: null },
];

/** The cell (td) whose day number is `day`. */
function cell(root: ParentNode, day: number): HTMLTableCellElement {
  for (const td of root.querySelectorAll<HTMLTableCellElement>('td.facet-calendar-day')) {
    if ($(td, '.facet-calendar-date').textContent === String(day)) return td;
  }
  throw new Error(`no cell for day ${day}`);
}

function itemsOn(root: ParentNode, day: number): string[] {
  return [...cell(root, day).querySelectorAll('.facet-calendar-item')].map((el) => el.textContent ?? '');
}

function button(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => (b.textContent ?? '').includes(name));
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

const monthName = (locale: string, year: number, month: number) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));

const CalendarViewSuite = suite('CalendarView');

CalendarViewSuite('is a table captioned with the month, starting at the first dated item', () => {
  const view = render(<CalendarView items={EVENTS} dateKey="day" titleKey="title" locale="en-US" timeZone="UTC" />);
  const table = $(view.container, 'table');
  assert.is($(table, 'caption').textContent, monthName('en-US', 2026, 3));
  assert.is($(view.container, 'section').getAttribute('aria-label'), 'Calendar');
  assert.is(table.querySelectorAll('td.facet-calendar-day').length, 31);
  view.unmount();
});

CalendarViewSuite('heads the columns with the locale\'s weekdays, from its first day of the week', () => {
  const us = render(<CalendarView items={EVENTS} dateKey="day" locale="en-US" timeZone="UTC" />);
  const headers = [...us.container.querySelectorAll('th')];
  assert.is(headers.length, 7);
  const long = (d: number) => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 2, d));
  // 2026-03-01 is a Sunday, where en-US weeks start; en-GB weeks start on Monday.
  assert.is(headers[0]!.getAttribute('abbr'), long(1));
  assert.is(headers[0]!.getAttribute('scope'), 'col');
  us.unmount();
  const gb = render(<CalendarView items={EVENTS} dateKey="day" locale="en-GB" timeZone="UTC" />);
  assert.is(gb.container.querySelector('th')!.getAttribute('abbr'), new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 2)));
  // The 1st falls on the last column of the first week, after six empty cells.
  const firstRow = gb.container.querySelector('tbody tr')!;
  assert.is(firstRow.querySelectorAll('td.facet-calendar-outside').length, 6);
  gb.unmount();
});

CalendarViewSuite('places items on their days by a date-only key', () => {
  const view = render(<CalendarView items={EVENTS} dateKey="day" titleKey="title" locale="en-US" timeZone="Pacific/Honolulu" />);
  assert.equal(itemsOn(view.container, 1), ['Jazz night']);
  assert.equal(itemsOn(view.container, 14), ['Folk morning', 'Rock evening']);
  assert.equal(itemsOn(view.container, 2), []);
  view.unmount();
});

CalendarViewSuite('places date-time items on their day in the given time zone', () => {
  const utc = render(<CalendarView items={EVENTS} dateKey="startsAt" titleKey="title" locale="en-US" timeZone="UTC" />);
  assert.equal(itemsOn(utc.container, 1), ['Jazz night']);
  utc.unmount();
  const tokyo = render(<CalendarView items={EVENTS} dateKey="startsAt" titleKey="title" locale="en-US" timeZone="Asia/Tokyo" />);
  assert.equal(itemsOn(tokyo.container, 1), []);
  assert.equal(itemsOn(tokyo.container, 2), ['Jazz night']);
  tokyo.unmount();
});

CalendarViewSuite('moves between months with the Previous and Next month buttons', () => {
  const months: string[] = [];
  const view = render(
    <CalendarView items={EVENTS} dateKey="day" titleKey="title" locale="en-US" timeZone="UTC" onMonthChange={(m) => months.push(`${m.year}-${m.month}`)} />,
  );
  click(button(view.container, 'Next month'));
  assert.is($(view.container, 'caption').textContent, monthName('en-US', 2026, 4));
  assert.match($(view.container, '[aria-live="polite"]').textContent ?? '', monthName('en-US', 2026, 4));
  assert.equal(itemsOn(view.container, 1), ['April fool']);
  click(button(view.container, 'Previous month'));
  click(button(view.container, 'Previous month'));
  assert.is($(view.container, 'caption').textContent, monthName('en-US', 2026, 2));
  assert.equal(months, ['2026-4', '2026-3', '2026-2']);
  view.unmount();
});

CalendarViewSuite('follows a controlled month', () => {
  const view = render(<CalendarView items={EVENTS} dateKey="day" locale="en-US" timeZone="UTC" month={{ year: 2025, month: 12 }} />);
  assert.is($(view.container, 'caption').textContent, monthName('en-US', 2025, 12));
  click(button(view.container, 'Next month'));
  assert.is($(view.container, 'caption').textContent, monthName('en-US', 2025, 12));
  view.unmount();
});

CalendarViewSuite('makes items buttons that report the pressed item, or links', () => {
  const pressed: unknown[] = [];
  const view = render(<CalendarView items={EVENTS} dateKey="day" titleKey="title" locale="en-US" timeZone="UTC" onItemPress={(item) => pressed.push(item.id)} />);
  click($(cell(view.container, 14), 'button'));
  assert.equal(pressed, ['2']);
  view.unmount();
  const links = render(<CalendarView items={EVENTS} dateKey="day" locale="en-US" timeZone="UTC" getItemHref={(item) => `/event/${String(item.id)}`} />);
  const link = $(cell(links.container, 1), 'a');
  assert.is(link.getAttribute('href'), '/event/1');
  assert.is(link.textContent, 'Event #1');
  links.unmount();
});

CalendarViewSuite('links an item only to an href the URL policy allows', () => {
  const view = render(<CalendarView items={EVENTS} dateKey="day" locale="en-US" timeZone="UTC" getItemHref={(item) => (item.id === '1' ? 'javascript:alert(1)' : `/event/${String(item.id)}`)} />);
  assert.is(cell(view.container, 1).querySelector('a'), null);
  assert.is($(cell(view.container, 1), '.facet-calendar-item').textContent, 'Event #1');
  assert.is($(cell(view.container, 14), 'a').getAttribute('href'), '/event/2');
  view.unmount();
});

CalendarViewSuite('counts the month\'s items and the items without a date', () => {
  const view = render(<CalendarView items={EVENTS} dateKey="day" locale="en-US" timeZone="UTC" />);
  assert.match($(view.container, '.facet-calendar-summary').textContent ?? '', '3 items');
  assert.is($(view.container, '.facet-calendar-undated').textContent, '1 item has no date and is not shown.');
  view.unmount();
});

CalendarViewSuite('marks today with aria-current="date"', () => {
  const now = new Date();
  const view = render(<CalendarView items={[]} dateKey="day" locale="en-US" />);
  const today = $(view.container, '[aria-current="date"]');
  assert.is($(today, '.facet-calendar-date').textContent, String(now.getDate()));
  view.unmount();
});

CalendarViewSuite('passes axe-core checks', async () => {
  const view = render(
    <main>
      <CalendarView items={EVENTS} dateKey="day" titleKey="title" onItemPress={() => {}} locale="en-US" timeZone="UTC" />
    </main>,
  );
  assert.equal(await axeViolations(view.container), []);
  view.unmount();
});

CalendarViewSuite.run();

// ---

const DayOfSuite = suite('dayOf');

DayOfSuite('reads date-only strings as that day whatever the zone', () => {
  assert.is(dayOf('2026-03-01', 'Pacific/Honolulu')?.toString(), '2026-03-01');
  assert.is(dayOf('2026-03-01', 'Pacific/Kiritimati')?.toString(), '2026-03-01');
});

DayOfSuite('reads instants and epoch milliseconds in the zone', () => {
  assert.is(dayOf('2026-03-01T23:30:00Z', 'Europe/Berlin')?.toString(), '2026-03-02');
  assert.is(dayOf(Date.UTC(2026, 2, 1, 5), 'America/New_York')?.toString(), '2026-03-01');
});

DayOfSuite('returns undefined for values that are no date', () => {
  assert.is(dayOf(null, 'UTC'), undefined);
  assert.is(dayOf('soon', 'UTC'), undefined);
  assert.is(dayOf('2026-02-30', 'UTC'), undefined);
});

DayOfSuite.run();
