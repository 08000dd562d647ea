// The GraphQL document editor of `/document` (issue 18 "Editor"), loaded lazily with its room.
// Keyboard: Ctrl/Cmd+Enter runs, Shift+Ctrl/Cmd+P prettifies, Ctrl/Cmd+/ toggles comments,
// Ctrl+Space completes, F12 (or Ctrl/Cmd+click) opens the type's reference page, Tab indents,
// Shift+Tab moves focus back, Escape then Tab moves focus on (editing-basics.ts says why).
import { updateSchema } from 'cm6-graphql';
import type { GraphQLSchema } from 'graphql';
import { useEffect, useMemo, useRef } from 'react';
import { graphqlExtensions, type GraphQLEditorHandlers } from './graphql-extensions.ts';
import { useCodeMirror } from './use-code-mirror.ts';

export interface GraphQLEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The loaded schema; completion, hover and validation wait for it. */
  schema: GraphQLSchema | null;
  /** Ctrl/Cmd+Enter. */
  onRun: () => void;
  /** F12 or Ctrl/Cmd+click on a field, argument or type: the screen navigates to `#/type/<name>`. */
  onJumpToType: (typeName: string) => void;
  /** A command's refusal in words (prettify of a broken document); the screen shows it. */
  onReport?: (message: string) => void;
  /**
   * The accessible name of the text. (A help text is not linked with aria-describedby: an id
   * reference does not cross the shadow root the view lives in; say it in the label or nearby.)
   * @default "GraphQL document"
   */
  label?: string;
  /** Marks the text `aria-invalid` (a syntax error the screen shows). @default false */
  isInvalid?: boolean;
}

export function GraphQLEditor({ value, onChange, schema, onRun, onJumpToType, onReport, label = 'GraphQL document', isInvalid = false }: GraphQLEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const handlers = useRef<GraphQLEditorHandlers>({ run: onRun, jumpToType: onJumpToType, report: onReport ?? (() => {}) });
  handlers.current = { run: onRun, jumpToType: onJumpToType, report: onReport ?? (() => {}) };
  const extensions = useMemo(() => graphqlExtensions({ schema, label, handlers: () => handlers.current }), []); // eslint-disable-line react-hooks/exhaustive-deps
  const view = useCodeMirror(parent, { value, onChange, extensions, contentAttributes: isInvalid ? { 'aria-invalid': 'true' } : {} });

  useEffect(() => {
    if (view) updateSchema(view, schema ?? undefined);
  }, [view, schema]);

  return <div ref={parent} className="code-editor graphql-editor" data-testid="graphql-editor" />;
}
