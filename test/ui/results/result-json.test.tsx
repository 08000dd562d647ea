import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { toJsonText } from '../../../src/ui/results/json-text.ts';
import { findMatches, headOf, ResultJson, utf8Length } from '../../../src/ui/results/result-json.tsx';
import { JSON_FIND_HIGHLIGHT_WINDOW, JSON_FIND_MAX_MATCHES, JSON_SHOWN_MAX_CHARS } from '../../../src/ui/constants.ts';
import { formatBytes } from '../../../src/ui/format/format-bytes.ts';
import { $, byLabel, click, flush, focus, paste, press, render, type Rendered } from '../../helpers/interact.ts';

const code = (view: Rendered) => $(view.container, '.facet-json-code');
const findBox = (view: Rendered) => byLabel(view.container, 'Find in JSON') as HTMLInputElement;
const findStatus = (view: Rendered) => $(view.container, '.facet-json-find-status').textContent;
const cutNotice = (view: Rendered) => $(view.container, '.facet-json-cut [role="status"]').textContent;
const currentMatch = (view: Rendered) => view.container.querySelector('.facet-json-match-current');

function buttonNamed(view: Rendered, name: string): HTMLButtonElement {
  return byLabel(view.container, name) as HTMLButtonElement;
}

/** Counts JSON.stringify calls that print more than `minChars` while `run` goes on. */
async function countBigPrints(minChars: number, run: (print: (value: unknown) => string) => void | Promise<void>): Promise<number> {
  let prints = 0;
  const print = (value: unknown) => {
    const text = toJsonText(value);
    if (text.length > minChars) prints += 1;
    return text;
  };
  await run(print);
  return prints;
}

/** A GraphQL-like result whose pretty text is over 5 MB; the last item's title is unique. */
function bigResult(): { data: { events: Array<{ id: string; title: string; body: string }> } } {
  const events = Array.from({ length: 15_500 }, (_, i) => ({ id: `e${i}`, title: `Event ${i}`, body: 'lorem ipsum '.repeat(20) }));
  events[events.length - 1]!.title = 'Needle at the end';
  return { data: { events } };
}

const ResultJsonSuite = suite('ResultJson');

ResultJsonSuite('shows the value as two-space indented JSON in a labelled, focusable region', () => {
  const value = { data: { event: { id: '1', tags: ['a'] } } };
  const view = render(<ResultJson value={value} />);
  const region = $(view.container, 'pre');
  assert.is(region.getAttribute('role'), 'region');
  assert.is(region.getAttribute('aria-label'), 'Result as JSON');
  assert.is(region.tabIndex, 0);
  assert.is(region.textContent, JSON.stringify(value, null, 2));
  assert.is(view.container.querySelector('.facet-json-cut'), null, 'a small result is shown whole, with no notice');
  view.unmount();
});

ResultJsonSuite('copies the JSON text and says so', async () => {
  const copied: string[] = [];
  const view = render(<ResultJson value={{ a: 1 }} copy={async (text) => void copied.push(text)} />);
  click(buttonNamed(view, 'Copy JSON'));
  await flush();
  assert.equal(copied, ['{\n  "a": 1\n}']);
  assert.is($(view.container, '.facet-json-status').textContent, 'Copied');
  view.unmount();
});

ResultJsonSuite('reports a copy that fails', async () => {
  const view = render(<ResultJson value={1} copy={() => Promise.reject(new Error('denied'))} />);
  click(buttonNamed(view, 'Copy JSON'));
  await flush();
  assert.match($(view.container, '.facet-json-status').textContent ?? '', 'Copy failed');
  view.unmount();
});

ResultJsonSuite('prints a 5 MB result once, shows its first 100 kB until Show all, and copies it whole', async () => {
  const big = bigResult();
  const full = JSON.stringify(big, null, 2);
  assert.ok(full.length > 5_000_000, `the fixture is over 5 MB (${full.length})`);
  const copied: string[] = [];
  let view!: Rendered;
  const prints = await countBigPrints(JSON_SHOWN_MAX_CHARS, async (print) => {
    view = render(<ResultJson value={big} copy={async (text) => void copied.push(text)} locale="en-US" print={print} />);
    const shown = code(view).textContent!;
    assert.ok(shown.length <= JSON_SHOWN_MAX_CHARS, `at most ${JSON_SHOWN_MAX_CHARS} characters in the page (${shown.length})`);
    assert.ok(full.startsWith(shown) && full[shown.length] === '\n', 'the first whole lines');
    assert.is(cutNotice(view), `Showing the first ${formatBytes(shown.length, 'en-US')} of ${formatBytes(full.length, 'en-US')}`);
    // The result view wraps { data } anew on each render: that must not print it again.
    view.rerender(<ResultJson value={{ ...big }} copy={async (text) => void copied.push(text)} locale="en-US" print={print} />);
    paste(findBox(view), 'event');
    const showAll = buttonNamed(view, 'Show all');
    assert.match(showAll.getAttribute('aria-describedby') ?? '', /.+/, 'the button is described by the notice');
    focus(showAll);
    click(showAll);
    assert.is(code(view).textContent!.length, full.length, 'Show all puts the whole text in the page');
    assert.is(cutNotice(view), `Showing all ${formatBytes(full.length, 'en-US')}`);
    assert.ok(document.activeElement === showAll, 'focus stays on the same button');
    assert.is(showAll.textContent, `Show only the first ${formatBytes(shown.length, 'en-US')}`);
    click(buttonNamed(view, 'Copy JSON'));
    await flush();
  });
  assert.is(prints, 1, 'the full pretty text is built once');
  assert.equal(copied.map((text) => text.length), [full.length], 'Copy copies the whole text');
  view.unmount();
});

