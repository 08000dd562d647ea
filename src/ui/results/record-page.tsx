/**
 * One record as its own page (issue 15 §2 `#/entity/<Type>/<key>`): the title as the page's
 * heading, its type and subtitle, its images larger than in lists, its scalar fields as a compact
 * definition grid, each related record as a link to its own page named by its title, and each list
 * of related records as a compact table whose titles link to their pages. Lazily loaded with the
 * record screen, so it is not in this room's export list.
 */
import type { ReactNode } from 'react';
import type { GraphQLSchema } from 'graphql';
import { humanize, recordTitle } from '../../schema/index.ts';
import { renderValue } from './render-value.tsx';
import { contextFrom } from './result-card.tsx';
import { isImageField, isImageListField } from './result-hints.ts';
import { ResultTable } from './result-table.tsx';
import { RecordLink } from './record-link.tsx';
import { TruncatedText } from './truncated-text.tsx';

export interface RecordPageProps {
  record: Record<string, unknown>;
  schema: GraphQLSchema | null;
  /** Id of the page heading, for the landmark that holds it. */
  headingId: string;
  /** Drawn under the heading (the Edit, Delete and other action buttons). */
  actions?: ReactNode;
}

type Values = Record<string, unknown>;

function asRecord(value: unknown): Values | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : null;
}

/** A list whose items are all objects (a list of related records). */
function isRecordList(value: unknown): value is Values[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => asRecord(item) !== null);
}

export function RecordPage({ record, schema, headingId, actions = null }: RecordPageProps) {
  const ctx = contextFrom({ schema });
  const hints = ctx.hintsFor(record);
  const title = recordTitle(record, hints);
  const typename = typeof record.__typename === 'string' ? record.__typename : null;
  const subtitle = hints.subtitleField !== null ? record[hints.subtitleField] : undefined;
  const skipped = new Set(['__typename', hints.titleField, hints.subtitleField]);
  const entries = Object.entries(record).filter(([key]) => !skipped.has(key));
  const images = entries.filter(([key, value]) => value != null && (isImageField(hints, key) || isImageListField(hints, key)));
  // A related record has a type (a JSON scalar's object has none and stays with the fields).
  const related = entries.filter(([, value]) => typeof asRecord(value)?.__typename === 'string');
  const lists = entries.filter(([key, value]) => isRecordList(value) && !isImageListField(hints, key));
  const shown = new Set([...images, ...related, ...lists].map(([key]) => key));
  const scalars = entries.filter(([key]) => !shown.has(key));

  return (
    <article className="facet-record" aria-labelledby={headingId}>
      <header className="facet-record-header">
        {typename ? <p className="facet-operation-kind">{humanize(typename)}</p> : null}
        <h1 id={headingId} className="facet-record-title">{title}</h1>
        {typeof subtitle === 'string' && subtitle !== '' ? (
          <p className="facet-record-subtitle">
            <TruncatedText text={subtitle} />
          </p>
        ) : null}
        {actions}
      </header>
      {images.length > 0 ? (
        <div className="facet-record-images">
          {images.map(([key, value]) => (
            <div key={key}>{renderValue(value, key, record, hints, ctx, 2, 1)}</div>
          ))}
        </div>
      ) : null}
      {scalars.length > 0 ? (
        <dl className="facet-record-fields">
          {scalars.map(([key, value]) => (
            <div key={key} className="facet-record-field">
              <dt>{humanize(key)}</dt>
              <dd>{renderValue(value, key, record, hints, ctx, 3, 1)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {related.length > 0 ? (
        <section className="facet-record-related" aria-label="Related records">
          <h2>Related</h2>
          <dl className="facet-record-fields">
            {related.map(([key, value]) => {
              const object = value as Values;
              return (
                <div key={key} className="facet-record-field">
                  <dt>{humanize(key)}</dt>
                  <dd>
                    <RecordLink schema={schema} record={object}>
                      {recordTitle(object, ctx.hintsFor(object), humanize(key))}
                    </RecordLink>
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ) : null}
      {lists.map(([key, value]) => (
        <section key={key} className="facet-record-list" aria-labelledby={`${headingId}-${key}`}>
          <h2 id={`${headingId}-${key}`}>
            {humanize(key)} <span className="facet-count">({(value as Values[]).length})</span>
          </h2>
          <ResultTable items={value as Values[]} label={`${humanize(key)} of ${title}`} schema={schema} />
        </section>
      ))}
    </article>
  );
}
