/**
 * The text of an operation's document: the string itself, or the source a parsed document carries
 * (`loc.source.body`, which graphql-tag keeps and graphql-js `parse` sets unless `noLocation`).
 * No graphql import: printing a document without its source would need graphql's printer.
 */
import type { OperationInput } from './types.ts';

export function sourceText(query: OperationInput['query']): string {
  const text = typeof query == 'string' ? query : query?.loc?.source.body;
  if (typeof text != 'string') throw new TypeError('Expected a query string or a document with loc.source.body');
  return text;
}
