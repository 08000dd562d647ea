import '../../setup/dom.ts';
import axe from 'axe-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Alert, alertFromError, alertFromGraphQLError } from '../../../src/ui/feedback/alert.tsx';
import { NetworkError, ParseError, ProtocolError, ResponseTooLargeError, ServerError, TimeoutError } from '../../../src/transport/errors.ts';
import { $, click, render } from '../../helpers/interact.ts';

/** axe-core's serious and critical findings inside `root` (contrast needs layout, so it is checked in e2e). */
async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const AlertSuite = suite('Alert');

AlertSuite('renders an error as role="alert" with kind, status, message and path', () => {
  const view = render(
    <Alert alert={{ kind: 'graphql', title: 'The server reported an error', message: 'Not allowed', status: 200, path: ['events', 0, 'title'] }} />,
  );
  const alert = $(view.container, '[role="alert"]');
  assert.match(alert.textContent ?? '', 'The server reported an error');
  assert.match(alert.textContent ?? '', 'GraphQL error');
  assert.match(alert.textContent ?? '', 'HTTP 200');
  assert.match(alert.textContent ?? '', 'Not allowed');
  assert.is($(alert, '.facet-alert-path code').textContent, 'events.0.title');
  view.unmount();
});

AlertSuite('renders information as role="status" and never as an alert', () => {
  const view = render(<Alert severity="info" alert={{ kind: 'info', title: 'Schema refreshed', message: '42 types' }} />);
  assert.ok(view.container.querySelector('[role="status"]'));
  assert.not.ok(view.container.querySelector('[role="alert"]'));
  view.unmount();
});

AlertSuite('shows details collapsed inside a disclosure', () => {
  const view = render(<Alert alert={{ kind: 'server', title: 'Bad gateway', message: 'm', details: '<html>502</html>' }} />);
  const details = $(view.container, 'details');
  assert.not.ok((details as HTMLDetailsElement).open);
  assert.is($(details, 'pre').textContent, '<html>502</html>');
  view.unmount();
});

AlertSuite('calls the action and the dismiss handler from their buttons', () => {
  const calls: string[] = [];
  const view = render(
    <Alert
      alert={{ kind: 'network', title: 't', message: 'm' }}
      action={{ label: 'Open settings', onPress: () => calls.push('settings') }}
      onDismiss={() => calls.push('dismiss')}
    />,
  );
  const buttons = [...view.container.querySelectorAll('button')];
  assert.equal(buttons.map((b) => b.textContent), ['Open settings', 'Dismiss']);
  click(buttons[0]!);
  click(buttons[1]!);
  assert.equal(calls, ['settings', 'dismiss']);
  view.unmount();
});

AlertSuite('passes axe-core checks', async () => {
  const view = render(
    <main>
      <Alert alert={{ kind: 'server', title: 't', message: 'm', status: 502, path: ['a', 0], details: 'body' }} action={{ label: 'Open settings', onPress: () => {} }} onDismiss={() => {}} />
      <Alert severity="info" alert={{ kind: 'info', title: 'i', message: 'm' }} />
    </main>,
  );
  assert.equal(await axeViolations(view.container), []);
  view.unmount();
});

AlertSuite.run();

// ---

const AlertFromErrorSuite = suite('alertFromError');

AlertFromErrorSuite('keeps a ServerError\'s kind, status, message and body as details', () => {
  const data = alertFromError(new ServerError(502, '<html>Bad gateway</html>', undefined));
  assert.is(data.kind, 'server');
  assert.is(data.status, 502);
  assert.match(data.message, '502');
  assert.is(data.details, '<html>Bad gateway</html>');
});

AlertFromErrorSuite('keeps a ParseError\'s excerpt and a NetworkError\'s cause message', () => {
  const parse = alertFromError(new ParseError(200, 'Hello'));
  assert.is(parse.kind, 'parse');
  assert.is(parse.title, 'The response was not GraphQL');
  assert.is(parse.details, 'Hello');
  const network = alertFromError(new NetworkError(new Error('ECONNREFUSED')));
  assert.is(network.kind, 'network');
  assert.match(network.message, 'ECONNREFUSED');
  assert.is(network.status, undefined);
});

AlertFromErrorSuite('says in words when the server did not answer in time or the answer was too large', () => {
  const timeout = alertFromError(new TimeoutError(30_000));
  assert.is(timeout.title, 'The server did not answer in time');
  assert.match(timeout.message, '30000 ms');
  const large = alertFromError(new ResponseTooLargeError(1024));
  assert.is(large.title, 'The answer was too large to read');
  assert.match(large.message, '1024 bytes');
  const view = render(<Alert alert={timeout} />);
  assert.match($(view.container, '[role="alert"]').textContent ?? '', '(timed out)');
  view.unmount();
});

AlertFromErrorSuite('names the WebSocket protocol a ProtocolError happened in', () => {
  const data = alertFromError(new ProtocolError('Connection rejected: bad token', 'graphql-ws'));
  assert.is(data.title, 'The live connection broke the protocol (graphql-ws)');
  assert.is(data.message, 'Connection rejected: bad token');
  assert.is(alertFromError(new ProtocolError('Expected a message', undefined)).title, 'The live connection broke the protocol');
});

AlertFromErrorSuite('describes a thrown non-transport value', () => {
  assert.equal(alertFromError(new Error('boom')), { kind: 'error', title: 'Something went wrong', message: 'boom' });
});

AlertFromErrorSuite.run();

// ---

const AlertFromGraphQLErrorSuite = suite('alertFromGraphQLError');

AlertFromGraphQLErrorSuite('keeps the path and names the extensions code in the title', () => {
  const data = alertFromGraphQLError({ message: 'Forbidden', path: ['deleteEvent'], extensions: { code: 'FORBIDDEN' } });
  assert.is(data.kind, 'graphql');
  assert.is(data.title, 'The server reported an error (FORBIDDEN)');
  assert.equal(data.path, ['deleteEvent']);
  assert.match(data.details ?? '', '"code": "FORBIDDEN"');
});

AlertFromGraphQLErrorSuite.run();
