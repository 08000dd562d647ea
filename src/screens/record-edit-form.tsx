// The record page's Edit (issue 15 §2): the update mutation's form (ArgumentForm), pre-filled with
// the record's current values, saying which fields changed, and sending only those (src/schema's
// updateVariables; required inputs that did not change go with their current value, since the
// mutation refuses them missing). The key is the record's, so its arguments are not shown.
// A change is judged against the form's own reading of the record (the pre-filled values through
// the same conversion), so a date the form normalises differently is not a change until edited;
// an optional field the user empties is sent as null.
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import {
  buildArgumentForm,
  entityFor,
  findRootField,
  formValuesToVariables,
  humanize,
  keyVariables,
  updateVariables,
  variablesFromUrl,
  variablesToUrl,
  type FieldError,
  type FormValues,
} from '../schema/index.ts';
import type { GraphQLSchema } from 'graphql';
import { getNamedType, getNullableType, isInputObjectType, isLeafType, type GraphQLArgument, type GraphQLInputField } from 'graphql';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { useMutation } from '../ui/hooks/index.ts';
import { ArgumentForm } from '../ui/inputs/index.ts';
import { ResultAlerts } from '../ui/results/index.ts';

type Values = Record<string, unknown>;

export interface RecordEditFormProps {
  schema: GraphQLSchema;
  typeName: string;
  /** The update mutation's document (buildRecordDocuments). */
  document: string;
  record: Values;
  /** After a successful save. */
  onDone(): void;
  onCancel(): void;
}

function getPath(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Values)[part];
  }
  return current;
}

function withPath(target: Values, path: readonly string[], value: Values): Values {
  if (path.length === 0) return { ...target, ...value };
  const [head, ...rest] = path;
  const inner = target[head!];
  return { ...target, [head!]: withPath(inner !== null && typeof inner === 'object' ? (inner as Values) : {}, rest, value) };
}

/** The record's value for an input field: `title` → record.title, `venueId` → record.venue.id. */
function currentValue(record: Values, name: string): unknown {
  if (name in record) return record[name];
  const relation = /^(.+?)(?:Id|_id|ID)$/.exec(name)?.[1];
  const related = relation ? record[relation] : undefined;
  return related !== null && typeof related === 'object' && !Array.isArray(related) ? (related as Values).id : undefined;
}

function isEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function RecordEditForm({ schema, typeName, document, record, onDone, onCancel }: RecordEditFormProps) {
  useSignals();
  const { store } = useApp();
  const action = entityFor(schema, typeName)!.update!;
  const field = findRootField(schema, 'mutation', action.field)!;
  const valuesPath = action.values ?? [];
  const form = useMemo(() => buildArgumentForm(field), [field]);
  const keyNames = new Set(action.key.map((k) => k.variable[0]));
  // The inputs the form edits: the values object's leaf fields, filled from the record.
  const prefilled = useMemo<FormValues>(() => {
    const slots: readonly GraphQLInputField[] | null = (() => {
      let slots: ReadonlyArray<GraphQLArgument | GraphQLInputField> = field.args;
      for (const part of valuesPath) {
        const slot = slots.find((s) => s.name === part);
        const type = slot ? getNullableType(slot.type) : null;
        if (!type || !isInputObjectType(type)) return null;
        slots = Object.values(type.getFields());
      }
      return slots as readonly GraphQLInputField[];
    })();
    const current: Values = {};
    for (const slot of slots ?? []) {
      if (!isLeafType(getNamedType(slot.type))) continue;
      const value = currentValue(record, slot.name);
      if (value !== undefined && value !== null) current[slot.name] = value;
    }
    const variables = withPath(keyVariables(action.key, record) ?? {}, valuesPath, current);
    return variablesFromUrl(field, variablesToUrl(field, variables));
  }, [field, record, action, valuesPath]);
  const [values, setValues] = useState<FormValues>(prefilled);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const handle = useMutation<Values>(store, document);

  const baseline = useMemo(() => {
    const result = formValuesToVariables(field, prefilled);
    return result.ok ? ((getPath(result.variables, valuesPath) as Values | undefined) ?? {}) : {};
  }, [field, prefilled, valuesPath]);

  /** The update's variables for the current values, or the form's errors. */
  const pending = useMemo(() => {
    const result = formValuesToVariables(field, values);
    if (!result.ok) return { errors: result.errors, update: null };
    const edited = (getPath(result.variables, valuesPath) as Values | undefined) ?? {};
    const changes: Values = {};
    for (const name of new Set([...Object.keys(edited), ...Object.keys(baseline)])) {
      if (!isEqual(edited[name], baseline[name])) changes[name] = edited[name] === undefined ? null : edited[name];
    }
    return { errors: [], update: updateVariables(schema, typeName, record, changes) };
  }, [field, values, valuesPath, baseline, schema, typeName, record]);

  const changed = pending.update?.changed ?? [];
  const labels = changed.map((name) => humanize(name));

  function save(event: FormEvent) {
    event.preventDefault();
    if (pending.errors.length > 0 || !pending.update) {
      setErrors(pending.errors);
      return;
    }
    if (changed.length === 0) return;
    setErrors([]);
    void handle.execute(pending.update.variables).then((outcome) => {
      if (!outcome.error && outcome.graphqlErrors.length === 0) {
        store.notices.push({ kind: 'success', message: `Saved ${labels.join(', ')}` });
        onDone();
      } else {
        store.notices.push({ kind: 'error', message: `${action.field} failed: see the errors under the form; your edits are kept` });
      }
    });
  }

  // The key's own arguments are the record's and stay hidden; the values object opens at once.
  const fields = form.fields.filter((f) => !keyNames.has(f.name) || valuesPath[0] === f.name);
  return (
    <section className="facet-record-edit" aria-labelledby="record-edit-heading">
      <h2 id="record-edit-heading">Edit</h2>
      <Form onSubmit={save} validationBehavior="aria" className="facet-operation-form" aria-label={`Edit with ${action.field}`}>
        <ArgumentForm fields={fields} values={values} onChange={setValues} errors={errors} isDisabled={handle.pending.value} />
        <p role="status" className="facet-record-changed">
          {changed.length === 0 ? 'Nothing changed yet.' : `Changed: ${labels.join(', ')}. Only ${changed.length === 1 ? 'this field is' : 'these fields are'} sent.`}
        </p>
        <div className="facet-operation-actions">
          <Button type="submit" className="facet-button facet-button-primary" isDisabled={changed.length === 0 || handle.pending.value}>
            {handle.pending.value ? 'Saving…' : 'Save changes'}
          </Button>
          <Button className="facet-button" onPress={onCancel}>Cancel</Button>
        </div>
      </Form>
      <ResultAlerts error={handle.error.value} graphqlErrors={handle.graphqlErrors.value} />
    </section>
  );
}
