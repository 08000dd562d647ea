import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { I18nProvider } from 'react-aria-components';
import { NumberInput, validateNumber, type NumberInputProps } from '../../../src/ui/inputs/number-input.tsx';
import { MAX_INT_32 } from '../../../src/ui/constants.ts';
import { $, accessibleName, blur, byLabel, click, description, press, renderControlled, type } from '../../helpers/interact.ts';

function renderNumber(initial: number | null, props: Partial<NumberInputProps> = {}) {
  const problems: (string | null)[] = [];
  const view = renderControlled<number | null>(initial, (value, onChange) => (
    <I18nProvider locale="en-US">
      <NumberInput label="Seats" value={value} onChange={onChange} onValidationChange={(m) => problems.push(m)} {...props} />
    </I18nProvider>
  ));
  const input = $(view.container, 'input') as HTMLInputElement;
  return { view, input, problems };
}

const NumberInputSuite = suite('NumberInput');

NumberInputSuite('renders the value in a labelled spin button', () => {
  const { view, input } = renderNumber(120);
  assert.is(input.value, '120');
  assert.is(accessibleName(input), 'Seats');
  assert.is(input.getAttribute('inputmode'), 'numeric');
  view.unmount();
});

NumberInputSuite('emits the typed number when the field is left', () => {
  const { view, input } = renderNumber(null);
  type(input, '42');
  assert.equal(view.emitted, [], 'commits on blur, not per keystroke');
  blur(input);
  assert.equal(view.emitted, [42]);
  view.unmount();
});

NumberInputSuite('commits on Enter too', () => {
  const { view, input } = renderNumber(null);
  type(input, '17');
  press(input, 'Enter');
  assert.equal(view.emitted, [17]);
  view.unmount();
});

NumberInputSuite('steps with the arrow keys', () => {
  const { view, input } = renderNumber(7);
  press(input, 'ArrowUp');
  assert.is(view.current(), 8);
  press(input, 'ArrowDown');
  press(input, 'ArrowDown');
  assert.is(view.current(), 6);
  view.unmount();
});

NumberInputSuite('steps a Float by 1 without snapping: ↑ on 12.5 gives 13.5, and the buttons do the same', () => {
  const { view, input } = renderNumber(12.5, { kind: 'Float' });
  press(input, 'ArrowUp');
  assert.is(view.current(), 13.5);
  press(input, 'ArrowDown');
  press(input, 'ArrowDown');
  assert.is(view.current(), 11.5);
  click(byLabel(view.container, 'Increase Seats'));
  assert.is(view.current(), 12.5);
  click(byLabel(view.container, 'Decrease Seats'));
  assert.is(view.current(), 11.5);
  view.unmount();
});

NumberInputSuite('emits null when an optional field is emptied', () => {
  const { view, input } = renderNumber(5);
  type(input, '', { replace: true });
  blur(input);
  assert.equal(view.emitted, [null]);
  view.unmount();
});

NumberInputSuite('explains an Int beyond 32 bits next to the field and does not emit it', () => {
  const { view, input, problems } = renderNumber(1);
  type(input, String(MAX_INT_32 + 1), { replace: true });
  blur(input);
  assert.is(input.value, String(MAX_INT_32 + 1), 'kept as typed, not clamped');
  assert.equal(view.emitted, []);
  assert.is(input.getAttribute('aria-invalid'), 'true');
  assert.match(description(input), 'Enter a number from -2,147,483,648 to 2,147,483,647');
  assert.match(String(problems.at(-1)), '2,147,483,647');
  type(input, '3', { replace: true });
  blur(input);
  assert.equal(view.emitted, [3]);
  assert.is(problems.at(-1), null);
  view.unmount();
});

NumberInputSuite('keeps a Float precise and rejects a value below its minimum', () => {
  const { view, input } = renderNumber(null, { kind: 'Float', minValue: 0 });
  type(input, '1.23456789');
  blur(input);
  assert.equal(view.emitted, [1.23456789]);
  type(input, '-2.5', { replace: true });
  blur(input);
  assert.equal(view.emitted, [1.23456789]);
  assert.match(description(input), 'at least 0');
  view.unmount();
});

NumberInputSuite('explains a NegativeInt bound while typing, not only at Run', () => {
  const { view, input, problems } = renderNumber(null, { maxValue: -1 });
  type(input, '5');
  blur(input);
  assert.equal(view.emitted, []);
  assert.match(description(input), 'Enter a number from -2,147,483,648 to -1');
  assert.match(String(problems.at(-1)), 'to -1');
  view.unmount();
});

NumberInputSuite('shows the form error and marks required', () => {
  const { view, input } = renderNumber(null, { isRequired: true, errorMessage: 'Seats is required', description: 'How many' });
  assert.is(input.getAttribute('aria-required'), 'true');
  assert.is(description(input), 'How many Seats is required');
  view.unmount();
});

NumberInputSuite.run();

// ---

const validateNumberSuite = suite('validateNumber');

validateNumberSuite('accepts Int bounds exactly and rejects fractions and overflow', () => {
  assert.is(validateNumber(MAX_INT_32, 'Int'), null);
  assert.is(validateNumber(-MAX_INT_32 - 1, 'Int'), null);
  assert.type(validateNumber(MAX_INT_32 + 1, 'Int'), 'string');
  assert.type(validateNumber(-MAX_INT_32 - 2, 'Int'), 'string', 'one below MIN_INT_32');
  assert.is(validateNumber(1.5, 'Int'), 'Enter a whole number');
});

validateNumberSuite('rejects non-finite Floats and accepts large finite ones', () => {
  assert.is(validateNumber(Infinity, 'Float'), 'Enter a finite number');
  assert.is(validateNumber(1e300, 'Float'), null);
});

validateNumberSuite('narrows Int bounds with the schema ones', () => {
  assert.is(validateNumber(0, 'Int', 1), 'Enter a number from 1 to 2,147,483,647');
  assert.is(validateNumber(null, 'Int', 1), null);
});

validateNumberSuite('says "greater than 0" for a PositiveFloat, whose minimum is too small to print', () => {
  assert.is(validateNumber(0, 'Float', Number.MIN_VALUE), 'Enter a number greater than 0');
  assert.is(validateNumber(0.001, 'Float', Number.MIN_VALUE), null);
});

validateNumberSuite.run();
