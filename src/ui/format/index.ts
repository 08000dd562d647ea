// Format: one module per kind of value turned into text for the reader. Field labels come from
// the schema layer's `humanize`; this room formats values and places labels in sentences.
//
//   format-bytes   file sizes (inputs, confirmation, JSON view)
//   format-date    result dates, the calendar's month and weekday names
//   format-number  result numbers, ratings, counts
//   format-label   labels placed mid-sentence
//   markdown       schema descriptions (CommonMark drawn safely; the parser loads lazily)
//
// Only format-bytes and markdown are listed here: the others serve the result views alone, which
// load lazily, and esbuild puts every file a first-screen import reaches into the first screen,
// used or not; the result views import them by path.
export { formatBytes } from './format-bytes.ts';
export { Markdown, hasMarkdown, markdownToPlainText, type MarkdownProps } from './markdown.tsx';
