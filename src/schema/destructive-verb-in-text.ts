/**
 * The destructive verb in a written document (/document), beside `destructiveVerb` for one
 * mutation name (display-hints.ts): the operation's name and every field called with arguments
 * (`deleteEvent(`) are checked, so a confirmation can say "this looks destructive" for any text.
 * A textual scan, not a parse: it also works while the document is being edited.
 */
import { destructiveVerb } from './display-hints.ts';

/** Names followed by an argument list: `deleteEvent (id: 1)` → "deleteEvent". */
const CALLED_NAME = /([_A-Za-z][_0-9A-Za-z]*)\s*\(/g;

/** The first destructive verb in the operation's name or a called field's name, or null. */
export function destructiveVerbInText(documentText: string, operationName: string | null): string | null {
  const candidates = [operationName ?? '', ...Array.from(documentText.matchAll(CALLED_NAME), (m) => m[1]!)];
  for (const name of candidates) {
    const verb = name ? destructiveVerb(name) : null;
    if (verb) return verb;
  }
  return null;
}
