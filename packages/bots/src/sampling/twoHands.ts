/**
 * Exact, uniform sampling of two hidden hands (docs/ALGORITHMS.md §4.5): enumerate the ways to split the unseen
 * honours (A K Q J) between the two hands, keep the splits whose HCP fit both hands' ranges, weight each by
 * the number of ways to complete it with spot cards, draw a split by weight and then the spots uniformly.
 * Suits a hand has shown out of force their cards to the other hand. No rejection, and every layout
 * consistent with the constraints is equally likely.
 *
 * With length bounds per suit (contract bridge), a split's completions are counted per suit: the first
 * hand takes k_s of the free spot cards of each suit s, the k_s summing to the spots it needs and each
 * suit's length in both hands within bounds, in prod_s C(spots_s, k_s) ways. A split is drawn by that
 * weight, then a vector (k_s) by its weight, then k_s spots of each suit uniformly: still every
 * consistent layout equally likely.
 */
import { CardSet, SUITS, cardHcp, cardSuit, type Card, type Suit } from '@tenace/core';
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
  if (a.lengths !== undefined || b.lengths !== undefined) return lengthSampler(unseen, a, b);
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
      const k = pickIndex(cumulative, rng.below(total));
      return build(masks[k]!, pickUniform(freeSpots, needs[k]!, rng));
    },
    enumerate(limit) {
      if (total > limit) return null;
      const out: (readonly [CardSet, CardSet])[] = [];
      masks.forEach((mask, idx) => {
        for (const pick of subsets(freeSpots, needs[idx]!)) out.push(build(mask, pick));
      });
      return out;
    },
  };
}

const ANY_LENGTH: readonly [number, number] = [0, 13];

/** The per-suit completions of one honour split: vectors of spot counts for the first hand, by weight. */
interface SpotPlan {
  readonly weight: number;
  readonly vectors: readonly (readonly number[])[];
  readonly cumulative: readonly number[];
}

/** Index of the first cumulative weight above `r`. */
function pickIndex(cumulative: readonly number[], r: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! > r) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** `k` of `items` uniformly (a partial Fisher–Yates shuffle of a copy). */
function pickUniform<T>(items: readonly T[], k: number, rng: Rng): T[] {
  const xs = [...items];
  for (let i = 0; i < k; i++) {
    const j = i + rng.below(xs.length - i);
    const t = xs[i]!;
    xs[i] = xs[j]!;
    xs[j] = t;
  }
  return xs.slice(0, k);
}

