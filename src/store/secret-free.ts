/**
 * What the workbench keeps of a run's inputs: variables and inline arguments with credential
 * names removed (issue 18 "with its variables (secrets removed)"), by the one rule of
 * `isSecretName` (src/schema/secret-names.ts). Files are not kept either: they are not the
 * history's to store, and the user picks them again.
 */
import { Kind, parse, print, visit, type ValueNode } from 'graphql';
import { isSecretName } from '../schema/index.ts';

/** The variables without any key (at any depth) that names a credential, and with files as null. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (isFile(value)) return null;
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) if (!isSecretName(key)) result[key] = withoutSecrets(inner);
  return result;
}

/** The value a credential written into the document is replaced with. */
export const REMOVED_SECRET = '[removed]';

/**
 * The document with literal values of credential-named arguments and input fields replaced by
 * REMOVED_SECRET (`login(password: "hunter2")`); variables stay, their values go with the
 * variables. A document that does not parse, or holds no such literal, is returned as written.
 */
export function documentWithoutSecrets(query: string): string {
  let document;
  try {
    document = parse(query);
  } catch {
    return query;
  }
  let hasSecret = false;
  const scrub = (node: { name: { value: string }; value: ValueNode }) => {
    if (!isSecretName(node.name.value) || node.value.kind === Kind.VARIABLE) return undefined;
    hasSecret = true;
    return { ...node, value: { kind: Kind.STRING, value: REMOVED_SECRET } };
  };
  const scrubbed = visit(document, { Argument: scrub, ObjectField: scrub });
  return hasSecret ? print(scrubbed) : query;
}

function isFile(value: unknown): boolean {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}
