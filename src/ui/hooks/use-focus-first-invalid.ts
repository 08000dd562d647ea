// After a refused submit, focus goes to the first field the form marks invalid, so a keyboard or
// screen-reader user lands on what to fix instead of staying on the submit button.
import { useEffect, type RefObject } from 'react';

const INVALID = '[aria-invalid="true"], [data-invalid] input, [data-invalid] button';

/** Focuses the first invalid field inside `form` each time `request` changes (a falsy one does nothing). */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, request: unknown): void {
  useEffect(() => {
    if (!request) return;
    form.current?.querySelector<HTMLElement>(INVALID)?.focus();
  }, [form, request]);
}
