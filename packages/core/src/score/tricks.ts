/**
 * The scoring tables shared by duplicate, rubber and Chicago (docs/RULES.md §6): trick values, overtricks,
 * undertricks, the insult and slam premiums, with the two rulesets of §6.6.
 *
 * - `modern` (the default): the 1987 duplicate code and the 1993 rubber code, unchanged since.
 * - `1948`: the values in force from 1935 to the late 1980s — non-vulnerable doubled undertricks from
 *   the fourth cost 200 (not 300) and making a redoubled contract earns 50 (not 100).
 */
import type { Contract, Risk } from '../call.ts';
import { err, ok, type Result } from '../result.ts';
import type { Strain } from '../types.ts';

export const RULESETS = ['modern', '1948'] as const;
export type Ruleset = (typeof RULESETS)[number];

export function isRuleset(x: unknown): x is Ruleset {
  return typeof x === 'string' && (RULESETS as readonly string[]).includes(x);
}

/**
 * Error codes of the scoring modules.
 *
 * score/bad_tricks      a trick count that is not a whole number from 0 to 13
 * score/bad_value       a field that is missing or holds an impossible value (the message names it)
 * score/rubber_over     a deal added to a rubber (or a Chicago) that is already over
 */
export type ScoreErrorCode = 'score/bad_tricks' | 'score/bad_value' | 'score/rubber_over';

/** Checks a trick count: a whole number from 0 to 13. */
export function checkTricks(tricks: unknown): Result<number> {
  if (typeof tricks !== 'number' || !Number.isInteger(tricks) || tricks < 0 || tricks > 13)
    return err(
      'score/bad_tricks',
      `tricks must be a whole number from 0 to 13, got ${JSON.stringify(tricks)}`,
    );
  return ok(tricks);
}

/** Throws a RangeError for a trick count out of 0..13: for the number-returning functions below. */
export function assertTricks(tricks: number): void {
  const r = checkTricks(tricks);
  if (!r.ok) throw new RangeError(r.error.message);
}

/** The doubling factor: 1 undoubled, 2 doubled, 4 redoubled. */
export function riskFactor(risk: Risk): 1 | 2 | 4 {
  return risk === '' ? 1 : risk === 'X' ? 2 : 4;
}

function isMinor(strain: Strain): boolean {
  return strain === 'C' || strain === 'D';
}

/**
 * Points for the odd tricks bid and made (the trick score, below the line in rubber): 20 a trick in the
 * minors, 30 in the majors, 40 then 30 in no-trump, times the doubling factor. Decides game or part-score.
 */
export function trickScore(contract: Contract): number {
  const { level, strain, risk } = contract;
  const base = strain === 'NT' ? 40 + 30 * (level - 1) : (isMinor(strain) ? 20 : 30) * level;
  return base * riskFactor(risk);
}

/** Whether the trick score of the contract, if made, is a game (100 or more). */
export function isGameContract(contract: Contract): boolean {
  return trickScore(contract) >= 100;
}

/** Points for `over` overtricks: trick value undoubled; 100/200 a trick doubled, twice that redoubled. */
export function overtrickPoints(contract: Contract, over: number, vulnerable: boolean): number {
  if (over <= 0) return 0;
  if (contract.risk === '') return over * (isMinor(contract.strain) ? 20 : 30);
  return over * (vulnerable ? 200 : 100) * (contract.risk === 'XX' ? 2 : 1);
}

/**
 * The penalty for `down` undertricks (docs/RULES.md §6.3): undoubled 50 or 100 a trick; doubled not vulnerable
 * 100, 200, 200, then 300 (1948: 200); doubled vulnerable 200 then 300; redoubled twice doubled.
 */
export function undertrickPenalty(
  risk: Risk,
  down: number,
  vulnerable: boolean,
  ruleset: Ruleset = 'modern',
): number {
  if (down <= 0) return 0;
  if (risk === '') return down * (vulnerable ? 100 : 50);
  let doubled = 0;
  for (let i = 1; i <= down; i++) {
    if (vulnerable) doubled += i === 1 ? 200 : 300;
    else doubled += i === 1 ? 100 : i <= 3 || ruleset === '1948' ? 200 : 300;
  }
  return doubled * (risk === 'XX' ? 2 : 1);
}

/** The premium for making a doubled (50) or redoubled (100; 1948: 50) contract. */
export function insultPremium(risk: Risk, ruleset: Ruleset = 'modern'): number {
  if (risk === '') return 0;
  return risk === 'X' || ruleset === '1948' ? 50 : 100;
}

/** The premium for a slam bid and made: small 500 / 750, grand 1000 / 1500 (not vulnerable / vulnerable). */
export function slamPremium(level: number, vulnerable: boolean): number {
  if (level === 6) return vulnerable ? 750 : 500;
  if (level === 7) return vulnerable ? 1500 : 1000;
  return 0;
}

/** The result of a contract with a trick count: overtricks (≥ 0) or undertricks (< 0), e.g. 4S with 8 → -2. */
export function contractResult(contract: Contract, tricks: number): number {
  return tricks - (contract.level + 6);
}
