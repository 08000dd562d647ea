/**
 * The GraphQL multipart request spec (jaydenseric/graphql-multipart-request-spec): every `File`
 * or `Blob` found in the variables becomes a part; the `operations` field holds the request with
 * each file replaced by null, and `map` names the object paths each part fills.
 *
 * Implements: files anywhere in plain objects and arrays; one part per distinct file object, mapped
 * to all its paths (deduplicated by identity, as extract-files does); a walk that never loops on a
 * cycle (a cyclic value is left as it is, and fails later in JSON.stringify like any cyclic value).
 * Leaves out: batching (`operations` as an array), FileList and React Native file objects.
 */
import { MULTIPART_MAP_FIELD, MULTIPART_OPERATIONS_FIELD } from './constants.ts';

/** Each distinct file and the object paths (`variables.files.1`) it fills, in first-seen order. */
export type FileMap = Map<Blob, string[]>;

/**
 * `value` with every file replaced by null, recording each file's path in `files`. Objects and
 * arrays without files are returned as they are; those with files are copied, never mutated.
 */
export function extractFiles(value: unknown, path: string, files: FileMap, ancestors = new Set<object>()): unknown {
  if (value instanceof Blob) {
    const paths = files.get(value);
    if (paths) paths.push(path);
    else files.set(value, [path]);
    return null;
  }
  if (!value || typeof value !== 'object' || ancestors.has(value)) return value;
  const isArray = Array.isArray(value);
  const prototype = Object.getPrototypeOf(value);
  if (!isArray && prototype !== Object.prototype && prototype !== null) return value;
  ancestors.add(value);
  const source = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(source)) {
    const item = source[key];
    const replaced = extractFiles(item, `${path}.${key}`, files, ancestors);
    if (replaced !== item) (copy ??= (isArray ? [...(source as unknown as unknown[])] : { ...source }) as Record<string, unknown>)[key] = replaced;
  }
  ancestors.delete(value);
  return copy ?? value;
}

/** The multipart body: `operations`, then `map` (keys "1", "2", …), then one part per file. */
export function buildFormData(operations: object, files: FileMap): FormData {
  const form = new FormData();
  const map: Record<number, string[]> = {};
  let index = 0;
  for (const paths of files.values()) map[++index] = paths;
  form.append(MULTIPART_OPERATIONS_FIELD, JSON.stringify(operations));
  form.append(MULTIPART_MAP_FIELD, JSON.stringify(map));
  index = 0;
  for (const file of files.keys()) form.append(String(++index), file);
  return form;
}
