import '../../setup/dom.ts';
import { Input } from 'react-aria-components/Input';
import { TextField } from 'react-aria-components/TextField';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FieldLabel, RequiredMark } from '../../../src/ui/inputs/index.ts';
import { REQUIRED_TEXT } from '../../../src/ui/inputs/field-label.tsx';
import { $, accessibleName, render } from '../../helpers/interact.ts';

const mark = suite('RequiredMark');

mark('draws a star hidden from assistive technology', () => {
  const view = render(<RequiredMark />);
  const star = $(view.container, '.facet-required');
  assert.is(star.textContent, ' *');
  assert.is(star.getAttribute('aria-hidden'), 'true');
  assert.not.match(view.container.textContent ?? '', REQUIRED_TEXT);
  view.unmount();
});

mark('adds a visually hidden "(required)" when announced', () => {
  const view = render(<label>Kind<RequiredMark isAnnounced /></label>);
  assert.is(REQUIRED_TEXT, '(required)');
  assert.match(accessibleName($(view.container, 'label')), /^Kind\s+\(required\)$/);
  view.unmount();
});

mark.run();

// ---

const label = suite('FieldLabel');

label("names its field, with the star out of the name and the input's required state saying it instead", () => {
  const view = render(
    <TextField isRequired>
      <FieldLabel label="Title" isRequired />
      <Input />
    </TextField>,
  );
  const input = $(view.container, 'input');
  assert.is(accessibleName(input), 'Title');
  assert.ok((input as HTMLInputElement).required || input.getAttribute('aria-required') === 'true', 'the input itself says it is required');
  assert.match($(view.container, 'label').textContent ?? '', 'Title *');
  view.unmount();
});

label('draws no star for an optional field', () => {
  const view = render(
    <TextField>
      <FieldLabel label="Note" />
      <Input />
    </TextField>,
  );
  assert.is(view.container.querySelector('.facet-required'), null);
  assert.is(accessibleName($(view.container, 'input')), 'Note');
  view.unmount();
});

label.run();
