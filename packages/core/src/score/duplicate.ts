/**
 * Duplicate scoring of one board (Law 77, docs/RULES.md §6.5), from the declaring side's view: made = trick
 * score + overtricks + game (300 / 500) or part-score (50) premium + slam + insult; failed = minus the
 * undertrick penalty. No honours. A passed-out board scores 0.
 */
import type { Contract } from '../call.ts';
import {
  assertTricks,
  contractResult,
  insultPremium,
  overtrickPoints,
  slamPremium,
  trickScore,
  undertrickPenalty,
  type Ruleset,
} from './tricks.ts';

/**
 * The duplicate score for the declaring side: positive when it scores, negative when the defenders do.
 * `ruleset: '1948'` gives the scale before the 1987 code (PBN's `OldMP`). Throws a RangeError for tricks
 * out of 0..13 (check input with `checkTricks`).
 */
export function duplicateScore(
  contract: Contract | null,
  tricks: number,
  vulnerable: boolean,
  ruleset: Ruleset = 'modern',
): number {
  assertTricks(tricks);
  if (contract === null) return 0;
  const result = contractResult(contract, tricks);
  if (result < 0) return -undertrickPenalty(contract.risk, -result, vulnerable, ruleset);
  const below = trickScore(contract);
  const premium = below >= 100 ? (vulnerable ? 500 : 300) : 50;
  return (
    below +
    overtrickPoints(contract, result, vulnerable) +
    premium +
    slamPremium(contract.level, vulnerable) +
    insultPremium(contract.risk, ruleset)
  );
}
