// Argument → widget: which input each GraphQL input type gets, and the form model of a field's
// arguments (PRODUCT.md §4 "Argument inputs, chosen from the schema", ui.md §4.1–4.2, issue 7).
//
// Scalars are matched by name, case-insensitively: a client has nothing else to go on (Yoga:
// "the name of the scalar doesn't matter"). Where two ecosystems use one name in different cases
// (Hasura's `timestamp`, `time` vs graphql-scalars' `Timestamp`, `Time`) the exact case decides.
// Unknown custom scalars get a raw text field with the description as help. Leaves out:
// `specifiedByURL`-based guessing, per-scalar plugins.
import {
  astFromValue,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  valueFromASTUntyped,
  type GraphQLArgument,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
} from 'graphql';
import {
  BIGINT_SCALARS,
  BOUNDED_NUMBER_SCALARS,
  COLOR_SCALAR_FORMATS,
  DATE_SCALARS,
  DATETIME_SCALARS,
  DECIMAL_SCALARS,
  DURATION_SCALARS,
  EMAIL_SCALARS,
  EXACT_CASE_SCALARS,
  FILE_SCALARS,
  INT32_MAX,
  INT32_MIN,
  JSON_SCALARS,
  LOCAL_DATETIME_SCALARS,
  LOCAL_TIME_SCALARS,
  OBJECT_ID_SCALARS,
  PHONE_SCALARS,
  RATING_MAX_SCALE,
  RATING_MAX_STARS,
  RATING_NAME_WORDS,
  SCALAR_NAME_SUFFIXES,
  SCALELESS_RATING_WORDS,
  TIME_WITH_OFFSET_SCALARS,
  TIMESTAMP_SCALARS,
  ULID_SCALARS,
  URL_SCALARS,
  UUID_SCALARS,
} from './constants.ts';
import { enumValueLabel, humanize, isNamed, lastWordIs } from './names.ts';
import { isSecretName } from './secret-names.ts';

/** One choice of an enum select or tag suggestion list. */
export interface EnumOption {
  /** The enum value's name, which is what goes on the wire. */
  value: string;
  /** `ROCK_MUSIC` → "Rock music". */
  label: string;
  description: string | null;
  deprecationReason: string | null;
}

/**
 * What a text widget holds, so the UI can pick the input type, pattern or keyboard. Identifiers
 * have one format each (`uuid`, `object-id` for MongoDB's 24 hex characters, `ulid` for 26
 * Crockford base32 characters). Colours have one format per graphql-scalars notation (`#fff`,
 * `rgb(…)`, `rgba(…)`, `hsl(…)`, `hsla(…)`); `color` is a colour scalar of unknown notation,
 * taken as any text.
 */
export type TextFormat =
  | 'plain' | 'uuid' | 'object-id' | 'ulid' | 'tel' | 'duration'
  | 'hex-color' | 'rgb-color' | 'rgba-color' | 'hsl-color' | 'hsla-color' | 'color';

/**
 * How a date-time widget's value goes on the wire: `rfc3339` (with an offset, `DateTime`),
 * `local` (no offset, `LocalDateTime`), `epoch-ms` (a number, graphql-scalars `Timestamp`).
 */
export type DateTimeEncoding = 'rfc3339' | 'local' | 'epoch-ms';

interface WidgetBase {
  /** The input type is non-null. (Whether the user must fill it also depends on a default: see {@link FormField.required}.) */
  required: boolean;
  /** The input type as written in SDL, e.g. `[String!]!`. */
  typeLabel: string;
}

/**
 * The widget for one GraphQL input type, a discriminated union on `kind` (PRODUCT.md §4):
 * `text`, `id`, `url`, `email` (text fields); `number` (integer or finite float with bounds);
 * `bigint` (digits kept as a string); `rating` (stars); `switch`; `select` (enum);
 * `date`, `datetime`, `time`; `file`, `files` (uploads); `json` (validated text area);
 * `tags` (a list of scalars or enums); `object` (a nested fieldset; its fields are in the form
 * model); `list` (repeatable rows of `item`).
 */
