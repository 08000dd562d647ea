// What the three operation screens share (PRODUCT.md §3 "Operation screen"): the heading, the
// generated document with its way into /document, and the form state — values seeded from the
// schema defaults and the URL, validation before anything is sent, and the URL kept in step with
// what was sent, so reload or a shared link reproduces the screen. Tokens never reach the URL:
// variablesToUrl leaves out files and secret-named arguments (password, token…). Links stay under
// LINK_MAX_CHARS: longer values are left out of them, kept for the tab, and the screen says so.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { getNamedType, type GraphQLField, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import {
  argumentErrors,
  buildArgumentForm,
  buildOperationDocument,
  formValuesToVariables,
  initialFormValues,
  inputFieldsOf,
  variablesFromUrl,
  variablesToUrl,
  type ArgumentForm,
  type FieldError,
  type FormField,
  type FormValues,
  type OperationDocument,
  type OperationKind,
} from '../schema/index.ts';
import type { Store } from '../store/index.ts';
import { Form } from 'react-aria-components/Form';
import { ArgumentForm as ArgumentFields, pathKey, type FormProblems } from '../ui/inputs/index.ts';
import { Markdown } from '../ui/format/markdown.tsx';
import { LINK_MAX_CHARS } from '../ui/constants.ts';
import { useFocusFirstInvalid } from '../ui/hooks/index.ts';
import { fitSearch, saveLinkDraft, withLinkDraft } from './link-length.ts';

export type RootField = GraphQLField<unknown, unknown>;

const KIND_LABELS: Record<OperationKind, string> = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

export function OperationHeader({ kind, field }: { kind: OperationKind; field: RootField }) {
  const typeName = getNamedType(field.type).name;
  return (
    <header className="facet-operation-header">
      <p className="facet-operation-kind">{KIND_LABELS[kind]}</p>
      <h1 id="operation-heading">{field.name}</h1>
      <Markdown text={field.description} className="facet-operation-description" />
      {field.deprecationReason != null ? <p className="facet-operation-deprecated">Deprecated: {field.deprecationReason || 'no reason given'}</p> : null}
      <p className="facet-operation-returns">
        Returns{' '}
        <Link href={`/type/${encodeURIComponent(typeName)}`} className="facet-link">
          <code>{String(field.type)}</code>
        </Link>
      </p>
    </header>
  );
}

/** The variables as a link may carry them: files and secret-named arguments left out. */
export function shareableVariables(field: RootField, variables: Record<string, unknown>): Record<string, unknown> {
  return variablesFromUrl(field, variablesToUrl(field, variables));
}

