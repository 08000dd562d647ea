import '../../setup/dom.ts';
import axe from 'axe-core';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { OperationSummary } from '../../../src/schema/index.ts';
import { OperationPicker, operationLabel } from '../../../src/ui/editor/index.ts';
import { $, accessibleName, click, render } from '../../helpers/interact.ts';

async function seriousViolations(root: Element): Promise<string[]> {
  let result: axe.AxeResults | undefined;
  await act(async () => {
    result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  });
  return result!.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const OPERATIONS: OperationSummary[] = [
  { name: 'Events', kind: 'query' },
  { name: 'CreateEvent', kind: 'mutation' },
  { name: null, kind: 'subscription' },
];
const KEYS = ['0', '1', '2'];

// ---

const label = suite('operationLabel');

label('names an operation and its kind', () => {
  assert.is(operationLabel({ name: 'Events', kind: 'query' }), 'Events — query');
});

label('calls an unnamed operation anonymous', () => {
  assert.is(operationLabel({ name: null, kind: 'subscription' }), '(anonymous) — subscription');
});

label.run();

// ---

const picker = suite('OperationPicker');

picker('is a select named "Operation" showing the chosen operation and how many there are', async () => {
  const view = render(<OperationPicker operations={OPERATIONS} keys={KEYS} selectedKey="1" onSelectionChange={() => {}} />);
  const trigger = $(view.container, 'button');
  assert.match(accessibleName(trigger), 'Operation');
  assert.match(trigger.textContent ?? '', 'CreateEvent — mutation');
  assert.match(view.container.textContent ?? '', 'The document holds 3 operations.');
  assert.equal(await seriousViolations(view.container), []);
  view.unmount();
});

picker('says "one operation" for a document with one', () => {
  const view = render(<OperationPicker operations={OPERATIONS.slice(0, 1)} keys={KEYS.slice(0, 1)} selectedKey="0" onSelectionChange={() => {}} />);
  assert.match(view.container.textContent ?? '', 'The document holds one operation.');
  view.unmount();
});

picker('lists every operation by label and hands back the key of the one picked', () => {
  const picked: string[] = [];
  const view = render(<OperationPicker operations={OPERATIONS} keys={['a', 'b', 'c']} selectedKey="a" onSelectionChange={(key) => picked.push(key)} />);
  click($(view.container, 'button'));
  const options = [...document.querySelectorAll<HTMLElement>('[role="option"]')];
  assert.equal(options.map((o) => o.textContent), ['Events — query', 'CreateEvent — mutation', '(anonymous) — subscription']);
  click(options[2]!);
  assert.equal(picked, ['c']);
  assert.is(document.querySelector('[role="listbox"]'), null, 'the popover closes');
  view.unmount();
});

picker.run();
