import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TagsInput, parseTag, type TagItem, type TagsInputProps } from '../../../src/ui/inputs/tags-input.tsx';
import { MAX_NAMED_CHOICES } from '../../../src/ui/constants.ts';
import { $, accessibleName, blur, click, description, focus, paste, press, renderControlled, type } from '../../helpers/interact.ts';

function renderTags(initial: TagItem[], props: Partial<TagsInputProps> = {}) {
  const problems: (string | null)[] = [];
  const view = renderControlled<TagItem[]>(initial, (value, onChange) => (
    <TagsInput label="Tags" value={value} onChange={onChange} onValidationChange={(m) => problems.push(m)} {...props} />
  ));
  const input = $(view.container, 'input') as HTMLInputElement;
  return { view, input, problems };
}
function tagTexts(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[role="row"]')].map((row) => row.textContent?.replace('×', '') ?? '');
}
function status(container: HTMLElement): string {
  return container.querySelector('[role="status"]')?.textContent ?? '';
}

const TagsInputSuite = suite('TagsInput');

TagsInputSuite('renders the values as tags beside a labelled field', () => {
  const { view, input } = renderTags(['jazz', 'live']);
  assert.is(accessibleName(input), 'Tags');
  assert.match(description(input), 'Press Enter or type a comma to add');
  assert.equal(tagTexts(view.container), ['jazz', 'live']);
  assert.is(accessibleName($(view.container, '[role="grid"]')), 'Tags: 2 items');
  view.unmount();
});

TagsInputSuite('adds the typed text on Enter and clears the field', () => {
  const { view, input } = renderTags(['jazz']);
  type(input, 'outdoor');
  const isUncancelled = press(input, 'Enter');
  assert.is(isUncancelled, false, 'Enter with text does not submit the form');
  assert.equal(view.current(), ['jazz', 'outdoor']);
  assert.is(input.value, '');
  assert.equal(tagTexts(view.container), ['jazz', 'outdoor']);
  assert.is(status(view.container), 'Added outdoor. 2 items.');
  view.unmount();
});

TagsInputSuite('adds on a typed comma, and every piece of a pasted list', () => {
  const { view, input } = renderTags([]);
  type(input, 'a,');
  assert.equal(view.current(), ['a']);
  assert.is(input.value, '');
  paste(input, 'b, c, d');
  assert.equal(view.current(), ['a', 'b', 'c'], 'the part after the last comma is still being typed');
  assert.is(input.value, 'd');
  blur(input);
  assert.equal(view.current(), ['a', 'b', 'c', 'd'], 'leaving the field adds what is left');
  view.unmount();
});

TagsInputSuite('removes a focused tag with Backspace and with Delete', () => {
  const { view } = renderTags(['a', 'b', 'c']);
  const rows = [...view.container.querySelectorAll<HTMLElement>('[role="row"]')];
  focus(rows[1]!);
  press(rows[1]!, 'Backspace');
  assert.equal(view.current(), ['a', 'c']);
  assert.is(status(view.container), 'Removed b. 2 items.');
  const left = [...view.container.querySelectorAll<HTMLElement>('[role="row"]')];
  focus(left[0]!);
  press(left[0]!, 'Delete');
  assert.equal(view.current(), ['c']);
  view.unmount();
});

TagsInputSuite('removes with the × button and returns focus to the field when the list empties', () => {
  const { view, input } = renderTags(['only']);
  const remove = $(view.container, '[role="row"] button');
  assert.is(accessibleName(remove), 'Remove only');
  click(remove);
  assert.equal(view.current(), []);
  assert.is(document.activeElement, input);
  assert.match(view.container.textContent ?? '', 'None added');
  view.unmount();
});

