// The variables editor as the document screen's field: the same contract as the text area it
// replaces (ui/inputs JsonInput): a value in (the parsed object, null for none), the parsed value
// out while the text is valid JSON, `onValidationChange` told at once when it is not, and the
// message shown under it after the field is left or a Run was refused (`errorMessage`). The text
// is kept as typed. A visible label and help text sit outside the editor's shadow root; the
// editable text carries the same name as its aria-label.
import type { GraphQLSchema } from 'graphql';
import { useEffect, useState } from 'react';
import { JSON_INDENT_SPACES } from '../constants.ts';
import { parseJsonText } from '../inputs/index.ts';
import { VariablesEditor } from './variables-editor.tsx';

export interface VariablesFieldProps {
  value: unknown;
  onChange: (value: unknown) => void;
  onValidationChange: (message: string | null) => void;
  /** Shown under the editor (a refused Run). @default null */
  errorMessage?: string | null;
  schema: GraphQLSchema | null;
  documentText: string;
  operationName: string | null;
  onRun: () => void;
  /** @default "Variables" */
  label?: string;
}

const format = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, JSON_INDENT_SPACES));
const isSameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function VariablesField(props: VariablesFieldProps) {
  const { value, onChange, onValidationChange, errorMessage = null, schema, documentText, operationName, onRun, label = 'Variables' } = props;
  const [text, setText] = useState(() => format(value));
  const [lastValue, setLastValue] = useState(value);
  const [isTouched, setTouched] = useState(false);
  const parsed = parseJsonText(text, true);
  if (value !== lastValue) {
    // A new value from outside (a reopened run): show it, unless the text already means it.
    setLastValue(value);
    if (!parsed.ok || !isSameJson(parsed.value, value)) setText(format(value));
  }
  const ownMessage = parsed.ok ? null : parsed.message;
  useEffect(() => onValidationChange(ownMessage), [ownMessage]); // eslint-disable-line react-hooks/exhaustive-deps
  const message = (isTouched ? ownMessage : null) ?? errorMessage;

  function change(next: string) {
    setText(next);
    const result = parseJsonText(next, true);
    if (result.ok && !isSameJson(result.value, value)) {
      setLastValue(result.value);
      onChange(result.value);
    }
  }

  return (
    <div className="facet-field facet-code-field" onBlur={() => setTouched(true)} data-invalid={message ? true : undefined}>
      <span className="facet-label">
        {label}
      </span>
      <VariablesEditor value={text} onChange={change} schema={schema} documentText={documentText} operationName={operationName} onRun={onRun} label={label} isInvalid={message !== null} />
      <p className="facet-description">
        An object with a value for each variable the operation declares; leave empty for none. Names complete with Ctrl+Space; values are checked against their types.
      </p>
      {message ? (
        <p className="facet-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
