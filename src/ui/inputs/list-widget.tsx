// A list of input objects or of lists (PRODUCT.md §4 "list of them → repeatable fieldsets"), and a
// secret list (one masked row per item instead of tags): one numbered fieldset per item, each
// item's fields drawn by the form. A list of the object it sits in (`_and`, `_or`) is a list of
// conditions: "Add condition" adds one level of the filter (issue 13 item 1).
import { inputFieldsOf, plural, type FormField, type InputWidget } from '../../schema/index.ts';
import { RepeatableFieldset } from './fieldset.tsx';
import { asRecord, type WidgetSlot } from './form-state.ts';

/** Fresh values for an input object: its fields' schema defaults. */
function objectDefaults(fields: readonly FormField[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (f.hasDefault) out[f.name] = f.defaultValue;
  return out;
}

export function ListWidget({ field, widget, path, value, onChange, common, context }: WidgetSlot<Extract<InputWidget, { kind: 'list' }>>) {
  const items = Array.isArray(value) ? value : [];
  const noun = field.isConditionList ? 'condition' : field.label.toLowerCase();
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
      itemNounPlural={plural(noun)}
      createItem={() => (widget.item.kind === 'object' ? objectDefaults(inputFieldsOf(field)) : widget.item.kind === 'list' || widget.item.kind === 'tags' ? [] : null)}
      renderItem={(item, index, setItem) => {
        // An input object item's fields go straight into the item's own fieldset (no second legend).
        if (widget.item.kind === 'object') {
          const record = asRecord(item);
          return inputFieldsOf(field).map((inner) =>
            context.renderField({
              field: inner,
              path: [...path, index, inner.name],
              value: record[inner.name],
              onChange: (v) => setItem({ ...record, [inner.name]: v }),
            }),
          );
        }
        return context.renderField({ field: { ...itemField, label: `${field.label} ${index + 1}` }, path: [...path, index], value: item, onChange: setItem });
      }}
    />
  );
}
