// Labels for the reader. A field's label is the schema layer's `humanize` ("userId" → "User ID");
// this module places such labels in sentences.

/** "Reviews" → "reviews" for use mid-sentence; a label starting with an acronym ("URLs") stays as it is. */
export function midSentence(label: string): string {
  return /^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}
