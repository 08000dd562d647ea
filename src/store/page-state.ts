/**
 * The state a server-rendered page carries to the browser (issue 17): the store's serialized
 * cache, what the page was rendered for, and the lazy components it drew, as JSON inside a
 * non-executable element, `<script type="application/json" id="facet-page-state">`. A browser
 * never runs a script of that type, and the strict Content-Security-Policy (no inline script)
 * does not apply to data.
 *
 * The JSON is escaped so that no server string can end the element or start anything inside it:
 * `<`, `>` and `&` are written as `\u003c`, `\u003e`, `\u0026` (so `</script>`, `<!--` and
 * `<script` stay text), and U+2028/U+2029 as `\u2028`/`\u2029` (JavaScript source would read them
 * as line ends). JSON.parse reads every escape back to the same character. The element is read
 * once: reading removes it, so a later read (or a second copy of the app) finds nothing.
 *
 * Deliberately left out: signing or checking the state (it comes from the same origin as the
 * script reading it), and compressing it.
 */
import type { SerializedState, Store } from './store.ts';

/** The element's id; one per page. */
export const PAGE_STATE_ELEMENT_ID = 'facet-page-state';

/** Version of the page state's shape; the browser starts without it when this differs. */
export const PAGE_STATE_VERSION = 1;

export interface PageState {
  readonly version: number;
  /** `store.serialize()` after the route's query ran on the server. */
  readonly state: SerializedState;
  /** `renderKey` of the server's store: the browser hydrates only when its own is the same. */
  readonly renderedFor: string;
  /** Ids of the lazy components the page drew (src/ui/hooks/lazy-component.tsx), preloaded before hydrating. */
  readonly lazy: readonly string[];
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text safe to place between `<script type="application/json">` and `</script>`. */
export function jsonForScriptElement(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(UNSAFE_IN_SCRIPT, (character) => ESCAPES[character]!);
}

/** The whole element holding `state`, for the server to write into the page. */
export function pageStateElement(state: PageState): string {
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${jsonForScriptElement(state)}</script>`;
}

/**
 * The page state written by the server, or null: none in the page (a static host), already read,
 * unreadable, or of another version. The element is removed on the first read.
 */
export function readPageState(doc: Pick<Document, 'getElementById'>): PageState | null {
  const element = doc.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const value = JSON.parse(element.textContent ?? '') as Partial<PageState> | null;
    if (value?.version !== PAGE_STATE_VERSION || !value.state || typeof value.renderedFor !== 'string' || !Array.isArray(value.lazy)) return null;
    return value as PageState;
  } catch {
    return null;
  }
}

/**
 * What a server render depends on besides the address and the cache: the settings it was drawn
 * with (the endpoint shown, the selection depth the documents are built with…), the saved
 * endpoints' count (the header's switcher) and the signed-in state. The server's store writes it
 * into the page; a browser whose own differs (other settings, signed out in this browser) starts
 * afresh instead of hydrating a page drawn for someone else.
 */
export function renderKey(store: Pick<Store, 'settings' | 'session' | 'tokenScope'>): string {
  const { endpoint, wsEndpoint, tokenName, selectionDepth } = store.settings.values.peek();
  return JSON.stringify([endpoint, wsEndpoint, tokenName, selectionDepth, store.settings.profiles.peek().length, store.session.isSignedIn.peek(), store.tokenScope.isWithheld.peek()]);
}
