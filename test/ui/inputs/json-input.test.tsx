import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { JsonInput, parseJsonText } from '../../../src/ui/inputs/json-input.tsx';
import { $, accessibleName, blur, description, paste, render, renderControlled, type } from '../../helpers/interact.ts';

function renderJson(initial: unknown, props: { isObjectOnly?: boolean; errorMessage?: string } = {}) {
  const problems: (string | null)[] = [];
  const view = renderControlled<unknown>(initial, (value, onChange) => (
    <JsonInput label="Metadata" value={value} onChange={onChange} onValidationChange={(m) => problems.push(m)} {...props} />
  ));
  return { view, problems, area: $(view.container, 'textarea') as HTMLTextAreaElement };
}

const JsonInputSuite = suite('JsonInput');

JsonInputSuite('renders the value as indented JSON in a labelled text area', () => {
  const { view, area } = renderJson({ seats: 3, tags: ['a'] });
  assert.is(area.value, '{\n  "seats": 3,\n  "tags": [\n    "a"\n  ]\n}');
  assert.is(accessibleName(area), 'Metadata');
  assert.match(description(area), 'JSON');
  view.unmount();
});

JsonInputSuite('emits the parsed value, objects included, and keeps the text as typed', () => {
  const { view, area } = renderJson(null);
  type(area, '{"a": [1, true]}');
  assert.equal(view.current(), { a: [1, true] });
  assert.is(area.value, '{"a": [1, true]}', 'not reformatted while editing');
  assert.ok(view.emitted.every((v) => v !== undefined));
  view.unmount();
});

JsonInputSuite('explains invalid JSON with line and column after leaving the field, and emits nothing', () => {
  const { view, area, problems } = renderJson({ ok: 1 });
  paste(area, '{\n  "a": 1,\n}');
  assert.equal(view.emitted, []);
  assert.match(String(problems.at(-1)), 'Invalid JSON at line 3, column 1');
  assert.is(area.getAttribute('aria-invalid'), null, 'quiet while typing');
  blur(area);
  assert.is(area.getAttribute('aria-invalid'), 'true');
  assert.match(description(area), 'Invalid JSON at line 3, column 1');
  paste(area, '{"a": 1}');
  assert.equal(view.emitted, [{ a: 1 }]);
  assert.is(problems.at(-1), null);
  assert.is(area.getAttribute('aria-invalid'), null);
  view.unmount();
});

JsonInputSuite('emits null when emptied', () => {
  const { view, area } = renderJson([1]);
  paste(area, '');
  assert.equal(view.emitted, [null]);
  view.unmount();
});

JsonInputSuite('rejects a non-object for an object-only scalar', () => {
  const { view, area } = renderJson(null, { isObjectOnly: true });
  paste(area, '[1, 2]');
  blur(area);
  assert.equal(view.emitted, []);
  assert.match(description(area), 'Enter a JSON object');
  view.unmount();
});

JsonInputSuite('shows a new value given from outside', () => {
  const view = render(<JsonInput label="Metadata" value={{ a: 1 }} onChange={() => {}} />);
  const area = $(view.container, 'textarea') as HTMLTextAreaElement;
  view.rerender(<JsonInput label="Metadata" value={[2]} onChange={() => {}} />);
  assert.is(area.value, '[\n  2\n]');
  view.unmount();
});

JsonInputSuite.run();

// ---

const parseJsonTextSuite = suite('parseJsonText');

parseJsonTextSuite('parses scalars, arrays and objects, and empty text as null', () => {
  assert.equal(parseJsonText('"x"'), { ok: true, value: 'x' });
  assert.equal(parseJsonText(' [1] '), { ok: true, value: [1] });
  assert.equal(parseJsonText('   '), { ok: true, value: null });
});

parseJsonTextSuite('turns an engine position into line and column', () => {
  const result = parseJsonText('{\n "a" 1}');
  assert.is(result.ok, false);
  if (!result.ok) {
    assert.is(result.line, 2);
    assert.is(result.column, 6);
    assert.not.match(result.message, 'position');
  }
});

parseJsonTextSuite('places an unexpected end at the end of the text', () => {
  const result = parseJsonText('[1,\n2');
  assert.equal(result.ok ? null : [result.line, result.column], [2, 2]);
});

parseJsonTextSuite.run();
