/**
 * A schema description as the reader should see it. Plain text draws at once; text with Markdown
 * syntax loads the renderer (markdown-blocks.tsx, with marked) on first use and shows the text
 * without its syntax meanwhile, so no screen waits and the first screen carries no parser.
 */
import { lazy, Suspense } from 'react';

const MarkdownBlocks = lazy(() => import('./markdown-blocks.tsx'));

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

export interface MarkdownProps {
  text: string | null | undefined;
  /** Phrasing content only, inside a `<span>`: for help text in a label's description. @default false */
  inline?: boolean;
  /** @default 'facet-markdown' */
  className?: string;
}

/** A description: CommonMark rendered safely (see markdown-blocks.tsx), plain text as is. */
export function Markdown({ text, inline = false, className = 'facet-markdown' }: MarkdownProps) {
  if (!text) return null;
  const Wrapper = inline ? 'span' : 'div';
  if (!hasMarkdown(text)) return <Wrapper className={className}>{inline ? text : <p>{text}</p>}</Wrapper>;
  const fallback = markdownToPlainText(text);
  return (
    <Wrapper className={className}>
      <Suspense fallback={inline ? fallback : <p>{fallback}</p>}>
        <MarkdownBlocks text={text} inline={inline} />
      </Suspense>
    </Wrapper>
  );
}
