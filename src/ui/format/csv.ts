// CSV of a result list (issue 18 "Export results: … CSV of a list (nested values flattened with
// dotted column names)"). RFC 4180: CRLF line ends, a field holding a comma, quote, CR or LF is
// quoted with inner quotes doubled, a header row. Nested objects become `venue.name` columns;
// a list inside an item stays one cell as JSON (lossless, and a 200-item list does not turn into
// 200 columns). Text cells a spreadsheet would run as a formula (starting with = + - @, tab or
// CR; OWASP "CSV Injection") get a leading apostrophe, so a server string cannot run there.
// Numbers are written as they are: -5 is a number, not a formula. A value nested deeper than
// EXPORT_MAX_DEPTH is written as EXPORT_TOO_DEEP (a hostile depth would overflow the stack).
import { EXPORT_MAX_DEPTH, EXPORT_TOO_DEEP } from '../constants.ts';
import { exportJson } from './result-export.ts';

/** Columns in first-seen order (over every row), one row per item; a list of scalars is one `value` column. */
export function csvFromList(items: readonly unknown[]): string {
  const rows = items.map((item) => flatten(item));
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) for (const key of row.keys()) if (!seen.has(key)) (seen.add(key), columns.push(key));
  const lines = [columns.map((c) => quote(guard(c))), ...rows.map((row) => columns.map((c) => cell(row.get(c))))];
  return lines.map((line) => line.join(',')).join('\r\n') + '\r\n';
}

/** Dotted paths to values; arrays and scalars are leaves. */
function flatten(item: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (value: unknown, prefix: string, depth: number) => {
    if (value !== null && typeof value === 'object' && depth >= EXPORT_MAX_DEPTH) {
      out.set(prefix || 'value', EXPORT_TOO_DEEP);
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value);
      if (entries.length === 0 && prefix) out.set(prefix, null);
      for (const [key, inner] of entries) walk(inner, prefix ? `${prefix}.${key}` : key, depth + 1);
    } else {
      out.set(prefix || 'value', value);
    }
  };
  walk(item, '', 0);
  return out;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return quote(guard(typeof value === 'string' ? value : exportJson(value)));
}

function guard(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
