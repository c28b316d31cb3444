/**
 * Exact, uniform sampling of two hidden hands (ALGORITHMS.md §4.5): enumerate the ways to split the unseen
 * honours (A K Q J) between the two hands, keep the splits whose HCP fit both hands' ranges, weight each by
 * the number of ways to complete it with spot cards, draw a split by weight and then the spots uniformly.
 * Suits a hand has shown out of force their cards to the other hand. No rejection, and every layout
 * consistent with the constraints is equally likely.
 */
import { CardSet, cardHcp, cardSuit, type Card } from '@tenace/core';
import type { HandConstraint } from '../knowledge/constraints.ts';
import type { Rng } from './rng.ts';

const MAX_FREE_HONOURS = 16;

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

export interface TwoHandSampler {
  /** The number of layouts consistent with the constraints. */
  readonly count: number;
  /** One layout, uniformly: the cards of the first and second hand. */
  draw(rng: Rng): readonly [CardSet, CardSet];
  /** Every layout, or null when there are more than `limit`. */
  enumerate(limit: number): (readonly [CardSet, CardSet])[] | null;
}

/** Builds the sampler for `unseen` cards split between hands `a` and `b`; null when no layout fits. */
export function twoHandSampler(unseen: CardSet, a: HandConstraint, b: HandConstraint): TwoHandSampler | null {
  if (a.size + b.size !== unseen.size) return null;
  const forcedA: Card[] = [];
  const forcedB: Card[] = [];
  const freeHonours: Card[] = [];
  const freeSpots: Card[] = [];
  for (const card of unseen.cards()) {
    const okA = !a.voids.includes(cardSuit(card));
    const okB = !b.voids.includes(cardSuit(card));
    if (!okA && !okB) return null;
    if (!okB) forcedA.push(card);
    else if (!okA) forcedB.push(card);
    else if (cardHcp(card) > 0) freeHonours.push(card);
    else freeSpots.push(card);
  }
  if (freeHonours.length > MAX_FREE_HONOURS) return null;
  const totalHcp = unseen.hcp();
  const hcpForcedA = forcedA.reduce((n, c) => n + cardHcp(c), 0);
  const spotsForcedA = forcedA.filter((c) => cardHcp(c) === 0).length;
  const honForcedA = forcedA.length - spotsForcedA;
  const spotsForcedB = forcedB.filter((c) => cardHcp(c) === 0).length;
  const honForcedB = forcedB.length - spotsForcedB;
  const h = freeHonours.map(cardHcp);
  const nH = freeHonours.length;
  const masks: number[] = [];
  const needs: number[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (let mask = 0; mask < 1 << nH; mask++) {
    let hcpA = hcpForcedA;
    let kA = honForcedA;
    for (let i = 0; i < nH; i++)
      if ((mask & (1 << i)) !== 0) {
        hcpA += h[i]!;
        kA++;
      }
    const hcpB = totalHcp - hcpA;
    if (hcpA < a.hcpMin || hcpA > a.hcpMax || hcpB < b.hcpMin || hcpB > b.hcpMax) continue;
    const needA = a.size - kA - spotsForcedA;
    const kB = nH - (kA - honForcedA) + honForcedB;
    if (b.size - kB - spotsForcedB !== freeSpots.length - needA) continue;
    const w = choose(freeSpots.length, needA);
    if (w === 0) continue;
    total += w;
    masks.push(mask);
    needs.push(needA);
    cumulative.push(total);
  }
  if (total === 0) return null;

  const build = (mask: number, spotsA: readonly Card[]): readonly [CardSet, CardSet] => {
    const inA = [...forcedA, ...spotsA, ...freeHonours.filter((_, i) => (mask & (1 << i)) !== 0)];
    const handA = CardSet.of(inA);
    return [handA, unseen.minus(handA)];
  };

  return {
    count: total,
    draw(rng) {
      const r = rng.below(total);
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! > r) hi = mid;
        else lo = mid + 1;
      }
      const need = needs[lo]!;
      const spots = [...freeSpots];
      for (let i = 0; i < need; i++) {
        const j = i + rng.below(spots.length - i);
        const t = spots[i]!;
        spots[i] = spots[j]!;
        spots[j] = t;
      }
      return build(masks[lo]!, spots.slice(0, need));
    },
    enumerate(limit) {
      if (total > limit) return null;
      const out: (readonly [CardSet, CardSet])[] = [];
      masks.forEach((mask, idx) => {
        const need = needs[idx]!;
        const pick: Card[] = [];
        const rec = (start: number): void => {
          if (pick.length === need) {
            out.push(build(mask, pick));
            return;
          }
          for (let i = start; i <= freeSpots.length - (need - pick.length); i++) {
            pick.push(freeSpots[i]!);
            rec(i + 1);
            pick.pop();
          }
        };
        rec(0);
      });
      return out;
    },
  };
}
