// One home for the Cookie header and the app's session cookie names (review findings 10 and 17).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isSessionCookieName, parseCookieHeader, setCookieName } from '../../src/server/cookies.ts';

const cookies = suite('cookies');

cookies('takes facet-token and every facet-token-* as the app\'s session cookies, nothing else', () => {
  for (const name of ['facet-token', 'facet-token-4000', 'facet-token-4000-abcd']) assert.ok(isSessionCookieName(name), name);
  for (const name of ['facet-tokens', 'facet', 'session', 'x-facet-token', 'Facet-Token-4000']) assert.not.ok(isSessionCookieName(name), name);
});

cookies('reads a Cookie header\'s pairs in order, trimmed, values as sent, skipping parts without =', () => {
  assert.equal(parseCookieHeader(' a=1; b = x%3D=y ;flag; c='), [
    { name: 'a', value: '1' },
    { name: 'b', value: 'x%3D=y' },
    { name: 'c', value: '' },
  ]);
  assert.equal(parseCookieHeader(undefined), []);
  assert.is(setCookieName(' session=abc; Path=/'), 'session');
});

cookies.run();
