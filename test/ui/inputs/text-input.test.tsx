import '../../setup/dom.ts';
import axe from 'axe-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TextInput, validateText } from '../../../src/ui/inputs/text-input.tsx';
import { useState } from 'react';
import { $, accessibleName, blur, click, description, focus, paste, press, render, renderControlled, type } from '../../helpers/interact.ts';

const TextInputSuite = suite('TextInput');

TextInputSuite('renders the value with its label and help text', () => {
  const view = renderControlled<string | null>('Concert', (value, onChange) => (
    <TextInput label="Title" value={value} onChange={onChange} description="Shown on the card" />
  ));
  const input = $(view.container, 'input') as HTMLInputElement;
  assert.is(input.value, 'Concert');
  assert.is(accessibleName(input), 'Title');
  assert.is(description(input), 'Shown on the card');
  view.unmount();
});

TextInputSuite('emits each typed value as a string', () => {
  const view = renderControlled<string | null>(null, (value, onChange) => (
    <TextInput label="Title" value={value} onChange={onChange} />
  ));
  type($(view.container, 'input'), 'Jazz');
  assert.equal(view.emitted, ['J', 'Ja', 'Jaz', 'Jazz']);
  view.unmount();
});

TextInputSuite('emits null when the field is emptied', () => {
  const view = renderControlled<string | null>('x', (value, onChange) => (
    <TextInput label="Title" value={value} onChange={onChange} />
  ));
  type($(view.container, 'input'), '', { replace: true });
  assert.is(view.current(), null);
  view.unmount();
});

TextInputSuite('marks a required field and shows the form error next to it', () => {
  const view = renderControlled<string | null>(null, (value, onChange) => (
    <TextInput label="Title" value={value} onChange={onChange} isRequired errorMessage="Title is required" />
  ));
  const input = $(view.container, 'input');
  assert.is(input.getAttribute('aria-required'), 'true');
  assert.is(input.getAttribute('aria-invalid'), 'true');
  assert.is(description(input), 'Title is required');
  assert.is(accessibleName(input), 'Title', 'the visual * is hidden from the name');
  view.unmount();
});

TextInputSuite('explains an invalid URL after the user leaves the field, and reports it', () => {
  const problems: (string | null)[] = [];
  const view = renderControlled<string | null>(null, (value, onChange) => (
    <TextInput label="Website" kind="url" value={value} onChange={onChange} onValidationChange={(m) => problems.push(m)} />
  ));
  const input = $(view.container, 'input') as HTMLInputElement;
  assert.is(input.type, 'url');
  type(input, 'example');
  assert.is(input.getAttribute('aria-invalid'), null, 'no message while typing');
  blur(input);
  assert.is(input.getAttribute('aria-invalid'), 'true');
  assert.match(description(input), 'Enter a full address');
  assert.match(String(problems.at(-1)), 'full address');
  type(input, 'https://example.com', { replace: true });
  assert.is(input.getAttribute('aria-invalid'), null);
  assert.is(problems.at(-1), null);
  assert.is(view.current(), 'https://example.com');
  view.unmount();
});

TextInputSuite('reports each validation change once, even to a parent that re-renders on it', () => {
  const reports: (string | null)[] = [];
  function Form() {
    const [value, setValue] = useState<string | null>(null);
    const [, setProblems] = useState<Record<string, string | null>>({});
    return (
      <TextInput label="Website" kind="url" value={value} onChange={setValue} onValidationChange={(message) => {
        reports.push(message);
        setProblems((problems) => ({ ...problems, website: message }));
      }} />
    );
  }
  const view = render(<Form />);
  const input = $(view.container, 'input');
  type(input, 'ab');
  paste(input, 'https://a.io');
  assert.equal(reports.map((m) => (m === null ? null : 'problem')), [null, 'problem', null], 'typing "b" kept the same problem');
  view.unmount();
});

