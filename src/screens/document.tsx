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
// waits for parsing (use-document-editor.ts). Below the editor, the document is checked against the schema (graphql-js
// validation); problems are listed with their positions (and marked in the code editor) but do
// not block Run. Run sends only the variables the picked operation declares, and its confirmation
// lists what that operation sends, literal arguments included (issue 16). Run, Enter on it and
// Ctrl/Cmd+Enter in either editor are ignored while a run is waiting, so one press sends once.
//
// What runs is one reducer (use-runner.ts); results get each root field's page shape from the
// schema (document-output.tsx), so a page object or a connection lists its items or nodes, paged
// on the client.
import { useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button } from 'react-aria-components/Button';
import { useLocation, useSearch, type RouteComponentProps } from 'wouter';
import type { GraphQLSchema } from 'graphql';
import { destructiveVerbInText, operationSends } from '../schema/index.ts';
import type { Store } from '../store/index.ts';
import { operationRequest } from '../store/workbench.ts';
import { DocumentEditor, OperationPicker, SchemaProblems } from '../ui/editor/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
// Lazily loaded with the screens that ask for confirmation, so not in the feedback room's list.
import { ConfirmModal } from '../ui/feedback/confirm-modal.tsx';
import { ErrorBoundary } from '../ui/feedback/index.ts';
import { JsonInput } from '../ui/inputs/index.ts';
import { RunOutput } from './document-output.tsx';
import { DocumentSide } from './document-side.tsx';
import { useDocumentEditor, type DocumentEditorState } from './use-document-editor.ts';
import { useRunner, type Runner } from './use-runner.ts';
import { useWorkbench, type LoadWorkbench, type WorkbenchModule } from './use-workbench.ts';

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
  const schema = schemaSource.schema.value;
  const workbench = useWorkbench(loadWorkbench);
  const editor = useDocumentEditor(search, store.documentDraft, schema);
  const runner = useRunner(store);
  const runButton = useRef<HTMLButtonElement>(null);
  const Workbench = workbench.module;

  function run() {
    const { selected, isRunnable } = editor.pickTyped();
    if (!selected || !isRunnable) return;
    if (editor.variablesError !== null) {
      editor.showVariablesError();
      return; // nothing is sent while the variables are not valid JSON
    }
    const { text } = editor;
    const sends = operationSends(text, selected.name, (editor.variables ?? {}) as Record<string, unknown>) ?? { variables: {}, arguments: {} };
    if (selected.kind === 'mutation') runner.confirmMutation({ text, variables: sends.variables, shown: sends.arguments, name: selected.name });
    else if (selected.kind === 'subscription') runner.runSubscription(text, sends.variables, selected.name);
    else runner.runQuery(text, sends.variables, selected.name);
  }

  const { confirming, running, isMutationPending } = runner;
  return (
    <section aria-labelledby="document-heading" className="facet-document">
      <h1 id="document-heading">Document</h1>
      <p className="facet-muted">Write any GraphQL document, give its variables as JSON, pick an operation and run it.</p>
      {editor.linkProblem ? <p role="status">{editor.linkProblem}</p> : null}
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
            <DocumentFields editor={editor} schema={schema} workbench={Workbench} onRun={run} />
            <RunActions editor={editor} runner={runner} runButton={runButton} workbench={Workbench} />
          </form>
          <ConfirmModal
            isOpen={confirming !== null}
            title={`Run ${confirming?.name ?? 'this mutation'}?`}
            description="This sends the mutation to the server; it may change data there."
            variables={confirming?.shown ?? {}}
            isDestructive={confirming ? destructiveVerbInText(confirming.text, confirming.name) !== null : false}
            isPending={isMutationPending}
            confirmLabel="Send mutation"
            onConfirm={runner.sendMutation}
            onCancel={() => {
              // While sending, the dialog is open (and the page behind it inert): its Cancel stops waiting.
              if (isMutationPending) runner.cancel();
              runner.closeConfirmation();
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
            current={{ query: editor.text, variables: (editor.variables ?? {}) as Record<string, unknown> }}
            onReopen={editor.reopen}
          />
        ) : null}
      </div>
    </section>
  );
}

