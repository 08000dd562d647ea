import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fieldState } from '../../../src/ui/inputs/field-props.ts';

const state = suite('fieldState');

state('marks a field invalid exactly while a message shows', () => {
  assert.is(fieldState(false, false, 'Required', undefined).isInvalid, true);
  assert.is(fieldState(false, false, '', undefined).isInvalid, true, 'an empty message still shows the invalid state');
  assert.is(fieldState(false, false, null, undefined).isInvalid, false);
});

state('leaves validation to the form (aria, not the browser) and passes the rest through', () => {
  assert.equal(fieldState(true, true, null, 'title'), { isRequired: true, isDisabled: true, isInvalid: false, validationBehavior: 'aria', name: 'title' });
});

state.run();
