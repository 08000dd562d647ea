import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ExportControl } from '../../../src/ui/results/export-control.tsx';
import { click, render, waitFor } from '../../helpers/interact.ts';

const RESULT = { data: { events: { items: [{ id: 1, title: 'Jazz' }], total: 1 }, venues: [{ id: 'v1' }, { id: 'v2' }] } };
const at = () => new Date(Date.UTC(2026, 10, 25, 10, 30));
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
const item = (text: string) => [...document.querySelectorAll('[role="menuitem"]')].find((el) => el.textContent?.includes(text)) as HTMLElement;

const control = suite('ExportControl');

control('offers the whole result as JSON and each list as CSV', async () => {
  const r = render(<ExportControl result={RESULT} save={() => {}} now={at} />);
  click(button('Export'));
  await waitFor(() => document.querySelectorAll('[role="menuitem"]').length > 0, 1000, 'the menu');
  assert.equal([...document.querySelectorAll('[role="menuitem"]')].map((el) => el.textContent), [
    'Whole result as JSON',
    'events.items as CSV (1 row)',
    'venues as CSV (2 rows)',
  ]);
  r.unmount();
});

control('saves the chosen export with its file name and type', async () => {
  const saved: string[][] = [];
  const r = render(<ExportControl result={RESULT} save={(...args) => saved.push(args)} now={at} />);
  click(button('Export'));
  await waitFor(() => item('venues') !== undefined, 1000, 'the menu');
  click(item('venues'));
  click(button('Export'));
  await waitFor(() => item('Whole result') !== undefined, 1000, 'the menu again');
  click(item('Whole result'));
  assert.equal(saved.map(([name, , type]) => [name, type]), [
    ['facet-venues-2026-11-25T10-30-00.csv', 'text/csv'],
    ['facet-result-2026-11-25T10-30-00.json', 'application/json'],
  ]);
  assert.is(saved[0]![1], 'id\r\nv1\r\nv2\r\n');
  assert.equal(JSON.parse(saved[1]![1]!), RESULT);
  r.unmount();
});

control('shows nothing without a result', () => {
  const r = render(<ExportControl result={null} />);
  assert.is(r.container.innerHTML, '');
  r.unmount();
});

control.run();
