// The route table (PRODUCT.md §3). Hash routing: the built static/ works from any static host,
// under any sub-path, and deep links survive a reload without server rewrites; arguments ride in
// the query string before the hash. Screens the overview does not need load on demand.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { AppHeader, AppProvider, AppShell, type AppState, EndpointLink, NoticeToasts, SchemaSidebar, TokenHeldBack } from '../ui/frame/index.ts';
import { NotFoundScreen } from './not-found.tsx';
import { OverviewScreen } from './overview.tsx';

const SettingsScreen = lazy(() => import('./settings.tsx').then((m) => ({ default: m.SettingsScreen })));
const DocumentScreen = lazy(() => import('./document.tsx').then((m) => ({ default: m.DocumentScreen })));
const TypeReferenceScreen = lazy(() => import('./type-reference.tsx').then((m) => ({ default: m.TypeReferenceScreen })));
const TypeIndexScreen = lazy(() => import('./type-reference.tsx').then((m) => ({ default: m.TypeIndexScreen })));
const OperationScreen = lazy(() => import('./operation.tsx').then((m) => ({ default: m.OperationScreen })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p className="facet-muted">Loading…</p>}>{children}</Suspense>;
}

export function App({ state }: { state: AppState }) {
  return (
    <AppProvider value={state}>
      <Router hook={useHashLocation}>
        <AppShell header={<AppHeader />} sidebar={<SchemaSidebar />}>
          <TokenHeldBack />
          <EndpointLink />
          <Loading>
            <Switch>
              <Route path="/" component={OverviewScreen} />
              <Route path="/settings" component={SettingsScreen} />
              <Route path="/document" component={DocumentScreen} />
              <Route path="/type" component={TypeIndexScreen} />
              <Route path="/type/:name" component={TypeReferenceScreen} />
              <Route path="/query/:field">{(p) => <OperationScreen kind="query" field={p.field} />}</Route>
              <Route path="/mutation/:field">{(p) => <OperationScreen kind="mutation" field={p.field} />}</Route>
              <Route path="/subscription/:field">{(p) => <OperationScreen kind="subscription" field={p.field} />}</Route>
              <Route component={NotFoundScreen} />
            </Switch>
          </Loading>
        </AppShell>
        <NoticeToasts />
      </Router>
    </AppProvider>
  );
}
