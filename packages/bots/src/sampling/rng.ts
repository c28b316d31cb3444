/** The bots' seeded randomness: core's SplitMix64, keyed by the decision's seed and a public salt. */
import { SplitMix64, seedBits } from '@tenace/core';

export type Rng = SplitMix64;

/** A generator for one decision: the seed mixed with a public salt (such as the number of cards played). */
export function decisionRng(seed: string | number, salt: number): Rng {
  const mix = new SplitMix64(seedBits(typeof seed === 'number' ? Math.abs(Math.trunc(seed)) : seed));
  const base = mix.next();
  return new SplitMix64(base ^ (BigInt(salt + 1) * 0x9e3779b97f4a7c15n));
}

/**
 * A fast generator for the rejection sampler's inner loop, seeded from `rng` (two 64-bit draws, so the
 * decision's generator moves on by the same amount whatever the number of tries): xoshiro128** by
 * Blackman and Vigna (2018), returning floats in [0, 1).
 */
export function fastRng(rng: Rng): () => number {
  const a = rng.next();
  const b = rng.next();
  // The all-zero state is the one xoshiro never leaves.
  let s0 = a === 0n && b === 0n ? 1 : Number(a & 0xffffffffn);
  let s1 = Number(a >> 32n);
  let s2 = Number(b & 0xffffffffn);
  let s3 = Number(b >> 32n);
  return () => {
    const r = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return r / 4294967296;
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
