/**
 * A page of list items as a data table (ui.md §2 item 11 "Results as cards and tables, not only
 * JSON"; Apollo Explorer's table layout, GraphiQL v6's Table toggle). React Aria's Table is an
 * APG grid: arrow keys move between cells, and Enter or a click on a column header sorts the
 * shown rows by that column (numbers numerically, dates chronologically, text by the reader's
 * locale; empty cells last either way). Sorting never asks the server: the table shows exactly
 * the page the cards show, and paging stays with the result view.
 *
 * Columns are the items' fields in selection order, `__typename` left out, at most
 * TABLE_MAX_COLUMNS: the title and scalar fields are kept first, then nested objects (shown by
 * their title, or a short summary) and lists (shown as "3 items"). Cells are formatted as the
 * cards format them (dates for the reader's locale, Yes/No, ratings, images as thumbnails, tokens
 * masked), and long text is cut with the full text in its tooltip. Imported on its own, so the
 * result view can lazy-load it.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components/Table';
import type { GraphQLSchema } from 'graphql';
import { humanize, isWebUrl, recordName, type DisplayHints, type HintsResolver } from '../../schema/index.ts';
import { TABLE_CELL_MAX_CHARS, TABLE_MAX_COLUMNS, TABLE_SUMMARY_FIELDS } from '../constants.ts';
import { dateInstant, formatDateValue } from '../format/format-date.ts';
import { formatNumber } from '../format/format-number.ts';
import { RatingValue } from './rating-display.tsx';
import { EmptyValue } from './empty-value.tsx';
import { EnumValue } from './enum-value.tsx';
import { imageLabel, objectImage, stringImage } from './image-values.ts';
import { hintsResolverFor, imageUrlField, isDateField, isImageField } from './result-hints.ts';
import { maskedToken } from './token-value.tsx';
import { RecordLink } from './record-link.tsx';

export type TableItem = Record<string, unknown>;

export interface ResultTableProps {
  /** The shown page's items, in the order they arrived. */
  items: readonly TableItem[];
  /** Names the table, e.g. "events, as a table". */
  label: string;
  /** The schema whose display hints say how each field shows (title, dates, images, ratings, tokens). @default none: no hints */
  schema?: GraphQLSchema | null;
  /** Locale for dates, numbers and text order. @default navigator.language */
  locale?: string;
  /** IANA time zone for date-times. @default the reader's */
  timeZone?: string;
}

/** One column: a field of the items, and whether its values are scalars or lists/objects. */
export interface TableColumn {
  key: string;
  isLeaf: boolean;
}

/**
 * The columns for `items`: their fields in first-seen (selection) order without `__typename`, at
 * most `max`. When there are more, the title field and scalar fields are kept before nested objects
 * and lists, so the table stays readable; the kept columns keep selection order.
 */
export function tableColumns(items: readonly TableItem[], titleKey: string | undefined, max = TABLE_MAX_COLUMNS): { columns: TableColumn[]; hidden: string[] } {
  const all = new Map<string, TableColumn>();
  for (const item of items) {
    for (const [key, value] of Object.entries(item)) {
      if (key === '__typename') continue;
      const column = all.get(key) ?? { key, isLeaf: true };
      if (value !== null && typeof value === 'object') column.isLeaf = false;
      all.set(key, column);
    }
  }
  const ordered = [...all.values()];
  const rank = (c: TableColumn) => (c.key === titleKey ? 0 : c.isLeaf ? 1 : 2);
  const kept = new Set([...ordered].sort((a, b) => rank(a) - rank(b)).slice(0, max));
  return { columns: ordered.filter((c) => kept.has(c)), hidden: ordered.filter((c) => !kept.has(c)).map((c) => c.key) };
}

/** A value's place in a sort: a number, a text, or empty (always last). */
type SortKey = { kind: 'number'; number: number } | { kind: 'text'; text: string } | { kind: 'empty' };

