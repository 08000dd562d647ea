// What /document's editor holds: the text, the variables (with their JSON error), the picked
// operation, and the draft the store keeps of them (store.documentDraft: per tab, saved a moment
// after typing stops, at once when the page is hidden or left). The operation list and the schema
// check read a deferred copy of the text, so typing never waits for parsing.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { GraphQLSchema } from 'graphql';
import { documentSchemaProblems, listOperations, type OperationSummary } from '../schema/index.ts';
import type { DocumentDraft, DocumentDraftStore } from '../store/index.ts';

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

/** A run from the history or the saved operations, put back in the editor. */
export interface ReopenedDocument {
  query: string;
  variables: Readonly<Record<string, unknown>>;
  operationName: string | null;
}

export function useDocumentEditor(search: string, drafts: DocumentDraftStore, schema: GraphQLSchema | null) {
  const [start] = useState(() => {
    const draft = initialDraft(search, drafts);
    return { ...draft, variables: parseVariablesText(draft.variables) };
  });
  const [text, setText] = useState(start.query);
  const [variables, setVariableValue] = useState<unknown>(start.variables);
  const [variablesError, setVariablesError] = useState<string | null>(null);
  const [isVariablesErrorShown, setVariablesErrorShown] = useState(false);
  const [pickedKey, setPickedKey] = useState<string | null>(null);

  // Parsing and validation read a deferred copy of the text, so a keystroke renders the editor
  // first and the operation list and schema check catch up in the background.
  const settledText = useDeferredValue(text);
  const parsed = useMemo(() => parseDocument(settledText), [settledText]);
  const schemaProblems = useMemo(
    () => (schema && settledText.trim() !== '' ? documentSchemaProblems(schema, settledText) : []),
    [schema, settledText],
  );
  useDraftSaving({ query: text, variables, source: start.source }, start.isNew ? null : start, drafts);

  return {
    linkProblem: start.linkProblem,
    text,
    setText,
    settledText,
    parsed,
    schemaProblems,
    ...pickOperation(parsed, pickedKey),
    setPickedKey,
    /** Enter can come before the deferred parse catches up: what is sent is what is typed. */
    pickTyped: () => pickOperation(settledText === text ? parsed : parseDocument(text), pickedKey),
    variables,
    setVariables(value: unknown) {
      setVariableValue(value);
      setVariablesErrorShown(false);
    },
    variablesError,
    setVariablesError,
    /** The variables' error, once a Run found them not valid JSON (not while typing). */
    shownVariablesError: isVariablesErrorShown ? variablesError : null,
    showVariablesError: () => setVariablesErrorShown(true),
    reopen(document: ReopenedDocument) {
      setText(document.query);
      setVariableValue(Object.keys(document.variables).length > 0 ? document.variables : null);
      setVariablesErrorShown(false);
      setPickedKey(document.operationName);
    },
  };
}

export type DocumentEditorState = ReturnType<typeof useDocumentEditor>;
