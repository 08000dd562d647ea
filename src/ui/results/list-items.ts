// Which result values are lists to show item by item: arrays, and the page objects and Relay
// connections that wrap them (ui.md §4.3 connections, §4.4 page objects). One reading for the
// result view (which knows the field's pagination shape) and for values inside cards (which do
// not, and go by the keys: an object holding only edges/nodes, pageInfo and totalCount).
import type { PaginationShape } from '../../schema/index.ts';

/** A list's items, and the total the server stated (null when it stated none). */
export interface ListItems {
  items: unknown[];
  total: number | null;
}

/** The keys a connection object holds when it is read by its keys alone. */
const CONNECTION_KEYS: ReadonlySet<string> = new Set(['__typename', 'edges', 'nodes', 'pageInfo', 'totalCount']);

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The nodes of a connection: its `nodes`, else each edge's `node`; null with neither list. */
function connectionNodes(record: Record<string, unknown>): unknown[] | null {
  if (Array.isArray(record.nodes)) return record.nodes;
  if (Array.isArray(record.edges)) return record.edges.map((edge) => (asRecord(edge) && 'node' in (edge as object) ? (edge as { node: unknown }).node : edge));
  return null;
}

function number(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/**
 * The items of a list value, a page object or a connection; null when the value is none of them.
 * With a `shape` the field's pagination decides (a Relay field's value without edges or nodes,
 * aliased or holding only its total, is no list); without one, an object is a connection when it
 * holds nothing but connection keys and has edges or nodes.
 */
export function listItems(value: unknown, shape?: PaginationShape | null): ListItems | null {
  if (Array.isArray(value)) return { items: value, total: null };
  const record = asRecord(value);
  if (!record) return null;
  if (!shape || shape.kind === 'none') {
    if (!Object.keys(record).every((key) => CONNECTION_KEYS.has(key))) return null;
    const nodes = connectionNodes(record);
    return nodes ? { items: nodes, total: number(record.totalCount) } : null;
  }
  if (shape.kind === 'relay') {
    if (!('edges' in record) && !('nodes' in record)) return null;
    const total = shape.connection.totalField ? record[shape.connection.totalField] : undefined;
    return { items: connectionNodes(record) ?? [], total: number(total) };
  }
  if (shape.itemsField) {
    const items = record[shape.itemsField];
    const total = shape.totalField ? record[shape.totalField] : undefined;
    return Array.isArray(items) ? { items, total: number(total) } : null;
  }
  return null;
}
