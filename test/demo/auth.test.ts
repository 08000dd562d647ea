import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createSessions } from '../../src/demo/auth.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, MAX_SESSIONS, SESSION_TTL_MS } from '../../src/demo/constants.ts';
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

sessions('forgets a sign-in SESSION_TTL_MS after it was made', () => {
  let nowMs = Date.UTC(2026, 0, 9, 12);
  const s = createSessions(users, { now: () => new Date(nowMs) });
  const { token } = s.login(DEMO_EMAIL, DEMO_PASSWORD)!;
  nowMs += SESSION_TTL_MS - 1;
  assert.is(s.userFor(`Bearer ${token}`)?.email, DEMO_EMAIL);
  nowMs += 1;
  assert.is(s.userFor(`Bearer ${token}`), null);
  assert.is(s.size, 0);
});

sessions('keeps at most MAX_SESSIONS sign-ins, forgetting the oldest first', () => {
  const s = createSessions(users);
  const tokens = Array.from({ length: MAX_SESSIONS + 2 }, () => s.login(DEMO_EMAIL, DEMO_PASSWORD)!.token);
  assert.is(s.size, MAX_SESSIONS);
  assert.is(s.userFor(`Bearer ${tokens[0]}`), null);
  assert.is(s.userFor(`Bearer ${tokens[1]}`), null);
  assert.is(s.userFor(`Bearer ${tokens[2]}`)?.email, DEMO_EMAIL);
  assert.is(s.userFor(`Bearer ${tokens.at(-1)}`)?.email, DEMO_EMAIL);
});

sessions('drops expired sign-ins when a new one is made, even if never used again', () => {
  let nowMs = 0;
  const s = createSessions(users, { now: () => new Date(nowMs), ttlMs: 1000 });
  for (let i = 0; i < 5; i += 1) s.login(DEMO_EMAIL, DEMO_PASSWORD);
  nowMs = 1000;
  s.login(DEMO_EMAIL, DEMO_PASSWORD);
  assert.is(s.size, 1);
});

sessions.run();
