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
    describeConnection({ status: 'reconnecting', attempt: 3, delayMs: 1412.6, lastError: { message: 'Socket closed 1006' } }, 2),
    'Server unreachable — retrying in 2 s',
  );
  const waiting = { status: 'reconnecting', attempt: 13, delayMs: 10000, lastError: { message: 'WebSocket closed with 1006' } } as const;
  assert.is(describeConnection(waiting, 7), 'Server unreachable — retrying in 7 s');
  assert.is(describeConnection(waiting, 0), 'Server unreachable — retrying now…');
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

status('while reconnecting, counts down with the store\'s seconds', () => {
  const waiting = { status: 'reconnecting', attempt: 13, delayMs: 10000, lastError: { message: 'WebSocket closed with 1006' } } as const;
  const view = render(<ConnectionStatus state={waiting} secondsToRetry={7} />);
  assert.is(view.container.textContent, 'Server unreachable — retrying in 7 s');
  view.rerender(<ConnectionStatus state={waiting} secondsToRetry={6} />);
  assert.is(view.container.textContent, 'Server unreachable — retrying in 6 s');
  view.unmount();
});

status.run();
