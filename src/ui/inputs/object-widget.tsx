// An input object argument or field (PRODUCT.md §4 "input object → nested fieldset"): its fields
// grouped under a legend; from COLLAPSIBLE_FIELDSET_DEPTH down a collapsible section, collapsed
// unless it holds a value, an error, or a required field the form will ask for (an optional
// object left blank is left out, so its required fields ask nothing). A `@oneOf` object says it
// takes exactly one field.
import type { InputWidget } from '../../schema/index.ts';
import { COLLAPSIBLE_FIELDSET_DEPTH } from '../constants.ts';
import { CollapsibleFieldset, Fieldset } from './fieldset.tsx';
import { asRecord, hasErrorWithin, isFilled, type WidgetSlot } from './form-state.ts';
import { JsonInput } from './json-input.tsx';

export function ObjectWidget({ field, path, value, onChange, common, context, isParentSent }: WidgetSlot<Extract<InputWidget, { kind: 'object' }>>) {
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
  const inners = field.fields.map((inner) =>
    context.renderField({
      field: inner,
      path: [...path, inner.name],
      value: record[inner.name],
      onChange: (v) => onChange({ ...record, [inner.name]: v }),
      isParentSent: isSent,
    }),
  );
  const group = { label: common.label, description, isRequired: common.isRequired, errorMessage: common.errorMessage };
  // One path segment per fieldset around it: a list adds two (its own and the item's).
  if (path.length < COLLAPSIBLE_FIELDSET_DEPTH) return <Fieldset {...group}>{inners}</Fieldset>;
  const filled = field.fields.filter((inner) => isFilled(record[inner.name])).length;
  const hasError = hasErrorWithin(path, context);
  // A required field deeper down is reached through required fields from here, so a direct one
  // stands for it: nothing that needs the user ends up inside a collapsed section.
  const asksForInput = isSent && field.fields.some((inner) => inner.required);
  return (
    <CollapsibleFieldset
      {...group}
      summary={`${filled} of ${field.fields.length} filled`}
      needsAttention={hasError || isFilled(value) || asksForInput}
      hasError={hasError}
      checkKey={context.errors}
    >
      {inners}
    </CollapsibleFieldset>
  );
}
