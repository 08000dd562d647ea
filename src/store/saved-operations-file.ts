/**
 * The saved-operations file (issue 18 "export and import as a file (a plain JSON format)"),
 * documented in docs/workbench.md:
 *
 *   { "format": "facet.saved-operations", "version": 1, "exportedAt": "<RFC 3339>",
 *     "operations": [ { "name": "…", "query": "…", "variables": { … }, "endpoint": "…" | null } ] }
 *
 * Writing removes credentials (variables and literals named like one, by isSecretName), so a file
 * passed around never carries a token. Reading validates every field and says which one is wrong
 * (`operations[2].query: Syntax Error: …`); it accepts unknown extra fields, for later versions'
 * additions, but no other version.
 */
import { GraphQLError } from 'graphql/error/GraphQLError';
import { parse } from 'graphql/language/parser';
import { SAVED_OPERATION_NAME_MAX_CHARS, SAVED_OPERATIONS_FILE_FORMAT, SAVED_OPERATIONS_FILE_VERSION } from './constants.ts';
import { withoutSecretLiterals, withoutSecrets } from '../schema/secret-names.ts';

/** One operation as the file holds it. */
export interface SavedOperationData {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  /** The endpoint it was saved against, as a hint; null when not recorded. */
  endpoint: string | null;
}

/** A file that is not a saved-operations file of this version, with the first reason. */
export class SavedOperationsFileError extends Error {
  override name = 'SavedOperationsFileError';
}

/** The file's text for these operations, credentials removed. */
export function writeSavedOperationsFile(operations: readonly SavedOperationData[], exportedAt: Date): string {
  return `${JSON.stringify(
    {
      format: SAVED_OPERATIONS_FILE_FORMAT,
      version: SAVED_OPERATIONS_FILE_VERSION,
      exportedAt: exportedAt.toISOString(),
      operations: operations.map(({ name, query, variables, endpoint }) => ({
        name,
        query: withoutSecretLiterals(query),
        variables: withoutSecrets(variables),
        endpoint,
      })),
    },
    null,
    2,
  )}\n`;
}

/** The operations of a file's text; throws SavedOperationsFileError naming the first wrong field. */
export function readSavedOperationsFile(text: string): SavedOperationData[] {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch (error) {
    throw new SavedOperationsFileError(`Not a saved-operations file: the text is not JSON (${(error as Error).message}).`);
  }
  if (!isRecord(file) || file.format !== SAVED_OPERATIONS_FILE_FORMAT) {
    throw new SavedOperationsFileError(`Not a saved-operations file: expected "format": "${SAVED_OPERATIONS_FILE_FORMAT}".`);
  }
  if (file.version !== SAVED_OPERATIONS_FILE_VERSION) {
    throw new SavedOperationsFileError(`Unsupported saved-operations file version ${JSON.stringify(file.version)}: this Facet reads version ${SAVED_OPERATIONS_FILE_VERSION}.`);
  }
  if (!Array.isArray(file.operations)) throw new SavedOperationsFileError('operations: expected a list.');
  return file.operations.map((item: unknown, i: number): SavedOperationData => {
    const at = `operations[${i}]`;
    if (!isRecord(item)) throw new SavedOperationsFileError(`${at}: expected an object.`);
    const { name, query, variables = {}, endpoint = null } = item;
    if (typeof name !== 'string' || name.trim() === '') throw new SavedOperationsFileError(`${at}.name: expected a non-empty string.`);
    if (name.length > SAVED_OPERATION_NAME_MAX_CHARS) {
      throw new SavedOperationsFileError(`${at}.name: longer than ${SAVED_OPERATION_NAME_MAX_CHARS} characters.`);
    }
    if (typeof query !== 'string') throw new SavedOperationsFileError(`${at}.query: expected a string.`);
    try {
      parse(query);
    } catch (error) {
      if (error instanceof GraphQLError) throw new SavedOperationsFileError(`${at}.query: ${error.message}`);
      throw error;
    }
    if (!isRecord(variables)) throw new SavedOperationsFileError(`${at}.variables: expected an object.`);
    if (endpoint !== null && typeof endpoint !== 'string') throw new SavedOperationsFileError(`${at}.endpoint: expected a string or null.`);
    return { name: name.trim(), query, variables, endpoint };
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
