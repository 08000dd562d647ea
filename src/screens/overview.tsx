// `/`: endpoint, schema summary, connection and signed-in state; when introspection fails, an
// alert naming the reason with a way to the settings (PRODUCT.md §3).
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { summarizeSchema } from '../schema/introspection.ts';
import { Alert, ConnectionStatus } from '../ui/feedback/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
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
          <ul className="facet-summary-list">
            <li>{summary.queryCount} queries</li>
            <li>{summary.mutationCount} mutations</li>
            <li>{summary.subscriptionCount} subscriptions</li>
          </ul>
          <h2>Types</h2>
          <ul className="facet-summary-list">
            <li>{summary.objectCount} object types</li>
            <li>{summary.interfaceCount} interfaces</li>
            <li>{summary.unionCount} unions</li>
            <li>{summary.enumCount} enums</li>
            <li>{summary.inputObjectCount} input types</li>
            <li>{summary.scalarCount} scalars</li>
          </ul>
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
