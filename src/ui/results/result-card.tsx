/**
 * A result object as a card (PRODUCT.md §4 "Results"): an `article` headed by the object's title
 * (its title field, else `Type #id`, else the field it came from), its type, its subtitle behind
 * "Show more" when long, and its other fields as a description list whose values
 * {@link renderValue} draws (nested objects as nested cards one heading level deeper).
 * {@link ResultValue} draws any value the same way, an object as a card.
 *
 * Which field is the title, an image, a date… comes only from src/schema's display hints for the
 * `schema` given (by each object's `__typename`, else by its values): one source of truth, no
 * guessing here. Without a schema nothing is hinted and every field shows as its value.
 */
import { useId } from 'react';
import type { GraphQLSchema } from 'graphql';
import { NO_DISPLAY_HINTS, humanize, recordName, recordTitle } from '../../schema/index.ts';
import { CLIENT_PAGE_SIZE } from '../constants.ts';
import { renderValue, type ValueContext } from './render-value.tsx';
import { RecordLink } from './record-link.tsx';
import { hintsResolverFor, rootFieldHints } from './result-hints.ts';
import { TruncatedText } from './truncated-text.tsx';

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
  return <Card value={props.value} ctx={ctx} level={props.headingLevel ?? 3} label={props.label} depth={0} isLabelFirst={false} />;
}

export interface ResultValueProps extends Omit<ResultCardProps, 'value'> {
  value: unknown;
  /** The root field the value is (`label` by default): its type says how a date or an enum shows. @default none */
  rootField?: string;
}

/** Any result value: an object as a card, a list as a list of cards or values, a scalar formatted. */
export function ResultValue(props: ResultValueProps) {
  const ctx = contextFrom(props);
  const hints = props.rootField !== undefined ? rootFieldHints(props.schema, props.rootField) : NO_DISPLAY_HINTS;
  return <>{renderValue(props.value, props.rootField ?? props.label ?? 'Result', {}, hints, ctx, props.headingLevel ?? 3)}</>;
}

/** The context renderValue draws with, for views built from the card's parts (the record page). */
export function contextFrom(props: Omit<ResultCardProps, 'value'>): ValueContext {
  const ctx: ValueContext = {
    hintsFor: hintsResolverFor(props.schema),
    schema: props.schema ?? null,
    locale: props.locale ?? globalThis.navigator?.language ?? 'en-US',
    timeZone: props.timeZone,
    onAdoptToken: props.onAdoptToken,
    pageSize: props.pageSize ?? CLIENT_PAGE_SIZE,
    renderCard: (value, level, label, depth, isLabelFirst) => <Card value={value} ctx={ctx} level={level} label={label} depth={depth} isLabelFirst={isLabelFirst} />,
  };
  return ctx;
}

interface CardProps {
  value: Record<string, unknown>;
  ctx: ValueContext;
  level: number;
  label: string | undefined;
  /** Lists and objects around this card's object; its fields are one deeper. */
  depth: number;
  /** Without a title field, the `label` titles the card before `Type #id` does (issue 13 item 8). */
  isLabelFirst: boolean;
}

function Card({ value, ctx, level, label, depth, isLabelFirst }: CardProps) {
  const headingId = useId();
  const hints = ctx.hintsFor(value);
  const typename = typeof value.__typename === 'string' ? value.__typename : undefined;
  const labelFirst = isLabelFirst && label !== undefined ? (recordName(value, hints.titleField, false) ?? label) : null;
  const title = labelFirst ?? recordTitle(value, hints, label ?? (typename ? undefined : 'Result'));
  const subtitle = hints.subtitleField !== null ? value[hints.subtitleField] : undefined;
  const skipped = new Set(['__typename', hints.titleField, hints.subtitleField]);
  const entries = Object.entries(value).filter(([key]) => !skipped.has(key));
  const Heading = `h${Math.min(level, 6)}` as 'h3';
  return (
    <article className="facet-card" aria-labelledby={headingId}>
      <header className="facet-card-header">
        <Heading id={headingId} className="facet-card-title">
          <RecordLink schema={ctx.schema} record={value}>{title}</RecordLink>
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
              <dd>{renderValue(field, key, value, hints, ctx, level + 1, depth + 1)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}