/** The `/document` address that opens `text` with `variables` in the document editor. */
export function documentEditorHref(text: string, variables: Record<string, unknown>): string {
  return `/document?query=${encodeURIComponent(text)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
}

export function DocumentPanel({ document, variables }: { document: OperationDocument; variables: Record<string, unknown> }) {
  return (
    <details className="facet-document-panel">
      <summary>Generated document</summary>
      {/* Focusable so a keyboard can scroll it; a named region so that focus has a name. */}
      <pre className="facet-code" tabIndex={0} role="region" aria-label="Generated document">
        <code>{document.text}</code>
      </pre>
      <Link href={documentEditorHref(document.text, variables)} className="facet-link">
        Open in document editor
      </Link>
    </details>
  );
}

/**
 * Names the screen a query string was written for. Moving to another screen through the sidebar
 * keeps the query string (hash routing changes only the fragment), so without it one operation's
 * `id=e1` would pre-fill another's. A `-` never occurs in a GraphQL name, so it is never an argument.
 */
export const SCREEN_PARAM = 'facet-op';

function screenOf(kind: OperationKind, field: RootField): string {
  return `${kind}/${field.name}`;
}

/**
 * The search belongs to this screen when it names it, or (a hand-written link) names no screen
 * and every parameter in it is one of the field's arguments.
 */
function isOwnSearch(kind: OperationKind, field: RootField, search: string): boolean {
  const params = new URLSearchParams(search);
  const screen = params.get(SCREEN_PARAM);
  if (screen !== null) return screen === screenOf(kind, field);
  const names = [...params.keys()];
  return names.length > 0 && names.every((name) => field.args.some((arg) => arg.name === name));
}

/** A required Boolean starts off (a switch has no "not set" state). */
function startingValues(form: ArgumentForm): FormValues {
  const values = initialFormValues(form);
  for (const field of form.fields) {
    if (field.widget.kind === 'switch' && field.widget.required && values[field.name] === undefined) values[field.name] = false;
  }
  return values;
}

export interface OperationForm {
  kind: OperationKind;
  form: ArgumentForm;
  document: OperationDocument;
  values: FormValues;
  setValues: (update: (values: FormValues) => FormValues) => void;
  errors: readonly FieldError[];
  setProblems: (problems: FormProblems) => void;
  /** The URL held this field's arguments when the screen opened. */
  hadUrlArguments: boolean;
  /** Checks the values; shows errors next to the fields (unless `isQuiet`) and moves focus to the first. */
  validate(isQuiet?: boolean): { ok: true; variables: Record<string, unknown> } | { ok: false };
  /**
   * Puts the server's errors that name an argument next to its field, with a summary line; the
   * inputs stay as they are. Others are left to the result's alerts.
   */
  showServerErrors(graphqlErrors: readonly GraphQLFormattedError[]): void;
  /** Writes the sent variables into the URL (replacing the entry: a run is not a navigation). */
  writeUrl(variables: Record<string, unknown>): void;
  /** Shown under the Run button after a refused run: "2 arguments need attention: Limit, Id." */
  summary: string;
  /** Shown under the Run button when the link written leaves arguments out (too long for a link). */
  linkNote: string;
  /** The current values as a link may carry them (for the document editor), {} while invalid. */
  shareable: Record<string, unknown>;
  formRef: RefObject<HTMLFormElement | null>;
}

/** The labels along a path, so a nested field is named where it is: "Input › Address › Location › Latitude", "Venues 2 › Name". */
function labelOf(form: ArgumentForm, path: ReadonlyArray<string | number>): string {
  const labels: string[] = [];
  let fields: readonly FormField[] | null = [...form.fields, ...form.deprecatedFields];
  for (const part of path) {
    if (typeof part === 'number' || /^\d+$/.test(part)) {
      if (labels.length > 0) labels[labels.length - 1] += ` ${Number(part) + 1}`;
      continue;
    }
    const found: FormField | undefined = fields?.find((f) => f.name === part);
    labels.push(found?.label ?? part);
    fields = found ? inputFieldsOf(found) : null;
  }
  return labels.join(' › ');
}

function isFormattedError(error: unknown): error is GraphQLFormattedError {
  return error !== null && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string';
}

export function useOperationForm(kind: OperationKind, field: RootField, schema: GraphQLSchema, store: Store): OperationForm {
  const depth = store.settings.values.value.selectionDepth;
  const form = useMemo(() => buildArgumentForm(field), [field]);
  const document = useMemo(() => buildOperationDocument(schema, kind, field, { depth }), [schema, kind, field, depth]);
  const search = useSearch();
  const [fromUrl] = useState<FormValues>(() => (isOwnSearch(kind, field, search) ? variablesFromUrl(field, withLinkDraft(search)) : {}));
  const [values, setValuesState] = useState<FormValues>(() => ({ ...startingValues(form), ...fromUrl }));
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [summary, setSummary] = useState('');
  const [linkNote, setLinkNote] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const problems = useRef<FormProblems>({});
  const formRef = useRef<HTMLFormElement | null>(null);
  const [, navigate] = useLocation();

  useFocusFirstInvalid(formRef, focusRequest);

  const setValues = useCallback((update: (values: FormValues) => FormValues) => setValuesState(update), []);

  // Once an error shows, its field is checked again on every change, so "Required … got nothing"
  // goes as soon as the field is filled (issue 16); fields that showed nothing are not checked yet.
  useEffect(() => {
    if (errors.length === 0) return;
    const result = formValuesToVariables(field, values);
    const fresh = new Map((result.ok ? [] : result.errors).map((e) => [pathKey(e.path), e]));
    const still = errors.flatMap((e) => fresh.get(pathKey(e.path)) ?? []);
    if (still.length === errors.length && still.every((e, i) => e.message === errors[i]!.message)) return;
    setErrors(still);
    if (still.length === 0) setSummary('');
    // Only a change of the values re-checks: a new set of errors is what the last check found.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);
  const setProblems = useCallback((next: FormProblems) => {
    problems.current = next;
  }, []);

  function validate(isQuiet = false): { ok: true; variables: Record<string, unknown> } | { ok: false } {
    const result = formValuesToVariables(field, values);
    const widgetProblems = Object.keys(problems.current);
    const found = result.ok ? [] : result.errors;
    if (found.length === 0 && widgetProblems.length === 0 && result.ok) {
      setErrors([]);
      setSummary('');
      return { ok: true, variables: result.variables };
    }
    if (!isQuiet) {
      setErrors(found);
      const names = [...new Set([...found.map((e) => labelOf(form, e.path)), ...widgetProblems.map((k) => labelOf(form, k.split('.')))])];
      setSummary(`${names.length === 1 ? '1 argument needs' : `${names.length} arguments need`} attention: ${names.join(', ')}. Nothing was sent.`);
      setFocusRequest((n) => n + 1);
    }
    return { ok: false };
  }

  function showServerErrors(graphqlErrors: readonly GraphQLFormattedError[]): void {
    // A broken or hostile answer may hold anything here (`errors: "x"`, `[null]`, a message that is
    // an object): only well-formed errors are placed, the result's own alerts show the rest, and
    // the form is never what fails (issue 12 item 5).
    const wellFormed = Array.isArray(graphqlErrors) ? graphqlErrors.filter(isFormattedError) : [];
    const placed = argumentErrors(wellFormed, [...form.fields, ...form.deprecatedFields].map((f) => f.name));
    if (placed.length === 0) return;
    setErrors(placed);
    const names = [...new Set(placed.map((e) => labelOf(form, e.path)))];
    setSummary(`The server refused ${names.length === 1 ? '1 argument' : `${names.length} arguments`}: ${names.join(', ')}. Your inputs are kept.`);
  }

  function writeUrl(variables: Record<string, unknown>): void {
    const route = `/${kind}/${encodeURIComponent(field.name)}`;
    const screen = `${SCREEN_PARAM}=${screenOf(kind, field)}`;
    const fixedChars = `${globalThis.location?.origin ?? ''}${globalThis.location?.pathname ?? '/'}?&${screen}#${route}`.length;
    const fitted = fitSearch(variablesToUrl(field, variables), fixedChars);
    const search = fitted.search === '' && fitted.left.length === 0 ? '' : [fitted.search, screen].filter(Boolean).join('&');
    saveLinkDraft(search, fitted.left);
    const names = fitted.omitted.map((name) => labelOf(form, [name]));
    setLinkNote(names.length === 0 ? '' : `The link to this screen leaves out ${names.join(', ')}: too long for a link (links stay under ${LINK_MAX_CHARS.toLocaleString('en-US')} characters). ${names.length === 1 ? 'It stays' : 'They stay'} in the form, and in this tab after a reload.`);
    navigate(`${route}?${search}`, { replace: true });
  }

  const shareable = useMemo(() => {
    const result = formValuesToVariables(field, values);
    return result.ok ? shareableVariables(field, result.variables) : {};
  }, [field, values]);

  return {
    kind,
    form,
    document,
    values,
    setValues,
    errors,
    setProblems,
    hadUrlArguments: Object.keys(fromUrl).length > 0,
    validate,
    showServerErrors,
    writeUrl,
    summary,
    linkNote,
    shareable,
    formRef,
  };
}

