/**
 * The generated argument form of an operation screen (PRODUCT.md §4 "Argument inputs, chosen from
 * the schema"): each FormField of src/schema's ArgumentForm becomes its widget — text, number,
 * rating, switch, enum select, date, date-time, time, file(s), JSON, tags — input objects become
 * nested fieldsets and lists of them repeatable fieldsets. Input objects nested deeper than two
 * levels are collapsible sections ("Address · 2 of 5 filled"), collapsed unless they hold a
 * value, an error, or a required field the form will ask for (an optional object left blank is
 * left out, so its required fields ask nothing), so nothing that needs the user is hidden. Required fields are marked, schema
 * defaults come in through `values`, descriptions are help text, deprecated arguments sit apart.
 * Fields named like secrets (FormField `isSecret`) are password inputs with a "Show" toggle: text
 * and ID as they are, an Int as a masked digit field (formValuesToVariables makes it a number), a
 * list as one masked row per item instead of tags.
 *
 * The values live with the screen (`values` / `onChange`): the form only maps them onto widgets.
 * Errors come from two places and both are shown next to their field: `errors` (what
 * formValuesToVariables found, addressed by path) and each widget's own check (a number out of
 * range, text that is not JSON), reported through `onProblemsChange` so the screen sends nothing
 * while any remains. The date widgets are loaded on demand (they pull in the calendar code).
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldError as SchemaFieldError, FormField, FormValues, InputWidget } from '../../schema/index.ts';
import { COLLAPSIBLE_FIELDSET_DEPTH, MAX_INT_32, MIN_INT_32 } from '../constants.ts';
import { EnumSelect } from './enum-select.tsx';
import { CollapsibleFieldset, Fieldset, RepeatableFieldset } from './fieldset.tsx';
import { FileInput } from './file-input.tsx';
import { JsonInput } from './json-input.tsx';
import { NumberInput } from './number-input.tsx';
import { RatingInput } from './rating-input.tsx';
import { SwitchInput } from './switch-input.tsx';
import { TagsInput, type TagItem } from './tags-input.tsx';
import { TextInput, type TextInputKind } from './text-input.tsx';

const DateInput = lazy(() => import('./date-input.tsx').then((m) => ({ default: m.DateInput })));
const DateTimeInput = lazy(() => import('./date-time-input.tsx').then((m) => ({ default: m.DateTimeInput })));
const TimeInput = lazy(() => import('./time-input.tsx').then((m) => ({ default: m.TimeInput })));

/** The default `errors`: one array for every render, so a new array always means a new check. */
const NO_ERRORS: readonly SchemaFieldError[] = [];

/** Widget problems by path key (see {@link pathKey}); a field absent from the map has none. */
export type FormProblems = Readonly<Record<string, string>>;

export interface ArgumentFormProps {
  /** The fields to render (an ArgumentForm's `fields`). */
  fields: readonly FormField[];
  /** Deprecated arguments, rendered apart under a disclosure. @default none */
  deprecatedFields?: readonly FormField[];
  values: FormValues;
  onChange(values: FormValues): void;
  /** Errors from formValuesToVariables, shown next to the field their path names. @default none */
  errors?: readonly SchemaFieldError[];
  /** Called with every widget's own validation problem whenever one changes. */
  onProblemsChange?(problems: FormProblems): void;
  /** Upload progress 0–1 of the pending operation, shown by the file inputs. */
  progress?: number | null;
  isDisabled?: boolean;
}

/** `['input', 'tags', 2]` → `input.tags.2`: how errors and problems are addressed. */
export function pathKey(path: ReadonlyArray<string | number>): string {
  return path.join('.');
}

interface Shared {
  errors: readonly SchemaFieldError[];
  /** Path keys of the fields whose widget reports a problem. */
  problemKeys: readonly string[];
  report(key: string, message: string | null): void;
  progress: number | null;
  isDisabled: boolean;
}

