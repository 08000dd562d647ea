import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ResultJson, toJsonText } from '../../src/ui/result-json.tsx';
import { $, click, flush, render } from '../helpers/interact.ts';

const ResultJsonSuite = suite('ResultJson');

ResultJsonSuite('shows the value as two-space indented JSON in a labelled, focusable region', () => {
  const value = { data: { event: { id: '1', tags: ['a'] } } };
  const view = render(<ResultJson value={value} />);
  const region = $(view.container, 'pre');
  assert.is(region.getAttribute('role'), 'region');
  assert.is(region.getAttribute('aria-label'), 'Result as JSON');
  assert.is(region.tabIndex, 0);
  assert.is(region.textContent, JSON.stringify(value, null, 2));
  view.unmount();
});

ResultJsonSuite('copies the JSON text and says so', async () => {
  const copied: string[] = [];
  const view = render(<ResultJson value={{ a: 1 }} copy={async (text) => void copied.push(text)} />);
  click($(view.container, 'button'));
  await flush();
  assert.equal(copied, ['{\n  "a": 1\n}']);
  assert.is($(view.container, '[role="status"]').textContent, 'Copied');
  view.unmount();
});

ResultJsonSuite('reports a copy that fails', async () => {
  const view = render(<ResultJson value={1} copy={() => Promise.reject(new Error('denied'))} />);
  click($(view.container, 'button'));
  await flush();
  assert.match($(view.container, '[role="status"]').textContent ?? '', 'Copy failed');
  view.unmount();
});

ResultJsonSuite.run();

// ---

const ToJsonTextSuite = suite('toJsonText');

ToJsonTextSuite('describes files by name and size instead of printing {}', () => {
  const file = new File(['hello'], 'photo.png', { type: 'image/png' });
  assert.is(toJsonText({ file }), '{\n  "file": "[File photo.png, 5 bytes]"\n}');
});

ToJsonTextSuite('prints undefined as the word', () => {
  assert.is(toJsonText(undefined), 'undefined');
});

ToJsonTextSuite.run();
