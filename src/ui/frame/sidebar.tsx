// Queries / Mutations / Subscriptions with a filter and counts. Plain links in a nav landmark:
// a few hundred anchors render and filter in well under a frame, so no virtualisation is needed
// at the 600-root-field scale PRODUCT.md §3 asks for (measured in bench/schema.bench.ts).
import { markdownToPlainText } from '../format/markdown-text.ts';
import { memo, useDeferredValue, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link, matchRoute, useLocation, useRouter } from 'wouter';

export type OperationKind = 'query' | 'mutation' | 'subscription';

export interface SidebarField {
  name: string;
  description?: string | null;
  isDeprecated?: boolean;
}

export interface SidebarSection {
  kind: OperationKind;
  fields: readonly SidebarField[];
}

export interface SidebarProps {
  sections: readonly SidebarSection[];
  /**
   * Entity types with a list source (issue 15 §2 "Records"), listed above the root fields and
   * narrowed by the same filter; each links to `/entity/<name>`. @default none
   */
  records?: readonly SidebarField[];
  /** Narrows the lists; injected so the schema module's matcher is the only one. */
  filter: (fields: readonly SidebarField[], text: string) => readonly SidebarField[];
}

/** A sidebar list: the entity types, or one kind of root field. */
type ListKind = OperationKind | 'records';

const SECTION_TITLES: Record<ListKind, string> = {
  records: 'Records',
  query: 'Queries',
  mutation: 'Mutations',
  subscription: 'Subscriptions',
};

const NO_RECORDS: readonly SidebarField[] = [];

export function Sidebar({ sections, records = NO_RECORDS, filter }: SidebarProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  // Typing stays responsive while long lists re-filter in the background.
  const deferredText = useDeferredValue(text);
  const visible = useMemo(
    () => sections.map((s) => ({ ...s, shown: deferredText ? filter(s.fields, deferredText) : s.fields })),
    [sections, filter, deferredText],
  );
  const shownRecords = useMemo(() => (deferredText ? filter(records, deferredText) : records), [records, filter, deferredText]);
  const shownCount = visible.reduce((n, s) => n + s.shown.length, shownRecords.length);

  return (
    <nav className="facet-sidebar-nav" aria-label="Operations">
      {/* A plain search field, not React Aria's: the sidebar is on the first screen (issue 13 item 10). */}
      <div className="facet-field facet-sidebar-filter">
        <label htmlFor={inputId}>Filter operations</label>
        <input
          id={inputId}
          className="facet-input"
          type="search"
          enterKeyHint="search"
          placeholder="Type to filter"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => clearOnEscape(event, text, setText)}
        />
      </div>
      <p className="facet-visually-hidden" role="status">
        {deferredText ? `${shownCount} operations match` : ''}
      </p>
      {records.length > 0 ? <SidebarList kind="records" fields={shownRecords} total={records.length} /> : null}
      {visible
        .filter((s) => s.fields.length > 0)
        .map((s) => (
          <SidebarList key={s.kind} kind={s.kind} fields={s.shown} total={s.fields.length} />
        ))}
    </nav>
  );
}

const SidebarList = memo(function SidebarList({
  kind,
  fields,
  total,
}: {
  kind: ListKind;
  fields: readonly SidebarField[];
  total: number;
}) {
  const headingId = `facet-sidebar-${kind}`;
  // The route is read once per list, not once per link: hundreds of location subscriptions made
  // the first render of a large schema's sidebar a long task (issue 13 item 9).
  const [location] = useLocation();
  const { parser } = useRouter();
  const count = fields.length === total ? `${total}` : `${fields.length} of ${total}`;
  return (
    <section className="facet-sidebar-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="facet-sidebar-heading">
        {SECTION_TITLES[kind]} <span className="facet-count">({count})</span>
      </h2>
      {fields.length === 0 ? (
        <p className="facet-muted">No match</p>
      ) : (
        <ul className="facet-sidebar-list">
          {fields.map((f) => (
            <SidebarItem key={f.name} kind={kind} field={f} location={location} parser={parser} />
          ))}
        </ul>
      )}
    </section>
  );
});

type Parser = ReturnType<typeof useRouter>['parser'];

const PATH_PREFIXES: Record<ListKind, string> = { records: 'entity', query: 'query', mutation: 'mutation', subscription: 'subscription' };

function SidebarItem({ kind, field, location, parser }: { kind: ListKind; field: SidebarField; location: string; parser: Parser }) {
  const path = `/${PATH_PREFIXES[kind]}/${encodeURIComponent(field.name)}`;
  const [isCurrent] = matchRoute(parser, path, location);
  return (
    <li>
      {/* The trailing "?" clears the query string, where the previous screen kept its arguments
          (wouter's hash navigation otherwise carries it over to the next screen). */}
      <Link
        href={`${path}?`}
        className="facet-sidebar-link"
        aria-current={isCurrent ? 'page' : undefined}
        title={field.description ? markdownToPlainText(field.description) : undefined}
      >
        {field.name}
        {field.isDeprecated && <span className="facet-badge"> deprecated</span>}
      </Link>
    </li>
  );
}

/**
 * Escape empties a non-empty filter and goes no further; on an empty one it reaches what is
 * around (the drawer closes), as React Aria's search field does.
 */
function clearOnEscape(event: KeyboardEvent<HTMLInputElement>, text: string, setText: (text: string) => void) {
  if (event.key !== 'Escape' || text === '') return;
  event.preventDefault();
  event.stopPropagation();
  setText('');
}
