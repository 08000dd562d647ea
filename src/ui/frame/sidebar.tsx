// Queries / Mutations / Subscriptions with a filter and counts. Plain links in a nav landmark:
// a few hundred anchors render and filter in well under a frame, so no virtualisation is needed
// at the 600-root-field scale PRODUCT.md §3 asks for (measured in bench/schema.bench.ts).
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { SearchField } from 'react-aria-components/SearchField';
import { Link, useRoute } from 'wouter';

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
      <SearchField className="facet-field facet-sidebar-filter" value={text} onChange={setText}>
        <Label>Filter operations</Label>
        <Input className="facet-input" placeholder="Type to filter" />
      </SearchField>
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
            <SidebarItem key={f.name} kind={kind} field={f} />
          ))}
        </ul>
      )}
    </section>
  );
});

const PATH_PREFIXES: Record<ListKind, string> = { records: 'entity', query: 'query', mutation: 'mutation', subscription: 'subscription' };

function SidebarItem({ kind, field }: { kind: ListKind; field: SidebarField }) {
  const path = `/${PATH_PREFIXES[kind]}/${encodeURIComponent(field.name)}`;
  const [isCurrent] = useRoute(path);
  return (
    <li>
      {/* The trailing "?" clears the query string, where the previous screen kept its arguments
          (wouter's hash navigation otherwise carries it over to the next screen). */}
      <Link
        href={`${path}?`}
        className="facet-sidebar-link"
        aria-current={isCurrent ? 'page' : undefined}
        title={field.description ?? undefined}
      >
        {field.name}
        {field.isDeprecated && <span className="facet-badge"> deprecated</span>}
      </Link>
    </li>
  );
}
