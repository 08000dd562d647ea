import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { documentDiagnostics } from '../../../src/ui/workbench/index.ts';
import { eventsSchema } from '../../helpers/schemas.ts';

const schema = eventsSchema();
const marked = (text: string) => documentDiagnostics(schema, text).map((d) => text.slice(d.from, d.to));

const diagnostics = suite('documentDiagnostics');

diagnostics('marks a syntax error at the token the parser stopped on', () => {
  const text = '{ event(id: 1 { title } }';
  const [problem, ...rest] = documentDiagnostics(schema, text);
  assert.equal(rest, []);
  assert.is(problem!.from, text.indexOf('{ title'));
  assert.match(problem!.message, /Syntax Error/);
});

diagnostics('marks an unknown field on its name', () => {
  assert.equal(marked('{ event(id: "1") { titel } }'), ['titel']);
  assert.match(documentDiagnostics(schema, '{ event(id: "1") { titel } }')[0]!.message, /Cannot query field "titel"/);
});

diagnostics('marks a missing required argument on the field, and an unknown argument on itself', () => {
  assert.equal(marked('{ eventsOn { id } }'), ['eventsOn { id }']);
  assert.equal(marked('{ hello(loud: true) }'), ['loud: true']);
});

diagnostics('marks an undefined variable and a wrong enum value', () => {
  assert.equal(marked('{ event(id: $missing) { id } }'), ['$missing']);
  assert.equal(marked('{ search(text: "a", categories: [JAZZ]) { id } }'), ['JAZZ']);
});

diagnostics('lists problems in text order, on one line at most', () => {
  const text = 'query {\n  titel\n  event(id: $x) { id }\n}';
  const found = documentDiagnostics(schema, text);
  assert.ok(found.length >= 2);
  assert.equal(found.map((d) => d.from), [...found.map((d) => d.from)].sort((a, b) => a - b));
  for (const d of found) assert.not.ok(text.slice(d.from, d.to).includes('\n'), text.slice(d.from, d.to));
});

diagnostics('checks only the syntax without a schema, and nothing in an empty text', () => {
  assert.equal(documentDiagnostics(null, '{ anything }'), []);
  assert.is(documentDiagnostics(null, '{ broken').length, 1);
  assert.equal(documentDiagnostics(schema, '  \n'), []);
});

diagnostics.run();
