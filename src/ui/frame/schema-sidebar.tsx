// The sidebar fed by the current schema's root fields.
import { useDeferredValue, useMemo } from 'react';
import { filterRootFields, listRootFields, OPERATION_KINDS, type RootField } from '../../schema/root-fields.ts';
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
  if (!schema) return <p className="facet-muted facet-sidebar-nav">{current || schemaSource.status.value === 'loading' ? 'Loading schema…' : 'No schema'}</p>;
  return <Sidebar sections={sections} filter={filter} />;
}
