// `/history`: every operation run against the endpoint, from any screen (issue 18 "History"),
// reachable from the header. The list is the workbench's history panel (loaded on demand with the
// code editor's room); a run opens in the document editor, or on its own screen when it is one
// root field.
import { useLocation, type RouteComponentProps } from 'wouter';
import { storeConstants } from '../store/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { operationScreenHref, reopenInEditorHref } from './history-links.ts';
import { useRunHistory, useWorkbench, type LoadWorkbench } from './use-workbench.ts';

export type HistoryScreenProps = Partial<RouteComponentProps> & {
  /** Loads the panel's room. @default import('../ui/workbench/index.ts') */
  loadWorkbench?: LoadWorkbench;
};

export function HistoryScreen({ loadWorkbench }: HistoryScreenProps) {
  useSignals();
  const app = useApp();
  const [, navigate] = useLocation();
  const workbench = useWorkbench(loadWorkbench);
  const history = useRunHistory(app.history);
  const endpoint = app.store.settings.values.value.endpoint;
  const schema = app.schemaSource.schema.value;
  const Panel = workbench.module?.HistoryPanel;

  return (
    <section aria-labelledby="history-screen-heading" className="facet-history-screen">
      <h1 id="history-screen-heading">Run history</h1>
      <p className="facet-muted">
        Every operation run against <code>{endpoint}</code>, from any screen, newest first: kept in this browser, the newest {storeConstants.HISTORY_LIMIT_PER_ENDPOINT}, without tokens or secret values.
      </p>
      {Panel ? (
        <Panel
          history={history}
          endpoint={endpoint}
          isHeadingHidden
          onReopen={(target) => navigate(reopenInEditorHref(target))}
          onOpenScreen={(target) => {
            const href = operationScreenHref(schema, target);
            if (href) navigate(href);
          }}
        />
      ) : (
        <p role="status">{workbench.problem ?? 'Loading the history…'}</p>
      )}
    </section>
  );
}
