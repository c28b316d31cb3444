/**
 * The bots' only door to double-dummy analysis: thin wrappers over @tenace/solver that speak in the bots'
 * terms (declarer's tricks; tricks for the side to play after each legal card) and carry a time budget.
 */
import { lho, type Card, type Seat, type Strain, type Trick } from '@tenace/core';
import { cards, solve } from '@tenace/solver';
import type { Hands } from './sampling/layouts.ts';

/** Declarer's side's tricks with declarer's left-hand opponent on lead; null when past the budget. */
export function declarerTricks(hands: Hands, strain: Strain, declarer: Seat, ms?: number): number | null {
  const r = solve({ hands }, strain, lho(declarer), ms === undefined ? {} : { budget: { ms } });
  if (!r.ok || r.value === null) return null;
  return 13 - r.value;
}

/**
 * For each legal card of the seat to play, the tricks that seat's side takes from the current trick on
 * (this trick included); null when past the budget or when the position is not valid.
 */
export function cardTricks(
  hands: Hands,
  strain: Strain,
  trick: Trick,
  ms?: number,
): ReadonlyMap<Card, number> | null {
  const r = cards(
    { hands, strain, leader: trick.leader, trick: trick.cards },
    ms === undefined ? {} : { budget: { ms } },
  );
  if (!r.ok) return null;
  const out = new Map<Card, number>();
  for (const v of r.value) {
    if (v.tricks === null) return null;
    out.set(v.card, v.tricks);
  }
  return out;
}
