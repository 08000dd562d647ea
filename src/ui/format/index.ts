// Format: one module per kind of value turned into text for the reader.
export { formatBytes } from './format-bytes.ts';
export { csvFromList } from './csv.ts';
export { exportFileName, listsIn, resultJson } from './result-export.ts';
export type { ResultList } from './result-export.ts';
