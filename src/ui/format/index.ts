// Format: one module per kind of value turned into text for the reader.
export { formatBytes } from './format-bytes.ts';
