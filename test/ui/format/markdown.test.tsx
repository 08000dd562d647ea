import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Markdown } from '../../../src/ui/format/markdown.tsx';
import { hasMarkdown } from '../../../src/ui/format/markdown-text.ts';
import { render, waitFor } from '../../helpers/interact.ts';

/** Renders and waits until the lazily loaded renderer has replaced the plain-text fallback. */
async function rendered(text: string, inline = false) {
  const view = render(<Markdown text={text} inline={inline} />);
  await waitFor(() => view.container.querySelector('[data-markdown-ready], a, strong, em, code, ul, ol, pre, blockquote') !== null || !hasMarkdown(text), 2000, 'the Markdown renderer');
  return view;
}

// ---

const markdownSuite = suite('Markdown');

markdownSuite('draws plain text at once, without loading the renderer', () => {
  const view = render(<Markdown text="The event title." />);
  assert.is(view.container.textContent, 'The event title.');
  assert.is(view.container.querySelectorAll('p').length, 1);
  view.unmount();
});

markdownSuite('renders emphasis, code spans, lists and code blocks as elements', async () => {
  const view = await rendered('Filter by **status** or `id`:\n\n- *open*\n- closed\n\n```\nquery { x }\n```');
  const c = view.container;
  assert.is(c.querySelector('strong')?.textContent, 'status');
  assert.is(c.querySelector('p code')?.textContent, 'id');
  assert.equal([...c.querySelectorAll('ul > li')].map((li) => li.textContent), ['open', 'closed']);
  assert.is(c.querySelector('li em')?.textContent, 'open');
  assert.is(c.querySelector('pre code')?.textContent, 'query { x }');
  view.unmount();
});

markdownSuite('links only to http(s) addresses, in a new tab without opener or referrer', async () => {
  const view = await rendered('[safe](https://example.com/docs) [bad](javascript:alert(1)) [data](data:text/html,x) [rel](/local)');
  const links = [...view.container.querySelectorAll('a')];
  assert.equal(links.map((a) => a.getAttribute('href')), ['https://example.com/docs']);
  assert.is(links[0]!.getAttribute('rel'), 'noopener noreferrer');
  assert.is(links[0]!.getAttribute('target'), '_blank');
  assert.match(view.container.textContent ?? '', /bad data rel/);
  view.unmount();
});

markdownSuite('keeps raw HTML as text and loads no image', async () => {
  const view = await rendered('Hello <b>bold</b> <img src=x onerror="window.__pwned=1"> ![pixel](https://tracker.example/p.gif)');
  const c = view.container;
  assert.is(c.querySelector('b'), null);
  assert.is(c.querySelector('img'), null);
  assert.match(c.textContent ?? '', /<b>bold<\/b>/);
  assert.is(c.querySelector('a')?.getAttribute('href'), 'https://tracker.example/p.gif', 'an image becomes a link to it');
  assert.is((globalThis as { __pwned?: number }).__pwned, undefined);
  view.unmount();
});

markdownSuite('inline, puts only phrasing content inside a span (for form help text)', async () => {
  const view = await rendered('First **part**.\n\n- a\n- b', true);
  const c = view.container;
  assert.is(c.firstElementChild?.tagName, 'SPAN');
  assert.is(c.querySelectorAll('p, ul, ol, li, div, pre, blockquote').length, 0);
  assert.is(c.querySelector('strong')?.textContent, 'part');
  assert.match(c.textContent ?? '', /First part\..*• a.*• b/);
  view.unmount();
});

markdownSuite.run();