ResultJsonSuite('prints a different value again', async () => {
  const first = { data: { a: 'x'.repeat(50_000) } };
  const second = { data: { a: 'y'.repeat(50_000) } };
  let view!: Rendered;
  const prints = await countBigPrints(40_000, (print) => {
    view = render(<ResultJson value={first} print={print} />);
    view.rerender(<ResultJson value={second} print={print} />);
  });
  assert.is(prints, 2);
  assert.match(code(view).textContent!, 'yyy');
  view.unmount();
});

ResultJsonSuite('counts matches ignoring case, moves with Enter and Shift+Enter, and scrolls the current one into view', () => {
  const scrolled: string[] = [];
  const original = HTMLElement.prototype.scrollIntoView;
  HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
    scrolled.push(this.textContent ?? '');
  };
  try {
    const view = render(<ResultJson value={{ data: { items: ['Alpha', 'beta', 'ALPHA', 'alphabet'] } }} />);
    const box = findBox(view);
    assert.is(findStatus(view), '');
    paste(box, 'alpha');
    assert.is(findStatus(view), '1 of 3 matches');
    assert.equal([...view.container.querySelectorAll('.facet-json-match')].map((m) => m.textContent), ['Alpha', 'ALPHA', 'alpha']);
    assert.is(currentMatch(view)?.textContent, 'Alpha');
    assert.equal(scrolled, ['Alpha']);
    assert.is(press(box, 'Enter'), false, 'Enter is taken by find');
    assert.is(findStatus(view), '2 of 3 matches');
    assert.is(currentMatch(view)?.textContent, 'ALPHA');
    press(box, 'Enter');
    press(box, 'Enter');
    assert.is(findStatus(view), '1 of 3 matches', 'wraps around after the last');
    press(box, 'Enter', { shiftKey: true });
    assert.is(findStatus(view), '3 of 3 matches', 'Shift+Enter goes back, wrapping');
    assert.is(currentMatch(view)?.textContent, 'alpha');
    assert.equal(scrolled, ['Alpha', 'ALPHA', 'alpha', 'Alpha', 'alpha']);
    click(buttonNamed(view, 'Previous match'));
    assert.is(findStatus(view), '2 of 3 matches');
    click(buttonNamed(view, 'Next match'));
    assert.is(findStatus(view), '3 of 3 matches');
    assert.is(code(view).textContent, toJsonText({ data: { items: ['Alpha', 'beta', 'ALPHA', 'alphabet'] } }), 'the marks keep the text');
    paste(box, 'gamma');
    assert.is(findStatus(view), 'No matches');
    assert.is(buttonNamed(view, 'Next match').disabled, true);
    view.unmount();
  } finally {
    HTMLElement.prototype.scrollIntoView = original;
  }
});

ResultJsonSuite('finds in the part shown until Show all, and caps the count and the highlights on a large result', () => {
  const view = render(<ResultJson value={bigResult()} locale="en-US" />);
  paste(findBox(view), 'needle');
  assert.is(findStatus(view), 'No matches in the part shown');
  click(buttonNamed(view, 'Show all'));
  assert.is(findStatus(view), '1 of 1 match');
  assert.is(currentMatch(view)?.textContent, 'Needle');
  paste(findBox(view), '"id"');
  assert.is(findStatus(view), `1 of ${JSON_FIND_MAX_MATCHES.toLocaleString('en-US')}+ matches`);
  assert.is(view.container.querySelectorAll('.facet-json-match').length, JSON_FIND_HIGHLIGHT_WINDOW);
  view.unmount();
});

ResultJsonSuite.run();

// ---

const HeadOfSuite = suite('headOf');

HeadOfSuite('keeps a text that fits whole', () => {
  assert.is(headOf('a\nb', 3), 'a\nb');
});

HeadOfSuite('cuts at the last line end within the limit', () => {
  assert.is(headOf('one\ntwo\nthree', 9), 'one\ntwo');
});

HeadOfSuite('cuts a long line at the limit, not at a line end that would keep less than half', () => {
  assert.is(headOf('{\n  "a": "xxxxxxxxxxxx"\n}', 16), '{\n  "a": "xxxxxx');
  assert.is(headOf('abcdef', 4), 'abcd');
});

HeadOfSuite('never splits a surrogate pair', () => {
  assert.is(headOf('ab😀cd', 3), 'ab');
});

HeadOfSuite.run();

// ---

const Utf8LengthSuite = suite('utf8Length');

Utf8LengthSuite('counts UTF-8 bytes as TextEncoder does', () => {
  for (const text of ['', 'plain', 'café', '€ and ✓', '😀 pair', 'lone \ud800 high', 'lone \udc00 low']) {
    assert.is(utf8Length(text), new TextEncoder().encode(text).length, text);
  }
});

Utf8LengthSuite.run();

// ---

const FindMatchesSuite = suite('findMatches');

FindMatchesSuite('finds non-overlapping matches ignoring case, taking the query literally', () => {
  assert.equal(findMatches('aAaA', 'aa', 10), { starts: [0, 2], length: 2, isCapped: false });
  assert.equal(findMatches('a.b axb', '.', 10).starts, [1]);
  assert.equal(findMatches('abc', '', 10).starts, []);
});

FindMatchesSuite('stops at the limit and says there were more', () => {
  assert.equal(findMatches('xxxx', 'x', 3), { starts: [0, 1, 2], length: 1, isCapped: true });
  assert.equal(findMatches('xxx', 'x', 3).isCapped, false);
});

FindMatchesSuite.run();
