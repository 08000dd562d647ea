// The two pagination shapes the schema offers, so the UI's pagination can be tried on both:
// offset/limit with a total, and a Relay cursor connection
// (https://relay.dev/graphql/connections.htm §4 "Pagination algorithm").
import { DEFAULT_CONNECTION_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';
import { badUserInput } from './errors.ts';

export interface OffsetPage<T> {
  items: T[];
  total: number;
}

function checkCount(value: number, name: string, min: number): void {
  if (!Number.isInteger(value) || value < min || value > MAX_PAGE_SIZE) {
    throw badUserInput(`${name} must be a whole number from ${min} to ${MAX_PAGE_SIZE}; got ${value}.`, name);
  }
}

/** `limit` items from `offset` on, with the total before slicing. */
export function offsetPage<T>(all: readonly T[], limit: number, offset: number): OffsetPage<T> {
  checkCount(limit, 'limit', 0);
  if (!Number.isInteger(offset) || offset < 0) throw badUserInput(`offset must be 0 or more; got ${offset}.`, 'offset');
  return { items: all.slice(offset, offset + limit), total: all.length };
}

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

/** Cursors name an item (not a position), so they stay valid when items are added before them. */
export function encodeCursor(id: string): string {
  return Buffer.from(`cursor:${id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string, name: string): string {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith('cursor:')) throw badUserInput(`${name} is not a cursor this server gave out: "${cursor}".`, name);
  return text.slice('cursor:'.length);
}

/**
 * Relay's algorithm: cut at `after`/`before`, then keep the first `first` and/or the last `last`.
 * hasNextPage/hasPreviousPage report whether items exist beyond the page in the whole list.
 * With neither `first` nor `last`, the first DEFAULT_CONNECTION_PAGE_SIZE items are returned.
 */
export function connectionPage<T extends { id: string }>(all: readonly T[], args: ConnectionArgs): Connection<T> {
  const indexOf = (cursor: string, name: string) => {
    const id = decodeCursor(cursor, name);
    const index = all.findIndex((item) => item.id === id);
    if (index < 0) throw badUserInput(`${name} names an item that no longer exists.`, name);
    return index;
  };
  let start = args.after != null ? indexOf(args.after, 'after') + 1 : 0;
  let end = args.before != null ? indexOf(args.before, 'before') : all.length;
  if (end < start) end = start;
  const first = args.first ?? (args.last == null ? DEFAULT_CONNECTION_PAGE_SIZE : null);
  if (first != null) {
    checkCount(first, 'first', 0);
    end = Math.min(end, start + first);
  }
  if (args.last != null) {
    checkCount(args.last, 'last', 0);
    start = Math.max(start, end - args.last);
  }
  const edges = all.slice(start, end).map((node) => ({ cursor: encodeCursor(node.id), node }));
  return {
    edges,
    pageInfo: {
      hasPreviousPage: start > 0,
      hasNextPage: end < all.length,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: all.length,
  };
}
