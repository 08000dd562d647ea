// A widget's own problem (unparsable JSON, an out-of-range number…) told to its form, which sends
// nothing while any is reported. Only changes are reported, so a parent that stores the message
// (even in a new object each time) cannot loop.
import { useEffect, useRef } from 'react';

export function useValidationReport(message: string | null, onValidationChange: ((message: string | null) => void) | undefined): void {
  const reported = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (reported.current === message) return;
    reported.current = message;
    onValidationChange?.(message);
  });
}
