/**
 * A schema description as the reader should see it. The GraphQL spec says descriptions are
 * CommonMark; they are drawn from marked's tokens as React elements, never as HTML: raw HTML stays
 * text, a link becomes one only for an absolute http(s) address (the URL policy's `isWebUrl`),
 * opened in a new tab without opener or referrer, and an image becomes a link to it (a description
 * is no place to load a server's pixels).
 *
 * Plain text draws at once. Text with Markdown syntax loads marked on first use (a chunk of marked
 * alone, so the first screen carries no parser and its shared chunks stay as they are) and shows
 * the text without its syntax meanwhile.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Lexer as MarkedLexer, Token, Tokens } from 'marked';
import { isWebUrl } from '../../schema/index.ts';
import { hasMarkdown, markdownToPlainText } from './markdown-text.ts';

type Lex = (text: string) => Token[];
let lexer: Promise<Lex> | null = null;
function loadLexer(): Promise<Lex> {
  lexer ??= import('marked').then(({ Lexer }: { Lexer: typeof MarkedLexer }) => (text: string) => new Lexer({ gfm: true }).lex(text));
  return lexer;
}

function inline(tokens: readonly Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map((token, i) => renderInline(token, i));
}

function renderInline(token: Token, key: number): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong key={key}>{inline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em key={key}>{inline((token as Tokens.Em).tokens)}</em>;
    case 'del':
      return <del key={key}>{inline((token as Tokens.Del).tokens)}</del>;
    case 'codespan':
      return <code key={key}>{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br key={key} />;
    case 'link': {
      const link = token as Tokens.Link;
      const content = inline(link.tokens);
      return isWebUrl(link.href) ? (
        <a key={key} href={link.href} target="_blank" rel="noopener noreferrer" className="facet-link">
          {content}
        </a>
      ) : (
        <span key={key}>{content}</span>
      );
    }
    case 'image': {
      const image = token as Tokens.Image;
      const label = image.text || image.href;
      return isWebUrl(image.href) ? (
        <a key={key} href={image.href} target="_blank" rel="noopener noreferrer" className="facet-link">
          {label}
        </a>
      ) : (
        <span key={key}>{label}</span>
      );
    }
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? <span key={key}>{inline(text.tokens)}</span> : text.text;
    }
    default:
      // html, escape and anything newer: its source, as text.
      return 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
  }
}

function renderBlock(token: Token, key: number): ReactNode {
  switch (token.type) {
    case 'space':
    case 'hr':
      return null;
    case 'paragraph':
      return <p key={key}>{inline((token as Tokens.Paragraph).tokens)}</p>;
    case 'heading':
      return (
        <p key={key}>
          <strong>{inline((token as Tokens.Heading).tokens)}</strong>
        </p>
      );
    case 'code':
      return (
        <pre key={key}>
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'blockquote':
      return <blockquote key={key}>{blocks((token as Tokens.Blockquote).tokens)}</blockquote>;
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, i) => <li key={i}>{blocks(item.tokens)}</li>);
      return list.ordered ? (
        <ol key={key} start={typeof list.start === 'number' ? list.start : undefined}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'text': {
      const text = token as Tokens.Text;
      return <span key={key}>{text.tokens ? inline(text.tokens) : text.text}</span>;
    }
    default:
      return <p key={key}>{'tokens' in token && Array.isArray(token.tokens) ? inline(token.tokens as Token[]) : token.raw}</p>;
  }
}

function blocks(tokens: readonly Token[]): ReactNode[] {
  return tokens.map((token, i) => renderBlock(token, i));
}

/** Every block's inline content in one run of phrasing content, for help text inside a label's description. */
function inlineRun(tokens: readonly Token[]): ReactNode[] {
  return tokens.flatMap((token, i): ReactNode[] => {
    if (token.type === 'space' || token.type === 'hr') return [];
    const parts =
      token.type === 'list'
        ? (token as Tokens.List).items.flatMap((item) => ['• ', ...inlineRun(item.tokens), ' '])
        : token.type === 'code'
          ? [<code key="c">{(token as Tokens.Code).text}</code>]
          : 'tokens' in token && Array.isArray(token.tokens)
            ? inline(token.tokens as Token[])
            : [token.raw];
    return [<span key={i}>{parts}</span>, ' '];
  });
}


export interface MarkdownProps {
  text: string | null | undefined;
  /** Phrasing content only, inside a `<span>`: for help text in a label's description. @default false */
  inline?: boolean;
  /** @default 'facet-markdown' */
  className?: string;
}

/** A description: CommonMark drawn safely, plain text as is. */
export function Markdown({ text, inline = false, className = 'facet-markdown' }: MarkdownProps) {
  const isMarkdown = !!text && hasMarkdown(text);
  const [tokens, setTokens] = useState<{ text: string; tokens: Token[] } | null>(null);
  useEffect(() => {
    if (!isMarkdown || !text) return;
    let isCurrent = true;
    void loadLexer().then((lex) => isCurrent && setTokens({ text, tokens: lex(text) }));
    return () => void (isCurrent = false);
  }, [text, isMarkdown]);
  if (!text) return null;
  const Wrapper = inline ? 'span' : 'div';
  const ready = isMarkdown && tokens?.text === text ? tokens.tokens : null;
  const content = ready
    ? inline ? inlineRun(ready) : blocks(ready)
    : inline ? (isMarkdown ? markdownToPlainText(text) : text) : <p>{isMarkdown ? markdownToPlainText(text) : text}</p>;
  return <Wrapper className={className}>{content}</Wrapper>;
}
