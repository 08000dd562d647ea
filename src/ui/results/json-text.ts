// The JSON view's text: JSON.stringify's output with a two-space indent, printed without
// recursion (issue 12 item 6 "the JSON view renders deep values without deep recursion"). V8's
// JSON.stringify recurses and throws "Maximum call stack size exceeded" on a value nested 10,000
// levels deep, which a JSON scalar from a hostile or careless server can be; this printer keeps
// its own stack, so depth costs memory, not call stack. Shallow values, the usual case, still go
// to the engine's JSON.stringify, which is much faster.
//
// It prints what JSON.stringify prints (toJSON, omitted undefined/function/symbol members, null
// in arrays, non-finite numbers as null, a TypeError on a cycle), with three differences:
// File and Blob are described ("[File photo.png, 12 bytes]") instead of printed as {}, a bigint
// prints as its digits instead of throwing, and lines stop indenting deeper than
// JSON_INDENT_MAX_LEVELS, so a deep value's text grows with its size, not with its depth squared.
import { JSON_INDENT_MAX_LEVELS, JSON_INDENT_SPACES } from '../constants.ts';

/** Work for the printer: text to append, a value to print, or a container to leave. */
type Task = { kind: 'text'; text: string } | { kind: 'value'; value: unknown; depth: number } | { kind: 'leave'; container: object };

/** The value as JSON.stringify's replacer step leaves it: toJSON applied, files described. */
function prepare(value: unknown, key: string): unknown {
  let v = value;
  if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function') v = (v as { toJSON: (key: string) => unknown }).toJSON(key);
  if (typeof File !== 'undefined' && v instanceof File) return `[File ${v.name}, ${v.size} bytes]`;
  if (typeof Blob !== 'undefined' && v instanceof Blob) return `[Blob, ${v.size} bytes]`;
  if (typeof v === 'bigint') return v.toString();
  return v;
}

/** True for what JSON leaves out of an object (and writes as null in an array). */
function isSkipped(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/** A primitive's JSON text. */
function primitiveText(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return JSON.stringify(value);
  // Boxed primitives (new String('x')) print as their value, as JSON.stringify does.
  if (value instanceof String || value instanceof Number || value instanceof Boolean) return primitiveText(value.valueOf());
  return 'null';
}

function isContainer(value: unknown): value is object {
  return value !== null && typeof value === 'object' && !(value instanceof String || value instanceof Number || value instanceof Boolean);
}

/** The replacer step of {@link prepare} for JSON.stringify (which applies toJSON itself). */
function replacer(_key: string, v: unknown): unknown {
  if (typeof File !== 'undefined' && v instanceof File) return `[File ${v.name}, ${v.size} bytes]`;
  if (typeof Blob !== 'undefined' && v instanceof Blob) return `[Blob, ${v.size} bytes]`;
  if (typeof v === 'bigint') return v.toString();
  return v;
}

/** True when some list or object in `value` lies deeper than `max` levels; stops at the first. */
function isDeeperThan(value: unknown, max: number): boolean {
  // Two parallel stacks instead of pairs: this walk runs before every print, so it allocates little.
  const values: object[] = [];
  const depths: number[] = [];
  if (value !== null && typeof value === 'object') {
    values.push(value);
    depths.push(0);
  }
  while (values.length > 0) {
    const v = values.pop() as Record<string, unknown>;
    const depth = depths.pop()!;
    if (depth > max) return true;
    for (const key in v) {
      const child = v[key];
      if (child !== null && typeof child === 'object') {
        values.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}

/**
 * JSON with a two-space indent; File/Blob become "[File name.png, 12 bytes]"; `undefined` prints
 * as the word. A value no deeper than JSON_INDENT_MAX_LEVELS goes to the engine's JSON.stringify
 * (an order of magnitude faster on megabytes); a deeper one, or one the engine runs out of stack
 * on, to the printer below.
 */
export function toJsonText(value: unknown): string {
  if (!isDeeperThan(value, JSON_INDENT_MAX_LEVELS)) {
    try {
      return JSON.stringify(value, replacer, JSON_INDENT_SPACES) ?? 'undefined';
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return printWithoutRecursion(value);
}

function printWithoutRecursion(value: unknown): string {
  const top = prepare(value, '');
  if (isSkipped(top)) return 'undefined';
  const out: string[] = [];
  const open = new Set<object>();
  const indentOf = (depth: number) => '\n' + ' '.repeat(JSON_INDENT_SPACES * Math.min(depth, JSON_INDENT_MAX_LEVELS));
  const tasks: Task[] = [{ kind: 'value', value: top, depth: 0 }];
  for (let task = tasks.pop(); task !== undefined; task = tasks.pop()) {
    if (task.kind === 'text') {
      out.push(task.text);
      continue;
    }
    if (task.kind === 'leave') {
      open.delete(task.container);
      continue;
    }
    const { value: v, depth } = task;
    if (!isContainer(v)) {
      out.push(primitiveText(v));
      continue;
    }
    if (open.has(v)) throw new TypeError('Converting circular structure to JSON');
    const isArray = Array.isArray(v);
    const members: Array<[string | null, unknown]> = [];
    if (isArray) {
      for (let i = 0; i < v.length; i++) {
        const item = prepare(v[i], String(i));
        members.push([null, isSkipped(item) ? null : item]);
      }
    } else {
      for (const key of Object.keys(v)) {
        const item = prepare((v as Record<string, unknown>)[key], key);
        if (!isSkipped(item)) members.push([key, item]);
      }
    }
    if (members.length === 0) {
      out.push(isArray ? '[]' : '{}');
      continue;
    }
    open.add(v);
    out.push(isArray ? '[' : '{');
    // Pushed in reverse, so they run in order: each member, then the closing line, then leaving.
    tasks.push({ kind: 'leave', container: v }, { kind: 'text', text: `${indentOf(depth)}${isArray ? ']' : '}'}` });
    for (let i = members.length - 1; i >= 0; i--) {
      const [key, item] = members[i]!;
      tasks.push({ kind: 'value', value: item, depth: depth + 1 });
      tasks.push({ kind: 'text', text: `${i > 0 ? ',' : ''}${indentOf(depth + 1)}${key === null ? '' : `${JSON.stringify(key)}: `}` });
    }
  }
  return out.join('');
}
