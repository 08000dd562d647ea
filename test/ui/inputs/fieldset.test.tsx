import '../../setup/dom.ts';
import axe from 'axe-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CollapsibleFieldset, Fieldset, RepeatableFieldset, type CollapsibleFieldsetProps } from '../../../src/ui/inputs/fieldset.tsx';
import { TextInput } from '../../../src/ui/inputs/text-input.tsx';
import { $, accessibleName, byLabel, click, description, focus, press, render, renderControlled, type, waitFor } from '../../helpers/interact.ts';

/** axe-core's serious and critical findings inside `root` (contrast needs layout, so it is checked in e2e). */
async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

interface Venue { name: string | null }

function renderVenues(initial: Venue[], extra: { minItems?: number; maxItems?: number } = {}) {
  return renderControlled<Venue[]>(initial, (items, onChange) => (
    <RepeatableFieldset
      label="Venues"
      items={items}
      onChange={onChange}
      createItem={() => ({ name: null })}
      itemNoun="venue"
      renderItem={(item, _index, setItem) => (
        <TextInput label="Name" value={item.name} onChange={(name) => setItem({ ...item, name })} />
      )}
      {...extra}
    />
  ));
}
function names(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLInputElement>('input')].map((i) => i.value);
}
function status(container: HTMLElement): string {
  return container.querySelector('[role="status"]')?.textContent ?? '';
}

const FieldsetSuite = suite('Fieldset');

FieldsetSuite('groups fields under a legend with help and error linked to the group', () => {
  const view = render(
    <Fieldset label="Venue" description="Where it happens" errorMessage="Venue is incomplete" isRequired>
      <TextInput label="City" value="Oslo" onChange={() => {}} />
    </Fieldset>,
  );
  const fieldset = $(view.container, 'fieldset');
  assert.is($(fieldset, 'legend').textContent, 'Venue * (required)', 'the star is seen, "(required)" is heard');
  assert.is(description(fieldset), 'Where it happens Venue is incomplete');
  assert.is((byLabel(fieldset, 'City') as HTMLInputElement).value, 'Oslo');
  view.unmount();
});

FieldsetSuite('has no description link when there is nothing to describe', () => {
  const view = render(<Fieldset label="Venue"><span>x</span></Fieldset>);
  assert.is($(view.container, 'fieldset').getAttribute('aria-describedby'), null);
  view.unmount();
});

FieldsetSuite.run();

// ---

const CollapsibleFieldsetSuite = suite('CollapsibleFieldset');

function address(props: Partial<CollapsibleFieldsetProps> = {}) {
  return (
    <CollapsibleFieldset label="Address" summary="2 of 5 filled" needsAttention={false} {...props}>
      <TextInput label="Street" value="Main St" onChange={() => {}} />
    </CollapsibleFieldset>
  );
}
const trigger = (root: ParentNode) => $(root, 'button[slot="trigger"]');
const panel = (root: ParentNode) => document.getElementById(trigger(root).getAttribute('aria-controls')!)!;

CollapsibleFieldsetSuite('starts collapsed, its trigger naming the legend and how much is filled', () => {
  const view = render(address());
  const button = trigger(view.container);
  assert.is(accessibleName(button), 'Address, 2 of 5 filled');
  assert.match(button.textContent ?? '', 'Address · ');
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.ok(panel(view.container).hasAttribute('hidden'), 'the panel is hidden');
  assert.is(panel(view.container).getAttribute('role'), 'group');
  assert.is(panel(view.container).getAttribute('aria-labelledby'), button.id, 'the group is named by the trigger');
  assert.is((byLabel(panel(view.container), 'Street') as HTMLInputElement).value, 'Main St', 'its fields stay mounted');
  view.unmount();
});

CollapsibleFieldsetSuite('opens and closes with Enter and Space on the trigger', async () => {
  const view = render(address());
  const button = trigger(view.container);
  focus(button);
  press(button, 'Enter');
  assert.is(button.getAttribute('aria-expanded'), 'true');
  assert.not.ok(panel(view.container).hasAttribute('hidden'));
  press(button, ' ');
  assert.is(button.getAttribute('aria-expanded'), 'false');
  // Closing waits for the panel's animations (none here) before hiding it.
  await waitFor(() => panel(view.container).hasAttribute('hidden'), 1000, 'the closed panel hidden');
  click(button);
  assert.is(button.getAttribute('aria-expanded'), 'true', 'and with a press');
  view.unmount();
});

CollapsibleFieldsetSuite('starts expanded when something inside needs attention', () => {
  const view = render(address({ needsAttention: true }));
  assert.is(trigger(view.container).getAttribute('aria-expanded'), 'true');
  assert.not.ok(panel(view.container).hasAttribute('hidden'));
  view.unmount();
});