/** Every `k`-subset of `items`, in order. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const rec = (start: number): void => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      rec(i + 1);
      pick.pop();
    }
  };
  rec(0);
  return out;
}

/** The exact sampler when either hand has length bounds per suit (see the module comment). */
function lengthSampler(unseen: CardSet, a: HandConstraint, b: HandConstraint): TwoHandSampler | null {
  const idx = (s: Suit): number => SUITS.indexOf(s);
  const forcedA: Card[] = [];
  const baseA = [0, 0, 0, 0];
  const total = [0, 0, 0, 0];
  const freeHonours: Card[] = [];
  const spots: Card[][] = [[], [], [], []];
  for (const card of unseen.cards()) {
    const s = idx(cardSuit(card));
    total[s]!++;
    const okA = !a.voids.includes(cardSuit(card));
    const okB = !b.voids.includes(cardSuit(card));
    if (!okA && !okB) return null;
    if (!okB) {
      forcedA.push(card);
      baseA[s]!++;
    } else if (!okA) continue;
    else if (cardHcp(card) > 0) freeHonours.push(card);
    else spots[s]!.push(card);
  }
  if (freeHonours.length > MAX_FREE_HONOURS) return null;
  const lenA = SUITS.map((s) => a.lengths?.[s] ?? ANY_LENGTH);
  const lenB = SUITS.map((s) => b.lengths?.[s] ?? ANY_LENGTH);
  const totalHcp = unseen.hcp();
  const hcpForcedA = forcedA.reduce((n, c) => n + cardHcp(c), 0);
  const honSuit = freeHonours.map((c) => idx(cardSuit(c)));
  const honHcp = freeHonours.map(cardHcp);

  const plans = new Map<number, SpotPlan | null>();
  const planFor = (base: readonly number[]): SpotPlan | null => {
    const key = base.reduce((n, x) => n * 16 + x, 0);
    const known = plans.get(key);
    if (known !== undefined) return known;
    const need = a.size - base.reduce((n, x) => n + x, 0);
    const lo: number[] = [];
    const hi: number[] = [];
    for (let s = 0; s < 4; s++) {
      const b0 = base[s]!;
      const t = total[s]!;
      lo.push(Math.max(0, lenA[s]![0] - b0, t - lenB[s]![1] - b0));
      hi.push(Math.min(spots[s]!.length, lenA[s]![1] - b0, t - lenB[s]![0] - b0));
    }
    const vectors: number[][] = [];
    const cumulative: number[] = [];
    let weight = 0;
    if (need >= 0)
      for (let k0 = lo[0]!; k0 <= hi[0]!; k0++)
        for (let k1 = lo[1]!; k1 <= hi[1]!; k1++)
          for (let k2 = lo[2]!; k2 <= hi[2]!; k2++) {
            const k3 = need - k0 - k1 - k2;
            if (k3 < lo[3]! || k3 > hi[3]!) continue;
            const v = [k0, k1, k2, k3];
            const w = v.reduce((n, k, s) => n * choose(spots[s]!.length, k), 1);
            if (w === 0) continue;
            weight += w;
            vectors.push(v);
            cumulative.push(weight);
          }
    const plan = weight === 0 ? null : { weight, vectors, cumulative };
    plans.set(key, plan);
    return plan;
  };

  const masks: number[] = [];
  const splitPlans: SpotPlan[] = [];
  const cumulative: number[] = [];
  let count = 0;
  for (let mask = 0; mask < 1 << freeHonours.length; mask++) {
    let hcpA = hcpForcedA;
    const base = [...baseA];
    for (let i = 0; i < freeHonours.length; i++)
      if ((mask & (1 << i)) !== 0) {
        hcpA += honHcp[i]!;
        base[honSuit[i]!]!++;
      }
    const hcpB = totalHcp - hcpA;
    if (hcpA < a.hcpMin || hcpA > a.hcpMax || hcpB < b.hcpMin || hcpB > b.hcpMax) continue;
    const plan = planFor(base);
    if (plan === null) continue;
    count += plan.weight;
    masks.push(mask);
    splitPlans.push(plan);
    cumulative.push(count);
  }
  if (count === 0) return null;

  const build = (mask: number, spotsA: readonly Card[]): readonly [CardSet, CardSet] => {
    const handA = CardSet.of([
      ...forcedA,
      ...spotsA,
      ...freeHonours.filter((_, i) => (mask & (1 << i)) !== 0),
    ]);
    return [handA, unseen.minus(handA)];
  };

  return {
    count,
    draw(rng) {
      const i = pickIndex(cumulative, rng.below(count));
      const plan = splitPlans[i]!;
      const v = plan.vectors[pickIndex(plan.cumulative, rng.below(plan.weight))]!;
      return build(
        masks[i]!,
        spots.flatMap((cards, s) => pickUniform(cards, v[s]!, rng)),
      );
    },
    enumerate(limit) {
      if (count > limit) return null;
      const out: (readonly [CardSet, CardSet])[] = [];
      masks.forEach((mask, i) => {
        for (const v of splitPlans[i]!.vectors) {
          const perSuit = spots.map((cards, s) => subsets(cards, v[s]!));
          const rec = (s: number, chosen: Card[]): void => {
            if (s === 4) {
              out.push(build(mask, chosen));
              return;
            }
            for (const pick of perSuit[s]!) rec(s + 1, [...chosen, ...pick]);
          };
          rec(0, []);
        }
      });
      return out;
    },
  };
}
