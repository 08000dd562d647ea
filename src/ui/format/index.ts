// Format: one module per kind of value turned into text for the reader. Field labels come from
// the schema layer's `humanize`; this room formats values and places labels in sentences.
//
//   format-bytes   file sizes (inputs, confirmation, JSON view)
//   format-date    result dates, the calendar's month and weekday names
//   format-number  result numbers, ratings, counts
//   format-label   labels placed mid-sentence
//   markdown       schema descriptions (CommonMark drawn safely; the parser loads lazily)
//
// Only format-bytes is listed here, and the rest are imported by path: esbuild puts every file a
// first-screen import reaches into the first screen, used or not, so a list that the overview
// or the sidebar imports (markdown) must not drag file sizes or dates along.
export { formatBytes } from './format-bytes.ts';
export { csvFromList } from './csv.ts';
export { exportFileName, listsIn, resultJson } from './result-export.ts';
export type { ResultList } from './result-export.ts';
