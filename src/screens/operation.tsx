// The operation routes `/query/:field`, `/mutation/:field`, `/subscription/:field` (PRODUCT.md §3):
// finds the root field in the introspected schema, then hands it to the screen for its kind.
// While the schema loads, says so; when it cannot be had, the introspection failure with a way to
// the settings; an unknown field, a way home. Each field gets a fresh screen (keyed), so a form
// never carries one operation's values into another.
import { useLocation, Link } from 'wouter';
import { findRootField, type OperationKind } from '../schema/index.ts';
import { Alert } from '../ui/feedback/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { MutationOperation } from './operation-mutation.tsx';
import { QueryOperation } from './operation-query.tsx';
import { SubscriptionOperation } from './operation-subscription.tsx';

export interface OperationScreenProps {
  kind: OperationKind;
  /** The `:field` route parameter (still URL-encoded). */
  field: string;
}

export function OperationScreen({ kind, field: encoded }: OperationScreenProps) {
  useSignals();
  const { schemaSource } = useApp();
  const [, navigate] = useLocation();
  const schema = schemaSource.schema.value;
  const failure = schemaSource.failure.value;
  const name = safeDecode(encoded);

  if (!schema) {
    if (failure) {
      return (
        <section aria-labelledby="operation-heading">
          <h1 id="operation-heading">{name}</h1>
          <Alert
            alert={{ kind: failure.kind, title: 'The schema could not be loaded', message: failure.message, ...(failure.status !== null ? { status: failure.status } : {}) }}
            action={{ label: 'Open settings', onPress: () => navigate('/settings') }}
          />
        </section>
      );
    }
    return <p role="status" className="facet-muted">Loading the schema…</p>;
  }

  const field = findRootField(schema, kind, name);
  if (!field) {
    return (
      <section aria-labelledby="operation-heading">
        <h1 id="operation-heading">{name}</h1>
        <p>
          This API has no {kind} named <code>{name}</code>.{' '}
          <Link href="/" className="facet-link">
            Back to the overview
          </Link>
        </p>
      </section>
    );
  }
  const key = `${kind}/${name}`;
  if (kind === 'query') return <QueryOperation key={key} schema={schema} field={field} />;
  if (kind === 'mutation') return <MutationOperation key={key} schema={schema} field={field} />;
  return <SubscriptionOperation key={key} schema={schema} field={field} />;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
