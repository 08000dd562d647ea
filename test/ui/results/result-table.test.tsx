import '../../setup/dom.ts';
import axe from 'axe-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TABLE_CELL_MAX_CHARS, TABLE_MAX_COLUMNS } from '../../../src/ui/constants.ts';
import { buildSchema } from 'graphql';
import { ResultTable, tableColumns, type TableItem } from '../../../src/ui/results/result-table.tsx';
import { $, click, focus, press, render } from '../../helpers/interact.ts';

/** axe-core's serious and critical findings inside `root` (contrast needs layout, so it is checked in e2e). */
async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

/** The table resolves its own display hints from this schema. */
const schema = buildSchema(/* GraphQL */ `
  scalar Date
  scalar DateTime
  type Image { url: String! alt: String }
  type Size { width: Int height: Int depth: Int }
  type Venue { id: ID! name: String photo: Image }
  type Event { id: ID! title: String date: Date startsAt: DateTime price: Float rating: Int isPublic: Boolean venue: Venue tags: [String] cover: String description: String size: Size }
  type Session { token: String }
  type Profile { name: String avatar: String photo: Image banner: String logo: String website: String homepage: String photos: [String] }
  type Thing { name: String nested: Venue list: [Int] field1: Int field2: Int field3: Int field4: Int field5: Int field6: Int field7: Int field8: Int }
  type Query { events: [Event] }
`);

