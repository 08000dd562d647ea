import '../../setup/dom.ts';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TokenHeldBack } from '../../../src/ui/frame/token-held-back.tsx';
import { mountFakeApp } from '../../helpers/fake-app.tsx';
import { byLabel, click } from '../../helpers/interact.ts';

const OTHER = 'https://api.other.example/graphql';

const heldBack = suite('TokenHeldBack');

heldBack('shows nothing while the token goes where it was signed in for', () => {
  const app = mountFakeApp(<TokenHeldBack />);
  act(() => app.store.session.signIn('t0ken'));
  assert.is(app.r.container.textContent, '');
  app.done();
});

heldBack('warns when the endpoint moves to another origin, naming both', () => {
  const app = mountFakeApp(<TokenHeldBack />);
  const issued = app.store.tokenScope.destinations.value;
  act(() => app.store.session.signIn('t0ken'));
  act(() => app.store.settings.save({ endpoint: OTHER }));
  const alert = app.r.container.querySelector('[role="alert"]');
  assert.ok(alert, 'a warning');
  const text = alert!.textContent ?? '';
  assert.match(text, 'Your token is not being sent');
  assert.match(text, `It was signed in for ${issued.join(', ')}`);
  assert.match(text, 'https://api.other.example');
  app.done();
});

heldBack('sends the token there too when the user says so, and the warning goes', () => {
  const app = mountFakeApp(<TokenHeldBack />);
  act(() => app.store.session.signIn('t0ken'));
  act(() => app.store.settings.save({ endpoint: OTHER }));
  click(byLabel(app.r.container, 'Send my token to https://api.other.example too'));
  assert.is(app.store.tokenScope.isWithheld.value, false);
  assert.is(app.r.container.querySelector('[role="alert"]'), null);
  app.done();
});

heldBack.run();
