/**
 * The signed-in state: the bearer token kept in storage under the configured token name, the very
 * storage and name the transport reads at send time, so a change applies to the next request.
 * Signing in or out also asks the transport to reconnect, so live connections re-authenticate.
 * The token is never logged.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { StoreStorage } from './settings.ts';

export interface Session {
  /** The stored token, or null when none (or an empty string) is stored. */
  readonly token: ReadonlySignal<string | null>;
  readonly isSignedIn: ReadonlySignal<boolean>;
  /** Stores the token (an empty one signs out), then re-authenticates live connections. */
  signIn(token: string): void;
  /** Removes the token, then re-authenticates live connections. */
  signOut(): void;
  /** Re-reads storage (another tab changed it). */
  reload(): void;
}

export interface SessionOptions {
  storage: StoreStorage;
  tokenName: ReadonlySignal<string>;
  /** Called after the stored token changed (here or in another tab): the store reconnects the transport. */
  onChange: () => void;
}

export function createSession({ storage, tokenName, onChange }: SessionOptions): Session {
  // Storage is not reactive: bumping this re-reads it.
  const revision = signal(0);
  const token = computed(() => {
    void revision.value;
    const value = storage.getItem(tokenName.value);
    return value ? value : null;
  });
  const write = (value: string | null) => {
    if (value) storage.setItem(tokenName.peek(), value);
    else storage.removeItem(tokenName.peek());
    revision.value++;
    onChange();
  };

  return {
    token,
    isSignedIn: computed(() => token.value !== null),
    signIn: (value) => write(value.trim() === '' ? null : value),
    signOut: () => write(null),
    reload() {
      const before = token.peek();
      revision.value++;
      if (token.peek() !== before) onChange();
    },
  };
}
