// What the record screens show before they have a schema (PRODUCT.md §3, as the operation screens
// do): "Loading the schema…", or the introspection failure with a way to the settings.
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { GraphQLSchema } from 'graphql';
import { Alert } from '../ui/feedback/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';

export function SchemaGate({ title, children }: { title: string; children: (schema: GraphQLSchema) => ReactNode }) {
  useSignals();
  const { schemaSource } = useApp();
  const [, navigate] = useLocation();
  const schema = schemaSource.schema.value;
  const failure = schemaSource.failure.value;
  if (schema) return <>{children(schema)}</>;
  if (!failure) return <p role="status" className="facet-muted">Loading the schema…</p>;
  return (
    <section aria-labelledby="entity-heading">
      <h1 id="entity-heading">{title}</h1>
      <Alert
        alert={{ kind: failure.kind, title: 'The schema could not be loaded', message: failure.message, ...(failure.status !== null ? { status: failure.status } : {}) }}
        action={{ label: 'Open settings', onPress: () => navigate('/settings') }}
      />
    </section>
  );
}

/** A route parameter decoded, or as it is when it does not decode. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
