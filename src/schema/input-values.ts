// Form values → GraphQL variables: validation and conversion, and the URL encoding that lets a
// link reproduce a screen (PRODUCT.md §4 "Invalid input is explained next to the field and
// nothing is sent", §3 "Arguments live in the URL"; ui.md §2 item 4 "never headers or tokens").
//
// Wire formats: Int a 32-bit integer; Float finite; Date `YYYY-MM-DD`; DateTime RFC 3339 with
// seconds and an offset (graphql-scalars rejects anything less); LocalDateTime without an
// offset; Time `HH:mm:ssZ` (a time entered without an offset is taken as UTC, which is what
// graphql-scalars' `Time` means); LocalTime `HH:mm[:ss]`; Timestamp epoch milliseconds; big
// numbers as digit strings. Empty optional values are left out, so the server's default applies.
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { MESSAGE_MAX_ENUM_VALUES } from './constants.ts';
import { isSecretName } from './secret-names.ts';
import { isEmptyAllowed, widgetForInput, type ArgumentForm, type InputWidget, type InputWidgetKind, type SizeLimit, type TextFormat } from './input-widgets.ts';

/** The values a form holds, keyed by argument name; nested objects and lists as JS objects and arrays. */
export type FormValues = Record<string, unknown>;

/** One invalid input: where (argument, then nested field names and list indexes) and why. */
export interface FieldError {
  path: Array<string | number>;
  /** Says what was expected and what was given. */
  message: string;
}

/** The outcome of {@link formValuesToVariables}: variables to send, or every error found. */
export type VariablesResult = { ok: true; variables: Record<string, unknown> } | { ok: false; errors: FieldError[] };

const OMIT: unique symbol = Symbol('omit');
type Converted = unknown | typeof OMIT;

function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (value instanceof Date) return `a Date (${Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString()})`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (value === null) return 'null';
  if (typeof value === 'object') return isFileLike(value) ? 'a file' : 'an object';
  return String(value);
}

function isFileLike(value: unknown): boolean {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { size?: unknown }).size === 'number' &&
    typeof (value as { slice?: unknown }).slice === 'function'
  );
}

function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** An object or list the user left blank all the way down (a fieldset never touched). */
function isBlank(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object' && !isFileLike(value) && !(value instanceof Date)) return Object.values(value as object).every(isBlank);
  return false;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})?$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})?$/;
const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
/**
 * Identifier formats a text widget checks, with what each expects in words: UUID/GUID; MongoDB's
 * ObjectID (graphql-scalars `/^[A-Fa-f0-9]{24}$/`); ULID (graphql-scalars: Crockford base32, no
 * I, L, O or U, any case, the first character 0–7 since a 48-bit time leads).
 */
