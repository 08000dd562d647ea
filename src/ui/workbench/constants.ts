/**
 * Constants of the editor room, each citing the rule it implements. The room is loaded lazily by
 * the document screen only (issue 18 "lazy-loaded on #/document only"), so its constants live
 * here rather than in src/ui/constants.ts, which the first screen loads.
 */

/** What Tab inserts. Issue 6 "Tab inserts two spaces" (the text area's behaviour, kept). */
export const EDITOR_INDENT_UNIT = '  ';

/** Quiet time after typing before diagnostics are recomputed. Issue 18 "diagnostics marked in the text"; ui.md §2 item 9 "never re-serialize state per keystroke". */
export const EDITOR_LINT_DELAY_MS = 300;

/** Hover delay before the type tooltip shows. Issue 18 "hover with the type and description"; CodeMirror's hoverTooltip default. */
export const EDITOR_HOVER_DELAY_MS = 300;
