/**
 * Minibridge scoring (docs/RULES.md §2.2). Seed rules by default: every trick from the 7th scores 20 (minors),
 * 30 (majors), 40 then 30 (no-trump); +300 for a declared game made; nothing for a part-score. When the
 * declared target is missed the defenders score 50 for each trick short. The EBU variant adds 50 for a
 * made part-score declaration.
 */
import type { Strain } from '../types.ts';

export const MINIBRIDGE_VARIANTS = ['seed', 'ebu'] as const;
export type MinibridgeVariant = (typeof MINIBRIDGE_VARIANTS)[number];

/** Tricks needed: 7 for a part-score; game 9 in no-trump, 10 in a major, 11 in a minor. */
export function minibridgeTarget(strain: Strain, game: boolean): number {
  if (!game) return 7;
  return strain === 'NT' ? 9 : strain === 'H' || strain === 'S' ? 10 : 11;
}

/** Points for `n` tricks beyond six (each trick from the 7th) in a strain. */
export function minibridgeTrickPoints(strain: Strain, n: number): number {
  if (n <= 0) return 0;
  if (strain === 'NT') return 40 + 30 * (n - 1);
  return (strain === 'H' || strain === 'S' ? 30 : 20) * n;
}

/** The points credited to each side: only one of the two is non-zero. */
export interface MinibridgeDealScore {
  readonly declarer: number;
  readonly defenders: number;
}

export function minibridgeScore(
  strain: Strain,
  game: boolean,
  tricks: number,
  variant: MinibridgeVariant = 'seed',
): MinibridgeDealScore {
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13)
    throw new RangeError(`tricks must be 0 to 13, got ${tricks}`);
  const target = minibridgeTarget(strain, game);
  if (tricks < target) return { declarer: 0, defenders: 50 * (target - tricks) };
  const bonus = game ? 300 : variant === 'ebu' ? 50 : 0;
  return { declarer: minibridgeTrickPoints(strain, tricks - 6) + bonus, defenders: 0 };
}
