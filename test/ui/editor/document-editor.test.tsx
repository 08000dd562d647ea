import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocumentEditor } from '../../../src/ui/editor/index.ts';
import { EDITOR_INDENT } from '../../../src/ui/constants.ts';
import { $, accessibleName, description, paste, press, renderControlled } from '../../helpers/interact.ts';

const editor = suite('DocumentEditor');

const mount = (initial = '', parseError: { message: string; line: number | null; column: number | null } | null = null) =>
  renderControlled(initial, (value, onChange) => <DocumentEditor value={value} onChange={onChange} parseError={parseError} />);
const area = (root: ParentNode) => $(root, 'textarea') as HTMLTextAreaElement;

editor('labels the editor, turns spellcheck off and says how to leave it', () => {
  const r = mount();
  assert.is(accessibleName(area(r.container)), 'GraphQL document');
  assert.is(area(r.container).getAttribute('spellcheck'), 'false');
  assert.match(description(area(r.container)), 'press Escape, then Tab');
  r.unmount();
});

editor('inserts two spaces on Tab, and lets Tab leave after Escape', () => {
  assert.is(EDITOR_INDENT, '  ');
  const r = mount();
  paste(area(r.container), 'query {}');
  area(r.container).setSelectionRange(7, 7);
  assert.is(press(area(r.container), 'Tab'), false, 'Tab is taken by the editor');
  assert.is(area(r.container).value, 'query {  }');
  assert.is(area(r.container).selectionStart, 9);
  press(area(r.container), 'Escape');
  assert.is(press(area(r.container), 'Tab'), true, 'after Escape, Tab is left to the browser');
  assert.is(area(r.container).value, 'query {  }');
  assert.is(press(area(r.container), 'Tab', { shiftKey: true }), true, 'Shift+Tab always moves back');
  r.unmount();
});

editor('shows a syntax error with its position and marks the editor invalid', () => {
  const r = mount('query {', { message: 'Syntax Error: Expected Name, found <EOF>.', line: 1, column: 8 });
  assert.is(area(r.container).getAttribute('aria-invalid'), 'true');
  assert.match(r.container.textContent ?? '', 'Syntax error at line 1, column 8: Expected Name, found <EOF>.');
  r.unmount();
});

editor.run();
