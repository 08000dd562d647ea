// The document editor: a labelled monospace text area (PRODUCT.md §3 "/document"). Tab inserts
// two spaces so documents can be indented, which would trap keyboard users (WCAG 2.1.2), so
// Escape then Tab leaves it, as CodeMirror's "Escape, then Tab" convention does; Shift+Tab always
// moves back. The help text says so. A syntax error is shown under it with its position.
import { useLayoutEffect, useRef } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField } from 'react-aria-components/TextField';
import { EDITOR_INDENT } from '../constants.ts';

/** A parse error as the schema layer reports it. */
export interface EditorSyntaxError {
  message: string;
  line: number | null;
  column: number | null;
}

export interface DocumentEditorProps {
  value: string;
  onChange: (text: string) => void;
  /** Shown under the editor, which is then marked invalid. @default null */
  parseError?: EditorSyntaxError | null;
}

export function DocumentEditor({ value, onChange, parseError = null }: DocumentEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const isLeaving = useRef(false);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current === null || !area.current) return;
    area.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const message = parseError
    ? `Syntax error${parseError.line !== null ? ` at line ${parseError.line}, column ${parseError.column}` : ''}: ${parseError.message.replace(/^Syntax Error: /, '')}`
    : null;

  return (
    <TextField className="facet-field facet-document-field" value={value} onChange={onChange} isInvalid={parseError !== null} validationBehavior="aria">
      <Label className="facet-label">GraphQL document</Label>
      <TextArea
        ref={area}
        className="facet-input facet-textarea facet-json-textarea facet-document-textarea"
        rows={14}
        spellCheck="false"
        autoCapitalize="off"
        autoCorrect="off"
        placeholder={'query Example($id: ID!) {\n  node(id: $id) { id }\n}'}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            isLeaving.current = true;
            return;
          }
          if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) {
            isLeaving.current = false;
            return;
          }
          if (isLeaving.current) {
            isLeaving.current = false;
            return; // Escape, then Tab: let focus move on
          }
          event.preventDefault();
          const el = event.currentTarget;
          const startAt = el.selectionStart;
          const endAt = el.selectionEnd;
          caret.current = startAt + EDITOR_INDENT.length;
          onChange(el.value.slice(0, startAt) + EDITOR_INDENT + el.value.slice(endAt));
        }}
        onBlur={() => {
          isLeaving.current = false;
        }}
      />
      <Text slot="description" className="facet-description">
        Ctrl/Cmd+Enter runs. Tab inserts two spaces; to leave the editor with the keyboard press Escape, then Tab (Shift+Tab always moves back).
      </Text>
      <FieldError className="facet-error">{message}</FieldError>
    </TextField>
  );
}
