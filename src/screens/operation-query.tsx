// `/query/:field`: the generated form, Run, the document, and the result (PRODUCT.md §3–4).
// Run always asks the network (network-only; running again refetches). A link that carries the
// field's arguments — or a field without arguments — runs at once, so reload reproduces the
// screen: its query starts in the first render, so a server render draws its answer and the
// browser hydrates the same answer from the embedded cache (issue 17). Paging a Relay connection or an offset list writes the new variables into the form and
// the URL and fetches that page.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { useLocation } from 'wouter';
import type { GraphQLSchema } from 'graphql';
import { detectPagination, formValuesToVariables, humanize, initialFormValues, type ArgumentForm, type PaginationShape } from '../schema/index.ts';
import { midSentence } from '../ui/format/format-label.ts';
import type { QueryHandle } from '../store/index.ts';
import { ErrorBoundary } from '../ui/feedback/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { useStarted } from '../ui/hooks/index.ts';
import { ResultView } from '../ui/results/index.ts';
import { DocumentPanel, OperationArguments, OperationHeader, adoptToken, useOperationForm, type RootField } from './operation-common.tsx';

type Data = Record<string, unknown>;

export function QueryOperation({ schema, field }: { schema: GraphQLSchema; field: RootField }) {
  useSignals();
  const { store } = useApp();
  const op = useOperationForm('query', field, schema, store);
  const shape = useMemo(() => detectPagination(field), [field]);
  // Arriving with this field's valid arguments in the URL (or with none to give): run at once
  // (the handle starts when this screen is mounted; on the server as it is made).
  const [arrival] = useState(() => {
    if (!op.hadUrlArguments && field.args.length > 0) return null;
    const result = formValuesToVariables(field, op.values);
    if (!result.ok) return null;
    const text = op.document.text;
    return { handle: store.query<Data>(text, result.variables, { fetchPolicy: 'network-only' }), text, variables: result.variables };
  });
  const [handle, setHandle] = useState<QueryHandle<Data> | null>(arrival?.handle ?? null);
  useStarted(handle); // a new Run's handle starts as the previous one stops
  const owned = useRef<{ handle: QueryHandle<Data>; text: string } | null>(arrival && { handle: arrival.handle, text: arrival.text });
  const runRef = useRef<HTMLButtonElement>(null);
  const [isCancelled, setCancelled] = useState(false);
  const [, navigate] = useLocation();

  function send(variables: Record<string, unknown>) {
    setCancelled(false);
    op.writeUrl(variables);
    const current = owned.current;
    if (current && current.text === op.document.text) {
      const isSame = JSON.stringify(current.handle.variables.peek()) === JSON.stringify(variables);
      void (isSame ? current.handle.refetch() : current.handle.setVariables(variables));
      return;
    }
    const next = store.query<Data>(op.document.text, variables, { fetchPolicy: 'network-only' });
    owned.current = { handle: next, text: op.document.text };
    setHandle(next);
  }

  function run(event?: FormEvent) {
    event?.preventDefault();
    const result = op.validate();
    if (result.ok) send(result.variables);
  }

  // The arrival's run writes its URL as every run does; arguments that did not validate say why.
  useEffect(() => {
    if (arrival) {
      op.writeUrl(arrival.variables);
      return;
    }
    if (!op.hadUrlArguments && field.args.length > 0) return;
    const result = op.validate(!op.hadUrlArguments);
    if (result.ok) send(result.variables);
    // Only on arrival: later runs are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function changePage(next: Record<string, unknown>) {
    op.setValues((values) => {
      const merged = { ...values };
      for (const key of new Set([...Object.keys(values), ...Object.keys(next)])) {
        if (field.args.some((arg) => arg.name === key) && (key in next || isPagingArgument(key))) merged[key] = next[key];
      }
      return merged;
    });
    send(next);
  }

  // A refused argument (limit above the server's maximum…) is marked on its field too.
  const graphqlErrors = handle?.graphqlErrors.value;
  useEffect(() => {
    if (graphqlErrors?.length) op.showServerErrors(graphqlErrors);
    // op changes identity every render; the errors are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [graphqlErrors]);

  /** Nothing waits forever (issue 12): the user can stop a slow answer; Run takes the focus back. */
  function cancel() {
    handle?.cancel();
    setCancelled(true);
    runRef.current?.focus();
  }

  const isLoading = handle?.loading.value ?? false;
  const isPaged = shape.kind === 'relay' || shape.kind === 'offset';
  const sent = handle?.variables.value ?? null;
  const filters = sent ? filtersSet(op.form, shape, sent) : [];
  /** Clears the filters set and runs again (an empty list's next step). */
  function clearFilters() {
    const starting = initialFormValues(op.form);
    const names = filters.map((f) => f.name);
    op.setValues((values) => ({ ...values, ...Object.fromEntries(names.map((name) => [name, starting[name]])) }));
    send(Object.fromEntries(Object.entries(sent ?? {}).filter(([name]) => !names.includes(name))));
  }

  return (
    <section aria-labelledby="operation-heading" className="facet-operation">
      <OperationHeader kind="query" field={field} />
      {/* A list's result takes the full width under the form (screens.css). */}
      <div className="facet-operation-body" data-list={shape.kind !== 'none' || undefined}>
      <div className="facet-operation-inputs">
      <OperationArguments op={op} field={field} onSubmit={run}>
        <Button ref={runRef} type="submit" className="facet-button facet-button-primary">
          Run
        </Button>
        {isLoading ? (
          <Button className="facet-button" onPress={cancel}>
            Cancel
          </Button>
        ) : null}
        {isCancelled && !isLoading ? <span role="status">Cancelled: nothing more is awaited; your inputs are kept.</span> : null}
      </OperationArguments>
      <DocumentPanel document={op.document} variables={op.shareable} />
      </div>
      {handle ? null : <FirstState form={op.form} shape={shape} fieldName={field.name} isList={String(field.type).startsWith('[')} />}
      {handle ? (
        <div className="facet-operation-output">
        {/* A result that throws while drawn becomes an alert; the form and its inputs stay (issue 12 item 5). */}
        <ErrorBoundary title="The result could not be shown" resetKeys={[handle.data.value, handle.error.value, handle.graphqlErrors.value]}>
        <ResultView
          fieldName={field.name}
          data={handle.data.value}
          error={handle.error.value}
          graphqlErrors={handle.graphqlErrors.value}
          isLoading={handle.loading.value}
          schema={schema}
          pager={isPaged && sent ? { shape, variables: sent, onVariablesChange: changePage } : null}
          onAdoptToken={(token) => adoptToken(store, token)}
          empty={{ filters: filters.map((f) => f.label), onClearFilters: clearFilters, searched: searchedFor(op.form, sent) }}
          onSignIn={store.session.isSignedIn.value ? null : () => navigate('/settings')}
        />
        </ErrorBoundary>
        </div>
      ) : null}
      </div>
    </section>
  );
}

const PAGING_ARGUMENTS = new Set(['first', 'after', 'last', 'before']);

/** Relay arguments a page change may clear (Previous swaps first/after for last/before). */
function isPagingArgument(name: string): boolean {
  return PAGING_ARGUMENTS.has(name);
}

/** The optional arguments set to something other than their default, paging left out: the filters an empty list names. */
function filtersSet(form: ArgumentForm, shape: PaginationShape, sent: Record<string, unknown>) {
  const paging = new Set([...PAGING_ARGUMENTS, ...(shape.kind === 'offset' ? [shape.limitArg, shape.offsetArg] : [])]);
  return form.fields.filter((f) => {
    const value = sent[f.name];
    if (isNonNull(f) || paging.has(f.name) || value === undefined || value === null) return false;
    if (Array.isArray(value) && value.length === 0) return false;
    return JSON.stringify(value) !== JSON.stringify(f.defaultValue);
  });
}

/** Non-null: the server needs a value (a schema default may make it not required in the form), so it is no filter to clear. */
function isNonNull(field: ArgumentForm['fields'][number]): boolean {
  return field.required || field.widget.required;
}

/** The required text arguments and what was sent in them ("Text “zzz”"): what an empty search was for. */
function searchedFor(form: ArgumentForm, sent: Record<string, unknown> | null): string[] {
  return form.fields.filter((f) => isNonNull(f) && typeof sent?.[f.name] === 'string').map((f) => `${midSentence(f.label)} “${String(sent![f.name])}”`);
}

/**
 * Before the first run, the result's place says what Run will show (issue 16 "a query screen
 * opens as a bare form"): a list (a page at a time when paged) or one record or value, and what to
 * fill in first.
 */
function FirstState({ form, shape, fieldName, isList }: { form: ArgumentForm; shape: PaginationShape; fieldName: string; isList: boolean }) {
  const name = midSentence(humanize(fieldName));
  const required = form.fields.filter((f) => f.required).map((f) => f.label);
  const shows =
    shape.kind === 'relay' || shape.kind === 'offset'
      ? `Run lists ${name} a page at a time, as cards or a table, with Next and Previous.`
      : shape.kind === 'list' || isList
        ? `Run lists ${name} as cards or a table; long lists are paged.`
        : `Run shows ${name} here.`;
  return (
    <section className="facet-first-state" aria-labelledby="first-state-heading">
      <h2 id="first-state-heading">Result</h2>
      <p>{shows}</p>
      <p className="facet-muted">{required.length ? `Fill in ${required.join(', ')} first; nothing is sent until you press Run.` : 'Nothing is sent until you press Run.'}</p>
    </section>
  );
}
