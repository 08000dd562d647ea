// Browser entry: read the optional deployment defaults (config.json beside index.html), create
// the store and the schema source, put arguments written after the hash where the screens read
// them, render the app. A page Facet's server rendered (it holds the page state: routes are real
// paths, issue 17) is started by hydrate.tsx, fetched at once so that what the user does on the
// drawn page is held from then on (early-input.ts).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createHistory, createSchemaBuilder, createStore, type RunRecord } from './store/index.ts';
import { App } from './screens/app.tsx';
import { installHashQueryRewrite } from './screens/hash-query.ts';
import { routeFormOf } from './screens/route-forms.ts';
import { preloadLazyComponents } from './ui/hooks/index.ts';

const routeForm = routeFormOf(document, location.hash);
// Fetched beside config.json: it starts holding what the user does on the drawn page.
const serverPage = routeForm === 'path' ? import('./hydrate.tsx').then((m) => m.startServerPage()) : null;

async function loadDeploymentDefaults(): Promise<Record<string, unknown>> {
  try {
    // Beside index.html, where main.js's folder is: from a page at `/entity/Event/e1` too.
    const response = await fetch(new URL('../config.json', import.meta.url), { cache: 'no-store' });
    if (!response.ok) return {};
    const value: unknown = await response.json();
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {}; // no config.json, or not JSON: the built-in defaults apply
  }
}

const defaults = await loadDeploymentDefaults();
// Every run goes to the history (issue 18), whose database opens at the first run or listing; the
// history panels list the same object, so a run shows there at once. Without IndexedDB (a private
// window that refuses it) runs are not kept.
const history = createHistory();
function recordRun(run: RunRecord): void {
  history.record(run).catch(() => {});
}
const store = createStore({ defaults, onRun: recordRun });
// The schema is parsed in a worker (its own entry, beside main.js) and built in slices, so a
// large schema makes no long task at start-up (issue 13 item 9).
const schemaSource = store.createSchemaSource({ builder: createSchemaBuilder({ workerUrl: new URL('./schema-worker.js', import.meta.url) }) });

const root = document.getElementById('root');
installHashQueryRewrite(window, routeForm);
if (root) {
  const hydrated = serverPage && (await (await serverPage).prepare(store, schemaSource, preloadLazyComponents));
  let app = <App state={{ store, schemaSource, history }} routing={{ kind: routeForm }} onHydrated={hydrated ?? undefined} />;
  // A development build (NODE_ENV=development npm run build) runs under StrictMode: React renders
  // twice and re-runs effects, so a store handle made or released in the wrong place shows.
  if (process.env.NODE_ENV !== 'production') app = <StrictMode>{app}</StrictMode>;
  if (hydrated) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