/** The document (the code editor, or the plain text area while it loads), its problems, the variables and the operation picker. */
function DocumentFields({ editor, schema, workbench: Workbench, onRun }: { editor: DocumentEditorState; schema: GraphQLSchema | null; workbench: WorkbenchModule | null; onRun: () => void }) {
  const [, navigate] = useLocation();
  const { parsed, text, selected, isRunnable, list } = editor;
  const parseError = parsed.operations.ok || parsed.isEmpty ? null : parsed.operations.error;
  const syntaxMessage = parseError
    ? `Syntax error${parseError.line !== null ? ` at line ${parseError.line}, column ${parseError.column}` : ''}: ${parseError.message.replace(/^Syntax Error: /, '')}`
    : null;
  const [editorReport, setEditorReport] = useState<string | null>(null);
  const variablesProps = {
    value: editor.variables,
    errorMessage: editor.shownVariablesError,
    onValidationChange: editor.setVariablesError,
    onChange: editor.setVariables,
  };
  return (
    <>
      {Workbench ? (
        <div className="facet-field facet-code-field facet-document-field" data-invalid={parseError ? true : undefined}>
          <span className="facet-label">GraphQL document</span>
          <Workbench.GraphQLEditor
            value={text}
            onChange={editor.setText}
            schema={schema}
            onRun={onRun}
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
        <DocumentEditor value={text} onChange={editor.setText} parseError={parseError} />
      )}
      {parseError === null && editor.schemaProblems.length > 0 ? <SchemaProblems problems={editor.schemaProblems} /> : null}
      {Workbench ? (
        <Workbench.VariablesField {...variablesProps} schema={schema} documentText={editor.settledText} operationName={selected?.name ?? null} onRun={onRun} />
      ) : (
        <JsonInput
          {...variablesProps}
          label="Variables"
          isObjectOnly
          rows={4}
          description="An object with a value for each variable the operation declares; leave empty for none."
        />
      )}
      {list.length > 0 ? <OperationPicker operations={list} keys={editor.keys} selectedKey={editor.selectedKey} onSelectionChange={editor.setPickedKey} /> : null}
      {selected && !isRunnable ? (
        <p role="alert" className="facet-error">
          An anonymous operation can only run when it is the only one in the document: give it a name.
        </p>
      ) : null}
    </>
  );
}

/** Run (Start for a subscription), Cancel while an answer is awaited, Stop while a feed runs, and Copy as. */
function RunActions({ editor, runner, runButton, workbench: Workbench }: { editor: DocumentEditorState; runner: Runner; runButton: RefObject<HTMLButtonElement | null>; workbench: WorkbenchModule | null }) {
  useSignals();
  const { store } = useApp();
  const { running } = runner;
  const request = useCopyAsRequest(editor, store);
  return (
    <div className="facet-form-actions">
      <Button ref={runButton} type="submit" className="facet-button facet-button-primary" isDisabled={!editor.isRunnable || runner.isMutationPending}>
        {editor.selected?.kind === 'subscription' ? 'Start' : 'Run'}
      </Button>
      {runner.isWaiting ? (
        // Nothing waits forever (issue 12): a slow answer can be given up; a mutation's outcome is then unknown.
        <Button
          className="facet-button"
          onPress={() => {
            runner.cancel();
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
  );
}

/** What Copy as copies: the picked operation as it would be sent. It reads the deferred text too, so a keystroke never waits for a parse. */
function useCopyAsRequest(editor: DocumentEditorState, store: Store) {
  const { isRunnable, settledText, variables, variablesError } = editor;
  const pickedName = editor.selected?.name ?? null;
  const sentNow = useMemo(
    () => (isRunnable ? operationSends(settledText, pickedName, (variables ?? {}) as Record<string, unknown>) : null),
    [isRunnable, settledText, pickedName, variables],
  );
  return sentNow && variablesError === null
    ? operationRequest({
        endpoint: store.settings.values.value.endpoint,
        baseUrl: globalThis.location?.href ?? 'http://localhost/',
        query: settledText,
        variables: sentNow.variables,
        operationName: pickedName,
        token: store.session.token.value,
      })
    : null;
}
