// Refresh schema, told (issue 16 "'Refresh schema' gives no feedback"): the header's button says
// "Refreshing schema…" while the introspection runs, then a notice says what changed ("Schema
// refreshed: 1 type added (Ticket)", "… no changes") or why it failed. Loaded when the button is
// first pressed (the refresh itself starts at once), so the first screen carries only the import.
import type { GraphQLSchema } from 'graphql/type/schema';
import type { Notices, SchemaSource } from '../../store/index.ts';
import { describeSchemaChanges, schemaChanges } from '../../schema/schema-changes.ts';

/** Tells how the refresh `done` of `source` (whose schema was `before`) ended. */
export async function tellSchemaRefresh(source: SchemaSource, notices: Notices, before: GraphQLSchema | null, done: Promise<void>): Promise<void> {
  await done;
  const after = source.schema.peek();
  const failure = source.failure.peek();
  if (failure) notices.push({ kind: 'error', message: `Schema refresh failed: ${failure.message}` });
  else if (after) notices.push({ kind: 'success', message: before ? describeSchemaChanges(schemaChanges(before, after)) : 'Schema loaded' });
}
