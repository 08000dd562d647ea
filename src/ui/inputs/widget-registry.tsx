// Widget kind → component: the one place the argument form learns how to draw a kind of input
// (src/schema's InputWidget `kind`, PRODUCT.md §4 table). The mapped type makes a kind without an
// entry a compile error. Each entry adapts the form's raw value to its widget's props and passes
// the widget's wire value back; containers (object, list) render their nested fields through the
// form's `renderField`. The date, date-time and time pickers are `lazy()` here, so they stay out
// of the first screen (they pull in the calendar code).
import { Suspense, type ReactNode } from 'react';
import { lazyComponent } from '../hooks/index.ts';
import type { InputWidget, InputWidgetKind } from '../../schema/index.ts';
import { MAX_INT_32, MIN_INT_32 } from '../constants.ts';
import { EnumSelect } from './enum-select.tsx';
import { FileInput } from './file-input.tsx';
import type { WidgetSlot } from './form-state.ts';
import { JsonInput } from './json-input.tsx';
import { ListWidget } from './list-widget.tsx';
import { NumberInput } from './number-input.tsx';
import { ObjectWidget } from './object-widget.tsx';
import { RatingInput } from './rating-input.tsx';
import { SwitchInput } from './switch-input.tsx';
import { TagsInput, type TagItem } from './tags-input.tsx';
import { TextInput, type TextInputKind } from './text-input.tsx';

const DateInput = lazyComponent('date-input', () => import('./date-input.tsx').then((m) => m.DateInput));
const DateTimeInput = lazyComponent('date-time-input', () => import('./date-time-input.tsx').then((m) => m.DateTimeInput));
const TimeInput = lazyComponent('time-input', () => import('./time-input.tsx').then((m) => m.TimeInput));

type Entry<K extends InputWidgetKind> = (slot: WidgetSlot<Extract<InputWidget, { kind: K }>>) => ReactNode;

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

function Lazy({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<p className="facet-muted">{`Loading the ${label} field…`}</p>}>{children}</Suspense>;
}

/** A text-like kind's TextInput: the kind decides the keyboard, pattern and check. */
function textEntry(kindOf: (widget: never) => TextInputKind) {
  return ({ widget, field, value, onChange, common, onValidationChange }: WidgetSlot) => (
    <TextInput {...common} kind={kindOf(widget as never)} isSecret={field.isSecret} value={asString(value)} onChange={onChange} onValidationChange={onValidationChange} />
  );
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

/** Every widget kind's component. Add a kind's entry here, next to its rule in src/schema. */
export const WIDGET_REGISTRY: { [K in InputWidgetKind]: Entry<K> } = {
  text: textEntry((w: Extract<InputWidget, { kind: 'text' }>) => (w.format === 'plain' ? 'text' : w.format)),
  id: textEntry(() => 'id'),
  url: textEntry(() => 'url'),
  email: textEntry(() => 'email'),
  bigint: textEntry((w: Extract<InputWidget, { kind: 'bigint' }>) => (w.isDecimal ? 'decimal' : 'bigint')),
  number: ({ widget, field, value, onChange, common, onValidationChange }) =>
    // An Int secret (a PIN) is masked digits; formValuesToVariables makes it a number.
    field.isSecret && widget.isInteger ? (
      <TextInput {...common} kind="bigint" isSecret value={asString(value)} onChange={onChange} onValidationChange={onValidationChange} />
    ) : (
      <NumberInput {...common} kind={widget.isInteger ? 'Int' : 'Float'} {...numberBounds(widget)} value={asNumber(value)} onChange={onChange} onValidationChange={onValidationChange} />
    ),
  rating: ({ widget, value, onChange, common }) => <RatingInput {...common} max={widget.max} value={asNumber(value)} onChange={onChange} />,
  switch: ({ widget, value, onChange, common }) => (
    <SwitchInput {...common} isRequired={widget.required} value={typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : null} onChange={onChange} />
  ),
  select: ({ widget, value, onChange, common }) => <EnumSelect {...common} options={widget.options} value={typeof value === 'string' ? value : null} onChange={onChange} />,
  date: ({ value, onChange, common }) => (
    <Lazy label={common.label}>
      <DateInput {...common} value={asString(value)} onChange={onChange} />
    </Lazy>
  ),
  datetime: ({ widget, value, onChange, common }) => (
    <Lazy label={common.label}>
      <DateTimeInput {...common} encoding={widget.encoding} value={typeof value === 'number' ? value : asString(value)} onChange={onChange} />
    </Lazy>
  ),
  time: ({ widget, value, onChange, common }) => (
    <Lazy label={common.label}>
      <TimeInput {...common} granularity="second" isUtc={widget.hasOffset} value={asString(value)} onChange={onChange} />
    </Lazy>
  ),
  file: ({ widget, value, onChange, common, context }) => (
    <FileInput {...common} sizeLimit={widget.sizeLimit} value={typeof File !== 'undefined' && value instanceof File ? value : null} onChange={onChange} progress={context.progress} />
  ),
  files: ({ widget, value, onChange, common, context }) => (
    <FileInput {...common} sizeLimit={widget.sizeLimit} allowsMultiple value={asFiles(value)} onChange={onChange} progress={context.progress} />
  ),
  json: ({ widget, value, onChange, common, onValidationChange }) => (
    <JsonInput {...common} isObjectOnly={/object$/i.test(widget.scalar)} value={value ?? null} onChange={onChange} onValidationChange={onValidationChange} />
  ),
  tags: (slot) => {
    const { widget, field, value, onChange, common, onValidationChange } = slot;
    // Tags show every value in clear: a secret list gets one masked row per item instead.
    if (field.isSecret) return <ListWidget {...slot} widget={{ kind: 'list', item: widget.item, required: widget.required, typeLabel: widget.typeLabel }} />;
    const item = widget.item;
    const itemKind = item.kind === 'number' ? (item.isInteger ? 'int' : 'float') : item.kind === 'rating' ? 'int' : 'string';
    const enumValues = item.kind === 'select' ? item.options.map((o) => o.value) : undefined;
    const items = Array.isArray(value) ? (value as TagItem[]) : typeof value === 'string' && value !== '' ? value.split(',').map((s) => s.trim()) : [];
    return <TagsInput {...common} itemKind={itemKind} {...(enumValues ? { enumValues } : {})} value={items} onChange={onChange} onValidationChange={onValidationChange} />;
  },
  object: (slot) => <ObjectWidget {...slot} />,
  list: (slot) => <ListWidget {...slot} />,
};

/** The widget of one field, from the registry. */
export function renderWidget(slot: WidgetSlot): ReactNode {
  const entry = WIDGET_REGISTRY[slot.widget.kind] as (slot: WidgetSlot) => ReactNode;
  return entry(slot);
}
