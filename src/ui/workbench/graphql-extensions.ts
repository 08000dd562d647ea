// The GraphQL editor's language features (issue 18 "Editor"): cm6-graphql's grammar and its
// schema completion (fields, arguments, enum values, variables, fragments, directives; built on
// graphql-language-service as GraphiQL's is), our diagnostics (syntax, then graphql-js validation:
// the rules the document screen listed), a hover with type and description, jump to a type's
// reference page (F12, or Ctrl/Cmd+click), and prettify (Shift+Ctrl/Cmd+P).
import { linter } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { hoverTooltip, type Command } from '@codemirror/view';
import { completion, getSchema, graphqlLanguageSupport, jump, stateExtensions } from 'cm6-graphql';
import type { GraphQLSchema } from 'graphql';
import { EDITOR_HOVER_DELAY_MS, EDITOR_LINT_DELAY_MS } from './constants.ts';
import { documentDiagnostics } from './document-diagnostics.ts';
import { editingBasics } from './editing-basics.ts';
import { hoverInfo } from './hover-info.ts';
import { prettifyDocument } from './prettify.ts';

/** What the editor calls out to; read at call time so the newest callbacks are used. */
export interface GraphQLEditorHandlers {
  run(): void;
  /** Open a type's reference page (`#/type/<name>`). */
  jumpToType(typeName: string): void;
  /** A command could not do its job (prettify of a broken document), said in words. */
  report(message: string): void;
}

export interface GraphQLExtensionsOptions {
  schema: GraphQLSchema | null;
  label: string;
  handlers: () => GraphQLEditorHandlers;
}

export const prettifyCommand =
  (report: (message: string) => void): Command =>
  (view) => {
    const result = prettifyDocument(view.state.doc.toString());
    if (result.problem !== undefined) report(result.problem);
    else if (result.text !== view.state.doc.toString()) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: result.text } });
    return true;
  };

export const jumpCommand =
  (jumpToType: (typeName: string) => void): Command =>
  (view) => {
    const schema = getSchema(view.state);
    if (!schema) return false;
    const info = hoverInfo(schema, view.state.doc.toString(), view.state.selection.main.head);
    if (!info?.typeName) return false;
    jumpToType(info.typeName);
    return true;
  };

export function graphqlExtensions({ schema, label, handlers }: GraphQLExtensionsOptions): Extension[] {
  return [
    editingBasics({
      label,
      run: () => handlers().run(),
      bindings: [
        { key: 'Shift-Mod-p', run: prettifyCommand((message) => handlers().report(message)) },
        { key: 'F12', run: jumpCommand((name) => handlers().jumpToType(name)) },
      ],
    }),
    graphqlLanguageSupport(),
    completion,
    jump,
    stateExtensions(schema ?? undefined, {
      // cm6-graphql's Ctrl/Cmd+click names the element's type as written (`[Event!]!`).
      onShowInDocs: (_field, type) => {
        const name = type && /\w+/.exec(type)?.[0];
        if (name) handlers().jumpToType(name);
      },
    }),
    linter((view) => documentDiagnostics(getSchema(view.state) ?? null, view.state.doc.toString()), { delay: EDITOR_LINT_DELAY_MS }),
    hoverTooltip(
      (view, pos) => {
        const schema = getSchema(view.state);
        if (!schema) return null;
        const info = hoverInfo(schema, view.state.doc.toString(), pos);
        if (!info) return null;
        return {
          pos,
          create() {
            const dom = document.createElement('div');
            dom.className = 'editor-hover';
            const heading = dom.appendChild(document.createElement('code'));
            heading.textContent = info.heading; // text only: descriptions come from the server
            if (info.description) dom.appendChild(document.createElement('p')).textContent = info.description;
            return { dom };
          },
        };
      },
      { hoverTime: EDITOR_HOVER_DELAY_MS },
    ),
  ];
}
