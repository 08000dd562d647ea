/**
 * The two growing delays of the WebSocket half, as pure functions of the attempt number so the
 * socket client keeps one counter each and tests assert every value.
 *
 * - Reconnect backoff, exactly as backo2 (mokesmokes/backo index.js, used by
 *   subscriptions-transport-ws with `jitter: 0.5`): nominal = min·factor^attempt;
 *   deviation = floor(r·jitter·nominal), subtracted when floor(10r) is even, added otherwise; the
 *   cap applies after jitter. Unlike backo2 the nominal is clamped before it overflows to
 *   Infinity, where backo2 returns NaN|0 = 0 after ~1000 attempts (a reconnect storm).
 * - Connect timeout, s-t-ws's max-connect Backoff({min: 1000, max: 30000, factor: 1.2}) without
 *   jitter: how long a socket may stay not-open on consecutive attempt n.
 */
import {
  RECONNECT_FACTOR,
  RECONNECT_JITTER,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  WS_CONNECT_TIMEOUT_FACTOR,
  WS_CONNECT_TIMEOUT_MIN_MS,
  WS_CONNECT_TIMEOUT_PRECISION,
  WS_TIMEOUT_MS,
} from './constants.ts';

/** The `reconnect` option: the backoff before each new socket after a transient drop. */
export interface ReconnectOptions {
  /** Nominal first delay. @default RECONNECT_MIN_MS (100) */
  minMs?: number;
  /** Longest delay, applied after jitter. @default RECONNECT_MAX_MS (10000) */
  maxMs?: number;
  /** Growth per consecutive attempt. @default RECONNECT_FACTOR (2) */
  factor?: number;
  /** Each delay within ±jitter of nominal. @default RECONNECT_JITTER (0.5) */
  jitter?: number;
}

/** The `connectTimeout` option: how long consecutive attempt n may take to open. */
export interface ConnectTimeoutOptions {
  /** @default WS_CONNECT_TIMEOUT_MIN_MS (1000) */
  minMs?: number;
  /** @default WS_TIMEOUT_MS (30000) */
  maxMs?: number;
  /** @default WS_CONNECT_TIMEOUT_FACTOR (1.2) */
  factor?: number;
}

/** Delay before reconnect attempt `attempt` (0-based) for the random value `r` in [0, 1). */
export function reconnectDelayMs(
  attempt: number,
  r: number,
  { minMs = RECONNECT_MIN_MS, maxMs = RECONNECT_MAX_MS, factor = RECONNECT_FACTOR, jitter = RECONNECT_JITTER }: ReconnectOptions = {},
): number {
  const nominal = Math.min(minMs * factor ** attempt, Number.MAX_SAFE_INTEGER);
  const deviation = Math.floor(r * jitter * nominal);
  return Math.min(Math.floor(r * 10) % 2 ? nominal + deviation : nominal - deviation, maxMs) | 0;
}

/** How long consecutive connection attempt `attempt` (0-based) may take to open. */
export function connectTimeoutMs(
  attempt: number,
  { minMs = WS_CONNECT_TIMEOUT_MIN_MS, maxMs = WS_TIMEOUT_MS, factor = WS_CONNECT_TIMEOUT_FACTOR }: ConnectTimeoutOptions = {},
): number {
  return Math.min(Math.round(minMs * factor ** attempt * WS_CONNECT_TIMEOUT_PRECISION) / WS_CONNECT_TIMEOUT_PRECISION, maxMs);
}