export type InputWidget =
  | (WidgetBase & { kind: 'text'; scalar: string; format: TextFormat })
  | (WidgetBase & { kind: 'id'; scalar: string })
  | (WidgetBase & { kind: 'url'; scalar: string })
  | (WidgetBase & { kind: 'email'; scalar: string })
  | (WidgetBase & { kind: 'number'; scalar: string; isInteger: boolean; min: number; max: number })
  | (WidgetBase & { kind: 'bigint'; scalar: string; isDecimal: boolean })
  | (WidgetBase & { kind: 'rating'; scalar: string; max: number })
  | (WidgetBase & { kind: 'switch' })
  | (WidgetBase & { kind: 'select'; enumName: string; options: EnumOption[] })
  | (WidgetBase & { kind: 'date'; scalar: string })
  | (WidgetBase & { kind: 'datetime'; scalar: string; encoding: DateTimeEncoding })
  | (WidgetBase & { kind: 'time'; scalar: string; hasOffset: boolean })
  | (WidgetBase & { kind: 'file'; scalar: string; sizeLimit: SizeLimit | null })
  | (WidgetBase & { kind: 'files'; scalar: string; itemRequired: boolean; sizeLimit: SizeLimit | null })
  | (WidgetBase & { kind: 'json'; scalar: string })
  | (WidgetBase & { kind: 'tags'; item: InputWidget; suggestions: string[] })
  | (WidgetBase & { kind: 'object'; typeName: string; isOneOf: boolean })
  | (WidgetBase & { kind: 'list'; item: InputWidget });

/**
 * A file size limit its description states ("images up to 10 MB"): the bytes, read as binary
 * units (a megabyte is 1,048,576 bytes, the larger reading, so no file the server takes is
 * refused), and the stated text for messages (issue 16: refuse before sending, in words).
 */
export interface SizeLimit {
  bytes: number;
  /** As stated, e.g. "10 MB". */
  text: string;
}

/** "up to 10 MB", "at most 500 KB", "max 2 GB", "limit of 1.5 MB", "under 1 GiB". */
const STATED_SIZE = /\b(?:up to|at most|max(?:imum)?|limit(?: of)?|under)\s*(\d+(?:\.\d+)?)\s*([KMG])i?B\b/i;

function statedSizeLimit(description: string | null): SizeLimit | null {
  const match = description ? STATED_SIZE.exec(description) : null;
  if (!match) return null;
  const unit = match[2]!.toUpperCase();
  return { bytes: Math.floor(Number(match[1]) * 1024 ** ' KMG'.indexOf(unit)), text: `${match[1]} ${unit}B` };
}

/** The `kind` of every {@link InputWidget}. */
export type InputWidgetKind = InputWidget['kind'];

type ScalarWidget = Exclude<InputWidget, { kind: 'select' | 'tags' | 'object' | 'list' | 'files' }>;
type ScalarShape = ScalarWidget extends infer W ? (W extends ScalarWidget ? Omit<W, 'required' | 'typeLabel'> : never) : never;

/** Item widgets a tag input can hold: short single-line values. */
const TAG_ITEM_KINDS: ReadonlySet<InputWidgetKind> = new Set(['text', 'id', 'url', 'email', 'number', 'bigint', 'rating', 'select']);

/** A stated small scale in a description: "1–5", "0 to 10", "between 1 and 10", "out of 5". */
const STATED_SCALE = /\b[01]\s*(?:-|–|—|\.\.|to)\s*(\d+)\b|\bbetween\s+[01]\s+and\s+(\d+)\b|\bout\s+of\s+(\d+)\b/i;

function statedScaleMax(description: string | null): number | null {
  const match = description ? STATED_SCALE.exec(description) : null;
  const max = match ? (match[1] ?? match[2] ?? match[3]) : undefined;
  return max === undefined ? null : Number(max);
}

/**
 * The stars for an integer input named like a rating (PRODUCT.md §4), or null for a number input.
 * The scale is the one its description states ("1–10", "out of 5"); without one, rating and stars
 * mean 5 stars and a score (often 0–100) stays a number. Stars only when the scale is 2 to
 * RATING_MAX_SCALE and the scalar's bounds allow every star (a NegativeInt rating stays a number).
 */
function ratingStars(argName: string, description: string | null, min: number, max: number): number | null {
  if (!lastWordIs(argName, RATING_NAME_WORDS)) return null;
  const stars = statedScaleMax(description) ?? (lastWordIs(argName, SCALELESS_RATING_WORDS) ? null : RATING_MAX_STARS);
  if (stars === null || stars < 2 || stars > RATING_MAX_SCALE) return null;
  return min <= 1 && max >= stars ? stars : null;
}

