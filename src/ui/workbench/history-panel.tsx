// The run history beside the document editor (issue 18 "History … searchable; reopen in the
// editor or on its screen; … clearable"). It lists the endpoint's runs newest first, filters them
// as the search is typed, and hands a run back through onReopen / onOpenScreen.
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { SearchField } from 'react-aria-components/SearchField';
import type { History, HistoryEntry, ReopenTarget } from '../../store/index.ts';

export interface HistoryPanelProps {
  history: History;
  endpoint: string;
  /** Open the run in the editor. */
  onReopen: (target: ReopenTarget['document']) => void;
  /** Open the run on its operation screen; the button shows only for one-root-field runs. @default undefined */
  onOpenScreen?: (target: NonNullable<ReopenTarget['screen']>) => void;
  /** Keeps the heading for screen readers only, where a tab or the page's own heading already names the panel. @default false */
  isHeadingHidden?: boolean;
}

const OUTCOME_LABEL = { ok: 'OK', errors: 'Errors', failed: 'Failed' } as const;

export function HistoryPanel({ history, endpoint, onReopen, onOpenScreen, isHeadingHidden = false }: HistoryPanelProps) {
  const [search, setSearch] = useState('');
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    const load = () =>
      history.list(endpoint, search).then(
        (list) => isCurrent && (setEntries(list), setProblem(null)),
        (error: Error) => isCurrent && setProblem(`History unavailable: ${error.message}`),
      );
    const stop = history.changes.subscribe(() => void load());
    return () => {
      isCurrent = false;
      stop();
    };
  }, [history, endpoint, search]);

  return (
    <section className="facet-workbench-panel" aria-labelledby="history-heading">
      <h2 id="history-heading" className={isHeadingHidden ? 'facet-visually-hidden' : undefined}>
        History
      </h2>
      <SearchField className="facet-field" value={search} onChange={setSearch}>
        <Label className="facet-label">Search history</Label>
        <Input className="facet-input" />
      </SearchField>
      {problem ? <p role="alert">{problem}</p> : null}
      {entries && entries.length === 0 ? <p className="facet-muted">{search ? 'No run matches.' : 'No runs yet.'}</p> : null}
      <ul className="facet-history-list" aria-label="Runs, newest first">
        {entries?.map((entry) => {
          const target = history.reopen(entry);
          const title = entry.operationName ?? (entry.rootFields.join(', ') || entry.operationType);
          return (
            <li key={entry.id} className={`facet-history-entry facet-history-${entry.outcome}`}>
              <span className="facet-history-title">{title}</span>{' '}
              <span className="facet-muted">
                {entry.operationType} · {OUTCOME_LABEL[entry.outcome]}
                {entry.durationMs !== null ? ` · ${entry.durationMs} ms` : ''} · <time dateTime={new Date(entry.startedAt).toISOString()}>{new Date(entry.startedAt).toLocaleString()}</time>
              </span>
              {entry.message ? <span className="facet-muted"> · {entry.message}</span> : null}{' '}
              <Button className="facet-button" aria-label={`Open ${title} in the editor`} onPress={() => onReopen(target.document)}>
                Open
              </Button>
              {onOpenScreen && target.screen ? (
                <Button className="facet-button" aria-label={`Open ${title} on its screen`} onPress={() => onOpenScreen(target.screen!)}>
                  Screen
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Button className="facet-button" isDisabled={!entries?.length} onPress={() => void history.clear(endpoint)}>
        Clear history
      </Button>
    </section>
  );
}
