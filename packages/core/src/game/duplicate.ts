/**
 * Duplicate bridge at one table as a pure reducer (rules reference §8): boards 1, 2, 3 … with the dealer and
 * vulnerability of their board markings (Law 2), each bid and played through the shared deal flow and scored
 * by Law 77 (a passed-out board scores 0). NS and EW scores of a board are opposite numbers.
 */
import { boardDealer, boardVulnerability } from '../board.ts';
import { matchDeal, type Dealing } from '../dealing.ts';
import { err, ok, type Result } from '../result.ts';
import { duplicateScore } from '../score/duplicate.ts';
import { isVulnerable, sideOf } from '../seat.ts';
import { bySide, type BySide, type Side } from '../types.ts';
import {
  bridgeDealOutcome,
  reduceMatchDeal,
  startBridgeDeal,
  type BridgeDealAction,
  type BridgeDealOutcome,
  type BridgeDealState,
  type BridgeMatchPhase,
} from './bridgeDeal.ts';

export interface DuplicateRules {
  /** How many boards are played, from board 1. */
  readonly boards: number;
  /** Whether a player may take back the last card they played (practice tables). */
  readonly undo: boolean;
}

export const DEFAULT_DUPLICATE_RULES: DuplicateRules = { boards: 8, undo: false };

/** A finished board: the deal record plus the duplicate score for each side. */
export interface DuplicateDealRecord extends BridgeDealOutcome {
  readonly score: BySide<number>;
}

export interface DuplicateState {
  readonly mode: 'duplicate';
  readonly rules: DuplicateRules;
  readonly seed: string;
  /** How the deals come from the seed (absent: seeded; live tables deal keyed). */
  readonly dealing?: Dealing;
  readonly phase: BridgeMatchPhase;
  readonly current: BridgeDealState;
  readonly history: readonly DuplicateDealRecord[];
}

export type DuplicateAction = BridgeDealAction | { readonly type: 'next'; readonly seat: null };

export function boardAt(seed: string, board: number, dealing?: Dealing): BridgeDealState {
  const vul = boardVulnerability(board);
  return startBridgeDeal({
    number: board,
    dealer: boardDealer(board),
    vulnerable: bySide((side) => isVulnerable(vul, side)),
    deal: matchDeal(seed, board, dealing),
  });
}

export function newDuplicate(
  seed: string,
  rules: Partial<DuplicateRules> = {},
  dealing?: Dealing,
): Result<DuplicateState> {
  const r = { ...DEFAULT_DUPLICATE_RULES, ...rules };
  if (!Number.isInteger(r.boards) || r.boards < 1 || r.boards > 1000)
    return err('action/bad_action', `rules.boards must be a whole number from 1 to 1000, got ${r.boards}`);
  return ok({
    mode: 'duplicate',
    rules: r,
    seed,
    ...(dealing === 'keyed' ? { dealing } : {}),
    phase: 'auction',
    current: boardAt(seed, 1, dealing),
    history: [],
  });
}

/** The duplicate score of a finished deal for each side (the declaring side's score and its negative). */
export function duplicateScores(done: BridgeDealState, tricks: number): BySide<number> {
  if (done.contract === null || done.declarer === null) return { NS: 0, EW: 0 };
  const side: Side = sideOf(done.declarer);
  const s = duplicateScore(done.contract, tricks, done.vulnerable[side]);
  // 0 - s rather than -s: a zero score is 0 for both sides, never -0.
  return side === 'NS' ? { NS: s, EW: 0 - s } : { NS: 0 - s, EW: s };
}

function scoreBoard(state: DuplicateState, done: BridgeDealState): DuplicateState {
  const outcome = bridgeDealOutcome(done)!;
  const record: DuplicateDealRecord = { ...outcome, score: duplicateScores(done, outcome.tricks) };
  const history = [...state.history, record];
  return { ...state, history, phase: history.length >= state.rules.boards ? 'over' : 'scored' };
}

export function duplicateReduce(state: DuplicateState, action: DuplicateAction): Result<DuplicateState> {
  if (action.type === 'next') {
    if (state.phase !== 'scored')
      return err(
        'action/wrong_phase',
        `the next board starts only after a board is scored (now ${state.phase})`,
      );
    return ok({
      ...state,
      phase: 'auction',
      current: boardAt(state.seed, state.current.number + 1, state.dealing),
    });
  }
  return reduceMatchDeal(state, action, state.rules.undo, scoreBoard);
}

export interface DuplicateResult {
  readonly boards: number;
  /** The sum of each side's board scores. */
  readonly totals: BySide<number>;
}

export function duplicateStanding(state: DuplicateState): DuplicateResult {
  const sum = (side: Side): number => state.history.reduce((a, d) => a + d.score[side], 0);
  return { boards: state.history.length, totals: bySide(sum) };
}

/** The `tenace play --mode duplicate --json` record. */
export interface DuplicateMatchRecord {
  readonly mode: 'duplicate';
  readonly seed: string;
  readonly deals: readonly DuplicateDealRecord[];
  readonly result: DuplicateResult;
}

export function duplicateRecord(state: DuplicateState): DuplicateMatchRecord {
  return { mode: 'duplicate', seed: state.seed, deals: state.history, result: duplicateStanding(state) };
}
