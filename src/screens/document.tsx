// `/document`: any GraphQL document, its variables as JSON, and a picker of the operations it
// holds; Run sends the picked one as what it is — a query (results as cards and as JSON), a
// mutation (after a confirmation modal) or a subscription (a live feed) (PRODUCT.md §3, issue 6
// "/document"). The operation screens link here with `?query=…&variables=…`; the draft is kept by
// the store (store.documentDraft: per tab, saved a moment after typing stops, at once when the
// page is hidden or left), so a reload keeps what was typed and a link's text wins only when it
// is new.
//
// The operation list and the schema check read a deferred copy of the text, so typing never
// waits for parsing. Below the editor (ui/editor), the document is checked against the schema
// (graphql-js validation); problems are listed with their positions but do not block Run.
//
// Results get each root field's page shape from the schema (as the operation screens do), so a
// page object or a connection lists its items or nodes, paged on the client.
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { useSearch, type RouteComponentProps } from 'wouter';
import type { GraphQLSchema } from 'graphql';
import { destructiveVerbInText, documentSchemaProblems, listOperations, rootFieldShapes, type OperationSummary } from '../schema/index.ts';
import type { DocumentDraft, DocumentDraftStore, MutationHandle, QueryHandle, SubscriptionFeed } from '../store/index.ts';
import { DocumentEditor, OperationPicker, SchemaProblems } from '../ui/editor/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
// Lazily loaded with the screens that ask for confirmation, so not in the feedback room's list.
import { ConfirmModal } from '../ui/feedback/confirm-modal.tsx';
import { ErrorBoundary } from '../ui/feedback/index.ts';
import { JsonInput } from '../ui/inputs/index.ts';
import { ResultAlerts, ResultView } from '../ui/results/index.ts';
import { adoptToken } from './adopt-token.ts';
import { LiveEvents } from './live-events.tsx';
import { OutcomeUnknown } from './outcome-unknown.tsx';

/** What the editor holds; the variables are serialised only when the store saves them. */
interface LiveDraft {
  query: string;
  variables: unknown;
  source: string;
}

/**
 * Hands each change to the store's draft (which saves it a moment later), and has it saved at
 * once when the page is hidden (tab switch, reload, close: `pagehide` and `visibilitychange`) or
 * the editor unmounts.
 */
function useDraftSaving(draft: LiveDraft, drafts: DocumentDraftStore): void {
  const { query, variables, source } = draft;

  useEffect(() => {
    // Also the starting text: a link opened and left becomes the draft, as anything typed would.
    drafts.save({ query, variables, source });
  }, [query, variables, source, drafts]);

  useEffect(() => {
    const saveNow = () => drafts.flush();
    const onVisibilityChange = () => {
      if (globalThis.document?.visibilityState === 'hidden') saveNow();
    };
    globalThis.addEventListener?.('pagehide', saveNow);
    globalThis.document?.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      globalThis.removeEventListener?.('pagehide', saveNow);
      globalThis.document?.removeEventListener('visibilitychange', onVisibilityChange);
      saveNow();
    };
  }, [drafts]);
}

/** The draft to start from: the link's `query`/`variables` unless this very link was already being edited. */
function initialDraft(search: string, drafts: DocumentDraftStore): DocumentDraft & { linkProblem: string | null } {
  const params = new URLSearchParams(search);
  const linkQuery = params.get('query');
  const stored = drafts.read();
  if (linkQuery === null || (stored && stored.source === search)) {
    return stored ? { ...stored, linkProblem: null } : { query: '', variables: '', source: search, linkProblem: null };
  }
  const linkVariables = params.get('variables') ?? '';
  let variables = linkVariables;
  let linkProblem: string | null = null;
  if (linkVariables.trim() !== '') {
    try {
      variables = JSON.stringify(JSON.parse(linkVariables), null, 2);
    } catch {
      variables = '';
      linkProblem = 'The link’s variables were not valid JSON, so they were left out.';
    }
  }
  return { query: linkQuery, variables, source: search, linkProblem };
}

