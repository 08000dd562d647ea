// An argument form in a screen in miniature, for the form's tests and its containers' (object and
// list widgets): values in state, Run validates and "sends" only valid variables.
import '../setup/dom.ts';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { buildSchema, type GraphQLField } from 'graphql';
import { buildArgumentForm, formValuesToVariables, initialFormValues, type ArgumentForm as ArgumentFormModel, type FieldError, type FormValues } from '../../src/schema/index.ts';
import { ArgumentForm, type FormProblems } from '../../src/ui/inputs/argument-form.tsx';
import { accessibleName, render } from './interact.ts';

export interface Harness {
  values(): FormValues;
  sent: Array<Record<string, unknown>>;
}

export interface FormTarget {
  field: GraphQLField<unknown, unknown>;
  form: ArgumentFormModel;
}

/** The first Query field of `sdl` and its argument form, for a screen of its own. */
export function operation(sdl: string): FormTarget {
  const type = buildSchema(sdl).getQueryType()!;
  const target = Object.values(type.getFields())[0] as GraphQLField<unknown, unknown>;
  return { field: target, form: buildArgumentForm(target) };
}

/**
 * A screen in miniature: values in state, Run validates and "sends" only valid variables. As the
 * real screen does, every refused Run sets the errors anew (an empty list when only widgets object).
 */
export function renderForm(initial: FormValues | undefined, target: FormTarget) {
  const { field, form } = target;
  const start = initial ?? initialFormValues(form);
  const harness: Harness = { values: () => ({}), sent: [] };
  function Screen() {
    const [values, setValues] = useState<FormValues>(start);
    const [errors, setErrors] = useState<readonly FieldError[]>([]);
    const [problems, setProblems] = useState<FormProblems>({});
    harness.values = () => values;
    const run = () => {
      const result = formValuesToVariables(field, values);
      if (!result.ok || Object.keys(problems).length > 0) return setErrors(result.ok ? [] : result.errors);
      setErrors([]);
      harness.sent.push(result.variables);
    };
    return (
      <I18nProvider locale="en-US">
        <ArgumentForm fields={form.fields} values={values} onChange={setValues} errors={errors} onProblemsChange={setProblems} />
        <button type="button" onClick={run}>Run</button>
      </I18nProvider>
    );
  }
  const view = render(<Screen />);
  return { ...view, harness };
}

/** The trigger of the collapsible section whose name starts with `legend`. */
export function section(root: ParentNode, legend: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>('button[slot="trigger"]')].find((b) => accessibleName(b).startsWith(`${legend},`));
  if (!found) throw new Error(`no section "${legend}"`);
  return found;
}
export const isOpen = (trigger: HTMLElement) => trigger.getAttribute('aria-expanded') === 'true';
export const isShown = (el: Element) => el.closest('[hidden]') === null;
