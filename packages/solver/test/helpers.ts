/**
 * Test helpers: random endings (every hand the same number of cards) and a plain minimax reference
 * solver, with no pruning, to check the engine against on small positions.
 */
import { CardSet, SEATS, SUITS, makeCard, type BySeat, type Card, type Rank } from '@tenace/core';

/** A small deterministic generator (mulberry32) for reproducible test positions. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` cards for each hand from a shuffled pack, as engine holdings (hand*4+suit). */
export function randomEnding(n: number, rand: () => number): Int32Array {
  const pack = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [pack[i], pack[j]] = [pack[j]!, pack[i]!];
  }
  const h = new Int32Array(16);
  for (let k = 0; k < 4 * n; k++) {
    const c = pack[k]!;
    h[(k % 4) * 4 + Math.floor(c / 13)]! |= 1 << (c % 13);
  }
  return h;
}

export function handsOf(h: Int32Array): BySeat<CardSet> {
  const set = (hand: number): CardSet => {
    const cards: Card[] = [];
    for (let s = 0; s < 4; s++)
      for (let b = 0; b < 13; b++)
        if ((h[hand * 4 + s]! & (1 << b)) !== 0) cards.push(makeCard(SUITS[s]!, (b + 2) as Rank));
    return CardSet.of(cards);
  };
  return { N: set(0), E: set(1), S: set(2), W: set(3) };
}
export { SEATS };

/**
 * NS tricks from the current trick on, by full minimax: `leader` led the trick and `trick` holds the
 * moves (suit * 16 + rank - 2) played to it so far (not in `h`).
 */
export function bruteTrick(h: Int32Array, trump: number, leader: number, trick: number[]): number {
  return bruteFrom(h, trump, leader, [...trick]);
}

/** Values of trick-start positions already searched (the same position recurs in many lines). */
const memo = new Map<string, number>();

/** NS tricks from a position with `leader` to lead a fresh trick, by full minimax (memoised). */
export function bruteForce(h: Int32Array, trump: number, leader: number): number {
  const key = `${trump}:${leader}:${h.join(',')}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  if (memo.size > 2_000_000) memo.clear();
  const v = bruteFrom(h, trump, leader, []);
  memo.set(key, v);
  return v;
}

function bruteFrom(h: Int32Array, trump: number, leader: number, start: number[]): number {
  let left = start.length;
  for (let i = 0; i < 16; i++) for (let b = h[i]!; b !== 0; b &= b - 1) left++;
  if (left === 0) return 0;
  const play = (pos: number, lead: number, trick: number[]): number => {
    if (pos === 4) {
      let win = 0;
      for (let i = 1; i < 4; i++) {
        const s = trick[i]! >> 4;
        const ws = trick[win]! >> 4;
        if (s === ws ? trick[i]! > trick[win]! : s === trump) win = i;
      }
      const w = (lead + win) & 3;
      return ((w & 1) === 0 ? 1 : 0) + bruteForce(h, trump, w);
    }
    const p = (lead + pos) & 3;
    const ledSuit = pos === 0 ? -1 : trick[0]! >> 4;
    const canFollow = ledSuit >= 0 && h[p * 4 + ledSuit] !== 0;
    let best = (p & 1) === 0 ? -1 : 99;
    for (let s = 0; s < 4; s++) {
      if (canFollow && s !== ledSuit) continue;
      for (let b = 0; b < 13; b++) {
        const bit = 1 << b;
        if ((h[p * 4 + s]! & bit) === 0) continue;
        h[p * 4 + s]! ^= bit;
        trick.push((s << 4) | b);
        const v = play(pos + 1, lead, trick);
        trick.pop();
        h[p * 4 + s]! ^= bit;
        best = (p & 1) === 0 ? Math.max(best, v) : Math.min(best, v);
      }
    }
    return best;
  };
  return play(start.length, leader, start);
}