const ID_FORMATS: Partial<Record<TextFormat, [RegExp, string]>> = {
  uuid: [/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'a UUID such as 123e4567-e89b-12d3-a456-426614174000'],
  'object-id': [/^[0-9a-f]{24}$/i, 'a MongoDB ObjectID (24 hexadecimal characters) such as 5e5677d71bdc2ae76344968c'],
  ulid: [/^[0-7][0-9a-hjkmnp-tv-z]{25}$/i, 'a ULID (26 Crockford base32 characters, the first 0–7) such as 01ARZ3NDEKTSV4RRFFQ69G5FAV'],
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isClock(hours: string, minutes: string, seconds: string | undefined): boolean {
  return Number(hours) < 24 && Number(minutes) < 60 && (seconds === undefined || Number(seconds) <= 60);
}

/** `RED, GREEN`; a longer list names its first MESSAGE_MAX_ENUM_VALUES, then `… (40 values)`. */
function namedValues(values: readonly string[]): string {
  if (values.length <= MESSAGE_MAX_ENUM_VALUES) return values.join(', ');
  return `${values.slice(0, MESSAGE_MAX_ENUM_VALUES).join(', ')}, … (${values.length} values)`;
}

/** Raw form value → wire value, or why not (a message saying what was expected and what came). */
type Conversion = { value: unknown } | { error: string };

/**
 * What one widget kind does with values: what it expects, in words (for messages), and how a raw
 * form value becomes its wire value. Enums, tags, lists and objects are converted by the walker
 * ({@link convert}), so they only say what they expect.
 */
interface ValueRule<W extends InputWidget> {
  expected(widget: W): string;
  convert?(widget: W, raw: unknown): Conversion;
}

/**
 * One entry per widget kind (the mapped type makes a missing one a compile error): a new kind in
 * src/schema/input-widgets.ts gets its value rule here, in one place.
 */
const VALUE_RULES: { [K in InputWidgetKind]: ValueRule<Extract<InputWidget, { kind: K }>> } = {
  text: {
    expected: (w) => ID_FORMATS[w.format]?.[1] ?? 'text',
    convert(w, raw) {
      if (typeof raw !== 'string' && typeof raw !== 'number') return refuse(w, raw);
      if (ID_FORMATS[w.format]?.[0].test(String(raw).trim()) === false) return refuse(w, raw);
      return { value: w.format === 'plain' ? String(raw) : String(raw).trim() };
    },
  },
  id: {
    expected: () => 'an ID',
    convert: (w, raw) => (typeof raw === 'string' || typeof raw === 'number' ? { value: String(raw).trim() } : refuse(w, raw)),
  },
  url: {
    expected: () => 'an absolute URL such as https://example.com/a.png',
    convert(w, raw) {
      if (typeof raw !== 'string') return refuse(w, raw);
      try {
        return new URL(raw.trim()).protocol ? { value: raw.trim() } : refuse(w, raw);
      } catch {
        return refuse(w, raw);
      }
    },
  },
  email: {
    expected: () => 'an email address such as ada@example.com',
    convert: (w, raw) => (typeof raw === 'string' && EMAIL.test(raw.trim()) ? { value: raw.trim() } : refuse(w, raw)),
  },
  number: {
    expected: (w) => (w.isInteger ? `an integer between ${w.min} and ${w.max}` : w.min === -Number.MAX_VALUE ? 'a finite number' : `a number between ${w.min} and ${w.max}`),
    convert: (w, raw) => convertNumber(w, raw, w.isInteger, w.min, w.max),
  },
  rating: {
    expected: (w) => `a whole number of stars (0 to ${w.max})`,
    convert: (w, raw) => convertNumber(w, raw, true, 0, w.max),
  },
  bigint: {
    expected: (w) => (w.isDecimal ? 'a decimal number such as 12.50' : 'a whole number such as 9007199254740993'),
    convert(w, raw) {
      const text = typeof raw === 'bigint' || typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : null;
      return text !== null && (w.isDecimal ? DECIMAL : INTEGER).test(text) ? { value: text } : refuse(w, raw);
    },
  },
  switch: {
    expected: () => 'true or false',
    convert(w, raw) {
      if (typeof raw === 'boolean') return { value: raw };
      return raw === 'true' || raw === 'false' ? { value: raw === 'true' } : refuse(w, raw);
    },
  },
  select: { expected: (w) => `one of ${namedValues(w.options.map((o) => o.value))}` },
  date: {
    expected: () => 'a date as YYYY-MM-DD',
    convert: (w, raw) => (typeof raw === 'string' && isCalendarDate(raw.trim()) ? { value: raw.trim() } : refuse(w, raw)),
  },
  datetime: {
    expected: (w) =>
      w.encoding === 'local'
        ? 'a date and time as YYYY-MM-DDTHH:mm[:ss]'
        : w.encoding === 'epoch-ms'
          ? 'a timestamp in milliseconds or a date and time with an offset'
          : 'a date and time with an offset (RFC 3339), such as 2026-05-01T19:30:00Z',
    convert: convertDateTime,
  },
  time: {
    expected: (w) => (w.hasOffset ? 'a time as HH:mm[:ss], optionally with an offset such as Z' : 'a time as HH:mm[:ss]'),
    convert(w, raw) {
      const match = typeof raw === 'string' ? TIME.exec(raw.trim()) : null;
      if (!match) return refuse(w, raw);
      const [, hours, minutes, seconds, fraction, offset] = match as unknown as [string, string, string, string | undefined, string | undefined, string | undefined];
      if (!isClock(hours, minutes, seconds)) return refuse(w, raw);
      if (!w.hasOffset) return offset ? refuse(w, raw) : { value: (raw as string).trim() };
      return { value: `${hours}:${minutes}:${seconds ?? '00'}${fraction ?? ''}${(offset ?? 'Z').toUpperCase()}` };
    },
  },
  file: {
    expected: (w) => (w.sizeLimit ? `a file of at most ${w.sizeLimit.text}` : 'a file'),
    convert(w, raw) {
      if (!isFileLike(raw)) return refuse(w, raw);
      const tooBig = w.sizeLimit ? oversize(raw as Blob, w.sizeLimit) : null;
      return tooBig ? { error: tooBig } : { value: raw };
    },
  },
  files: { expected: () => 'files' },
  json: {
    expected: () => 'valid JSON',
    convert(_w, raw) {
      if (typeof raw !== 'string') return { value: raw };
      try {
        return { value: JSON.parse(raw) };
      } catch (error) {
        return { error: `Expected valid JSON, got ${shown(raw)}: ${(error as Error).message}.` };
      }
    },
  },
  tags: { expected: () => 'a list' },
  object: { expected: (w) => `the fields of ${w.typeName}` },
  list: { expected: () => 'a list' },
};

/** "“talk.mov” is over the 10 MB limit. …"; null when it fits. */
function oversize(file: Blob, limit: SizeLimit): string | null {
  const name = (file as Partial<File>).name;
  return file.size > limit.bytes ? `${name ? `“${name}”` : 'The file'} is over the ${limit.text} limit. Choose a smaller file.` : null;
}

function ruleOf(widget: InputWidget): ValueRule<InputWidget> {
  return VALUE_RULES[widget.kind] as ValueRule<InputWidget>;
}

/** What a widget expects, in words, for messages. */
function expectation(widget: InputWidget): string {
  return ruleOf(widget).expected(widget);
}

function refuse(widget: InputWidget, raw: unknown): Conversion {
  return { error: `Expected ${expectation(widget)}, got ${shown(raw)}.` };
}

function convertNumber(widget: InputWidget, raw: unknown, isInteger: boolean, min: number, max: number): Conversion {
  let number: number;
  if (typeof raw === 'number') number = raw;
  else if (typeof raw === 'string' && (isInteger ? INTEGER : DECIMAL).test(raw.trim())) number = Number(raw.trim());
  else return refuse(widget, raw);
  if (!Number.isFinite(number) || (isInteger && !Number.isInteger(number)) || number < min || number > max) return refuse(widget, raw);
  return { value: number };
}

function convertDateTime(widget: Extract<InputWidget, { kind: 'datetime' }>, raw: unknown): Conversion {
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime())) return refuse(widget, raw);
    return { value: widget.encoding === 'epoch-ms' ? raw.getTime() : raw.toISOString() };
  }
  if (widget.encoding === 'epoch-ms' && (typeof raw === 'number' || (typeof raw === 'string' && INTEGER.test(raw.trim())))) {
    const ms = Number(raw);
    return Number.isSafeInteger(ms) ? { value: ms } : refuse(widget, raw);
  }
  const match = typeof raw === 'string' ? DATE_TIME.exec(raw.trim()) : null;
  if (!match) return refuse(widget, raw);
  const [, date, hours, minutes, seconds, fraction, offset] = match as unknown as [string, string, string, string, string | undefined, string | undefined, string | undefined];
  if (!isCalendarDate(date) || !isClock(hours, minutes, seconds)) return refuse(widget, raw);
  const local = `${date}T${hours}:${minutes}:${seconds ?? '00'}${fraction ?? ''}`;
  if (widget.encoding === 'local') return offset ? refuse(widget, raw) : { value: local };
  if (!offset) return refuse(widget, raw);
  const normalised = `${local}${offset.toUpperCase()}`;
  return widget.encoding === 'epoch-ms' ? { value: Date.parse(normalised) } : { value: normalised };
}

