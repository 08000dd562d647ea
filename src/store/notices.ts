/**
 * Notices the UI renders: toasts (a queue; each dismisses itself after its timeout, which the UI
 * can hold while the pointer or focus is on it) and alerts (stay until dismissed). Every notice
 * is also appended to a bounded log, so a toast that vanished can still be read.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Clock } from '../transport/index.ts';
import { NOTICE_LOG_LIMIT, TOAST_DURATION_MS } from './constants.ts';

export type NoticeKind = 'info' | 'success' | 'warning' | 'error';

export interface NoticeInput {
  kind: NoticeKind;
  message: string;
  /** Optional heading, e.g. the error class ("ServerError 502"). */
  title?: string;
  /** `toast` dismisses itself; `alert` stays until dismissed. @default 'toast' */
  display?: 'toast' | 'alert';
  /** Toasts only. @default TOAST_DURATION_MS (3000) */
  timeoutMs?: number;
}

export interface Notice {
  readonly id: number;
  readonly kind: NoticeKind;
  readonly message: string;
  readonly title: string | null;
  readonly display: 'toast' | 'alert';
  /** Null for alerts. */
  readonly timeoutMs: number | null;
  /** Clock time when pushed. */
  readonly at: number;
}

export interface Notices {
  /** Toasts on screen, oldest first. */
  readonly toasts: ReadonlySignal<readonly Notice[]>;
  /** Alerts on screen, oldest first. */
  readonly alerts: ReadonlySignal<readonly Notice[]>;
  /** Every notice pushed, newest last, at most NOTICE_LOG_LIMIT. */
  readonly log: ReadonlySignal<readonly Notice[]>;
  /** Shows a notice; returns its id. */
  push(input: NoticeInput): number;
  /** Removes a toast or alert; unknown ids are ignored. */
  dismiss(id: number): void;
  /** Stops a toast's countdown (pointer or focus on it), keeping the time left. */
  hold(id: number): void;
  /** Restarts a held toast's countdown with the time it had left. */
  release(id: number): void;
  /** Cancels every countdown. */
  dispose(): void;
}

interface Countdown { handle: unknown; deadline: number; remainingMs: number | null }

export function createNotices(clock: Clock): Notices {
  const toasts = signal<readonly Notice[]>([]);
  const alerts = signal<readonly Notice[]>([]);
  const log = signal<readonly Notice[]>([]);
  const countdowns = new Map<number, Countdown>();
  let nextId = 1;

  const start = (id: number, ms: number) => {
    countdowns.set(id, { handle: clock.setTimeout(() => dismiss(id), ms), deadline: clock.now() + ms, remainingMs: null });
  };

  function dismiss(id: number): void {
    const countdown = countdowns.get(id);
    if (countdown) clock.clearTimeout(countdown.handle);
    countdowns.delete(id);
    batch(() => {
      if (toasts.peek().some((n) => n.id === id)) toasts.value = toasts.peek().filter((n) => n.id !== id);
      if (alerts.peek().some((n) => n.id === id)) alerts.value = alerts.peek().filter((n) => n.id !== id);
    });
  }

  return {
    toasts,
    alerts,
    log,
    push({ kind, message, title, display = 'toast', timeoutMs = TOAST_DURATION_MS }) {
      const notice: Notice = {
        id: nextId++,
        kind,
        message,
        title: title ?? null,
        display,
        timeoutMs: display === 'toast' ? timeoutMs : null,
        at: clock.now(),
      };
      // The countdown exists before the toast shows, so a view that holds it on sight (NoticeToasts,
      // from an effect on `toasts`) finds it.
      if (display === 'toast') start(notice.id, timeoutMs);
      batch(() => {
        if (display === 'toast') toasts.value = [...toasts.peek(), notice];
        else alerts.value = [...alerts.peek(), notice];
        log.value = [...log.peek(), notice].slice(-NOTICE_LOG_LIMIT);
      });
      return notice.id;
    },
    dismiss,
    hold(id) {
      const countdown = countdowns.get(id);
      if (!countdown || countdown.remainingMs !== null) return;
      clock.clearTimeout(countdown.handle);
      countdown.remainingMs = Math.max(0, countdown.deadline - clock.now());
    },
    release(id) {
      const countdown = countdowns.get(id);
      if (!countdown || countdown.remainingMs === null) return;
      start(id, countdown.remainingMs);
    },
    dispose() {
      for (const countdown of countdowns.values()) clock.clearTimeout(countdown.handle);
      countdowns.clear();
    },
  };
}
