/**
 * How one result value is drawn inside a card (PRODUCT.md §4 "Results"): `null` as "—"; lists of
 * objects as lists of cards (paged on the client past the page size; when the items carry a date,
 * with a Cards / Calendar switch whose calendar is loaded lazily) and lists of scalars as lists;
 * Relay connections as their nodes with the total; image URLs, image objects and lists of them as
 * images or a carousel; token-like strings masked; ratings as stars or numbers; dates in the
 * reader's locale; other numbers and booleans formatted; absolute http(s) URLs as links; long
 * text behind "Show more". What each field is comes from the display hints of its parent; a
 * link or image source the URL policy (src/schema/url-policy.ts) refuses is shown as text.
 * Lists and objects nested more than RESULT_MAX_DEPTH levels deep show as "Show as JSON" instead
 * (issue 12 item 6), so a hostile value cannot make the cards recurse without end.
 *
 * Objects are drawn by `ctx.renderCard`, which the card supplies, so this module and the card's
 * do not import each other.
 */
import { Suspense, useState, type ReactNode } from 'react';
import type { GraphQLSchema } from 'graphql';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { NO_DISPLAY_HINTS, humanize, isWebUrl, type DisplayHints, type HintsResolver } from '../../schema/index.ts';
import { RESULT_MAX_DEPTH } from '../constants.ts';
import { formatDateValue } from '../format/format-date.ts';
import { midSentence } from '../format/format-label.ts';
import { formatNumber } from '../format/format-number.ts';
import { DeepValue } from './deep-value.tsx';
import { EmptyValue } from './empty-value.tsx';
import { EnumValue } from './enum-value.tsx';
import { imageLabel, listImages, objectImage, stringImage } from './image-values.ts';
import { listItems } from './list-items.ts';
import { Pagination, usePagedList } from './pagination.tsx';
import { RatingValue } from './rating-display.tsx';
import { ImageList, ResultImageView } from './result-image.tsx';
import { imageUrlField, isDateField, isImageField, isImageListField } from './result-hints.ts';
import { recordHref, useRouteHref } from './record-link.tsx';
import { lazyComponent } from '../hooks/index.ts';
import { TokenValue } from './token-value.tsx';
import { TruncatedText } from './truncated-text.tsx';

const LazyCalendarView = lazyComponent('calendar-view-nested', () => import('./calendar-view.tsx').then((m) => m.CalendarView));

/** What drawing a value needs besides the value: the hints, the reader's locale and zone, actions. */
export interface ValueContext {
  hintsFor: HintsResolver;
  /** The schema, so a record's title can link to its page (record-link.tsx); null without one. */
  schema: GraphQLSchema | null;
  locale: string;
  timeZone: string | undefined;
  onAdoptToken: ((token: string) => void) | undefined;
  pageSize: number;
  /**
   * Draws an object as a card `level` headings and `depth` containers deep. Without a title of its
   * own it is titled `label` (the field it sits in) when `isLabelFirst`, else `Type #id` first.
   */
  renderCard: (value: Record<string, unknown>, level: number, label: string, depth: number, isLabelFirst: boolean) => ReactNode;
}

/**
 * The value under `key` of `parent` (whose hints are `hints`), drawn `level` headings deep, inside
 * `depth` lists and objects; `isListItem` when it is one item of the list under `key`.
 */
export function renderValue(
  value: unknown,
  key: string,
  parent: Record<string, unknown>,
  hints: DisplayHints,
  ctx: ValueContext,
  level: number,
  depth = 0,
  isListItem = false,
): ReactNode {
  if (value === null || value === undefined) return <EmptyValue />;
  if (typeof value === 'object' && depth >= RESULT_MAX_DEPTH) return <DeepValue value={value} label={humanize(key)} />;
  if (Array.isArray(value)) {
    const images = isImageListField(hints, key) ? listImages(value, imageUrlField(hints, key), imageLabel(parent, hints, key)) : null;
    if (images) return <ImageList images={images} label={imageLabel(parent, hints, key)} />;
    return <ListValue items={value} fieldKey={key} parent={parent} hints={hints} ctx={ctx} level={level} depth={depth} />;
  }
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const connection = listItems(object);
    if (connection) {
      return (
        <>
          {connection.total !== null ? <p className="facet-card-count">{`${formatNumber(connection.total, ctx.locale)} in total`}</p> : null}
          <ListValue items={connection.items} fieldKey={key} parent={parent} hints={NO_DISPLAY_HINTS} ctx={ctx} level={level} depth={depth} />
        </>
      );
    }
    const image = isImageField(hints, key) ? objectImage(object, imageUrlField(hints, key), imageLabel(parent, hints, key)) : null;
    if (image) return <ResultImageView image={image} className="facet-card-image" />;
    // Cut off at the selection depth (issue 13 item 8): nothing but its type came back, so say so
    // instead of drawing an empty titled box.
    if (Object.keys(object).every((name) => name === '__typename')) return <NotSelected typename={object.__typename} />;
    // A record in a field of its own is best named by that field ("Billing address"); the items
    // of a list share their field's name, so they keep "Type #id".
    return ctx.renderCard(object, level, humanize(key), depth, !isListItem);
  }
  if (hints.tokenFields.includes(key) && typeof value === 'string') return <TokenValue token={value} onAdoptToken={ctx.onAdoptToken} />;
  const image = isImageField(hints, key) && typeof value === 'string' ? stringImage(value, imageLabel(parent, hints, key)) : null;
  if (image) return <ResultImageView image={image} className="facet-card-image" />;
  if (hints.ratingFields.includes(key) && typeof value === 'number') {
    return <RatingValue value={value} scale={hints.ratingScales[key] ?? null} locale={ctx.locale} />;
  }
  if (isDateField(hints, key) && (typeof value === 'string' || typeof value === 'number')) {
    const formatted = formatDateValue(value, ctx.locale, ctx.timeZone);
    if (formatted) return <time dateTime={formatted.dateTime} title={String(value)}>{formatted.text}</time>;
  }
  if (hints.enumFields.includes(key) && typeof value === 'string') return <EnumValue value={value} />;
  return formatScalar(value, ctx.locale);
}

