/**
 * A tour of three rubbers in which each player partners each other player once (rules reference §5.2):
 * one draw orders the players P1..P4; rubber 1 is P1+P2 against P3+P4, rubber 2 P1+P3 against P2+P4,
 * rubber 3 P1+P4 against P2+P3. The first dealer is P1, then P2, then P3. Each player's ledger adds his
 * side's settlement of every rubber (+ for the winners, − for the losers); the four ledgers sum to zero.
 */
import { err, ok, type Result } from '../result.ts';
import { signedSettlement } from '../score/settlement.ts';
import { sideOf } from '../seat.ts';
import type { BySeat, Seat } from '../types.ts';
import { chooserSeat, drawForPartners, seatOfPlayer, seatPartnership, type Draw } from './draw.ts';
import {
  newRubber,
  rubberRecord,
  rubberReduce,
  rubberStanding,
  type RubberAction,
  type RubberMatchRecord,
  type RubberRules,
  type RubberState,
} from './rubber.ts';

export interface TourRubber {
  /** 1, 2 or 3. */
  readonly number: number;
  /** Who sat where. */
  readonly seats: BySeat<string>;
  readonly record: RubberMatchRecord;
  /** Each player's share of this rubber's settlement. */
  readonly settlement: Readonly<Record<string, number>>;
}

export interface TourState {
  readonly mode: 'tour';
  readonly seed: string;
  readonly players: readonly string[];
  readonly draw: Draw;
  readonly rules: Partial<RubberRules>;
  /** Keeps one player (a person) at a seat in every rubber; the chooser picks seats to allow it. */
  readonly keep: { readonly player: string; readonly at: Seat } | null;
  /** 'playing' a rubber, 'between' rubbers (after one ends, before `next`), or 'over'. */
  readonly phase: 'playing' | 'between' | 'over';
  /** 0, 1 or 2: the rubber in play (or just finished). */
  readonly index: number;
  readonly seats: BySeat<string>;
  readonly rubber: RubberState;
  readonly rubbers: readonly TourRubber[];
  readonly ledger: Readonly<Record<string, number>>;
}

export type TourAction = RubberAction | { readonly type: 'nextRubber'; readonly seat: null };

/** The seats and first dealer of rubber `index` (0..2) of a tour. */
export function tourSeating(
  draw: Draw,
  index: number,
  keep: TourState['keep'],
): { seats: BySeat<string>; firstDealer: Seat } {
  const [p1, p2, p3, p4] = draw.order;
  const partnerOfP1 = [p2, p3, p4][index]!;
  const seat = chooserSeat(draw.order, p1, partnerOfP1, keep ?? undefined);
  const seats = seatPartnership(draw.order, p1, partnerOfP1, seat);
  if (!seats.ok) throw new Error(seats.error.message); // the draw's own players: cannot fail
  const dealer = [p1, p2, p3][index]!;
  return { seats: seats.value, firstDealer: seatOfPlayer(seats.value, dealer)! };
}

function startRubber(
  seed: string,
  draw: Draw,
  index: number,
  rules: Partial<RubberRules>,
  keep: TourState['keep'],
): Result<{ seats: BySeat<string>; rubber: RubberState }> {
  const { seats, firstDealer } = tourSeating(draw, index, keep);
  const rubber = newRubber(`${seed}/rubber${index + 1}`, { ...rules, firstDealer });
  return rubber.ok ? ok({ seats, rubber: rubber.value }) : rubber;
}

export function newTour(
  seed: string,
  players: readonly string[],
  rules: Partial<RubberRules> = {},
  keep: TourState['keep'] = null,
): Result<TourState> {
  const draw = drawForPartners(seed, players);
  if (!draw.ok) return draw;
  if (keep !== null && !players.includes(keep.player))
    return err('action/bad_action', `${keep.player} is not one of the players`);
  const first = startRubber(seed, draw.value, 0, rules, keep);
  if (!first.ok) return first;
  return ok({
    mode: 'tour',
    seed,
    players,
    draw: draw.value,
    rules,
    keep,
    phase: 'playing',
    index: 0,
    seats: first.value.seats,
    rubber: first.value.rubber,
    rubbers: [],
    ledger: Object.fromEntries(players.map((p) => [p, 0])),
  });
}

/** Each player's share of a finished rubber's settlement at these seats. */
export function rubberShares(rubber: RubberState, seats: BySeat<string>): Record<string, number> {
  const signed = signedSettlement(rubberStanding(rubber));
  return Object.fromEntries((['N', 'E', 'S', 'W'] as const).map((s) => [seats[s], signed[sideOf(s)]]));
}

/** Applies an action to the rubber in play, or `nextRubber` between rubbers. */
export function tourReduce(state: TourState, action: TourAction): Result<TourState> {
  if (action.type === 'nextRubber') {
    if (state.phase !== 'between')
      return err('action/wrong_phase', `the next rubber starts only after one ends (now ${state.phase})`);
    const next = startRubber(state.seed, state.draw, state.index + 1, state.rules, state.keep);
    if (!next.ok) return next;
    return ok({ ...state, phase: 'playing', index: state.index + 1, ...next.value });
  }
  if (state.phase !== 'playing')
    return err(
      'action/wrong_phase',
      `no ${action.type} is taken ${state.phase === 'over' ? 'after the tour' : 'between rubbers'}`,
    );
  const r = rubberReduce(state.rubber, action);
  return r.ok ? tourWithRubber(state, r.value) : r;
}

/**
 * The tour with its rubber in play advanced to `rubber` (played elsewhere, e.g. on a table host from the
 * tour's own rubber): a finished rubber is recorded with its settlement in the ledger.
 */
export function tourWithRubber(state: TourState, rubber: RubberState): Result<TourState> {
  if (state.phase !== 'playing')
    return err(
      'action/wrong_phase',
      `no rubber is in play ${state.phase === 'over' ? 'after the tour' : 'between rubbers'}`,
    );
  if (rubber.seed !== state.rubber.seed)
    return err('action/bad_action', "that rubber is not the tour's rubber in play");
  if (rubber.phase !== 'over') return ok({ ...state, rubber });
  const settlement = rubberShares(rubber, state.seats);
  const done: TourRubber = {
    number: state.index + 1,
    seats: state.seats,
    record: rubberRecord(rubber),
    settlement,
  };
  const ledger = Object.fromEntries(
    state.players.map((p) => [p, (state.ledger[p] ?? 0) + (settlement[p] ?? 0)]),
  );
  return ok({
    ...state,
    rubber,
    rubbers: [...state.rubbers, done],
    ledger,
    phase: state.index >= 2 ? 'over' : 'between',
  });
}

/** The `tenace play --mode rubber --tour --json` record. */
export interface TourRecord {
  readonly mode: 'tour';
  readonly seed: string;
  readonly players: readonly string[];
  readonly draw: Draw;
  readonly rubbers: readonly TourRubber[];
  readonly ledger: Readonly<Record<string, number>>;
}

export function tourRecord(state: TourState): TourRecord {
  return {
    mode: 'tour',
    seed: state.seed,
    players: state.players,
    draw: state.draw,
    rubbers: state.rubbers,
    ledger: state.ledger,
  };
}
