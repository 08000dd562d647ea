// `/document`: any GraphQL document, its variables as JSON, and a picker of the operations it
// holds; Run sends the picked one as what it is — a query (results as cards and as JSON), a
// mutation (after a confirmation modal) or a subscription (a live feed) (PRODUCT.md §3, issue 6
// "/document"). The operation screens link here with `?query=…&variables=…`; the draft is kept in
// sessionStorage so a reload keeps what was typed (and a link's text wins only when it is new).
// It is saved a moment after typing stops, not per keystroke (ui.md §2 item 9 "never re-serialize
// state per keystroke"), and at once when the page is hidden or left, so nothing typed is lost.
//
// The operation list and the schema check read a deferred copy of the text, so typing never
// waits for parsing. Below the editor, the document is checked against the schema (graphql-js
// validation); problems are listed with their positions but do not block Run.
//
// Results get each root field's page shape from the schema (as the operation screens do), so a
// page object or a connection lists its items or nodes, paged on the client.
//
// The editor is a plain labelled text area: Tab inserts two spaces so documents can be indented,
// which would trap keyboard users (WCAG 2.1.2), so Escape then Tab leaves it, as CodeMirror's
// "Escape, then Tab" convention does; Shift+Tab always moves back. The help text says so.
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { ListBox } from 'react-aria-components/ListBox';
import { ListBoxItem } from 'react-aria-components/ComboBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { Text } from 'react-aria-components/Text';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField } from 'react-aria-components/TextField';
import { useSearch, type RouteComponentProps } from 'wouter';
import type { GraphQLSchema } from 'graphql';
import {
  destructiveVerb,
  documentSchemaProblems,
  listOperations,
  rootFieldShapes,
  type DocumentProblem,
  type OperationSummary,
} from '../schema/index.ts';
import { SUBSCRIPTION_RETRY_LIMIT, type FeedEvent, type MutationHandle, type QueryHandle, type SubscriptionFeed } from '../store/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { ConfirmModal } from '../ui/feedback/index.ts';
import { JsonInput } from '../ui/inputs/index.ts';
import { LiveFeed, ResultAlerts, ResultValue, ResultView } from '../ui/results/index.ts';
import { realTimers, type TimerLike } from '../ui/hooks/index.ts';

/** sessionStorage key of the draft. Issue 6 task "keeps the document in sessionStorage so a reload keeps it". */
export const DOCUMENT_DRAFT_STORAGE_KEY = 'facet:document-draft';

/** What Tab inserts in the editor. Issue 6 task "Tab inserts two spaces". */
export const EDITOR_INDENT = '  ';

/** Schema problems listed under the editor; the rest are counted. */
export const DOCUMENT_PROBLEMS_SHOWN = 10;

/**
 * Quiet time after the last edit before the draft is saved: past a typing burst, well before a
 * reload (which saves at once anyway). ui.md §2 item 9 "never re-serialize state per keystroke".
 */
export const DRAFT_SAVE_DELAY_MS = 300;

/** The draft as stored: the document, the variables' JSON text, and the link it came from. */
interface Draft {
  query: string;
  variables: string;
  /** The URL search string the draft started from; a different link replaces the draft. */
  source: string;
}

