// The session cookie a Facet server sets when its page hands the token over (POST /session,
// src/server/session-endpoint.ts), as the browser would send it back: `name=value`.
import * as assert from 'uvu/assert';
import { SESSION_PATH } from '../../src/store/session-cookie.ts';

export async function sessionCookie(base: string, token: string): Promise<string> {
  const url = new URL(SESSION_PATH, base);
  const response = await fetch(url, { method: 'POST', headers: { origin: url.origin, 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  assert.is(response.status, 204, await response.clone().text());
  const set = response.headers.getSetCookie().find((cookie) => !/Max-Age=0/.test(cookie));
  assert.ok(set, 'a cookie is set');
  return set.split(';', 1)[0]!;
}
