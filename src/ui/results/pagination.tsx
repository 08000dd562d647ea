/**
 * Pagination as navigation (no APG pattern exists; this follows the common landmark pattern):
 * `nav aria-label="Pagination"` holding Previous, page buttons and Next, the current page marked
 * `aria-current="page"`. Two modes:
 *  - pages known (`pageCount` given, e.g. offset lists with a total): numbered pages, windowed
 *    with ellipses around the current one;
 *  - next-only (`pageCount` omitted: Relay cursors or an unknown total): "Page N" and
 *    Previous/Next driven by `hasNextPage` / `hasPreviousPage`.
 * Plus `pageSlice` and `usePagedList` for lists the server does not page (client-side paging).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { CLIENT_PAGE_SIZE, PAGINATION_SIBLING_PAGES } from '../constants.ts';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** Total pages when known; omit for next-only mode. */
  pageCount?: number;
  /** Next-only mode: whether a next page exists. Ignored when pageCount is given. */
  hasNextPage?: boolean;
  /** Whether a previous page exists. @default page > 1 */
  hasPreviousPage?: boolean;
  /** While a page loads, buttons are disabled so a page is never requested twice. */
  isPending?: boolean;
  /** Landmark name; give distinct names when a screen has several lists. @default 'Pagination' */
  label?: string;
}

export function Pagination(props: PaginationProps) {
  const { page, pageCount, isPending = false, label = 'Pagination' } = props;
  const hasPrevious = props.hasPreviousPage ?? page > 1;
  const hasNext = pageCount !== undefined ? page < pageCount : props.hasNextPage ?? false;
  const nav = useRef<HTMLElement>(null);
  const hasAsked = useRef(false);
  const onPageChange = (next: number) => {
    hasAsked.current = true;
    props.onPageChange(next);
  };
  // Once the asked-for page is shown (at once, or when the server answers), the reader starts at
  // its top: focus goes to the list's heading, which is scrolled into view (issue 16 "Paging").
  useEffect(() => {
    if (!hasAsked.current) return;
    hasAsked.current = false;
    const heading = nav.current?.closest('section')?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ block: 'start' });
  }, [page]);
  return (
    <nav ref={nav} aria-label={label} className="facet-pagination">
      <ul className="facet-pagination-list">
        <li>
          <Button className="facet-button" isDisabled={!hasPrevious || isPending} onPress={() => onPageChange(page - 1)}>
            Previous<span className="facet-visually-hidden"> page</span>
          </Button>
        </li>
        {pageCount !== undefined ? (
          pageItems(page, pageCount).map((item, i) =>
            item === 'gap' ? (
              <li key={`gap-${i}`} aria-hidden="true" className="facet-pagination-gap">
                …
              </li>
            ) : (
              <li key={item}>
                <Button
                  className="facet-button facet-pagination-page"
                  aria-label={`Page ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                  isDisabled={isPending && item !== page}
                  onPress={() => item !== page && onPageChange(item)}
                >
                  {String(item)}
                </Button>
              </li>
            ),
          )
        ) : (
          <li className="facet-pagination-current" aria-current="page">
            Page {page}
          </li>
        )}
        <li>
          <Button className="facet-button" isDisabled={!hasNext || isPending} onPress={() => onPageChange(page + 1)}>
            Next<span className="facet-visually-hidden"> page</span>
          </Button>
        </li>
      </ul>
    </nav>
  );
}

/** The page numbers to show: first, last, and a window around the current page; 'gap' between. */
export function pageItems(page: number, pageCount: number): Array<number | 'gap'> {
  const shown = new Set<number>([1, pageCount]);
  for (let p = page - PAGINATION_SIBLING_PAGES; p <= page + PAGINATION_SIBLING_PAGES; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].filter((p) => p >= 1).sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  for (const p of sorted) {
    const last = items[items.length - 1];
    if (typeof last === 'number' && p - last === 2) items.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) items.push('gap');
    items.push(p);
  }
  return items;
}

/** The items of one 1-based page, and the page count (at least 1). An infinite pageSize is one page. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize = CLIENT_PAGE_SIZE): { items: T[]; pageCount: number } {
  if (!Number.isFinite(pageSize)) return { items: items.slice(), pageCount: 1 };
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), pageCount };
}

/** Client-side paging state for a plain list; the page is clamped when the list shrinks. */
export function usePagedList<T>(items: readonly T[], pageSize = CLIENT_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const slice = useMemo(() => pageSlice(items, page, pageSize), [items, page, pageSize]);
  useEffect(() => {
    if (page > slice.pageCount) setPage(slice.pageCount);
  }, [page, slice.pageCount]);
  return { page: Math.min(page, slice.pageCount), setPage, pageCount: slice.pageCount, pageItems: slice.items };
}
