import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { JSON_INDENT_MAX_LEVELS } from '../../../src/ui/constants.ts';
import { toJsonText } from '../../../src/ui/results/json-text.ts';

/** Nests `leaf` `depth` levels deep: in arrays, or in objects under `child`. */
function nested(depth: number, kind: 'array' | 'object', leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { child: value };
  return value;
}

// ---

const ToJsonTextSuite = suite('toJsonText');

ToJsonTextSuite('prints what JSON.stringify prints with a two-space indent', () => {
  const corpus: unknown[] = [
    { data: { events: [{ id: 'e1', title: 'Jazz "night"\n', price: 12.5, tags: [], venue: {}, free: false, rating: null }] } },
    [1, 'two', [3, [4, {}]], { a: [] }],
    { skipped: undefined, fn: () => 1, kept: 'x', nan: Number.NaN, inf: Number.POSITIVE_INFINITY, list: [undefined, () => 1, Symbol('s')] },
    { when: new Date(Date.UTC(2026, 2, 1)), custom: { toJSON: (key: string) => `custom:${key}` } },
    { unicode: 'ünï\u2028code \u0007', '': 'empty key', 'quo"te': 1 },
    'text',
    42,
    null,
    true,
    [],
    {},
  ];
  for (const value of corpus) assert.is(toJsonText(value), JSON.stringify(value, null, 2), JSON.stringify(value));
});

ToJsonTextSuite('describes files by name and size instead of printing {}', () => {
  const file = new File(['hello'], 'photo.png', { type: 'image/png' });
  assert.is(toJsonText({ file }), '{\n  "file": "[File photo.png, 5 bytes]"\n}');
  assert.is(toJsonText([new Blob(['abc'])]), '[\n  "[Blob, 3 bytes]"\n]');
});

ToJsonTextSuite('prints undefined as the word, and a bigint as its digits', () => {
  assert.is(toJsonText(undefined), 'undefined');
  assert.is(toJsonText({ big: 12345678901234567890n }), '{\n  "big": "12345678901234567890"\n}');
});

ToJsonTextSuite('refuses a cycle as JSON.stringify does', () => {
  const loop: Record<string, unknown> = { name: 'loop' };
  loop.self = loop;
  assert.throws(() => toJsonText(loop), (error: unknown) => error instanceof TypeError);
  const shared = { id: 1 };
  assert.is(toJsonText([shared, shared]), JSON.stringify([shared, shared], null, 2), 'a value seen twice is no cycle');
});

ToJsonTextSuite('prints values nested 10,000 levels deep, where JSON.stringify runs out of stack', () => {
  for (const kind of ['array', 'object'] as const) {
    const value = nested(10_000, kind);
    assert.throws(() => JSON.stringify(value));
    const text = toJsonText(value);
    let parsed = JSON.parse(text) as unknown;
    for (let i = 0; i < 10_000; i++) parsed = kind === 'array' ? (parsed as unknown[])[0] : (parsed as { child: unknown }).child;
    assert.is(parsed, 1, kind);
    assert.ok(text.length < 10_000 * (2 * 2 * JSON_INDENT_MAX_LEVELS + 20), `${kind}: the text grows with the size, not the depth squared (${text.length})`);
  }
});

ToJsonTextSuite(`indents no deeper than ${JSON_INDENT_MAX_LEVELS} levels`, () => {
  const lines = toJsonText(nested(JSON_INDENT_MAX_LEVELS + 5, 'array')).split('\n');
  const widest = Math.max(...lines.map((line) => line.length - line.trimStart().length));
  assert.is(widest, 2 * JSON_INDENT_MAX_LEVELS);
});

ToJsonTextSuite.run();
