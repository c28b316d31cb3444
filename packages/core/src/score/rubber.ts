/**
 * Rubber bridge scoring of one deal (docs/RULES.md §5.3, §6): the trick score of a made contract goes below the
 * line; overtricks, the insult, slams, undertricks and honours go above it. No game or part-score premium:
 * games and the rubber premium belong to the score sheet (rubberSheet.ts).
 */
import type { Contract } from '../call.ts';
import { honoursPoints, type HonoursHolder, type HonoursKind } from './honours.ts';
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

export interface RubberDealInput {
  readonly contract: Contract;
  /** Tricks won by the declaring side, 0..13. */
  readonly tricks: number;
  /** Whether the declaring side is vulnerable. */
  readonly vulnerable: boolean;
  readonly honours?: HonoursKind;
  readonly honoursHeldBy?: HonoursHolder;
  readonly ruleset?: Ruleset;
}

/** Points of one deal, all ≥ 0: below the line (declarer only) and above it for each side. */
export interface RubberDealScore {
  readonly below: number;
  readonly aboveDeclarer: number;
  readonly aboveDefenders: number;
}

/** The parts of a deal's above-the-line score, for a sheet that writes them one by one. */
export interface RubberDealParts {
  readonly below: number;
  readonly overtricks: number;
  readonly insult: number;
  readonly slam: number;
  /** Undertrick penalty, scored by the defenders. */
  readonly undertricks: number;
  /** Honours points and who scores them. */
  readonly honours: number;
  readonly honoursHeldBy: HonoursHolder;
}

/** The deal's score split into its parts. Throws a RangeError for tricks out of 0..13. */
export function rubberDealParts(a: RubberDealInput): RubberDealParts {
  assertTricks(a.tricks);
  const ruleset = a.ruleset ?? 'modern';
  const { contract, vulnerable } = a;
  const result = contractResult(contract, a.tricks);
  const honours = a.honoursHeldBy == null ? 0 : honoursPoints(a.honours ?? 'none');
  const honoursHeldBy = honours === 0 ? null : (a.honoursHeldBy ?? null);
  if (result < 0)
    return {
      below: 0,
      overtricks: 0,
      insult: 0,
      slam: 0,
      undertricks: undertrickPenalty(contract.risk, -result, vulnerable, ruleset),
      honours,
      honoursHeldBy,
    };
  return {
    below: trickScore(contract),
    overtricks: overtrickPoints(contract, result, vulnerable),
    insult: insultPremium(contract.risk, ruleset),
    slam: slamPremium(contract.level, vulnerable),
    undertricks: 0,
    honours,
    honoursHeldBy,
  };
}

/** The rubber-bridge score of one deal. Throws a RangeError for tricks out of 0..13. */
export function rubberDealScore(a: RubberDealInput): RubberDealScore {
  const p = rubberDealParts(a);
  return {
    below: p.below,
    aboveDeclarer: p.overtricks + p.insult + p.slam + (p.honoursHeldBy === 'declarer' ? p.honours : 0),
    aboveDefenders: p.undertricks + (p.honoursHeldBy === 'defenders' ? p.honours : 0),
  };
}
