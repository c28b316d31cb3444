/**
 * Small precomputed tables over 13-bit suit holdings (bit r-2 is rank r, the ace is bit 12).
 * Hands are numbered in DDS order N=0 E=1 S=2 W=3; suits S=0 H=1 D=2 C=3; strain 4 is no-trump.
 */

/** Number of cards in a 13-bit holding. */
export const POPCOUNT = new Uint8Array(8192);
for (let i = 1; i < 8192; i++) POPCOUNT[i] = POPCOUNT[i >> 1]! + (i & 1);

/** The highest set bit of a non-zero holding, as a one-bit mask. */
export function topBit(x: number): number {
  return 1 << (31 - Math.clz32(x));
}

/** The `k` highest cards of a holding, as a mask (all of it when it has `k` cards or fewer). */
export function topCards(x: number, k: number): number {
  let out = 0;
  let rest = x;
  for (let i = 0; i < k && rest !== 0; i++) {
    const b = topBit(rest);
    out |= b;
    rest ^= b;
  }
  return out;
}

/** Cards of `x` at or above the lowest card of `w` (w non-zero). */
export function atOrAbove(x: number, w: number): number {
  const low = w & -w;
  return x & ~(low - 1);
}

/** How many of the top cards of `rem` the holding `mine` (part of `rem`) holds in a row. */
export function topRun(mine: number, rem: number): number {
  const others = rem & ~mine;
  return others === 0 ? POPCOUNT[mine]! : POPCOUNT[mine & ~((2 << (31 - Math.clz32(others))) - 1)]!;
}