/**
 * True when `name` ends in `word` as a whole word: written as given (`AWSDate`, `AWSJSON`), or
 * after an underscore in any case (`sql_date`). `Candidate` does not end in the word `Date`.
 */
function endsWithWord(name: string, word: string): boolean {
  if (name.length <= word.length) return false;
  const tail = name.slice(-word.length);
  return name.charAt(name.length - word.length - 1) === '_' ? tail.toLowerCase() === word.toLowerCase() : tail === word;
}

function shapeForSuffix(scalar: string): ScalarShape | null {
  const kind = SCALAR_NAME_SUFFIXES.find(([word]) => endsWithWord(scalar, word))?.[1];
  switch (kind) {
    case 'file': return { kind: 'file', scalar, sizeLimit: null };
    case 'datetime': return { kind: 'datetime', scalar, encoding: 'rfc3339' };
    case 'date': return { kind: 'date', scalar };
    case 'time': return { kind: 'time', scalar, hasOffset: true };
    case 'json': return { kind: 'json', scalar };
    case 'url': return { kind: 'url', scalar };
    case 'email': return { kind: 'email', scalar };
    default: return null;
  }
}

function numberShape(scalar: string, argName: string, description: string | null, min: number, max: number, isInteger: boolean): ScalarShape {
  const stars = isInteger ? ratingStars(argName, description, min, max) : null;
  return stars === null ? { kind: 'number', scalar, isInteger, min, max } : { kind: 'rating', scalar, max: stars };
}

// Exact-case names first (Hasura vs graphql-scalars), then the case-insensitive constants.ts
// lists, then whole-word suffixes so vendor-prefixed scalars such as AWS AppSync's `AWSDateTime`,
// `AWSDate`, `AWSJSON`, `AWSURL`, `AWSEmail` are recognised too.
function scalarShape(scalar: string, argName: string, description: string | null): ScalarShape {
  const lower = scalar.toLowerCase();
  if (lower === 'int') return numberShape(scalar, argName, description, INT32_MIN, INT32_MAX, true);
  if (lower === 'float') return numberShape(scalar, argName, description, -Number.MAX_VALUE, Number.MAX_VALUE, false);
  if (lower === 'boolean') return { kind: 'switch' };
  if (lower === 'id') return { kind: 'id', scalar };
  if (lower === 'string') return { kind: 'text', scalar, format: 'plain' };
  const bounds = BOUNDED_NUMBER_SCALARS[lower];
  if (bounds) return numberShape(scalar, argName, description, ...bounds);
  const exact = Object.hasOwn(EXACT_CASE_SCALARS, scalar) ? EXACT_CASE_SCALARS[scalar] : undefined;
  if (exact === 'local-datetime') return { kind: 'datetime', scalar, encoding: 'local' };
  if (exact === 'local-time') return { kind: 'time', scalar, hasOffset: false };
  if (isNamed(lower, FILE_SCALARS)) return { kind: 'file', scalar, sizeLimit: null };
  if (isNamed(lower, DATETIME_SCALARS)) return { kind: 'datetime', scalar, encoding: 'rfc3339' };
  if (isNamed(lower, LOCAL_DATETIME_SCALARS)) return { kind: 'datetime', scalar, encoding: 'local' };
  if (isNamed(lower, TIMESTAMP_SCALARS)) return { kind: 'datetime', scalar, encoding: 'epoch-ms' };
  if (isNamed(lower, DATE_SCALARS)) return { kind: 'date', scalar };
  if (isNamed(lower, LOCAL_TIME_SCALARS)) return { kind: 'time', scalar, hasOffset: false };
  if (isNamed(lower, TIME_WITH_OFFSET_SCALARS)) return { kind: 'time', scalar, hasOffset: true };
  if (isNamed(lower, JSON_SCALARS)) return { kind: 'json', scalar };
  if (isNamed(lower, URL_SCALARS)) return { kind: 'url', scalar };
  if (isNamed(lower, EMAIL_SCALARS)) return { kind: 'email', scalar };
  if (isNamed(lower, BIGINT_SCALARS)) return { kind: 'bigint', scalar, isDecimal: false };
  if (isNamed(lower, DECIMAL_SCALARS)) return { kind: 'bigint', scalar, isDecimal: true };
  if (isNamed(lower, UUID_SCALARS)) return { kind: 'text', scalar, format: 'uuid' };
  if (isNamed(lower, OBJECT_ID_SCALARS)) return { kind: 'text', scalar, format: 'object-id' };
  if (isNamed(lower, ULID_SCALARS)) return { kind: 'text', scalar, format: 'ulid' };
  if (isNamed(lower, PHONE_SCALARS)) return { kind: 'text', scalar, format: 'tel' };
  if (isNamed(lower, DURATION_SCALARS)) return { kind: 'text', scalar, format: 'duration' };
  const color = Object.hasOwn(COLOR_SCALAR_FORMATS, lower) ? COLOR_SCALAR_FORMATS[lower] : undefined;
  if (color) return { kind: 'text', scalar, format: color };
  return shapeForSuffix(scalar) ?? { kind: 'text', scalar, format: 'plain' };
}

