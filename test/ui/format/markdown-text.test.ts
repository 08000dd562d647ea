import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hasMarkdown, markdownToPlainText } from '../../../src/ui/format/markdown-text.ts';

const hasMarkdownSuite = suite('hasMarkdown');

hasMarkdownSuite('tells text with CommonMark syntax from plain prose', () => {
  for (const text of ['Use `id`.', 'See [docs](https://x.dev).', '**Bold** claim', '- one\n- two', '# Heading', 'a\n\nb', 'x <b>y</b>']) {
    assert.ok(hasMarkdown(text), text);
  }
  for (const text of ['The event title.', 'How many items per page (0 to 100).', "The event's id, such as e1."]) {
    assert.not.ok(hasMarkdown(text), text);
  }
});

hasMarkdownSuite.run();

// ---

const plainSuite = suite('markdownToPlainText');

plainSuite('keeps the words and drops the syntax', () => {
  assert.is(markdownToPlainText('See [the docs](https://x.dev) for `first`, **not** _last_.'), 'See the docs for first, not last.');
  assert.is(markdownToPlainText('# Title\n\n> quoted\nline'), 'Title quoted line');
});

plainSuite("keeps an image's alt text, and underscores and stars inside words", () => {
  assert.is(markdownToPlainText('![A map](https://x.dev/m.png) of user_id and 2*3*4'), 'A map of user_id and 2*3*4');
});

plainSuite('drops heading marks of every level and folds whitespace to single spaces', () => {
  assert.is(markdownToPlainText('###### Deep\n   text\t here  '), 'Deep text here');
});

plainSuite.run();
