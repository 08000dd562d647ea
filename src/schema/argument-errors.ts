// The server's GraphQL errors that concern one argument, placed on that argument's form field
// (ui.md §2 item 19 "errors shown where they belong: field errors on the form"). Recognised:
//   - `extensions.argument`: a path such as "input.title" or "input.photos[1]" (the demo
//     backend's BAD_USER_INPUT errors);
//   - `extensions.argumentName`: Apollo Server's UserInputError convention;
//   - graphql-js's variable coercion message, `Variable "$input" got invalid value "" at
//     "input.title"; Expected …` (the operation screens name each variable after its argument).
// Errors naming no known argument stay what they were: alerts beside the result.
import type { GraphQLFormattedError } from 'graphql';
import type { FieldError } from './input-values.ts';

const COERCION = /^Variable "\$(\w+)" got invalid value .*?(?: at "([^"]+)")?; ([^]*)$/;

/** "input.photos[1]" → ['input', 'photos', 1]. */
function pathOf(text: string): Array<string | number> {
  return text
    .split(/\.|(?=\[)/)
    .filter(Boolean)
    .map((part) => (/^\[\d+\]$/.test(part) ? Number(part.slice(1, -1)) : part));
}

/** Each error that names one of `argumentNames`, as a form error at that argument's path. */
export function argumentErrors(errors: readonly GraphQLFormattedError[] | undefined, argumentNames: readonly string[]): FieldError[] {
  const placed: FieldError[] = [];
  for (const error of errors ?? []) {
    const { argument, argumentName } = (error.extensions ?? {}) as { argument?: unknown; argumentName?: unknown };
    const coercion = COERCION.exec(error.message);
    let path: Array<string | number> | null = null;
    let message = error.message;
    if (typeof argument === 'string') path = pathOf(argument);
    else if (typeof argumentName === 'string') path = pathOf(argumentName);
    else if (coercion) {
      path = coercion[2] ? pathOf(coercion[2]) : [coercion[1]!];
      message = coercion[3]!;
    }
    if (path && argumentNames.includes(String(path[0]))) placed.push({ path, message });
  }
  return placed;
}
