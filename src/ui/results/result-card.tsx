/**
 * A result object as a card (PRODUCT.md §4 "Results"): an `article` headed by the object's title,
 * its fields as a description list, nested objects as nested cards, lists of objects as lists of
 * cards (paged on the client past CLIENT_PAGE_SIZE; when the items carry a date, with a Cards /
 * Calendar switch whose calendar is loaded lazily), Relay connections as their nodes. Scalars:
 * dates in the reader's locale (date-only values never shift a day), rating-like numbers as
 * stars or numbers (see RatingValue), image URLs and image objects (`cover { url alt width
 * height }`) as images, keeping a given width and height (a list of either as a lazily loaded
 * carousel), long text behind "Show more", `null` as "—", and token-like strings masked with a
 * "Use as sign-in token" action.
 *
 * Which field is the title, an image, a date… comes only from src/schema's display hints for the
 * `schema` given (by each object's `__typename`, else by its values): one source of truth, no
 * guessing here. Without a schema nothing is hinted and every field shows as its value.
 */
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { GraphQLSchema } from 'graphql';
import { NO_DISPLAY_HINTS, createHintsResolver, humanize, recordTitle, type DisplayHints, type HintsResolver } from '../../schema/index.ts';
import { CLIENT_PAGE_SIZE, TEXT_TRUNCATE_CHARS, TOKEN_VISIBLE_CHARS } from '../constants.ts';
import { formatDateValue } from '../format/format-date.ts';
import { midSentence } from '../format/format-label.ts';
import { formatNumber } from '../format/format-number.ts';
import { Pagination, usePagedList } from './pagination.tsx';
import type { ImageSlide } from './carousel.tsx';
import { RatingValue } from './rating-display.tsx';

/** The hints of a schema, or none without one: each result view resolves its own. */
export function hintsResolverFor(schema: GraphQLSchema | null | undefined): HintsResolver {
  return schema ? createHintsResolver(schema) : noHints;
}

const noHints: HintsResolver = () => NO_DISPLAY_HINTS;

const hasHint = (list: readonly { name: string }[], key: string) => list.some((hint) => hint.name === key);
const urlFieldOf = (list: readonly { name: string; urlField: string | null }[], key: string) => list.find((hint) => hint.name === key)?.urlField ?? undefined;

/** Sibling fields an image's alt text is taken from, in order (notes/ui.md §4.6). */
const ALT_KEYS = ['alt', 'caption', 'title', 'name'];

const LazyImageCarousel = lazy(() => import('./carousel.tsx').then((m) => ({ default: m.ImageCarousel })));
const LazyCalendarView = lazy(() => import('./calendar-view.tsx').then((m) => ({ default: m.CalendarView })));

interface Context {
  hintsFor: HintsResolver;
  locale: string;
  timeZone: string | undefined;
  onAdoptToken: ((token: string) => void) | undefined;
  pageSize: number;
}

export interface ResultCardProps {
  value: Record<string, unknown>;
  /** The schema whose display hints say how each object shows (title, images, dates…). @default none: no hints */
  schema?: GraphQLSchema | null;
  /** Locale for dates and numbers. @default navigator.language */
  locale?: string;
  /** IANA time zone for date-times. @default the reader's */
  timeZone?: string;
  /** Called with a token-like field's value by its "Use as sign-in token" button. */
  onAdoptToken?: (token: string) => void;
  /** The heading level of this card's title; nested cards go one deeper (up to 6). @default 3 */
  headingLevel?: number;
  /** The field name this object came from, used when it has no title. */
  label?: string;
  /** Items per client-side page of lists inside results; Infinity shows whole lists (e.g. a page the server already cut). @default CLIENT_PAGE_SIZE */
  pageSize?: number;
}

export function ResultCard(props: ResultCardProps) {
  const ctx = contextFrom(props);
  return <Card value={props.value} ctx={ctx} level={props.headingLevel ?? 3} label={props.label} />;
}

export interface ResultValueProps extends Omit<ResultCardProps, 'value'> {
  value: unknown;
}

/** Any result value: an object as a card, a list as a list of cards or values, a scalar formatted. */
export function ResultValue(props: ResultValueProps) {
  const ctx = contextFrom(props);
  return <>{renderValue(props.value, props.label ?? 'Result', {}, NO_DISPLAY_HINTS, ctx, props.headingLevel ?? 3)}</>;
}

function contextFrom(props: Omit<ResultCardProps, 'value'>): Context {
  return {
    hintsFor: hintsResolverFor(props.schema),
    locale: props.locale ?? globalThis.navigator?.language ?? 'en-US',
    timeZone: props.timeZone,
    onAdoptToken: props.onAdoptToken,
    pageSize: props.pageSize ?? CLIENT_PAGE_SIZE,
  };
}

