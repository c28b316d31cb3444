import { ALL_CARDS, type Card } from './card.ts';
import { CardSet } from './cardSet.ts';
import type { Deal } from './deal.ts';
import { boardRng, cryptoBelow, shuffle } from './rng.ts';
import { hmacSha256 } from './sha256.ts';
import { SEATS, type Seat } from './types.ts';

/**
 * Deals a shuffled pack: the pack in ALL_CARDS order is shuffled by Fisher–Yates, then card k goes to
 * SEATS[k mod 4] (North, East, South, West in turn).
 */
function dealFromPack(pack: Card[]): Deal {
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  pack.forEach((c, k) => hands[SEATS[k % 4]!].push(c));
  return {
    hands: { N: CardSet.of(hands.N), E: CardSet.of(hands.E), S: CardSet.of(hands.S), W: CardSet.of(hands.W) },
  };
}

/** A uniformly random deal from cryptographic randomness, for real games. */
export function randomDeal(): Deal {
  return dealFromPack(shuffle([...ALL_CARDS], cryptoBelow));
}

/**
 * The reproducible deal of board `board` in the session `seed`: SplitMix64 seeded from (seed, board)
 * drives a Fisher–Yates shuffle. The same seed and board give the same deal on every machine and version.
 */
export function seededDeal(seed: string | number | bigint, board: number): Deal {
  if (!Number.isSafeInteger(board) || board < 1)
    throw new RangeError(`board number must be a whole number from 1, got ${board}`);
  const rng = boardRng(seed, board);
  return dealFromPack(shuffle([...ALL_CARDS], (n) => rng.below(n)));
}

/**
 * How a match's deals come from its seed: `seeded` (SplitMix64, `seededDeal`: reproducible boards, the
 * CLI and stored tables from before keyed dealing) or `keyed` (`keyedDeal`: live tables, where seeing
 * deals must not help predict the next).
 */
export type Dealing = 'seeded' | 'keyed';

/**
 * A stream of uniform integers from HMAC-SHA-256 under `key`: block i is the tag of the message
 * (deal number as 8 bytes, i as 4 bytes, big-endian); each block gives eight 32-bit words, and `below(n)`
 * takes the next word under the largest multiple of n (rejection sampling: no bias).
 */
class KeyedStream {
  private words: DataView | null = null;
  private word = 8;
  private block = 0;

  constructor(
    private readonly key: Uint8Array,
    private readonly deal: number,
  ) {}

  private next(): number {
    if (this.word === 8 || this.words === null) {
      const msg = new DataView(new ArrayBuffer(12));
      msg.setUint32(0, Math.floor(this.deal / 2 ** 32));
      msg.setUint32(4, this.deal >>> 0);
      msg.setUint32(8, this.block++);
      const tag = hmacSha256(this.key, new Uint8Array(msg.buffer));
      this.words = new DataView(tag.buffer);
      this.word = 0;
    }
    return this.words.getUint32(4 * this.word++);
  }

  below(n: number): number {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = this.next();
      if (x < limit) return x % n;
    }
  }
}

/**
 * The deal numbered `deal` of a live table whose secret seed is `key`: HMAC-SHA-256 keyed by the seed's
 * UTF-8 bytes feeds the same Fisher–Yates shuffle and dealing as `seededDeal`. Without the key, the deals
 * seen so far say nothing about the next; with it (the seed is shown once the match is over) anyone can
 * deal them again.
 */
export function keyedDeal(key: string, deal: number): Deal {
  if (!Number.isSafeInteger(deal) || deal < 1)
    throw new RangeError(`deal number must be a whole number from 1, got ${deal}`);
  if (key.length === 0) throw new RangeError('a keyed deal needs a non-empty key');
  const stream = new KeyedStream(new TextEncoder().encode(key), deal);
  return dealFromPack(shuffle([...ALL_CARDS], (n) => stream.below(n)));
}

/** Deal `number` of a match from its seed, the way the match deals (absent: seeded). */
export function matchDeal(seed: string, number: number, dealing: Dealing | undefined): Deal {
  return dealing === 'keyed' ? keyedDeal(seed, number) : seededDeal(seed, number);
}
