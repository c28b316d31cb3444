/**
 * Settling a rubber or a Chicago (docs/RULES.md §5.4): the side with more points wins by the difference, which
 * is settled in whole hundreds. An exact 50 rounds up by default ('half-up'), down as an option
 * ('half-down'). Rounding applies to the absolute difference, so it is the same for both sides.
 */
import type { BySide, Side } from '../types.ts';

export const ROUNDINGS = ['half-up', 'half-down'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

export function isRounding(x: unknown): x is Rounding {
  return typeof x === 'string' && (ROUNDINGS as readonly string[]).includes(x);
}

/** The difference in whole hundreds: 850 → 9 half-up, 8 half-down; 849 → 8; 851 → 9. Always ≥ 0. */
export function settlementUnits(difference: number, rounding: Rounding = 'half-up'): number {
  const d = Math.abs(difference);
  const hundreds = Math.floor(d / 100);
  const rest = d - hundreds * 100;
  return rest > 50 || (rest === 50 && rounding === 'half-up') ? hundreds + 1 : hundreds;
}

export interface Settlement {
  /** The side with more points; null on a tie. */
  readonly winner: Side | null;
  /** The margin in points, ≥ 0. */
  readonly difference: number;
  /** The margin in whole hundreds, ≥ 0 (the winner collects it from the losers). */
  readonly settlement: number;
}

export function settle(totals: BySide<number>, rounding: Rounding = 'half-up'): Settlement {
  const difference = Math.abs(totals.NS - totals.EW);
  const winner = totals.NS === totals.EW ? null : totals.NS > totals.EW ? 'NS' : 'EW';
  return { winner, difference, settlement: settlementUnits(difference, rounding) };
}

/** The settlement signed for each side: + for the winners, − for the losers; the two sum to zero. */
export function signedSettlement(s: Settlement): BySide<number> {
  if (s.winner === null || s.settlement === 0) return { NS: 0, EW: 0 };
  const units = s.winner === 'NS' ? s.settlement : -s.settlement;
  return { NS: units, EW: -units };
}
