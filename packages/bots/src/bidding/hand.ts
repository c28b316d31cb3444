/**
 * What the bidding rules measure in a hand: high-card points, suit lengths, shape, distributional points,
 * stoppers, suit quality and aces, and the measures of evaluation.ts. Computed once per hand.
 */
import { CardSet, SUITS, cardHcp, type BySuit, type Card, type Suit } from '@tenace/core';
import { controls, losingTricks, quickTricks } from './evaluation.ts';

export interface HandFacts {
  readonly cards: CardSet;
  readonly hcp: number;
  readonly len: BySuit<number>;
  /** Lengths longest first. */
  readonly shape: readonly [number, number, number, number];
  /** 4-3-3-3, 4-4-3-2, 5-3-3-2. */
  readonly balanced: boolean;
  /** Balanced, or 5-4-2-2 / 6-3-2-2: no singleton or void. */
  readonly semiBalanced: boolean;
  /** HCP plus one point for each card past four in a suit. */
  readonly tp: number;
  /** Shortness points for a trump fit: void 5, singleton 3, doubleton 1. */
  readonly shortPts: number;
  readonly aces: number;
  readonly kings: number;
  /** HCP in each suit. */
  readonly suitHcp: BySuit<number>;
  /** Losing-trick count (evaluation.ts). */
  readonly losers: number;
  /** Controls: ace 2, king 1. */
  readonly controls: number;
  readonly quickTricks: number;
}

const A = 1 << 12;
const K = 1 << 11;
const Q = 1 << 10;
const J = 1 << 9;
const T = 1 << 8;

export function handFactsOf(cards: CardSet | readonly Card[]): HandFacts {
  const set = cards instanceof CardSet ? cards : CardSet.of(cards);
  const len = set.lengths();
  const shape = SUITS.map((s) => len[s]).sort((a, b) => b - a) as [number, number, number, number];
  const balanced = shape[3] >= 2 && shape[2] >= 3 && shape[0] <= 5;
  const semiBalanced = shape[3] >= 2 && shape[0] <= 6;
  let tp = set.hcp();
  let shortPts = 0;
  for (const s of SUITS) {
    if (len[s] > 4) tp += len[s] - 4;
    shortPts += len[s] === 0 ? 5 : len[s] === 1 ? 3 : len[s] === 2 ? 1 : 0;
  }
  const suitHcp = {} as Record<Suit, number>;
  for (const s of SUITS) suitHcp[s] = set.suitCards(s).reduce((n, c) => n + cardHcp(c), 0);
  const count = (bit: number) => SUITS.filter((s) => (set.holding(s) & bit) !== 0).length;
  return {
    cards: set,
    hcp: set.hcp(),
    len,
    shape,
    balanced,
    semiBalanced,
    tp,
    shortPts,
    aces: count(A),
    kings: count(K),
    suitHcp,
    losers: losingTricks(set),
    controls: controls(set),
    quickTricks: quickTricks(set),
  };
}

/** A stopper for no-trump: A, Kx, Qxx or Jxxx (or better). */
export function hasStopper(h: HandFacts, suit: Suit): boolean {
  const x = h.cards.holding(suit);
  const n = h.len[suit];
  return (x & A) !== 0 || ((x & K) !== 0 && n >= 2) || ((x & Q) !== 0 && n >= 3) || ((x & J) !== 0 && n >= 4);
}

/** A good suit: two of the top three honours, or three of the top five. */
export function isGoodSuit(h: HandFacts, suit: Suit): boolean {
  const x = h.cards.holding(suit);
  const top3 = [A, K, Q].filter((b) => (x & b) !== 0).length;
  const top5 = [A, K, Q, J, T].filter((b) => (x & b) !== 0).length;
  return top3 >= 2 || top5 >= 3;
}

/** First- or second-round control: the ace or king, a void or a singleton. */
export function hasControl(h: HandFacts, suit: Suit): boolean {
  const x = h.cards.holding(suit);
  return (x & (A | K)) !== 0 || h.len[suit] <= 1;
}

/** Honour count of the top three (A, K, Q) in a suit. */
export function topHonours(h: HandFacts, suit: Suit): number {
  const x = h.cards.holding(suit);
  return [A, K, Q].filter((b) => (x & b) !== 0).length;
}

/** Rule of 20: HCP plus the two longest suits' lengths reach 20. */
export function ruleOf20(h: HandFacts): boolean {
  return h.hcp + h.shape[0] + h.shape[1] >= 20;
}