CollapsibleFieldsetSuite('opens when an error appears inside, and again on each new check while one is there', () => {
  const firstCheck: unknown[] = [];
  const view = render(address({ checkKey: firstCheck }));
  assert.is(trigger(view.container).getAttribute('aria-expanded'), 'false');
  view.rerender(address({ hasError: true, checkKey: firstCheck }));
  assert.is(trigger(view.container).getAttribute('aria-expanded'), 'true');
  assert.is(accessibleName(trigger(view.container)), 'Address, 2 of 5 filled, needs attention');
  click(trigger(view.container));
  view.rerender(address({ hasError: true, checkKey: firstCheck }));
  assert.is(trigger(view.container).getAttribute('aria-expanded'), 'false', 'closed by the user, it stays closed while nothing is checked');
  view.rerender(address({ hasError: true, checkKey: [] }));
  assert.is(trigger(view.container).getAttribute('aria-expanded'), 'true', 'a new check opens it');
  view.unmount();
});

CollapsibleFieldsetSuite('links its help and error to the group and marks itself invalid', () => {
  const view = render(address({ description: 'Where to send it', errorMessage: 'Address is incomplete', isRequired: true }));
  assert.is(description(panel(view.container)), 'Where to send it Address is incomplete');
  assert.is(view.container.querySelector('.facet-fieldset--collapsible')?.hasAttribute('data-invalid'), true);
  assert.is(accessibleName(trigger(view.container)), 'Address, 2 of 5 filled', 'the * mark is not read out');
  view.unmount();
});

CollapsibleFieldsetSuite('passes axe-core checks, collapsed and expanded', async () => {
  // The HTML rendering rule browsers apply to a collapsed panel (HTML §15.3.1), which happy-dom
  // lacks: without it axe would take the hidden fields for focusable ones.
  const uaRule = document.createElement('style');
  uaRule.textContent = '[hidden="until-found" i]:not(embed) { content-visibility: hidden; }';
  document.head.append(uaRule);
  const view = render(<main>{address({ description: 'Where to send it', errorMessage: 'Address is incomplete' })}</main>);
  assert.equal(await axeViolations(view.container), [], 'collapsed');
  click(trigger(view.container));
  assert.equal(await axeViolations(view.container), [], 'expanded');
  view.unmount();
  uaRule.remove();
});

CollapsibleFieldsetSuite.run();

// ---

const RepeatableFieldsetSuite = suite('RepeatableFieldset');

RepeatableFieldsetSuite('renders a numbered fieldset per item and the count in the legend', () => {
  const view = renderVenues([{ name: 'Hall' }, { name: 'Park' }]);
  const legends = [...view.container.querySelectorAll('legend')].map((l) => l.textContent);
  assert.equal(legends, ['Venues (2 venues)', 'Venue 1', 'Venue 2']);
  assert.equal(names(view.container), ['Hall', 'Park']);
  view.unmount();
});

RepeatableFieldsetSuite('adds an item, announces the count and focuses its first field', () => {
  const view = renderVenues([{ name: 'Hall' }]);
  click(byLabel(view.container, 'Add venue'));
  assert.equal(view.current(), [{ name: 'Hall' }, { name: null }]);
  assert.is(status(view.container), 'Added venue 2. 2 venues.');
  const inputs = view.container.querySelectorAll('input');
  assert.is(document.activeElement, inputs[1]);
  type(inputs[1]!, 'Park');
  assert.equal(view.current(), [{ name: 'Hall' }, { name: 'Park' }]);
  view.unmount();
});

RepeatableFieldsetSuite('removes the chosen item, keeps the others, and focuses Add', () => {
  const view = renderVenues([{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
  click(byLabel(view.container, 'Remove venue 2'));
  assert.equal(view.current(), [{ name: 'A' }, { name: 'C' }]);
  assert.equal(names(view.container), ['A', 'C']);
  assert.is(status(view.container), 'Removed venue 2. 2 venues.');
  assert.is(document.activeElement, byLabel(view.container, 'Add venue'));
  view.unmount();
});

RepeatableFieldsetSuite('disables Remove at the minimum and Add at the maximum', () => {
  const view = renderVenues([{ name: 'A' }], { minItems: 1, maxItems: 2 });
  assert.is(byLabel(view.container, 'Remove venue 1').hasAttribute('disabled'), true);
  click(byLabel(view.container, 'Add venue'));
  assert.is(byLabel(view.container, 'Add venue').hasAttribute('disabled'), true);
  assert.is(byLabel(view.container, 'Remove venue 1').hasAttribute('disabled'), false);
  view.unmount();
});

RepeatableFieldsetSuite.run();
