// Sign-in for the demo: one account (DEMO_EMAIL / DEMO_PASSWORD), opaque bearer tokens kept in
// memory. Over HTTP the token arrives as `Authorization: Bearer <token>`; over WebSocket in the
// connection parameters as `Authorization` or `headers.Authorization` (PRODUCT.md §1
// "WS authorization"), read once when the connection opens.
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from './constants.ts';
import type { User } from './data.ts';

export interface Sessions {
  /** A new token for the matching account, or null for a wrong e-mail or password. */
  login(email: string, password: string): { token: string; user: User } | null;
  /** The user an `Authorization` value (`Bearer <token>`) belongs to, or null. */
  userFor(authorization: unknown): User | null;
  /** The `Authorization` value inside WebSocket connection parameters, wherever the client put it. */
  authorizationFromParams(params: unknown): unknown;
}

export function createSessions(users: readonly User[]): Sessions {
  const tokens = new Map<string, User>();
  return {
    login(email, password) {
      const user = users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase());
      if (!user || password !== DEMO_PASSWORD) return null;
      // The only runtime randomness: a token must not be guessable, even in a demo.
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, user);
      return { token, user };
    },
    userFor(authorization) {
      if (typeof authorization !== 'string') return null;
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
      return (match && tokens.get(match[1]!)) || null;
    },
    authorizationFromParams(params) {
      if (typeof params !== 'object' || params === null) return undefined;
      const record = params as Record<string, unknown>;
      const headers = (typeof record.headers === 'object' && record.headers !== null ? record.headers : {}) as Record<string, unknown>;
      return record.Authorization ?? record.authorization ?? headers.Authorization ?? headers.authorization;
    },
  };
}
