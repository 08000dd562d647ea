import '../../setup/dom.ts';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AppHeader } from '../../../src/ui/frame/app-header.tsx';
import { mountFakeApp } from '../../helpers/fake-app.tsx';
import { $, byLabel, click, waitFor } from '../../helpers/interact.ts';
import { started } from '../../helpers/started.ts';

const SDL = 'type Query { ping: String }';
const testId = (root: ParentNode, id: string) => $(root, `[data-testid="${id}"]`).textContent;

const header = suite('AppHeader');

header('shows the endpoint in use, links home, to the run history and to the settings', () => {
  const app = mountFakeApp(<AppHeader />);
  const c = app.r.container;
  assert.is(testId(c, 'endpoint'), app.store.settings.values.value.endpoint);
  const links = [...c.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
  assert.equal(links, [['Facet', '/'], ['History', '/history'], ['Settings', '/settings']]);
  app.done();
});

header('says signed out, then signed in with a Sign out button that signs out', () => {
  const app = mountFakeApp(<AppHeader />);
  const c = app.r.container;
  assert.is(testId(c, 'session'), 'Signed out');
  assert.not.ok([...c.querySelectorAll('button')].some((b) => b.textContent === 'Sign out'));
  act(() => app.store.session.signIn('t0ken'));
  assert.is(testId(c, 'session'), 'Signed in');
  click(byLabel(c, 'Sign out'));
  assert.is(app.store.session.isSignedIn.value, false);
  assert.is(testId(c, 'session'), 'Signed out');
  app.done();
});

header('says the token is held back when the endpoint moved to another origin', () => {
  const app = mountFakeApp(<AppHeader />);
  act(() => app.store.session.signIn('t0ken'));
  act(() => app.store.settings.save({ endpoint: 'https://api.other.example/graphql' }));
  assert.is(testId(app.r.container, 'session'), 'Token held back');
  assert.is(testId(app.r.container, 'endpoint'), 'https://api.other.example/graphql');
  app.done();
});

header('refreshes the schema, saying so and disabled until the answer comes', async () => {
  const app = mountFakeApp(<AppHeader />);
  await app.answerSchema(SDL);
  const before = app.factory.last.requests.length;
  click(byLabel(app.r.container, 'Refresh schema'));
  const refreshing = byLabel(app.r.container, 'Refreshing schema…');
  assert.ok(refreshing.hasAttribute('disabled') || refreshing.getAttribute('aria-disabled') === 'true');
  assert.is(app.factory.last.requests.length, before + 1, 'an introspection request went out');
  await app.answerSchema(SDL);
  assert.ok(byLabel(app.r.container, 'Refresh schema'));
  await waitFor(() => app.store.notices.log.value.length > 0, 5000, 'the notice');
  assert.equal(app.store.notices.log.value.map((n) => n.message), ['Schema refreshed: no changes']);
  click(byLabel(app.r.container, 'Refresh schema'));
  await app.answerSchema('type Query { ping: String pong: Int }');
  await waitFor(() => app.store.notices.log.value.length > 1, 5000, 'the second notice');
  assert.is(app.store.notices.log.value.at(-1)!.message, 'Schema refreshed: 1 field added (Query.pong)');
  app.done();
});

header.run();

// ---

const refused = suite('AppHeader: a refused token');

refused('says the server refused the token, with Sign in again, until a fresh token', async () => {
  const app = mountFakeApp(<AppHeader />);
  const c = app.r.container;
  act(() => app.store.session.signIn('pasted-garbage'));
  assert.is(testId(c, 'session'), 'Signed in');
  const query = started(app.store.query('query Me { me }'));
  const request = app.factory.last.requests.find((r) => r.operation.operationName === 'Me')!;
  await act(async () => {
    request.resolve({ data: null, errors: [{ message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } }] });
    await query.settled();
  });
  assert.is(testId(c, 'session'), 'Token refused by the server');
  const again = [...c.querySelectorAll('a')].find((a) => a.textContent === 'Sign in again');
  assert.is(again?.getAttribute('href'), '/settings');
  act(() => app.store.session.signIn('fresh'));
  assert.is(testId(c, 'session'), 'Signed in');
  assert.not.ok([...c.querySelectorAll('a')].some((a) => a.textContent === 'Sign in again'));
  query.dispose();
  app.done();
});

refused.run();

// ---

const live = suite('AppHeader: the live connection while the server is down');

live('counts down to the next attempt and offers Retry now, which reconnects at once', () => {
  const app = mountFakeApp(<AppHeader />);
  const c = app.r.container;
  act(() => app.factory.last.connectionState.set({ status: 'reconnecting', attempt: 13, delayMs: 10000, lastError: null }));
  assert.is($(c, '.facet-connection').textContent, 'Server unreachable — retrying in 10 s');
  click(byLabel(c, 'Retry now'));
  assert.is(app.factory.last.reconnects, 1);
  act(() => app.factory.last.connectionState.set({ status: 'connected', protocol: 'graphql-transport-ws' }));
  assert.is($(c, '.facet-connection').textContent, 'Live · graphql-transport-ws');
  assert.not.ok([...c.querySelectorAll('button')].some((b) => b.textContent === 'Retry now'));
  app.done();
});

live.run();