TagsInputSuite('drops a duplicate from the field, saying so, and refuses an invalid Int with a message', () => {
  const { view, input, problems } = renderTags([3], { itemKind: 'int' });
  type(input, '3');
  press(input, 'Enter');
  assert.equal(view.current(), [3]);
  assert.is(input.value, '', 'the duplicate leaves the field');
  assert.is(input.getAttribute('aria-invalid'), null, 'nothing is wrong: it is already a tag');
  assert.match(description(input), '“3” is already in the list');
  type(input, '3.5');
  press(input, 'Enter');
  assert.is(input.getAttribute('aria-invalid'), 'true');
  assert.match(description(input), '“3.5” is not a whole number');
  assert.is(input.value, '3.5', 'the refused text stays to be corrected');
  type(input, '12', { replace: true });
  assert.is(problems.at(-1), null, 'editing clears the message');
  press(input, 'Enter');
  assert.equal(view.current(), [3, 12], 'Int items are emitted as numbers');
  view.unmount();
});

TagsInputSuite('turns “jazz, late, jazz,outdoors⏎” into jazz, late, outdoors', () => {
  const { view, input } = renderTags([]);
  type(input, 'jazz, late, jazz,outdoors');
  press(input, 'Enter');
  assert.equal(view.current(), ['jazz', 'late', 'outdoors']);
  assert.is(input.value, '');
  view.unmount();
});

TagsInputSuite('corrects the case of an enum value and refuses unknown ones, naming the choices', () => {
  const { view, input } = renderTags([], { enumValues: ['JAZZ', 'ROCK', 'FOLK'] });
  assert.is(input.getAttribute('role'), 'combobox');
  type(input, 'jazz');
  press(input, 'Enter');
  assert.equal(view.current(), ['JAZZ']);
  type(input, 'polka');
  press(input, 'Enter');
  assert.equal(view.current(), ['JAZZ']);
  assert.match(description(input), '“polka” is not one of the choices: JAZZ, ROCK, FOLK');
  view.unmount();
});

TagsInputSuite('suggests the enum values not yet added and adds the one picked with the keyboard', () => {
  const { view, input } = renderTags(['JAZZ'], { enumValues: ['JAZZ', 'ROCK', 'FOLK'] });
  focus(input);
  press(input, 'ArrowDown');
  const options = [...document.querySelectorAll<HTMLElement>('[role="option"]')];
  assert.equal(options.map((o) => o.textContent), ['ROCK', 'FOLK']);
  assert.ok(input.getAttribute('aria-activedescendant'), 'the first suggestion is highlighted');
  press(input, 'ArrowDown');
  press(input, 'Enter');
  assert.equal(view.current(), ['JAZZ', 'FOLK']);
  assert.is(input.value, '');
  view.unmount();
});

TagsInputSuite('filters the suggestions by the typed text and adds a clicked one', () => {
  const { view, input } = renderTags([], { enumValues: ['JAZZ', 'ROCK', 'FOLK'] });
  type(input, 'o');
  const options = [...document.querySelectorAll<HTMLElement>('[role="option"]')];
  assert.equal(options.map((o) => o.textContent), ['ROCK', 'FOLK']);
  click(options[0]!);
  assert.equal(view.current(), ['ROCK']);
  view.unmount();
});

TagsInputSuite.run();

// ---

const parseTagSuite = suite('parseTag');

parseTagSuite('names at most MAX_NAMED_CHOICES choices of a long enum, then an ellipsis', () => {
  const values = Array.from({ length: MAX_NAMED_CHOICES + 1 }, (_, i) => `V${i + 1}`);
  const named = values.slice(0, MAX_NAMED_CHOICES).join(', ');
  assert.equal(parseTag('x', [], 'string', values), { ok: false, message: `“x” is not one of the choices: ${named}, …` });
  assert.equal(parseTag('x', [], 'string', values.slice(0, MAX_NAMED_CHOICES)), { ok: false, message: `“x” is not one of the choices: ${named}` });
});

parseTagSuite('trims strings and turns Int and Float text into numbers', () => {
  assert.equal(parseTag('  a b ', []), { ok: true, item: 'a b' });
  assert.equal(parseTag('-7', [], 'int'), { ok: true, item: -7 });
  assert.equal(parseTag('2.5e3', [], 'float'), { ok: true, item: 2500 });
});

parseTagSuite('refuses Ints beyond 32 bits and non-finite Floats', () => {
  assert.is(parseTag('2147483648', [], 'int').ok, false);
  assert.is(parseTag('2147483647', [], 'int').ok, true);
  assert.is(parseTag('Infinity', [], 'float').ok, false);
});

parseTagSuite.run();
