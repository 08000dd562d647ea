// What a user does to a server-rendered page before the app takes it over (issue 17): the page is
// drawn and its fields take typing from the first paint, but React acts only once it has hydrated,
// and the app's first renders give each field the value the app holds (the server's) again.
// Loaded with src/hydrate.tsx.
//
// From when this chunk runs until the first screen is committed: text typed and boxes ticked are
// given back to the app after the commit (as the input events React would have seen), and presses
// of buttons (Run among them, and Enter in a field, which presses the form's default button) are
// held and pressed again after it, in order, a submit button once, so nothing is lost and nothing
// is sent twice. A link is left to the browser: it opens its page, which the server renders.

/**
 * Elements a press is held for: buttons and the roles React Aria gives its pressable elements
 * (not `<summary>`: a details element opens without the app, and the app does not hold it).
 */
const PRESSABLE = 'button, [role="button"], [role="tab"], [role="option"], [role="menuitem"]';

/** Marks the page while presses wait, so the pointer says the page is starting (base.css). */
const WAITING_ATTRIBUTE = 'data-facet-starting';

export interface EarlyInput {
  /** After the first commit: restores what was typed, then presses what was pressed. */
  replay(): Promise<void>;
  /** Stops holding and forgets everything (the app started afresh instead of hydrating). */
  release(): void;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field as the user last left it. */
interface Edit {
  value: string;
  checked: boolean;
}

/** The element after the commit: the same one when React kept it, else the one with its id. */
function current<T extends HTMLElement>(element: T, doc: Document): T | null {
  if (element.isConnected) return element;
  return element.id ? (doc.getElementById(element.id) as T | null) : null;
}

/**
 * Gives `field` the user's value as React sees a change: React keeps the value it last knew in a
 * setter on the element itself, so that one is told something else first and the prototype's
 * setter, which React does not watch, writes the user's value; the event then differs from
 * what React knew and reaches the field's onChange.
 */
function restore(field: Field, { value, checked }: Edit): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    field.checked = !checked;
    field.click(); // toggles to the user's state and is the event React reads for boxes
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = value === '' ? ' ' : '';
  setValue?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

export function holdEarlyInput(root: HTMLElement): EarlyInput {
  const doc = root.ownerDocument;
  const edits = new Map<Field, Edit>();
  const presses: HTMLElement[] = [];
  let focused: HTMLElement | null = null;

  /**
   * Presses are played back as made (a toggle pressed twice ends as it was), but a form's submit
   * button once: pressing Run again while waiting must not send twice.
   */
  function hold(pressed: HTMLElement) {
    if (pressed.matches('[type="submit"]') && presses.includes(pressed)) return;
    presses.push(pressed);
  }
  // Every edit as it happens: by the commit, the app may have given a field its own value again.
  function onEdit(event: Event) {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) || !root.contains(field)) return;
    if (field instanceof HTMLInputElement && (field.type === 'file' || field.type === 'hidden')) return;
    // Last edited, last restored: a radio group picked twice ends on the second pick.
    edits.delete(field);
    edits.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
  }
  function onClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (!target || !root.contains(target) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    hold(target);
    doc.documentElement.setAttribute(WAITING_ATTRIBUTE, '');
  }
  // Enter in a field submits its form through a click on the default button (held above). A form
  // submitted otherwise would load the page again and lose what was typed: kept from it.
  function onSubmit(event: SubmitEvent) {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    if (event.submitter) hold(event.submitter);
  }
  function onFocus(event: FocusEvent) {
    if (event.target instanceof HTMLElement && root.contains(event.target)) focused = event.target;
  }
  const listeners: Array<[string, (event: never) => void]> = [
    ['input', onEdit],
    ['change', onEdit],
    ['click', onClick],
    ['submit', onSubmit],
    ['focusin', onFocus],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener as EventListener, true);

  function release() {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener as EventListener, true);
    doc.documentElement.removeAttribute(WAITING_ATTRIBUTE);
  }
  /** What was recorded, taken once: a second replay has nothing to play. */
  function take(): [Array<[Field, Edit]>, HTMLElement[]] {
    const taken: [Array<[Field, Edit]>, HTMLElement[]] = [[...edits], [...presses]];
    edits.clear();
    presses.length = 0;
    return taken;
  }

  return {
    release() {
      release();
      take();
    },
    async replay() {
      release();
      const [edited, pressed] = take();
      // Each step waits a task, so the app has drawn the last one's update before the next reads
      // it. A field is left (blurred) after its edit: that is where a number field commits its
      // text to the form, and a later render would otherwise show the form's value again.
      for (const [field, edit] of edited) {
        const now = current(field, doc);
        if (!now) continue;
        now.focus({ preventScroll: true });
        restore(now, edit);
        await nextTask();
        now.blur();
        await nextTask();
      }
      for (const button of pressed) {
        const now = current(button, doc);
        if (!now) continue;
        now.focus({ preventScroll: true });
        await nextTask();
        now.click();
      }
      // Typing goes on where it was, unless a press moved on.
      const wasFocused = focused && current(focused, doc);
      if (pressed.length === 0 && wasFocused) wasFocused.focus({ preventScroll: true });
    },
  };
}
