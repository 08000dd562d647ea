import { GraphQLError } from 'graphql';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BAD_USER_INPUT_CODE, NOT_FOUND_CODE, UNAUTHENTICATED_CODE } from '../../src/demo/constants.ts';
import { badUserInput, notFound, unauthenticated } from '../../src/demo/errors.ts';

const bad = suite('badUserInput');

bad('carries the message, the BAD_USER_INPUT code and the argument it is about', () => {
  const error = badUserInput('rating must be from 1 to 5.', 'rating');
  assert.instance(error, GraphQLError);
  assert.is(error.message, 'rating must be from 1 to 5.');
  assert.equal(error.extensions, { code: BAD_USER_INPUT_CODE, argument: 'rating' });
});

bad('names no argument when none is given', () => {
  assert.equal(badUserInput('Something is off.').extensions, { code: BAD_USER_INPUT_CODE });
});

bad.run();

// ---

const missing = suite('notFound');

missing('says what was not found and by which id, with the NOT_FOUND code', () => {
  const error = notFound('event', 'e99');
  assert.instance(error, GraphQLError);
  assert.is(error.message, 'No event has id "e99".');
  assert.equal(error.extensions, { code: NOT_FOUND_CODE });
});

missing.run();

// ---

const unauth = suite('unauthenticated');

unauth('tells the user to sign in by default, with the UNAUTHENTICATED code', () => {
  const error = unauthenticated();
  assert.instance(error, GraphQLError);
  assert.match(error.message, /^Sign in first/);
  assert.equal(error.extensions, { code: UNAUTHENTICATED_CODE });
});

unauth('takes another message', () => {
  assert.is(unauthenticated('Wrong e-mail address or password.').message, 'Wrong e-mail address or password.');
});

unauth.run();
