/**
 * What a table needs from its platform, passed in so that the host runs anywhere (Node, a browser, a
 * terminal): the clock, random ids and secrets, one-way hashing of secrets, and timers.
 */
export interface TableEnv {
  /** The time now, as an ISO string (stored with every log entry). */
  now(): string;
  /** The time now in milliseconds (rate limits). */
  nowMs(): number;
  /** A new table id (short, URL-safe). */
  tableId(): string;
  /** A new seat token or invite code (URL-safe; at least 128 random bits on a server). */
  secret(): string;
  /** A fresh deal seed. */
  seed(): string;
  /** The stored form of a secret (tokens and invite codes are never stored as given). */
  hash(secret: string): string;
  /** Starts a timer; returns its handle. */
  setTimer(fn: () => void, ms: number): Timer;
  clearTimer(timer: Timer): void;
  /** Runs `fn` soon, after the current event (a bot decision with no delay). */
  soon(fn: () => void): void;
}

/** A timer handle, whatever the platform's is. */
export type Timer = { readonly __timer: true } | number | object;

/** The web platform's timers (also Node's): the env functions that need nothing else. */
export const STANDARD_TIMERS: Pick<TableEnv, 'setTimer' | 'clearTimer' | 'soon' | 'now' | 'nowMs'> = {
  now: () => new Date().toISOString(),
  nowMs: () => Date.now(),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (t) => {
    clearTimeout(t as Parameters<typeof clearTimeout>[0]);
  },
  soon: (fn) => {
    setTimeout(fn, 0);
  },
};