function convertScalar(widget: InputWidget, raw: unknown): Conversion {
  const rule = ruleOf(widget);
  return rule.convert ? rule.convert(widget, raw) : refuse(widget, raw);
}

function splitTags(raw: string): string[] {
  return raw.split(/[,\n]/).map((part) => part.trim()).filter((part) => part !== '');
}

/** An argument or input field: its description helps pick the widget (a rating's scale). */
interface InputSpec {
  type: GraphQLInputType;
  name: string;
  description?: string | null | undefined;
}

function convert(
  input: InputSpec,
  raw: unknown,
  path: Array<string | number>,
  errors: FieldError[],
  hasDefault = false,
): Converted {
  const { type, name } = input;
  const nonNull = isNonNullType(type);
  const inner = getNullableType(type);
  // A required input object left empty is checked field by field, so the message names the
  // field that is missing (and its required switches count as off) instead of the whole object.
  if ((raw === undefined || raw === null) && nonNull && !hasDefault && isInputObjectType(inner)) return convert(input, {}, path, errors, hasDefault);
  if (isEmptyValue(raw)) {
    // A required Boolean is a switch, and a switch has no "not set": off is false, and false is
    // what goes (issue 13 item 4: inside an input object it was refused until toggled twice).
    if (nonNull && !hasDefault && isScalarType(inner) && inner.name === 'Boolean') return false;
    // A required String whose description says empty means something ("empty matches
    // everything") is sent as typed, blank or not (issue 16).
    if (nonNull && !hasDefault && isEmptyAllowed(type, input.description)) return typeof raw === 'string' ? raw : '';
    // A non-null input with a default may stay empty: the server fills in the default. The widget
    // is only worked out for the message: an empty optional input costs nothing.
    if (nonNull && !hasDefault) errors.push({ path, message: `Required: expected ${expectation(widgetForInput(type, name, input.description ?? null))}, got nothing.` });
    return OMIT;
  }
  const widget = widgetForInput(type, name, input.description ?? null);
  if (isListType(inner)) {
    const items = Array.isArray(raw) ? raw : typeof raw === 'string' && widget.kind === 'tags' ? splitTags(raw) : [raw];
    const out: unknown[] = [];
    items.forEach((item, index) => {
      const value = convert({ ...input, type: inner.ofType }, item, [...path, index], errors);
      if (value !== OMIT) out.push(value);
    });
    return out.length === 0 && !nonNull ? OMIT : out;
  }
  if (isInputObjectType(inner)) {
    if (typeof raw !== 'object' || Array.isArray(raw) || isFileLike(raw)) {
      errors.push({ path, message: `Expected ${expectation(widget)} as an object, got ${shown(raw)}.` });
      return OMIT;
    }
    // An optional fieldset left blank is left out, instead of reporting its required fields.
    if (!nonNull && isBlank(raw)) return OMIT;
    const record = raw as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      const value = convert(field, record[field.name], [...path, field.name], errors, field.defaultValue !== undefined);
      if (value !== OMIT) out[field.name] = value;
    }
    const keys = Object.keys(out);
    if (inner.isOneOf && keys.length !== 1 && (keys.length > 0 || nonNull)) {
      errors.push({ path, message: `Expected exactly one of ${Object.keys(inner.getFields()).join(', ')}, got ${keys.length === 0 ? 'none' : keys.join(', ')}.` });
      return OMIT;
    }
    return keys.length === 0 && !nonNull ? OMIT : out;
  }
  if (isEnumType(inner)) {
    const names = inner.getValues().map((value) => value.name);
    if (typeof raw === 'string' && names.includes(raw)) return raw;
    errors.push({ path, message: `Expected ${expectation(widget)}, got ${shown(raw)}.` });
    return OMIT;
  }
  const result = convertScalar(widget, raw);
  if ('error' in result) {
    errors.push({ path, message: result.error });
    return OMIT;
  }
  return result.value;
}

