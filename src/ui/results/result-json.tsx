/**
 * The raw result as pretty-printed JSON with a copy button and a find box. Files and Blobs (in
 * variables shown back) print as a short description instead of `{}`.
 *
 * A large result must not freeze the tab (ui.md §2 item 10). The text is printed once per value:
 * it is memoised, and a fresh wrapper holding the same entries counts as the same value (the
 * result view builds `{ data, errors }` anew on each render). Only the first
 * JSON_SHOWN_MAX_CHARS characters, cut at a line end, go into the page until "Show all" is
 * pressed. Copy always copies the whole text.
 *
 * Find searches the text shown, ignoring case. It counts the matches, moves between them with
 * Enter / Shift+Enter (or the buttons) and scrolls the current one into view. It highlights only
 * the matches around the current one, so a one-letter search over megabytes adds a few hundred
 * nodes, not a million.
 */
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { SearchField } from 'react-aria-components/SearchField';
import { JSON_FIND_HIGHLIGHT_WINDOW, JSON_FIND_MAX_MATCHES, JSON_SHOWN_MAX_CHARS } from '../constants.ts';
import { formatBytes } from '../format/index.ts';
import { formatNumber } from '../format/format-number.ts';
import { toJsonText } from './json-text.ts';

export interface ResultJsonProps {
  value: unknown;
  /** Accessible name of the code block. @default 'Result as JSON' */
  label?: string;
  /** Copies text; @default navigator.clipboard.writeText */
  copy?: (text: string) => Promise<void>;
  /** Formats sizes and counts. @default navigator.language */
  locale?: string;
  /** Turns the value into the shown text. @default toJsonText (no recursion, so any depth prints) */
  print?: (value: unknown) => string;
}

type CopyState = 'idle' | 'copied' | 'failed';

export function ResultJson({ value, label = 'Result as JSON', copy = defaultCopy, locale = defaultLocale(), print = toJsonText }: ResultJsonProps) {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [isShowingAll, setShowingAll] = useState(false);
  const sameValue = useSameValue(value);
  const text = useMemo(() => print(sameValue), [sameValue, print]);
  const head = useMemo(() => headOf(text, JSON_SHOWN_MAX_CHARS), [text]);
  const isCut = head.length < text.length;
  const shown = isCut && !isShowingAll ? head : text;
  const find = useFind(shown);
  const onCopy = () => {
    copy(text).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };
  return (
    <div className="facet-json">
      <div className="facet-json-toolbar">
        <Button className="facet-button" onPress={onCopy}>
          Copy JSON
        </Button>
        <span role="status" className="facet-json-status">
          {copyState === 'copied' ? 'Copied' : copyState === 'failed' ? 'Copy failed: the clipboard is not available' : ''}
        </span>
      </div>
      {isCut ? (
        <CutNotice head={head} text={text} isShowingAll={isShowingAll} onToggle={() => setShowingAll((all) => !all)} locale={locale} />
      ) : null}
      <FindBox find={find} isPartShown={shown !== text} locale={locale} />
      <JsonCode text={shown} find={find} label={label} />
    </div>
  );
}

/** "Showing the first 100 kB of 5.2 MB" with the button that shows the rest (and back). */
function CutNotice({ head, text, isShowingAll, onToggle, locale }: { head: string; text: string; isShowingAll: boolean; onToggle: () => void; locale: string }) {
  const noticeId = useId();
  const headSize = useMemo(() => formatBytes(utf8Length(head), locale), [head, locale]);
  const fullSize = useMemo(() => formatBytes(utf8Length(text), locale), [text, locale]);
  return (
    <div className="facet-json-cut">
      <span id={noticeId} role="status">
        {isShowingAll ? `Showing all ${fullSize}` : `Showing the first ${headSize} of ${fullSize}`}
      </span>
      {/* One button whose label changes, so focus stays on it after a press. */}
      <Button className="facet-button" onPress={onToggle} aria-describedby={noticeId}>
        {isShowingAll ? `Show only the first ${headSize}` : 'Show all'}
      </Button>
    </div>
  );
}

interface Find {
  query: string;
  setQuery: (query: string) => void;
  matches: Matches;
  /** Index of the current match, or -1 when there is none. */
  current: number;
  step: (by: 1 | -1) => void;
}

function useFind(text: string): Find {
  const [query, setQueryState] = useState('');
  const [picked, setPicked] = useState(0);
  // Typing in the box stays responsive while a long text is searched in the background.
  const searched = useDeferredValue(query);
  const matches = useMemo(() => findMatches(text, searched, JSON_FIND_MAX_MATCHES), [text, searched]);
  const count = matches.starts.length;
  const current = count === 0 ? -1 : Math.min(picked, count - 1);
  return {
    query,
    setQuery: (next) => {
      setQueryState(next);
      setPicked(0);
    },
    matches,
    current,
    step: (by) => {
      if (count > 0) setPicked((current + by + count) % count);
    },
  };
}

