// The other half of "Export results" (issue 18): the whole result as JSON, the lists in a result
// a CSV can be made of, and a file name for each.
import { EXPORT_MAX_DEPTH, EXPORT_TOO_DEEP, RESULT_MAX_DEPTH } from '../constants.ts';

/**
 * `value` as JSON, as JSON.stringify writes it, but with each object or list nested deeper than
 * EXPORT_MAX_DEPTH written as EXPORT_TOO_DEEP: a hostile depth cannot overflow the stack.
 */
export function exportJson(value: unknown, indent?: number): string {
  const depths = new WeakMap<object, number>();
  return JSON.stringify(
    value,
    function (this: object, _key: string, inner: unknown) {
      if (inner === null || typeof inner !== 'object') return inner;
      const depth = (depths.get(this) ?? 0) + 1; // the holder of the top value is not in the map
      if (depth > EXPORT_MAX_DEPTH) return EXPORT_TOO_DEEP;
      depths.set(inner, depth);
      return inner;
    },
    indent,
  );
}

/** The whole result (data and errors, as received), indented for reading. */
export function resultJson(result: unknown): string {
  return `${exportJson(result, 2)}\n`;
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
