// A form field's label with the visual required mark. The mark is hidden from assistive
// technology: React Aria already sets aria-required on the input, so it is said once.
import { Label } from 'react-aria-components/Label';

export function RequiredMark() {
  return (
    <span className="facet-required" aria-hidden="true">
      {' *'}
    </span>
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