function FindBox({ find, isPartShown, locale }: { find: Find; isPartShown: boolean; locale: string }) {
  const { query, setQuery, matches, current, step } = find;
  const count = matches.starts.length;
  const countText = `${formatNumber(count, locale)}${matches.isCapped ? '+' : ''}`;
  const where = isPartShown ? ' in the part shown' : '';
  const status = query === '' ? '' : count === 0 ? `No matches${where}` : `${current + 1} of ${countText} ${count === 1 ? 'match' : 'matches'}${where}`;
  return (
    <div className="facet-json-find">
      <SearchField
        className="facet-field facet-json-find-field"
        value={query}
        onChange={setQuery}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          step(event.shiftKey ? -1 : 1);
        }}
      >
        <Label className="facet-label">Find in JSON</Label>
        <Input className="facet-input" />
      </SearchField>
      <Button className="facet-button" isDisabled={count === 0} onPress={() => step(-1)} aria-label="Previous match">
        ↑
      </Button>
      <Button className="facet-button" isDisabled={count === 0} onPress={() => step(1)} aria-label="Next match">
        ↓
      </Button>
      <span role="status" className="facet-json-find-status">
        {status}
      </span>
    </div>
  );
}

function JsonCode({ text, find, label }: { text: string; find: Find; label: string }) {
  const currentMark = useRef<HTMLElement>(null);
  const { matches, current } = find;
  const content = useMemo(() => highlight(text, matches, current, currentMark), [text, matches, current]);
  useEffect(() => {
    currentMark.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [matches, current]);
  return (
    <pre className="facet-json-code" tabIndex={0} role="region" aria-label={label}>
      <code>{content}</code>
    </pre>
  );
}

/** The text with <mark>s around the matches near the current one (at most JSON_FIND_HIGHLIGHT_WINDOW). */
function highlight(text: string, matches: Matches, current: number, currentMark: RefObject<HTMLElement | null>): ReactNode {
  if (current < 0) return text;
  const { starts, length } = matches;
  const from = Math.max(0, Math.min(current - Math.floor(JSON_FIND_HIGHLIGHT_WINDOW / 2), starts.length - JSON_FIND_HIGHLIGHT_WINDOW));
  const to = Math.min(starts.length, from + JSON_FIND_HIGHLIGHT_WINDOW);
  const parts: ReactNode[] = [];
  let at = 0;
  for (let i = from; i < to; i++) {
    const start = starts[i]!;
    if (start > at) parts.push(text.slice(at, start));
    const isCurrent = i === current;
    parts.push(
      <mark key={i} className={isCurrent ? 'facet-json-match facet-json-match-current' : 'facet-json-match'} ref={isCurrent ? currentMark : undefined}>
        {text.slice(start, start + length)}
      </mark>,
    );
    at = start + length;
  }
  parts.push(text.slice(at));
  return parts;
}

interface Matches {
  /** Where each match starts, in order; at most JSON_FIND_MAX_MATCHES. */
  starts: number[];
  /** Length of every match (the query's). */
  length: number;
  /** True when there were more matches than were counted. */
  isCapped: boolean;
}

const NO_MATCHES: Matches = { starts: [], length: 0, isCapped: false };

/** Non-overlapping, case-insensitive occurrences of `query` in `text`, up to `max`. */
export function findMatches(text: string, query: string, max: number): Matches {
  if (query === '') return NO_MATCHES;
  // Without the `u` flag, `i` folds case one UTF-16 unit at a time, so a match is as long as the query.
  const pattern = new RegExp(query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  const starts: number[] = [];
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (starts.length === max) return { starts, length: query.length, isCapped: true };
    starts.push(match.index);
  }
  return { starts, length: query.length, isCapped: false };
}

/**
 * `value`, or the value of the previous render when it holds the same own entries: a new wrapper
 * around the same data must not print megabytes again.
 */
function useSameValue(value: unknown): unknown {
  const kept = useRef(value);
  if (!hasSameEntries(kept.current, value)) kept.current = value;
  return kept.current;
}

function hasSameEntries(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The first `max` characters of `text`, or all of it when it fits. The cut moves back to the last
 * line end so whole lines show, unless that would drop more than half (one long string value).
 */
export function headOf(text: string, max: number): string {
  if (text.length <= max) return text;
  const lineEnd = text.lastIndexOf('\n', max);
  if (lineEnd >= max / 2) return text.slice(0, lineEnd);
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max); // never split a surrogate pair
}

/** Bytes of `text` in UTF-8, counted without building the encoded copy. */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 2; // a surrogate pair: 4 bytes for 2 units
      i++;
    } else bytes += 2;
  }
  return bytes;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function defaultCopy(text: string): Promise<void> {
  const clipboard = globalThis.navigator?.clipboard;
  if (!clipboard) return Promise.reject(new Error('Clipboard unavailable'));
  return clipboard.writeText(text);
}

function defaultLocale(): string {
  return globalThis.navigator?.language ?? 'en-US';
}
