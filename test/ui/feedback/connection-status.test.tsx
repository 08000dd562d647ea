import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ConnectionStatus, describeConnection } from '../../../src/ui/feedback/index.ts';
import { render } from '../../helpers/interact.ts';

const describe = suite('describeConnection');

describe('names each state once, in the words every screen uses', () => {
  assert.is(describeConnection({ status: 'idle' }), 'Not connected');
  assert.is(describeConnection({ status: 'connecting', attempt: 2 }), 'Connecting (attempt 2)…');
  assert.is(describeConnection({ status: 'connected', protocol: 'graphql-ws' }), 'Live · graphql-ws');
  assert.is(
    describeConnection({ status: 'reconnecting', attempt: 3, delayMs: 412.6, lastError: { message: 'Socket closed 1006' } }),
    'Reconnecting (attempt 3) in 413 ms: Socket closed 1006',
  );
  assert.is(describeConnection({ status: 'closed', error: null }), 'Closed');
  assert.is(describeConnection({ status: 'closed', error: { message: 'Forbidden' } }), 'Closed: Forbidden');
});

describe.run();

// ---

const status = suite('ConnectionStatus');

status('shows the description with the status as data for styling', () => {
  const view = render(<ConnectionStatus state={{ status: 'connected', protocol: 'graphql-transport-ws' }} />);
  const span = view.container.querySelector('.facet-connection')!;
  assert.is(span.textContent, 'Live · graphql-transport-ws');
  assert.is(span.getAttribute('data-status'), 'connected');
  view.unmount();
});

status.run();
