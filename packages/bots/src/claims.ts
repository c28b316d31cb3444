/**
 * Claims. A bot claims only what its side takes double dummy in every layout consistent with its knowledge,
 * with one card that does so in all of them (so the claim does not lean on knowing the layout), and only
 * when the layouts are few enough to check them all. It accepts an opponent's claim when the claimer's side
 * takes at least the tricks claimed in every layout it can check: all of them when few, else a sample.
 */
import { rotate, sideOf, type Card, type Seat, type Strain, type Trick } from '@tenace/core';
import { cardTricks } from './dd.ts';
import type { Knowledge } from './knowledge/constraints.ts';
import { layoutSource, type Hands } from './sampling/layouts.ts';
import { decisionRng } from './sampling/rng.ts';

export interface ClaimSituation {
  readonly knowledge: Knowledge;
  readonly strain: Strain;
  readonly trick: Trick;
  /** Tricks not yet completed (the current one included). */
  readonly remaining: number;
}

export interface ClaimCheck {
  /** Fewest and most tricks `side` takes over the layouts checked. */
  readonly min: number;
  readonly max: number;
  readonly layouts: number;
  /** Every consistent layout was checked. */
  readonly exhaustive: boolean;
  /** Cards of the seat to play that reach `min` in every layout. */
  readonly safeCards: readonly Card[];
}

/** Double-dummy tricks for the side of `claimer` over the layouts; null when none could be solved. */
export function checkClaim(
  s: ClaimSituation,
  claimer: Seat,
  options: { seed: string | number; limit?: number; sample?: number },
): ClaimCheck | null {
  const source = layoutSource(s.knowledge);
  if (!source.ok) return null;
  const limit = options.limit ?? 256;
  const all = source.value.enumerate(limit);
  let layouts: Hands[];
  if (all !== null) layouts = all;
  else {
    const rng = decisionRng(options.seed, 1000 + s.knowledge.history.cards.length);
    layouts = Array.from({ length: options.sample ?? 48 }, () => source.value.draw(rng));
  }
  const mover = rotate(s.trick.leader, s.trick.cards.length);
  const same = sideOf(mover) === sideOf(claimer);
  let min = Infinity;
  let max = -Infinity;
  const perLayout: Map<Card, number>[] = [];
  for (const hands of layouts) {
    const values = cardTricks(hands, s.strain, s.trick);
    if (values === null) return null;
    let best = -Infinity;
    for (const v of values.values()) best = Math.max(best, v);
    const claimerTricks = same ? best : s.remaining - best;
    min = Math.min(min, claimerTricks);
    max = Math.max(max, claimerTricks);
    perLayout.push(new Map(values));
  }
  if (layouts.length === 0) return null;
  let safe: Card[] = same ? [...(perLayout[0]?.keys() ?? [])] : [];
  for (const values of perLayout) safe = safe.filter((c) => (values.get(c) ?? -1) >= min);
  return { min, max, layouts: layouts.length, exhaustive: all !== null, safeCards: safe };
}
