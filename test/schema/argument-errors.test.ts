import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { argumentErrors } from '../../src/schema/index.ts';

const placed = suite('argumentErrors');

placed('places errors that name an argument in extensions.argument or argumentName', () => {
  const errors = [
    { message: 'input.title must have 1 to 200 characters; got 201.', extensions: { code: 'BAD_USER_INPUT', argument: 'input.title' } },
    { message: 'limit must be a whole number from 0 to 100; got 101.', extensions: { argumentName: 'limit' } },
    { message: 'Too many photos.', extensions: { argument: 'input.photos[1]' } },
  ];
  assert.equal(argumentErrors(errors, ['input', 'limit']), [
    { path: ['input', 'title'], message: 'input.title must have 1 to 200 characters; got 201.' },
    { path: ['limit'], message: 'limit must be a whole number from 0 to 100; got 101.' },
    { path: ['input', 'photos', 1], message: 'Too many photos.' },
  ]);
});

placed('reads graphql-js variable coercion messages, keeping the reason', () => {
  const errors = [
    { message: 'Variable "$input" got invalid value "" at "input.tags[2]"; Expected value of type "String!", found null.' },
    { message: 'Variable "$id" got invalid value 5; ID cannot represent value: 5' },
  ];
  assert.equal(argumentErrors(errors, ['input', 'id']), [
    { path: ['input', 'tags', 2], message: 'Expected value of type "String!", found null.' },
    { path: ['id'], message: 'ID cannot represent value: 5' },
  ]);
});

placed('leaves errors about no known argument to the alerts', () => {
  const errors = [
    { message: 'Sign in first.', extensions: { code: 'UNAUTHENTICATED' } },
    { message: 'Bad.', extensions: { argument: 'other.field' } },
    { message: 'Variable "$elsewhere" got invalid value 1; Nope' },
  ];
  assert.equal(argumentErrors(errors, ['input']), []);
  assert.equal(argumentErrors(undefined, ['input']), []);
});

placed.run();
