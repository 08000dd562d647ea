// The editors' look from the design tokens (static/styles/tokens.css), light and dark. The view
// lives in a shadow root (use-code-mirror.ts says why), which the page's stylesheets do not reach;
// custom properties do inherit into it, so this theme names the tokens rather than colours, and
// the editor follows the page's scheme (system or the user's pick) with no code of its own.
import { HighlightStyle } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

const tooltip = {
  backgroundColor: 'var(--facet-surface)',
  color: 'var(--facet-text)',
  border: '1px solid var(--facet-border)',
  borderRadius: 'var(--facet-radius-sm)',
  boxShadow: 'var(--facet-shadow-2)',
};

export const editorTheme = EditorView.theme({
  '&': {
    color: 'var(--facet-text)',
    backgroundColor: 'var(--facet-surface)',
    border: '1px solid var(--facet-border)',
    borderRadius: 'var(--facet-radius-sm)',
    fontSize: '0.95rem',
    // As tall as the host element asks (the page's stylesheet sizes each editor's box).
    minHeight: 'inherit',
  },
  '.cm-scroller': { fontFamily: 'var(--facet-font-mono)', lineHeight: '1.5', flexGrow: '1' },
  '&.cm-focused': { outline: '2px solid var(--facet-focus)', outlineOffset: '2px' },
  '.cm-content': { caretColor: 'var(--facet-text)', padding: 'var(--facet-space-2) 0' },
  '.cm-line': { padding: '0 var(--facet-space-2)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--facet-text)' },
  '.cm-selectionBackground, &.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground': { backgroundColor: 'var(--facet-pressed)' },
  '.cm-matchingBracket, &.cm-focused .cm-matchingBracket': { backgroundColor: 'var(--facet-selected-soft)', outline: '1px solid var(--facet-border)' },
  '.cm-nonmatchingBracket, &.cm-focused .cm-nonmatchingBracket': { color: 'var(--facet-danger)' },
  '.cm-tooltip': tooltip,
  '.cm-tooltip-autocomplete > ul': { fontFamily: 'var(--facet-font-mono)', maxHeight: '16rem' },
  '.cm-tooltip-autocomplete > ul > li': { padding: '2px var(--facet-space-2)' },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: 'var(--facet-primary)', color: 'var(--facet-on-primary)' },
  '.cm-completionDetail': { color: 'inherit', opacity: '0.85', marginLeft: 'var(--facet-space-2)', fontStyle: 'normal' },
  '.cm-completionMatchedText': { textDecoration: 'none', fontWeight: '700' },
  '.cm-completionInfo': { ...tooltip, padding: 'var(--facet-space-2)', maxWidth: '24rem' },
  // A wavy underline in the token's colour (the default is a fixed red image).
  '.cm-lintRange-error': { backgroundImage: 'none', textDecoration: 'underline wavy var(--facet-danger)', textUnderlineOffset: '3px' },
  '.cm-lintRange-warning': { backgroundImage: 'none', textDecoration: 'underline wavy var(--facet-caution)', textUnderlineOffset: '3px' },
  '.cm-diagnostic': { padding: 'var(--facet-space-1) var(--facet-space-2)' },
  '.cm-diagnostic-error': { borderLeft: '4px solid var(--facet-danger)' },
  '.cm-diagnostic-warning': { borderLeft: '4px solid var(--facet-caution)' },
  '.cm-panels': { backgroundColor: 'var(--facet-surface-alt)', color: 'var(--facet-text)' },
  '.cm-panels-bottom': { borderTop: '1px solid var(--facet-border-soft)' },
  '.cm-panel.cm-panel-lint ul [aria-selected]': { backgroundColor: 'var(--facet-selected-soft)', color: 'var(--facet-text)' },
  '.cm-panel button': { color: 'var(--facet-text)', background: 'var(--facet-surface)', border: '1px solid var(--facet-border)' },
  '.editor-hover': { padding: 'var(--facet-space-2)', maxWidth: '28rem' },
  '.editor-hover code': { fontFamily: 'var(--facet-font-mono)', fontWeight: '600' },
  '.editor-hover p': { margin: 'var(--facet-space-1) 0 0', color: 'var(--facet-muted)' },
});

/** Syntax colours: token colours that keep 4.5:1 on the surface in both schemes. */
export const editorHighlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword, tags.definitionKeyword, tags.modifier], color: 'var(--facet-link)', fontWeight: '600' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--facet-success)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--facet-notice)' },
  { tag: [tags.variableName, tags.special(tags.variableName)], color: 'var(--facet-danger)' },
  { tag: [tags.typeName, tags.className, tags.namespace], color: 'var(--facet-caution)' },
  { tag: [tags.propertyName, tags.attributeName], color: 'var(--facet-text)' },
  { tag: [tags.definition(tags.variableName), tags.function(tags.variableName), tags.labelName], color: 'var(--facet-link)' },
  { tag: tags.comment, color: 'var(--facet-muted)', fontStyle: 'italic' },
  { tag: tags.invalid, color: 'var(--facet-danger)' },
  { tag: [tags.punctuation, tags.bracket, tags.separator], color: 'var(--facet-muted)' },
]);
