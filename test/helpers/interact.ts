// DOM interaction helpers for component tests under happy-dom (test/setup/dom.ts must be imported
// first). Every helper runs inside React's act(), so state updates and effects have flushed when
// it returns. React Aria's usePress treats a click with `detail === 0` as a virtual (keyboard or
// assistive technology) press, which is what element.click() produces here; keyboard helpers
// dispatch real KeyboardEvents, which React Aria reads through React's synthetic keydown/keyup.
import { act, createElement, StrictMode, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// happy-dom dispatches `selectionchange` synchronously inside Selection.collapse(), and React
// Aria's date segments answer selectionchange by collapsing the selection again: an endless loop
// (browsers fire selectionchange asynchronously, and only on a change). A nested collapse during
// that dispatch would set the same caret, so it is skipped.
const selectionProto = Object.getPrototypeOf(document.getSelection() ?? {}) as { collapse?: (...args: unknown[]) => void };
const nativeCollapse = selectionProto.collapse;
if (nativeCollapse && !(nativeCollapse as { isGuarded?: boolean }).isGuarded) {
  let depth = 0;
  const guarded = function (this: unknown, ...args: unknown[]) {
    if (depth > 0) return;
    depth += 1;
    try {
      nativeCollapse.apply(this, args);
    } finally {
      depth -= 1;
    }
  };
  selectionProto.collapse = Object.assign(guarded, { isGuarded: true });
}

export interface Rendered {
  container: HTMLElement;
  /** Renders new UI into the same root (keeps state, like a parent re-render). */
  rerender(ui: ReactNode): void;
  unmount(): void;
}

/** Mounts `ui` into a fresh container attached to document.body. */
export function render(ui: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount() {
      // Leave the widget first: happy-dom fires blur while removing a focused node mid-commit,
      // which sends some React Aria focus handlers into a loop (browsers do not blur there).
      const active = document.activeElement as HTMLElement | null;
      if (active && container.contains(active)) act(() => active.blur());
      act(() => root.unmount());
      container.remove();
    },
  };
}

/**
 * Mounts `ui` under <StrictMode>, as the app runs in development: React renders twice, and runs
 * each effect, its cleanup and the effect again, so a store handle made during render or disposed
 * in a cleanup shows here (review C3). Screens are tested this way.
 */
export function renderStrict(ui: ReactNode): Rendered {
  const strict = (node: ReactNode) => createElement(StrictMode, null, node);
  const rendered = render(strict(ui));
  return { ...rendered, rerender: (next) => rendered.rerender(strict(next)) };
}

export interface ControlledRender<T> extends Rendered {
  /** Every value the widget emitted through onChange, in order. */
  emitted: T[];
  /** The value the harness currently holds (the last emitted, or the initial one). */
  current(): T;
}

/**
 * Renders a controlled widget the way a form would: `view(value, onChange)` is re-rendered with
 * each emitted value, and every emission is recorded.
 */
export function renderControlled<T>(initial: T, view: (value: T, onChange: (next: T) => void) => ReactNode): ControlledRender<T> {
  const emitted: T[] = [];
  let latest = initial;
  function Harness() {
    const [value, setValue] = useState<T>(initial);
    return view(value, (next) => {
      emitted.push(next);
      latest = next;
      setValue(() => next);
    });
  }
  const rendered = render(createElement(Harness));
  return { ...rendered, emitted, current: () => latest };
}

/** Moves focus to `el` (dispatching focus/focusin as a browser would). */
export function focus(el: Element): void {
  act(() => (el as HTMLElement).focus());
}

/** A virtual click (keyboard/AT style), which React Aria's buttons and radios accept as a press. */
export function click(el: Element): void {
  act(() => (el as HTMLElement).click());
}

/**
 * Types `text` into an input or textarea: focuses it, then for each character sets the value with
 * the native setter (so React's value tracker sees a change) and dispatches `input`.
 * Use `replace: true` to clear the field first.
 */
export function type(el: Element, text: string, options: { replace?: boolean } = {}): void {
  const input = el as HTMLInputElement | HTMLTextAreaElement;
  focus(input);
  if (options.replace) setNativeValue(input, '');
  for (const char of text) setNativeValue(input, input.value + char);
}

