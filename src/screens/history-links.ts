// Where a history entry reopens (issue 18 "reopen in the editor or on its screen"): the document
// screen with the run's text and variables, or the operation screen of its one root field with its
// arguments in the address, as that screen writes them (operation-common.tsx `writeUrl`).
import type { GraphQLSchema } from 'graphql';
import { findRootField, variablesToUrl } from '../schema/index.ts';
import type { ReopenTarget } from '../store/index.ts';
import { SCREEN_PARAM, documentEditorHref } from './operation-common.tsx';

/** `/document?query=…&variables=…`: opening it starts the editor from the run. */
export function reopenInEditorHref(target: ReopenTarget['document']): string {
  return documentEditorHref(target.query, { ...target.variables });
}

/** `/query/events?limit=5&facet-op=query/events`, or null when the schema has no such root field. */
export function operationScreenHref(schema: GraphQLSchema | null, target: NonNullable<ReopenTarget['screen']>): string | null {
  const field = schema ? findRootField(schema, target.operationType, target.field) : null;
  if (!field) return null;
  const query = variablesToUrl(field, { ...target.variables });
  const path = `/${target.operationType}/${encodeURIComponent(target.field)}`;
  return query === '' ? path : `${path}?${query}&${SCREEN_PARAM}=${target.operationType}/${target.field}`;
}
