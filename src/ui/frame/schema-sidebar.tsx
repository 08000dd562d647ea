// The sidebar fed by the current schema: its entity types with a list source (Records) and its root fields.
import { useDeferredValue, useMemo } from 'react';
import { filterRootFields, listRootFields, OPERATION_KINDS, type RootField } from '../../schema/root-fields.ts';
import { deriveEntities } from '../../schema/entities.ts';
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
  const records = useMemo(
    () => (schema ? deriveEntities(schema).entities.filter((e) => e.bestListSource !== null).map((e) => ({ name: e.name, searchKey: e.name.toLowerCase() })) : []),
    [schema],
  );
  if (!schema) return <p className="facet-muted facet-sidebar-nav">{current || schemaSource.status.value === 'loading' ? 'Loading schema…' : 'No schema'}</p>;
  return <Sidebar sections={sections} records={records} filter={filter} />;
}
