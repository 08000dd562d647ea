/**
 * The generated argument form of an operation screen (PRODUCT.md §4 "Argument inputs, chosen from
 * the schema"): each FormField of src/schema's ArgumentForm becomes its widget — text, number,
 * rating, switch, enum select, date, date-time, time, file(s), JSON, tags — input objects become
 * nested fieldsets and lists of them repeatable fieldsets. Input objects nested deeper than two
 * levels are collapsible sections ("Address · 2 of 5 filled"), collapsed unless they hold a
 * value, an error, or a required field the form will ask for (an optional object left blank is
 * left out, so its required fields ask nothing), so nothing that needs the user is hidden. Required fields are marked, schema
 * defaults come in through `values`, descriptions are help text drawn as Markdown (field-help.tsx),
 * each field's GraphQL type is a quiet detail after it, deprecated arguments sit apart.
 * Fields named like secrets (FormField `isSecret`) are password inputs with a "Show" toggle: text
 * and ID as they are, an Int as a masked digit field (formValuesToVariables makes it a number), a
 * list as one masked row per item instead of tags.
 *
 * The values live with the screen (`values` / `onChange`): the form only maps them onto widgets.
 * Errors come from two places and both are shown next to their field: `errors` (what
 * formValuesToVariables found, addressed by path) and each widget's own check (a number out of
 * range, text that is not JSON), reported through `onProblemsChange` so the screen sends nothing
 * while any remains. Which component draws which kind of input is
 * widget-registry.tsx's job; this file lays the fields out and gathers their problems.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldError as SchemaFieldError, FormField, FormValues } from '../../schema/index.ts';
import { fieldHelp, FieldType } from './field-help.tsx';
import { CollapsibleFieldset } from './fieldset.tsx';
import { planOpenObjects } from './form-plan.ts';
import { hasErrorWithin, isFilled, messagesFor, pathKey, type FormContext, type RenderField } from './form-state.ts';
import { renderWidget } from './widget-registry.tsx';

export { isFilled, pathKey } from './form-state.ts';

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
  /**
   * Groups the optional arguments in a collapsed section with this name ("More filters"), after
   * the required ones and `actions`, so Run sits right under what must be filled (issue 13
   * item 2). The section starts open when an optional argument holds a value other than its
   * default, and opens when an error lands inside. @default every argument in schema order
   */
  optionalGroupLabel?: string;
  /** Drawn after the required arguments, before the optional group (the Run button). @default none */
  actions?: ReactNode;
}

/** Holds a value the user (or a link) chose: filled, and not just the schema default. */
function isChosen(field: FormField, value: unknown): boolean {
  return isFilled(value) && JSON.stringify(value) !== JSON.stringify(field.defaultValue);
}

export function ArgumentForm(props: ArgumentFormProps) {
  const { fields, deprecatedFields = [], values, onChange, errors = NO_ERRORS, onProblemsChange, progress = null, isDisabled = false,
    optionalGroupLabel, actions = null } = props;
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
  // Planned once, from the values the form opens with: later the user decides what is open.
  const [startsOpen] = useState(() => planOpenObjects([...fields, ...deprecatedFields], values));
  const context: FormContext = { errors, problemKeys, report, progress, isDisabled, renderField, startsOpen };
  function renderField({ field, path, value, onChange: change, isParentSent = true }: Parameters<RenderField>[0]) {
    return <Field key={pathKey(path)} field={field} path={path} value={value} onChange={change} context={context} isParentSent={isParentSent} />;
  }
  const set = (name: string, value: unknown) => onChange({ ...values, [name]: value });
  const render = (field: FormField) => renderField({ field, path: [field.name], value: values[field.name], onChange: (v) => set(field.name, v) });

  const isGrouped = optionalGroupLabel !== undefined;
  const required = isGrouped ? fields.filter((f) => f.required) : fields;
  const optional = isGrouped ? fields.filter((f) => !f.required) : [];
  const chosen = optional.filter((f) => isChosen(f, values[f.name])).length;
  const hasOptionalError = optional.some((f) => hasErrorWithin([f.name], context));

  return (
    <div className="facet-argument-form">
      {fields.length === 0 && deprecatedFields.length === 0 ? <p className="facet-muted">This operation takes no arguments.</p> : null}
      {required.map(render)}
      {actions}
      {optional.length > 0 ? (
        <CollapsibleFieldset
          className="facet-more-arguments"
          label={`${optionalGroupLabel} (${optional.length})`}
          summary={chosen === 0 ? 'none set' : `${chosen} set`}
          needsAttention={chosen > 0 || hasOptionalError}
          hasError={hasOptionalError}
          checkKey={errors}
        >
          {() => optional.map(render)}
        </CollapsibleFieldset>
      ) : null}
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
  context: FormContext;
  /**
   * The object holding this field will be sent (it is filled, or required all the way up), so its
   * required fields must be filled; an optional object left blank is left out instead.
   */
  isParentSent: boolean;
}

function Field({ field, path, value, onChange, context, isParentSent }: FieldProps) {
  const key = pathKey(path);
  const { report } = context;
  const onValidationChange = useCallback((message: string | null) => report(key, message), [report, key]);
  // A field that goes away takes its problem with it.
  useEffect(() => () => report(key, null), [report, key]);
  const widget = field.widget;
  const isContainer = widget.kind === 'object' || widget.kind === 'list';
  const common = {
    label: field.label,
    description: fieldHelp(field),
    isRequired: field.required,
    isDisabled: context.isDisabled,
    errorMessage: messagesFor(context.errors, path, !isContainer),
  };
  return (
    <div className="facet-form-field" data-path={key}>
      {renderWidget({ widget, field, path, value, onChange, common, onValidationChange, context, isParentSent })}
      {/* A list's items share its type: said once, after the list. */}
      {typeof path[path.length - 1] === 'number' ? null : <FieldType typeLabel={widget.typeLabel} />}
    </div>
  );
}
