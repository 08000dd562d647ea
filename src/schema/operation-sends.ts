/**
 * What one operation of a document will send (issue 16 "Document editor": "Run Del?" listed the
 * variables of another operation and never its literal arguments): the variables it declares,
 * taken from those typed (a declared variable with no value is left out, as the transport would
 * not send it), and the arguments of its root fields with variables put in, literals as written.
 * The confirmation lists the arguments; Run sends the variables.
 *
 * Deliberately left out: root fields reached through a named fragment spread (their arguments are
 * not listed), and coercion to the argument's type (values are shown as they are written or typed).
 */
import type { FieldNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import { Kind } from 'graphql/language/kinds';
import { parse } from 'graphql/language/parser';
import { valueFromASTUntyped } from 'graphql/utilities/valueFromASTUntyped';

export interface OperationSends {
  /** The typed variables the operation declares, by name. */
  variables: Record<string, unknown>;
  /**
   * Each root field's arguments as sent, by argument name (`id`), or by `field.argument` when the
   * operation selects several root fields; a variable with no value is left out.
   */
  arguments: Record<string, unknown>;
}

/** For `operationName` (or the only operation), or null when the text does not parse or lacks it. */
export function operationSends(text: string, operationName: string | null, typed: Readonly<Record<string, unknown>>): OperationSends | null {
  let operation: OperationDefinitionNode | undefined;
  try {
    const operations = parse(text).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    operation = operationName === null ? (operations.length === 1 ? operations[0] : undefined) : operations.find((o) => o.name?.value === operationName);
  } catch {
    return null;
  }
  if (!operation) return null;
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (Object.hasOwn(typed, name) && typed[name] !== undefined) variables[name] = typed[name];
  }
  const fields = rootFields(operation.selectionSet);
  const args: Record<string, unknown> = {};
  for (const field of fields) {
    for (const argument of field.arguments ?? []) {
      const value = valueFromASTUntyped(argument.value, variables);
      if (value === undefined) continue;
      args[fields.length === 1 ? argument.name.value : `${field.alias?.value ?? field.name.value}.${argument.name.value}`] = value;
    }
  }
  return { variables, arguments: args };
}

function rootFields(selectionSet: SelectionSetNode): FieldNode[] {
  return selectionSet.selections.flatMap((selection): FieldNode[] =>
    selection.kind === Kind.FIELD ? (selection.name.value.startsWith('__') ? [] : [selection]) : selection.kind === Kind.INLINE_FRAGMENT ? rootFields(selection.selectionSet) : [],
  );
}
