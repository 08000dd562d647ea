// A form field's label with the visual required mark. The star is hidden from assistive
// technology: where React Aria sets aria-required on the input, it is said once that way. Where
// nothing can carry aria-required (a Select's button, a fieldset's group, a file input's group),
// `isAnnounced` adds a visually hidden "(required)" to the name instead (issue 13 item 7).
import { Label } from 'react-aria-components/Label';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';

/** Read out after a name whose element cannot carry aria-required. */
export const REQUIRED_TEXT = '(required)';

export function RequiredMark({ isAnnounced = false }: { isAnnounced?: boolean }) {
  return (
    <>
      <span className="facet-required" aria-hidden="true">
        {' *'}
      </span>
      {isAnnounced ? <VisuallyHidden>{` ${REQUIRED_TEXT}`}</VisuallyHidden> : null}
    </>
  );
}

export function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean | undefined }) {
  return (
    <Label className="facet-label">
      {label}
      {isRequired && <RequiredMark />}
    </Label>
  );
}
