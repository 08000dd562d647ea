import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SwitchInput } from '../../../src/ui/inputs/switch-input.tsx';
import { $, accessibleName, byLabel, click, description, renderControlled } from '../../helpers/interact.ts';

const SwitchInputSuite = suite('SwitchInput');

SwitchInputSuite('renders a labelled switch showing the value', () => {
  const view = renderControlled<boolean | null>(true, (value, onChange) => (
    <SwitchInput label="Featured" value={value} onChange={onChange} isRequired />
  ));
  const input = $(view.container, 'input') as HTMLInputElement;
  assert.is(input.getAttribute('role'), 'switch');
  assert.is(input.checked, true);
  assert.is(accessibleName(input), 'Featured');
  view.unmount();
});

// Space on the native checkbox is the browser's own behaviour (not simulated by happy-dom); the
// e2e suite covers it. Here a click stands for any activation.
SwitchInputSuite('toggles on and off, emitting booleans', () => {
  const view = renderControlled<boolean | null>(false, (value, onChange) => (
    <SwitchInput label="Featured" value={value} onChange={onChange} isRequired />
  ));
  const input = $(view.container, 'input') as HTMLInputElement;
  click(input);
  assert.equal(view.emitted, [true]);
  assert.is(input.checked, true);
  click(input);
  assert.equal(view.emitted, [true, false]);
  assert.is(input.checked, false);
  view.unmount();
});

SwitchInputSuite('says "Not set" for an optional switch without a value and offers no Clear', () => {
  const view = renderControlled<boolean | null>(null, (value, onChange) => (
    <SwitchInput label="Featured" value={value} onChange={onChange} description="Pin to the top" />
  ));
  const input = $(view.container, 'input') as HTMLInputElement;
  assert.is(input.checked, false);
  assert.is(description(input), 'Not set. Pin to the top');
  assert.is(view.container.querySelector('button'), null);
  view.unmount();
});

SwitchInputSuite('clears an optional value back to null and returns focus to the switch', () => {
  const view = renderControlled<boolean | null>(null, (value, onChange) => (
    <SwitchInput label="Featured" value={value} onChange={onChange} />
  ));
  const input = $(view.container, 'input') as HTMLInputElement;
  click(input);
  assert.is(view.current(), true);
  assert.is(description(input), '', 'no longer "Not set"');
  click(byLabel(view.container, 'Clear Featured'));
  assert.is(view.current(), null);
  assert.is(document.activeElement, input);
  assert.is(description(input), 'Not set');
  view.unmount();
});

SwitchInputSuite('shows its state in words beside the label (Not set, On, Off), heard once', () => {
  const view = renderControlled<boolean | null>(null, (value, onChange) => (
    <SwitchInput label="Featured" value={value} onChange={onChange} description="Pin to the top" />
  ));
  const input = $(view.container, 'input') as HTMLInputElement;
  const word = () => $(view.container, '.facet-switch-state');
  const field = () => $(view.container, '.facet-switch-input');
  assert.is(word().textContent, 'Not set');
  assert.is(word().getAttribute('aria-hidden'), 'true');
  assert.is(field().dataset.state, 'unset');
  assert.is(accessibleName(input), 'Featured', 'the word is not part of the name');
  assert.is(description(input), 'Not set. Pin to the top', 'not set is heard in the description');
  click(input);
  assert.equal([word().textContent, field().dataset.state], ['On', 'on']);
  click(input);
  assert.equal([word().textContent, field().dataset.state], ['Off', 'off']);
  assert.is(description(input), 'Pin to the top');
  view.unmount();
});

SwitchInputSuite('shows the form error next to the switch', () => {
  const view = renderControlled<boolean | null>(false, (value, onChange) => (
    <SwitchInput label="Agree" value={value} onChange={onChange} isRequired errorMessage="You must agree" />
  ));
  const input = $(view.container, 'input');
  assert.is(input.getAttribute('aria-invalid'), 'true');
  assert.match(description(input), 'You must agree');
  view.unmount();
});

SwitchInputSuite.run();
