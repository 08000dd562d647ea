// What a schema refresh changed, in words for a notice (issue 16 "'Refresh schema' gives no
// feedback: show progress, then 'Schema refreshed' with what changed or 'No changes'"). Counts
// the named types and the fields (of object, interface and input types) added and removed;
// changed descriptions or argument lists are not counted. Loaded only when a refresh ends.
// Types only from graphql: a value import would make esbuild split the first screen's chunk
// that holds graphql's type module (the first-screen budget), so fields are found by shape.
import type { GraphQLNamedType } from 'graphql/type/definition';
import type { GraphQLSchema } from 'graphql/type/schema';
import { countLabel } from './plural.ts';

export interface SchemaChanges {
  addedTypes: string[];
  removedTypes: string[];
  addedFields: string[];
  removedFields: string[];
}

/** Types and `Type.field`s in `after` and not in `before`, and the other way round. */
export function schemaChanges(before: GraphQLSchema, after: GraphQLSchema): SchemaChanges {
  const names = (schema: GraphQLSchema) => {
    const types = new Set<string>();
    const fields = new Set<string>();
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || BUILT_IN_SCALARS.has(type.name)) continue;
      types.add(type.name);
      for (const field of fieldNames(type)) fields.add(`${type.name}.${field}`);
    }
    return { types, fields };
  };
  const a = names(before);
  const b = names(after);
  const minus = (x: Set<string>, y: Set<string>) => [...x].filter((n) => !y.has(n));
  // A field of an added or removed type is told with its type.
  return {
    addedTypes: minus(b.types, a.types),
    removedTypes: minus(a.types, b.types),
    addedFields: minus(b.fields, a.fields).filter((f) => a.types.has(f.split('.')[0]!)),
    removedFields: minus(a.fields, b.fields).filter((f) => b.types.has(f.split('.')[0]!)),
  };
}

/** "Schema refreshed: no changes", or "Schema refreshed: 1 type added (Ticket), 2 fields removed (Event.venue, …)". */
export function describeSchemaChanges(changes: SchemaChanges): string {
  const parts = [
    part(changes.addedTypes, 'type', 'added'),
    part(changes.removedTypes, 'type', 'removed'),
    part(changes.addedFields, 'field', 'added'),
    part(changes.removedFields, 'field', 'removed'),
  ].filter(Boolean);
  return `Schema refreshed: ${parts.length ? parts.join(', ') : 'no changes'}`;
}

const NAMES_SHOWN = 3;

/** GraphQL's own scalars, in a schema only while a field uses them: no change of the API's own. */
const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

function part(names: string[], noun: string, verb: string): string {
  if (names.length === 0) return '';
  const shown = names.slice(0, NAMES_SHOWN).join(', ') + (names.length > NAMES_SHOWN ? ', …' : '');
  return `${countLabel(names.length, noun)} ${verb} (${shown})`;
}

/** Fields of an object, interface or input type (the types with `getFields`). */
function fieldNames(type: GraphQLNamedType): string[] {
  return 'getFields' in type ? Object.keys(type.getFields()) : [];
}
