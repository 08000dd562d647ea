// `/document`: any GraphQL document, its variables as JSON, and a picker of the operations it
// holds; Run sends the picked one as what it is — a query (results as cards and as JSON), a
// mutation (after a confirmation modal) or a subscription (a live feed) (PRODUCT.md §3, issue 6
// "/document"). The operation screens link here with `?query=…&variables=…`; the draft is kept by
// the store (store.documentDraft: per tab, saved a moment after typing stops, at once when the
// page is hidden or left), so a reload keeps what was typed and a link's text wins only when it
// is new.
//
// The editor is CodeMirror (ui/workbench: completion, diagnostics marked in the text, hover,
// prettify; issue 18), loaded with `import()` (use-workbench.ts) so it never reaches the first
// screen; the plain text area (ui/editor) is shown while that chunk loads and stays if it cannot be
// loaded.
// Beside the editor sit the run history and the saved operations, and Copy as under it.
//
// The operation list and the schema check read a deferred copy of the text, so typing never
// waits for parsing. Below the editor, the document is checked against the schema (graphql-js
// validation); problems are listed with their positions (and marked in the code editor) but do
// not block Run. Run sends only the variables the picked operation declares, and its confirmation
// lists what that operation sends, literal arguments included (issue 16). Run, Enter on it and
// Ctrl/Cmd+Enter in either editor are ignored while a run is waiting, so one press sends once.
//
// Results get each root field's page shape from the schema (as the operation screens do), so a
// page object or a connection lists its items or nodes, paged on the client.
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { useLocation, useSearch, type RouteComponentProps } from 'wouter';
import type { GraphQLSchema } from 'graphql';
import { destructiveVerbInText, documentSchemaProblems, listOperations, operationSends, rootFieldShapes, type OperationSummary } from '../schema/index.ts';
import type { DocumentDraft, DocumentDraftStore, MutationHandle, QueryHandle, SubscriptionFeed } from '../store/index.ts';
import { operationRequest } from '../store/workbench.ts';
import { DocumentEditor, OperationPicker, SchemaProblems } from '../ui/editor/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { useStarted } from '../ui/hooks/index.ts';
// Lazily loaded with the screens that ask for confirmation, so not in the feedback room's list.
import { ConfirmModal } from '../ui/feedback/confirm-modal.tsx';
import { ErrorBoundary } from '../ui/feedback/index.ts';
import { JsonInput } from '../ui/inputs/index.ts';
import { ResultAlerts, ResultView } from '../ui/results/index.ts';
import { adoptToken } from './adopt-token.ts';
import { LiveEvents } from './live-events.tsx';
import { OutcomeUnknown } from './outcome-unknown.tsx';
import { DocumentSide } from './document-side.tsx';
import { useWorkbench, type LoadWorkbench } from './use-workbench.ts';

/** What the editor holds; the variables are serialised only when the store saves them. */
interface LiveDraft {
  query: string;
  variables: unknown;
  source: string;
}

/**
 * Hands each change to the store's draft (which saves it a moment later), and has it saved at
 * once when the page is hidden (tab switch, reload, close: `pagehide` and `visibilitychange`) or
 * the editor unmounts. `saved` is what storage already holds (null for a link's new text).
 */
