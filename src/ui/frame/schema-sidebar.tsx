// The sidebar fed by the current schema: its entity types with a list source (Records) and its root fields.
import { useMemo } from 'react';
import { deriveEntities, filterRootFields, listRootFields, OPERATION_KINDS, type RootField } from '../../schema/index.ts';
import { useApp, useSignals } from './app-context.tsx';
import { Sidebar, type SidebarField } from './sidebar.tsx';

const filter = (fields: readonly SidebarField[], text: string) => filterRootFields(fields as readonly RootField[], text);

export function SchemaSidebar() {
  useSignals();
  const { schemaSource } = useApp();
  const schema = schemaSource.schema.value;
  const sections = useMemo(
    () => (schema ? OPERATION_KINDS.map((kind) => ({ kind, fields: listRootFields(schema, kind) })) : []),
    [schema],
  );
  const records = useMemo(
    () => (schema ? deriveEntities(schema).entities.filter((e) => e.bestListSource !== null).map((e) => ({ name: e.name, searchKey: e.name.toLowerCase() })) : []),
    [schema],
  );
  if (!schema) return <p className="facet-muted facet-sidebar-nav">{schemaSource.status.value === 'loading' ? 'Loading schema…' : 'No schema'}</p>;
  return <Sidebar sections={sections} records={records} filter={filter} />;
}