TextInputSuite('renders an ID field in monospace without spell checking', () => {
  const view = renderControlled<string | null>('42', (value, onChange) => (
    <TextInput label="Event id" kind="id" value={value} onChange={onChange} />
  ));
  assert.ok(view.container.querySelector('.facet-text-input--id'));
  assert.is($(view.container, 'input').getAttribute('spellcheck'), 'false');
  view.unmount();
});

TextInputSuite('keeps a BigInt as a digit string with a numeric keyboard', () => {
  const view = renderControlled<string | null>(null, (value, onChange) => (
    <TextInput label="Budget" kind="bigint" value={value} onChange={onChange} />
  ));
  const input = $(view.container, 'input');
  assert.is(input.getAttribute('inputmode'), 'numeric');
  type(input, '9007199254740993');
  assert.is(view.current(), '9007199254740993', 'no precision lost to a JS number');
  view.unmount();
});

TextInputSuite('accepts rgb() for an RGB scalar and explains a hex value there', () => {
  const problems: (string | null)[] = [];
  const view = renderControlled<string | null>(null, (value, onChange) => (
    <TextInput label="Tint" kind="rgb-color" value={value} onChange={onChange} onValidationChange={(m) => problems.push(m)} />
  ));
  const input = $(view.container, 'input');
  paste(input, 'rgb(0, 0, 0)');
  blur(input);
  assert.is(input.getAttribute('aria-invalid'), null);
  assert.is(problems.at(-1), null);
  assert.is(view.current(), 'rgb(0, 0, 0)');
  paste(input, '#000000');
  blur(input);
  assert.match(description(input), 'Enter an RGB colour, e.g. rgb(26, 115, 232)');
  view.unmount();
});

TextInputSuite('explains a mistyped ObjectID next to the field once left, in monospace, and clears it when fixed', () => {
  const problems: (string | null)[] = [];
  const view = renderControlled<string | null>(null, (value, onChange) => (
    <TextInput label="Author" kind="object-id" value={value} onChange={onChange} onValidationChange={(m) => problems.push(m)} />
  ));
  const input = $(view.container, 'input') as HTMLInputElement;
  assert.ok(view.container.querySelector('.facet-text-input--mono'));
  assert.is(input.getAttribute('spellcheck'), 'false');
  paste(input, '5e5677d71bdc2ae76344968');
  assert.is(input.getAttribute('aria-invalid'), null, 'no message while typing');
  blur(input);
  assert.is(input.getAttribute('aria-invalid'), 'true');
  assert.match(description(input), '24 hexadecimal characters');
  assert.match(description(input), '“5e5677d71bdc2ae76344968” has 23.');
  assert.match(String(problems.at(-1)), 'has 23');
  type(input, 'c');
  assert.is(input.getAttribute('aria-invalid'), null);
  assert.is(problems.at(-1), null);
  assert.is(view.current(), '5e5677d71bdc2ae76344968c');
  view.unmount();
});

TextInputSuite('explains a ULID that starts beyond 7', () => {
  const view = renderControlled<string | null>(null, (value, onChange) => (
    <TextInput label="Order" kind="ulid" value={value} onChange={onChange} />
  ));
  const input = $(view.container, 'input');
  paste(input, '91ARZ3NDEKTSV4RRFFQ69G5FAV');
  blur(input);
  assert.match(description(input), 'starts with “9”; a ULID starts with 0–7.');
  view.unmount();
});

TextInputSuite('masks a secret in a password input until "Show" is pressed', () => {
  const view = renderControlled<string | null>(null, (value, onChange) => (
    <TextInput label="Password" isSecret value={value} onChange={onChange} />
  ));
  const input = $(view.container, 'input') as HTMLInputElement;
  assert.is(input.type, 'password');
  assert.is(accessibleName(input), 'Password');
  assert.is(input.getAttribute('autocomplete'), 'off');
  type(input, 'hunter2');
  assert.is(view.current(), 'hunter2');
  const toggle = $(view.container, 'button');
  assert.is(toggle.textContent, 'Show');
  assert.is(accessibleName(toggle), 'Show Password');
  assert.is(toggle.getAttribute('aria-pressed'), 'false');
  assert.is(toggle.getAttribute('aria-controls'), input.id, 'names the input it reveals');
  click(toggle);
  assert.is(input.type, 'text');
  assert.is(toggle.getAttribute('aria-pressed'), 'true');
  assert.is(input.getAttribute('spellcheck'), 'false', 'a revealed secret is not sent to a spell checker');
  assert.is(input.value, 'hunter2');
  click(toggle);
  assert.is(input.type, 'password');
  view.unmount();
});