/**
 * Validates form values against a field's arguments and converts them to variables: numbers
 * parsed and range-checked, dates normalised to their scalar's format, tags to arrays (a
 * comma-separated string also works), JSON parsed, enums checked, nested objects and lists
 * walked. Empty optional values are left out. Any error → `{ ok: false, errors }`, one per
 * invalid input, each with its path, so nothing is sent.
 */
export function formValuesToVariables(field: GraphQLField<unknown, unknown>, values: FormValues): VariablesResult {
  const errors: FieldError[] = [];
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    const value = convert(arg, values[arg.name], [arg.name], errors, arg.defaultValue !== undefined);
    if (value !== OMIT) variables[arg.name] = value;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, variables };
}

/** The starting values of a form: each field's schema default (fields without one are absent). */
export function initialFormValues(form: ArgumentForm): FormValues {
  const values: FormValues = {};
  for (const field of [...form.fields, ...form.deprecatedFields]) {
    if (field.hasDefault) values[field.name] = field.defaultValue;
  }
  return values;
}

// ---- URL encoding ------------------------------------------------------------------------------

/** Widgets whose value is one string, written into the URL as is. */
const PLAIN_KINDS: ReadonlySet<InputWidget['kind']> = new Set(['text', 'id', 'url', 'email', 'select', 'date', 'datetime', 'time', 'bigint']);

