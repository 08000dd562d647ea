// The sidebar fed by the current schema: its entity types with a list source (Records) and its root fields.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { filterRootFields, listRootFields, OPERATION_KINDS, type RootField } from '../../schema/root-fields.ts';
import type { GraphQLSchema } from 'graphql';
import { useApp, useSignals } from './app-context.tsx';
import { Sidebar, type SidebarField } from './sidebar.tsx';

const filter = (fields: readonly SidebarField[], text: string) => filterRootFields(fields as readonly RootField[], text);

export function SchemaSidebar() {
  useSignals();
  const { schemaSource } = useApp();
  const current = schemaSource.schema.value;
  // Hundreds of links render in the background, in slices React yields between, not in one long
  // task when the schema arrives (issue 13 item 9).
  const schema = useDeferredValue(current);
  const sections = useMemo(
    () => (schema ? OPERATION_KINDS.map((kind) => ({ kind, fields: listRootFields(schema, kind) })) : []),
    [schema],
  );
  const records = useRecordTypes(schema) ?? [];
  if (!schema) return <p className="facet-muted facet-sidebar-nav">{current || schemaSource.status.value === 'loading' ? 'Loading schema…' : 'No schema'}</p>;
  return <Sidebar sections={sections} records={records} filter={filter} />;
}

export type RecordTypes = readonly { name: string; searchKey: string }[];

/** A new task: the browser's scheduler.yield() where there is one, else a zero-delay timeout. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The entity types that have a list source, worked out by a lazily loaded module: the first
 * screen stays within its budget and the Records section appears a moment after the operations.
 * Worked out in slices, with a turn for the main thread between them: a large schema's
 * derivation is no long task (issue 13 item 9).
 * Null until they are known (the overview says so; the sidebar shows none meanwhile).
 */
export function useRecordTypes(schema: GraphQLSchema | null): RecordTypes | null {
  const [records, setRecords] = useState<{ schema: GraphQLSchema; list: RecordTypes } | null>(null);
  useEffect(() => {
    if (!schema) return;
    let isCurrent = true;
    void import('../../schema/entities.ts')
      .then(({ deriveEntitiesInSlices }) => deriveEntitiesInSlices(schema, { yieldToMain }))
      .then(({ entities }) => {
        if (!isCurrent) return;
        setRecords({ schema, list: entities.filter((e) => e.bestListSource !== null).map((e) => ({ name: e.name, searchKey: e.name.toLowerCase() })) });
      });
    return () => void (isCurrent = false);
  }, [schema]);
  return records && records.schema === schema ? records.list : null;
}
