/**
 * Closed integer intervals as the tables write them: "15-17", "5+", "0-3", "4", or a [lo, hi] pair.
 * The meanings of calls intersect and join them.
 */

export type Interval = readonly [number, number];

export const ANY: Interval = [0, 40];

/** Parses "15-17", "5+", "-3" (at most 3), "4" or a pair; throws on a malformed table entry (a code bug). */
export function interval(spec: string | Interval, top = 40): Interval {
  if (typeof spec !== 'string') return spec;
  const t = spec.trim();
  let m = /^(\d+)\s*-\s*(\d+)$/.exec(t);
  if (m) return [Number(m[1]), Number(m[2])];
  m = /^(\d+)\+$/.exec(t);
  if (m) return [Number(m[1]), top];
  m = /^-(\d+)$/.exec(t);
  if (m) return [0, Number(m[1])];
  m = /^(\d+)$/.exec(t);
  if (m) return [Number(m[1]), Number(m[1])];
  throw new Error(`bad interval "${spec}" in a bidding table`);
}

export function within(x: number, iv: Interval): boolean {
  return x >= iv[0] && x <= iv[1];
}

/** The intersection, or null when empty. */
export function meet(a: Interval, b: Interval): Interval | null {
  const lo = Math.max(a[0], b[0]);
  const hi = Math.min(a[1], b[1]);
  return lo <= hi ? [lo, hi] : null;
}

/** The smallest interval holding both. */
export function join(a: Interval, b: Interval): Interval {
  return [Math.min(a[0], b[0]), Math.max(a[1], b[1])];
}

/** "15–17", "5+", "up to 3", "4" for people. */
export function formatInterval(iv: Interval, top: number): string {
  if (iv[0] === iv[1]) return String(iv[0]);
  if (iv[1] >= top) return `${iv[0]}+`;
  return `${iv[0]}–${iv[1]}`;
}
