/**
 * One operation's result (PRODUCT.md §4 "Results"): alerts for the transport failure and each
 * GraphQL error (kind, status, message, path) above whatever partial data came with them; the
 * data as cards by default, or as JSON; a list of objects also as a sortable table of the shown
 * page (loaded on demand), and one whose items carry a date as a month calendar (loaded on demand;
 * dated lists inside a card get their own switch from the card).
 * Lists page: on the server for Relay connections (first/after, last/before) and offset arguments
 * (limit/offset, page/perPage…), by asking the screen for new variables; on the client otherwise.
 * Given only the field's `shape` (the /document screen), page objects and connections still show
 * their items as a list, paged on the client. A polite status line says what arrived ("12 results"), so a
 * screen reader hears the outcome without focus being taken from the form.
 *
 * States (issue 16): while the first answer is awaited, a skeleton shaped like the result (rows of
 * cards for a list, a card, a line) stands in, hidden from screen readers, which hear the busy
 * region and "Loading…"; its shimmer stops under reduced motion. An empty list says so with the
 * next step (the filters set, with Clear filters; else what was searched); an empty answer while
 * signed out says it may need a token, with Sign in.
 *
 * Which field titles a card, holds an image or a date comes from src/schema's display hints for
 * the `schema` given, resolved here and in the cards and the table: screens pass the schema, not hints.
 * A list shows its records as compact cards (compact-card.tsx, issue 15 §3), and opens as the table
 * when its records are flat enough (FLAT_LIST_MAX_FIELDS). Beside the view switch, Export saves the
 * whole result as JSON or a list in it as CSV (issue 18), on every screen that shows a result.
 */
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { GraphQLSchema } from 'graphql';
import { countLabel, humanize, type PaginationShape } from '../../schema/index.ts';
import type { GraphQLFormattedError } from '../../store/index.ts';
import { Alert, alertFromError, alertFromGraphQLError } from '../feedback/index.ts';
import { Pagination, usePagedList } from './pagination.tsx';
import { listItems, type ListItems as ListShape } from './list-items.ts';
import { FLAT_LIST_MAX_FIELDS, SKELETON_LIST_ROWS } from '../constants.ts';
import { midSentence } from '../format/format-label.ts';
import { CompactCard } from './compact-card.tsx';
import { recordHref, useRouteHref } from './record-link.tsx';
import { lazyComponent } from '../hooks/index.ts';
import { ResultCard, ResultValue } from './result-card.tsx';
import { hintsResolverFor, rootFieldShape } from './result-hints.ts';
import { ResultJson } from './result-json.tsx';
import { ExportControl } from './export-control.tsx';

const CalendarView = lazyComponent('calendar-view', () => import('./calendar-view.tsx').then((m) => m.CalendarView));
const ResultTable = lazyComponent('result-table', () => import('./result-table.tsx').then((m) => m.ResultTable));

/** Server-driven paging: the field's shape, the variables of the shown page, and a way to ask for another. */
export interface ServerPager {
  shape: PaginationShape;
  variables: Readonly<Record<string, unknown>>;
  onVariablesChange(next: Record<string, unknown>): void;
}

export interface ResultViewProps {
  /** The root field whose value is shown (`data[fieldName]`). */
  fieldName: string;
  /** The result's data (may be partial), or null. */
  data: Readonly<Record<string, unknown>> | null;
  /** A transport failure (ServerError, NetworkError…), or null. */
  error?: unknown;
  graphqlErrors?: readonly GraphQLFormattedError[];
  isLoading?: boolean;
  /** The schema the operation ran against: its display hints say how objects show. @default none: no hints */
  schema?: GraphQLSchema | null;
  /** For Relay or offset fields: pages come from the server. Otherwise lists page on the client. */
  pager?: ServerPager | null;
  /**
   * How the field pages, when there is no `pager` (the /document screen): page objects and
   * connections then show their items or nodes as a list, paged on the client. @default none
   */
  shape?: PaginationShape | null;
  onAdoptToken?: (token: string) => void;
  /** Heading of the region. @default 'Result' */
  title?: string;
  /**
   * The view shown first when it applies (a record list opens as a table). @default the table for
   * a flat list (FLAT_LIST_MAX_FIELDS), else cards
   */
  defaultView?: View;
  /** What an empty list offers: the labels of the filters set and how to clear them, or what was searched. @default a plain sentence */
  empty?: EmptyListHint | null;
  /** Offered when the answer is empty while signed out ("this may need you to sign in"). @default none */
  onSignIn?: (() => void) | null;
}

