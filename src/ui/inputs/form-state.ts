// What every field of a generated form shares with the form around it: how fields are addressed
// (paths), the errors and widget problems found so far, and how a field renders a field nested in
// it (so the container widgets need not import the form, and no import circle forms).
import type { ReactNode } from 'react';
import type { FieldError as SchemaFieldError, FormField, InputWidget } from '../../schema/index.ts';

/** Renders one nested field (a field of an input object, or a list item) at `path`. */
export type RenderField = (props: {
  field: FormField;
  path: Array<string | number>;
  value: unknown;
  onChange(value: unknown): void;
  /** The object holding the field will be sent (see ArgumentForm's Field). @default true */
  isParentSent?: boolean;
}) => ReactNode;

export interface FormContext {
  errors: readonly SchemaFieldError[];
  /** Path keys of the fields whose widget reports a problem. */
  problemKeys: readonly string[];
  report(key: string, message: string | null): void;
  progress: number | null;
  isDisabled: boolean;
  renderField: RenderField;
  /** Path keys of the input objects that start open (form-plan.ts); the others start collapsed. */
  startsOpen: ReadonlySet<string>;
}

/** What every widget of the form gets alike: label, help, required and disabled state, the form's message. */
export interface CommonProps {
  label: string;
  /** The field's help (FieldHelp: its description as Markdown, its deprecation), or null. */
  description: ReactNode;
  isRequired: boolean;
  isDisabled: boolean;
  errorMessage: string | null;
}

/** What a widget registry entry receives for one field (see widget-registry.tsx). */
export interface WidgetSlot<W extends InputWidget = InputWidget> {
  widget: W;
  field: FormField;
  path: Array<string | number>;
  value: unknown;
  onChange(value: unknown): void;
  common: CommonProps;
  /** Reports the widget's own problem (unparsable JSON, a number out of range), or null. */
  onValidationChange(message: string | null): void;
  context: FormContext;
  /** The object holding this field will be sent, so its required fields must be filled. */
  isParentSent: boolean;
}

/** `['input', 'tags', 2]` → `input.tags.2`: how errors and problems are addressed. */
export function pathKey(path: ReadonlyArray<string | number>): string {
  return path.join('.');
}

/** Errors addressed to this field: exactly its path, or (for leaf widgets) anything below it. */
export function messagesFor(errors: readonly SchemaFieldError[], path: ReadonlyArray<string | number>, includeBelow: boolean): string | null {
  const key = pathKey(path);
  const found = errors.filter((e) => {
    const k = pathKey(e.path);
    return k === key || (includeBelow && k.startsWith(`${key}.`));
  });
  return found.length > 0 ? found.map((e) => e.message).join(' ') : null;
}

/** True when an error or a widget problem is addressed to `path` or to anything inside it. */
export function hasErrorWithin(path: ReadonlyArray<string | number>, context: FormContext): boolean {
  const key = pathKey(path);
  const within = (k: string) => k === key || k.startsWith(`${key}.`);
  return context.errors.some((e) => within(pathKey(e.path))) || context.problemKeys.some(within);
}

/**
 * True for a value that will be sent: not empty text, not an empty list, not an object whose
 * fields are all empty. `false` and `0` are values; so are files.
 */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isFilled);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).some(isFilled);
  return true;
}

export function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
