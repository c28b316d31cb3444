/**
 * The three-rubber tour with rotating partners (RULES.md §5.2): players ranked by the draw (0 = highest
 * card) partner each other once — rubber 1: 0+1 v 2+3, rubber 2: 0+2 v 1+3, rubber 3: 0+3 v 1+2 — and
 * each player's ledger adds his side's settlement, + for the winners and − for the losers. The four
 * ledgers sum to zero.
 */
import type { BySide } from '../types.ts';
import { signedSettlement, type Settlement } from './settlement.ts';

/** The partnerships of the three rubbers, as ranks in the draw (0 = highest card). */
export const TOUR_PARTNERSHIPS: readonly (readonly [readonly [number, number], readonly [number, number]])[] =
  [
    [
      [0, 1],
      [2, 3],
    ],
    [
      [0, 2],
      [1, 3],
    ],
    [
      [0, 3],
      [1, 2],
    ],
  ];

/** Who deals first in each rubber, as a rank in the draw: the highest card, then the second, then the third. */
export const TOUR_FIRST_DEALERS: readonly number[] = [0, 1, 2];

/** One rubber of a tour: the players of each side (any names) and how it was settled. */
export interface TourRubber<P extends string = string> {
  readonly players: BySide<readonly P[]>;
  readonly settlement: Settlement;
}

export interface TourLedger<P extends string = string> {
  /** Each rubber's settlement for each player who played it. */
  readonly rubbers: readonly Readonly<Partial<Record<P, number>>>[];
  /** Each player's running total over the rubbers played. */
  readonly totals: Readonly<Record<P, number>>;
}

/** The per-player ledger of settlements over the rubbers played so far. */
export function tourLedger<P extends string>(
  players: readonly P[],
  rubbers: readonly TourRubber<P>[],
): TourLedger<P> {
  const totals = Object.fromEntries(players.map((p) => [p, 0])) as Record<P, number>;
  const rows = rubbers.map((r) => {
    const signed = signedSettlement(r.settlement);
    const row: Partial<Record<P, number>> = {};
    for (const side of ['NS', 'EW'] as const)
      for (const p of r.players[side]) {
        row[p] = signed[side];
        totals[p] = (p in totals ? totals[p] : 0) + signed[side];
      }
    return row;
  });
  return { rubbers: rows, totals };
}
