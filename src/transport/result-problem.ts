/**
 * Whether parsed JSON is a GraphQL response, and if not, why: the first layer against hostile or
 * broken servers (issue 12 item 5), applied to HTTP bodies and to every WebSocket dialect's event
 * payloads alike. The shape is the GraphQL spec's "Response Format", which GraphQLOverHTTP.md
 * "Response" adopts: a map with `data` (a map, or null) and/or `errors` (a list of error maps,
 * each with a string `message`; `locations` and `path` lists when present).
 *
 * Lenient where servers in the wild differ from the letter and nothing downstream breaks:
 * beside `data`, `errors: []` and `errors: null` are accepted (the spec wants a non-empty list or
 * no entry), and `extensions` is not inspected beyond being a map when present. Without `data`,
 * an empty `errors` list says nothing happened and nothing failed, which the spec rules out
 * (issue 25 §2): it is refused.
 */

/** Shared, so the common event without errors allocates nothing here (the event path runs this per frame). */
const NO_ERRORS: readonly unknown[] = [];

const isMap = (value: unknown): value is Record<string, unknown> => !!value && typeof value == 'object' && !Array.isArray(value);

/** undefined for a GraphQL response; otherwise the reason, for a ParseError. */
export function resultProblem(value: unknown): string | undefined {
  if (!isMap(value)) return 'not a JSON object';
  const { data, errors, extensions } = value;
  // No data and no error (`{}`, `{"errors":[]}`): nothing happened and nothing failed (issue 25 §2).
  if (data === undefined && !(errors as { length?: number } | null | undefined)?.length) return 'neither "data" nor an error';
  if (data != null && !isMap(data)) return '"data" is not an object or null';
  if (errors != null && !Array.isArray(errors)) return '"errors" is not a list';
  if (extensions != null && !isMap(extensions)) return '"extensions" is not an object';
  for (const error of (errors as unknown[] | null | undefined) ?? NO_ERRORS) {
    if (!isMap(error) || typeof error.message != 'string') return 'an error has no string "message"';
    if ((error.locations != null && !Array.isArray(error.locations)) || (error.path != null && !Array.isArray(error.path))) return 'an error\'s "locations" or "path" is not a list';
  }
  return undefined;
}
