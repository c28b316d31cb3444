/**
 * Reproducible randomness. The generator is SplitMix64 (Guy Steele, Doug Lea, Christine Flood,
 * "Fast splittable pseudorandom number generators", OOPSLA 2014; constants as in Sebastiano Vigna's
 * public-domain splitmix64.c), computed with BigInt so that every machine gives the same numbers.
 *
 * This is frozen: golden tests pin its output. Changing it changes every seeded deal ever recorded.
 */

const MASK64 = (1n << 64n) - 1n;
const GAMMA = 0x9e3779b97f4a7c15n;

export class SplitMix64 {
  private state: bigint;

  constructor(seed: bigint) {
    this.state = seed & MASK64;
  }

  /** The next 64-bit output. */
  next(): bigint {
    this.state = (this.state + GAMMA) & MASK64;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
    return z ^ (z >> 31n);
  }

  /** A uniform integer in [0, n), by rejection of the biased top of the 64-bit range. */
  below(n: number): number {
    if (!Number.isSafeInteger(n) || n < 1)
      throw new RangeError(`below(n) needs a positive whole number, got ${n}`);
    const bn = BigInt(n);
    const limit = (1n << 64n) - ((1n << 64n) % bn);
    for (;;) {
      const x = this.next();
      if (x < limit) return Number(x % bn);
    }
  }
}

/**
 * Turns a seed given by a person into 64 bits: a decimal whole number up to 2^64 − 1 is taken as is;
 * any other text is hashed with 64-bit FNV-1a over its UTF-8 bytes.
 */
export function seedBits(seed: string | number | bigint): bigint {
  if (typeof seed === 'bigint') return seed & MASK64;
  if (typeof seed === 'number') {
    if (!Number.isSafeInteger(seed) || seed < 0)
      throw new RangeError(`a numeric seed must be a whole number ≥ 0, got ${seed}`);
    return BigInt(seed);
  }
  if (/^\d{1,20}$/.test(seed) && BigInt(seed) <= MASK64) return BigInt(seed);
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(seed)) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & MASK64;
  }
  return h;
}

/** The generator for one board of a seeded session: the seed's bits mixed with the board number. */
export function boardRng(seed: string | number | bigint, board: number): SplitMix64 {
  const mixer = new SplitMix64(seedBits(seed) ^ ((BigInt(board) * GAMMA) & MASK64));
  return new SplitMix64(mixer.next());
}

/** Fisher–Yates (Durstenfeld) shuffle in place, from the last position down, with `below` as the source. */
export function shuffle<T>(items: T[], below: (n: number) => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = below(i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

/** A uniform integer in [0, n) from the platform's cryptographic generator (Web Crypto). */
export function cryptoBelow(n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 32)
    throw new RangeError(`cryptoBelow(n) needs 1 ≤ n ≤ 2^32, got ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  const buf = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buf);
    const x = buf[0]!;
    if (x < limit) return x % n;
  }
}

/** A fresh random seed (a decimal 64-bit number) from cryptographic randomness, for matches not given one. */
export function randomSeed(): string {
  const buf = new Uint32Array(2);
  globalThis.crypto.getRandomValues(buf);
  return ((BigInt(buf[0]!) << 32n) | BigInt(buf[1]!)).toString();
}