/** Sets the whole value of an input at once (one `input` event), as a paste would. */
export function paste(el: Element, value: string): void {
  const input = el as HTMLInputElement | HTMLTextAreaElement;
  focus(input);
  setNativeValue(input, value);
}

function setNativeValue(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, data: value, inputType: 'insertText' }));
  });
}

/**
 * Presses a key on `el` (keydown then keyup; `key` is a KeyboardEvent.key such as 'Enter',
 * 'ArrowRight', 'Backspace', ' ' or a character). Returns whether keydown was left un-cancelled.
 */
export function press(el: Element, key: string, init: KeyboardEventInit = {}): boolean {
  let isUncancelled = true;
  act(() => {
    isUncancelled = el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
    el.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true, ...init }));
  });
  return isUncancelled;
}

/** Leaves a field: blurs `el` (focusout reaches React's onBlur). */
export function blur(el: Element): void {
  act(() => (el as HTMLElement).blur());
}

/** Lets pending promises and microtasks settle inside act() (e.g. lazy state, async validation). */
export async function flush(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

/**
 * Lets timers and effects run (inside act) until `predicate` holds; fails after `expireMs`, naming
 * `what` it waited for. For
 * work React Aria defers to a later task (e.g. moving focus into a dialog once it opened).
 */
export async function waitFor(predicate: () => boolean, expireMs = 1000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + expireMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`waitFor: ${what} still not there after ${expireMs} ms`);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** The element with `selector` inside `root`; throws a readable error when absent. */
export function $(root: ParentNode, selector: string): HTMLElement {
  const el = root.querySelector<HTMLElement>(selector);
  if (!el) throw new Error(`expected an element matching ${selector}`);
  return el;
}

/** The element (labelled control or button) whose accessible name is `name`. */
export function byLabel(root: ParentNode, name: string): HTMLElement {
  for (const el of root.querySelectorAll<HTMLElement>('[aria-label], [aria-labelledby], input, textarea, select, button')) {
    if (accessibleName(el) === name) return el;
  }
  throw new Error(`expected an element labelled "${name}"`);
}

/**
 * The text of the aria-labelledby elements, else aria-label, else the text of its <label>; text
 * inside aria-hidden elements (e.g. a visual "*" required mark) is left out, as browsers do.
 */
export function accessibleName(el: Element): string {
  const ids = el.getAttribute('aria-labelledby');
  if (ids) {
    return ids.split(/\s+/).map((id) => {
      const target = el.ownerDocument.getElementById(id);
      // An element naming itself contributes its aria-label (accname 1.2 step 2C).
      return target === el ? (el.getAttribute('aria-label') ?? '') : visibleText(target);
    }).join(' ').trim();
  }
  const label = el.getAttribute('aria-label');
  if (label) return label.trim();
  // Buttons (and links) are named by their content.
  if (el.matches('button, a, [role="button"]')) return visibleText(el).trim();
  const id = el.getAttribute('id');
  const forLabel = id ? el.ownerDocument.querySelector(`label[for="${id}"]`) : null;
  return visibleText(forLabel ?? el.closest('label')).trim();
}

function visibleText(el: Element | null): string {
  if (!el) return '';
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

/** The text of the elements named by `el`'s aria-describedby (help text and errors). */
export function description(el: Element): string {
  const ids = el.getAttribute('aria-describedby') ?? '';
  return ids.split(/\s+/).filter(Boolean)
    .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '').join(' ').trim();
}

/** A React Aria date or time field's segment of one type ("hour", "month", …). */
export function dateSegment(container: ParentNode, type: string): HTMLElement {
  return $(container, `[data-type="${type}"]`);
}

/**
 * The text a date or time field shows, without the bidi isolates and narrow no-break spaces React
 * Aria puts around time segments, so tests compare plain text ("7:30 PM").
 */
export function segmentText(container: ParentNode): string {
  return [...container.querySelectorAll('.facet-date-segments > *')].map((s) => s.textContent).join('')
    .replace(/[\u2066-\u2069]/g, '').replace(/[\u202f\u00a0]/g, ' ');
}