/** The one "Use as sign-in token" handler, here too so the operation screens' imports stay put. */
export { adoptToken } from './adopt-token.ts';

/**
 * What the optional arguments are grouped under (issue 13 item 2): a query or subscription narrows
 * what comes back, so its optional arguments are filters; a mutation's change what it does.
 */
const OPTIONAL_GROUP_LABELS: Record<OperationKind, string> = { query: 'More filters', mutation: 'More options', subscription: 'More filters' };

/**
 * The argument form of an operation screen with its actions (Run, or Start and Stop) and, after a
 * refused run, the line saying which arguments need attention. The actions come right after the
 * required arguments, and the optional ones are grouped, collapsed, below them, so Run is never
 * below a long list of filters; Enter in any field submits.
 */
export function OperationArguments({ op, field, onSubmit, isDisabled, progress, children }: {
  op: OperationForm;
  field: RootField;
  onSubmit: (event: FormEvent) => void;
  isDisabled?: boolean;
  progress?: number | null;
  children: ReactNode;
}) {
  return (
    <Form ref={op.formRef} onSubmit={onSubmit} validationBehavior="aria" className="facet-operation-form" aria-label={`Arguments of ${field.name}`}>
      <ArgumentFields
        fields={op.form.fields}
        deprecatedFields={op.form.deprecatedFields}
        values={op.values}
        onChange={(values) => op.setValues(() => values)}
        errors={op.errors}
        onProblemsChange={op.setProblems}
        isDisabled={isDisabled}
        progress={progress}
        optionalGroupLabel={OPTIONAL_GROUP_LABELS[op.kind]}
        actions={
          <div className="facet-operation-actions">
            {children}
            {op.summary ? <p role="alert" className="facet-error">{op.summary}</p> : null}
            {op.linkNote ? <p role="status" className="facet-link-note">{op.linkNote}</p> : null}
          </div>
        }
      />
    </Form>
  );
}
