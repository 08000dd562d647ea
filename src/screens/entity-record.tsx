// `/entity/:type/:key` (issue 15 §2, PRODUCT.md §3 "Records"): one record from its by-key fetcher,
// drawn by RecordPage, with its actions: Edit opens the update mutation's form pre-filled with the
// record's current values and sends only what changed (record-edit-form.tsx); Delete asks with
// the destructive confirmation, then goes back to the list; other actions open their mutation
// screen with the key filled in. The record is read cache-and-network and the update selects the
// record's fields, so after a mutation the normalised cache shows the new state here and on every
// other screen. The key in the route is the record's own (encodeRecordKey): no token.
import { useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link, useLocation } from 'wouter';
import type { GraphQLSchema } from 'graphql';
import {
  buildRecordDocuments,
  confirmationTitle,
  decodeRecordKey,
  findRootField,
  humanize,
  keyVariables,
  recordTitle,
  createHintsResolver,
  variablesToUrl,
  type EntityAction,
  type RecordDocuments,
} from '../schema/index.ts';
// Lazily loaded with the screens that ask for confirmation, so not in the feedback room's list.
import { ConfirmModal } from '../ui/feedback/confirm-modal.tsx';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { useMutation, useQuery } from '../ui/hooks/index.ts';
import { ResultAlerts } from '../ui/results/index.ts';
import { RecordPage } from '../ui/results/record-page.tsx';
import { listTitle } from './entity-list.tsx';
import { SCREEN_PARAM } from './operation-common.tsx';
import { RecordEditForm } from './record-edit-form.tsx';
import { SchemaGate, safeDecode } from './schema-gate.tsx';

type Data = Record<string, unknown>;

export function EntityRecordScreen({ type, recordKey }: { type: string; recordKey: string }) {
  const name = safeDecode(type);
  return (
    <SchemaGate title={name}>
      {(schema) => {
        const docs = buildRecordDocuments(schema, name);
        const variables = docs?.byKey ? decodeRecordKey(schema, name, recordKey) : null;
        if (!docs || !docs.byKey || !variables) {
          return (
            <section aria-labelledby="entity-heading">
              <h1 id="entity-heading">{name}</h1>
              <p>
                {docs?.byKey ? `“${safeDecode(recordKey)}” is not a key of a ${name}.` : `This API cannot fetch one ${name} by its key.`}{' '}
                <Link href="/" className="facet-link">Back to the overview</Link>
              </p>
            </section>
          );
        }
        return <EntityRecord key={`${name}/${recordKey}`} schema={schema} docs={docs} variables={variables} />;
      }}
    </SchemaGate>
  );
}

/** The `/mutation/<field>` address that opens an action's form with the record's key filled in. */
function actionHref(schema: GraphQLSchema, action: EntityAction, record: Data): string | null {
  const field = findRootField(schema, 'mutation', action.field);
  const key = keyVariables(action.key, record);
  if (!field || !key) return null;
  const query = variablesToUrl(field, key);
  return `/mutation/${encodeURIComponent(action.field)}?${query === '' ? '' : `${query}&${SCREEN_PARAM}=mutation/${action.field}`}`;
}

function EntityRecord({ schema, docs, variables }: { schema: GraphQLSchema; docs: RecordDocuments; variables: Data }) {
  useSignals();
  const { store } = useApp();
  const [, navigate] = useLocation();
  const entity = docs.entity;
  const byKey = docs.byKey!;
  const handle = useQuery<Data>(store, byKey.text, variables, { fetchPolicy: 'cache-and-network' });
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const deleteHandle = useMutation<Data>(store, docs.delete?.text ?? null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);

  const data = handle.data.value;
  const value = data ? data[byKey.field] : undefined;
  const record = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : null;
  const listHref = entity.bestListSource ? `/entity/${encodeURIComponent(entity.name)}?` : null;
  const others = entity.actions.filter((a) => a.kind === 'other');
  const title = record ? recordTitle(record, createHintsResolver(schema)(record)) : entity.name;

  function remove() {
    setIsDeleting(false);
    if (!deleteHandle || !record || !entity.delete) return;
    const key = keyVariables(entity.delete.key, record);
    if (!key) return;
    void deleteHandle.execute(key).then((outcome) => {
      if (!outcome.error && outcome.graphqlErrors.length === 0) {
        store.notices.push({ kind: 'success', message: `Deleted ${title}` });
        navigate(listHref ?? '/');
      } else {
        store.notices.push({ kind: 'error', message: `${entity.delete!.field} failed: see the errors on the page` });
      }
    });
  }

  let body;
  if (record) {
    const actions = (
      <div className="facet-record-actions">
        {docs.update && entity.update ? (
          <Button ref={editRef} className="facet-button" onPress={() => setIsEditing(!isEditing)} aria-expanded={isEditing}>
            {isEditing ? 'Close the editor' : 'Edit'}
          </Button>
        ) : null}
        {docs.delete && entity.delete ? (
          <Button ref={deleteRef} className="facet-button facet-button-danger" onPress={() => setIsDeleting(true)} isDisabled={deleteHandle?.pending.value}>
            Delete
          </Button>
        ) : null}
        {others.map((action) => {
          const href = actionHref(schema, action, record);
          return href ? (
            <Link key={action.field} href={href} className="facet-button facet-record-action">
              {humanize(action.field)}
            </Link>
          ) : null;
        })}
      </div>
    );
    body = (
      <>
        <RecordPage record={record} schema={schema} headingId="entity-heading" actions={actions} />
        {isEditing && docs.update ? (
          <RecordEditForm
            schema={schema}
            typeName={entity.name}
            document={docs.update.text}
            record={record}
            onDone={() => {
              setIsEditing(false);
              void handle.refetch();
              editRef.current?.focus();
            }}
            onCancel={() => setIsEditing(false)}
          />
        ) : null}
        {deleteHandle ? <ResultAlerts error={deleteHandle.error.value} graphqlErrors={deleteHandle.graphqlErrors.value} /> : null}
        <ConfirmModal
          isOpen={isDeleting}
          title={confirmationTitle(entity.delete?.field ?? `delete${entity.name}`, {}, { recordTitle: title })}
          description={`This sends ${entity.delete?.field ?? 'the delete mutation'} to the server; deleting usually cannot be undone.`}
          variables={(entity.delete && keyVariables(entity.delete.key, record)) ?? {}}
          isDestructive
          isPending={deleteHandle?.pending.value ?? false}
          confirmLabel="Yes, delete"
          onConfirm={remove}
          onCancel={() => setIsDeleting(false)}
          triggerRef={deleteRef}
        />
      </>
    );
  } else if (handle.loading.value) {
    body = <p role="status" className="facet-muted">Loading the {humanize(entity.name).toLowerCase()}…</p>;
  } else {
    body = (
      <>
        <h1 id="entity-heading">{humanize(entity.name)}</h1>
        <ResultAlerts error={handle.error.value} graphqlErrors={handle.graphqlErrors.value} />
        {data && value === null ? <p>No {humanize(entity.name).toLowerCase()} has this key; it may have been deleted.</p> : null}
      </>
    );
  }

  return (
    <section aria-labelledby="entity-heading" className="facet-operation facet-entity-record" aria-busy={handle.loading.value}>
      {listHref ? (
        <nav aria-label="Breadcrumb" className="facet-breadcrumb">
          <Link href={listHref} className="facet-link">
            {listTitle(entity.name)}
          </Link>
        </nav>
      ) : null}
      {body}
    </section>
  );
}
