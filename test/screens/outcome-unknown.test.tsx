import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OutcomeUnknown } from '../../src/screens/outcome-unknown.tsx';
import { $, renderStrict } from '../helpers/interact.ts';

const unknown = suite('OutcomeUnknown');

unknown('warns that the outcome is unknown, naming the mutation, not that it failed', () => {
  const view = renderStrict(<OutcomeUnknown name="createEvent" />);
  const alert = $(view.container, '[role="alert"]');
  const text = alert.textContent ?? '';
  assert.match(text, 'Outcome unknown');
  assert.match(text, 'The answer to createEvent was lost, so the server may or may not have applied it.');
  assert.not.match(text, /failed/i);
  view.unmount();
});

unknown('tells the user to check before sending again, and that the inputs are kept', () => {
  const view = renderStrict(<OutcomeUnknown name="deleteEvent" />);
  const text = view.container.textContent ?? '';
  assert.match(text, 'Check (for example with a query) before sending it again');
  assert.match(text, 'your inputs are kept');
  assert.is(view.container.querySelectorAll('button').length, 0, 'nothing to press: no retry that could apply it twice');
  view.unmount();
});

unknown.run();