/** The next step an empty list offers (issue 16 "an empty search says 'No items.' with no hint"). */
export interface EmptyListHint {
  /** Labels of the optional filters that were set ("Categories", "Min rating"). */
  filters: readonly string[];
  /** Clears them and runs again. */
  onClearFilters?: () => void;
  /** Labels and values of what was searched for ("Text “zzz”"), said when no filter was set. */
  searched?: readonly string[];
}

export type View = 'cards' | 'table' | 'json' | 'calendar';

/** The transport alert and one alert per GraphQL error. */
export function ResultAlerts({ error, graphqlErrors = [] }: { error?: unknown; graphqlErrors?: readonly GraphQLFormattedError[] }) {
  return (
    <>
      {error ? <Alert alert={alertFromError(error)} /> : null}
      {graphqlErrors.map((e, i) => (
        <Alert key={i} alert={alertFromGraphQLError(e)} severity={error ? 'warning' : 'error'} />
      ))}
    </>
  );
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const count = (n: number, noun = 'result') => countLabel(n, noun);

export function ResultView(props: ResultViewProps) {
  const { fieldName, data, error = null, graphqlErrors = [], isLoading = false, schema = null, pager = null, shape = null, onAdoptToken, title = 'Result', defaultView = null } = props;
  const { empty = null, onSignIn = null } = props;
  const [view, setView] = useState<View | null>(defaultView);
  const value = data ? data[fieldName] : undefined;
  const list = listItems(value, pager?.shape ?? shape);
  const firstItem = list ? asRecord(list.items.find((item) => asRecord(item) !== null)) : null;
  const firstHints = firstItem ? hintsResolverFor(schema)(firstItem) : null;
  const dateKey = firstHints?.dateFields[0]?.name;
  const titleKey = firstHints?.titleField ?? undefined;
  const hasData = value !== undefined;
  const views: View[] = ['cards', ...(firstItem ? (['table'] as const) : []), 'json', ...(list && dateKey ? (['calendar'] as const) : [])];
  const automatic: View = list && isFlatList(list.items) ? 'table' : 'cards';
  const wanted = view ?? automatic;
  const shown = views.includes(wanted) ? wanted : 'cards';

  let status: string;
  if (isLoading) status = `Loading ${midSentence(humanize(fieldName))}…`;
  else if (!hasData) status = error || graphqlErrors.length > 0 ? 'The operation failed; see the errors.' : '';
  else if (list) status = list.total !== null ? `${count(list.total)} in total, ${list.items.length} shown` : count(list.items.length);
  else status = value === null ? 'No result' : '1 result';
  if (hasData && (error || graphqlErrors.length > 0)) status += `, with ${count((error ? 1 : 0) + graphqlErrors.length, 'error')}`;

  return (
    <section className="facet-result" aria-labelledby={`${fieldName}-result-heading`} aria-busy={isLoading}>
      <h2 id={`${fieldName}-result-heading`}>{title}</h2>
      <p role="status" className="facet-result-status">{status}</p>
      <ResultAlerts error={error} graphqlErrors={graphqlErrors} />
      {isLoading && !hasData ? <ResultSkeleton shape={rootFieldShape(schema, fieldName, (pager?.shape ?? shape)?.kind !== undefined && (pager?.shape ?? shape)!.kind !== 'none')} /> : null}
      {hasData && value === null && !error && graphqlErrors.length === 0 ? (
        <NoResult label={humanize(fieldName)} onSignIn={onSignIn} />
      ) : hasData ? (
        <>
          <div className="facet-result-tools">
            <RadioGroup className="facet-view-switch" orientation="horizontal" value={shown} onChange={(v) => setView(v as View)}>
              <Label>Show as</Label>
              <Radio value="cards">Cards</Radio>
              {views.includes('table') ? <Radio value="table">Table</Radio> : null}
              <Radio value="json">JSON</Radio>
              {views.includes('calendar') ? <Radio value="calendar">Calendar</Radio> : null}
            </RadioGroup>
            <ExportControl result={{ data, ...(graphqlErrors.length > 0 ? { errors: graphqlErrors } : {}) }} />
          </div>
          {shown === 'json' ? (
            <ResultJson value={{ data, ...(graphqlErrors.length > 0 ? { errors: graphqlErrors } : {}) }} />
          ) : list ? (
            <ListItems
              list={list}
              value={value}
              fieldName={fieldName}
              show={shown === 'table' ? 'table' : shown === 'calendar' && dateKey ? { dateKey, titleKey } : 'cards'}
              pager={pager}
              isLoading={isLoading}
              schema={schema}
              onAdoptToken={onAdoptToken}
              empty={empty}
            />
          ) : asRecord(value) ? (
            <ResultCard value={asRecord(value)!} label={fieldName} {...cardProps(schema, onAdoptToken)} />
          ) : (
            <div className="facet-result-scalar">
              <ResultValue value={value} label={fieldName} rootField={fieldName} {...cardProps(schema, onAdoptToken)} />
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}

/** A list of records with only scalars and lists of scalars, few enough for columns (FLAT_LIST_MAX_FIELDS). */
function isFlatList(items: readonly unknown[]): boolean {
  const records = items.map(asRecord);
  if (records.length === 0 || records.some((r) => r === null)) return false;
  return records.every((record) => {
    const entries = Object.entries(record!).filter(([key]) => key !== '__typename');
    if (entries.length > FLAT_LIST_MAX_FIELDS) return false;
    return entries.every(([, value]) => (Array.isArray(value) ? value.every((v) => v === null || typeof v !== 'object') : value === null || typeof value !== 'object'));
  });
}

function cardProps(schema: GraphQLSchema | null, onAdoptToken: ((token: string) => void) | undefined) {
  return { schema, ...(onAdoptToken ? { onAdoptToken } : {}) };
}

interface ListItemsProps {
  list: ListShape;
  value: unknown;
  fieldName: string;
  /** The page as cards, a table or a calendar (on a date field); the page and its navigation stay the same. */
  show: 'cards' | 'table' | { dateKey: string; titleKey: string | undefined };
  pager: ServerPager | null;
  isLoading: boolean;
  schema: GraphQLSchema | null;
  onAdoptToken: ((token: string) => void) | undefined;
  empty: EmptyListHint | null;
}

/** The shown page of a list, as cards or as a table, with its page navigation. */
function ListItems({ list, value, fieldName, show, pager, isLoading, schema, onAdoptToken, empty }: ListItemsProps) {
  const isServerPaged = pager !== null && (pager.shape.kind === 'relay' || pager.shape.kind === 'offset');
  const client = usePagedList(list.items);
  const routeHref = useRouteHref();
  const items = isServerPaged ? list.items : client.pageItems;
  let nav: ReactNode = null;
  if (isServerPaged) nav = <ServerPagination pager={pager!} value={value} itemCount={list.items.length} total={list.total} isLoading={isLoading} label={`${fieldName} pages`} />;
  else if (client.pageCount > 1) nav = <Pagination page={client.page} pageCount={client.pageCount} onPageChange={client.setPage} label={`${fieldName} pages`} />;
  if (list.items.length === 0) return <EmptyList label={humanize(fieldName)} hint={empty} nav={list.total !== null && list.total > 0 ? nav : null} />;
  // `nav` stays the second child in every branch, so switching views keeps the Relay cursors walked past.
  if (typeof show === 'object') {
    const isPartial = isServerPaged ? list.total === null || list.total > items.length : client.pageCount > 1;
    return (
      <>
        <Suspense fallback={<p className="facet-muted">Loading the calendar…</p>}>
          <CalendarView
            items={items.filter((item) => asRecord(item) !== null) as Record<string, unknown>[]}
            dateKey={show.dateKey}
            {...(show.titleKey ? { titleKey: show.titleKey } : {})}
            getItemHref={(item) => recordHref(schema, item, routeHref)}
            label={`${fieldName} by ${show.dateKey}`}
            isPartial={isPartial}
          />
        </Suspense>
        {nav}
      </>
    );
  }
  if (show === 'table') {
    return (
      <>
        <Suspense fallback={<p className="facet-muted">Loading the table…</p>}>
          <ResultTable items={items.filter((item) => asRecord(item) !== null) as Record<string, unknown>[]} label={`${fieldName}, as a table`} schema={schema} />
        </Suspense>
        {nav}
      </>
    );
  }
  return (
    <>
      <ul className="facet-result-list">
        {items.map((item, i) => (
          <li key={keyOf(item, i)}>
            {asRecord(item) ? (
              <CompactCard value={asRecord(item)!} label={fieldName} {...cardProps(schema, onAdoptToken)} />
            ) : (
              <ResultValue value={item} label={fieldName} rootField={fieldName} {...cardProps(schema, onAdoptToken)} />
            )}
          </li>
        ))}
      </ul>
      {nav}
    </>
  );
}

/** An empty list, saying why and what to do next. */
function EmptyList({ label, hint, nav }: { label: string; hint: EmptyListHint | null; nav: ReactNode }) {
  const name = midSentence(label);
  let why = `The server returned no ${name}.`;
  if (hint?.filters.length) why = `No ${name} match the filters set (${hint.filters.join(', ')}).`;
  else if (hint?.searched?.length) why = `No ${name} match ${hint.searched.join(', ')}: try other words.`;
  return (
    <div className="facet-empty-state">
      <p className="facet-empty-state-title">{`No ${name}`}</p>
      <p>{why}</p>
      {hint?.filters.length && hint.onClearFilters ? (
        <Button className="facet-button" onPress={hint.onClearFilters}>
          Clear filters
        </Button>
      ) : null}
      {nav}
    </div>
  );
}

/** An answer of nothing (`me` → null): said in words, with Sign in when signed out. */
function NoResult({ label, onSignIn }: { label: string; onSignIn: (() => void) | null }) {
  return (
    <div className="facet-empty-state">
      <p className="facet-empty-state-title">{`No ${midSentence(label)}`}</p>
      {onSignIn ? (
        <>
          <p>The server answered with nothing. You are signed out, and this may need you to sign in.</p>
          <Button className="facet-button facet-button-primary" onPress={onSignIn}>
            Sign in
          </Button>
        </>
      ) : (
        <p>The server answered with nothing (null).</p>
      )}
    </div>
  );
}

/** Grey blocks shaped like the result while it loads: hidden from screen readers (the region is busy). */
function ResultSkeleton({ shape }: { shape: 'list' | 'object' | 'scalar' }) {
  const blocks = shape === 'list' ? SKELETON_LIST_ROWS : 1;
  return (
    <div className={`facet-skeleton facet-skeleton-${shape}`} aria-hidden="true" data-testid="result-skeleton">
      {Array.from({ length: blocks }, (_, i) => (
        <div key={i} className="facet-skeleton-block">
          {shape !== 'scalar' ? <span className="facet-skeleton-line facet-skeleton-title" /> : null}
          <span className="facet-skeleton-line" />
          {shape !== 'scalar' ? <span className="facet-skeleton-line facet-skeleton-short" /> : null}
        </div>
      ))}
    </div>
  );
}

function keyOf(item: unknown, index: number): string {
  const record = asRecord(item);
  return record && (typeof record.id === 'string' || typeof record.id === 'number') ? `${String(record.__typename ?? '')}:${record.id}:${index}` : String(index);
}

function asInt(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

function without(variables: Readonly<Record<string, unknown>>, ...keys: string[]): Record<string, unknown> {
  const out = { ...variables };
  for (const key of keys) delete out[key];
  return out;
}

interface ServerPaginationProps {
  pager: ServerPager;
  value: unknown;
  itemCount: number;
  total: number | null;
  isLoading: boolean;
  label: string;
}

function ServerPagination({ pager, value, itemCount, total, isLoading, label }: ServerPaginationProps) {
  const { shape, variables, onVariablesChange } = pager;
  // Relay has no page numbers: count the pages walked, and remember the cursors walked past so
  // Previous works on forward-only connections too.
  const [relayPage, setRelayPage] = useState(1);
  const [cursors, setCursors] = useState<Array<string | null>>([]);
  const pageInfo = useMemo(() => asRecord(asRecord(value)?.pageInfo) ?? {}, [value]);

  if (shape.kind === 'relay') {
    const size = asInt(variables.first) ?? asInt(variables.last) ?? (itemCount || null);
    const sized = (key: 'first' | 'last') => (size !== null ? { [key]: size } : {});
    const hasNext = pageInfo.hasNextPage === true;
    const canGoBack = cursors.length > 0 || (shape.backward && pageInfo.hasPreviousPage === true);
    const go = (page: number) => {
      if (page > relayPage) {
        if (typeof pageInfo.endCursor !== 'string') return;
        setCursors([...cursors, typeof variables.after === 'string' ? variables.after : null]);
        setRelayPage(relayPage + 1);
        onVariablesChange({ ...without(variables, 'last', 'before'), ...sized('first'), after: pageInfo.endCursor });
      } else if (cursors.length > 0) {
        const after = cursors[cursors.length - 1];
        setCursors(cursors.slice(0, -1));
        setRelayPage(relayPage - 1);
        onVariablesChange({ ...without(variables, 'last', 'before', 'after'), ...sized('first'), ...(after ? { after } : {}) });
      } else if (shape.backward && typeof pageInfo.startCursor === 'string') {
        setRelayPage(Math.max(1, relayPage - 1));
        onVariablesChange({ ...without(variables, 'first', 'after'), ...sized('last'), before: pageInfo.startCursor });
      }
    };
    return <Pagination page={relayPage} onPageChange={go} hasNextPage={hasNext} hasPreviousPage={canGoBack} isPending={isLoading} label={label} />;
  }
  if (shape.kind !== 'offset') return null;
  const limit = asInt(variables[shape.limitArg]) ?? shape.defaultLimit ?? (itemCount || 1);
  const base = shape.style === 'page' ? shape.pageBase : 0;
  const position = asInt(variables[shape.offsetArg]) ?? base;
  const page = shape.style === 'offset' ? Math.floor(position / Math.max(1, limit)) + 1 : position - base + 1;
  const pageCount = total !== null ? Math.max(1, Math.ceil(total / Math.max(1, limit))) : undefined;
  const go = (next: number) => {
    const nextPosition = shape.style === 'offset' ? (next - 1) * limit : next - 1 + base;
    onVariablesChange({ ...variables, [shape.limitArg]: limit, [shape.offsetArg]: nextPosition });
  };
  return (
    <Pagination
      page={page}
      onPageChange={go}
      {...(pageCount !== undefined ? { pageCount } : { hasNextPage: itemCount >= limit, hasPreviousPage: page > 1 })}
      isPending={isLoading}
      label={label}
    />
  );
}
