import { ALL_CARDS, type Card } from './card.ts';
import { CardSet } from './cardSet.ts';
import type { Deal } from './deal.ts';
import { boardRng, cryptoBelow, shuffle } from './rng.ts';
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