/** The options of an enum type, deprecated values last. */
function enumOptions(type: GraphQLEnumType): EnumOption[] {
  const options = type.getValues().map((value) => ({
    value: value.name,
    label: enumValueLabel(value.name),
    description: value.description ?? null,
    deprecationReason: value.deprecationReason ?? null,
  }));
  return [...options.filter((o) => o.deprecationReason === null), ...options.filter((o) => o.deprecationReason !== null)];
}

/**
 * Chooses the widget for an input type (PRODUCT.md §4 table, ui.md §4.1 name lists). `argName`
 * is the argument or input field name and `description` its schema description: an integer
 * named like a rating becomes stars when its scale allows (see {@link ratingStars}). Lists of
 * scalars or enums become tags (enum values as suggestions), lists of file scalars `files`,
 * lists of anything else repeatable rows; input objects a nested fieldset.
 */
export function widgetForInput(type: GraphQLInputType, argName: string, description: string | null = null): InputWidget {
  const required = isNonNullType(type);
  const typeLabel = String(type);
  const inner = getNullableType(type);
  if (isListType(inner)) {
    const item = widgetForInput(inner.ofType, argName, description);
    if (item.kind === 'file') return { kind: 'files', scalar: item.scalar, itemRequired: item.required, sizeLimit: item.sizeLimit, required, typeLabel };
    if (TAG_ITEM_KINDS.has(item.kind)) {
      const suggestions = item.kind === 'select' ? item.options.filter((o) => o.deprecationReason === null).map((o) => o.value) : [];
      return { kind: 'tags', item, suggestions, required, typeLabel };
    }
    return { kind: 'list', item, required, typeLabel };
  }
  if (isEnumType(inner)) return { kind: 'select', enumName: inner.name, options: enumOptions(inner), required, typeLabel };
  if (isInputObjectType(inner)) return { kind: 'object', typeName: inner.name, isOneOf: inner.isOneOf === true, required, typeLabel };
  if (isScalarType(inner)) {
    const shape = scalarShape(inner.name, argName, description);
    return shape.kind === 'file' ? { ...shape, sizeLimit: statedSizeLimit(description), required, typeLabel } : { ...shape, required, typeLabel };
  }
  // Unreachable for a valid schema; a raw text field is the safe fallback.
  return { kind: 'text', scalar: String(inner), format: 'plain', required, typeLabel };
}

/**
 * The default of an argument or input field as a plain JS value in its wire form (enum values
 * as names), or undefined when it has none. Reads the SDL default through `valueFromASTUntyped`;
 * for a schema built from introspection it prints the coerced value back to a literal first.
 */
export function defaultValueOf(input: GraphQLArgument | GraphQLInputField): unknown {
  if (input.defaultValue === undefined) return undefined;
  const literal = input.astNode?.defaultValue;
  if (literal) return valueFromASTUntyped(literal);
  try {
    const ast = astFromValue(input.defaultValue, input.type);
    return ast ? valueFromASTUntyped(ast) : undefined;
  } catch {
    return input.defaultValue;
  }
}

/** A description saying an empty value means something ("empty matches everything", "leave empty for all"). */
const EMPTY_MEANS_SOMETHING = /\bempty\b/i;
/** …unless it says the opposite ("must not be empty", "non-empty"). */
const EMPTY_REFUSED = /\b(?:not|never|non)[\s-]*(?:be\s+)?empty\b/i;

/**
 * True for a non-null `String` whose description says an empty value is meaningful, such as a
 * search text where "empty matches everything" (issue 16): the form sends "" for it instead of
 * asking for it, and does not mark it required.
 */
