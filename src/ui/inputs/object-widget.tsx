// An input object argument or field (PRODUCT.md §4 "input object → nested fieldset"). Built
// lazily (issue 13 item 1): an object the form plan opens up front (required, or holding a value,
// while the form's field budget lasts; see form-plan.ts) shows its fields; any other starts as a
// collapsed section whose fields are neither built nor drawn until the user opens it, so a
// recursive filter (`_not: x_bool_exp`) grows one level per action. Open objects in the first two
// levels are plain fieldsets; from COLLAPSIBLE_FIELDSET_DEPTH down every object is a section. An
// error or widget problem inside opens a section. A `@oneOf` object says it takes exactly one
// field.
import { inputFieldsOf, type InputWidget } from '../../schema/index.ts';
import { COLLAPSIBLE_FIELDSET_DEPTH } from '../constants.ts';
import { CollapsibleFieldset, Fieldset } from './fieldset.tsx';
import { asRecord, hasErrorWithin, isFilled, pathKey, type WidgetSlot } from './form-state.ts';

export function ObjectWidget({ field, path, value, onChange, common, context, isParentSent }: WidgetSlot<Extract<InputWidget, { kind: 'object' }>>) {
  const record = asRecord(value);
  // Sent when filled, or required inside an object that is sent (formValuesToVariables leaves
  // out an optional input object left blank, required fields and all).
  const isSent = isFilled(value) || (field.required && isParentSent);
  const startsOpen = context.startsOpen.has(pathKey(path));
  // @oneOf: the server takes exactly one field; formValuesToVariables reports any other count.
  const oneOfHint = field.widget.kind === 'object' && field.widget.isOneOf ? `Fill in exactly one of: ${inputFieldsOf(field).map((inner) => inner.label).join(', ')}.` : null;
  const description = common.description && oneOfHint ? <>{common.description} {oneOfHint}</> : (common.description ?? oneOfHint);
  const inners = () =>
    inputFieldsOf(field).map((inner) =>
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
  if (startsOpen && path.length < COLLAPSIBLE_FIELDSET_DEPTH) return <Fieldset {...group}>{inners()}</Fieldset>;
  // Counted from the schema's own field map: a closed section builds no form fields.
  const total = field.inputObject ? Object.keys(field.inputObject.getFields()).length : 0;
  const filled = Object.values(record).filter(isFilled).length;
  const hasError = hasErrorWithin(path, context);
  return (
    <CollapsibleFieldset
      {...group}
      summary={`${filled} of ${total} filled`}
      needsAttention={startsOpen || hasError || isFilled(value)}
      hasError={hasError}
      checkKey={context.errors}
    >
      {inners}
    </CollapsibleFieldset>
  );
}
