// The editing behaviour both editors share: history, brackets, completion popup, lint gutter-free
// marks, highlighting and the tokens' theme (editor-theme.ts), and the keyboard contract of the document screen (issue 18 "Keyboard"):
// Tab inserts EDITOR_INDENT_UNIT (as the text area did), Shift+Tab is left to the browser so it
// always moves focus back, and Escape then Tab moves focus forward (CodeMirror's tab-focus mode),
// so the editor never traps a keyboard user (WCAG 2.1.2). Ctrl/Cmd+/ toggles comments, and
// Ctrl/Cmd+Enter runs (bound above CodeMirror's own Mod-Enter, which would insert a line).
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { lintKeymap } from '@codemirror/lint';
import { Prec, type Extension } from '@codemirror/state';
import { EditorView, drawSelection, highlightSpecialChars, keymap, type Command } from '@codemirror/view';
import { EDITOR_INDENT_UNIT } from './constants.ts';
import { editorHighlightStyle, editorTheme } from './editor-theme.ts';

export interface EditingBasicsOptions {
  /** The accessible name of the text (the content element's aria-label). */
  label: string;
  /** Ctrl/Cmd+Enter. Read at key time, so a re-render's new callback is the one called. */
  run: () => void;
  /** More bindings, above the defaults (prettify, jump). @default [] */
  bindings?: ReadonlyArray<{ key: string; run: Command }>;
}

const insertIndent: Command = (view) => {
  view.dispatch(view.state.replaceSelection(EDITOR_INDENT_UNIT), { scrollIntoView: true, userEvent: 'input' });
  return true;
};

export function editingBasics({ label, run, bindings = [] }: EditingBasicsOptions): Extension[] {
  return [
    highlightSpecialChars(),
    history(),
    drawSelection(),
    indentOnInput(),
    indentUnit.of(EDITOR_INDENT_UNIT),
    editorTheme,
    syntaxHighlighting(editorHighlightStyle),
    bracketMatching(),
    closeBrackets(),
    autocompletion({ icons: false }),
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({ 'aria-label': label }),
    Prec.highest(
      keymap.of([
        { key: 'Mod-Enter', run: () => (run(), true), preventDefault: true },
        ...bindings.map((b) => ({ ...b, preventDefault: true })),
      ]),
    ),
    keymap.of([...closeBracketsKeymap, ...completionKeymap, ...defaultKeymap, ...historyKeymap, ...lintKeymap, { key: 'Tab', run: insertIndent }]),
  ];
}
