import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TEXT_TRUNCATE_CHARS } from '../../../src/ui/constants.ts';
import { TruncatedText } from '../../../src/ui/results/truncated-text.tsx';
import { $, click, render } from '../../helpers/interact.ts';

// ---

const TruncatedTextSuite = suite('TruncatedText');

TruncatedTextSuite('shows short text whole, without a button', () => {
  const view = render(<TruncatedText text="Jazz night" />);
  assert.is(view.container.textContent, 'Jazz night');
  assert.is(view.container.querySelector('button'), null);
  view.unmount();
});

TruncatedTextSuite(`cuts text past ${TEXT_TRUNCATE_CHARS} characters and expands it on "Show more"`, () => {
  const long = 'word '.repeat(100).trim();
  const view = render(<TruncatedText text={long} />);
  const button = $(view.container, 'button');
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.ok(document.getElementById(button.getAttribute('aria-controls')!)!.textContent!.length <= TEXT_TRUNCATE_CHARS + 1);
  click(button);
  assert.is(button.textContent, 'Show less');
  assert.is(document.getElementById(button.getAttribute('aria-controls')!)!.textContent, long);
  view.unmount();
});

TruncatedTextSuite.run();