/** Drops files and secret-named keys anywhere in a value, and sorts object keys for stability. */
function shareable(value: unknown): unknown {
  if (isFileLike(value)) return OMIT;
  if (Array.isArray(value)) return value.map(shareable).filter((item) => item !== OMIT);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      if (isSecretName(key)) continue;
      const inner = shareable((value as Record<string, unknown>)[key]);
      if (inner !== OMIT) out[key] = inner;
    }
    return out;
  }
  return value;
}

function argumentFor(field: GraphQLField<unknown, unknown>, name: string): GraphQLArgument | undefined {
  return field.args.find((arg) => arg.name === name);
}

/**
 * Encodes argument values as a query string (without `?`), one parameter per argument in the
 * field's argument order: single-string values as they are (`limit=10&category=MUSIC`), the rest
 * as JSON with sorted keys and only the characters a query needs escaped, so the same values always give the same link. Files, and arguments or
 * keys named like secrets (password, token, secret, apiKey…), are never written.
 */
export function variablesToUrl(field: GraphQLField<unknown, unknown>, variables: Record<string, unknown>): string {
  const params: string[] = [];
  for (const arg of field.args) {
    const value = variables[arg.name];
    if (value === undefined || isSecretName(arg.name)) continue;
    const safe = shareable(value);
    if (safe === OMIT) continue;
    const widget = widgetForInput(arg.type, arg.name, arg.description ?? null);
    const text = PLAIN_KINDS.has(widget.kind) && typeof safe === 'string' ? safe : JSON.stringify(safe);
    params.push(`${arg.name}=${encodeQueryValue(text)}`);
  }
  return params.join('&');
}

/**
 * Percent-encodes a query value but keeps the JSON punctuation browsers leave alone in a query
 * (`{ } [ ] : , @ /`), so links stay short and readable: `filter={%22text%22:%22jazz%22}`.
 */
function encodeQueryValue(text: string): string {
  return encodeURIComponent(text).replace(/%(7B|7D|5B|5D|3A|2C|40|2F)/g, (escaped) => decodeURIComponent(escaped));
}

/**
 * Reads argument values back from a query string written by {@link variablesToUrl} (a leading
 * `?` is fine). Parameters that are not arguments of the field are ignored; a value that does not
 * parse as its argument expects is returned as the raw string, so validation explains it.
 */
export function variablesFromUrl(field: GraphQLField<unknown, unknown>, query: string): FormValues {
  const values: FormValues = {};
  for (const [name, text] of new URLSearchParams(query.replace(/^\?/, ''))) {
    const arg = argumentFor(field, name);
    if (!arg || isSecretName(name)) continue;
    const widget = widgetForInput(arg.type, arg.name, arg.description ?? null);
    if (PLAIN_KINDS.has(widget.kind)) {
      values[name] = text;
      continue;
    }
    try {
      values[name] = JSON.parse(text);
    } catch {
      values[name] = text;
    }
  }
  return values;
}
