// The other half of "Export results" (issue 18): the whole result as JSON, the lists in a result
// a CSV can be made of, and a file name for each.
import { RESULT_MAX_DEPTH } from '../constants.ts';

/** The whole result (data and errors, as received), indented for reading. */
export function resultJson(result: unknown): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}

export interface ResultList {
  /** Dotted path from `data`: `events.items`, `eventsConnection.edges`. */
  path: string;
  items: readonly unknown[];
}

/**
 * Every list in the data that is not inside another list, in document order: what CSV export
 * offers. Lists deeper than RESULT_MAX_DEPTH objects are not offered (a hostile answer may nest
 * 10,000 levels; the result view draws no deeper either).
 */
export function listsIn(data: unknown, prefix = '', depth = 0): ResultList[] {
  if (Array.isArray(data)) return [{ path: prefix || 'data', items: data }];
  if (data === null || typeof data !== 'object' || depth >= RESULT_MAX_DEPTH) return [];
  return Object.entries(data).flatMap(([key, value]) => listsIn(value, prefix ? `${prefix}.${key}` : key, depth + 1));
}

/** `facet-events.items-2026-11-25T10-30-00.csv`: the path, then the time (no colons, which some systems refuse). */
export function exportFileName(label: string, extension: 'json' | 'csv', at: Date): string {
  const safe = label.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'result';
  return `facet-${safe}-${at.toISOString().slice(0, 19).replaceAll(':', '-')}.${extension}`;
}
