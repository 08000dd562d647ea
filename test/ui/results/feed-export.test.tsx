import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FeedExport, feedCsv, type ExportedFeedEvent } from '../../../src/ui/results/feed-export.tsx';
import { click, render, waitFor } from '../../helpers/interact.ts';

const at = () => new Date(Date.UTC(2026, 10, 25, 10, 30));
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
const item = (text: string) => [...document.querySelectorAll('[role="menuitem"]')].find((el) => el.textContent?.includes(text)) as HTMLElement;
/** Newest first, as the store reads them. */
const events = (count: number, last: number): ExportedFeedEvent[] =>
  Array.from({ length: count }, (_, i) => ({ index: last - i, receivedAt: Date.UTC(2026, 10, 25, 10, 0, 0, last - i), data: { tick: { n: last - i } }, errors: [] }));

const control = suite('FeedExport');

control('saves every kept event as JSON, oldest first, with the received and dropped counts', async () => {
  const saved: string[][] = [];
  let reads = 0;
  const kept = events(812, 900);
  const r = render(<FeedExport label="tick events" kept={812} total={900} getEvents={() => (reads++, kept)} save={(...args) => saved.push(args)} now={at} locale="en-US" />);
  assert.is(reads, 0, 'nothing is read until an export is chosen');
  click(button('Export'));
  await waitFor(() => item('JSON') !== undefined, 1000, 'the menu');
  assert.equal([...document.querySelectorAll('[role="menuitem"]')].map((el) => el.textContent), ['All 812 kept events as JSON', 'All 812 kept events as CSV']);
  click(item('JSON'));
  const [name, text, type] = saved[0]!;
  assert.equal([name, type], ['facet-tick-events-2026-11-25T10-30-00.json', 'application/json']);
  const file = JSON.parse(text!);
  assert.is(file.received, 900);
  assert.is(file.dropped, 88);
  assert.is(file.events.length, 812);
  assert.equal(file.events[0], { index: 89, receivedAt: '2026-11-25T10:00:00.089Z', data: { tick: { n: 89 } }, errors: [] });
  assert.is(file.events[811].index, 900);
  r.unmount();
});

control('saves every kept event as CSV, one line each, with dotted data columns', async () => {
  const saved: string[][] = [];
  const r = render(<FeedExport label="tick events" kept={3} total={3} getEvents={() => events(3, 3)} save={(...args) => saved.push(args)} now={at} />);
  click(button('Export'));
  await waitFor(() => item('CSV') !== undefined, 1000, 'the menu');
  click(item('CSV'));
  assert.equal([saved[0]![0], saved[0]![2]], ['facet-tick-events-2026-11-25T10-30-00.csv', 'text/csv']);
  assert.is(saved[0]![1], feedCsv(events(3, 3)));
  assert.equal(saved[0]![1]!.split('\r\n'), [
    'index,receivedAt,data.tick.n,errors',
    '1,2026-11-25T10:00:00.001Z,1,[]',
    '2,2026-11-25T10:00:00.002Z,2,[]',
    '3,2026-11-25T10:00:00.003Z,3,[]',
    '',
  ]);
  r.unmount();
});

control('offers nothing before the first event', () => {
  const r = render(<FeedExport label="tick events" kept={0} total={0} getEvents={() => []} />);
  assert.is(r.container.querySelector('button'), null);
  r.unmount();
});

control.run();
