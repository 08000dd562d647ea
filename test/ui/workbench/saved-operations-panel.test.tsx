import '../../setup/dom.ts';
import { IDBFactory } from 'fake-indexeddb';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createSavedOperations } from '../../../src/store/workbench.ts';
import { SavedOperationsPanel } from '../../../src/ui/workbench/index.ts';
import { byLabel, click, render, type, waitFor } from '../../helpers/interact.ts';

const ENDPOINT = 'https://api.example/graphql';
const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name) as HTMLElement | undefined;

// ---

const savedPanel = suite('SavedOperationsPanel');

savedPanel('saves the current document under a name, renames, exports and deletes it', async () => {
  const saved = createSavedOperations({ indexedDB: new IDBFactory() });
  const files: string[][] = [];
  const opened: string[] = [];
  const r = render(
    <SavedOperationsPanel
      saved={saved}
      endpoint={ENDPOINT}
      current={{ query: '{ venues { id } }', variables: { token: 'secret', n: 1 } }}
      onOpen={(op) => opened.push(op.name)}
      saveFile={(...args) => files.push(args)}
      now={() => new Date(Date.UTC(2026, 10, 25))}
    />,
  );
  type(byLabel(r.container, 'Name for the current document'), 'Venues');
  click(buttonNamed(r.container, 'Save')!);
  await waitFor(() => buttonNamed(r.container, 'Open Venues') !== undefined, 2000, 'the saved entry');
  click(buttonNamed(r.container, 'Open Venues')!);
  assert.equal(opened, ['Venues']);
  click(buttonNamed(r.container, 'Rename Venues')!);
  type(byLabel(r.container, 'New name for Venues'), 'All venues', { replace: true });
  click(buttonNamed(r.container, 'Rename')!);
  await waitFor(() => buttonNamed(r.container, 'Open All venues') !== undefined, 2000, 'the renamed entry');
  click(buttonNamed(r.container, 'Export…')!);
  await waitFor(() => files.length === 1, 2000, 'the export');
  assert.is(files[0]![0], 'facet-saved-operations-2026-11-25.json');
  assert.not.match(files[0]![1]!, /secret/);
  click(buttonNamed(r.container, 'Delete All venues')!);
  await waitFor(() => buttonNamed(r.container, 'Open All venues') === undefined, 2000, 'the deletion');
  assert.equal(await saved.list(), []);
  r.unmount();
  saved.dispose();
});

savedPanel.run();
