// Prettify (issue 18, Shift+Ctrl/Cmd+P): graphql-js's printer, the canonical layout. The printer
// drops comments, so a document holding any is left alone with a reason rather than silently
// losing them (GraphiQL's prettify drops them; graphiql#1034).
import { Lexer, Source, TokenKind, print, parse, GraphQLError } from 'graphql';

export type PrettifyResult = { text: string; problem?: undefined } | { text?: undefined; problem: string };

/** The document printed by graphql-js, or why it was not: a syntax error, or comments that would be lost. */
export function prettifyDocument(text: string): PrettifyResult {
  let document;
  try {
    document = parse(text);
  } catch (error) {
    if (error instanceof GraphQLError) return { problem: `Not prettified: ${error.message}` };
    throw error;
  }
  if (hasComments(text)) return { problem: 'Not prettified: the printer would drop the comments.' };
  return { text: print(document) };
}

function hasComments(text: string): boolean {
  // The lexer skips comments but keeps them in its token chain (each token's `prev`).
  const lexer = new Lexer(new Source(text));
  while (lexer.advance().kind !== TokenKind.EOF);
  for (let token: typeof lexer.token | null = lexer.token; token; token = token.prev) {
    if (token.kind === TokenKind.COMMENT) return true;
  }
  return false;
}
