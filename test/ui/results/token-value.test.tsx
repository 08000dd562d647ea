import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TOKEN_VISIBLE_CHARS } from '../../../src/ui/constants.ts';
import { TokenValue, maskedToken } from '../../../src/ui/results/token-value.tsx';
import { $, click, render } from '../../helpers/interact.ts';

// ---

const MaskedTokenSuite = suite('maskedToken');

MaskedTokenSuite(`shows at most the first ${TOKEN_VISIBLE_CHARS} characters, never a short token`, () => {
  assert.is(maskedToken('eyJhbGciOiJIUzI1NiJ9'), 'eyJhbG…');
  assert.is(maskedToken('short'), '…');
});

MaskedTokenSuite.run();

// ---

const TokenValueSuite = suite('TokenValue');

TokenValueSuite('hides the token, states its length and hands the whole of it to the adopt button', () => {
  const adopted: string[] = [];
  const view = render(<TokenValue token="secret-token-123" onAdoptToken={(t) => adopted.push(t)} />);
  assert.not.match(view.container.textContent ?? '', 'secret-token-123');
  assert.match(view.container.textContent ?? '', '16 characters, hidden');
  click($(view.container, 'button'));
  assert.equal(adopted, ['secret-token-123']);
  view.unmount();
});

TokenValueSuite('offers no button without an adopt action', () => {
  const view = render(<TokenValue token="secret-token-123" />);
  assert.is(view.container.querySelector('button'), null);
  view.unmount();
});

TokenValueSuite.run();