function useDraftSaving(draft: LiveDraft, saved: LiveDraft | null, drafts: DocumentDraftStore): void {
  const { query, variables, source } = draft;

  useEffect(() => {
    // Also the starting text: a link opened and left becomes the draft, as anything typed would;
    // what storage holds already is not written again (nor by StrictMode's cleanup, which saves).
    if (saved && query === saved.query && variables === saved.variables && source === saved.source) return;
    drafts.save({ query, variables, source });
  }, [query, variables, source, saved, drafts]);

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
function initialDraft(search: string, drafts: DocumentDraftStore): DocumentDraft & { linkProblem: string | null; isNew: boolean } {
  const params = new URLSearchParams(search);
  const linkQuery = params.get('query');
  const stored = drafts.read();
  if (linkQuery === null || (stored && stored.source === search)) {
    // Nothing stored and no link: the empty start is nothing to keep either.
    return stored ? { ...stored, linkProblem: null, isNew: false } : { query: '', variables: '', source: search, linkProblem: null, isNew: false };
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
  return { query: linkQuery, variables, source: search, linkProblem, isNew: true };
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
export type DocumentScreenProps = Partial<RouteComponentProps> & {
  /** Loads the code editor's room. @default import('../ui/workbench/index.ts') */
  loadWorkbench?: LoadWorkbench;
};

export function DocumentScreen({ loadWorkbench }: DocumentScreenProps) {
  // The link's search part (wouter decodes it with decodeURI, which keeps & = + # escaped); a new
  // link starts a new draft.
  const search = useSearch();
  return <DocumentWorkspace key={search} search={search} loadWorkbench={loadWorkbench} />;
}

/** Ctrl/Cmd+Enter anywhere in the form (the text area, the variables) runs; the code editors handle it themselves first. */
function isRunShortcut(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.nativeEvent.defaultPrevented;
}

function DocumentWorkspace({ search, loadWorkbench }: { search: string; loadWorkbench?: LoadWorkbench }) {
  useSignals();
  const { store, schemaSource } = useApp();
  const [, navigate] = useLocation();
  const schema = schemaSource.schema.value;
  const workbench = useWorkbench(loadWorkbench);
  const [start] = useState(() => {
    const draft = initialDraft(search, store.documentDraft);
    return { ...draft, variables: parseVariablesText(draft.variables) };
  });
  const [text, setText] = useState(start.query);
  const [variables, setVariables] = useState<unknown>(start.variables);
  const [variablesError, setVariablesError] = useState<string | null>(null);
  const [isVariablesErrorShown, setVariablesErrorShown] = useState(false);
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const [pendingMutation, setPendingMutation] = useState<{ variables: Record<string, unknown>; shown: Record<string, unknown>; name: string | null } | null>(null);
  const [editorReport, setEditorReport] = useState<string | null>(null);
  const runButton = useRef<HTMLButtonElement>(null);
  // What is waiting, read by run() at once: presses come faster than React renders.
  const busy = useRef<{ running: Running | null; isConfirming: boolean }>({ running: null, isConfirming: false });

  // Parsing and validation read a deferred copy of the text, so a keystroke renders the editor
  // first and the operation list and schema check catch up in the background.
  const settledText = useDeferredValue(text);
  const parsed = useMemo(() => parseDocument(settledText), [settledText]);
  const { list, keys, selectedKey, selected, isRunnable } = pickOperation(parsed, pickedKey);
  const schemaProblems = useMemo(
    () => (schema && settledText.trim() !== '' ? documentSchemaProblems(schema, settledText) : []),
    [schema, settledText],
  );

  useDraftSaving({ query: text, variables, source: start.source }, start.isNew ? null : start, store.documentDraft);

  // What runs is started while shown; a new run stops what the previous one left going.
  useStarted(running?.kind === 'query' ? running.handle : running?.kind === 'subscription' ? running.feed : null);

  function begin(next: Running): void {
    busy.current.running = next;
    setRunning(next);
  }

  function run() {
    // One press, one request: a query or mutation still waiting, or a confirmation open, ignores
    // another Run (issue 16), as the operation screens do.
    const waiting = busy.current.running;
    if (busy.current.isConfirming || (waiting?.kind === 'query' && waiting.handle.loading.peek()) || (waiting?.kind === 'mutation' && waiting.handle.pending.peek())) return;
    // Enter can come before the deferred parse catches up: what is sent is what is typed.
    const { selected, isRunnable } = pickOperation(settledText === text ? parsed : parseDocument(text), pickedKey);
    if (!selected || !isRunnable) return;
    if (variablesError !== null) {
      setVariablesErrorShown(true);
      return; // nothing is sent while the variables are not valid JSON
    }
    const sends = operationSends(text, selected.name, (variables ?? {}) as Record<string, unknown>) ?? { variables: {}, arguments: {} };
    const values = sends.variables;
    const operationName = selected.name ?? undefined;
    if (selected.kind === 'mutation') {
      busy.current.isConfirming = true;
      setPendingMutation({ variables: values, shown: sends.arguments, name: selected.name });
      return;
    }
    if (selected.kind === 'subscription') {
      begin({ kind: 'subscription', feed: store.subscribe(text, values, { operationName }), name: selected.name ?? 'subscription' });
      return;
    }
    begin({ kind: 'query', handle: store.query(text, values, { operationName, fetchPolicy: 'network-only' }), text, operationName: selected.name });
  }

  function closeConfirmation(): void {
    busy.current.isConfirming = false;
    setPendingMutation(null);
  }

  function confirmMutation() {
    if (!pendingMutation) return;
    const handle = store.mutation(text, { operationName: pendingMutation.name ?? undefined });
    begin({ kind: 'mutation', handle, variables: pendingMutation.variables, text, operationName: pendingMutation.name });
    void handle.execute(pendingMutation.variables).then((outcome) => {
      closeConfirmation();
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

  const Workbench = workbench.module;
  // Copy as reads the deferred text too, so a keystroke never waits for a parse.
  const pickedName = selected?.name ?? null;
  const sentNow = useMemo(
    () => (isRunnable ? operationSends(settledText, pickedName, (variables ?? {}) as Record<string, unknown>) : null),
    [isRunnable, settledText, pickedName, variables],
  );
  const request =
    sentNow && variablesError === null
      ? operationRequest({
          endpoint: store.settings.values.value.endpoint,
          baseUrl: globalThis.location?.href ?? 'http://localhost/',
          query: settledText,
          variables: sentNow.variables,
          operationName: selected?.name ?? null,
          token: store.session.token.value,
        })
      : null;
  const syntaxMessage = parseError
    ? `Syntax error${parseError.line !== null ? ` at line ${parseError.line}, column ${parseError.column}` : ''}: ${parseError.message.replace(/^Syntax Error: /, '')}`
    : null;
  const reopen = (document: { query: string; variables: Readonly<Record<string, unknown>>; operationName: string | null }) => {
    setText(document.query);
    setVariables(Object.keys(document.variables).length > 0 ? document.variables : null);
    setVariablesErrorShown(false);
    setPickedKey(document.operationName);
  };

  return (
    <section aria-labelledby="document-heading" className="facet-document">
      <h1 id="document-heading">Document</h1>
      <p className="facet-muted">Write any GraphQL document, give its variables as JSON, pick an operation and run it.</p>
      {start.linkProblem ? <p role="status">{start.linkProblem}</p> : null}
      {workbench.problem ? <p role="status">{workbench.problem}</p> : null}
      <div className="facet-document-layout">
        <div className="facet-document-main">
          <form
            className="facet-form"
            onSubmit={(event) => {
              event.preventDefault();
              run();
            }}
            onKeyDown={(event) => {
              if (!isRunShortcut(event)) return;
              event.preventDefault();
              run();
            }}
          >
            {Workbench ? (
              <div className="facet-field facet-code-field facet-document-field" data-invalid={parseError ? true : undefined}>
                <span className="facet-label">GraphQL document</span>
                <Workbench.GraphQLEditor
                  value={text}
                  onChange={setText}
                  schema={schema}
                  onRun={run}
                  onJumpToType={(name) => navigate(`/type/${encodeURIComponent(name)}`)}
                  onReport={setEditorReport}
                  isInvalid={parseError !== null}
                />
                <p className="facet-description">
                  Ctrl+Space completes, Ctrl/Cmd+Enter runs, Shift+Ctrl/Cmd+P prettifies, F12 opens a type’s reference. Tab indents; to leave the editor with the keyboard
                  press Escape, then Tab (Shift+Tab always moves back).
                </p>
                {syntaxMessage ? <p className="facet-error">{syntaxMessage}</p> : null}
                {editorReport ? <p role="status">{editorReport}</p> : null}
              </div>
            ) : (
              <DocumentEditor value={text} onChange={setText} parseError={parseError} />
            )}
            {parseError === null && schemaProblems.length > 0 ? <SchemaProblems problems={schemaProblems} /> : null}
            {Workbench ? (
              <Workbench.VariablesField
                value={variables}
                schema={schema}
                documentText={settledText}
                operationName={selected?.name ?? null}
                onRun={run}
                errorMessage={isVariablesErrorShown ? variablesError : null}
                onValidationChange={setVariablesError}
                onChange={(value) => {
                  setVariables(value);
                  setVariablesErrorShown(false);
                }}
              />
            ) : (
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
            )}
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
              {Workbench ? <Workbench.CopyAsMenu request={request} appUrl={globalThis.location?.href ?? 'http://localhost/'} /> : null}
            </div>
          </form>
          <ConfirmModal
            isOpen={pendingMutation !== null}
            title={`Run ${pendingMutation?.name ?? 'this mutation'}?`}
            description="This sends the mutation to the server; it may change data there."
            variables={pendingMutation?.shown ?? {}}
            isDestructive={pendingMutation ? destructiveVerbInText(text, pendingMutation.name) !== null : false}
            isPending={isMutationPending}
            confirmLabel="Send mutation"
            onConfirm={confirmMutation}
            onCancel={() => {
              // While sending, the dialog is open (and the page behind it inert): its Cancel stops waiting.
              if (isMutationPending && running?.kind === 'mutation') running.handle.cancel();
              closeConfirmation();
            }}
            triggerRef={runButton}
          />
          {/* A result that throws while drawn becomes an alert; the editor and its text stay (issue 12 item 5). */}
          <ErrorBoundary title="The result could not be shown" resetKeys={[running]}>
            <RunOutput running={running} />
          </ErrorBoundary>
        </div>
        {Workbench ? (
          <DocumentSide
            workbench={Workbench}
            current={{ query: text, variables: (variables ?? {}) as Record<string, unknown> }}
            onReopen={reopen}
          />
        ) : null}
      </div>
    </section>
  );
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