export function ArgumentForm(props: ArgumentFormProps) {
  const { fields, deprecatedFields = [], values, onChange, errors = NO_ERRORS, onProblemsChange, progress = null, isDisabled = false } = props;
  const problems = useRef<Record<string, string>>({});
  // Kept in state too: a collapsed section opens when a field inside it has a problem.
  const [problemKeys, setProblemKeys] = useState<readonly string[]>([]);
  const onProblems = useRef(onProblemsChange);
  onProblems.current = onProblemsChange;
  const report = useCallback((key: string, message: string | null) => {
    const had = problems.current[key];
    if ((had ?? null) === message) return;
    const next = { ...problems.current };
    if (message === null) delete next[key];
    else next[key] = message;
    problems.current = next;
    setProblemKeys(Object.keys(next));
    onProblems.current?.(next);
  }, []);
  const shared: Shared = { errors, problemKeys, report, progress, isDisabled };
  const set = (name: string, value: unknown) => onChange({ ...values, [name]: value });
  const render = (field: FormField) => (
    <Field key={field.name} field={field} path={[field.name]} value={values[field.name]} onChange={(v) => set(field.name, v)} shared={shared} />
  );

  if (fields.length === 0 && deprecatedFields.length === 0) return <p className="facet-muted">This operation takes no arguments.</p>;
  return (
    <div className="facet-argument-form">
      {fields.map(render)}
      {deprecatedFields.length > 0 ? (
        <details className="facet-deprecated-arguments">
          <summary>Deprecated arguments ({deprecatedFields.length})</summary>
          {deprecatedFields.map(render)}
        </details>
      ) : null}
    </div>
  );
}

interface FieldProps {
  field: FormField;
  path: Array<string | number>;
  value: unknown;
  onChange(value: unknown): void;
  shared: Shared;
  /**
   * The object holding this field will be sent (it is filled, or required all the way up), so its
   * required fields must be filled; an optional object left blank is left out instead. @default true
   */
  isParentSent?: boolean;
}

/** Errors addressed to this field: exactly its path, or (for leaf widgets) anything below it. */
function messagesFor(errors: readonly SchemaFieldError[], path: ReadonlyArray<string | number>, includeBelow: boolean): string | null {
  const key = pathKey(path);
  const found = errors.filter((e) => {
    const k = pathKey(e.path);
    return k === key || (includeBelow && k.startsWith(`${key}.`));
  });
  return found.length > 0 ? found.map((e) => e.message).join(' ') : null;
}

function help(field: FormField): string | null {
  const parts = [field.help, field.widget.typeLabel, field.deprecationReason !== null ? `Deprecated: ${field.deprecationReason || 'no reason given'}` : null];
  return parts.filter(Boolean).join(' · ') || null;
}

function Field({ field, path, value, onChange, shared, isParentSent = true }: FieldProps) {
  const key = pathKey(path);
  const { report } = shared;
  const onValidationChange = useCallback((message: string | null) => report(key, message), [report, key]);
  // A field that goes away takes its problem with it.
  useEffect(() => () => report(key, null), [report, key]);
  const widget = field.widget;
  const isContainer = widget.kind === 'object' || widget.kind === 'list';
  const common = {
    label: field.label,
    description: help(field),
    isRequired: field.required,
    isDisabled: shared.isDisabled,
    errorMessage: messagesFor(shared.errors, path, !isContainer),
  };
  return (
    <div className="facet-form-field" data-path={key}>
      {renderWidget(widget, field, path, value, onChange, shared, common, onValidationChange, isParentSent)}
    </div>
  );
}

type Common = { label: string; description: string | null; isRequired: boolean; isDisabled: boolean; errorMessage: string | null };

function textKind(widget: InputWidget): TextInputKind {
  switch (widget.kind) {
    case 'id': return 'id';
    case 'url': return 'url';
    case 'email': return 'email';
    case 'bigint': return widget.isDecimal ? 'decimal' : 'bigint';
    case 'text': return widget.format === 'plain' ? 'text' : widget.format;
    default: return 'text';
  }
}

/**
 * The bounds a number widget adds to its kind's own range (Int: 32 bits; Float: finite): the
 * scalar's min and max where they are narrower, so `NegativeInt` gets a max of -1 and
 * `PositiveInt` a min of 1, shown while typing instead of only at Run.
 */
function numberBounds(widget: Extract<InputWidget, { kind: 'number' }>): { minValue?: number; maxValue?: number } {
  const [kindMin, kindMax] = widget.isInteger ? [MIN_INT_32, MAX_INT_32] : [-Number.MAX_VALUE, Number.MAX_VALUE];
  return {
    ...(widget.min > kindMin ? { minValue: widget.min } : {}),
    ...(widget.max < kindMax ? { maxValue: widget.max } : {}),
  };
}

