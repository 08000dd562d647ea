/**
 * Descriptions as plain text: whether a text has CommonMark syntax worth rendering, and the text
 * without it for places that take plain text (a `title` tooltip, the overview, the fallback while
 * the renderer loads). Separate from markdown.tsx so the first screen carries no renderer.
 */

/** Characters that can start CommonMark syntax worth a parser: emphasis, code, links, lists, headings, quotes, breaks. */
const MARKDOWN_SYNTAX = /[*_`[\]<>#|~\\]|^\s*(?:[-+]|\d+[.)])\s|\n\s*\n/m;

/** True when the text would look different rendered as CommonMark. */
export function hasMarkdown(text: string): boolean {
  return MARKDOWN_SYNTAX.test(text);
}

/**
 * The description without its syntax, for places that take plain text (a `title` tooltip, a
 * fallback): links keep their text, code its content, emphasis and heading marks go.
 */
export function markdownToPlainText(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}