/** The operations of `text`; an empty document parses as `{__typename}` so it is not an error. */
function parseDocument(text: string) {
  const isEmpty = text.trim() === '';
  return { isEmpty, operations: listOperations(isEmpty ? '{__typename}' : text) };
}

type ParsedDocument = ReturnType<typeof parseDocument>;

/** The operations offered, the one picked (the first when the pick is gone), and whether it can run. */
function pickOperation({ isEmpty, operations }: ParsedDocument, pickedKey: string | null) {
  const list = operations.ok && !isEmpty ? operations.operations : [];
  const keys = list.map(operationKey);
  const selectedKey = pickedKey !== null && keys.includes(pickedKey) ? pickedKey : (keys[0] ?? null);
  const selected = selectedKey === null ? null : list[keys.indexOf(selectedKey)]!;
  // An anonymous operation can only be sent when it is the only one (GraphQL spec §5.2.2.1).
  const isRunnable = selected !== null && (selected.name !== null || list.length === 1);
  return { list, keys, selectedKey, selected, isRunnable };
}

function parseVariablesText(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const ANONYMOUS_KEY_PREFIX = ' anonymous ';

function operationKey(operation: OperationSummary, index: number): string {
  return operation.name ?? `${ANONYMOUS_KEY_PREFIX}${index}`;
}

/** What was sent, kept with its handle: the text may be edited while the answer is shown. */
interface Sent {
  text: string;
  operationName: string | null;
}

type Running =
  | ({ kind: 'query'; handle: QueryHandle } & Sent)
  | ({ kind: 'mutation'; handle: MutationHandle; variables: Record<string, unknown> } & Sent)
  | { kind: 'subscription'; feed: SubscriptionFeed; name: string };

/** Rendered by the router, which passes `params`. */
export type DocumentScreenProps = Partial<RouteComponentProps>;

export function DocumentScreen(_props: DocumentScreenProps) {
  // The link's search part (wouter decodes it with decodeURI, which keeps & = + # escaped); a new
  // link starts a new draft.
  const search = useSearch();
  return <DocumentWorkspace key={search} search={search} />;
}

function DocumentWorkspace({ search }: { search: string }) {
  useSignals();
  const { store, schemaSource } = useApp();
  const schema = schemaSource.schema.value;
  const [start] = useState(() => initialDraft(search, store.documentDraft));
  const [text, setText] = useState(start.query);
  const [variables, setVariables] = useState<unknown>(() => parseVariablesText(start.variables));
  const [variablesError, setVariablesError] = useState<string | null>(null);
  const [isVariablesErrorShown, setVariablesErrorShown] = useState(false);
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const [pendingMutation, setPendingMutation] = useState<{ variables: Record<string, unknown>; name: string | null } | null>(null);
  const runButton = useRef<HTMLButtonElement>(null);

  // Parsing and validation read a deferred copy of the text, so a keystroke renders the editor
  // first and the operation list and schema check catch up in the background.
  const settledText = useDeferredValue(text);
  const parsed = useMemo(() => parseDocument(settledText), [settledText]);
  const { list, keys, selectedKey, selected, isRunnable } = pickOperation(parsed, pickedKey);
  const schemaProblems = useMemo(
    () => (schema && settledText.trim() !== '' ? documentSchemaProblems(schema, settledText) : []),
    [schema, settledText],
  );

  useDraftSaving({ query: text, variables, source: start.source }, store.documentDraft);

  // Stop what the previous run left going (a live subscription, an in-flight query).
  useEffect(() => () => stopRun(running), [running]);

  function run() {
    // Enter can come before the deferred parse catches up: what is sent is what is typed.
    const { selected, isRunnable } = pickOperation(settledText === text ? parsed : parseDocument(text), pickedKey);
    if (!selected || !isRunnable) return;
    if (variablesError !== null) {
      setVariablesErrorShown(true);
      return; // nothing is sent while the variables are not valid JSON
    }
    const values = (variables ?? {}) as Record<string, unknown>;
    const operationName = selected.name ?? undefined;
    if (selected.kind === 'mutation') {
      setPendingMutation({ variables: values, name: selected.name });
      return;
    }
    if (selected.kind === 'subscription') {
      setRunning({ kind: 'subscription', feed: store.subscribe(text, values, { operationName }), name: selected.name ?? 'subscription' });
      return;
    }
    setRunning({ kind: 'query', handle: store.query(text, values, { operationName, fetchPolicy: 'network-only' }), text, operationName: selected.name });
  }

  function confirmMutation() {
    if (!pendingMutation) return;
    const handle = store.mutation(text, { operationName: pendingMutation.name ?? undefined });
    setRunning({ kind: 'mutation', handle, variables: pendingMutation.variables, text, operationName: pendingMutation.name });
    void handle.execute(pendingMutation.variables).then((outcome) => {
      setPendingMutation(null);
      if (outcome.isOutcomeUnknown) {
        store.notices.push({ kind: 'warning', message: `${pendingMutation.name ?? 'The mutation'}: outcome unknown. The answer was lost, so it may or may not have been applied` });
      } else if (outcome.error === null && outcome.graphqlErrors.length === 0) {
        store.notices.push({ kind: 'success', message: `${pendingMutation.name ?? 'The mutation'} done` });
      }
    });
  }

  const parseError = parsed.operations.ok || parsed.isEmpty ? null : parsed.operations.error;
  const isMutationPending = running?.kind === 'mutation' && running.handle.pending.value;
  const runLabel = selected?.kind === 'subscription' ? 'Start' : 'Run';
  const isWaiting = (running?.kind === 'query' && running.handle.loading.value) || isMutationPending;

  return (
    <section aria-labelledby="document-heading" className="facet-document">
      <h1 id="document-heading">Document</h1>
      <p className="facet-muted">Write any GraphQL document, give its variables as JSON, pick an operation and run it.</p>
      {start.linkProblem ? <p role="status">{start.linkProblem}</p> : null}
      <form
        className="facet-form"
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <DocumentEditor value={text} onChange={setText} parseError={parseError} />
        {parseError === null && schemaProblems.length > 0 ? <SchemaProblems problems={schemaProblems} /> : null}
        <JsonInput
          label="Variables"
          value={variables}
          isObjectOnly
          rows={4}
          description="An object with a value for each variable the operation declares; leave empty for none."
          errorMessage={isVariablesErrorShown ? variablesError : null}
          onValidationChange={setVariablesError}
          onChange={(value) => {
            setVariables(value);
            setVariablesErrorShown(false);
          }}
        />
        {list.length > 0 ? <OperationPicker operations={list} keys={keys} selectedKey={selectedKey} onSelectionChange={setPickedKey} /> : null}
        {selected && !isRunnable ? (
          <p role="alert" className="facet-error">
            An anonymous operation can only run when it is the only one in the document: give it a name.
          </p>
        ) : null}
        <div className="facet-form-actions">
          <Button ref={runButton} type="submit" className="facet-button facet-button-primary" isDisabled={!isRunnable || isMutationPending}>
            {runLabel}
          </Button>
          {isWaiting ? (
            // Nothing waits forever (issue 12): a slow answer can be given up; a mutation's outcome is then unknown.
            <Button
              className="facet-button"
              onPress={() => {
                if (running?.kind === 'query' || running?.kind === 'mutation') running.handle.cancel();
                runButton.current?.focus();
              }}
            >
              Cancel
            </Button>
          ) : null}
          {running?.kind === 'subscription' && running.feed.isActive.value ? (
            <Button className="facet-button" onPress={() => running.feed.stop()}>
              Stop
            </Button>
          ) : null}
        </div>
      </form>
      <ConfirmModal
        isOpen={pendingMutation !== null}
        title={`Run ${pendingMutation?.name ?? 'this mutation'}?`}
        description="This sends the mutation to the server; it may change data there."
        variables={pendingMutation?.variables ?? {}}
        isDestructive={pendingMutation ? destructiveVerbInText(text, pendingMutation.name) !== null : false}
        isPending={isMutationPending}
        confirmLabel="Send mutation"
        onConfirm={confirmMutation}
        onCancel={() => {
          // While sending, the dialog is open (and the page behind it inert): its Cancel stops waiting.
          if (isMutationPending && running?.kind === 'mutation') running.handle.cancel();
          setPendingMutation(null);
        }}
        triggerRef={runButton}
      />
      {/* A result that throws while drawn becomes an alert; the editor and its text stay (issue 12 item 5). */}
      <ErrorBoundary title="The result could not be shown" resetKeys={[running]}>
        <RunOutput running={running} />
      </ErrorBoundary>
    </section>
  );
}

function stopRun(running: Running | null): void {
  if (running?.kind === 'query') running.handle.dispose();
  if (running?.kind === 'subscription') running.feed.stop();
}

function useResultProps(): { schema: GraphQLSchema | null; onAdoptToken: (token: string) => void } {
  useSignals();
  const { store, schemaSource } = useApp();
  const schema = schemaSource.schema.value;
  const onAdoptToken = useCallback((token: string) => adoptToken(store, token), [store]);
  return { schema, onAdoptToken };
}

/** A query's or mutation's answer: one result view per root field (aliases included), or the alerts alone. */
function RunOutput({ running }: { running: Running | null }) {
  useSignals();
  const { schema, onAdoptToken } = useResultProps();
  const sent = running && running.kind !== 'subscription' ? running : null;
  const shapes = useMemo(() => (sent && schema ? rootFieldShapes(schema, sent.text, sent.operationName) : {}), [schema, sent]);
  if (!running) return null;
  if (running.kind === 'subscription') return <SubscriptionOutput feed={running.feed} name={running.name} />;
  const handle = running.handle;
  const isLoading = running.kind === 'query' ? running.handle.loading.value : running.handle.pending.value;
  const data = handle.data.value as Record<string, unknown> | null;
  const error = handle.error.value;
  const graphqlErrors = handle.graphqlErrors.value;
  const fields = data ? Object.keys(data) : [];
  const isOutcomeUnknown = running.kind === 'mutation' && !isLoading && running.handle.isOutcomeUnknown.value;
  if (fields.length === 0) {
    return (
      <div className="facet-document-output">
        <h2>Result</h2>
        {isOutcomeUnknown ? <OutcomeUnknown name={running.operationName ?? 'the mutation'} /> : null}
        <p role="status">
          {isLoading ? 'Running…' : isOutcomeUnknown ? 'The answer was lost.' : error || graphqlErrors.length > 0 ? 'The operation failed; see the errors.' : 'No data.'}
        </p>
        <ResultAlerts error={error} graphqlErrors={graphqlErrors} />
      </div>
    );
  }
  return (
    <div className="facet-document-output">
      {fields.map((field, i) => (
        <ResultView
          key={field}
          fieldName={field}
          title={fields.length === 1 ? 'Result' : `Result: ${field}`}
          data={data}
          error={i === 0 ? error : null}
          graphqlErrors={i === 0 ? graphqlErrors : []}
          isLoading={isLoading}
          schema={schema}
          shape={shapes[field] ?? null}
          onAdoptToken={onAdoptToken}
        />
      ))}
    </div>
  );
}

function SubscriptionOutput({ feed, name }: { feed: SubscriptionFeed; name: string }) {
  useSignals();
  const { schema, onAdoptToken } = useResultProps();
  const error = feed.error.value;
  return (
    <section aria-labelledby="document-feed-heading" className="facet-document-output">
      <h2 id="document-feed-heading">Live events</h2>
      {error ? <ResultAlerts error={error} /> : null}
      <LiveEvents feed={feed} label={`${name} events`} headingLevel={4} schema={schema} onAdoptToken={onAdoptToken} />
    </section>
  );
}
