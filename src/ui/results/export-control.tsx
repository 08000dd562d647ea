// The "Export" menu a result view mounts (issue 18 "Export results: JSON of the whole result, CSV
// of a list … from the result view of any screen"): one item for the whole result as JSON, one per
// list in the data as CSV. The file is made in the browser (a Blob and a download link); nothing
// is sent anywhere. The result view mounts it beside its view switch, so every screen has it.
import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { csvFromList, exportFileName, listsIn, resultJson } from '../format/index.ts';

export interface ExportControlProps {
  /** The whole result as received: `{ data, errors }`. */
  result: { data?: unknown; errors?: unknown } | null;
  /** Saves a file; injectable for tests. @default downloadFile (a Blob and a temporary link) */
  save?: (fileName: string, text: string, type: string) => void;
  /** The time in file names. @default () => new Date() */
  now?: () => Date;
}

/** Offers the browser a file to save. */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0); // after the click's navigation has started
}

export function ExportControl({ result, save = downloadFile, now = () => new Date() }: ExportControlProps) {
  if (!result) return null;
  const lists = listsIn(result.data);
  const onAction = (key: React.Key) => {
    if (key === 'json') return save(exportFileName('result', 'json', now()), resultJson(result), 'application/json');
    const list = lists.find((l) => `csv:${l.path}` === key);
    if (list) save(exportFileName(list.path, 'csv', now()), csvFromList(list.items), 'text/csv');
  };
  return (
    <MenuTrigger>
      <Button className="facet-button export-trigger">Export</Button>
      <Popover className="facet-popover">
        <Menu aria-label="Export the result" className="facet-listbox" onAction={onAction}>
          <MenuItem id="json" className="facet-listbox-item">
            Whole result as JSON
          </MenuItem>
          {lists.map((list) => (
            <MenuItem key={list.path} id={`csv:${list.path}`} className="facet-listbox-item" textValue={`${list.path} as CSV`}>
              <code>{list.path}</code> as CSV ({list.items.length} {list.items.length === 1 ? 'row' : 'rows'})
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
