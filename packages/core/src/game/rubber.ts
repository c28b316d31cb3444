/**
 * Rubber bridge as a pure reducer (rules reference §5): deals dealt in turn clockwise from the first dealer
 * (a passed-out deal passes the deal on too), each bid and played through the shared deal flow and written
 * on the rubber sheet, honours detected from the deal; the rubber ends when a side has won two games, or
 * when the table stops it early (then scored as unfinished).
 */
import { matchDeal, type Dealing } from '../dealing.ts';
import { err, ok, type Result } from '../result.ts';
import {
  addRubberDeal,
  isRubberOver,
  newRubberSheet,
  rubberResult,
  rubberVulnerable,
  type RubberResult,
  type RubberSheet,
} from '../score/rubberSheet.ts';
import { isRounding, type Rounding } from '../score/settlement.ts';
import { isRuleset, type Ruleset } from '../score/tricks.ts';
import { nextSeat, sideOf } from '../seat.ts';
import { isSeat, type BySide, type Seat } from '../types.ts';
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

export interface RubberRules {
  readonly ruleset: Ruleset;
  readonly rounding: Rounding;
  /** Whether honours are scored (on by default in rubber bridge). */
  readonly honours: boolean;
  readonly firstDealer: Seat;
  /** Whether a player may take back the last card they played (practice tables). */
  readonly undo: boolean;
}

export const DEFAULT_RUBBER_RULES: RubberRules = {
  ruleset: 'modern',
  rounding: 'half-up',
  honours: true,
  firstDealer: 'N',
  undo: false,
};

/** A finished deal of a rubber: the deal record plus what it wrote below and above the line. */
export interface RubberDealRecord extends BridgeDealOutcome {
  readonly below: BySide<number>;
  readonly above: BySide<number>;
}

export interface RubberState {
  readonly mode: 'rubber';
  readonly rules: RubberRules;
  readonly seed: string;
  /** How the deals come from the seed (absent: seeded; live tables deal keyed). */
  readonly dealing?: Dealing;
  readonly phase: BridgeMatchPhase;
  readonly current: BridgeDealState;
  readonly sheet: RubberSheet;
  readonly history: readonly RubberDealRecord[];
  /** Set when the table stopped the rubber before a side won two games. */
  readonly stopped: boolean;
  /** The seats that asked to stop the rubber since the last deal was scored (cleared by the next deal). */
  readonly stopAsked?: readonly Seat[];
}

export type RubberAction =
  | BridgeDealAction
  | { readonly type: 'next'; readonly seat: null }
  /**
   * A seat asks to stop the rubber: it stops once both sides have asked. Without a seat (the table's host,
   * and logs written before stopping needed both sides) it stops at once.
   */
  | { readonly type: 'stop'; readonly seat: Seat | null };

function checkRules(rules: RubberRules): Result<RubberRules> {
  if (!isRuleset(rules.ruleset))
    return err('action/bad_action', `rules.ruleset must be modern or 1948, got ${String(rules.ruleset)}`);
  if (!isRounding(rules.rounding))
    return err(
      'action/bad_action',
      `rules.rounding must be half-up or half-down, got ${String(rules.rounding)}`,
    );
  if (!isSeat(rules.firstDealer))
    return err(
      'action/bad_action',
      `rules.firstDealer must be N, E, S or W, got ${String(rules.firstDealer)}`,
    );
  return ok(rules);
}

function dealAt(
  seed: string,
  number: number,
  dealer: Seat,
  sheet: RubberSheet,
  dealing?: Dealing,
): BridgeDealState {
  return startBridgeDeal({
    number,
    dealer,
    vulnerable: rubberVulnerable(sheet),
    deal: matchDeal(seed, number, dealing),
  });
}

/** A new rubber: the first deal is dealt (seeded) by the first dealer, nobody vulnerable. */
export function newRubber(
  seed: string,
  rules: Partial<RubberRules> = {},
  dealing?: Dealing,
): Result<RubberState> {
  const checked = checkRules({ ...DEFAULT_RUBBER_RULES, ...rules });
  if (!checked.ok) return checked;
  const sheet = newRubberSheet({ ruleset: checked.value.ruleset });
  return ok({
    mode: 'rubber',
    rules: checked.value,
    seed,
    ...(dealing === 'keyed' ? { dealing } : {}),
    phase: 'auction',
    current: dealAt(seed, 1, checked.value.firstDealer, sheet, dealing),
    sheet,
    history: [],
    stopped: false,
  });
}

function scoreDeal(state: RubberState, done: BridgeDealState): RubberState {
  const outcome = bridgeDealOutcome(done)!;
  const entry = sheetEntryOf(done, outcome.tricks, state.rules.honours);
  const added = addRubberDeal(state.sheet, entry);
  // The sheet refuses only bad input or a deal after the rubber's end, which this reducer never sends.
  if (!added.ok) throw new Error(`rubber sheet refused a deal: ${added.error.message}`);
  const sheet = added.value;
  const line = sheet.deals[sheet.deals.length - 1]!;
  const record: RubberDealRecord = { ...outcome, below: line.below, above: line.above };
  return {
    ...state,
    sheet,
    history: [...state.history, record],
    phase: isRubberOver(sheet) ? 'over' : 'scored',
  };
}

/** Applies one action; returns the next state or a coded error (the state is never changed in place). */
export function rubberReduce(state: RubberState, action: RubberAction): Result<RubberState> {
  switch (action.type) {
    case 'next': {
      if (state.phase !== 'scored')
        return err(
          'action/wrong_phase',
          `the next deal starts only after a deal is scored (now ${state.phase})`,
        );
      const cur = state.current;
      return ok({
        ...state,
        stopAsked: [],
        phase: 'auction',
        current: dealAt(state.seed, cur.number + 1, nextSeat(cur.dealer), state.sheet, state.dealing),
      });
    }
    case 'stop': {
      if (state.phase !== 'scored')
        return err('action/wrong_phase', `a rubber can be stopped only between deals (now ${state.phase})`);
      if (action.seat === null) return ok({ ...state, phase: 'over', stopped: true });
      const asked = state.stopAsked ?? [];
      if (asked.includes(action.seat))
        return err('action/not_allowed', `${action.seat} has already asked to stop the rubber`);
      const now = [...asked, action.seat];
      const sides = new Set(now.map(sideOf));
      return ok(
        sides.size === 2
          ? { ...state, stopAsked: now, phase: 'over', stopped: true }
          : { ...state, stopAsked: now },
      );
    }
    default:
      return reduceMatchDeal(state, action, state.rules.undo, scoreDeal);
  }
}

/** The rubber's standing: totals, games, premiums and settlement; unfinished premiums when it was stopped. */
export function rubberStanding(state: RubberState): RubberResult {
  return rubberResult(state.sheet, { unfinished: state.stopped, rounding: state.rules.rounding });
}

/** The `tenace play --mode rubber --json` record. */
export interface RubberMatchRecord {
  readonly mode: 'rubber';
  readonly seed: string;
  readonly ruleset: Ruleset;
  readonly rounding: Rounding;
  /** Whether honours were scored. */
  readonly honours: boolean;
  readonly deals: readonly RubberDealRecord[];
  readonly result: RubberResult;
}

export function rubberRecord(state: RubberState): RubberMatchRecord {
  return {
    mode: 'rubber',
    seed: state.seed,
    ruleset: state.rules.ruleset,
    rounding: state.rules.rounding,
    honours: state.rules.honours,
    deals: state.history,
    result: rubberStanding(state),
  };
}