/** How a cell sorts: numbers and dates by value, lists by length, objects by their shown text. */
function sortKeyOf(value: unknown, key: string, hints: DisplayHints, hintsFor: HintsResolver): SortKey {
  if (value === null || value === undefined) return { kind: 'empty' };
  if (typeof value === 'number') return { kind: 'number', number: value };
  if (typeof value === 'boolean') return { kind: 'number', number: value ? 1 : 0 };
  if (Array.isArray(value)) return { kind: 'number', number: value.length };
  if (typeof value === 'object') return { kind: 'text', text: objectText(value as TableItem, hintsFor) };
  const text = String(value);
  if (isDateField(hints, key)) {
    // Date-only values parse as UTC midnight, date-times as instants: both order by time.
    const instant = dateInstant(text);
    if (instant !== undefined) return { kind: 'number', number: instant };
  }
  return { kind: 'text', text };
}

/** Compares two sort keys ascending; empty values come last whatever the direction. */
function compareKeys(a: SortKey, b: SortKey, collator: Intl.Collator, direction: 1 | -1): number {
  if (a.kind === 'empty' || b.kind === 'empty') return a.kind === b.kind ? 0 : a.kind === 'empty' ? 1 : -1;
  if (a.kind === 'number' && b.kind === 'number') return direction * (a.number - b.number);
  if (a.kind === 'text' && b.kind === 'text') return direction * collator.compare(a.text, b.text);
  return direction * (a.kind === 'number' ? -1 : 1);
}

interface TableRow {
  id: string;
  item: TableItem;
  hints: DisplayHints;
}