function asString(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

function asFiles(value: unknown): File[] {
  return Array.isArray(value) ? value.filter((v): v is File => typeof File !== 'undefined' && v instanceof File) : [];
}

function renderWidget(
  widget: InputWidget,
  field: FormField,
  path: Array<string | number>,
  value: unknown,
  onChange: (value: unknown) => void,
  shared: Shared,
  common: Common,
  onValidationChange: (message: string | null) => void,
  isParentSent: boolean,
): ReactNode {
  switch (widget.kind) {
    case 'text':
    case 'id':
    case 'url':
    case 'email':
    case 'bigint':
      return <TextInput {...common} kind={textKind(widget)} isSecret={field.isSecret} value={asString(value)} onChange={onChange} onValidationChange={onValidationChange} />;
    case 'number': {
      if (field.isSecret && widget.isInteger) {
        return <TextInput {...common} kind="bigint" isSecret value={asString(value)} onChange={onChange} onValidationChange={onValidationChange} />;
      }
      return (
        <NumberInput
          {...common}
          kind={widget.isInteger ? 'Int' : 'Float'}
          {...numberBounds(widget)}
          value={asNumber(value)}
          onChange={onChange}
          onValidationChange={onValidationChange}
        />
      );
    }
    case 'rating':
      return <RatingInput {...common} max={widget.max} value={asNumber(value)} onChange={onChange} />;
    case 'switch':
      return <SwitchInput {...common} isRequired={widget.required} value={typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : null} onChange={onChange} />;
    case 'select':
      return <EnumSelect {...common} options={widget.options} value={typeof value === 'string' ? value : null} onChange={onChange} />;
    case 'date':
      return (
        <Lazy label={common.label}>
          <DateInput {...common} value={asString(value)} onChange={onChange} />
        </Lazy>
      );
    case 'datetime':
      return (
        <Lazy label={common.label}>
          <DateTimeInput {...common} encoding={widget.encoding} value={typeof value === 'number' ? value : asString(value)} onChange={onChange} />
        </Lazy>
      );
    case 'time':
      return (
        <Lazy label={common.label}>
          <TimeInput {...common} granularity="second" isUtc={widget.hasOffset} value={asString(value)} onChange={onChange} />
        </Lazy>
      );
    case 'file':
      return (
        <FileInput
          {...common}
          value={typeof File !== 'undefined' && value instanceof File ? value : null}
          onChange={onChange}
          progress={shared.progress}
        />
      );
    case 'files':
      return <FileInput {...common} allowsMultiple value={asFiles(value)} onChange={onChange} progress={shared.progress} />;
    case 'json':
      return <JsonInput {...common} isObjectOnly={/object$/i.test(widget.scalar)} value={value ?? null} onChange={onChange} onValidationChange={onValidationChange} />;
    case 'tags': {
      // Tags show every value in clear: a secret list gets one masked row per item instead.
      if (field.isSecret) {
        const rows: Extract<InputWidget, { kind: 'list' }> = { kind: 'list', item: widget.item, required: widget.required, typeLabel: widget.typeLabel };
        return <ListWidget field={field} widget={rows} path={path} value={value} onChange={onChange} shared={shared} common={common} />;
      }
      const item = widget.item;
      const itemKind = item.kind === 'number' ? (item.isInteger ? 'int' : 'float') : item.kind === 'rating' ? 'int' : 'string';
      const enumValues = item.kind === 'select' ? item.options.map((o) => o.value) : undefined;
      const items = Array.isArray(value) ? (value as TagItem[]) : typeof value === 'string' && value !== '' ? value.split(',').map((s) => s.trim()) : [];
      return (
        <TagsInput
          {...common}
          itemKind={itemKind}
          {...(enumValues ? { enumValues } : {})}
          value={items}
          onChange={onChange}
          onValidationChange={onValidationChange}
        />
      );
    }
    case 'object':
      return <ObjectWidget field={field} path={path} value={value} onChange={onChange} shared={shared} common={common} isParentSent={isParentSent} />;
    case 'list':
      return <ListWidget field={field} widget={widget} path={path} value={value} onChange={onChange} shared={shared} common={common} />;
  }
}

function Lazy({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<p className="facet-muted">{`Loading the ${label} field…`}</p>}>{children}</Suspense>;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Fresh values for an input object: its fields' schema defaults. */
function objectDefaults(fields: readonly FormField[] | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields ?? []) if (f.hasDefault) out[f.name] = f.defaultValue;
  return out;
}

interface ContainerProps {
  field: FormField;
  path: Array<string | number>;
  value: unknown;
  onChange(value: unknown): void;
  shared: Shared;
  common: Common;
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

/** True when an error or a widget problem is addressed to `path` or to anything inside it. */
function hasErrorWithin(path: ReadonlyArray<string | number>, shared: Shared): boolean {
  const key = pathKey(path);
  const within = (k: string) => k === key || k.startsWith(`${key}.`);
  return shared.errors.some((e) => within(pathKey(e.path))) || shared.problemKeys.some(within);
}

function ObjectWidget({ field, path, value, onChange, shared, common, isParentSent }: ContainerProps & { isParentSent: boolean }) {
  // A recursive input object (where: { AND: [Where!] }) is not expanded again: JSON instead.
  if (field.fields === null) {
    return (
      <JsonInput
        {...common}
        description={[common.description, 'This input repeats inside itself: enter it as a JSON object.'].filter(Boolean).join(' · ')}
        isObjectOnly
        value={value ?? null}
        onChange={onChange}
      />
    );
  }
  const record = asRecord(value);
  // Sent when filled, or required inside an object that is sent (formValuesToVariables leaves
  // out an optional input object left blank, required fields and all).
  const isSent = isFilled(value) || (field.required && isParentSent);
  // @oneOf: the server takes exactly one field; formValuesToVariables reports any other count.
  const isOneOf = field.widget.kind === 'object' && field.widget.isOneOf;
  const oneOfHint = isOneOf ? `Fill in exactly one of: ${field.fields.map((inner) => inner.label).join(', ')}.` : null;
  const description = [common.description, oneOfHint].filter(Boolean).join(' · ') || undefined;
  const inners = field.fields.map((inner) => (
    <Field
      key={inner.name}
      field={inner}
      path={[...path, inner.name]}
      value={record[inner.name]}
      onChange={(v) => onChange({ ...record, [inner.name]: v })}
      shared={shared}
      isParentSent={isSent}
    />
  ));
  const group = { label: common.label, description, isRequired: common.isRequired, errorMessage: common.errorMessage };
  // One path segment per fieldset around it: a list adds two (its own and the item's).
  if (path.length < COLLAPSIBLE_FIELDSET_DEPTH) return <Fieldset {...group}>{inners}</Fieldset>;
  const filled = field.fields.filter((inner) => isFilled(record[inner.name])).length;
  const hasError = hasErrorWithin(path, shared);
  // A required field deeper down is reached through required fields from here, so a direct one
  // stands for it: nothing that needs the user ends up inside a collapsed section.
  const asksForInput = isSent && field.fields.some((inner) => inner.required);
  return (
    <CollapsibleFieldset
      {...group}
      summary={`${filled} of ${field.fields.length} filled`}
      needsAttention={hasError || isFilled(value) || asksForInput}
      hasError={hasError}
      checkKey={shared.errors}
    >
      {inners}
    </CollapsibleFieldset>
  );
}

function ListWidget({ field, widget, path, value, onChange, shared, common }: ContainerProps & { widget: Extract<InputWidget, { kind: 'list' }> }) {
  const items = Array.isArray(value) ? value : [];
  const noun = field.label.toLowerCase();
  const itemField: FormField = { ...field, widget: widget.item, required: widget.item.required, hasDefault: false, defaultValue: undefined, help: null };
  return (
    <RepeatableFieldset<unknown>
      label={common.label}
      description={common.description}
      isRequired={common.isRequired}
      errorMessage={common.errorMessage}
      isDisabled={common.isDisabled}
      items={items}
      onChange={onChange}
      itemNoun={noun}
      createItem={() => (widget.item.kind === 'object' ? objectDefaults(field.fields) : widget.item.kind === 'list' || widget.item.kind === 'tags' ? [] : null)}
      renderItem={(item, index, setItem) => {
        // An input object item's fields go straight into the item's own fieldset (no second legend).
        if (widget.item.kind === 'object' && field.fields !== null) {
          const record = asRecord(item);
          return field.fields.map((inner) => (
            <Field
              key={inner.name}
              field={inner}
              path={[...path, index, inner.name]}
              value={record[inner.name]}
              onChange={(v) => setItem({ ...record, [inner.name]: v })}
              shared={shared}
            />
          ));
        }
        return <Field field={{ ...itemField, label: `${field.label} ${index + 1}` }} path={[...path, index]} value={item} onChange={setItem} shared={shared} />;
      }}
    />
  );
}
