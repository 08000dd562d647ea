// Keeps the links an operation screen writes under LINK_MAX_CHARS (issue 16: a 20,000-character
// argument was written into the address and the reload answered HTTP 400). Parameters are left
// out longest first until the whole link fits; what was left out is kept for this tab
// (sessionStorage, under the link it belongs to), so a reload of that same link still fills the
// form, while a copied link simply lacks it, as the screen says.
//
// Deliberately left out: shortening a value (a cut value would be a different one), and any
// storage beyond the tab (sessionStorage ends with it; files and secrets never reach a link or
// this draft, as variablesToUrl leaves them out first).
import { LINK_MAX_CHARS } from '../ui/constants.ts';

export interface FittedSearch {
  /** The parameters that fit, in their order (`a=1&b=2`). */
  search: string;
  /** The parameters left out (`input=…`), longest first. */
  left: string[];
  /** Their names, decoded. */
  omitted: string[];
}

/**
 * The query string `search` (`name=value` pairs joined by `&`, values encoded) cut to fit a link
 * whose other parts take `fixedChars`: the longest parameter goes first, until the whole link is
 * at most `maxChars` long.
 */
export function fitSearch(search: string, fixedChars: number, maxChars: number = LINK_MAX_CHARS): FittedSearch {
  const kept = search === '' ? [] : search.split('&');
  const left: string[] = [];
  let length = fixedChars + search.length;
  while (kept.length > 0 && length > maxChars) {
    const longest = kept.reduce((a, b) => (b.length > a.length ? b : a));
    kept.splice(kept.indexOf(longest), 1);
    left.push(longest);
    length = fixedChars + kept.join('&').length;
  }
  return { search: kept.join('&'), left, omitted: left.map((param) => decodeURIComponent(param.slice(0, param.indexOf('=')))) };
}

const DRAFT_KEY = 'facet:link-draft';

interface LinkDraft {
  /** The query string the link was written with. */
  search: string;
  /** The parameters it leaves out. */
  left: string[];
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage refused (a sandboxed frame, privacy settings): the link alone then
  }
}

/** Remembers, for this tab, what the link written with `search` leaves out; forgets it when nothing is. */
export function saveLinkDraft(search: string, left: readonly string[]): void {
  const store = storage();
  try {
    if (left.length === 0) store?.removeItem(DRAFT_KEY);
    else store?.setItem(DRAFT_KEY, JSON.stringify({ search, left: [...left] } satisfies LinkDraft));
  } catch {
    // Over the storage quota: the link alone, as without storage.
  }
}

/** `search` with the parameters its link left out, when this tab wrote that very link; else `search`. */
export function withLinkDraft(search: string): string {
  const own = search.replace(/^\?/, '');
  try {
    const draft = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? 'null') as LinkDraft | null;
    if (!draft || draft.search !== own || !Array.isArray(draft.left)) return search;
    return [own, ...draft.left.filter((p) => typeof p === 'string')].filter(Boolean).join('&');
  } catch {
    return search;
  }
}
