import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { EmptyValue } from '../../../src/ui/results/empty-value.tsx';
import { $, render } from '../../helpers/interact.ts';

// ---

const EmptyValueSuite = suite('EmptyValue');

EmptyValueSuite('shows a dash that reads "no value"', () => {
  const view = render(<EmptyValue />);
  assert.is($(view.container, '[aria-hidden="true"]').textContent, '—');
  assert.is($(view.container, '.facet-visually-hidden').textContent, 'no value');
  view.unmount();
});

EmptyValueSuite.run();