function Card({ value, ctx, level, label }: { value: Record<string, unknown>; ctx: Context; level: number; label: string | undefined }) {
  const headingId = useId();
  const hints = ctx.hintsFor(value);
  const title = recordTitle(value, hints, label ?? (typeof value.__typename === 'string' ? undefined : 'Result'));
  const subtitle = hints.subtitleField !== null ? value[hints.subtitleField] : undefined;
  const typename = typeof value.__typename === 'string' ? value.__typename : undefined;
  const skipped = new Set(['__typename', hints.titleField, hints.subtitleField]);
  const entries = Object.entries(value).filter(([key]) => !skipped.has(key));
  const Heading = `h${Math.min(level, 6)}` as 'h3';
  return (
    <article className="facet-card" aria-labelledby={headingId}>
      <header className="facet-card-header">
        <Heading id={headingId} className="facet-card-title">
          {title}
        </Heading>
        {typename ? <span className="facet-card-type">{typename}</span> : null}
      </header>
      {typeof subtitle === 'string' && subtitle !== '' ? (
        <p className="facet-card-subtitle">
          <TruncatedText text={subtitle} />
        </p>
      ) : null}
      {entries.length > 0 ? (
        <dl className="facet-card-fields">
          {entries.map(([key, field]) => (
            <div key={key} className="facet-card-field">
              <dt>{humanize(key)}</dt>
              <dd>{renderValue(field, key, value, hints, ctx, level + 1)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}

function renderValue(
  value: unknown,
  key: string,
  parent: Record<string, unknown>,
  hints: DisplayHints,
  ctx: Context,
  level: number,
): ReactNode {
  if (value === null || value === undefined) return <EmptyValue />;
  if (Array.isArray(value)) {
    const images = hasHint(hints.imageListFields, key) ? listImages(value, parent, hints, key) : null;
    if (images) return <ImageList images={images} label={imageLabel(parent, hints, key)} />;
    return <ListValue items={value} fieldKey={key} parent={parent} hints={hints} ctx={ctx} level={level} />;
  }
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const nodes = connectionNodes(object);
    if (nodes) {
      const total = object.totalCount;
      return (
        <>
          {typeof total === 'number' ? <p className="facet-card-count">{`${formatNumber(total, ctx.locale)} in total`}</p> : null}
          <ListValue items={nodes} fieldKey={key} parent={parent} hints={NO_DISPLAY_HINTS} ctx={ctx} level={level} />
        </>
      );
    }
    const image = hasHint(hints.imageFields, key) ? objectImage(object, urlFieldOf(hints.imageFields, key), imageLabel(parent, hints, key)) : null;
    if (image) return <CardImageView image={image} className="facet-card-image" />;
    return <Card value={object} ctx={ctx} level={level} label={humanize(key)} />;
  }
  if (hints.tokenFields.includes(key) && typeof value === 'string') return <TokenValue token={value} ctx={ctx} />;
  if (hasHint(hints.imageFields, key) && typeof value === 'string') {
    return <img className="facet-card-image" src={value} alt={imageLabel(parent, hints, key)} loading="lazy" />;
  }
  if (hints.ratingFields.includes(key) && typeof value === 'number') {
    return <RatingValue value={value} scale={hints.ratingScales[key] ?? null} locale={ctx.locale} />;
  }
  if (hasHint(hints.dateFields, key) && (typeof value === 'string' || typeof value === 'number')) {
    const formatted = formatDateValue(value, ctx.locale, ctx.timeZone);
    if (formatted) return <time dateTime={formatted.dateTime}>{formatted.text}</time>;
  }
  return formatScalar(value, ctx.locale);
}

/** The "no value" mark of cards and table cells: a dash, read as "no value". */
export function EmptyValue() {
  return (
    <span className="facet-empty">
      <span aria-hidden="true">—</span>
      <span className="facet-visually-hidden">no value</span>
    </span>
  );
}

function formatScalar(value: unknown, locale: string): ReactNode {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return formatNumber(value, locale);
  if (typeof value === 'string') {
    if (/^https?:\/\/\S+$/.test(value)) {
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

function ListValue(props: {
  items: readonly unknown[];
  fieldKey: string;
  parent: Record<string, unknown>;
  hints: DisplayHints;
  ctx: Context;
  level: number;
}) {
  const { items, fieldKey, parent, hints, ctx, level } = props;
  const { page, setPage, pageCount, pageItems } = usePagedList(items, ctx.pageSize);
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
          <li key={keyOf(item, offset + i)}>{renderValue(item, fieldKey, parent, hints, ctx, level)}</li>
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

/** The nodes of a Relay connection (`edges[].node` or `nodes`), or undefined. */
function connectionNodes(object: Record<string, unknown>): unknown[] | undefined {
  const keys = Object.keys(object).filter((k) => k !== '__typename');
  const isConnectionShape = keys.every((k) => ['edges', 'nodes', 'pageInfo', 'totalCount'].includes(k));
  if (!isConnectionShape) return undefined;
  if (Array.isArray(object.nodes)) return object.nodes;
  if (Array.isArray(object.edges)) {
    return object.edges.map((edge) => (edge && typeof edge === 'object' && 'node' in edge ? (edge as { node: unknown }).node : edge));
  }
  return undefined;
}

/** An image as a card shows it; width and height only when the result gave them. */
type CardImage = ImageSlide;

/** A width or height from a result: a positive number, or a string of digits. */
function dimension(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** An image object's own alt text: its alt, caption, title or name. */
function ownAlt(object: Record<string, unknown>): string | undefined {
  for (const altKey of ALT_KEYS) {
    const text = object[altKey];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return undefined;
}

/** The image an object holds under `urlKey` (alt text its own, else `fallbackAlt`), or null without a URL. */
/** The image an image object holds (its URL under `urlKey`), with its own alt text and size; null without a URL. */
export function objectImage(object: Record<string, unknown>, urlKey: string | undefined, fallbackAlt: string): CardImage | null {
  const src = urlKey === undefined ? undefined : object[urlKey];
  if (typeof src !== 'string' || src === '') return null;
  const image: CardImage = { src, alt: ownAlt(object) ?? fallbackAlt };
  const width = dimension(object.width);
  const height = dimension(object.height);
  if (width !== undefined) image.width = width;
  if (height !== undefined) image.height = height;
  return image;
}

/**
 * The images of a list of URLs or of image objects; images without alt text of their own are
 * numbered after the field's ("Jazz night, image 2 of 3"). Null when an item is neither, so the
 * list shows as it is.
 */
function listImages(items: readonly unknown[], parent: Record<string, unknown>, hints: DisplayHints, key: string): CardImage[] | null {
  const label = imageLabel(parent, hints, key);
  const urlKey = urlFieldOf(hints.imageListFields, key);
  const numbered = (i: number) => (items.length > 1 ? `${label}, image ${i + 1} of ${items.length}` : label);
  const images: CardImage[] = [];
  for (const [i, item] of items.entries()) {
    const image = typeof item === 'string' ? { src: item, alt: numbered(i) } : isRecord(item) ? objectImage(item, urlKey, numbered(i)) : null;
    if (!image) return null;
    images.push(image);
  }
  return images;
}

function CardImageView({ image, className }: { image: CardImage; className: string }) {
  return <img className={className} src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />;
}

function ImageList({ images, label }: { images: CardImage[]; label: string }) {
  const first = images[0];
  if (!first) return <span className="facet-empty">None</span>;
  if (images.length === 1) return <CardImageView image={first} className="facet-card-image" />;
  return (
    <Suspense fallback={<CardImageView image={first} className="facet-card-image" />}>
      <LazyImageCarousel label={label} images={images} />
    </Suspense>
  );
}

/** An image's alt text: a sibling alt/caption/title/name, the object's title, else the field's label. */
export function imageLabel(parent: Record<string, unknown>, hints: DisplayHints, key: string): string {
  for (const altKey of [...ALT_KEYS, hints.titleField]) {
    if (altKey === null || altKey === key) continue;
    const text = parent[altKey];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return humanize(key);
}

/** A token as shown: its first few characters at most, never the whole. */
export function maskedToken(token: string): string {
  return token.length > TOKEN_VISIBLE_CHARS ? `${token.slice(0, TOKEN_VISIBLE_CHARS)}…` : '…';
}

function TokenValue({ token, ctx }: { token: string; ctx: Context }) {
  const masked = maskedToken(token);
  return (
    <span className="facet-token">
      <code>{masked}</code> <span className="facet-token-length">({token.length} characters, hidden)</span>{' '}
      {ctx.onAdoptToken ? (
        <Button className="facet-button" onPress={() => ctx.onAdoptToken?.(token)}>
          Use as sign-in token
        </Button>
      ) : null}
    </span>
  );
}

function TruncatedText({ text }: { text: string }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const id = useId();
  if (text.length <= TEXT_TRUNCATE_CHARS) return <span className="facet-text">{text}</span>;
  return (
    <span className="facet-text">
      <span id={id}>{isExpanded ? text : `${text.slice(0, TEXT_TRUNCATE_CHARS).trimEnd()}…`}</span>{' '}
      <Button className="facet-button facet-button-link" aria-expanded={isExpanded} aria-controls={id} onPress={() => setIsExpanded((e) => !e)}>
        {isExpanded ? 'Show less' : 'Show more'}
      </Button>
    </span>
  );
}