TextInputSuite('toggles the secret from the keyboard: Tab reaches "Show", Space and Enter press it', () => {
  const view = renderControlled<string | null>('s3cret', (value, onChange) => (
    <TextInput label="API key" isSecret value={value} onChange={onChange} />
  ));
  const input = $(view.container, 'input') as HTMLInputElement;
  const toggle = $(view.container, 'button');
  assert.is(toggle.getAttribute('type'), 'button', 'never submits a form');
  assert.ok(toggle.tabIndex >= 0, 'in the tab order');
  focus(toggle);
  press(toggle, ' ');
  assert.is(input.type, 'text');
  press(toggle, 'Enter');
  assert.is(input.type, 'password');
  view.unmount();
});

TextInputSuite('passes axe with the secret toggle, hidden and shown', async () => {
  const view = renderControlled<string | null>('s3cret', (value, onChange) => (
    <TextInput label="Password" isSecret value={value} onChange={onChange} description="Sent once, never stored" />
  ));
  const rules = { rules: { 'color-contrast': { enabled: false } } };
  const serious = async () => (await axe.run(view.container, rules)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  assert.equal(await serious(), []);
  click($(view.container, 'button'));
  assert.equal(await serious(), []);
  view.unmount();
});

TextInputSuite('has no "Show" button and a normal input when not secret', () => {
  const view = renderControlled<string | null>(null, (value, onChange) => (
    <TextInput label="Title" value={value} onChange={onChange} />
  ));
  assert.is(($(view.container, 'input') as HTMLInputElement).type, 'text');
  assert.is(view.container.querySelector('button'), null);
  view.unmount();
});

TextInputSuite.run();

// ---

const validateTextSuite = suite('validateText');

validateTextSuite('accepts absolute URLs and rejects relative ones', () => {
  assert.is(validateText('url', 'https://example.com/a?b=1'), null);
  assert.type(validateText('url', '/relative'), 'string');
});

validateTextSuite('accepts name@domain emails and rejects others', () => {
  assert.is(validateText('email', 'a@b.io'), null);
  assert.type(validateText('email', 'a@b'), 'string');
  assert.type(validateText('email', 'a b@c.io'), 'string');
});

validateTextSuite('checks each colour notation as graphql-scalars does, and lets a bare colour be any text', () => {
  for (const hex of ['#fff', '#FFFA', '#1a73e8', '#1a73e880']) assert.is(validateText('hex-color', hex), null, hex);
  for (const bad of ['blue', '#12345', 'fff', 'rgb(0, 0, 0)']) assert.type(validateText('hex-color', bad), 'string', bad);
  for (const rgb of ['rgb(0, 0, 0)', 'rgb(255,0,153)', 'rgb(100%, 0%, 50.5%)']) assert.is(validateText('rgb-color', rgb), null, rgb);
  for (const bad of ['#000', 'rgb(0, 0)', 'rgb(100%, 0, 0)', 'rgba(0, 0, 0, 1)']) assert.type(validateText('rgb-color', bad), 'string', bad);
  assert.is(validateText('rgba-color', 'rgba(26, 115, 232, 0.5)'), null);
  assert.type(validateText('rgba-color', 'rgb(26, 115, 232)'), 'string');
  assert.is(validateText('hsl-color', 'hsl(217, 81%, 51%)'), null);
  assert.type(validateText('hsl-color', 'hsl(217, 81, 51)'), 'string');
  assert.is(validateText('hsla-color', 'hsla(217, 81%, 51%, .5)'), null);
  assert.type(validateText('hsla-color', 'hsl(217, 81%, 51%)'), 'string');
  assert.is(validateText('color', 'rebeccapurple'), null);
});

validateTextSuite('checks UUIDs, ISO durations, hex colours and big-number strings', () => {
  assert.is(validateText('uuid', '123e4567-e89b-12d3-a456-426614174000'), null);
  assert.type(validateText('uuid', '123e4567'), 'string');
  assert.is(validateText('duration', 'PT1H30M'), null);
  assert.is(validateText('duration', 'P3D'), null);
  assert.type(validateText('duration', 'PT'), 'string');
  assert.type(validateText('duration', '90 minutes'), 'string');
  assert.is(validateText('hex-color', '#1a73e8'), null);
  assert.type(validateText('hex-color', 'blue'), 'string');
  assert.is(validateText('bigint', '-9007199254740993'), null);
  assert.type(validateText('bigint', '1.5'), 'string');
  assert.is(validateText('decimal', '12.50'), null);
  assert.type(validateText('decimal', '1e5'), 'string');
});

validateTextSuite('checks a MongoDB ObjectID, saying what was expected and what is wrong with the value', () => {
  assert.is(validateText('object-id', '5e5677d71bdc2ae76344968c'), null);
  assert.is(validateText('object-id', '5E5677D71BDC2AE76344968C'), null);
  const expected = 'Enter a MongoDB ObjectID: 24 hexadecimal characters (0–9, a–f), e.g. 5e5677d71bdc2ae76344968c.';
  assert.is(validateText('object-id', '5e5677d71bdc2ae76344968'), `${expected} “5e5677d71bdc2ae76344968” has 23.`);
  assert.is(validateText('object-id', '5e5677d71bdc2ae76344968g'), `${expected} “5e5677d71bdc2ae76344968g” contains “g”, which is not a hexadecimal character.`);
  assert.match(String(validateText('object-id', '123e4567-e89b-12d3-a456-426614174000')), 'contains “-”', 'a UUID is not an ObjectID');
});

validateTextSuite('checks a ULID: Crockford base32 in any case, 26 long, starting 0–7', () => {
  assert.is(validateText('ulid', '01ARZ3NDEKTSV4RRFFQ69G5FAV'), null);
  assert.is(validateText('ulid', '01arz3ndektsv4rrffq69g5fav'), null);
  assert.is(validateText('ulid', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ'), null, 'the largest ULID');
  const expected = 'Enter a ULID: 26 Crockford base32 characters (0–9 and A–Z without I, L, O, U), e.g. 01ARZ3NDEKTSV4RRFFQ69G5FAV.';
  assert.is(validateText('ulid', '01ARZ3NDEKTSV4RRFFQ69G5FA'), `${expected} “01ARZ3NDEKTSV4RRFFQ69G5FA” has 25.`);
  for (const letter of ['I', 'L', 'O', 'U']) {
    assert.is(validateText('ulid', `01ARZ3NDEKTSV4RRFFQ69G5FA${letter}`), `${expected} “01ARZ3NDEKTSV4RRFFQ69G5FA${letter}” contains “${letter}”, which is not a Crockford base32 character.`);
  }
  assert.is(validateText('ulid', '81ARZ3NDEKTSV4RRFFQ69G5FAV'), `${expected} “81ARZ3NDEKTSV4RRFFQ69G5FAV” starts with “8”; a ULID starts with 0–7.`);
});

validateTextSuite('shortens a long typed value in an identifier message', () => {
  const message = String(validateText('object-id', 'a'.repeat(200)));
  assert.match(message, `“${'a'.repeat(39)}…” has 200.`);
});

validateTextSuite('accepts anything for plain text and empty values', () => {
  assert.is(validateText('text', 'anything at all'), null);
  assert.is(validateText('url', null), null);
});

validateTextSuite.run();
