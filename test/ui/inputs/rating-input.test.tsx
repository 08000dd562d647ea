import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RatingInput, starLabel } from '../../../src/ui/inputs/rating-input.tsx';
import { $, accessibleName, click, description, focus, press, renderControlled } from '../../helpers/interact.ts';

function radios(container: HTMLElement): HTMLInputElement[] {
  return [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
}
function filledStars(container: HTMLElement): number {
  return container.querySelectorAll('svg[data-filled]').length;
}

const RatingInputSuite = suite('RatingInput');

RatingInputSuite('renders a horizontal radio group with one named radio per star', () => {
  const view = renderControlled<number | null>(3, (value, onChange) => (
    <RatingInput label="Rating" value={value} onChange={onChange} isRequired />
  ));
  const group = $(view.container, '[role="radiogroup"]');
  assert.is(accessibleName(group), 'Rating');
  assert.is(group.getAttribute('aria-orientation'), 'horizontal');
  const inputs = radios(view.container);
  assert.equal(inputs.map((r) => accessibleName(r)), ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
  assert.is(inputs[2]!.checked, true);
  assert.is(filledStars(view.container), 3);
  view.unmount();
});

RatingInputSuite('emits the number of the clicked star', () => {
  const view = renderControlled<number | null>(null, (value, onChange) => (
    <RatingInput label="Rating" value={value} onChange={onChange} isRequired />
  ));
  click(radios(view.container)[3]!);
  assert.equal(view.emitted, [4]);
  assert.is(filledStars(view.container), 4);
  view.unmount();
});

RatingInputSuite('moves the rating with the arrow keys', () => {
  const view = renderControlled<number | null>(2, (value, onChange) => (
    <RatingInput label="Rating" value={value} onChange={onChange} isRequired />
  ));
  const inputs = radios(view.container);
  focus(inputs[1]!);
  press(inputs[1]!, 'ArrowRight');
  assert.is(view.current(), 3);
  assert.is(document.activeElement, inputs[2]);
  press(inputs[2]!, 'ArrowRight');
  assert.equal(view.emitted, [3, 4]);
  assert.is(filledStars(view.container), 4);
  view.unmount();
});

RatingInputSuite('offers "No rating" when optional and emits null for it', () => {
  const view = renderControlled<number | null>(5, (value, onChange) => (
    <RatingInput label="Rating" value={value} onChange={onChange} max={3} />
  ));
  const inputs = radios(view.container);
  assert.equal(inputs.map((r) => accessibleName(r)), ['No rating', '1 star', '2 stars', '3 stars']);
  assert.is(inputs[0]!.checked, true, 'an out-of-range value selects no star');
  click(inputs[2]!);
  assert.equal(view.emitted, [2]);
  click(radios(view.container)[0]!);
  assert.equal(view.emitted, [2, null]);
  assert.is(filledStars(view.container), 0);
  view.unmount();
});

RatingInputSuite('shows help text and the form error next to the stars', () => {
  const view = renderControlled<number | null>(null, (value, onChange) => (
    <RatingInput label="Rating" value={value} onChange={onChange} isRequired description="How was it?" errorMessage="Rate it" />
  ));
  const group = $(view.container, '[role="radiogroup"]');
  assert.is(group.getAttribute('aria-required'), 'true');
  assert.is(group.getAttribute('aria-invalid'), 'true');
  assert.is(description(group), 'How was it? Rate it');
  view.unmount();
});

RatingInputSuite('draws a 1–10 scale (the widest src/schema gives stars) as ten stars', () => {
  const view = renderControlled<number | null>(9, (value, onChange) => (
    <RatingInput label="Score" value={value} onChange={onChange} max={10} isRequired />
  ));
  const inputs = radios(view.container);
  assert.is(inputs.length, 10);
  assert.is(accessibleName(inputs[9]!), '10 stars');
  focus(inputs[8]!);
  press(inputs[8]!, 'ArrowRight');
  assert.equal(view.emitted, [10]);
  assert.is(filledStars(view.container), 10);
  view.unmount();
});

RatingInputSuite.run();

// ---

const starLabelSuite = suite('starLabel');

starLabelSuite('uses the singular for one star', () => {
  assert.is(starLabel(1), '1 star');
  assert.is(starLabel(4), '4 stars');
});

starLabelSuite.run();
