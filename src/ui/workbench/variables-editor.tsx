// The variables editor of `/document` (issue 18): JSON, keys completed from the operation's
// variable definitions, values checked against their types with the errors on the variable.
import type { GraphQLSchema } from 'graphql';
import { useEffect, useMemo, useRef } from 'react';
import { useCodeMirror } from './use-code-mirror.ts';
import { setVariablesContext, variablesExtensions } from './variables-extensions.ts';

export interface VariablesEditorProps {
  value: string;
  onChange: (value: string) => void;
  schema: GraphQLSchema | null;
  /** The document the variables belong to. */
  documentText: string;
  /** The operation picked to run; null checks against the only operation. @default null */
  operationName?: string | null;
  /** Ctrl/Cmd+Enter. */
  onRun: () => void;
  /** The accessible name of the text. @default "Variables (JSON)" */
  label?: string;
  /** Marks the text `aria-invalid` (the JSON does not parse, and the screen shows why). @default false */
  isInvalid?: boolean;
}

export function VariablesEditor({ value, onChange, schema, documentText, operationName = null, onRun, label = 'Variables (JSON)', isInvalid = false }: VariablesEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const run = useRef(onRun);
  run.current = onRun;
  const extensions = useMemo(() => variablesExtensions({ label, run: () => run.current() }), []); // eslint-disable-line react-hooks/exhaustive-deps
  const view = useCodeMirror(parent, { value, onChange, extensions, contentAttributes: isInvalid ? { 'aria-invalid': 'true' } : {} });

  useEffect(() => {
    view?.dispatch({ effects: setVariablesContext.of({ schema, documentText, operationName }) });
  }, [view, schema, documentText, operationName]);

  return <div ref={parent} className="code-editor variables-editor" data-testid="variables-editor" />;
}
