/**
 * One record of a list, compact (issue 15 §3 "Results that a person can scan"): its title (a link
 * to its page when it has one), type, a thumbnail, the subtitle clamped to
 * COMPACT_SUBTITLE_LINES lines with "Show more", at most COMPACT_KEY_FIELDS_MAX key fields (the
 * rule is at the constant), related records as link chips, and "Show all fields", which opens the
 * whole card in place: every field is one click away. Which field is the title, an image, a date…
 * comes from src/schema's display hints, as on the full card.
 */
import { useId, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import type { GraphQLSchema } from 'graphql';
import { humanize, recordTitle, type DisplayHints } from '../../schema/index.ts';
import { COMPACT_FIELD_MAX_CHARS, COMPACT_KEY_FIELDS_MAX, COMPACT_SUBTITLE_CHARS, COMPACT_SUBTITLE_LINES } from '../constants.ts';
import { imageLabel, listImages, objectImage, stringImage, type ResultImage } from './image-values.ts';
import { renderValue } from './render-value.tsx';
import { contextFrom, ResultCard } from './result-card.tsx';
import { imageUrlField, isDateField, isImageField, isImageListField } from './result-hints.ts';
import { RecordLink } from './record-link.tsx';

export interface CompactCardProps {
  value: Record<string, unknown>;
  schema?: GraphQLSchema | null;
  onAdoptToken?: (token: string) => void;
  /** The field the list came from, for a record without a title. */
  label?: string;
  /** @default 3 */
  headingLevel?: number;
}

type Values = Record<string, unknown>;

function asRecord(value: unknown): Values | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : null;
}

function isShortScalar(value: unknown): boolean {
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  return typeof value === 'string' && value !== '' && value.length <= COMPACT_FIELD_MAX_CHARS;
}

/** The key fields by the rule at COMPACT_KEY_FIELDS_MAX: short scalars and lists of them, in selection order. */
export function compactFields(value: Values, hints: DisplayHints): string[] {
  const skipped = new Set(['__typename', 'id', hints.titleField, hints.subtitleField]);
  const keys: string[] = [];
  let hasDate = false;
  for (const [key, field] of Object.entries(value)) {
    if (keys.length >= COMPACT_KEY_FIELDS_MAX) break;
    if (skipped.has(key) || isImageField(hints, key) || isImageListField(hints, key) || hints.tokenFields.includes(key)) continue;
    if (isDateField(hints, key)) {
      if (hasDate) continue;
      hasDate = true;
    }
    const isScalarList = Array.isArray(field) && field.length > 0 && field.every(isShortScalar);
    if (isShortScalar(field) || isScalarList) keys.push(key);
  }
  return keys;
}

/** The first image of the record, for its thumbnail. */
function thumbnail(value: Values, hints: DisplayHints): ResultImage | null {
  for (const key of [...hints.imageFields.map((f) => f.name), ...hints.imageListFields.map((f) => f.name)]) {
    const field = value[key];
    const alt = imageLabel(value, hints, key);
    if (typeof field === 'string') return stringImage(field, alt);
    if (Array.isArray(field)) return listImages(field, imageUrlField(hints, key), alt)?.[0] ?? null;
    const object = asRecord(field);
    if (object) return objectImage(object, imageUrlField(hints, key), alt);
  }
  return null;
}

export function CompactCard({ value, schema = null, onAdoptToken, label, headingLevel = 3 }: CompactCardProps) {
  const headingId = useId();
  const subtitleId = useId();
  const [isSubtitleOpen, setIsSubtitleOpen] = useState(false);
  const [isAllShown, setIsAllShown] = useState(false);
  const ctx = contextFrom({ schema, ...(onAdoptToken ? { onAdoptToken } : {}) });
  const hints = ctx.hintsFor(value);
  const title = recordTitle(value, hints, label);
  const typename = typeof value.__typename === 'string' ? value.__typename : null;
  const subtitle = hints.subtitleField !== null ? value[hints.subtitleField] : undefined;
  const image = thumbnail(value, hints);
  const keys = compactFields(value, hints);
  const related = Object.entries(value).filter(([, field]) => typeof asRecord(field)?.__typename === 'string');
  const relatedLists = Object.entries(value).filter(([, field]) => Array.isArray(field) && field.length > 0 && field.every((item) => asRecord(item) !== null));
  const Heading = `h${Math.min(headingLevel, 6)}` as 'h3';

  return (
    <article className="facet-compact" aria-labelledby={headingId}>
      {image ? <img className="facet-compact-thumb" src={image.src} alt={image.alt} loading="lazy" /> : null}
      <div className="facet-compact-body">
        <header className="facet-card-header">
          <Heading id={headingId} className="facet-compact-title">
            <RecordLink schema={schema} record={value}>{title}</RecordLink>
          </Heading>
          {typename ? <span className="facet-card-type">{typename}</span> : null}
          <Button className="facet-button facet-button-link facet-compact-all-button" aria-expanded={isAllShown} onPress={() => setIsAllShown(!isAllShown)}>
            {isAllShown ? 'Hide the fields' : 'Show all fields'}
          </Button>
        </header>
        {typeof subtitle === 'string' && subtitle !== '' ? (
          <p className="facet-compact-subtitle">
            <span id={subtitleId} className={isSubtitleOpen ? undefined : 'facet-clamped'} style={isSubtitleOpen ? undefined : { WebkitLineClamp: COMPACT_SUBTITLE_LINES }}>
              {subtitle}
            </span>
          </p>
        ) : null}
        {keys.length > 0 ? (
          <dl className="facet-compact-fields">
            {keys.map((key) => (
              <div key={key}>
                <dt>{humanize(key)}</dt>
                <dd>{renderValue(value[key], key, value, hints, ctx, headingLevel + 1, 1)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="facet-compact-footer">
        {related.length > 0 || relatedLists.length > 0 ? (
          <ul className="facet-compact-chips" aria-label={`Related to ${title}`}>
            {related.map(([key, field]) => {
              const object = field as Values;
              return (
                <li key={key}>
                  <span className="facet-compact-chip-label">{humanize(key)}:</span>{' '}
                  <RecordLink schema={schema} record={object}>{recordTitle(object, ctx.hintsFor(object), humanize(key))}</RecordLink>
                </li>
              );
            })}
            {relatedLists.map(([key, field]) => (
              <li key={key}>
                {humanize(key)} ({(field as unknown[]).length})
              </li>
            ))}
          </ul>
        ) : null}
        {typeof subtitle === 'string' && subtitle.length > COMPACT_SUBTITLE_CHARS ? (
          <Button className="facet-button facet-button-link" aria-expanded={isSubtitleOpen} aria-controls={subtitleId} onPress={() => setIsSubtitleOpen(!isSubtitleOpen)}>
            {isSubtitleOpen ? 'Less text' : 'More text'}
          </Button>
        ) : null}
        </div>
      </div>
      {isAllShown ? (
        <div className="facet-compact-all">
          <ResultCard value={value} schema={schema} label={label} headingLevel={headingLevel + 1} {...(onAdoptToken ? { onAdoptToken } : {})} />
        </div>
      ) : null}
    </article>
  );
}
