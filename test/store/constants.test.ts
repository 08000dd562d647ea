// The store's header patterns: the one rule in constants.ts written as a pattern, checked on
// names and values RFC 9110 accepts and refuses. (Every other constant is tested by the behaviour
// it drives, next to that behaviour.)
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { storeConstants as c } from '../../src/store/index.ts';

const patterns = suite('HEADER_NAME_PATTERN and HEADER_VALUE_PATTERN');

patterns('accept RFC 9110 token names and refuse spaces and separators', () => {
  for (const name of ['Apollo-Require-Preflight', 'x-api-key', "a!#$%&'*+.^_`|~1"]) assert.ok(c.HEADER_NAME_PATTERN.test(name), name);
  for (const name of ['Bad Header', '', 'a:b', 'a(b)', 'ümlaut']) assert.not.ok(c.HEADER_NAME_PATTERN.test(name), name);
});

patterns('accept inner spaces in values and refuse padding and line breaks', () => {
  assert.ok(c.HEADER_VALUE_PATTERN.test('a b'));
  for (const value of [' padded', 'padded ', 'line\nbreak', 'carriage\rreturn']) assert.not.ok(c.HEADER_VALUE_PATTERN.test(value), JSON.stringify(value));
});

patterns.run();
