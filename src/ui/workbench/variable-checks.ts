// The variables editor's knowledge of the document (issue 18 "The variables editor completes
// variable names from the document's definitions and checks values against their types before
// sending (the errors placed on the variable)"). Pure: the JSON is read with CodeMirror's own
// JSON parser (for positions) and JSON.parse (for values); values are coerced by graphql-js's
// `coerceInputValue`, the function a server runs on them, so the messages are the server's.
import { jsonLanguage } from '@codemirror/lang-json';
import {
  GraphQLError,
  Kind,
  coerceInputValue,
  isInputType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { EditorDiagnostic } from './document-diagnostics.ts';

export interface VariableDefinitionSummary {
  name: string;
  /** As written: `ID!`, `[String!]`. */
  type: string;
  hasDefault: boolean;
}

/** The variables the picked operation (or, with no name, every operation) defines, in order, each name once. */
export function definedVariables(documentText: string, operationName?: string | null): VariableDefinitionSummary[] {
  const operations = operationsOf(documentText, operationName);
  const seen = new Map<string, VariableDefinitionSummary>();
  for (const operation of operations) {
    for (const definition of operation.variableDefinitions ?? []) {
      const name = definition.variable.name.value;
      if (seen.has(name)) continue;
      const typeText = definition.type.loc ? documentText.slice(definition.type.loc.start, definition.type.loc.end) : '';
      seen.set(name, { name, type: typeText, hasDefault: definition.defaultValue !== undefined });
    }
  }
  return [...seen.values()];
}

/**
 * Problems of the variables' JSON against the operation's definitions, placed on the variable's
 * name in the JSON (or at the opening brace for a missing one). A JSON syntax error is left to the
 * JSON linter; a document that does not parse yields nothing.
 */
export function variableDiagnostics(
  schema: GraphQLSchema | null | undefined,
  documentText: string,
  variablesText: string,
  operationName?: string | null,
): EditorDiagnostic[] {
  if (!schema) return [];
  let values: unknown;
  try {
    values = variablesText.trim() === '' ? {} : JSON.parse(variablesText);
  } catch {
    return [];
  }
  const operations = operationsOf(documentText, operationName);
  if (operations.length !== 1) return []; // none, or several and none picked: nothing to check against
  const [operation] = operations;
  const keys = topLevelKeys(variablesText);
  const whole = { from: keys.objectFrom, to: Math.min(keys.objectFrom + 1, variablesText.length) };
  if (values === null || typeof values !== 'object' || Array.isArray(values)) {
    return [{ ...whole, severity: 'error', message: 'Variables must be a JSON object of names to values.' }];
  }
  const record = values as Record<string, unknown>;
  const diagnostics: EditorDiagnostic[] = [];
  const defined = new Set<string>();
  for (const definition of operation!.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    defined.add(name);
    const type = typeFromAST(schema, definition.type as Parameters<typeof typeFromAST>[1]);
    if (!type || !isInputType(type)) continue; // the document's own diagnostics say so
    const at = keys.ranges.get(name) ?? whole;
    if (!Object.hasOwn(record, name)) {
      if (isNonNullType(type) && definition.defaultValue === undefined) {
        diagnostics.push({ ...at, severity: 'error', message: `Variable "$${name}" of required type "${String(type)}" was not provided.` });
      }
      continue;
    }
    coerceInputValue(record[name], type, (path, _invalid, error: GraphQLError) => {
      const where = path.length ? ` at "${name}${path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('')}"` : '';
      diagnostics.push({ ...at, severity: 'error', message: `Variable "$${name}" got an invalid value${where}; ${error.message}` });
    });
  }
  for (const [name, range] of keys.ranges) {
    if (!defined.has(name)) diagnostics.push({ ...range, severity: 'warning', message: `"${name}" is not a variable of this operation; it is sent but unused.` });
  }
  return diagnostics.sort((a, b) => a.from - b.from);
}

function operationsOf(documentText: string, operationName?: string | null): OperationDefinitionNode[] {
  let document;
  try {
    document = parse(documentText, { noLocation: false });
  } catch {
    return [];
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.filter((o) => o.name?.value === operationName) : operations;
}

/** Each top-level key's range in the JSON text (the quoted name), and where the top-level object opens. */
export function topLevelKeys(text: string): { objectFrom: number; ranges: Map<string, { from: number; to: number }> } {
  const tree = jsonLanguage.parser.parse(text);
  const ranges = new Map<string, { from: number; to: number }>();
  const object = tree.topNode.getChild('Object');
  if (!object) return { objectFrom: 0, ranges };
  for (const property of object.getChildren('Property')) {
    const name = property.getChild('PropertyName');
    if (!name) continue;
    try {
      ranges.set(JSON.parse(text.slice(name.from, name.to)) as string, { from: name.from, to: name.to });
    } catch {
      // A half-typed key: not a variable yet.
    }
  }
  return { objectFrom: object.from, ranges };
}
