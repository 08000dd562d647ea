// What every input widget takes besides its label and value, and the React Aria field state each
// passes alike, so the widgets differ only where they really do.
import type { ReactNode } from 'react';

export interface FieldProps {
  /**
   * Help text, shown under the field and named by its aria-describedby; the widget adds its own
   * hints after it. Any phrasing content: the generated form passes the schema description drawn
   * as Markdown (field-help.tsx), other screens plain text.
   */
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** A message from the form (e.g. "required"); shown next to the field and marks it invalid. */
  errorMessage?: string | null;
  /** Name for native form submission. */
  name?: string | undefined;
}

/** Invalid while a message shows; 'aria' validation, as the form (not the browser) decides what is sent. */
export function fieldState(isRequired: boolean, isDisabled: boolean, message: string | null, name: string | undefined) {
  return { isRequired, isDisabled, isInvalid: message !== null, validationBehavior: 'aria' as const, name };
}
