// Problems of a GraphQL document as ranges in its text: the syntax error graphql-js's parser
// reports, else graphql-js's validation rules against the schema (the ones the document screen
// lists today, and a spec server runs before executing). Pure, so it is tested without a DOM; the
// editor marks the ranges (issue 18 "diagnostics marked in the text (syntax and validation)").
import { GraphQLError, parse, validate, type GraphQLSchema } from 'graphql';

export interface EditorDiagnostic {
  /** Offset of the first character marked. */
  from: number;
  /** Offset after the last character marked (at least from + 1 when the text has room). */
  to: number;
  severity: 'error' | 'warning';
  message: string;
}

/** Syntax first (nothing else can be checked), then validation against the schema when one is given. */
export function documentDiagnostics(schema: GraphQLSchema | null | undefined, text: string): EditorDiagnostic[] {
  if (text.trim() === '') return [];
  let document;
  try {
    document = parse(text);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const from = Math.min(error.positions?.[0] ?? 0, text.length);
    return [{ from, to: wordEnd(text, from), severity: 'error', message: error.message }];
  }
  if (!schema) return [];
  return validate(schema, document)
    .map((error): EditorDiagnostic => {
      const loc = error.nodes?.[0]?.loc;
      const from = loc?.start ?? error.positions?.[0] ?? 0;
      // A whole operation or selection set is too much to underline: mark its first word.
      const to = loc && !text.slice(loc.start, loc.end).includes('\n') ? loc.end : wordEnd(text, from);
      return { from, to, severity: 'error', message: error.message };
    })
    .sort((a, b) => a.from - b.from);
}

/** The end of the word at `from`, or one character past it, within the text. */
function wordEnd(text: string, from: number): number {
  const match = /^[$@]?\w+/.exec(text.slice(from));
  return Math.min(text.length, from + (match ? match[0].length : 1));
}