export function ResultTable({ items, label, schema, locale: localeProp, timeZone }: ResultTableProps) {
  const linkSchema = schema ?? null;
  const locale = localeProp ?? globalThis.navigator?.language ?? 'en-US';
  const [sort, setSort] = useState<SortDescriptor | undefined>(undefined);
  const hintsFor = useMemo(() => hintsResolverFor(schema), [schema]);
  const rows = useMemo<TableRow[]>(() => items.map((item, i) => ({ id: rowId(item, i), item, hints: hintsFor(item) })), [items, hintsFor]);
  const titleKey = rows[0]?.hints.titleField ?? undefined;
  const { columns, hidden } = useMemo(() => tableColumns(items, titleKey), [items, titleKey]);
  const rowHeader = columns.some((c) => c.key === titleKey) ? titleKey : columns[0]?.key;
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const key = String(sort.column);
    const collator = new Intl.Collator(locale, { numeric: true });
    const direction = sort.direction === 'descending' ? -1 : 1;
    const keyed = rows.map((row) => ({ row, sortKey: sortKeyOf(row.item[key], key, row.hints, hintsFor) }));
    return keyed.sort((a, b) => compareKeys(a.sortKey, b.sortKey, collator, direction)).map(({ row }) => row);
  }, [rows, sort, locale, hintsFor]);

  if (columns.length === 0) return <p className="facet-muted">These items have no fields to show as columns.</p>;
  return (
    <div className="facet-table-view">
      <div className="facet-table-scroll">
        <Table className="facet-table" aria-label={label} sortDescriptor={sort} onSortChange={setSort}>
          <TableHeader>
            {columns.map((column) => (
              <Column key={column.key} id={column.key} isRowHeader={column.key === rowHeader} allowsSorting className="facet-table-column" textValue={humanize(column.key)}>
                {({ sortDirection }) => (
                  <span className="facet-table-heading">
                    {humanize(column.key)}
                    <span aria-hidden="true" className="facet-table-sort">
                      {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                    </span>
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody>
            {sorted.map((row) => (
              <Row key={row.id} id={row.id} className="facet-table-row">
                {columns.map((column) => (
                  <Cell key={column.key} className="facet-table-cell">
                    {column.key === rowHeader ? (
                      <RecordLink schema={linkSchema} record={row.item}>
                        {renderCell(row.item[column.key], column.key, row.item, row.hints, { hintsFor, locale, timeZone, schema: null })}
                      </RecordLink>
                    ) : (
                      renderCell(row.item[column.key], column.key, row.item, row.hints, { hintsFor, locale, timeZone, schema: linkSchema })
                    )}
                  </Cell>
                ))}
              </Row>
            ))}
          </TableBody>
        </Table>
      </div>
      {hidden.length > 0 ? (
        <p className="facet-table-note">{`${columns.length} of ${columns.length + hidden.length} fields shown as columns; ${hidden.map(humanize).join(', ')} ${hidden.length === 1 ? 'is' : 'are'} in the Cards and JSON views.`}</p>
      ) : null}
    </div>
  );
}

function rowId(item: TableItem, index: number): string {
  const id = item.id;
  return typeof id === 'string' || typeof id === 'number' ? `${index}:${String(item.__typename ?? '')}:${id}` : String(index);
}

interface CellContext {
  hintsFor: HintsResolver;
  /** Links a related record to its page; null where the cell is inside a link already. */
  schema: GraphQLSchema | null;
  locale: string;
  timeZone: string | undefined;
}

/** One cell, formatted as the result card formats the same field. */
function renderCell(value: unknown, key: string, item: TableItem, hints: DisplayHints, ctx: CellContext): ReactNode {
  if (value === null || value === undefined) return <EmptyValue />;
  const isImage = isImageField(hints, key);
  if (Array.isArray(value)) return count(value.length);
  if (typeof value === 'object') {
    // An image object (`cover { url alt }`) is a thumbnail, as the cards show it.
    const image = isImage ? objectImage(value as TableItem, imageUrlField(hints, key), imageLabel(item, hints, key)) : null;
    if (image) return <img className="facet-table-thumb" src={image.src} alt={image.alt} title={image.src} loading="lazy" />;
    return (
      <RecordLink schema={ctx.schema} record={value as TableItem}>
        <ClippedText text={objectText(value as TableItem, ctx.hintsFor)} />
      </RecordLink>
    );
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (hints.tokenFields.includes(key) && typeof value === 'string') {
    return <code className="facet-table-token">{maskedToken(value)}</code>;
  }
  const image = isImage && typeof value === 'string' ? stringImage(value, imageLabel(item, hints, key)) : null;
  if (image) return <img className="facet-table-thumb" src={image.src} alt={image.alt} title={image.src} loading="lazy" />;
  if (hints.ratingFields.includes(key) && typeof value === 'number') {
    return <RatingValue value={value} scale={hints.ratingScales[key] ?? null} locale={ctx.locale} />;
  }
  if (isDateField(hints, key) && (typeof value === 'string' || typeof value === 'number')) {
    const formatted = formatDateValue(value, ctx.locale, ctx.timeZone);
    if (formatted) return <time dateTime={formatted.dateTime} title={String(value)}>{formatted.text}</time>;
  }
  if (hints.enumFields.includes(key) && typeof value === 'string') return <EnumValue value={value} />;
  if (typeof value === 'number') return formatNumber(value, ctx.locale);
  const text = String(value);
  if (isWebUrl(text) && !/\s/.test(text)) {
    return (
      <a href={text} rel="noopener noreferrer" className="facet-link" title={text}>
        {clip(text)}
      </a>
    );
  }
  return <ClippedText text={text} />;
}

function count(n: number): string {
  return n === 0 ? 'None' : `${n} ${n === 1 ? 'item' : 'items'}`;
}

/** A nested object's cell text: its title, `Type #id`, a list's count, or its first scalar fields. */
function objectText(object: TableItem, hintsFor: HintsResolver): string {
  const name = recordName(object, hintsFor(object).titleField);
  if (name !== null) return name;
  const typename = typeof object.__typename === 'string' ? object.__typename : undefined;
  if (typeof object.id === 'string' || typeof object.id === 'number') return `Item #${object.id}`;
  const nodes = Array.isArray(object.nodes) ? object.nodes : Array.isArray(object.edges) ? object.edges : null;
  if (nodes) return count(nodes.length);
  const scalars = Object.entries(object).filter(([key, v]) => key !== '__typename' && v !== null && typeof v !== 'object');
  if (scalars.length === 0) return typename ?? '—';
  return scalars
    .slice(0, TABLE_SUMMARY_FIELDS)
    .map(([key, v]) => `${humanize(key)}: ${String(v)}`)
    .join(', ');
}

function clip(text: string): string {
  return text.length > TABLE_CELL_MAX_CHARS ? `${text.slice(0, TABLE_CELL_MAX_CHARS).trimEnd()}…` : text;
}

/** Text cut to TABLE_CELL_MAX_CHARS; the whole text is the tooltip (and in the JSON view). */
function ClippedText({ text }: { text: string }) {
  const shown = clip(text);
  return (
    <span className="facet-text" title={shown === text ? undefined : text}>
      {shown}
    </span>
  );
}
