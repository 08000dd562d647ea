// The "Use as sign-in token" action of result cards and feed events, for every screen: sign in
// with the value, and say so once, the same way everywhere (issue 11 item 3).
import type { Store } from '../store/index.ts';

export function adoptToken(store: Store, token: string): void {
  store.session.signIn(token);
  store.notices.push({ kind: 'success', message: 'Signed in: the token is sent with the next request' });
}
