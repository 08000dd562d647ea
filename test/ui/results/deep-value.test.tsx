import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DeepValue } from '../../../src/ui/results/deep-value.tsx';
import { $, click, render } from '../../helpers/interact.ts';

// ---

const DeepValueSuite = suite('DeepValue');

DeepValueSuite('says the value is too deep and shows it as JSON on request', () => {
  const view = render(<DeepValue value={{ a: [1] }} label="Settings" />);
  const button = $(view.container, 'button');
  assert.is(button.textContent, 'Show as JSON');
  assert.is(view.container.querySelector('pre'), null);
  click(button);
  assert.is(button.getAttribute('aria-expanded'), 'true');
  assert.is($(view.container, 'pre').getAttribute('aria-label'), 'Settings as JSON');
  assert.match($(view.container, 'pre').textContent ?? '', '"a": [');
  view.unmount();
});

DeepValueSuite.run();
