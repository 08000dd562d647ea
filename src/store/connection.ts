/**
 * The live connection as one signal: the current transport's WebSocket state, following the
 * transport when the settings re-create it, so the UI never reaches for the transport itself
 * (issue 11 item 4 "connection state has one path"). The same watch decides what the user is
 * told (a toast when a connection that was up drops, one when it is back) and when missed state
 * is refetched (after a drop, notes/ui.md §2 #15), so every screen sees one state and one story.
 *
 * While it waits to reconnect, a countdown in whole seconds moves once a second on the store's
 * clock ("retrying in 7 s", issue 16 "States"), and `retryNow` tries at once with the transport's
 * own `reconnect()` (what the `online` event does: the waiting timer is cleared and the socket
 * opens), so the transport needs nothing new.
 *
 * Deliberately left out: a deliberate reconnect (signing in or out goes connected → connecting →
 * connected) and the lazy close after the last subscription ends are not drops, so neither toasts.
 */
import { effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Clock, ConnectionState, Transport } from '../transport/index.ts';
import { RECONNECT_COUNTDOWN_STEP_MS } from './constants.ts';
import type { Notices } from './notices.ts';

export interface ConnectionWatchOptions {
  /** Where the drop and back toasts go. */
  notices: Notices;
  /** Called when a transport that had been connected is connected again after a drop or a close. */
  onRestored: () => void;
  /** Drives the countdown to the next attempt. */
  clock: Clock;
}

export interface ConnectionWatch {
  /** The current transport's connection state. */
  readonly state: ReadonlySignal<ConnectionState>;
  /** Whole seconds until the next reconnect attempt, moving once a second; null unless reconnecting. */
  readonly secondsToRetry: ReadonlySignal<number | null>;
  /** While reconnecting: tries at once instead of waiting for the countdown. */
  retryNow(): void;
  dispose(): void;
}

/** What the drop and back toasts say; the store decides them so every screen says the same. */
export const CONNECTION_LOST_MESSAGE = 'Live connection lost: reconnecting…';
export const CONNECTION_BACK_MESSAGE = 'Live connection is back';

export function watchConnection(transport: ReadonlySignal<Transport>, options: ConnectionWatchOptions): ConnectionWatch {
  const { notices, onRestored, clock } = options;
  const state = signal<ConnectionState>(transport.peek().connection.get());
  const secondsToRetry = signal<number | null>(null);
  let tick: unknown;
  // Steps fall on whole seconds before the attempt, so "1 s" is shown for the last second.
  const follow = (next: ConnectionState) => {
    state.value = next;
    clock.clearTimeout(tick);
    const retryAt = next.status == 'reconnecting' ? clock.now() + next.delayMs : null;
    const step = () => {
      const leftMs = retryAt! - clock.now();
      secondsToRetry.value = retryAt === null ? null : Math.max(0, Math.ceil(leftMs / RECONNECT_COUNTDOWN_STEP_MS));
      if (leftMs > 0) tick = clock.setTimeout(step, leftMs % RECONNECT_COUNTDOWN_STEP_MS || RECONNECT_COUNTDOWN_STEP_MS);
    };
    step();
  };

  const stop = effect(() => {
    const watched = transport.value;
    follow(watched.connection.get());
    let hasConnected = false;
    // Dropped after a connect: missed events are refetched once it is back (any close counts).
    let hasDropped = false;
    // A failure the user did not ask for was told: "back" is told once it is connected again.
    let isDown = false;
    return watched.connection.subscribe((next) => {
      if (watched !== transport.peek()) return; // a replaced transport closing on dispose
      follow(next);
      if (next.status === 'connected') {
        if (isDown) notices.push({ kind: 'success', message: CONNECTION_BACK_MESSAGE });
        if (hasDropped) onRestored();
        hasConnected = true;
        hasDropped = isDown = false;
      } else if (next.status === 'reconnecting' || next.status === 'closed') {
        hasDropped = hasConnected;
        if (hasConnected && !isDown && (next.status === 'reconnecting' || next.error)) {
          notices.push({ kind: 'warning', message: CONNECTION_LOST_MESSAGE });
          isDown = true;
        }
      }
    });
  });

  return {
    state,
    secondsToRetry,
    retryNow() {
      if (state.peek().status === 'reconnecting') transport.peek().reconnect();
    },
    dispose() {
      stop();
      clock.clearTimeout(tick);
    },
  };
}