function readDraft(): Draft | null {
  try {
    const text = globalThis.sessionStorage?.getItem(DOCUMENT_DRAFT_STORAGE_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<Draft>;
    return typeof value.query === 'string' && typeof value.variables === 'string' && typeof value.source === 'string'
      ? (value as Draft)
      : null;
  } catch {
    return null; // storage disabled or a damaged entry: start from the link
  }
}

/** What the editor holds; the variables are serialised only when saved. */
interface LiveDraft {
  query: string;
  variables: unknown;
  source: string;
}

function writeDraft({ query, variables, source }: LiveDraft): void {
  const draft: Draft = { query, variables: variables === null ? '' : JSON.stringify(variables, null, 2), source };
  try {
    globalThis.sessionStorage?.setItem(DOCUMENT_DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft lives only in memory.
  }
}

/**
 * Saves the draft DRAFT_SAVE_DELAY_MS after its last change, and at once when the page is hidden
 * (tab switch, reload, close: `pagehide` and `visibilitychange`) or the editor unmounts.
 */
function useDraftSaving(draft: LiveDraft, timers: TimerLike): void {
  const latest = useRef(draft);
  const pending = useRef<{ handle: unknown } | null>(null);
  const { query, variables, source } = draft;

  useEffect(() => {
    latest.current = { query, variables, source };
    if (pending.current) timers.clearTimeout(pending.current.handle);
    const handle = timers.setTimeout(() => {
      pending.current = null;
      writeDraft(latest.current);
    }, DRAFT_SAVE_DELAY_MS);
    pending.current = { handle };
  }, [query, variables, source, timers]);

  useEffect(() => {
    const saveNow = () => {
      if (!pending.current) return;
      timers.clearTimeout(pending.current.handle);
      pending.current = null;
      writeDraft(latest.current);
    };
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
  }, [timers]);
}

/** The draft to start from: the link's `query`/`variables` unless this very link was already being edited. */
function initialDraft(search: string): Draft & { linkProblem: string | null } {
  const params = new URLSearchParams(search);
  const linkQuery = params.get('query');
  const stored = readDraft();
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

function operationLabel(operation: OperationSummary): string {
  return `${operation.name ?? '(anonymous)'} — ${operation.kind}`;
}

/** Field names called with arguments (`deleteEvent(`) and the operation's name, checked for destructive verbs. */
function destructiveWord(documentText: string, operationName: string | null): string | null {
  const candidates = [operationName ?? '', ...Array.from(documentText.matchAll(/([_A-Za-z][_0-9A-Za-z]*)\s*\(/g), (m) => m[1]!)];
  for (const name of candidates) {
    const verb = name ? destructiveVerb(name) : null;
    if (verb) return verb;
  }
  return null;
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

/** Rendered by the router (which passes `params`), or by a test with its own timers. */
export interface DocumentScreenProps extends Partial<RouteComponentProps> {
  /** Schedules the draft's save; a manual clock in tests. @default the global setTimeout/clearTimeout */
  timers?: TimerLike;
}

export function DocumentScreen({ timers = realTimers }: DocumentScreenProps) {
  // The link's search part (wouter decodes it with decodeURI, which keeps & = + # escaped); a new
  // link starts a new draft.
  const search = useSearch();
  return <DocumentWorkspace key={search} search={search} timers={timers} />;
}

function DocumentWorkspace({ search, timers }: { search: string; timers: TimerLike }) {
  useSignals();
  const { store, schemaSource } = useApp();
  const schema = schemaSource.schema.value;
  const [start] = useState(() => initialDraft(search));
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

  useDraftSaving({ query: text, variables, source: start.source }, timers);

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
      if (outcome.error === null && outcome.graphqlErrors.length === 0) {
        store.notices.push({ kind: 'success', message: `${pendingMutation.name ?? 'The mutation'} done` });
      }
    });
  }

  const parseError = parsed.operations.ok || parsed.isEmpty ? null : parsed.operations.error;
  const isMutationPending = running?.kind === 'mutation' && running.handle.pending.value;
  const runLabel = selected?.kind === 'subscription' ? 'Start' : 'Run';

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
        {list.length > 0 ? (
          <Select
            className="facet-field facet-select"
            selectedKey={selectedKey}
            onSelectionChange={(key) => setPickedKey(String(key))}
          >
            <Label className="facet-label">Operation</Label>
            <Button className="facet-button facet-select-button">
              <SelectValue className="facet-select-value" />
              <span aria-hidden="true"> ▾</span>
            </Button>
            <Text slot="description" className="facet-description">
              {list.length === 1 ? 'The document holds one operation.' : `The document holds ${list.length} operations.`}
            </Text>
            <Popover className="facet-popover">
              <ListBox className="facet-listbox">
                {list.map((operation, i) => (
                  <ListBoxItem key={keys[i]} id={keys[i]} className="facet-listbox-item" textValue={operationLabel(operation)}>
                    {operationLabel(operation)}
                  </ListBoxItem>
                ))}
              </ListBox>
            </Popover>
          </Select>
        ) : null}
        {selected && !isRunnable ? (
          <p role="alert" className="facet-error">
            An anonymous operation can only run when it is the only one in the document: give it a name.
          </p>
        ) : null}
        <div className="facet-form-actions">
          <Button ref={runButton} type="submit" className="facet-button facet-button-primary" isDisabled={!isRunnable || isMutationPending}>
            {runLabel}
          </Button>
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
        isDestructive={pendingMutation ? destructiveWord(text, pendingMutation.name) !== null : false}
        isPending={isMutationPending}
        confirmLabel="Send mutation"
        onConfirm={confirmMutation}
        onCancel={() => setPendingMutation(null)}
        triggerRef={runButton}
      />
      <RunOutput running={running} />
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
  const onAdoptToken = useCallback(
    (token: string) => {
      store.session.signIn(token);
      store.notices.push({ kind: 'success', message: 'Signed in with the token from the result' });
    },
    [store],
  );
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
  if (fields.length === 0) {
    return (
      <div className="facet-document-output">
        <h2>Result</h2>
        <p role="status">{isLoading ? 'Running…' : error || graphqlErrors.length > 0 ? 'The operation failed; see the errors.' : 'No data.'}</p>
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
  const renderItem = useCallback(
    (event: FeedEvent<Record<string, unknown>>) => (
      <>
        <ResultAlerts graphqlErrors={event.errors} />
        {event.data ? <ResultValue value={event.data} label="Event" headingLevel={4} schema={schema} onAdoptToken={onAdoptToken} /> : null}
      </>
    ),
    [schema, onAdoptToken],
  );
  const error = feed.error.value;
  return (
    <section aria-labelledby="document-feed-heading" className="facet-document-output">
      <h2 id="document-feed-heading">Live events</h2>
      {error ? <ResultAlerts error={error} /> : null}
      <LiveFeed<FeedEvent<Record<string, unknown>>>
        label={`${name} events`}
        items={feed.feed.value}
        total={feed.count.value}
        getKey={(event) => String(event.index)}
        renderItem={renderItem}
        connection={feed.status.value}
        retry={feed.retry.value}
        retryLimit={SUBSCRIPTION_RETRY_LIMIT}
      />
    </section>
  );
}

/**
 * What the schema says is wrong with the document, with positions. Not blocking: the schema may
 * be older than the server's, so Run still sends, and the server has the last word.
 */
function SchemaProblems({ problems }: { problems: readonly DocumentProblem[] }) {
  const hidden = problems.length - DOCUMENT_PROBLEMS_SHOWN;
  return (
    <section className="facet-document-problems" aria-labelledby="document-problems-heading">
      <h2 id="document-problems-heading" className="facet-label">
        {problems.length === 1 ? 'The schema finds 1 problem' : `The schema finds ${problems.length} problems`}
      </h2>
      <ul>
        {problems.slice(0, DOCUMENT_PROBLEMS_SHOWN).map((problem, i) => (
          <li key={i}>
            {problem.line !== null ? `Line ${problem.line}, column ${problem.column}: ` : ''}
            {problem.message}
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p className="facet-muted">{`and ${hidden} more.`}</p> : null}
      <p className="facet-muted">Run still sends the document: the server decides.</p>
    </section>
  );
}

/** The labelled monospace text area; Tab indents, Escape then Tab leaves. */
function DocumentEditor({
  value,
  onChange,
  parseError,
}: {
  value: string;
  onChange: (text: string) => void;
  parseError: { message: string; line: number | null; column: number | null } | null;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const isLeaving = useRef(false);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current === null || !area.current) return;
    area.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const message: ReactNode = parseError
    ? `Syntax error${parseError.line !== null ? ` at line ${parseError.line}, column ${parseError.column}` : ''}: ${parseError.message.replace(/^Syntax Error: /, '')}`
    : null;

  return (
    <TextField className="facet-field facet-document-field" value={value} onChange={onChange} isInvalid={parseError !== null} validationBehavior="aria">
      <Label className="facet-label">GraphQL document</Label>
      <TextArea
        ref={area}
        className="facet-input facet-textarea facet-json-textarea facet-document-textarea"
        rows={14}
        spellCheck="false"
        autoCapitalize="off"
        autoCorrect="off"
        placeholder={'query Example($id: ID!) {\n  node(id: $id) { id }\n}'}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            isLeaving.current = true;
            return;
          }
          if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) {
            isLeaving.current = false;
            return;
          }
          if (isLeaving.current) {
            isLeaving.current = false;
            return; // Escape, then Tab: let focus move on
          }
          event.preventDefault();
          const el = event.currentTarget;
          const startAt = el.selectionStart;
          const endAt = el.selectionEnd;
          caret.current = startAt + EDITOR_INDENT.length;
          onChange(el.value.slice(0, startAt) + EDITOR_INDENT + el.value.slice(endAt));
        }}
        onBlur={() => {
          isLeaving.current = false;
        }}
      />
      <Text slot="description" className="facet-description">
        Tab inserts two spaces; to leave the editor with the keyboard press Escape, then Tab (Shift+Tab always moves back).
      </Text>
      <FieldError className="facet-error">{message}</FieldError>
    </TextField>
  );
}
