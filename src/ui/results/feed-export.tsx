// The live feed's "Export" menu (issue 25 §4 "exported whole"): every event the store keeps, not
// only the page shown, as JSON or as CSV, in the order received (oldest first). The events are
// read when an item is chosen, so a fast feed costs nothing until then. The file says how many
// events were received and how many were dropped before the oldest kept one.
import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { csvFromList, exportFileName, resultJson } from '../format/index.ts';
import { formatNumber } from '../format/format-number.ts';
import { downloadFile } from './export-control.tsx';

/** The store's FeedEvent, structurally. */
export interface ExportedFeedEvent {
  index: number;
  receivedAt: number;
  data: unknown;
  errors: readonly unknown[];
}

export interface FeedExportProps {
  /** Names the files, e.g. "readings events". */
  label: string;
  /** Events kept, for the menu's words. */
  kept: number;
  /** Events received in total (kept and dropped). */
  total: number;
  /** Every kept event, newest first; read when an export is chosen. */
  getEvents: () => readonly ExportedFeedEvent[];
  /** Saves a file; injectable for tests. @default downloadFile */
  save?: (fileName: string, text: string, type: string) => void;
  /** The time in file names. @default () => new Date() */
  now?: () => Date;
  /** Locale for the menu's numbers. @default navigator.language */
  locale?: string;
}

/** One event as a row: its number, the time it arrived (ISO 8601), its data and its errors. */
function row(event: ExportedFeedEvent) {
  return { index: event.index, receivedAt: new Date(event.receivedAt).toISOString(), data: event.data, errors: event.errors };
}

/** `{ received, dropped, events }` with the events oldest first. */
export function feedJson(events: readonly ExportedFeedEvent[], total: number): string {
  const rows = events.map(row).reverse();
  return resultJson({ received: total, dropped: total - events.length, events: rows });
}

/** One line per event, oldest first; nested data in dotted columns (`data.readings.seq`). */
export function feedCsv(events: readonly ExportedFeedEvent[]): string {
  return csvFromList(events.map(row).reverse());
}

export function FeedExport({ label, kept, total, getEvents, save = downloadFile, now = () => new Date(), locale }: FeedExportProps) {
  if (kept === 0) return null;
  const words = `All ${formatNumber(kept, locale ?? globalThis.navigator?.language ?? 'en-US')} kept ${kept === 1 ? 'event' : 'events'}`;
  const onAction = (key: React.Key) => {
    const events = getEvents();
    if (key === 'json') save(exportFileName(label, 'json', now()), feedJson(events, total), 'application/json');
    if (key === 'csv') save(exportFileName(label, 'csv', now()), feedCsv(events), 'text/csv');
  };
  return (
    <MenuTrigger>
      <Button className="facet-button export-trigger">Export</Button>
      <Popover className="facet-popover">
        <Menu aria-label="Export the feed" className="facet-listbox" onAction={onAction}>
          <MenuItem id="json" className="facet-listbox-item">{`${words} as JSON`}</MenuItem>
          <MenuItem id="csv" className="facet-listbox-item">{`${words} as CSV`}</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
