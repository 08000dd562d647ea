// Saved operations beside the document editor (issue 18 "name and save the current document with
// its variables; list, rename, delete; export and import as a file"). The file is made and read
// in the browser; an import that fails says which field is wrong and saves nothing.
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { TextField } from 'react-aria-components/TextField';
import type { SavedOperation, SavedOperations } from '../../store/workbench.ts';

export interface SavedOperationsPanelProps {
  saved: SavedOperations;
  endpoint: string;
  /** What Save keeps. */
  current: { query: string; variables: Record<string, unknown> };
  onOpen: (operation: SavedOperation) => void;
  /** Offers the export file; injectable for tests. */
  saveFile: (fileName: string, text: string, type: string) => void;
  /** The export's date in its file name. @default () => new Date() */
  now?: () => Date;
  /** Keeps the heading for screen readers only, where a tab already names the panel. @default false */
  isHeadingHidden?: boolean;
}

export function SavedOperationsPanel({ saved, endpoint, current, onOpen, saveFile, now = () => new Date(), isHeadingHidden = false }: SavedOperationsPanelProps) {
  const [operations, setOperations] = useState<SavedOperation[]>([]);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [status, setStatus] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    const stop = saved.changes.subscribe(() => {
      saved.list().then(
        (list) => isCurrent && setOperations(list),
        (error: Error) => isCurrent && setStatus({ kind: 'alert', text: `Saved operations unavailable: ${error.message}` }),
      );
    });
    return () => {
      isCurrent = false;
      stop();
    };
  }, [saved]);

  const attempt = (action: () => Promise<string>) =>
    action().then(
      (text) => setStatus({ kind: 'status', text }),
      (error: Error) => setStatus({ kind: 'alert', text: error.message }),
    );

  return (
    <section className="facet-workbench-panel" aria-labelledby="saved-heading">
      <h2 id="saved-heading" className={isHeadingHidden ? 'facet-visually-hidden' : undefined}>
        Saved operations
      </h2>
      <form
        className="facet-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void attempt(async () => {
            const op = await saved.save({ name, query: current.query, variables: current.variables, endpoint });
            setName('');
            return `Saved “${op.name}”.`;
          });
        }}
      >
        <TextField className="facet-field" value={name} onChange={setName}>
          <Label className="facet-label">Name for the current document</Label>
          <Input className="facet-input" />
        </TextField>
        <Button type="submit" className="facet-button" isDisabled={name.trim() === '' || current.query.trim() === ''}>
          Save
        </Button>
      </form>
      {status ? <p role={status.kind}>{status.text}</p> : null}
      <ul className="facet-saved-list" aria-label="Saved operations">
        {operations.map((op) => (
          <li key={op.id}>
            {renaming?.id === op.id ? (
              <form
                className="facet-inline-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  void attempt(async () => {
                    const renamed = await saved.rename(op.id, renaming.name);
                    setRenaming(null);
                    return `Renamed to “${renamed.name}”.`;
                  });
                }}
              >
                <TextField className="facet-field" value={renaming.name} onChange={(value) => setRenaming({ id: op.id, name: value })} autoFocus>
                  <Label className="facet-label">{`New name for ${op.name}`}</Label>
                  <Input className="facet-input" />
                </TextField>
                <Button type="submit" className="facet-button">Rename</Button>
                <Button className="facet-button" onPress={() => setRenaming(null)}>Cancel</Button>
              </form>
            ) : (
              <>
                <span className="facet-saved-name">{op.name}</span>{' '}
                <Button className="facet-button" aria-label={`Open ${op.name}`} onPress={() => onOpen(op)}>Open</Button>
                <Button className="facet-button" aria-label={`Rename ${op.name}`} onPress={() => setRenaming({ id: op.id, name: op.name })}>Rename</Button>
                <Button className="facet-button" aria-label={`Delete ${op.name}`} onPress={() => void attempt(async () => (await saved.remove(op.id), `Deleted “${op.name}”.`))}>
                  Delete
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="facet-form-actions">
        <Button
          className="facet-button"
          isDisabled={operations.length === 0}
          onPress={() =>
            void attempt(async () => {
              saveFile(`facet-saved-operations-${now().toISOString().slice(0, 10)}.json`, await saved.exportFile(), 'application/json');
              return `Exported ${operations.length} operation${operations.length === 1 ? '' : 's'} (credentials left out).`;
            })
          }
        >
          Export…
        </Button>
        <FileTrigger
          acceptedFileTypes={['application/json', '.json']}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void attempt(async () => `Imported ${(await saved.importFile(await file.text())).length} operation(s) from ${file.name}.`);
          }}
        >
          <Button className="facet-button">Import…</Button>
        </FileTrigger>
      </div>
    </section>
  );
}
