// GraphQL errors the demo backend raises on purpose, each with an `extensions.code` the UI can
// show and tests can match. Anything else thrown in a resolver is masked by graphql-yoga.
import { GraphQLError } from 'graphql';
import { BAD_USER_INPUT_CODE, NOT_FOUND_CODE, UNAUTHENTICATED_CODE } from './constants.ts';

export function badUserInput(message: string, argument?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: BAD_USER_INPUT_CODE, ...(argument ? { argument } : {}) } });
}

export function notFound(what: string, id: string): GraphQLError {
  return new GraphQLError(`No ${what} has id "${id}".`, { extensions: { code: NOT_FOUND_CODE } });
}

export function unauthenticated(message = 'Sign in first: this needs a token from the login mutation.'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: UNAUTHENTICATED_CODE } });
}
