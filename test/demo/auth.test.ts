import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createSessions } from '../../src/demo/auth.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/demo/constants.ts';
import { createDemoData } from '../../src/demo/data.ts';

const sessions = suite('createSessions');
const users = createDemoData().users;

sessions('gives a token for the demo account, whatever the case and spaces of the e-mail', () => {
  const s = createSessions(users);
  const session = s.login(`  ${DEMO_EMAIL.toUpperCase()} `, DEMO_PASSWORD);
  assert.ok(session);
  assert.is(session.user.email, DEMO_EMAIL);
  assert.match(session.token, /^[A-Za-z0-9_-]{32}$/);
});

sessions('refuses a wrong password or an unknown e-mail', () => {
  const s = createSessions(users);
  assert.is(s.login(DEMO_EMAIL, `${DEMO_PASSWORD}x`), null);
  assert.is(s.login('nobody@example.com', DEMO_PASSWORD), null);
});

sessions('gives a different token on each sign-in, and each one stays valid', () => {
  const s = createSessions(users);
  const first = s.login(DEMO_EMAIL, DEMO_PASSWORD)!;
  const second = s.login(DEMO_EMAIL, DEMO_PASSWORD)!;
  assert.is.not(first.token, second.token);
  assert.is(s.userFor(`Bearer ${first.token}`)?.email, DEMO_EMAIL);
  assert.is(s.userFor(`Bearer ${second.token}`)?.email, DEMO_EMAIL);
});

sessions('finds the user of a Bearer value in any case, with spaces around the token', () => {
  const s = createSessions(users);
  const { token } = s.login(DEMO_EMAIL, DEMO_PASSWORD)!;
  assert.is(s.userFor(`bearer   ${token}  `)?.email, DEMO_EMAIL);
});

sessions('finds no user for an unknown token, another scheme or a value that is not a string', () => {
  const s = createSessions(users);
  const { token } = s.login(DEMO_EMAIL, DEMO_PASSWORD)!;
  assert.is(s.userFor('Bearer not-a-token'), null);
  assert.is(s.userFor(`Basic ${token}`), null);
  assert.is(s.userFor(token), null);
  assert.is(s.userFor(`Bearer ${token} extra`), null);
  assert.is(s.userFor(undefined), null);
  assert.is(s.userFor({ Authorization: `Bearer ${token}` }), null);
});

sessions('does not accept a token issued by another set of sessions', () => {
  const { token } = createSessions(users).login(DEMO_EMAIL, DEMO_PASSWORD)!;
  assert.is(createSessions(users).userFor(`Bearer ${token}`), null);
});

sessions('reads Authorization from WebSocket connection parameters, top level or under headers', () => {
  const s = createSessions(users);
  assert.is(s.authorizationFromParams({ Authorization: 'Bearer a' }), 'Bearer a');
  assert.is(s.authorizationFromParams({ authorization: 'Bearer b' }), 'Bearer b');
  assert.is(s.authorizationFromParams({ headers: { Authorization: 'Bearer c' } }), 'Bearer c');
  assert.is(s.authorizationFromParams({ headers: { authorization: 'Bearer d' } }), 'Bearer d');
  assert.is(s.authorizationFromParams({ Authorization: 'Bearer top', headers: { Authorization: 'Bearer nested' } }), 'Bearer top');
});

sessions('reads nothing from parameters that are missing or hold no Authorization', () => {
  const s = createSessions(users);
  assert.is(s.authorizationFromParams(undefined), undefined);
  assert.is(s.authorizationFromParams(null), undefined);
  assert.is(s.authorizationFromParams('Bearer a'), undefined);
  assert.is(s.authorizationFromParams({ headers: null }), undefined);
  assert.is(s.authorizationFromParams({ token: 'Bearer a' }), undefined);
});

sessions.run();
