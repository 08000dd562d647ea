// `/mutation/:field`: the generated form → Run → a confirmation modal showing what will be sent
// (files by name and size; destructive-sounding names flagged) → send once → a success toast and
// the result as a card, or alerts with every input kept for another try (issue 7 "Mutations"),
// brought into view with focus on its heading.
// One click never sends twice: the modal locks its Confirm button, and the store's mutation
// handle refuses a second execute while one is pending. Upload progress comes from the handle.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import type { GraphQLSchema } from 'graphql';
import { TITLE_FIELD_NAMES, confirmationTitle, destructiveVerb, detectPagination, mutationRecordKey } from '../schema/index.ts';
import type { NormalizedCache } from '../store/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { useMutation } from '../ui/hooks/index.ts';
// Lazily loaded with the screens that ask for confirmation, so not in the feedback room's list.
import { ConfirmModal } from '../ui/feedback/confirm-modal.tsx';
import { ErrorBoundary } from '../ui/feedback/index.ts';
import { ResultView } from '../ui/results/index.ts';
import { DocumentPanel, OperationArguments, OperationHeader, adoptToken, useOperationForm, type RootField } from './operation-common.tsx';
import { OutcomeUnknown } from './outcome-unknown.tsx';

type Data = Record<string, unknown>;

/**
 * The title of the record a mutation names by `id`, when the cache holds it: `deleteEvent(id: "e3")`
 * → the cached `Event:e3`'s title, so the confirmation can say "Delete event “Jazz Night”?".
 */
function cachedTitle(cache: NormalizedCache, fieldName: string, variables: Record<string, unknown> | null): string | null {
  const key = mutationRecordKey(fieldName, variables);
  if (key === null || !cache.has(key)) return null;
  for (const name of TITLE_FIELD_NAMES) {
    const value = cache.field(key, name).peek();
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

export function MutationOperation({ schema, field }: { schema: GraphQLSchema; field: RootField }) {
  useSignals();
  const { store } = useApp();
  const op = useOperationForm('mutation', field, schema, store);
  const handle = useMutation<Data>(store, op.document.text);
  const [toConfirm, setToConfirm] = useState<Record<string, unknown> | null>(null);
  const [hasSent, setHasSent] = useState(false);
  const [answers, setAnswers] = useState(0);
  const runRef = useRef<HTMLButtonElement>(null);
  const outputRef = useRef<HTMLDivElement>(null);
  const verb = destructiveVerb(field.name);
  const isList = useMemo(() => detectPagination(field).kind !== 'none', [field]);
  const isPending = handle.pending.value;
  const progress = handle.progress.value;

  function run(event?: FormEvent) {
    event?.preventDefault();
    if (isPending) return;
    const result = op.validate();
    if (!result.ok) return;
    op.writeUrl(result.variables);
    setToConfirm(result.variables);
  }

  function confirm() {
    const variables = toConfirm;
    setToConfirm(null);
    if (!variables) return;
    setHasSent(true);
    void handle.execute(variables).then((outcome) => {
      op.showServerErrors(outcome.graphqlErrors);
      if (outcome.isOutcomeUnknown) {
        store.notices.push({ kind: 'warning', message: `${field.name}: outcome unknown. The answer was lost, so it may or may not have been applied` });
      } else if (!outcome.error && outcome.graphqlErrors.length === 0) {
        store.notices.push({ kind: 'success', message: `${field.name} succeeded` });
      } else {
        store.notices.push({ kind: 'error', message: `${field.name} failed: see the errors under the form; your inputs are kept` });
      }
      setAnswers((n) => n + 1);
    });
  }

  // The answer arrives below a long form, or beside it: bring it into view and start the reader at
  // its heading, as paging does (issue 16). Once the confirmation has gone, so nothing takes
  // focus back to Run afterwards (the dialog's own restore leaves focus the user, or this, moved).
  useEffect(() => {
    if (answers === 0) return;
    let frame = 0;
    const reveal = () => {
      // The confirmation, not a toast (a toast is a non-modal alertdialog).
      if (document.querySelector('[role="alertdialog"]:not([aria-modal="false"])')) {
        frame = requestAnimationFrame(reveal);
        return;
      }
      const heading = outputRef.current?.querySelector<HTMLElement>('h2');
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      heading.scrollIntoView?.({ block: 'start' });
    };
    reveal();
    return () => cancelAnimationFrame(frame);
  }, [answers]);

  return (
    <section aria-labelledby="operation-heading" className="facet-operation">
      <OperationHeader kind="mutation" field={field} />
      {verb ? <p className="facet-operation-warning">This mutation looks destructive (“{verb}”): you will be asked to confirm.</p> : null}
      {/* A list's result takes the full width under the form (screens.css). */}
      <div className="facet-operation-body" data-list={isList || undefined}>
      <div className="facet-operation-inputs">
      <OperationArguments op={op} field={field} onSubmit={run} progress={isPending ? progress : null}>
        {/* Not disabled while sending: focus returns here after the dialog, and run() refuses meanwhile. */}
        <Button ref={runRef} type="submit" className="facet-button facet-button-primary" aria-describedby={isPending ? 'mutation-pending' : undefined}>
          {isPending ? 'Sending…' : 'Run'}
        </Button>
        {isPending ? (
          // Stops waiting; the outcome is then unknown (it may have reached the server), and said so.
          <Button className="facet-button" onPress={() => {
            handle.cancel();
            runRef.current?.focus();
          }}>
            Cancel
          </Button>
        ) : null}
        {isPending ? <span id="mutation-pending" role="status">Sending {field.name}…</span> : null}
        {isPending && progress !== null ? (
          <ProgressBar className="facet-progress" value={progress * 100} aria-label="Upload progress">
            {({ percentage, valueText }) => (
              <>
                <span>Uploading {valueText}</span>
                <div className="facet-progress-track"><div className="facet-progress-fill" style={{ width: `${percentage ?? 0}%` }} /></div>
              </>
            )}
          </ProgressBar>
        ) : null}
      </OperationArguments>
      <DocumentPanel document={op.document} variables={op.shareable} />
      </div>
      <ConfirmModal
        isOpen={toConfirm !== null}
        title={confirmationTitle(field.name, toConfirm ?? {}, { recordTitle: cachedTitle(store.cache, field.name, toConfirm) })}
        description={`This sends the mutation ${field.name} to the server${verb ? `; “${verb}” usually cannot be undone` : ''}.`}
        variables={toConfirm ?? {}}
        inputTypes={Object.fromEntries(field.args.map((arg) => [arg.name, arg.type]))}
        isDestructive={verb !== null}
        isPending={isPending}
        confirmLabel={verb ? `Yes, ${verb}` : 'Send'}
        onConfirm={confirm}
        onCancel={() => setToConfirm(null)}
        triggerRef={runRef}
      />
      {hasSent ? (
        <div className="facet-operation-output" ref={outputRef}>
        {!isPending && handle.isOutcomeUnknown.value ? <OutcomeUnknown name={field.name} /> : null}
        {/* A result that throws while drawn becomes an alert; the form and its inputs stay (issue 12 item 5). */}
        <ErrorBoundary title="The result could not be shown" resetKeys={[handle.data.value, handle.error.value, handle.graphqlErrors.value]}>
        <ResultView
          fieldName={field.name}
          data={handle.data.value}
          error={handle.error.value}
          graphqlErrors={handle.graphqlErrors.value}
          isLoading={isPending}
          schema={schema}
          onAdoptToken={(token) => adoptToken(store, token)}
        />
        </ErrorBoundary>
        </div>
      ) : null}
      </div>
    </section>
  );
}
