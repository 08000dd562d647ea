// Header: the endpoint in use, live connection state, signed-in state, schema refresh, the run
// history (issue 18: runs from every screen, reachable from every screen), settings. A token the
// server refused says so, with Sign in again (issue 16 "States"). Its actions share one look,
// facet-header-action, whether a button or a link (issue 16 "one button style in the header").
import { Link } from 'wouter';
import type { Notices, SchemaSource } from '../../store/index.ts';
import { useApp, useSignals } from './app-context.tsx';
import { ConnectionStatus, PlainButton } from '../feedback/index.ts';
import { EndpointSwitcher } from './endpoint-switcher.tsx';

/** Refreshes at once; the notice saying what changed loads with the comparison (issue 16). */
function tellRefresh(source: SchemaSource, notices: Notices) {
  const [before, done] = [source.schema.peek(), source.refresh()];
  return import('./schema-refresh.ts').then((m) => m.tellSchemaRefresh(source, notices, before, done));
}

export function AppHeader() {
  useSignals();
  const { store, schemaSource } = useApp();
  const { endpoint } = store.settings.values.value;
  const connection = store.connection.value;
  const isSignedIn = store.session.isSignedIn.value;
  const isWithheld = store.tokenScope.isWithheld.value;
  const isRefused = store.session.isRefused.value && !isWithheld;
  const isRefreshing = schemaSource.isRefreshing.value;
  return (
    <>
      <Link href="/" className="facet-brand">
        Facet
      </Link>
      <div className="facet-header-status">
        <EndpointSwitcher />
        <span>
          Endpoint: <code data-testid="endpoint">{endpoint}</code>
        </span>
        <ConnectionStatus state={connection} secondsToRetry={store.secondsToRetry.value} />
        {connection.status === 'reconnecting' && (
          <PlainButton className="facet-header-action" onPress={store.retryConnectionNow}>
            Retry now
          </PlainButton>
        )}
        <span data-testid="session" className={isRefused ? 'facet-session-refused' : undefined}>
          {isWithheld ? 'Token held back' : isRefused ? 'Token refused by the server' : isSignedIn ? 'Signed in' : 'Signed out'}
        </span>
        {isRefused && (
          <Link href="/settings" className="facet-header-action">
            Sign in again
          </Link>
        )}
        {isSignedIn && (
          <PlainButton className="facet-header-action" onPress={() => store.session.signOut()}>
            Sign out
          </PlainButton>
        )}
        <PlainButton className="facet-header-action" isDisabled={isRefreshing} onPress={() => void tellRefresh(schemaSource, store.notices)}>
          {isRefreshing ? 'Refreshing schema…' : 'Refresh schema'}
        </PlainButton>
        <Link href="/history" className="facet-header-action">
          History
        </Link>
        <Link href="/settings" className="facet-header-action">
          Settings
        </Link>
      </div>
    </>
  );
}
