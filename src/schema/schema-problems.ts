// The schema check of the document editor. It brings graphql-js's validation rules (about 12 KB
// gzip); esbuild's code splitting puts them with the other graphql modules the first screen loads,
// even though only /document calls this (measured by bench/ui.bench.ts; README "Benchmarks").
import { parse, validate, type GraphQLSchema } from 'graphql';
import { problemOf, type DocumentProblem } from './selection.ts';

/**
 * What the schema says is wrong with a document that parses: graphql-js's validation rules (the
 * ones a spec server runs before executing), so an unknown field or a missing required argument
 * shows before anything is sent, in document order. A syntax error is {@link listOperations}'
 * job: none here.
 */
export function documentSchemaProblems(schema: GraphQLSchema, documentText: string): DocumentProblem[] {
  let parsed;
  try {
    parsed = parse(documentText);
  } catch {
    return [];
  }
  // In document order: graphql-js reports rule by rule.
  return validate(schema, parsed)
    .map(problemOf)
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}
