/** The bots' seeded randomness: core's SplitMix64, keyed by the decision's seed and a public salt. */
import { SplitMix64, seedBits } from '@tenace/core';

export type Rng = SplitMix64;

/** A generator for one decision: the seed mixed with a public salt (such as the number of cards played). */
export function decisionRng(seed: string | number, salt: number): Rng {
  const mix = new SplitMix64(seedBits(typeof seed === 'number' ? Math.abs(Math.trunc(seed)) : seed));
  const base = mix.next();
  return new SplitMix64(base ^ (BigInt(salt + 1) * 0x9e3779b97f4a7c15n));
}
