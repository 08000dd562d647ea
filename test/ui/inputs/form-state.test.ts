import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hasErrorWithin, isFilled, messagesFor, pathKey, type FormContext } from '../../../src/ui/inputs/form-state.ts';

const PathKeySuite = suite('pathKey');

PathKeySuite('joins argument names and list indexes with dots', () => {
  assert.is(pathKey(['input', 'tags', 2]), 'input.tags.2');
});

PathKeySuite.run();

// ---

const MessagesForSuite = suite('messagesFor');

const errors = [{ path: ['input', 'title'], message: 'Required.' }, { path: ['input', 'tags', 1], message: 'Too long.' }];

MessagesForSuite('finds the errors at a path, and below it for a leaf widget', () => {
  assert.is(messagesFor(errors, ['input', 'title'], false), 'Required.');
  assert.is(messagesFor(errors, ['input', 'tags'], true), 'Too long.');
  assert.is(messagesFor(errors, ['input', 'tags'], false), null);
});

MessagesForSuite.run();

// ---

const HasErrorWithinSuite = suite('hasErrorWithin');

HasErrorWithinSuite('sees errors and widget problems at a path or anywhere inside it', () => {
  const context = { errors, problemKeys: ['venue.geo.lat'] } as unknown as FormContext;
  assert.ok(hasErrorWithin(['input'], context));
  assert.ok(hasErrorWithin(['venue'], context));
  assert.not.ok(hasErrorWithin(['in'], context), 'a name that only starts the same is another field');
});

HasErrorWithinSuite.run();

// ---

const IsFilledSuite = suite('isFilled');

IsFilledSuite('counts what will be sent: not blank text, empty lists or objects of blanks', () => {
  for (const empty of [undefined, null, '', '  ', [], [null, ''], {}, { a: '', b: { c: null } }]) assert.not.ok(isFilled(empty), JSON.stringify(empty));
  for (const value of [0, false, 'x', [null, 1], { a: 0 }, { a: { b: 'x' } }, new File(['x'], 'a.txt')]) assert.ok(isFilled(value), String(value));
});

IsFilledSuite.run();
