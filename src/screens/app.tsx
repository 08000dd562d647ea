// The route table (PRODUCT.md §3). Two forms of the same routes (issue 17):
// - hash routes (`#/query/events`) on a plain static host: the built static/ works from any file
//   server, under any sub-path, and deep links survive a reload without server rewrites;
//   arguments ride in the query string before the hash;
// - real paths (`/query/events?limit=3`) when Facet's own server serves the page: it answers every
//   app path with the screen rendered (src/server/render-page.tsx) and says so in the page (the
//   embedded page state, src/store/page-state.ts), so links follow that form.
// Screens the overview does not need load on demand, as lazy components a server-rendered page
// preloads before it hydrates.
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { ErrorBoundary } from '../ui/feedback/index.ts';
import { AppHeader, AppProvider, AppShell, type AppState, DocumentColorScheme, EndpointLink, NoticeToasts, SchemaSidebar, TokenHeldBack } from '../ui/frame/index.ts';
import { lazyComponent } from '../ui/hooks/index.ts';
import { NotFoundScreen } from './not-found.tsx';
import { OverviewScreen } from './overview.tsx';

const SettingsScreen = lazyComponent('settings-screen', () => import('./settings.tsx').then((m) => m.SettingsScreen));
const DocumentScreen = lazyComponent('document-screen', () => import('./document.tsx').then((m) => m.DocumentScreen));
const HistoryScreen = lazyComponent('history-screen', () => import('./history.tsx').then((m) => m.HistoryScreen));
const TypeReferenceScreen = lazyComponent('type-reference-screen', () => import('./type-reference.tsx').then((m) => m.TypeReferenceScreen));
const TypeIndexScreen = lazyComponent('type-index-screen', () => import('./type-reference.tsx').then((m) => m.TypeIndexScreen));
const EntityListScreen = lazyComponent('entity-list-screen', () => import('./entity-list.tsx').then((m) => m.EntityListScreen));
const EntityRecordScreen = lazyComponent('entity-record-screen', () => import('./entity-record.tsx').then((m) => m.EntityRecordScreen));
const OperationScreen = lazyComponent('operation-screen', () => import('./operation.tsx').then((m) => m.OperationScreen));

/**
 * How routes are written and read. `hash`: after `#` (a static host). `path`: the address's own
 * path; `ssrPath` (with its query string) is the address a server render draws, where there is
 * no browser location.
 */
export type Routing = { kind: 'hash' } | { kind: 'path'; ssrPath?: string };

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p className="facet-muted">Loading…</p>}>{children}</Suspense>;
}

/**
 * A screen that throws while rendering (or whose chunk fails to load) becomes an alert inside
 * the shell; the header and the sidebar stay, and another address starts afresh (issue 12 item 5).
 */
function ScreenBoundary({ children, onCaught }: { children: ReactNode; onCaught?: (() => void) | undefined }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary title="This screen could not be shown" resetKeys={[location]} onCaught={onCaught}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * Calls `run` once, when the screen beside it is first committed: inside the screens' Suspense
 * boundary, which React hydrates in a pass of its own after the frame around it, so this is when
 * the screen (its fields, its buttons) is React's.
 */
function OnScreenCommitted({ run }: { run?: (() => void) | undefined }) {
  // Once per mount: StrictMode runs a mount effect twice.
  const isTold = useRef(false);
  useEffect(() => {
    if (isTold.current) return;
    isTold.current = true;
    run?.();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/**
 * `onHydrated`: called when the first screen is committed (after its own effects), which is when
 * a server-rendered page's after-hydration window opens (store.hydrate) and what the user did
 * before is played back (src/early-input.ts); also when the screen fails instead, so the page
 * never stays held. Called again on a later screen: the callback acts once.
 */
export function App({ state, routing = { kind: 'hash' }, onHydrated }: { state: AppState; routing?: Routing; onHydrated?: (() => void) | undefined }) {
  return (
    <AppProvider value={state}>
      <DocumentColorScheme />
      <Router {...(routing.kind === 'hash' ? { hook: useHashLocation } : routing)}>
        <AppShell header={<AppHeader />} sidebar={<SchemaSidebar />}>
          <TokenHeldBack />
          <EndpointLink />
          <ScreenBoundary onCaught={onHydrated}>
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
              <OnScreenCommitted run={onHydrated} />
            </Loading>
          </ScreenBoundary>
        </AppShell>
        <NoticeToasts />
      </Router>
    </AppProvider>
  );
}