/** Every href and src in `root` that the URL policy would not allow (issue 12 item 2). */
function unsafeUrls(root: ParentNode): string[] {
  const urls = [...root.querySelectorAll('[href], [src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '');
  return urls.filter((url) => !/^(https?:\/\/|\/(?![/\\])|blob:https?:|data:image\/(?!svg)[a-z]+[;,])/i.test(url));
}

const HOSTILE_PROFILE = {
  __typename: 'Profile',
  name: 'Mallory',
  avatar: 'JaVaScRiPt:alert(1)',
  photo: { url: 'data:text/html,<script>alert(1)</script>', alt: 'Me' },
  photos: ['/ok.png', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
  banner: ' javascript:alert(2)',
  logo: '//evil.example/logo.png',
  website: 'vbscript:msgbox(1)',
  homepage: 'java\tscript:alert(3)',
};

const LONG = 'An evening of swing and bebop with three bands, a dance floor and food trucks outside, until late.';
const EVENTS: TableItem[] = [
  { __typename: 'Event', id: 'e1', title: 'Jazz night', date: '2026-03-10', price: 12.5, rating: 4, isPublic: true, venue: { __typename: 'Venue', id: 'v1', name: 'Casa Azul' }, tags: ['music', 'late'] },
  { __typename: 'Event', id: 'e2', title: 'apple market', date: '2026-01-05', price: 9, rating: null, isPublic: false, venue: null, tags: [] },
  { __typename: 'Event', id: 'e3', title: 'Zine fair', date: '2026-12-01', price: 100, rating: 2, isPublic: true, venue: { __typename: 'Venue', id: 'v2', name: 'The Loft' }, tags: ['books'] },
];

const table = (root: ParentNode) => $(root, '[role="grid"]');
const headers = (root: ParentNode) => [...root.querySelectorAll('[role="columnheader"]')].map((th) => th.querySelector('.facet-table-heading')?.firstChild?.textContent ?? '');
const header = (root: ParentNode, name: string) => {
  const found = [...root.querySelectorAll<HTMLElement>('[role="columnheader"]')].find((th) => th.querySelector('.facet-table-heading')?.firstChild?.textContent === name);
  if (!found) throw new Error(`no column "${name}"`);
  return found;
};
/** The text of column `index` in each body row, top to bottom. */
const columnTexts = (root: ParentNode, index: number) =>
  [...root.querySelectorAll('tbody [role="row"]')].map((row) => row.querySelectorAll('[role="gridcell"], [role="rowheader"]')[index]?.textContent ?? '');

const ResultTableSuite = suite('ResultTable');

ResultTableSuite('names the table and shows the fields in selection order as humanized columns, without __typename', () => {
  const view = render(<ResultTable items={EVENTS} label="events, as a table" schema={schema} locale="en-US" timeZone="UTC" />);
  assert.is(table(view.container).getAttribute('aria-label'), 'events, as a table');
  assert.equal(headers(view.container), ['ID', 'Title', 'Date', 'Price', 'Rating', 'Is public', 'Venue', 'Tags']);
  assert.is(view.container.querySelectorAll('tbody [role="row"]').length, 3);
  assert.is($(view.container, '[role="rowheader"]').textContent, 'Jazz night', 'the title column heads each row');
  view.unmount();
});

ResultTableSuite('formats cells as the cards do: dates, numbers, Yes/No, ratings, nested titles, list counts, empty values', () => {
  const view = render(<ResultTable items={EVENTS} label="events, as a table" schema={schema} locale="en-US" timeZone="UTC" />);
  const row = [...view.container.querySelectorAll('tbody [role="row"]')[0]!.children].map((cell) => cell.textContent);
  assert.equal(row, ['e1', 'Jazz night', 'Mar 10, 2026', '12.5', '★★★★☆ 4 out of 5', 'Yes', 'Casa Azul', '2 items']);
  assert.is($(view.container, 'time').getAttribute('datetime'), '2026-03-10');
  const second = [...view.container.querySelectorAll('tbody [role="row"]')[1]!.children].map((cell) => cell.textContent);
  assert.equal(second.slice(4), ['—no value', 'No', '—no value', 'None']);
  view.unmount();
});

ResultTableSuite('shows an image as a thumbnail with alt text from the title, and masks tokens', () => {
  const items = [{ __typename: 'Event', id: 'e1', title: 'Jazz night', cover: 'https://img.example/jazz.png' }];
  const view = render(<ResultTable items={items} label="events, as a table" schema={schema} locale="en-US" />);
  const img = $(view.container, 'img.facet-table-thumb');
  assert.is(img.getAttribute('src'), 'https://img.example/jazz.png');
  assert.is(img.getAttribute('alt'), 'Jazz night');
  view.unmount();
  const sessions = render(<ResultTable items={[{ __typename: 'Session', token: 'secret-token-123' }]} label="sessions, as a table" schema={schema} />);
  assert.not.match(sessions.container.textContent ?? '', 'secret-token-123');
  assert.match(sessions.container.textContent ?? '', 'secret…');
  sessions.unmount();
});

ResultTableSuite('shows an image object (photo { url alt }) as a thumbnail with its own alt text', () => {
  const items = [{ __typename: 'Venue', id: 'v1', name: 'Casa Azul', photo: { __typename: 'Image', url: 'https://img.example/casa.png', alt: 'The courtyard' } }];
  const view = render(<ResultTable items={items} label="venues, as a table" schema={schema} locale="en-US" />);
  const img = $(view.container, 'img.facet-table-thumb');
  assert.is(img.getAttribute('src'), 'https://img.example/casa.png');
  assert.is(img.getAttribute('alt'), 'The courtyard');
  view.unmount();
});

ResultTableSuite('summarizes a nested object without a title by its first fields', () => {
  const items = [{ __typename: 'Event', id: 'e1', title: 'Jazz night', size: { __typename: 'Size', width: 640, height: 480, depth: 3 } }];
  const view = render(<ResultTable items={items} label="events, as a table" schema={schema} />);
  assert.equal(columnTexts(view.container, 2), ['Width: 640, Height: 480']);
  view.unmount();
});

ResultTableSuite('cuts long text, keeping the whole of it as the tooltip', () => {
  const view = render(<ResultTable items={[{ __typename: 'Event', id: 'e1', title: 'Jazz night', description: LONG }]} label="events, as a table" schema={schema} />);
  const cell = $(view.container, 'td .facet-text[title]');
  assert.is(cell.getAttribute('title'), LONG);
  assert.ok((cell.textContent ?? '').length <= TABLE_CELL_MAX_CHARS + 1, 'cut to the limit, plus the ellipsis');
  assert.ok((cell.textContent ?? '').endsWith('…'));
  view.unmount();
});

ResultTableSuite(`shows at most ${TABLE_MAX_COLUMNS} columns, scalars and the title first, and names the rest`, () => {
  const item: TableItem = { __typename: 'Thing', nested: { id: 'n1' }, list: [1, 2], name: 'First' };
  for (let i = 1; i <= 8; i++) item[`field${i}`] = i;
  const view = render(<ResultTable items={[item]} label="things, as a table" schema={schema} />);
  const shown = headers(view.container);
  assert.is(shown.length, TABLE_MAX_COLUMNS);
  assert.equal(shown, ['Name', 'Field 1', 'Field 2', 'Field 3', 'Field 4', 'Field 5', 'Field 6', 'Field 7']);
  assert.is($(view.container, '.facet-table-note').textContent, '8 of 11 fields shown as columns; Nested, List, Field 8 are in the Cards and JSON views.');
  view.unmount();
});

ResultTableSuite('sorts the shown rows by a column on click: numbers numerically, then the other way', () => {
  const view = render(<ResultTable items={EVENTS} label="events, as a table" schema={schema} locale="en-US" timeZone="UTC" />);
  click(header(view.container, 'Price'));
  assert.equal(columnTexts(view.container, 3), ['9', '12.5', '100'], 'numerically, not as text');
  assert.is(header(view.container, 'Price').getAttribute('aria-sort'), 'ascending');
  click(header(view.container, 'Price'));
  assert.equal(columnTexts(view.container, 3), ['100', '12.5', '9']);
  assert.is(header(view.container, 'Price').getAttribute('aria-sort'), 'descending');
  view.unmount();
});

ResultTableSuite('sorts text by the locale, as localeCompare does, not by code point', () => {
  const view = render(<ResultTable items={EVENTS} label="events, as a table" schema={schema} locale="en-US" timeZone="UTC" />);
  assert.equal(columnTexts(view.container, 1), ['Jazz night', 'apple market', 'Zine fair'], 'as they arrived');
  click(header(view.container, 'Title'));
  assert.equal(columnTexts(view.container, 1), ['apple market', 'Jazz night', 'Zine fair']);
  view.unmount();
});

ResultTableSuite('sorts dates chronologically, whatever their offsets', () => {
  const items = [
    { __typename: 'Event', id: 'late', title: 'Late', startsAt: '2026-03-10T16:00:00Z' },
    { __typename: 'Event', id: 'early', title: 'Early', startsAt: '2026-03-10T20:00:00+05:00' },
    { __typename: 'Event', id: 'day', title: 'Day before', startsAt: '2026-03-09T23:00:00Z' },
  ];
  const view = render(<ResultTable items={items} label="events, as a table" schema={schema} locale="en-US" timeZone="UTC" />);
  click(header(view.container, 'Starts at'));
  assert.equal(columnTexts(view.container, 0), ['day', 'early', 'late'], '20:00+05:00 is 15:00 UTC');
  view.unmount();
});

ResultTableSuite('keeps empty values last in both directions', () => {
  const view = render(<ResultTable items={EVENTS} label="events, as a table" schema={schema} locale="en-US" timeZone="UTC" />);
  click(header(view.container, 'Rating'));
  assert.equal(columnTexts(view.container, 1), ['Zine fair', 'Jazz night', 'apple market']);
  click(header(view.container, 'Rating'));
  assert.equal(columnTexts(view.container, 1), ['Jazz night', 'Zine fair', 'apple market'], 'the unrated event stays last');
  view.unmount();
});

ResultTableSuite('sorts by keyboard: arrow keys move between column headers, Enter sorts', () => {
  const view = render(<ResultTable items={EVENTS} label="events, as a table" schema={schema} locale="en-US" timeZone="UTC" />);
  focus(header(view.container, 'ID'));
  press(document.activeElement!, 'ArrowRight');
  press(document.activeElement!, 'ArrowRight');
  assert.is(document.activeElement, header(view.container, 'Date'));
  press(document.activeElement!, 'Enter');
  assert.is(header(view.container, 'Date').getAttribute('aria-sort'), 'ascending');
  assert.equal(columnTexts(view.container, 0), ['e2', 'e1', 'e3']);
  press(document.activeElement!, 'ArrowDown');
  assert.is(document.activeElement?.closest('[role="row"]')?.querySelector('[role="rowheader"]')?.textContent, 'apple market', 'down into the first sorted row');
  view.unmount();
});

ResultTableSuite('draws no server URL outside the URL policy as a link or a thumbnail', () => {
  const view = render(<ResultTable items={[HOSTILE_PROFILE]} label="profiles, as a table" schema={schema} locale="en-US" />);
  assert.equal(unsafeUrls(view.container), []);
  assert.is(view.container.querySelectorAll('img, a').length, 0);
  assert.match(view.container.textContent ?? '', 'JaVaScRiPt:alert(1)');
  view.unmount();
});

ResultTableSuite('draws a cell holding a value nested 10,000 levels deep as a one-line summary', () => {
  let deep: unknown = 'bottom';
  for (let i = 0; i < 10_000; i++) deep = { child: deep };
  const view = render(<ResultTable items={[{ __typename: 'Thing', name: 'Deep', nested: deep, list: [deep] }]} label="things, as a table" schema={schema} />);
  assert.equal(columnTexts(view.container, 1), ['—'], 'an object without a title or scalars');
  assert.equal(columnTexts(view.container, 2), ['1 item']);
  view.unmount();
});

ResultTableSuite('passes axe-core checks, sorted and unsorted', async () => {
  const items = [...EVENTS, { __typename: 'Event', id: 'e4', title: 'Jazz brunch', cover: 'https://img.example/brunch.png', description: LONG }];
  const view = render(<ResultTable items={items} label="events, as a table" schema={schema} locale="en-US" timeZone="UTC" />);
  assert.equal(await axeViolations(view.container), []);
  click(header(view.container, 'Title'));
  assert.equal(await axeViolations(view.container), []);
  view.unmount();
});

ResultTableSuite.run();

// ---

const TableColumnsSuite = suite('tableColumns');

TableColumnsSuite('takes fields in first-seen order across items, and marks objects and lists as non-leaf', () => {
  const { columns, hidden } = tableColumns([{ __typename: 'A', id: 1, venue: null }, { id: 2, venue: { name: 'x' }, extra: true }], undefined);
  assert.equal(columns, [
    { key: 'id', isLeaf: true },
    { key: 'venue', isLeaf: false },
    { key: 'extra', isLeaf: true },
  ]);
  assert.equal(hidden, []);
});

TableColumnsSuite.run();
