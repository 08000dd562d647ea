// Header: the endpoint in use, live connection state, signed-in state, schema refresh, settings.
import { Link } from 'wouter';
import { useApp, useSignals } from './app-context.tsx';
import { ConnectionStatus, PlainButton } from '../feedback/index.ts';
import { EndpointSwitcher } from './endpoint-switcher.tsx';

export function AppHeader() {
  useSignals();
  const { store, schemaSource } = useApp();
  const { endpoint } = store.settings.values.value;
  const connection = store.connection.value;
  const isSignedIn = store.session.isSignedIn.value;
  const isWithheld = store.tokenScope.isWithheld.value;
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
        <ConnectionStatus state={connection} />
        <span data-testid="session">{isWithheld ? 'Token held back' : isSignedIn ? 'Signed in' : 'Signed out'}</span>
        {isSignedIn && (
          <PlainButton className="facet-button facet-button-quiet" onPress={() => store.session.signOut()}>
            Sign out
          </PlainButton>
        )}
        <PlainButton className="facet-button facet-button-quiet" isDisabled={isRefreshing} onPress={() => void schemaSource.refresh()}>
          {isRefreshing ? 'Refreshing schema…' : 'Refresh schema'}
        </PlainButton>
        <Link href="/settings" className="facet-link">
          Settings
        </Link>
      </div>
    </>
  );
}
