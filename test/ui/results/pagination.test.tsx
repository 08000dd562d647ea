import '../../setup/dom.ts';
import axe from 'axe-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { Pagination, pageItems, pageSlice, usePagedList } from '../../../src/ui/results/pagination.tsx';
import { $, click, press, render } from '../../helpers/interact.ts';

/** axe-core's serious and critical findings inside `root` (contrast needs layout, so it is checked in e2e). */
async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

function buttons(root: ParentNode): HTMLButtonElement[] {
  return [...root.querySelectorAll('button')];
}

function byText(root: ParentNode, text: string): HTMLButtonElement {
  const found = buttons(root).find((b) => (b.getAttribute('aria-label') ?? b.textContent) === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

function Paged({ pageCount, onChange }: { pageCount?: number; onChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      {...(pageCount !== undefined ? { pageCount } : { hasNextPage: page < 3 })}
      onPageChange={(p) => {
        onChange?.(p);
        setPage(p);
      }}
    />
  );
}

const PaginationSuite = suite('Pagination');

PaginationSuite('is a navigation landmark named "Pagination" with the current page marked', () => {
  const view = render(<Pagination page={2} pageCount={3} onPageChange={() => {}} />);
  const nav = $(view.container, 'nav');
  assert.is(nav.getAttribute('aria-label'), 'Pagination');
  const current = $(nav, '[aria-current="page"]');
  assert.is(current.getAttribute('aria-label'), 'Page 2');
  assert.equal(buttons(nav).map((b) => b.getAttribute('aria-label') ?? b.textContent), ['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page']);
  view.unmount();
});

PaginationSuite('windows many pages with gaps around the current one', () => {
  const view = render(<Pagination page={10} pageCount={20} onPageChange={() => {}} />);
  const labels = [...view.container.querySelectorAll('li')].map((li) => li.textContent);
  assert.equal(labels, ['Previous page', '1', '…', '9', '10', '11', '…', '20', 'Next page']);
  view.unmount();
});

PaginationSuite('moves pages with Enter and Space on the buttons (keyboard)', () => {
  const pages: number[] = [];
  const view = render(<Paged pageCount={5} onChange={(p) => pages.push(p)} />);
  press(byText(view.container, 'Next page'), 'Enter');
  press(byText(view.container, 'Next page'), ' ');
  press(byText(view.container, 'Page 5'), 'Enter');
  press(byText(view.container, 'Previous page'), 'Enter');
  assert.equal(pages, [2, 3, 5, 4]);
  assert.is($(view.container, '[aria-current="page"]').getAttribute('aria-label'), 'Page 4');
  view.unmount();
});

PaginationSuite('moves focus to the list\'s heading once the asked-for page is shown, not before', () => {
  const view = render(
    <section>
      <h2>Result</h2>
      <p>items</p>
      <Paged pageCount={5} />
    </section>,
  );
  const heading = $(view.container, 'h2');
  assert.is.not(document.activeElement, heading, 'nothing moves on first render');
  click(byText(view.container, 'Next page'));
  assert.is(document.activeElement, heading);
  assert.is(heading.getAttribute('tabindex'), '-1', 'focusable by script only');
  assert.is($(view.container, '[aria-current="page"]').getAttribute('aria-label'), 'Page 2');
  view.unmount();
});

PaginationSuite('disables Previous on the first page and Next on the last', () => {
  const view = render(<Paged pageCount={2} />);
  assert.ok(byText(view.container, 'Previous page').disabled);
  click(byText(view.container, 'Next page'));
  assert.ok(byText(view.container, 'Next page').disabled);
  assert.not.ok(byText(view.container, 'Previous page').disabled);
  view.unmount();
});

PaginationSuite('in next-only mode shows "Page N" and follows hasNextPage', () => {
  const view = render(<Paged />);
  assert.is($(view.container, '[aria-current="page"]').textContent, 'Page 1');
  assert.not.ok(view.container.querySelector('[aria-label="Page 2"]'));
  click(byText(view.container, 'Next page'));
  click(byText(view.container, 'Next page'));
  assert.is($(view.container, '[aria-current="page"]').textContent, 'Page 3');
  assert.ok(byText(view.container, 'Next page').disabled);
  view.unmount();
});

PaginationSuite('honours hasPreviousPage for backward cursors', () => {
  const view = render(<Pagination page={1} hasNextPage hasPreviousPage onPageChange={() => {}} />);
  assert.not.ok(byText(view.container, 'Previous page').disabled);
  view.unmount();
});

PaginationSuite('disables every other button while a page is pending', () => {
  const view = render(<Pagination page={2} pageCount={3} isPending onPageChange={() => {}} />);
  assert.equal(buttons(view.container).map((b) => b.disabled), [true, true, false, true, true]);
  view.unmount();
});

PaginationSuite('passes axe-core checks in both modes', async () => {
  const view = render(
    <main>
      <Pagination page={10} pageCount={20} onPageChange={() => {}} label="Events pages" />
      <Pagination page={2} hasNextPage onPageChange={() => {}} label="Reviews pages" />
    </main>,
  );
  assert.equal(await axeViolations(view.container), []);
  view.unmount();
});

PaginationSuite.run();

// ---

const PageItemsSuite = suite('pageItems');

PageItemsSuite('lists every page when there are few', () => {
  assert.equal(pageItems(1, 1), [1]);
  assert.equal(pageItems(2, 4), [1, 2, 3, 4]);
});

PageItemsSuite('fills a gap of one page instead of an ellipsis', () => {
  assert.equal(pageItems(4, 8), [1, 2, 3, 4, 5, 'gap', 8]);
  assert.equal(pageItems(1, 8), [1, 2, 'gap', 8]);
});

PageItemsSuite.run();

// ---

const PageSliceSuite = suite('pageSlice');

PageSliceSuite('returns the items of a 1-based page and the page count', () => {
  const items = Array.from({ length: 45 }, (_, i) => i);
  assert.equal(pageSlice(items, 3, 20), { items: [40, 41, 42, 43, 44], pageCount: 3 });
  assert.equal(pageSlice(items, 1, 20).items.length, 20);
});

PageSliceSuite('clamps the page and counts an empty list as one page', () => {
  assert.equal(pageSlice([1, 2, 3], 9, 2), { items: [3], pageCount: 2 });
  assert.equal(pageSlice([], 1, 2), { items: [], pageCount: 1 });
});

PageSliceSuite('treats an infinite page size as one page holding everything', () => {
  assert.equal(pageSlice([1, 2, 3], 2, Number.POSITIVE_INFINITY), { items: [1, 2, 3], pageCount: 1 });
});

PageSliceSuite.run();

// ---

const UsePagedListSuite = suite('usePagedList');

function List({ items }: { items: number[] }) {
  const { page, setPage, pageCount, pageItems: shown } = usePagedList(items, 2);
  return (
    <div>
      <output>{shown.join(',')}</output>
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
    </div>
  );
}

UsePagedListSuite('pages a plain list on the client', () => {
  const view = render(<List items={[1, 2, 3, 4, 5]} />);
  assert.is($(view.container, 'output').textContent, '1,2');
  click(byText(view.container, 'Page 3'));
  assert.is($(view.container, 'output').textContent, '5');
  view.unmount();
});

UsePagedListSuite('clamps the page when the list shrinks', () => {
  const view = render(<List items={[1, 2, 3, 4, 5]} />);
  click(byText(view.container, 'Page 3'));
  view.rerender(<List items={[1, 2]} />);
  assert.is($(view.container, 'output').textContent, '1,2');
  assert.is($(view.container, '[aria-current="page"]').getAttribute('aria-label'), 'Page 1');
  view.unmount();
});

UsePagedListSuite.run();
