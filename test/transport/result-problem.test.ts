// resultProblem: what a GraphQL response is (GraphQL spec "Response Format", GraphQLOverHTTP.md
// "Response"), the check both halves apply before anything reaches the store (issue 12 item 5).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resultProblem } from '../../src/transport/result-problem.ts';

const problem = suite('resultProblem');

problem('accepts data, errors, both, and the lenient shapes servers send', () => {
  for (const value of [
    { data: { a: 1 } },
    { data: null, errors: [{ message: 'm', locations: [{ line: 1, column: 2 }], path: ['a', 0], extensions: { code: 'X' } }] },
    { errors: [{ message: 'm' }] },
    { data: { a: 1 }, errors: [] },
    { data: { a: 1 }, errors: null },
    { data: null },
    { data: {}, extensions: { cost: 1 } },
  ]) {
    assert.is(resultProblem(value), undefined, JSON.stringify(value));
  }
});

problem('names what is wrong with anything else', () => {
  assert.is(resultProblem([]), 'not a JSON object');
  assert.is(resultProblem('x'), 'not a JSON object');
  assert.is(resultProblem(null), 'not a JSON object');
  assert.is(resultProblem({}), 'neither "data" nor an error');
  assert.is(resultProblem({ errors: null }), 'neither "data" nor an error');
  // The spec's "errors must not be empty when present", enforced where it matters: no data either (issue 25 §2).
  assert.is(resultProblem({ errors: [] }), 'neither "data" nor an error');
  assert.is(resultProblem({ errors: [], extensions: {} }), 'neither "data" nor an error');
  assert.is(resultProblem({ data: 1 }), '"data" is not an object or null');
  assert.is(resultProblem({ data: [] }), '"data" is not an object or null');
  assert.is(resultProblem({ errors: 'x' }), '"errors" is not a list');
  assert.is(resultProblem({ data: {}, errors: 5 }), '"errors" is not a list');
  assert.is(resultProblem({ data: {}, extensions: [] }), '"extensions" is not an object');
  assert.is(resultProblem({ errors: [null] }), 'an error has no string "message"');
  assert.is(resultProblem({ errors: [{ message: 5 }] }), 'an error has no string "message"');
  assert.is(resultProblem({ errors: [{}] }), 'an error has no string "message"');
  assert.is(resultProblem({ errors: [{ message: 'm', locations: {} }] }), 'an error\'s "locations" or "path" is not a list');
  assert.is(resultProblem({ errors: [{ message: 'm', path: 'a' }] }), 'an error\'s "locations" or "path" is not a list');
});

problem.run();
