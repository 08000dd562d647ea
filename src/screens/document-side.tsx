// Beside the document editor (issue 18 "Around it"): the run history and the saved operations, as
// two tabs of one panel, which sits to the right where there is room and under the editor on
// narrow screens (static/styles/workbench.css). Reopening a run or a saved operation puts its
// text and variables in the editor; a run of one root field also opens on its own screen.
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import { useLocation } from 'wouter';
import type { ReopenTarget } from '../store/index.ts';
import { createSavedOperations } from '../store/workbench.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { useOwned } from '../ui/hooks/index.ts';
// The file download the result export uses; by path, as the results room lists only what the first screen needs.
import { downloadFile } from '../ui/results/export-control.tsx';
import { operationScreenHref } from './history-links.ts';
import { useRunHistory, type WorkbenchModule } from './use-workbench.ts';

export interface DocumentSideProps {
  workbench: WorkbenchModule;
  /** What Save keeps. */
  current: { query: string; variables: Record<string, unknown> };
  onReopen: (document: ReopenTarget['document']) => void;
}

export function DocumentSide({ workbench, current, onReopen }: DocumentSideProps) {
  useSignals();
  const app = useApp();
  const [, navigate] = useLocation();
  const endpoint = app.store.settings.values.value.endpoint;
  const schema = app.schemaSource.schema.value;
  const history = useRunHistory(app.history);
  const saved = useOwned(() => createSavedOperations());
  const { HistoryPanel, SavedOperationsPanel } = workbench;

  return (
    <aside className="facet-document-side" aria-label="History and saved operations">
      <Tabs className="facet-tabs">
        <TabList className="facet-tab-list" aria-label="Beside the editor">
          <Tab id="history" className="facet-tab">
            History
          </Tab>
          <Tab id="saved" className="facet-tab">
            Saved
          </Tab>
        </TabList>
        <TabPanel id="history" className="facet-tab-panel">
          <HistoryPanel
            history={history}
            endpoint={endpoint}
            onReopen={onReopen}
            isHeadingHidden
            onOpenScreen={(target) => {
              const href = operationScreenHref(schema, target);
              if (href) navigate(href);
            }}
          />
        </TabPanel>
        <TabPanel id="saved" className="facet-tab-panel">
          <SavedOperationsPanel
            saved={saved}
            endpoint={endpoint}
            current={current}
            onOpen={(operation) => onReopen({ query: operation.query, variables: operation.variables, operationName: null })}
            saveFile={downloadFile}
            isHeadingHidden
          />
        </TabPanel>
      </Tabs>
    </aside>
  );
}
