// What /document shows for a run: a query's or mutation's answer, one result view per root field
// (aliases included, each with its page shape from the schema, as the operation screens do), or a
// subscription's live feed.
import { useCallback, useMemo } from 'react';
import type { GraphQLSchema } from 'graphql';
import { rootFieldShapes } from '../schema/index.ts';
import type { SubscriptionFeed } from '../store/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { ResultAlerts, ResultView } from '../ui/results/index.ts';
import { adoptToken } from './adopt-token.ts';
import { LiveEvents } from './live-events.tsx';
import { OutcomeUnknown } from './outcome-unknown.tsx';
import type { Running } from './use-runner.ts';

function useResultProps(): { schema: GraphQLSchema | null; onAdoptToken: (token: string) => void } {
  useSignals();
  const { store, schemaSource } = useApp();
  const schema = schemaSource.schema.value;
  const onAdoptToken = useCallback((token: string) => adoptToken(store, token), [store]);
  return { schema, onAdoptToken };
}

/** A query's or mutation's answer: one result view per root field (aliases included), or the alerts alone. */
export function RunOutput({ running }: { running: Running | null }) {
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
