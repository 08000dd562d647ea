/**
 * CommonMark descriptions (the GraphQL spec: "descriptions … in CommonMark") drawn as React
 * elements from marked's token stream, never as HTML: raw HTML in a description stays text, a
 * link becomes one only for an absolute http(s) address (src/schema url-policy `isWebUrl`), opened
 * in a new tab without opener or referrer, and an image becomes a link to it (a description is no
 * place to load a server's pixels). Loaded lazily by `Markdown`, so marked stays out of the first
 * screen.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import type { ReactNode } from 'react';
import { isWebUrl } from '../../schema/index.ts';

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

/**
 * The description as blocks (paragraphs, lists, code, quotes; headings as bold paragraphs), or,
 * `inline`, as one run of phrasing content that fits inside a `<span>` (form help text).
 */
export default function MarkdownBlocks({ text, inline: isInline = false }: { text: string; inline?: boolean }) {
  const tokens = new Lexer({ gfm: true }).lex(text);
  return <>{isInline ? inlineRun(tokens) : blocks(tokens)}</>;
}