/** An object whose fields lie deeper than the selection asked for. */
function NotSelected({ typename }: { typename: unknown }) {
  const type = typeof typename === 'string' ? `${typename}: ` : '';
  return <span className="facet-muted facet-not-selected">{`${type}more fields, not selected (deeper than the selection)`}</span>;
}

function formatScalar(value: unknown, locale: string): ReactNode {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return formatNumber(value, locale);
  if (typeof value === 'string') {
    if (isWebUrl(value) && !/\s/.test(value)) {
      return (
        <a href={value} rel="noopener noreferrer" className="facet-link">
          {value}
        </a>
      );
    }
    return <TruncatedText text={value} />;
  }
  return JSON.stringify(value);
}

interface ListValueProps {
  items: readonly unknown[];
  fieldKey: string;
  parent: Record<string, unknown>;
  hints: DisplayHints;
  ctx: ValueContext;
  level: number;
  /** Lists and objects around the list itself. */
  depth: number;
}

function ListValue({ items, fieldKey, parent, hints, ctx, level, depth }: ListValueProps) {
  const { page, setPage, pageCount, pageItems } = usePagedList(items, ctx.pageSize);
  const routeHref = useRouteHref();
  const [isCalendar, setIsCalendar] = useState(false);
  if (items.length === 0) {
    return <span className="facet-empty">None</span>;
  }
  const records = items.filter(isRecord);
  const hasObjects = items.some((item) => item !== null && typeof item === 'object');
  const offset = pageCount > 1 ? (page - 1) * ctx.pageSize : 0;
  const cards = (
    <>
      <ul className={hasObjects ? 'facet-card-list' : 'facet-value-list'}>
        {pageItems.map((item, i) => (
          <li key={keyOf(item, offset + i)}>{renderValue(item, fieldKey, parent, hints, ctx, level, depth + 1, true)}</li>
        ))}
      </ul>
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label={`${humanize(fieldKey)} pages`} /> : null}
    </>
  );
  // Items that carry a date can also be seen on a month calendar, as a top-level list can.
  const itemHints = records[0] ? ctx.hintsFor(records[0]) : undefined;
  const dateKey = itemHints?.dateFields[0]?.name;
  if (dateKey === undefined) return cards;
  const name = midSentence(humanize(fieldKey));
  return (
    <div className="facet-card-list-views">
      <RadioGroup className="facet-view-switch" orientation="horizontal" value={isCalendar ? 'calendar' : 'cards'} onChange={(v) => setIsCalendar(v === 'calendar')}>
        <Label>{`Show ${name} as`}</Label>
        <Radio value="cards">Cards</Radio>
        <Radio value="calendar">Calendar</Radio>
      </RadioGroup>
      {isCalendar ? (
        <Suspense fallback={<p className="facet-muted">Loading the calendar…</p>}>
          <LazyCalendarView
            items={records}
            dateKey={dateKey}
            {...(itemHints?.titleField ? { titleKey: itemHints.titleField } : {})}
            getItemHref={(item) => recordHref(ctx.schema, item, routeHref)}
            locale={ctx.locale}
            {...(ctx.timeZone ? { timeZone: ctx.timeZone } : {})}
            label={`${humanize(fieldKey)} by ${midSentence(humanize(dateKey))}`}
          />
        </Suspense>
      ) : (
        cards
      )}
    </div>
  );
}

function isRecord(item: unknown): item is Record<string, unknown> {
  return item !== null && typeof item === 'object' && !Array.isArray(item);
}

function keyOf(item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    if (typeof o.id === 'string' || typeof o.id === 'number') return `${String(o.__typename ?? '')}:${o.id}`;
  }
  return String(index);
}
