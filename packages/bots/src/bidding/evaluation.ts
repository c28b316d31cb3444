/**
 * Hand evaluation beyond high-card points, in one place: the losing-trick count, controls, quick tricks
 * and suit quality of a hand, and the trick estimate of a fit from both hands' losers. The measures are
 * the standard ones (losing-trick count as in Klinger, "The Modern Losing Trick Count"; controls A = 2,
 * K = 1; quick tricks AK 2, AQ 1½, A 1, KQ 1, Kx ½; suit quality = length plus the top five honours,
 * Bergen's rule for overcalls and preempts). Rules name them through HandSpec; nothing else counts them.
 */
import { SUITS, type CardSet, type Suit } from '@tenace/core';

const A = 1 << 12;
const K = 1 << 11;
const Q = 1 << 10;
const J = 1 << 9;
const T = 1 << 8;

/** Losers in one suit: of the first three cards (at most the suit's length), those below the A, K, Q. */
export function suitLosers(holding: number, length: number): number {
  if (length === 0) return 0;
  let losers = 0;
  const tops = [A, K, Q].slice(0, Math.min(3, length));
  for (const bit of tops) if ((holding & bit) === 0) losers++;
  return losers;
}

/** The losing-trick count of the hand (0–12). */
export function losingTricks(cards: CardSet): number {
  let n = 0;
  for (const s of SUITS) n += suitLosers(cards.holding(s), cards.length(s));
  return n;
}

/** Controls: two for each ace, one for each king. */
export function controls(cards: CardSet): number {
  let n = 0;
  for (const s of SUITS) {
    const x = cards.holding(s);
    if ((x & A) !== 0) n += 2;
    if ((x & K) !== 0) n += 1;
  }
  return n;
}

/** Quick tricks: AK 2, AQ 1½, A 1, KQ 1, K with another card ½. */
export function quickTricks(cards: CardSet): number {
  let n = 0;
  for (const s of SUITS) {
    const x = cards.holding(s);
    const len = cards.length(s);
    const a = (x & A) !== 0;
    const k = (x & K) !== 0;
    const q = (x & Q) !== 0;
    if (a && k) n += 2;
    else if (a && q) n += 1.5;
    else if (a) n += 1;
    else if (k && q) n += 1;
    else if (k && len >= 2) n += 0.5;
  }
  return n;
}

/** Suit quality: the suit's length plus its honours among A, K, Q, J, 10. */
export function suitQuality(cards: CardSet, suit: Suit): number {
  const x = cards.holding(suit);
  return cards.length(suit) + [A, K, Q, J, T].filter((b) => (x & b) !== 0).length;
}

/**
 * The losers we count on from partner for a fit, from the points partner has shown: an opening bid
 * (about 13) seven, a limit raise (10) eight, a single raise (7) nine; never fewer than three.
 */
export function partnerLosers(points: number): number {
  return Math.max(3, Math.min(10, Math.round(11.33 - points / 3)));
}

/** Tricks a fit should take by the losing-trick count: 24 less both hands' losers. */
export function fitTricks(losers: number, partnerPoints: number): number {
  return 24 - losers - partnerLosers(partnerPoints);
}
