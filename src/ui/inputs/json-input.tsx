// JSON editor for JSON-like scalars (JSON, JSONObject, Any, GeoJSON…): PRODUCT.md §4 "JSON-like
// scalar → text area validated as JSON"; ui.md §2.18 (objects allowed, syntax checked only,
// graphql/graphiql#4447). Built on react-aria-components' TextField + TextArea.
//
// Wire value: the parsed JSON value (object, array, string, number, boolean), sent as-is in the
// variables; an empty box emits null. The text is kept as typed: while it is not valid JSON
// nothing is emitted, `onValidationChange` reports the problem at once, and the message (with
// line and column when the JS engine gives a position) appears next to the field after the user
// leaves it.
import { useState } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Text } from 'react-aria-components/Text';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField } from 'react-aria-components/TextField';
import { JSON_INDENT_SPACES } from '../constants.ts';
import { FieldLabel } from './field-label.tsx';
import { useValidationReport } from './use-validation-report.ts';
import { fieldState, type FieldProps } from './field-props.ts';

export interface JsonInputProps extends FieldProps {
  label: string;
  value: unknown;
  onChange(value: unknown): void;
  /** JSONObject-like scalars: only an object ({…}) is accepted. @default false */
  isObjectOnly?: boolean;
  onValidationChange?(message: string | null): void;
  /** Visible text rows. @default 6 */
  rows?: number;
}

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; message: string; line?: number; column?: number };

/** Parses the box's text: empty → null; else JSON.parse with a readable, positioned message. */
export function parseJsonText(text: string, isObjectOnly = false): JsonParseResult {
  if (text.trim() === '') return { ok: true, value: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return describeJsonError(text, error instanceof Error ? error.message : String(error));
  }
  if (isObjectOnly && (value === null || typeof value !== 'object' || Array.isArray(value))) {
    return { ok: false, message: 'Enter a JSON object, e.g. {"key": "value"}' };
  }
  return { ok: true, value };
}

// Engines word this differently: V8 "… in JSON at position 7 (line 1 column 8)" (older V8: no
// line/column), Firefox "… at line 1 column 8 of the JSON data", Safari no position at all.
function describeJsonError(text: string, raw: string): JsonParseResult {
  let line: number | undefined;
  let column: number | undefined;
  const lineColumn = /line (\d+) column (\d+)/.exec(raw);
  const position = /at position (\d+)/.exec(raw);
  if (lineColumn) {
    line = Number(lineColumn[1]);
    column = Number(lineColumn[2]);
  } else if (position || /unexpected end/i.test(raw)) {
    ({ line, column } = lineAndColumn(text, position ? Number(position[1]) : text.length));
  }
  const reason = raw
    .replace(/^JSON\.parse: /, '')
    .replace(/,? "[\s\S]*" is not valid JSON$/, '')
    .replace(/ (in JSON )?at position \d+.*$/, '')
    .replace(/ at line \d+ column \d+.*$/, '')
    .replace(/^JSON Parse error: /, '');
  const where = line !== undefined ? ` at line ${line}, column ${column}` : '';
  return { ok: false, message: `Invalid JSON${where}: ${reason}`, line, column };
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

function format(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value, null, JSON_INDENT_SPACES);
}

function isSameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export function JsonInput(props: JsonInputProps) {
  const { label, value, onChange, isObjectOnly = false, description, isRequired = false,
    isDisabled = false, errorMessage, onValidationChange, name, rows = 6 } = props;
  const [text, setText] = useState(() => format(value));
  const [lastValue, setLastValue] = useState(value);
  const [isTouched, setTouched] = useState(false);
  const parsed = parseJsonText(text, isObjectOnly);
  if (value !== lastValue) {
    // A new value from outside (not the one we just emitted): show it, unless the text already means it.
    setLastValue(value);
    if (!parsed.ok || !isSameJson(parsed.value, value)) setText(format(value));
  }
  const ownMessage = parsed.ok ? null : parsed.message;
  useValidationReport(ownMessage, onValidationChange);
  const message = (isTouched ? ownMessage : null) ?? errorMessage ?? null;

  function change(next: string) {
    setText(next);
    const result = parseJsonText(next, isObjectOnly);
    if (result.ok && !isSameJson(result.value, value)) {
      setLastValue(result.value);
      onChange(result.value);
    }
  }

  return (
    <TextField
      className="facet-field facet-json-input"
      value={text}
      onChange={change}
      onBlur={() => setTouched(true)}
      {...fieldState(isRequired, isDisabled, message, name)}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <TextArea className="facet-input facet-textarea facet-json-textarea" rows={rows} spellCheck="false" />
      <Text slot="description" className="facet-description">
        {description}{description ? ' ' : null}JSON{isObjectOnly ? ' object' : ''}, e.g. {isObjectOnly ? '{"key": 1}' : '{"key": 1} or [1, 2]'}
      </Text>
      <FieldError className="facet-error">{message}</FieldError>
    </TextField>
  );
}
