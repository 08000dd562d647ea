// Sign-in for the demo: one account (DEMO_EMAIL / DEMO_PASSWORD), opaque bearer tokens kept in
// memory. Over HTTP the token arrives as `Authorization: Bearer <token>`; over WebSocket in the
// connection parameters as `Authorization` or `headers.Authorization` (PRODUCT.md §1
// "WS authorization"), read once when the connection opens. A sign-in lasts SESSION_TTL_MS, and at
// most MAX_SESSIONS are kept, the oldest forgotten first (security review finding 8: `login` needs no
// token, so without bounds anyone could fill memory with sessions).
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, MAX_SESSIONS, SESSION_TTL_MS } from './constants.ts';
import type { User } from './data.ts';

export interface Sessions {
  /** A new token for the matching account, or null for a wrong e-mail or password. */
  login(email: string, password: string): { token: string; user: User } | null;
  /** The user an `Authorization` value (`Bearer <token>`) belongs to, or null. */
  userFor(authorization: unknown): User | null;
  /** Sign-ins kept now (expired ones are dropped at the next sign-in or use). */
  readonly size: number;
  /** The `Authorization` value inside WebSocket connection parameters, wherever the client put it. */
  authorizationFromParams(params: unknown): unknown;
}

export interface SessionsOptions {
  /** The clock sign-ins expire by. @default () => new Date() */
  now?: () => Date;
  /** How long a sign-in lasts. @default SESSION_TTL_MS */
  ttlMs?: number;
  /** Most sign-ins kept at once. @default MAX_SESSIONS */
  maxSessions?: number;
}

interface Session {
  user: User;
  expiresAtMs: number;
}

export function createSessions(users: readonly User[], options: SessionsOptions = {}): Sessions {
  const { now = () => new Date(), ttlMs = SESSION_TTL_MS, maxSessions = MAX_SESSIONS } = options;
  /** Insertion order is expiry order (one TTL for all), so the oldest is always first. */
  const sessions = new Map<string, Session>();

  function forgetExpired(nowMs: number): void {
    for (const [token, session] of sessions) {
      if (session.expiresAtMs > nowMs) break;
      sessions.delete(token);
    }
  }

  return {
    get size() {
      return sessions.size;
    },
    login(email, password) {
      const user = users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase());
      if (!user || password !== DEMO_PASSWORD) return null;
      const nowMs = now().getTime();
      forgetExpired(nowMs);
      // The only runtime randomness: a token must not be guessable, even in a demo.
      const token = randomBytes(24).toString('base64url');
      sessions.set(token, { user, expiresAtMs: nowMs + ttlMs });
      while (sessions.size > maxSessions) sessions.delete(sessions.keys().next().value!);
      return { token, user };
    },
    userFor(authorization) {
      if (typeof authorization !== 'string') return null;
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
      const session = match ? sessions.get(match[1]!) : undefined;
      if (!session) return null;
      if (session.expiresAtMs <= now().getTime()) {
        sessions.delete(match![1]!);
        return null;
      }
      return session.user;
    },
    authorizationFromParams(params) {
      if (typeof params !== 'object' || params === null) return undefined;
      const record = params as Record<string, unknown>;
      const headers = (typeof record.headers === 'object' && record.headers !== null ? record.headers : {}) as Record<string, unknown>;
      return record.Authorization ?? record.authorization ?? headers.Authorization ?? headers.authorization;
    },
  };
}
