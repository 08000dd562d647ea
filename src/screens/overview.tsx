// `/`: endpoint, schema summary, connection and signed-in state; when introspection fails, an
// alert naming the reason with a way to the settings (PRODUCT.md §3). What the API offers is a
// grid of cards (issue 16 "the overview is default bullets"): Records, Queries, Mutations and
// Subscriptions, each with its count, what it is for and its first few entries as links; then
// the type counts as a compact grid.
import { useMemo, useId } from 'react';
import { Link, useLocation } from 'wouter';
import { summarizeSchema } from '../schema/introspection.ts';
import { listRootFields, type OperationKind } from '../schema/root-fields.ts';
import { Alert, ConnectionStatus } from '../ui/feedback/index.ts';
import { useApp, useRecordTypes, useSignals } from '../ui/frame/index.ts';
import { markdownToPlainText } from '../ui/format/markdown-text.ts';

const FAILURE_TITLES: Record<string, string> = {
  network: 'The endpoint could not be reached',
  server: 'The endpoint answered with an error status',
  'not-graphql': 'The endpoint is not a GraphQL API',
  'introspection-disabled': 'Introspection is disabled on this server',
  'graphql-errors': 'The server refused the introspection query',
  'not-introspection': 'The answer is not a GraphQL schema',
  'invalid-schema': 'The schema the server described is invalid',
};

export function OverviewScreen() {
  useSignals();
  const { store, schemaSource } = useApp();
  const [, navigate] = useLocation();
  const settings = store.settings.values.value;
  const schema = schemaSource.schema.value;
  const failure = schemaSource.failure.value;
  const status = schemaSource.status.value;
  const connection = store.connection.value;
  const summary = useMemo(() => (schema ? summarizeSchema(schema) : null), [schema]);
  const records = useRecordTypes(schema);
  const operations = useMemo(() => CARDS.map(([kind]) => (schema ? listRootFields(schema, kind).map((f) => f.name) : [])), [schema]);

  return (
    <section aria-labelledby="overview-heading">
      <h1 id="overview-heading">Overview</h1>
      {failure && (
        <Alert
          alert={{
            kind: failure.kind,
            title: FAILURE_TITLES[failure.kind] ?? 'Introspection failed',
            message: failure.message,
            ...(failure.status !== null ? { status: failure.status } : {}),
          }}
          severity={schema ? 'warning' : 'error'}
          action={{ label: 'Open settings', onPress: () => navigate('/settings') }}
        />
      )}
      <dl className="facet-summary">
        <dt>Endpoint</dt>
        <dd>
          <code>{settings.endpoint}</code>
        </dd>
        <dt>Live updates</dt>
        <dd>
          {settings.wsEndpoint ? <code>{settings.wsEndpoint}</code> : 'No WebSocket endpoint configured'} ·{' '}
          <ConnectionStatus state={connection} secondsToRetry={store.secondsToRetry.value} />
        </dd>
        <dt>Session</dt>
        <dd>{store.session.isRefused.value ? 'Token refused by the server' : store.session.isSignedIn.value ? `Signed in (token in "${settings.tokenName}")` : 'Signed out'}</dd>
        <dt>Schema</dt>
        <dd>{status === 'loading' ? 'Loading…' : summary ? `${summary.typeCount} types` : 'Unavailable'}</dd>
      </dl>
      {summary && (
        <>
          {summary.description && <p>{markdownToPlainText(summary.description)}</p>}
          <h2>Operations</h2>
          <div className="facet-overview-grid">
            <OverviewCard title="Records" path="entity" names={records?.map((r) => r.name) ?? null}
              blurb="Kinds of record: lists, record pages, edit and delete." />
            {CARDS.map(([kind, title, blurb], i) => (
              <OverviewCard key={kind} title={title} path={kind} names={operations[i]!} blurb={blurb} />
            ))}
          </div>
          <h2>Types</h2>
          <dl className="facet-overview-types">
            {([
              ['Object types', summary.objectCount], ['Interfaces', summary.interfaceCount], ['Unions', summary.unionCount],
              ['Enums', summary.enumCount], ['Input types', summary.inputObjectCount], ['Scalars', summary.scalarCount],
            ] as const).map(([label, count]) => (
              <div key={label}><dt>{label}</dt><dd>{count}</dd></div>
            ))}
          </dl>
          <p>
            Pick an operation in the sidebar, write your own in the{' '}
            <Link href="/document" className="facet-link">
              document editor
            </Link>
            , or browse the{' '}
            {summary.queryTypeName ? (
              <Link href={`/type/${summary.queryTypeName}`} className="facet-link">
                {summary.queryTypeName} type
              </Link>
            ) : (
              'types'
            )}
            .
          </p>
        </>
      )}
    </section>
  );
}

const CARDS: ReadonlyArray<[OperationKind, string, string]> = [
  ['query', 'Queries', 'Read data: a form, the answer as cards, table or JSON.'],
  ['mutation', 'Mutations', 'Change data: a form, then a confirmation.'],
  ['subscription', 'Subscriptions', 'Live feeds of events, over a WebSocket.'],
];

/** How many entries a card links to; the sidebar lists them all. */
const CARD_LINKS_MAX = 4;

/** One card: the count in its heading, what the kind is for, and its first entries as links. */
function OverviewCard({ title, path, names, blurb }: { title: string; path: string; names: readonly string[] | null; blurb: string }) {
  const id = useId();
  const more = names ? names.length - CARD_LINKS_MAX : 0;
  return (
    <section className="facet-overview-card" aria-labelledby={id}>
      <h3 id={id}>
        {title} <span className="facet-overview-count">{names ? names.length : '…'}</span>
      </h3>
      <p className="facet-muted">{blurb}</p>
      {names === null ? (
        <p className="facet-muted">Working them out…</p>
      ) : names.length === 0 ? (
        <p className="facet-muted">None in this schema.</p>
      ) : (
        <ul className="facet-overview-links">
          {names.slice(0, CARD_LINKS_MAX).map((name) => (
            <li key={name}>
              <Link href={`/${path}/${encodeURIComponent(name)}?`} className="facet-link">{name}</Link>
            </li>
          ))}
          {more > 0 && <li className="facet-muted">and {more} more in the sidebar</li>}
        </ul>
      )}
    </section>
  );
}
