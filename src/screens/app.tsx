// The route table (PRODUCT.md §3). Hash routing: the built static/ works from any static host,
// under any sub-path, and deep links survive a reload without server rewrites; arguments ride in
// the query string before the hash. Screens the overview does not need load on demand.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { ErrorBoundary } from '../ui/feedback/index.ts';
import { AppHeader, AppProvider, AppShell, type AppState, DocumentColorScheme, EndpointLink, NoticeToasts, SchemaSidebar, TokenHeldBack } from '../ui/frame/index.ts';
import { NotFoundScreen } from './not-found.tsx';
import { OverviewScreen } from './overview.tsx';

const SettingsScreen = lazy(() => import('./settings.tsx').then((m) => ({ default: m.SettingsScreen })));
const DocumentScreen = lazy(() => import('./document.tsx').then((m) => ({ default: m.DocumentScreen })));
const HistoryScreen = lazy(() => import('./history.tsx').then((m) => ({ default: m.HistoryScreen })));
const TypeReferenceScreen = lazy(() => import('./type-reference.tsx').then((m) => ({ default: m.TypeReferenceScreen })));
const TypeIndexScreen = lazy(() => import('./type-reference.tsx').then((m) => ({ default: m.TypeIndexScreen })));
const EntityListScreen = lazy(() => import('./entity-list.tsx').then((m) => ({ default: m.EntityListScreen })));
const EntityRecordScreen = lazy(() => import('./entity-record.tsx').then((m) => ({ default: m.EntityRecordScreen })));
const OperationScreen = lazy(() => import('./operation.tsx').then((m) => ({ default: m.OperationScreen })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p className="facet-muted">Loading…</p>}>{children}</Suspense>;
}

/**
 * A screen that throws while rendering (or whose chunk fails to load) becomes an alert inside
 * the shell; the header and the sidebar stay, and another address starts afresh (issue 12 item 5).
 */
function ScreenBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary title="This screen could not be shown" resetKeys={[location]}>
      {children}
    </ErrorBoundary>
  );
}

export function App({ state }: { state: AppState }) {
  return (
    <AppProvider value={state}>
      <DocumentColorScheme />
      <Router hook={useHashLocation}>
        <AppShell header={<AppHeader />} sidebar={<SchemaSidebar />}>
          <TokenHeldBack />
          <EndpointLink />
          <ScreenBoundary>
            <Loading>
              <Switch>
                <Route path="/" component={OverviewScreen} />
                <Route path="/settings" component={SettingsScreen} />
                <Route path="/document" component={DocumentScreen} />
                <Route path="/history" component={HistoryScreen} />
                <Route path="/type" component={TypeIndexScreen} />
                <Route path="/type/:name" component={TypeReferenceScreen} />
                <Route path="/query/:field">{(p) => <OperationScreen kind="query" field={p.field} />}</Route>
                <Route path="/mutation/:field">{(p) => <OperationScreen kind="mutation" field={p.field} />}</Route>
                <Route path="/subscription/:field">{(p) => <OperationScreen kind="subscription" field={p.field} />}</Route>
                <Route path="/entity/:type">{(p) => <EntityListScreen type={p.type} />}</Route>
                {/* A composite key has several parts (`octo/facet`): the rest of the path is the key. */}
                <Route path="/entity/:type/*">{(p) => <EntityRecordScreen type={p.type} recordKey={p['*']} />}</Route>
                <Route component={NotFoundScreen} />
              </Switch>
            </Loading>
          </ScreenBoundary>
        </AppShell>
        <NoticeToasts />
      </Router>
    </AppProvider>
  );
}
