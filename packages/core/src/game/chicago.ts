/**
 * Chicago (four-deal bridge) as a pure reducer (rules reference §7): four counted deals with the Chicago
 * vulnerability schedule, each bid and played through the shared deal flow and scored on the Chicago
 * score (carry-over of part-scores, 300 or 500 for a game, 100 for a part-score on the fourth deal). A
 * passed-out deal is redealt by the same dealer and not counted, unless the options say otherwise.
 */
import { matchDeal, type Dealing } from '../dealing.ts';
import { err, ok, type Result } from '../result.ts';
import {
  addChicagoDeal,
  chicagoNext,
  chicagoResult,
  isChicagoOver,
  newChicago,
  type Chicago,
  type ChicagoOptions,
  type ChicagoResult,
} from '../score/chicago.ts';
import { isRounding, type Rounding } from '../score/settlement.ts';
import { isRuleset } from '../score/tricks.ts';
import { isSeat, type BySide } from '../types.ts';
import {
  bridgeDealOutcome,
  reduceMatchDeal,
  sheetEntryOf,
  startBridgeDeal,
  type BridgeDealAction,
  type BridgeDealOutcome,
  type BridgeDealState,
  type BridgeMatchPhase,
} from './bridgeDeal.ts';

export interface ChicagoRules extends ChicagoOptions {
  readonly rounding: Rounding;
  /** Whether a player may take back the last card they played (practice tables). */
  readonly undo: boolean;
}

export const DEFAULT_CHICAGO_RULES: ChicagoRules = {
  firstDealer: 'N',
  vulnerability23: 'dealer',
  scoring: 'carry-over',
  honours: false,
  passedOut: 'redeal',
  ruleset: 'modern',
  rounding: 'half-up',
  undo: false,
};

/** A finished deal of a Chicago: the deal record plus the points each side scored on it. */
export interface ChicagoDealRecord extends BridgeDealOutcome {
  /** Which of the four deals it was (a redealt passed-out deal shares the number of its redeal). */
  readonly chicagoDeal: number;
  /** Whether it counted as one of the four. */
  readonly counted: boolean;
  readonly points: BySide<number>;
}

export interface ChicagoState {
  readonly mode: 'chicago';
  readonly rules: ChicagoRules;
  readonly seed: string;
  /** How the deals come from the seed (absent: seeded; live tables deal keyed). */
  readonly dealing?: Dealing;
  readonly phase: BridgeMatchPhase;
  readonly current: BridgeDealState;
  readonly score: Chicago;
  readonly history: readonly ChicagoDealRecord[];
}

export type ChicagoAction = BridgeDealAction | { readonly type: 'next'; readonly seat: null };

function checkRules(r: ChicagoRules): Result<ChicagoRules> {
  const bad = (what: string, v: unknown): Result<never> =>
    err('action/bad_action', `rules.${what} is not allowed: ${JSON.stringify(v)}`);
  if (!isSeat(r.firstDealer)) return bad('firstDealer', r.firstDealer);
  if (!['dealer', 'non-dealer'].includes(r.vulnerability23)) return bad('vulnerability23', r.vulnerability23);
  if (!['carry-over', 'duplicate'].includes(r.scoring)) return bad('scoring', r.scoring);
  if (!['redeal', 'next'].includes(r.passedOut)) return bad('passedOut', r.passedOut);
  if (!isRuleset(r.ruleset)) return bad('ruleset', r.ruleset);
  if (!isRounding(r.rounding)) return bad('rounding', r.rounding);
  return ok(r);
}

/** Deals the next deal of the Chicago (seeded by its running number, redeals included). */
function dealNext(seed: string, number: number, score: Chicago, dealing?: Dealing): BridgeDealState {
  const next = chicagoNext(score)!;
  return startBridgeDeal({
    number,
    dealer: next.dealer,
    vulnerable: next.vulnerable,
    deal: matchDeal(seed, number, dealing),
  });
}

export function newChicagoMatch(
  seed: string,
  rules: Partial<ChicagoRules> = {},
  dealing?: Dealing,
): Result<ChicagoState> {
  const checked = checkRules({ ...DEFAULT_CHICAGO_RULES, ...rules });
  if (!checked.ok) return checked;
  const r = checked.value;
  const score = newChicago({
    firstDealer: r.firstDealer,
    vulnerability23: r.vulnerability23,
    scoring: r.scoring,
    honours: r.honours,
    passedOut: r.passedOut,
    ruleset: r.ruleset,
  });
  return ok({
    mode: 'chicago',
    rules: r,
    seed,
    ...(dealing === 'keyed' ? { dealing } : {}),
    phase: 'auction',
    current: dealNext(seed, 1, score, dealing),
    score,
    history: [],
  });
}

function scoreDeal(state: ChicagoState, done: BridgeDealState): ChicagoState {
  const outcome = bridgeDealOutcome(done)!;
  const entry = sheetEntryOf(done, outcome.tricks, state.rules.honours);
  const added = addChicagoDeal(state.score, entry);
  // The score refuses only bad input or a fifth deal, which this reducer never sends.
  if (!added.ok) throw new Error(`Chicago score refused a deal: ${added.error.message}`);
  const score = added.value;
  const line = score.deals[score.deals.length - 1]!;
  const record: ChicagoDealRecord = {
    ...outcome,
    chicagoDeal: line.n,
    counted: line.counted,
    points: line.points,
  };
  return {
    ...state,
    score,
    history: [...state.history, record],
    phase: isChicagoOver(score) ? 'over' : 'scored',
  };
}

export function chicagoReduce(state: ChicagoState, action: ChicagoAction): Result<ChicagoState> {
  if (action.type === 'next') {
    if (state.phase !== 'scored')
      return err(
        'action/wrong_phase',
        `the next deal starts only after a deal is scored (now ${state.phase})`,
      );
    return ok({
      ...state,
      phase: 'auction',
      current: dealNext(state.seed, state.current.number + 1, state.score, state.dealing),
    });
  }
  return reduceMatchDeal(state, action, state.rules.undo, scoreDeal);
}

export function chicagoStanding(state: ChicagoState): ChicagoResult {
  return chicagoResult(state.score, { rounding: state.rules.rounding });
}

/** The `tenace play --mode chicago --json` record. */
export interface ChicagoMatchRecord {
  readonly mode: 'chicago';
  readonly seed: string;
  readonly rules: ChicagoRules;
  readonly deals: readonly ChicagoDealRecord[];
  readonly result: ChicagoResult;
}

export function chicagoRecord(state: ChicagoState): ChicagoMatchRecord {
  return {
    mode: 'chicago',
    seed: state.seed,
    rules: state.rules,
    deals: state.history,
    result: chicagoStanding(state),
  };
}
