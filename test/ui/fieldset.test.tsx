import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Fieldset, RepeatableFieldset } from '../../src/ui/fieldset.tsx';
import { TextInput } from '../../src/ui/text-input.tsx';
import { $, byLabel, click, description, render, renderControlled, type } from '../helpers/interact.ts';

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
  assert.is($(fieldset, 'legend').textContent, 'Venue *');
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
