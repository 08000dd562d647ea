// Worker entry (build.mjs bundles it alone, as static/dist/schema-worker.js): parses a cached
// introspection result's JSON off the main thread (issue 13 item 9). A 1,600-type schema is
// about 2.5 MB of JSON, a long task to parse; and one message holding the whole result would be a
// long task to receive. So the answer comes back in pieces, each small to receive: the result
// with an empty `types` list, then the types in batches, then the end.
//
// Imports nothing, so the worker is one small file that shares no chunk with the app.
//
// Protocol (src/store/schema-build.ts is the other side):
//   in   { id, text, typesPerMessage }
//   out  { id, head, hasTypes }  the parsed value; if hasTypes, its `__schema.types` emptied
//        { id, types }           the next batch of types, in order
//        { id, done: true }
//        { id, error }           the text is not JSON

interface Request {
  id: number;
  text: string;
  typesPerMessage: number;
}

const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<Request>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = ({ data: { id, text, typesPerMessage } }) => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    return;
  }
  const schema = schemaOf(value);
  const types = schema && Array.isArray(schema.types) ? (schema.types as unknown[]) : null;
  if (schema && types) schema.types = [];
  scope.postMessage({ id, head: value, hasTypes: types !== null });
  for (let start = 0; types && start < types.length; start += typesPerMessage) {
    scope.postMessage({ id, types: types.slice(start, start + typesPerMessage) });
  }
  scope.postMessage({ id, done: true });
};

/** The `__schema` object of a GraphQL result or of its `data`, when there is one. */
function schemaOf(value: unknown): Record<string, unknown> | null {
  if (value === null || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const data = '__schema' in record ? record : record.data;
  const schema = data !== null && typeof data === 'object' ? (data as Record<string, unknown>).__schema : null;
  return schema !== null && typeof schema === 'object' && !Array.isArray(schema) ? (schema as Record<string, unknown>) : null;
}

// A module (the worker is started with type: "module"), though it exports nothing.
export {};
