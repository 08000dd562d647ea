// The variables editor's features (issue 18): JSON with its syntax linter, completion of the
// operation's variable names as keys, and each value checked against its variable's type, the
// error placed on the variable's name. The document, schema and operation arrive through a state
// field the component updates, so the checks follow the document as it is edited.
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { syntaxTree } from '@codemirror/language';
import { linter } from '@codemirror/lint';
import { StateEffect, StateField, type Extension } from '@codemirror/state';
import type { GraphQLSchema } from 'graphql';
import { EDITOR_LINT_DELAY_MS } from './constants.ts';
import { editingBasics } from './editing-basics.ts';
import { definedVariables, variableDiagnostics } from './variable-checks.ts';

export interface VariablesContext {
  schema: GraphQLSchema | null;
  documentText: string;
  operationName: string | null;
}

export const setVariablesContext = StateEffect.define<VariablesContext>();

const variablesContextField = StateField.define<VariablesContext>({
  create: () => ({ schema: null, documentText: '', operationName: null }),
  update: (value, transaction) => transaction.effects.reduce((v, e) => (e.is(setVariablesContext) ? e.value : v), value),
});

/** Variable names as keys of the top-level object, typed with or without the opening quote. */
function variableNameCompletions(context: CompletionContext): CompletionResult | null {
  const word = context.matchBefore(/"?[\w$]*/);
  if (!word) return null;
  const node = syntaxTree(context.state).resolveInner(context.pos, -1);
  const isKeyPosition =
    (node.name === 'PropertyName' && node.parent?.parent?.parent?.name === 'JsonText') ||
    (node.name === 'Object' && node.parent?.name === 'JsonText') ||
    (node.name === '⚠' && node.parent?.name === 'Object' && node.parent.parent?.name === 'JsonText');
  if (!isKeyPosition || (word.from === word.to && !context.explicit && node.name !== 'Object')) return null;
  const { documentText, operationName } = context.state.field(variablesContextField);
  const options = definedVariables(documentText, operationName).map((v) => ({
    label: `"${v.name}"`,
    detail: v.type,
    apply: `"${v.name}": `,
    type: 'variable',
  }));
  // A quote closeBrackets added after the cursor would be doubled by `apply`.
  const to = context.state.sliceDoc(context.pos, context.pos + 1) === '"' ? context.pos + 1 : context.pos;
  return options.length ? { from: word.from, to, options, validFor: /^"?[\w$]*$/ } : null;
}

const jsonParse = jsonParseLinter();

export function variablesExtensions({ label, run }: { label: string; run: () => void }): Extension[] {
  return [
    editingBasics({ label, run }),
    json(),
    variablesContextField,
    jsonLanguage.data.of({ autocomplete: variableNameCompletions }),
    // Empty means no variables (as the screen says), not a syntax error at the first character.
    linter((view) => (view.state.doc.toString().trim() === '' ? [] : jsonParse(view)), { delay: EDITOR_LINT_DELAY_MS }),
    linter(
      (view) => {
        const { schema, documentText, operationName } = view.state.field(variablesContextField);
        return variableDiagnostics(schema, documentText, view.state.doc.toString(), operationName);
      },
      {
        delay: EDITOR_LINT_DELAY_MS,
        needsRefresh: (update) => update.transactions.some((t) => t.effects.some((e) => e.is(setVariablesContext))),
      },
    ),
  ];
}