export function isEmptyAllowed(type: GraphQLInputType, description: string | null | undefined): boolean {
  const inner = getNullableType(type);
  return isNonNullType(type) && isScalarType(inner) && inner.name === 'String' && !!description && EMPTY_MEANS_SOMETHING.test(description) && !EMPTY_REFUSED.test(description);
}

/** One field of a generated form: an argument, or a field of a nested input object. */
export interface FormField {
  /** The argument or input field name (the key in the values object). */
  name: string;
  /** `createdAt` → "Created at". */
  label: string;
  /** The schema description, shown as help text. */
  help: string | null;
  /** The user must fill it: non-null and no schema default. */
  required: boolean;
  /** The schema default in wire form (enum names, plain objects), or undefined. */
  defaultValue: unknown;
  hasDefault: boolean;
  deprecationReason: string | null;
  widget: InputWidget;
  /** Named like a secret ({@link isSecretName}): the form masks it, the confirmation hides it. */
  isSecret: boolean;
  /**
   * For `object` widgets and lists of them (at any list depth): the input object each row holds,
   * else null. Its fields are built only when asked for ({@link inputFieldsOf}), one level at a
   * time, so a recursive filter (`where: { _and: [x_bool_exp!], _not: x_bool_exp }`) costs
   * nothing below what the user opened (issue 13 item 1).
   */
  inputObject: GraphQLInputObjectType | null;
  /**
   * A list of the very input object it sits in (`_and`/`_or` of a Hasura `x_bool_exp`,
   * PostGraphile's `and`/`or`): each item is one more condition.
   */
  isConditionList: boolean;
}

/** The form model of a root field's arguments (or any field's). */
export interface ArgumentForm {
  fieldName: string;
  /** Arguments in schema order, deprecated ones excluded. */
  fields: FormField[];
  /** Deprecated arguments, kept apart (ui.md §4.2, Explorer TODO #5). */
  deprecatedFields: FormField[];
}

function innermostInputObject(type: GraphQLInputType): GraphQLInputObjectType | null {
  let inner: GraphQLInputType = getNullableType(type);
  while (isListType(inner)) inner = getNullableType(inner.ofType);
  return isInputObjectType(inner) ? inner : null;
}

function formField(input: GraphQLArgument | GraphQLInputField, parent: GraphQLInputObjectType | null): FormField {
  const widget = widgetForInput(input.type, input.name, input.description ?? null);
  const defaultValue = defaultValueOf(input);
  const inputObject = innermostInputObject(input.type);
  return {
    name: input.name,
    label: humanize(input.name),
    help: input.description ?? null,
    required: isNonNullType(input.type) && defaultValue === undefined && !isEmptyAllowed(input.type, input.description),
    defaultValue,
    hasDefault: defaultValue !== undefined,
    deprecationReason: input.deprecationReason ?? null,
    widget,
    isSecret: isSecretName(input.name),
    inputObject,
    isConditionList: parent !== null && inputObject === parent && widget.kind === 'list',
  };
}

/** Built fields per input object: each type is built once, however often and deep it appears. */
const builtFields = new WeakMap<GraphQLInputObjectType, readonly FormField[]>();

/**
 * The fields of an input object as form fields, one level: nested input objects are not built
 * until asked for. Built once per type (the result is shared: treat it as read-only).
 */
export function buildInputObjectFields(type: GraphQLInputObjectType): readonly FormField[] {
  let fields = builtFields.get(type);
  if (!fields) {
    fields = Object.values(type.getFields()).map((field) => formField(field, type));
    builtFields.set(type, fields);
  }
  return fields;
}

/** The fields of an `object` field (or of each row of a list of them); [] for other widgets. */
export function inputFieldsOf(field: FormField): readonly FormField[] {
  return field.inputObject ? buildInputObjectFields(field.inputObject) : [];
}

/**
 * The argument form of a field: each argument with its widget, label, help, required flag and
 * default; deprecated arguments apart. Input objects' fields are built on demand
 * ({@link inputFieldsOf}), so the cost is the arguments alone, however deep the inputs go.
 */
export function buildArgumentForm(field: GraphQLField<unknown, unknown>): ArgumentForm {
  const all = field.args.map((arg) => formField(arg, null));
  return {
    fieldName: field.name,
    fields: all.filter((f) => f.deprecationReason === null),
    deprecatedFields: all.filter((f) => f.deprecationReason !== null),
  };
}
